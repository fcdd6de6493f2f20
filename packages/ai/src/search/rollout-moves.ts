// What the rollout policies share: their types, the scratch buffers of one rollout at a time, and the moves as they
// make them on the engine's fast core — each told to a `MoveSink` as the pure core's `Move` when one listens.

import { type Move } from '@birimba/engine';
import type { Playout, Random01 } from '@birimba/engine/playout';

/** Told of every move a policy makes, as the pure core's `Move` (for replays and tests). */
export type MoveSink = (move: Move) => void;

/** Plays one decision of the seat to act: the draw, or a whole play phase ending with the discard. */
export type RolloutPolicy = (game: Playout, random: Random01, record?: MoveSink) => void;

// Scratch buffers shared by the policies (single-threaded: one rollout at a time).
export const ids = new Int16Array(16);
export const codes = new Int16Array(16);

/** Positions (bits 1..14) of suit `s` the seat holds as naturals, its 2 of the suit counted at 2. */
export function suitMask(game: Playout, seat: number, s: number): number {
  let mask = 0;
  // The suit's counts by rank − 1: typed-array lengths and indices, which V8 optimises better than imported numbers.
  const ofSuit = (game.handSuits[seat] as readonly Int8Array[])[s] as Int8Array;
  if ((ofSuit[0] as number) > 0) mask |= (1 << 1) | (1 << 14);
  for (let r = 2; r <= ofSuit.length; r++) if ((ofSuit[r - 1] as number) > 0) mask |= 1 << r;
  return mask;
}

/** The ids of the first `n` codes of `codes` in the seat's hand, into `ids` (the playout core's `idsIn`). */
export function idsOf(game: Playout, seat: number, n: number): boolean {
  return game.idsIn(seat, codes, n, ids);
}

export function emitMeld(game: Playout, n: number, record: MoveSink | undefined): void {
  if (record !== undefined) record({ type: 'meld', cards: Array.from(ids.subarray(0, n)) });
  game.meld(ids, n);
}

export function emitLayOff(game: Playout, m: number, n: number, record: MoveSink | undefined): void {
  if (record !== undefined)
    record({ type: 'layOff', meldId: game.meldId[m] as number, cards: Array.from(ids.subarray(0, n)) });
  game.layOff(m, ids, n);
}

export function emitDraw(game: Playout, takePile: boolean, record: MoveSink | undefined): void {
  if (takePile) {
    if (record !== undefined) record({ type: 'takePile' });
    game.takePile();
  } else {
    if (record !== undefined) record({ type: 'draw' });
    game.draw();
  }
}

export function emitDiscard(game: Playout, id: number, record: MoveSink | undefined): void {
  if (record !== undefined) record({ type: 'discard', card: id });
  game.discard(id);
}
