// <birimba-table replay="URL">: the table opens a game log for replay instead of dealing — a move on and back, a deal
// to jump to, its end with every hand shown, the seat it is seen from, the arrow keys — says where it stands in the
// table's language, and says why a log cannot be opened. At the end of a match played at the table, Save the log gives
// its log as a file and Review opens its replay, and Back returns to the table.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CoachVerdict, coachTurn } from '@birimba/ai';
import type { Move, PlayerView } from '@birimba/engine';
import { type GameLog, serializeGameLog } from '@birimba/game-log';
import type { BirimbaTable } from '../src/birimba-table.js';
import { q, qa, syncDecide, until, untilOver } from './helpers.js';
import { simulatorDealLog, simulatorMatchLog } from './support/simulator.js';

/** Waits for the table's render after an action (a replay has no bots to wait for). */
const settle = async (el: BirimbaTable): Promise<void> => {
  await el.updateComplete;
};

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

const MATCH = await simulatorMatchLog(3, 1500);
const dataUrl = (text: string): string => `data:application/json;charset=utf-8,${encodeURIComponent(text)}`;

/** A table opened on `url` for replay, once it shows the replay or why not. */
async function replayOf(url: string, lang = 'en', coach: BirimbaTable['coachFunction'] = null): Promise<BirimbaTable> {
  const el = document.createElement('birimba-table');
  el.coachFunction = coach;
  el.decisionFunction = syncDecide;
  el.setAttribute('ai-delay', '0');
  el.setAttribute('lang', lang);
  el.setAttribute('storage-key', 'replay-test');
  el.setAttribute('replay', url);
  document.body.append(el);
  await until(() => q(el, '[data-replay-position]') !== null || q(el, '[data-replay-error]') !== null);
  await settle(el);
  return el;
}

const position = (el: BirimbaTable): [number, number] => {
  const text = q(el, '[data-replay-position]')?.textContent ?? '';
  const found = /(\d+)\D+(\d+)/.exec(text);
  if (found === null) throw new Error(`no position in "${text}"`);
  return [Number(found[1]), Number(found[2])];
};

async function press(el: BirimbaTable, action: string): Promise<void> {
  q<HTMLButtonElement>(el, `[data-action="${action}"]`)?.click();
  await settle(el);
}

async function pick(el: BirimbaTable, name: string, value: number): Promise<void> {
  const select = q<HTMLSelectElement>(el, `[data-replay-pick="${name}"]`) as HTMLSelectElement;
  select.value = String(value);
  select.dispatchEvent(new Event('change'));
  await settle(el);
}

