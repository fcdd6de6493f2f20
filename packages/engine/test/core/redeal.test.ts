import { describe, expect, it } from 'vitest';
import { type Card, type GameState, type Seat, SnapshotError, redealHiddenCards, viewFor } from '../../src/index.js';
import { playRandomGame } from '../support/random-play.js';
import { thrown } from '../support/thrown.js';

/** A state of a random game where some seat has publicly known cards (taken from the pile) and cards are hidden. */
function stateWithKnownCards(): GameState {
  for (let seed = 1; seed < 200; seed++) {
    const found = playRandomGame(seed).states.find(
      (s) =>
        s.known.some((k, seat) => k.length > 0 && (s.hands[seat] as Card[]).length > k.length) &&
        s.stock.length > 0 &&
        s.birimbakia.length > 0,
    );
    if (found !== undefined) return found;
  }
  throw new Error('no random game of the first 200 seeds has a seat with known cards');
}

/** A random source that plays back `values` in a loop. */
function scripted(values: readonly number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] as number;
}

const ids = (cards: readonly Card[]): number[] => cards.map((c) => c.id);

let fixture: { state: GameState; seat: Seat } | undefined;
/** The position and a seat without known cards, built once, inside the first test that asks (not at collection). */
function setup(): { state: GameState; seat: Seat } {
  if (fixture === undefined) {
    const state = stateWithKnownCards();
    const seat =
      ([0, 1, 2, 3] as const).find((s) => (state.known[s] as Card[]).length === 0 && s !== state.turn) ??
      (((state.turn + 1) % 4) as Seat);
    fixture = { state, seat };
  }
  return fixture;
}

describe('redealHiddenCards', () => {
  it('deals the hidden cards exactly by a Fisher–Yates shuffle of hands in seat order, then the stock, then the packets', () => {
    const { state, seat } = setup();
    for (const values of [
      [0.93, 0.11, 0.57, 0.02, 0.71, 0.38],
      [0.62, 0.27, 0.84, 0.45, 0.09],
      [0.99, 0.5],
    ]) {
      const random = scripted(values);
      const knownIds = new Set(state.known.flat().map((c) => c.id));
      // The places a hidden card sits in, in the order the shuffle reads and fills them.
      const hidden: number[] = [];
      state.hands.forEach((hand, s) => {
        for (const c of hand) if (s !== seat && !knownIds.has(c.id)) hidden.push(c.id);
      });
      hidden.push(...ids(state.stock), ...ids(state.birimbakia.flat()));
      const reference = scripted(values);
      for (let i = hidden.length - 1; i >= 1; i--) {
        const j = Math.floor(reference() * (i + 1));
        const t = hidden[i] as number;
        hidden[i] = hidden[j] as number;
        hidden[j] = t;
      }
      let next = 0;
      const expectedHands = state.hands.map((hand, s) =>
        hand.map((c) => (s === seat || knownIds.has(c.id) ? c.id : (hidden[next++] as number))),
      );
      const expectedStock = state.stock.map(() => hidden[next++] as number);
      const expectedPackets = state.birimbakia.map((p) => p.map(() => hidden[next++] as number));
      expect(next).toBe(hidden.length);

      const result = redealHiddenCards(state, seat, random);
      expect(result.hands.map(ids)).toEqual(expectedHands);
      expect(ids(result.stock)).toEqual(expectedStock);
      expect(result.birimbakia.map(ids)).toEqual(expectedPackets);
      // The deal did change something, and kept every card once.
      expect(ids(result.stock)).not.toEqual(ids(state.stock));
      const all = (s: GameState) =>
        [...s.hands.flat(), ...s.stock, ...s.birimbakia.flat(), ...s.pile, ...s.melds.flatMap((m) => m.cards)]
          .map((c) => c.id)
          .sort((a, b) => a - b);
      expect(all(result)).toEqual(all(state));
    }
  });

  it('keeps the seat’s own hand, every known card in its place, the pile and the melds', () => {
    const { state, seat } = setup();
    const result = redealHiddenCards(state, seat, Math.random);
    expect(ids(result.hands[seat] as Card[])).toEqual(ids(state.hands[seat] as Card[]));
    state.known.forEach((known, s) => {
      for (const c of known) {
        const at = (state.hands[s] as Card[]).findIndex((h) => h.id === c.id);
        expect((result.hands[s] as Card[])[at]?.id).toBe(c.id);
      }
    });
    expect(result.known).toEqual(state.known);
    expect(result.pile).toEqual(state.pile);
    expect(result.melds).toEqual(state.melds);
    expect(result.hands.map((h) => h.length)).toEqual(state.hands.map((h) => h.length));
    expect(JSON.stringify(viewFor(result, seat))).toBe(JSON.stringify(viewFor(state, seat)));
  });

  it('replaces the seed and the random state, so the old seed no longer describes the deal', () => {
    const { state, seat } = setup();
    const result = redealHiddenCards(state, seat, scripted([0.5]));
    expect(result.seed).toBe('redealt');
    expect(result.rng).toEqual([1, 2, 3, 4]);
    expect(state.seed).not.toBe('redealt');
  });

  it('shuffles with the random source it is given: the same values give the same deal, others another', () => {
    const { state, seat } = setup();
    const a = redealHiddenCards(state, seat, scripted([0.3, 0.8, 0.1]));
    const b = redealHiddenCards(state, seat, scripted([0.3, 0.8, 0.1]));
    const c = redealHiddenCards(state, seat, scripted([0.9, 0.05, 0.6]));
    expect(a).toEqual(b);
    expect(ids(c.stock)).not.toEqual(ids(a.stock));
  });

  it('refuses what is not a valid game state, naming itself', () => {
    const { state, seat } = setup();
    const notState = thrown(SnapshotError, () =>
      redealHiddenCards({ format: 'x' } as unknown as GameState, seat, Math.random),
    );
    expect(notState.code).toBe('wrong-format');
    expect(notState.message).toMatch(/^redealHiddenCards needs a game state/);
    const broken = thrown(SnapshotError, () =>
      redealHiddenCards({ ...state, stock: 7 } as unknown as GameState, seat, Math.random),
    );
    expect(broken.code).toBe('corrupted');
    expect(broken.message).toMatch(/^redealHiddenCards: the game state or view is malformed/);
  });
});
