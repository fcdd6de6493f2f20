import { describe, expect, it } from 'vitest';
import { SnapshotError, isRngState, newGame, rngFromSeed, seedNumber, validateGameState } from '../src/index.js';

const dealOf = (seed: number | string) => newGame({ seed }).hands.map((h) => h.map((c) => c.id));

describe('seeds use every bit', () => {
  it('deals the same for the same seed, always', () => {
    expect(dealOf(12345)).toEqual(dealOf(12345));
    expect(dealOf('tournament-7')).toEqual(dealOf('tournament-7'));
  });

  it('deals differently for numbers that agree in their low 32 bits', () => {
    expect(dealOf(1)).not.toEqual(dealOf(2 ** 32 + 1));
    expect(dealOf(7)).not.toEqual(dealOf(2 ** 52 + 7));
    expect(rngFromSeed(2 ** 40)).not.toEqual(rngFromSeed(0));
  });

  it('deals differently for a number and its negative, and for a number and its text', () => {
    expect(dealOf(5)).not.toEqual(dealOf(-5));
    expect(dealOf(5)).not.toEqual(dealOf('5'));
  });

  it('hashes a string seed whole: strings differing only in their last character deal differently', () => {
    const long = 'x'.repeat(5000);
    expect(dealOf(`${long}a`)).not.toEqual(dealOf(`${long}b`));
    expect(rngFromSeed('ab')).not.toEqual(rngFromSeed('ba'));
  });

  it('fills all four words of the generator state', () => {
    for (const seed of [0, 1, 2, -1, 'a', 'birimba']) {
      const state = rngFromSeed(seed);
      expect(state).toHaveLength(4);
      expect(new Set(state).size).toBe(4);
    }
  });

  it('gives 32-bit seed numbers that depend on the high bits too', () => {
    expect(seedNumber(1)).not.toBe(seedNumber(2 ** 32 + 1));
    expect(Number.isInteger(seedNumber('x'))).toBe(true);
  });

  it('refuses the all-zero generator state, a fixed point of xoroshiro128+', () => {
    expect(isRngState([0, 0, 0, 0])).toBe(false);
    const game = { ...newGame({ seed: 3 }), rng: [0, 0, 0, 0] };
    expect(() => validateGameState(JSON.parse(JSON.stringify(game)))).toThrow(SnapshotError);
  });
});