describe('<birimba-table replay>', () => {
  it('opens the log at its first deal as dealt, and deals no game of its own', async () => {
    const el = await replayOf(dataUrl(MATCH));
    expect(q(el, '[data-replay-position]')?.textContent).toBe('deal 1, move 0');
    expect(q(el, '[data-action="replay-prev"]')?.hasAttribute('disabled')).toBe(true);
    expect(localStorage.getItem('replay-test')).toBeNull();
    expect(el.exportLog()).toBeNull();
    expect(qa(el, 'birimba-seat')).toHaveLength(3);
    expect(qa(el, 'birimba-hand birimba-card').length).toBe(11);
  });

  it('steps a move on and back, and says so in the position', async () => {
    const el = await replayOf(dataUrl(MATCH));
    await press(el, 'replay-next');
    await press(el, 'replay-next');
    expect(position(el)).toEqual([1, 2]);
    await press(el, 'replay-prev');
    expect(position(el)).toEqual([1, 1]);
    expect(q(el, 'birimba-log')).not.toBeNull();
  });

  it('jumps through every deal, and at a deal’s end shows every hand', async () => {
    const el = await replayOf(dataUrl(MATCH));
    const deals = JSON.parse(MATCH) as { deals: { moves: unknown[] }[] };
    for (const [d, deal] of deals.deals.entries()) {
      await pick(el, 'deal', d);
      expect(position(el)).toEqual([d + 1, 0]);
      expect(q(el, '[data-replay-all]')).toBeNull();
      await press(el, 'replay-end');
      expect(position(el)).toEqual([d + 1, deal.moves.length]);
      expect(q(el, '[data-replay-all]')).not.toBeNull();
    }
    expect(q(el, '[data-action="replay-next"]')?.hasAttribute('disabled')).toBe(true);
    // From a deal's end, a step on is the next deal as dealt.
    await pick(el, 'deal', 0);
    await press(el, 'replay-end');
    await press(el, 'replay-next');
    expect(position(el)).toEqual([2, 0]);
  });

  it('at a deal’s end, the corner gives the score sheet’s totals: the deal’s in a single deal, the match’s in a match', async () => {
    const figures = (el: BirimbaTable, selector: string): string[] =>
      qa(el, selector).map((e) => e.textContent?.trim() ?? '');
    const deal = await replayOf(dataUrl(await simulatorDealLog(7)));
    await press(deal, 'replay-end');
    expect(q(deal, '[data-replay-all]')).not.toBeNull();
    const sheet = figures(deal, '[data-score-sheet] tr.total td');
    expect(sheet).toHaveLength(2);
    expect(figures(deal, '[data-table-score] .tally b')).toEqual(sheet);
    deal.remove();
    const match = await replayOf(dataUrl(MATCH));
    await press(match, 'replay-end');
    expect(figures(match, '[data-match-bar] .tally b')).toEqual(figures(match, '[data-match-total]'));
  });

  it('is seen from any seat: its hand at the bottom', async () => {
    const el = await replayOf(dataUrl(MATCH));
    const hand = () =>
      qa(el, 'birimba-hand birimba-card').map((c) => (c as HTMLElement & { card: { id: number } | null }).card?.id);
    const mine = hand();
    await pick(el, 'seat', 2);
    expect(hand()).not.toEqual(mine);
    expect(hand()).toHaveLength(11);
    expect(hand().every((id) => typeof id === 'number')).toBe(true);
    await pick(el, 'seat', 0);
    expect(hand()).toEqual(mine);
  });

  it('steps with the arrow keys', async () => {
    const el = await replayOf(dataUrl(MATCH));
    const root = q(el, '[data-replay]') as HTMLElement;
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await settle(el);
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await settle(el);
    expect(position(el)).toEqual([1, 2]);
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, composed: true }));
    await settle(el);
    expect(position(el)).toEqual([1, 1]);
  });

  it('plays on by itself, and pauses', async () => {
    const el = await replayOf(dataUrl(MATCH));
    await pick(el, 'speed', 3);
    await press(el, 'replay-play');
    await until(() => position(el)[1] >= 3);
    await press(el, 'replay-pause');
    expect(q(el, '[data-action="replay-play"]')).not.toBeNull();
  });

  it('speaks Greek with lang="el", the numbers in the same order', async () => {
    const el = await replayOf(dataUrl(MATCH), 'el');
    await press(el, 'replay-next');
    expect(q(el, '[data-replay-position]')?.textContent).toBe('μοιρασιά 1, κίνηση 1');
    expect(q(el, '[data-action="replay-next"]')?.getAttribute('aria-label')).toBe('Επόμενη κίνηση');
  });

  it.each([
    ['a file that is not a log', dataUrl('{"hello":1}'), 'not-a-log', 'The file is not a Birimba game log.'],
    [
      'a log whose moves do not replay',
      dataUrl(MATCH.replace('"moves":[', '"moves":[{"type":"draw"},')),
      'does-not-replay',
      'The log’s moves do not replay to the game it records.',
    ],
    [
      'an address of another scheme',
      'ftp://example.test/log.json',
      'bad-url',
      'The replay address is not a web address.',
    ],
  ])('says why %s cannot be opened, and crashes nothing', async (_, url, code, sentence) => {
    const el = await replayOf(url);
    const alert = q(el, '[data-replay-error]');
    expect(alert?.getAttribute('data-replay-error')).toBe(code);
    expect(alert?.textContent).toContain(sentence);
    expect(q(el, '[data-replay-file]')).not.toBeNull();
    expect(localStorage.getItem('replay-test')).toBeNull();
  });
});

