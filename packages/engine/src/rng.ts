// The seeded random source of a game: pure-rand's xoroshiro128+, whose state is stored in the GameState.

import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** A game's seed: a 32-bit integer, or any non-empty string (hashed). */
export type Seed = number | string;
/** The generator's state, plain numbers so it serialises with the game. */
export type RngState = readonly number[];

/** FNV-1a: a stable 32-bit hash so string seeds ("tournament-7") work too. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function isSeed(seed: unknown): seed is Seed {
  return (typeof seed === 'number' && Number.isSafeInteger(seed)) || (typeof seed === 'string' && seed.length > 0);
}

export function seedNumber(seed: Seed): number {
  return typeof seed === 'number' ? seed | 0 : hashString(seed);
}

/** murmur3's finaliser: nearby seeds (1, 2, 3 …) become unrelated 32-bit numbers. */
function scramble(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/**
 * The generator state for a seed. xoroshiro128+'s first outputs from small seeds are close to each other, so the
 * seed is scrambled and the first outputs are skipped.
 */
export function rngFromSeed(seed: Seed): RngState {
  const rng = xoroshiro128plus(scramble(seedNumber(seed)));
  for (let i = 0; i < 16; i++) rng.next();
  return [...rng.getState()];
}

/** Shuffles a copy of `items` (Fisher–Yates); returns it and the advanced state. */
export function shuffle<T>(items: readonly T[], state: RngState): [T[], RngState] {
  const rng = xoroshiro128plusFromState(state);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, [...rng.getState()]];
}

/** A uniform integer in [from, to] and the advanced state. */
export function randomInt(state: RngState, from: number, to: number): [number, RngState] {
  const rng = xoroshiro128plusFromState(state);
  const n = uniformInt(rng, from, to);
  return [n, [...rng.getState()]];
}

/** True if `state` can be loaded as a generator state. */
export function isRngState(state: unknown): state is RngState {
  if (!Array.isArray(state) || state.length !== 4) return false;
  if (!state.every((n) => Number.isInteger(n) && n >= -0x80000000 && n <= 0xffffffff)) return false;
  try {
    xoroshiro128plusFromState(state as number[]);
    return true;
  } catch {
    return false;
  }
}

/**
 * A seeded source of floats in [0, 1), for tools, tests and benchmarks that need repeatable randomness outside a
 * game (a game's own randomness is its `rng` state).
 */
export function randomSource(seed: Seed): () => number {
  const rng = xoroshiro128plusFromState(rngFromSeed(seed));
  return () => uniformInt(rng, 0, 0x3fffffff) / 0x40000000;
}
