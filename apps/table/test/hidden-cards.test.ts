// A card hidden from seat 0 never reaches the shadow DOM: no data-card, no attribute, no accessible name.
import { afterEach, describe, expect, it } from 'vitest';
import { type Card, type FinalScores, type GameState, cardName, formatCard } from '@birimba/engine';
import { cardSymbol } from '../src/components/card.js';
import type { BirimbaTable } from '../src/birimba-table.js';
import { hiddenFrom0, mount, playWholeGame, root, savedState, shownAtSeat, status, visibleTo0 } from './helpers.js';

const KEY = 'hidden-test';
const NOTATION = /^(10|[2-9AJQK])[SHDC]$|^JK$/;

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

function count(cards: readonly Card[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of cards) m.set(formatCard(c), (m.get(formatCard(c)) ?? 0) + 1);
  return m;
}

interface Shown {
  readonly text: string;
  readonly attributes: readonly string[];
}

/** Everything the shadow DOM says: its text and the value of every attribute. */
function shownIn(el: BirimbaTable): Shown {
  const attributes = [...root(el).querySelectorAll('*')].flatMap((node) =>
    node.getAttributeNames().map((a) => `${a}="${node.getAttribute(a) ?? ''}"`),
  );
  return { text: root(el).textContent ?? '', attributes };
}

/** Fails if the shadow DOM names `card` anywhere: its symbol in the text (`7♥`, as the log and cards write it), its
 * name in any attribute (`7 of hearts`, as the accessible names say it). */
function assertNotNamed(shown: Shown, card: Card, why: string): void {
  expect(shown.text.includes(cardSymbol(card)), `${why}: text shows ${cardSymbol(card)}`).toBe(false);
  const name = cardName(card);
  expect(
    shown.attributes.filter((a) => a.includes(name)),
    `${why}: attributes name ${name}`,
  ).toEqual([]);
}

/** Fails if the DOM shows more copies of a card than seat 0 can see, or any hidden-only card by name. */
function assertNoHiddenCards(el: BirimbaTable, state: GameState): number {
  const visible = count(visibleTo0(state));
  const shown = new Map<string, number>();
  const labels: string[] = [];
  for (const node of root(el).querySelectorAll('*')) {
    for (const attr of node.getAttributeNames()) {
      const value = node.getAttribute(attr) ?? '';
      if (attr === 'data-card') shown.set(value, (shown.get(value) ?? 0) + 1);
      else expect(NOTATION.test(value), `attribute ${attr}="${value}"`).toBe(false);
      if (attr === 'aria-label') labels.push(value);
    }
  }
  for (const [notation, n] of shown)
    expect(n, `copies of ${notation} shown`).toBeLessThanOrEqual(visible.get(notation) ?? 0);
  // Cards of which seat 0 can see no copy are named nowhere: no text, no label, no attribute. (A card the log once
  // named stays in sight: on the pile, in a meld, or known in the hand of the seat that took the pile.)
  const text = root(el).textContent ?? '';
  const hiddenOnly = hiddenFrom0(state).filter((c) => !visible.has(formatCard(c)));
  const shownNow = shownIn(el);
  for (const card of hiddenOnly) assertNotNamed(shownNow, card, 'hidden from seat 0');
  expect(labels.length).toBeGreaterThan(10);
  for (const seat of [1, 2, 3]) {
    const zone = root(el).querySelector(`[data-zone="seat-${seat}"]`);
    expect(zone?.querySelectorAll('[data-card]').length).toBe(shownAtSeat(state, seat));
  }
  expect(root(el).querySelector('[data-zone="stock"]')?.querySelectorAll('[data-card]').length).toBe(0);
  return text.length;
}