describe('the coach on a replay', () => {
  it('looks at every turn of the seat seen from in the deal, with its progress, and marks the turns it flags', async () => {
    const asked: { view: PlayerView; played: readonly Move[]; verdict: CoachVerdict }[] = [];
    // The AI's real coach, with a small budget and a low threshold (the test seam of the coach's worker).
    const coach = (view: PlayerView, played: readonly Move[], seed: number): Promise<CoachVerdict> =>
      new Promise((resolve) =>
        setTimeout(() => {
          const verdict = coachTurn(view, played, seed, { iterations: 160, confirm: 80, threshold: 1 });
          asked.push({ view, played, verdict });
          resolve(verdict);
        }, 0),
      );
    const el = await replayOf(dataUrl(MATCH), 'en', coach);
    await pick(el, 'seat', 1);
    await press(el, 'replay-coach');
    expect(q(el, '[data-replay-coach="checking"] progress')).not.toBeNull();
    await until(() => q(el, '[data-replay-coach="done"]') !== null);
    const deal = (JSON.parse(MATCH) as { deals: { moves: Move[] }[] }).deals[0]!;
    // Every turn asked of is seat 1's, from its play phase, and its moves are the log's, one after the other.
    expect(asked.length).toBeGreaterThan(5);
    expect(asked.every((a) => a.view.seat === 1 && a.view.turn === 1 && a.view.phase === 'play')).toBe(true);
    const text = JSON.stringify(deal.moves);
    expect(asked.every((a) => text.includes(JSON.stringify(a.played).slice(1, -1)))).toBe(true);
    const flagged = asked.filter((a) => a.verdict.flagged);
    expect(flagged.length).toBeGreaterThan(0);
    const done = q(el, '[data-replay-coach="done"]');
    expect(done?.getAttribute('data-flagged')).toBe(String(flagged.length));
    expect(done?.textContent).toContain(`${String(flagged.length)} of ${String(asked.length)} turns`);
    // Stepping to the end of a flagged turn shows its mark.
    const first = flagged[0]!;
    const same = (i: number): boolean =>
      JSON.stringify(deal.moves.slice(i, i + first.played.length)) === JSON.stringify(first.played);
    const index = deal.moves.findIndex((_, i) => same(i));
    expect(index).toBeGreaterThan(0);
    for (let i = 0; i < index + first.played.length; i++) await press(el, 'replay-next');
    expect(q(el, '[data-replay-coach-mark]')?.textContent).toContain(String(Math.round(first.verdict.gap)));
  });
});

describe('Review at the end of a match', () => {
  it('saves the match’s log, opens its replay, and Back returns to the table', async () => {
    const el = document.createElement('birimba-table');
    el.decisionFunction = syncDecide;
    el.setAttribute('ai-delay', '0');
    el.setAttribute('seats', 'easy easy easy easy');
    el.setAttribute('seed', '4');
    el.setAttribute('target', '1200');
    document.body.append(el);
    await untilOver(el);
    expect(q(el, '[data-action="review"]')).toBeNull();
    expect(q(el, '[data-action="save-log"]')).toBeNull();
    let deals = 1;
    while (el.nextDeal()) {
      deals++;
      await until(() => el.exportLog() === null && q(el, '[data-end]') === null);
      await untilOver(el);
    }
    await settle(el);
    // Save the log beside Review: the match's log as a file, its text the one exportLog gives.
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:log'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await press(el, 'save-log');
    expect(await saved[0]?.text()).toBe(serializeGameLog(el.exportLog() as GameLog));
    await press(el, 'review');
    await until(() => q(el, '[data-replay-position]') !== null);
    expect(position(el)).toEqual([1, 0]);
    expect(qa(el, '[data-replay-pick="deal"] option')).toHaveLength(deals);
    await press(el, 'replay-close');
    expect(q(el, '[data-replay]')).toBeNull();
    expect(q(el, '[data-action="review"]')).not.toBeNull();
  });
});
