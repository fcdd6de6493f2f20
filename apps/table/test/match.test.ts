// The `target` attribute: a match of several deals (engine matchTarget / nextDeal), its score sheet, the next-deal
// button, resume between deals, and the events. Without `target` a game stays one deal.
import { afterEach, describe, expect, it } from 'vitest';
import type { BirimbaTable, GameOverEventDetail, MatchOverEventDetail } from '../src/index.js';
import { click, q, qa, savedState, status, syncDecide, until, untilOver } from './helpers.js';

const KEY = 'match-test';
const BOTS = 'greedy greedy greedy greedy';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

interface Options {
  readonly target?: string;
  readonly storageKey?: string;
  readonly seed?: string;
  readonly lang?: string;
}

interface Mounted {
  readonly el: BirimbaTable;
  readonly overs: GameOverEventDetail[];
  readonly matchOvers: MatchOverEventDetail[];
}

/** Four bots: the element plays every seat by itself. Listeners are attached before the first deal. */
function mountBots(options: Options = {}): Mounted {
  const el = document.createElement('birimba-table');
  el.decisionFunction = syncDecide;
  el.setAttribute('ai-delay', '0');
  el.setAttribute('seats', BOTS);
  el.setAttribute('seed', options.seed ?? '11');
  if (options.target !== undefined) el.setAttribute('target', options.target);
  if (options.storageKey !== undefined) el.setAttribute('storage-key', options.storageKey);
  if (options.lang !== undefined) el.setAttribute('lang', options.lang);
  const overs: GameOverEventDetail[] = [];
  const matchOvers: MatchOverEventDetail[] = [];
  // Listen on the document: the events bubble and are composed.
  const onOver = (e: Event): void => {
    if (e.target === el) overs.push((e as CustomEvent<GameOverEventDetail>).detail);
  };
  const onMatchOver = (e: Event): void => {
    if (e.target === el) matchOvers.push((e as CustomEvent<MatchOverEventDetail>).detail);
  };
  document.addEventListener('birimba-game-over', onOver);
  document.addEventListener('birimba-match-over', onMatchOver);
  document.body.append(el);
  return { el, overs, matchOvers };
}

const matchBox = (el: BirimbaTable): HTMLElement | null => q(el, '[data-score-sheet] [data-match]');
const sheetTotals = (el: BirimbaTable): [number, number] => [
  Number(q(el, '[data-match-total="a"]')?.textContent),
  Number(q(el, '[data-match-total="b"]')?.textContent),
];
const dealTotals = (d: GameOverEventDetail): [number, number] => [d.teams[0].total, d.teams[1].total];

