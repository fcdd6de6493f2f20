// What a move is (rules §4): plain JSON, the same for the pure core, the machine, the bots and the words.

import type { Seat } from './seats.js';

/** A move as plain JSON (rules §4). Any may carry `seat` to assert whose move it is. */
export type Move =
  | { readonly type: 'draw'; readonly seat?: Seat }
  | { readonly type: 'takePile'; readonly seat?: Seat }
  | { readonly type: 'meld'; readonly cards: readonly number[]; readonly seat?: Seat }
  | { readonly type: 'layOff'; readonly meldId: number; readonly cards: readonly number[]; readonly seat?: Seat }
  | { readonly type: 'discard'; readonly card: number; readonly seat?: Seat };

/** The kinds of move. */
export type MoveType = Move['type'];
/** Every kind of move. */
export const MOVE_TYPES: readonly MoveType[] = ['draw', 'takePile', 'meld', 'layOff', 'discard'];
