// The seeded random source every bot decision draws from (pure-rand's xoroshiro128+): same seed, same choices.

import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** A seeded source of random numbers for a bot's decision (pure-rand's xoroshiro128+). */
export class Random {
  private readonly rng: RandomGenerator;

  /** Nearby seeds give unrelated sequences: the seed is mixed and the generator's first outputs skipped. */
  constructor(seed: number) {
    this.rng = xoroshiro128plus(mixSeed(seed));
    for (let i = 0; i < 8; i++) this.rng.next();
  }

  /** A whole number in [from, to]. */
  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }

  /** A float in [0, 1). */
  next(): number {
    return uniformInt(this.rng, 0, 0x3fffffff) / 0x40000000;
  }

  /** A float in [from, to). */
  between(from: number, to: number): number {
    return from + (to - from) * this.next();
  }

  /** One item, uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }
}

/** Mixes numbers into one 32-bit seed (for per-decision seeds derived from a game seed). */
export function mixSeed(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h ^= Math.imul((p | 0) ^ (p / 0x100000000), 0x85ebca6b);
    h = Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h | 0;
}