describe('a match (target attribute)', () => {
  it('shows the deal and the match totals, and plays a second deal through next-deal; totals carry over', async () => {
    const { el, overs, matchOvers } = mountBots({ target: '100000', storageKey: KEY });
    await untilOver(el);
    expect(overs).toHaveLength(1);
    const first = overs[0] as GameOverEventDetail;
    expect(first.match).toEqual({ deal: 1, totals: dealTotals(first), target: 100000, over: false });
    expect(savedState(KEY).rules.matchTarget).toBe(100000);

    // The sheet: this deal's breakdown and the match (deal number, both totals, the target).
    expect(q(el, '[data-score-sheet]')?.textContent).toMatch(/Cards in hand[\s\S]*Total/);
    // The history: one row per finished deal, and the totals.
    expect(qa(el, '[data-score-sheet] [data-deal-row]').map((r) => r.getAttribute('data-deal-row'))).toEqual(['1']);
    const box = matchBox(el);
    expect(box?.getAttribute('data-deal')).toBe('1');
    expect(box?.getAttribute('data-target')).toBe('100000');
    expect(box?.getAttribute('data-over')).toBe('false');
    expect(box?.textContent).toContain('100000');
    expect(sheetTotals(el)).toEqual(dealTotals(first));
    expect(q(el, '[data-match-winner]')).toBeNull();
    expect(q(el, '[data-action="next-deal"]')?.textContent?.trim()).toBe('Next deal');

    click(el, '[data-action="next-deal"]');
    await el.updateComplete;
    expect(q(el, '[data-score-sheet]')).toBeNull();
    expect(q(el, '[data-action="next-deal"]')).toBeNull();
    const second = savedState(KEY);
    expect(second.match).toEqual({ deal: 2, totals: dealTotals(first) });
    expect(second.firstSeat).toBe(1);
    expect(second.phase).not.toBe('over');

    await untilOver(el);
    expect(overs).toHaveLength(2);
    const d2 = overs[1] as GameOverEventDetail;
    const sum: [number, number] = [first.teams[0].total + d2.teams[0].total, first.teams[1].total + d2.teams[1].total];
    expect(d2.match).toEqual({ deal: 2, totals: sum, target: 100000, over: false });
    expect(matchBox(el)?.getAttribute('data-deal')).toBe('2');
    expect(sheetTotals(el)).toEqual(sum);
    expect(matchOvers).toHaveLength(0);
  });

  it('resumes from storage between deals and in the middle of the next deal', async () => {
    const a = mountBots({ target: '100000', storageKey: KEY });
    await untilOver(a.el);
    const first = a.overs[0] as GameOverEventDetail;
    const log = qa(a.el, '[data-log] li').map((li) => li.textContent);
    a.el.remove();

    // Between deals: the same sheet and the next-deal button come back (the seed attribute does not matter).
    const b = mountBots({ target: '100000', storageKey: KEY, seed: '999' });
    await b.el.updateComplete;
    expect(status(b.el).phase).toBe('over');
    expect(matchBox(b.el)?.getAttribute('data-deal')).toBe('1');
    expect(sheetTotals(b.el)).toEqual(dealTotals(first));
    expect(qa(b.el, '[data-log] li').map((li) => li.textContent)).toEqual(log);
    click(b.el, '[data-action="next-deal"]');
    await b.el.updateComplete;
    expect(savedState(KEY).match).toEqual({ deal: 2, totals: dealTotals(first) });
    // Let the bots play a few turns of deal 2, then leave mid-deal.
    await until(() => savedState(KEY).turnNumber >= 3);
    b.el.remove();
    const mid = savedState(KEY);
    expect(mid.match.deal).toBe(2);
    expect(mid.phase).not.toBe('over');

    const c = mountBots({ target: '100000', storageKey: KEY });
    await c.el.updateComplete;
    expect(savedState(KEY).match).toEqual({ deal: 2, totals: dealTotals(first) });
    await untilOver(c.el);
    const d2 = c.overs[0] as GameOverEventDetail;
    expect(d2.match.deal).toBe(2);
    expect(d2.match.totals).toEqual([
      first.teams[0].total + d2.teams[0].total,
      first.teams[1].total + d2.teams[1].total,
    ]);
  });

  it('plays deals until a team reaches the target (1500: three deals); the match-over event and the sheet name the winner', async () => {
    const { el, overs, matchOvers } = mountBots({ target: '1500', storageKey: KEY, seed: '3' });
    for (let deal = 1; ; deal++) {
      expect(deal).toBeLessThanOrEqual(30);
      await untilOver(el);
      expect(overs).toHaveLength(deal);
      if (q(el, '[data-action="next-deal"]') === null) break;
      expect(matchOvers).toHaveLength(0);
      click(el, '[data-action="next-deal"]');
      await el.updateComplete;
    }
    const sum = overs.reduce<[number, number]>(
      (acc, d) => [acc[0] + d.teams[0].total, acc[1] + d.teams[1].total],
      [0, 0],
    );
    expect(overs.length).toBeGreaterThanOrEqual(2);
    const last = overs[overs.length - 1] as GameOverEventDetail;
    expect(last.match).toEqual({ deal: overs.length, totals: sum, target: 1500, over: true });
    expect(overs.slice(0, -1).every((d) => !d.match.over)).toBe(true);
    expect(matchOvers).toHaveLength(1);
    const winner = sum[0] > sum[1] ? 0 : 1;
    expect(matchOvers[0]).toEqual({ deal: overs.length, totals: sum, target: 1500, winner });
    expect(Math.max(...sum)).toBeGreaterThanOrEqual(1500);
    expect(sheetTotals(el)).toEqual(sum);
    expect(matchBox(el)?.getAttribute('data-over')).toBe('true');
    expect(q(el, '[data-match-winner]')?.getAttribute('data-match-winner')).toBe(winner === 0 ? 'a' : 'b');
    expect(q(el, '[data-match-winner]')?.textContent).toContain('won the match');
    expect(el.nextDeal()).toBe(false);

    // New game starts a new match from deal 1.
    click(el, '[data-action="new-game"]');
    await el.updateComplete;
    expect(savedState(KEY).match).toEqual({ deal: 1, totals: [0, 0] });
    expect(savedState(KEY).rules.matchTarget).toBe(1500);
  });

  it('with a small target (100) the first deal can end the match: no next-deal button, one match-over event', async () => {
    const { el, overs, matchOvers } = mountBots({ target: '100', seed: '3' });
    await untilOver(el);
    const over = overs[0] as GameOverEventDetail;
    expect(over.match.over).toBe(true);
    expect(q(el, '[data-action="next-deal"]')).toBeNull();
    expect(matchOvers).toEqual([
      { deal: 1, totals: dealTotals(over), target: 100, winner: over.teams[0].total > over.teams[1].total ? 0 : 1 },
    ]);
  });

  it('labels the next-deal button in Greek', async () => {
    const { el } = mountBots({ target: '100000', lang: 'el' });
    await untilOver(el);
    expect(q(el, '[data-action="next-deal"]')?.textContent?.trim()).toBe('Επόμενη μοιρασιά');
    expect(matchBox(el)?.textContent).toContain('μοιρασιά 1');
  });
});

