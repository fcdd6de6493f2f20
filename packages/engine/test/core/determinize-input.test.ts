// What determinize takes: a view that adds up, a random source in [0, 1), options with weights that are finite
// numbers ≥ 0 (a weight of 0 deals like the uniform deal). Every refusal is a typed error naming what was wrong.

import { describe, expect, it } from 'vitest';
import {
  type Card,
  type GameState,
  ArgumentError,
  DECK,
  SnapshotError,
  determinize,
  randomSource,
  validateGameState,
  viewFor,
} from '../../src/index.js';
import { playRandomGame } from '../support/random-play.js';
import { thrown } from '../support/thrown.js';

const state = playRandomGame(33).states[40] as GameState;
const view = viewFor(state, state.turn);

describe('determinize with weights', () => {
  it('refuses a weight that is not a finite number ≥ 0, from a list or a function, naming it', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, -0.5, '1', undefined]) {
      const byFunction = [0, 1, 2, 3].map(() => () => bad as number);
      expect(() => determinize(view, randomSource(1), { weights: byFunction })).toThrow(ArgumentError);
      expect(() => determinize(view, randomSource(1), { weights: byFunction })).toThrow(
        /a card weight is a finite number ≥ 0/,
      );
      const byList = [0, 1, 2, 3].map(() => new Array<unknown>(108).fill(bad) as number[]);
      expect(() => determinize(view, randomSource(1), { weights: byList })).toThrow(/card weight/);
    }
    expect(() => determinize(view, randomSource(1), { weights: [0, 1, 2, 3].map(() => () => 0) })).not.toThrow();
  });

  it('deals as the uniform deal does when every weight is 0: the cards go in the shuffled order', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const zero = determinize(view, randomSource(seed), { weights: [0, 1, 2, 3].map(() => () => 0) });
      const uniform = determinize(view, randomSource(seed));
      expect(zero.hands).toEqual(uniform.hands);
      expect(zero.stock).toEqual(uniform.stock);
      expect(zero.birimbakia).toEqual(uniform.birimbakia);
    }
  });

  it('deals as the uniform deal does when no seat has weights (a list of nulls)', () => {
    const none = determinize(view, randomSource(9), { weights: [null, undefined, null, null] });
    expect(none).toEqual(determinize(view, randomSource(9)));
  });

  it('takes a random source that gives 0, and refuses one that gives 1, a negative number or no number', () => {
    const dealt = determinize(view, () => 0);
    expect(viewFor(dealt, view.seat)).toEqual(view);
    for (const bad of [1, -0.25, Number.NaN, '0.5']) {
      expect(() => determinize(view, () => bad as number)).toThrow(ArgumentError);
      expect(() => determinize(view, () => bad as number)).toThrow(/the random source must give numbers in \[0, 1\)/);
    }
    expect(() => determinize(view, 0.5 as never)).toThrow(/determinize needs a random source/);
  });

  it('refuses what is not a view, naming determinize', () => {
    expect(() => determinize({ kind: 'game' } as never, randomSource(1))).toThrow(SnapshotError);
    expect(() => determinize({ kind: 'game' } as never, randomSource(1))).toThrow(/determinize/);
  });

  it('refuses a view whose known cards outnumber that seat’s hand, even when the places add up', () => {
    const seat = ([0, 1, 2, 3] as const).find((s) => s !== view.seat && (view.known[s]?.length ?? 0) > 0);
    expect(seat).toBeDefined();
    const s = seat as 0 | 1 | 2 | 3;
    const known = view.known[s]?.length as number;
    const handSizes = view.handSizes.map((n, i) => (i === s ? known - 1 : n));
    // The missing hidden places go to the stock, so only the seat's own count is wrong.
    const shifted = { ...view, handSizes, stockSize: view.stockSize + (view.handSizes[s] as number) - (known - 1) };
    expect(() => determinize(shifted as typeof view, randomSource(1))).toThrow(/hides \d+ cards but has \d+ places/);
  });

  it('refuses options that are not an object, and a view that has a card in two places', () => {
    expect(() => determinize(view, randomSource(1), 'weights' as never)).toThrow(
      /determinize options must be an object/,
    );
    const twice = { ...view, pile: [...view.pile, view.hand[0]] };
    expect(() => determinize(twice as typeof view, randomSource(1))).toThrow(SnapshotError);
    expect(() => determinize(twice as typeof view, randomSource(1))).toThrow(/is in two places of the view/);
  });

  it('gives the seat its own hand back, card for card', () => {
    const dealt = determinize(view, randomSource(3), { weights: [0, 1, 2, 3].map(() => () => 1) });
    expect(dealt.hands[view.seat]).toEqual(view.hand);
  });
});

