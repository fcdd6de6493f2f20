// The public facts a game tells the table and the table's parts show: a finished deal of a match, where the match
// stands, a save that could not be used (a line of the deal's log is the engine's `MoveEvent`). Shared by every game
// (src/game) and the display (the element, its templates and its parts), so neither depends on the other's modules.

import type { TeamTuple } from '@birimba/engine';

/** One finished deal of a match: its number and each team's total of that deal (two teams, or three of six players). */
export interface DealResult {
  readonly deal: number;
  readonly totals: TeamTuple<number>;
}

/** Where the match stands (public figures): this deal's number, both teams' totals, the target, whether it is over. */
export interface MatchInfo {
  readonly deal: number;
  /** Team totals (by team: two, or three with six players) including this deal once it is over. */
  readonly totals: TeamTuple<number>;
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
