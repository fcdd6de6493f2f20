// A card hidden from seat 0 never reaches the shadow DOM: no data-card, no attribute, no accessible name.
import { afterEach, describe, expect, it } from 'vitest';
import { type Card, type FinalScores, type GameState, formatCard } from '@birimba/engine';
import { cardName, TEXTS } from '../src/i18n.js';
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
  for (const [notation, n] of shown) expect(n, `copies of ${notation} shown`).toBeLessThanOrEqual(visible.get(notation) ?? 0);
  // Cards of which seat 0 can see no copy must not be named anywhere (text or labels) — unless the log told of
  // them earlier (a discarded card is public history), which the face-down zones still never show.
  const text = root(el).textContent ?? '';
  const hiddenOnly = hiddenFrom0(state).filter((c) => !visible.has(formatCard(c)));
  for (const card of hiddenOnly) {
    const name = cardName(card, TEXTS.en);
    for (const label of labels) expect(label.includes(name), `label names hidden ${name}`).toBe(false);
  }
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
  it('in no birimba-move description, log line or announcement, over a whole game', async () => {
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
    const names = (card: Card): string[] => [formatCard(card), cardName(card, TEXTS.en)];
    let checked = 0;
    await playWholeGame(el, KEY, () => {
      const lines = [...root(el).querySelectorAll('[data-log] li')];
      const live = root(el).querySelector('[data-live]')?.textContent ?? '';
      for (const draw of draws) {
        for (const name of names(draw.card)) expect(draw.description, `event of seat ${draw.seat}`).not.toMatch(new RegExp(`\\b${name}\\b`));
      }
      // Every bot draw's log line: the seat and the stock, no card at all.
      const botDraws = lines.filter((li) => / drew from the stock$/.test(li.textContent?.trim() ?? ''));
      for (const li of botDraws) {
        expect(li.querySelectorAll('[role="img"], [data-card]')).toHaveLength(0);
        expect(li.textContent).not.toMatch(/(10|[2-9AJQK])[♠♥♦♣]|\bJK\b/);
      }
      const last = draws[draws.length - 1];
      if (last !== undefined && live.includes('drew from the stock')) expect(live).not.toContain(cardName(last.card, TEXTS.en));
      checked += botDraws.length;
    });
    expect(draws.length).toBeGreaterThan(3);
    expect(checked).toBeGreaterThan(3);
  });
});
