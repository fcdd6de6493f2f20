import { describe, expect, it } from 'vitest';
import {
  ArgumentError,
  SnapshotError,
  isRngState,
  newGame,
  rngFromSeed,
  seedNumber,
  validateGameState,
} from '../../src/index.js';
import { thrown } from '../support/thrown.js';

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

  it('never changes what a seed deals between versions: saved games, logs and replays name only the seed', () => {
    // Pinned values: a change here breaks every saved simulator log and replay, so it must be deliberate.
    expect(rngFromSeed(0)).toEqual([1425503493, 737256630, 429059376, 257282064]);
    expect(rngFromSeed(1)).toEqual([1084922357, -885431873, 2049556754, -1370494884]);
    expect(rngFromSeed(-1)).toEqual([1061240092, 1935630186, -2096308541, 295167830]);
    expect(rngFromSeed(2 ** 40)).toEqual([1554566243, 674897817, 448972481, -1199639067]);
    expect(rngFromSeed('birimba')).toEqual([-1769900115, 1700088846, -459416718, 1414782115]);
    // The deal of seed 0: seat 0's hand and the generator state after the shuffle.
    const game = newGame({ seed: 0 });
    expect((game.hands[0] ?? []).map((c) => c.id)).toEqual([92, 74, 37, 69, 85, 75, 83, 4, 39, 107, 50]);
    expect(game.rng).toEqual([660559602, -90998381, 996410729, 1289541597]);
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

describe('the generator state: what is accepted, what a random first seat leaves', () => {
  it('accepts four 32-bit words, signed or not, and nothing else', () => {
    expect(isRngState([-0x80000000, 0xffffffff, 0, 1])).toBe(true);
    for (const bad of [
      [0x100000000, 1, 1, 1],
      [-0x80000001, 1, 1, 1],
      [1.5, 1, 1, 1],
      [1, 1, 1],
      [1, 1, 1, 1, 1],
      '1,1,1,1',
      null,
    ]) {
      expect(isRngState(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('leaves a loadable, advanced generator state after drawing a random first seat', () => {
    for (const seed of [1, 2, 3, 'x']) {
      const random = newGame({ seed, rules: { firstSeat: 'random' } });
      const fixed = newGame({ seed, rules: { firstSeat: 0 } });
      expect(isRngState(random.rng)).toBe(true);
      // Same shuffle, then one more draw for the seat.
      expect(random.hands).toEqual(fixed.hands);
      expect(random.rng).not.toEqual(fixed.rng);
      expect(validateGameState(JSON.parse(JSON.stringify(random)))).toEqual(random);
    }
  });

  it('refuses a seed that is not a safe integer or a non-empty string, with the code bad-seed', () => {
    for (const [seed, shown] of [
      ['', '""'],
      [1.5, '1.5'],
      [2 ** 53, '9007199254740992'],
      [null, 'null'],
    ] as const) {
      const error = thrown(ArgumentError, () => rngFromSeed(seed as never));
      expect(error.code).toBe('bad-seed');
      expect(error.message).toBe(`a seed is a safe integer or a non-empty string, got ${shown}`);
    }
  });
});