describe('determinize: the deal it makes from the random source', () => {
  /** A random source that records what it gave. */
  function recording(seed: number): { random: () => number; draws: number[] } {
    const source = randomSource(seed);
    const draws: number[] = [];
    return {
      draws,
      random: () => {
        const r = source();
        draws.push(r);
        return r;
      },
    };
  }

  /** A source that gives `draws` again, one of them changed; it refuses to give more than were recorded. */
  function replay(draws: readonly number[], change = -1): () => number {
    let i = 0;
    return () => {
      if (i >= draws.length) throw new Error('asked for more draws than the recorded deal read');
      const r = draws[i] as number;
      return i++ === change ? (r + 0.5) % 1 : r;
    };
  }

  const cardsOf = (g: GameState) => ({ hands: g.hands, stock: g.stock, birimbakia: g.birimbakia });

  it('is a function of its draws alone: the same draws deal the same state, whatever the source', () => {
    for (const seed of [1, 2, 3]) {
      const { random, draws } = recording(seed);
      const dealt = determinize(view, random);
      expect(determinize(view, replay(draws))).toEqual(dealt);
    }
  });

  it('shuffles the hidden cards with every draw but the last four, and makes its random state of those four', () => {
    const { random, draws } = recording(4);
    const dealt = determinize(view, random);
    const seen = [view.hand, view.pile, ...view.melds.map((m) => m.cards), ...view.known].flat();
    const hidden = DECK.length - new Set(seen.map((c) => c.id)).size;
    // One draw to place each hidden card but the last, then four: a caller sharing the source can count on it.
    expect(draws.length).toBe(hidden - 1 + 4);
    for (let k = 0; k < draws.length; k++) {
      const changed = determinize(view, replay(draws, k));
      if (k < draws.length - 4) {
        // A draw of the shuffle moves hidden cards about, never one the seat can see.
        expect(viewFor(changed, view.seat)).toEqual(view);
      } else {
        // A draw of the random state changes it, and no card.
        expect(cardsOf(changed), `draw ${String(k)}`).toEqual(cardsOf(dealt));
        expect(changed.rng).not.toEqual(dealt.rng);
      }
    }
    // Most draws of the shuffle change where the cards are.
    const moved = draws
      .slice(0, -4)
      .filter(
        (_, k) => JSON.stringify(cardsOf(determinize(view, replay(draws, k)))) !== JSON.stringify(cardsOf(dealt)),
      );
    expect(moved.length).toBeGreaterThan((draws.length - 4) / 2);
  });

  it('never makes an all-zero random state, even from a source that always gives 0', () => {
    const dealt = determinize(view, () => 0);
    expect(dealt.rng).toEqual([1, 0, 0, 0]);
    expect(validateGameState(dealt)).toEqual(dealt);
  });

  it('deals a whole state, random state included, alike for all-zero weights and no weights', () => {
    for (let seed = 1; seed <= 3; seed++) {
      expect(determinize(view, randomSource(seed), { weights: [0, 1, 2, 3].map(() => () => 0) })).toEqual(
        determinize(view, randomSource(seed)),
      );
    }
  });

  it('never reads the weights given for the seat’s own hand', () => {
    const weights = [0, 1, 2, 3].map((s) =>
      s === view.seat
        ? () => {
            throw new Error('read the own seat’s weights');
          }
        : () => 1,
    );
    expect(viewFor(determinize(view, randomSource(5), { weights }), view.seat)).toEqual(view);
  });

  it('mixes seats with and without weights, every hand its size and the view kept', () => {
    const others = ([0, 1, 2, 3] as const).filter((s) => s !== view.seat);
    for (const weighted of others) {
      for (const missing of [undefined, null]) {
        const weights = [0, 1, 2, 3].map((s) => (s === weighted ? (c: Card) => (c.rank === 'K' ? 5 : 1) : missing));
        const dealt = determinize(view, randomSource(weighted), { weights });
        expect(dealt.hands.map((h) => h.length)).toEqual(view.handSizes);
        expect(viewFor(dealt, view.seat)).toEqual(view);
        expect(validateGameState(dealt)).toEqual(dealt);
      }
    }
  });

  it('names each refusal with its code, and an error inside the deal with determinize', () => {
    expect(
      thrown(ArgumentError, () => determinize(view, randomSource(1), { weights: [0, 1, 2, 3].map(() => () => -1) }))
        .code,
    ).toBe('bad-argument');
    expect(thrown(ArgumentError, () => determinize(view, () => 1)).code).toBe('bad-argument');
    expect(thrown(ArgumentError, () => determinize(view, 'random' as never)).code).toBe('bad-argument');
    for (const options of [null, 'weights', 3]) {
      const error = thrown(ArgumentError, () => determinize(view, randomSource(1), options as never));
      expect(error.code).toBe('bad-options');
      expect(error.message).toMatch(/determinize options must be an object/);
    }
    const twice = { ...view, pile: [...view.pile, view.hand[0]] };
    expect(thrown(SnapshotError, () => determinize(twice as typeof view, randomSource(1))).code).toBe('corrupted');
    const lying = { ...view, stockSize: view.stockSize + 1 };
    const places = thrown(SnapshotError, () => determinize(lying, randomSource(1)));
    expect(places.code).toBe('corrupted');
    expect(places.message).toMatch(/^determinize: the view hides \d+ cards but has \d+ places for them$/);
    const inside = thrown(SnapshotError, () =>
      determinize(view, randomSource(1), {
        weights: [0, 1, 2, 3].map(() => () => {
          throw new Error('boom');
        }),
      }),
    );
    expect(inside.message).toMatch(/^determinize: .*boom/);
  });
});