describe('no hidden card identity in the shadow DOM', () => {
  it('holds at the deal', async () => {
    const el = await mount({ storageKey: KEY });
    assertNoHiddenCards(el, savedState(KEY));
  });

  it('holds after every action of a whole game played through the UI, and the score sheet shows', async () => {
    const el = await mount({ storageKey: KEY, seed: '21' });
    let checks = 0;
    const over: FinalScores[] = [];
    el.addEventListener('birimba-game-over', (e) => over.push(e.detail));
    await playWholeGame(el, KEY, () => {
      assertNoHiddenCards(el, savedState(KEY));
      checks++;
    });
    expect(checks).toBeGreaterThan(20);
    expect(status(el).phase).toBe('over');
    expect(root(el).querySelector('[data-score-sheet]')).not.toBeNull();
    expect(root(el).querySelector('[data-score-sheet]')?.textContent).toMatch(/Cards in hand[\s\S]*Total/);
    expect(over).toHaveLength(1);
    expect(over[0]?.teams.map((t) => typeof t.total)).toEqual(['number', 'number']);
  });
});

describe('a bot’s drawn card is never named (the log is built for seat 0)', () => {
  it('in no birimba-move description, log line, saved log, text or label, over a whole game', async () => {
    const el = await mount({ storageKey: KEY, seed: '33' });
    let before = savedState(KEY);
    const draws: { seat: number; card: Card; description: string }[] = [];
    el.addEventListener('birimba-move', (e) => {
      const after = savedState(KEY);
      const { seat, move, description } = e.detail;
      if (seat !== 0 && move.type === 'draw') {
        const had = new Set((before.hands[seat] ?? []).map((c) => c.id));
        const drawn = (after.hands[seat] ?? []).find((c) => !had.has(c.id));
        if (drawn === undefined) throw new Error('no drawn card found');
        draws.push({ seat, card: drawn, description });
      }
      before = after;
    });
    const names = (card: Card): string[] => [formatCard(card), cardName(card)];
    let checked = 0;
    let stillHidden = 0;
    let savedBotDraws = 0;
    await playWholeGame(el, KEY, () => {
      const lines = [...root(el).querySelectorAll('[data-log] li')];
      const live = root(el).querySelector('[data-live]')?.textContent ?? '';
      for (const draw of draws) {
        for (const name of names(draw.card))
          expect(draw.description, `event of seat ${draw.seat}`).not.toMatch(new RegExp(`\\b${name}\\b`));
      }
      // Every bot draw's log line: the seat and the stock, no card at all.
      const botDraws = lines.filter((li) => / draws from the stock$/.test(li.textContent?.trim() ?? ''));
      for (const li of botDraws) {
        expect(li.querySelectorAll('[role="img"], [data-card]')).toHaveLength(0);
        expect(li.textContent).not.toMatch(/(10|[2-9AJQK])[♠♥♦♣]|\bJK\b/);
      }
      const last = draws[draws.length - 1];
      if (last !== undefined && live.includes('draws from the stock')) expect(live).not.toContain(cardName(last.card));
      checked += botDraws.length;
      // A drawn card still in the bot's hand, of which seat 0 sees no copy, is named nowhere in the table.
      const state = savedState(KEY);
      const visible = new Set(visibleTo0(state).map(formatCard));
      const shown = shownIn(el);
      for (const draw of draws) {
        const held = (state.hands[draw.seat] ?? []).some((c) => c.id === draw.card.id);
        if (held && !visible.has(formatCard(draw.card))) {
          assertNotNamed(shown, draw.card, `seat ${String(draw.seat)}'s draw`);
          stillHidden++;
        }
      }
      // The saved log (page scripts can read it) carries no bot's drawn card: it is built for viewer seat 0.
      const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as {
        log: { kind: string; seat?: number; card?: string }[];
      };
      const savedDraws = saved.log.filter((e) => e.kind === 'draw' && e.seat !== 0);
      expect(savedDraws.every((e) => e.card === undefined)).toBe(true);
      savedBotDraws = Math.max(savedBotDraws, savedDraws.length);
    });
    expect(draws.length).toBeGreaterThan(3);
    expect(checked).toBeGreaterThan(3);
    expect(stillHidden).toBeGreaterThan(3);
    expect(savedBotDraws).toBeGreaterThan(3);
  });
});
