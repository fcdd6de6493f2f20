import { describe, expect, it } from 'vitest';
import {
  ArgumentError,
  SnapshotError,
  dealRng,
  type GameState,
  applyMove,
  isRngState,
  newGame,
  nextDeal,
  rngFromSeed,
  seedNumber,
  validateGameState,
} from '../../src/index.js';
import { thrown } from '../support/thrown.js';

/** Seed 0's first hand (card ids, as dealt) under the current derivation. */
const PINNED_HMAC_HAND = [91, 8, 69, 70, 83, 67, 62, 101, 75, 18, 51];

/** One turn the quickest way: draw, and throw the card drawn. */
function endTurnQuickly(game: GameState): GameState {
  const drawn = applyMove(game, { type: 'draw' });
  if (drawn.phase === 'over') return drawn;
  const hand = drawn.hands[drawn.turn] ?? [];
  return applyMove(drawn, { type: 'discard', card: hand[hand.length - 1]?.id });
}

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
    // The current derivation: HMAC-SHA-256 of "birimba deal N" under the seed's typed text (computed here with
    // Node's crypto, independently of the engine's own SHA-256).
    expect(dealRng(0, 1)).toEqual([1544306263, -1966794012, 1211163809, -406765953]);
    expect(dealRng(0, 2)).toEqual([-2121657377, 986803572, 175542870, -1452371610]);
    expect(dealRng(-1, 1)).toEqual([-1573983776, -2135535954, 1502919794, -1536333214]);
    expect(dealRng('birimba', 1)).toEqual([713874504, 1300492291, 2138110761, 1734383163]);
    expect(dealRng('0', 1)).toEqual([1018854917, -1507599965, 2040734866, 916647343]);
    // The derivation of games begun before it (\`continued\`), which their logs and snapshots still replay with.
    expect(rngFromSeed(0)).toEqual([1425503493, 737256630, 429059376, 257282064]);
    expect(rngFromSeed(1)).toEqual([1084922357, -885431873, 2049556754, -1370494884]);
    expect(rngFromSeed(-1)).toEqual([1061240092, 1935630186, -2096308541, 295167830]);
    expect(rngFromSeed(2 ** 40)).toEqual([1554566243, 674897817, 448972481, -1199639067]);
    expect(rngFromSeed('birimba')).toEqual([-1769900115, 1700088846, -459416718, 1414782115]);
    // The deal of seed 0: seat 0's hand and the generator state after the shuffle.
    const game = newGame({ seed: 0, shuffle: 'continued' });
    expect((game.hands[0] ?? []).map((c) => c.id)).toEqual([92, 74, 37, 69, 85, 75, 83, 4, 39, 107, 50]);
    expect(game.rng).toEqual([660559602, -90998381, 996410729, 1289541597]);
    expect(newGame({ seed: 0 }).hands[0]?.map((c) => c.id)).toEqual(PINNED_HMAC_HAND);
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

describe('each deal of a match shuffled on its own (hmac-sha256)', () => {
  /** Deal 1 of `seed` played to its end the quickest way: every seat draws and throws the card drawn. */
  const finished = (seed: number | string, shuffle?: 'continued') => {
    let game = newGame({ seed, rules: { matchTarget: 100_000 }, ...(shuffle ? { shuffle } : {}) });
    while (game.phase !== 'over') game = endTurnQuickly(game);
    return game;
  };

  it('deals every new game with it, and says so in the state', () => {
    expect(newGame({ seed: 9 }).shuffle).toBe('hmac-sha256');
    expect(newGame({ seed: 9, shuffle: 'continued' }).shuffle).toBe('continued');
  });

  it('draws deal 2 from the seed and its number alone: nothing deal 1 left in the generator reaches it', () => {
    const over = finished(11);
    const next = nextDeal(over);
    expect(next.shuffle).toBe('hmac-sha256');
    expect(next.match.deal).toBe(2);
    // Another generator state at the end of deal 1 (as a different play of it might leave) deals the same deal 2.
    expect(nextDeal({ ...over, rng: [5, 6, 7, 8] }).hands).toEqual(next.hands);
    expect(next.hands).not.toEqual(newGame({ seed: 11 }).hands);
  });

  it('continues the generator from deal to deal for a game begun before it', () => {
    const over = finished(11, 'continued');
    expect(nextDeal(over).shuffle).toBe('continued');
    expect(nextDeal({ ...over, rng: [5, 6, 7, 8] }).hands).not.toEqual(nextDeal(over).hands);
  });

  it('reads a saved state that names no derivation as one begun before it, and refuses an unknown one', () => {
    const saved = JSON.parse(JSON.stringify(newGame({ seed: 4, shuffle: 'continued' }))) as Record<string, unknown>;
    delete saved.shuffle;
    expect(validateGameState(saved).shuffle).toBe('continued');
    expect(() => validateGameState({ ...saved, shuffle: 'md5' })).toThrow(SnapshotError);
    expect(thrown(ArgumentError, () => newGame({ seed: 4, shuffle: 'md5' as 'continued' })).message).toBe(
      'shuffle must be one of hmac-sha256, continued, got "md5"',
    );
    expect(thrown(ArgumentError, () => dealRng(4, 0)).message).toMatch(/deal number/);
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
