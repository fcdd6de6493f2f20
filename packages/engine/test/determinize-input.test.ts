// What determinize takes: a view that adds up, a random source in [0, 1), options with weights that are finite
// numbers ≥ 0 (a weight of 0 deals like the uniform deal). Every refusal is a typed error naming what was wrong.

import { describe, expect, it } from 'vitest';
import { type GameState, ArgumentError, SnapshotError, determinize, randomSource, viewFor } from '../src/index.js';
import { playRandomGame } from './support/random-play.js';

const state = playRandomGame(33).states[40] as GameState;
const view = viewFor(state, state.turn);

describe('determinize with weights', () => {
  it('refuses a weight that is not a finite number ≥ 0, from a list or a function, naming it', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, -0.5, '1', undefined]) {
      const byFunction = [0, 1, 2, 3].map(() => () => bad as number);
      expect(() => determinize(view, randomSource(1), { weights: byFunction })).toThrow(ArgumentError);
      expect(() => determinize(view, randomSource(1), { weights: byFunction })).toThrow(/a card weight is a finite number ≥ 0/);
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
    expect(() => determinize(view, randomSource(1), 'weights' as never)).toThrow(/determinize options must be an object/);
    const twice = { ...view, pile: [...view.pile, view.hand[0]] };
    expect(() => determinize(twice as typeof view, randomSource(1))).toThrow(SnapshotError);
    expect(() => determinize(twice as typeof view, randomSource(1))).toThrow(/is in two places of the view/);
  });

  it('gives the seat its own hand back, card for card', () => {
    const dealt = determinize(view, randomSource(3), { weights: [0, 1, 2, 3].map(() => () => 1) });
    expect(dealt.hands[view.seat]).toEqual(view.hand);
  });
});
