// The seeded random source of a game: pure-rand's xoroshiro128+, whose state is stored in the GameState.

import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { ArgumentError, quoteInput } from './errors.js';
import { hmacSha256, utf8 } from './sha256.js';

/** A game's seed: a safe integer (all of its bits count), or any non-empty string (hashed to 128 bits). */
export type Seed = number | string;
/** The generator's state, plain numbers so it serialises with the game: four 32-bit words, not all zero. */
export type RngState = readonly number[];

/** Whether `seed` is a seed: a safe integer or a non-empty string. */
export function isSeed(seed: unknown): seed is Seed {
  return (typeof seed === 'number' && Number.isSafeInteger(seed)) || (typeof seed === 'string' && seed.length > 0);
}

/** murmur3's 32-bit finaliser. */
function fmix32(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/**
 * A 128-bit hash of 32-bit words: four lanes, each absorbing every word and its neighbour lane, then cross-mixed
 * and finalised, so every input bit reaches every output word.
 */
function hash128(words: readonly number[]): [number, number, number, number] {
  let h1 = 0x6a09e667 | 0;
  let h2 = 0xbb67ae85 | 0;
  let h3 = 0x3c6ef372 | 0;
  let h4 = 0xa54ff53a | 0;
  for (const w of words) {
    h1 = h2 ^ Math.imul(h1 ^ w, 0x239b961b);
    h2 = h3 ^ Math.imul(h2 ^ w, 0xab0e9789);
    h3 = h4 ^ Math.imul(h3 ^ w, 0x38b34ae5);
    h4 = h1 ^ Math.imul(h4 ^ w, 0xa1e38b93);
  }
  h1 = fmix32(h1 + words.length);
  h2 = fmix32(h2 ^ h1);
  h3 = fmix32(h3 ^ h2);
  h4 = fmix32(h4 ^ h3);
  h1 = fmix32(h1 ^ h4);
  return [h1, h2, h3, h4];
}

/** The words a seed is hashed from: a tag for its type, then every bit of it. */
function seedWords(seed: Seed): number[] {
  if (!isSeed(seed))
    throw new ArgumentError('bad-seed', `a seed is a safe integer or a non-empty string, got ${quoteInput(seed)}`);
  if (typeof seed === 'number') {
    // A safe integer has 53 bits and a sign: the low 32 bits, the high 21 and the sign are all kept.
    const magnitude = Math.abs(seed);
    return [1, (magnitude % 0x100000000) | 0, Math.floor(magnitude / 0x100000000) | 0, seed < 0 ? 1 : 0];
  }
  const words = [2];
  for (let i = 0; i < seed.length; i++) words.push(seed.charCodeAt(i));
  return words;
}

/** A 32-bit number for a seed (for seeding other generators from a game's seed): all of the seed's bits count. */
export function seedNumber(seed: Seed): number {
  return hash128(seedWords(seed))[0];
}

/**
 * The generator state for a seed: the seed's 128-bit hash is the whole state of xoroshiro128+ (numbers keep all
 * their bits, strings are hashed whole), so two seeds deal the same only if their hashes collide. The first
 * outputs are skipped as the generator's authors advise.
 */
export function rngFromSeed(seed: Seed): RngState {
  let state = hash128(seedWords(seed));
  // xoroshiro's all-zero state is a fixed point; a hash of exactly zero is replaced (chance 2^-128).
  if (state.every((w) => w === 0)) state = [1, 0, 0, 0];
  const rng = xoroshiro128plusFromState(state);
  for (let i = 0; i < 16; i++) rng.next();
  return [...rng.getState()];
}

/**
 * How a match's deals are shuffled from its seed:
 * - `hmac-sha256` (every new game): deal N's generator is the HMAC-SHA-256 of the deal number under the seed, so one
 *   deal's cards — a hand's order, the stock's — say nothing of another deal's, nor of the seed;
 * - `continued` (games begun before it, kept so that their logs and snapshots still replay): the first deal's
 *   generator is `rngFromSeed(seed)` and each next deal continues from the state the previous deal left.
 */
export type ShuffleDerivation = 'hmac-sha256' | 'continued';
/** Every shuffle derivation, the current one first. */
export const SHUFFLE_DERIVATIONS: readonly ShuffleDerivation[] = ['hmac-sha256', 'continued'];

/** Whether `value` names a shuffle derivation. */
export function isShuffleDerivation(value: unknown): value is ShuffleDerivation {
  return SHUFFLE_DERIVATIONS.includes(value as ShuffleDerivation);
}

/** The HMAC key of a seed: its type and every bit of it, as text (a number and its digits as a string differ). */
function seedKey(seed: Seed): Uint8Array {
  if (!isSeed(seed))
    throw new ArgumentError('bad-seed', `a seed is a safe integer or a non-empty string, got ${quoteInput(seed)}`);
  return utf8(typeof seed === 'number' ? `number:${String(seed)}` : `string:${seed}`);
}

/**
 * The generator state deal `deal` (1, 2, …) of a match is shuffled from under the `hmac-sha256` derivation: the first
 * 128 bits of HMAC-SHA-256(key = the seed, message = "birimba deal N").
 */
export function dealRng(seed: Seed, deal: number): RngState {
  if (!Number.isSafeInteger(deal) || deal < 1)
    throw new ArgumentError('bad-argument', `a deal number is a whole number from 1, got ${quoteInput(deal)}`);
  const digest = hmacSha256(seedKey(seed), utf8(`birimba deal ${String(deal)}`));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  let state = [0, 1, 2, 3].map((i) => view.getInt32(i * 4));
  // The all-zero state is xoroshiro's fixed point (chance 2^-128).
  if (state.every((w) => w === 0)) state = [1, 0, 0, 0];
  return state;
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
  // The all-zero state is a fixed point of xoroshiro128+: every "random" number would be 0.
  if (state.every((n) => n === 0)) return false;
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
