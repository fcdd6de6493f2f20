// The public facts a game tells the table and the table's parts show: a line of the deal's log, a finished deal of
// a match, where the match stands, a save that could not be used. Shared by every game (src/game) and the display
// (the element, its templates and its parts), so neither depends on the other's modules.

import type { Seat } from '@birimba/engine';

/** One line of the deal's log, as public data (told in the current language by the log component). Cards are in
 * engine notation. Saved as it is (`game/save-file.ts` reads it back). */
export type LogEntry =
  | { readonly kind: 'draw'; readonly seat: Seat; readonly card?: string }
  | { readonly kind: 'takePile'; readonly seat: Seat; readonly count: number; readonly cards?: readonly string[] }
  | { readonly kind: 'meld'; readonly seat: Seat; readonly cards: readonly string[] }
  | { readonly kind: 'layOff'; readonly seat: Seat; readonly cards: readonly string[]; readonly meldId: number }
  | { readonly kind: 'discard'; readonly seat: Seat; readonly card: string }
  | { readonly kind: 'birimbaki'; readonly seat: Seat }
  | { readonly kind: 'closed' }
  | { readonly kind: 'stockOut' };

/** One finished deal of a match: its number and both teams' totals of that deal. */
export interface DealResult {
  readonly deal: number;
  readonly totals: readonly [number, number];
}

/** Where the match stands (public figures): this deal's number, both teams' totals, the target, whether it is over. */
export interface MatchInfo {
  readonly deal: number;
  /** Team totals including this deal once it is over. */
  readonly totals: readonly [number, number];
  /** Null for a single deal. */
  readonly target: number | null;
  readonly over: boolean;
}

/** A save that could not be used, and where its text was kept (null: nowhere, it was left in place). */
export interface SaveProblem {
  readonly key: string;
  readonly backupKey: string | null;
  readonly reason: string;
}