describe('a target changed in the settings during a match', () => {
  it('applies from the next match: a target lowered under the totals never ends the match in progress', async () => {
    const { el, overs } = mountBots({ target: '100000', storageKey: KEY });
    await untilOver(el);
    const played = overs[0] as GameOverEventDetail;
    const lowered = Math.max(1, Math.min(...dealTotals(played)) - 1);
    click(el, '[data-action="settings"]');
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(q(el, '[data-panel="settings"]')?.textContent).toContain('a new match target from the next match');
    const input = q<HTMLInputElement>(el, '[data-rule="matchTarget"]') as HTMLInputElement;
    input.value = String(lowered);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await el.updateComplete;
    click(el, '[data-action="close-panel"]');
    await el.updateComplete;

    // The next deal is dealt: the match goes on to its own target.
    expect(el.nextDeal()).toBe(true);
    await el.updateComplete;
    expect(savedState(KEY).match.deal).toBe(2);
    expect(savedState(KEY).rules.matchTarget).toBe(100000);
    await untilOver(el);
    expect(overs).toHaveLength(2);
    expect(overs[1]?.match.target).toBe(100000);

    // A new match takes the new target.
    el.newGame();
    await el.updateComplete;
    expect(savedState(KEY).rules.matchTarget).toBe(lowered);
  });
});

describe('without target: a single deal, as before', () => {
  it('ends after one deal with no match box, no next-deal button and no match-over event', async () => {
    const { el, overs, matchOvers } = mountBots({ storageKey: KEY });
    await untilOver(el);
    expect(savedState(KEY).rules.matchTarget).toBeNull();
    expect(q(el, '[data-score-sheet]')).not.toBeNull();
    expect(matchBox(el)).toBeNull();
    expect(q(el, '[data-action="next-deal"]')).toBeNull();
    expect(el.nextDeal()).toBe(false);
    expect(overs).toHaveLength(1);
    const over = overs[0] as GameOverEventDetail;
    expect(over.match).toEqual({ deal: 1, totals: dealTotals(over), target: null, over: true });
    expect(['closed', 'stock-exhausted']).toContain(over.endReason);
    // No waiting: a match-over event is sent in the same step as the game-over event, so it would be here by now.
    expect(matchOvers).toHaveLength(0);
  });

  it('treats a target that is not a positive whole number as a single deal', async () => {
    const { el } = mountBots({ target: 'abc', storageKey: KEY });
    await el.updateComplete;
    expect(savedState(KEY).rules.matchTarget).toBeNull();
    el.remove();
    localStorage.clear();
    const { el: other } = mountBots({ target: '-5', storageKey: KEY });
    await other.updateComplete;
    expect(savedState(KEY).rules.matchTarget).toBeNull();
  });
});
