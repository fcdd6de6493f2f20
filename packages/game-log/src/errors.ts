// The game log's typed errors: a log that cannot be read (`GameLogError`) and a log whose replay does not end as it
// says (`ReplayError`). Each has a stable `code` and a one-line message.

/** Why a log cannot be read: not JSON, not a game log, a version this reader does not know, a field or a value that
 * is wrong, a rule set the engine refuses. */
export type GameLogErrorCode = 'not-json' | 'wrong-format' | 'unknown-version' | 'malformed' | 'bad-rules';

/** A log that cannot be read. `reason` is the problem in one line, for a reader to put after the file's name:
 * `"deals.0.moves.2.type": expected ("draw" | …), got "cheat"`. */
export class GameLogError extends Error {
  /** Always `GameLogError`. */
  override readonly name = 'GameLogError';
  constructor(
    /** What is wrong, stable: readers switch on it. */
    readonly code: GameLogErrorCode,
    /** The problem in one line. */
    readonly reason: string,
  ) {
    super(code === 'not-json' ? `the log is not valid JSON (${reason})` : `not a birimba-sim game log: ${reason}`);
  }
}

/** How a replay differs from its log: a move the engine refuses, a deal over before its moves are or not over after
 * them, other scores or another final state, a match over too early or not at all, a note on another seat's move. */
export type ReplayErrorCode =
  | 'move-refused'
  | 'moves-after-end'
  | 'moves-missing'
  | 'wrong-scores'
  | 'wrong-state'
  | 'deals-after-match'
  | 'deals-missing'
  | 'wrong-note';

/** A log whose replay does not end as logged. `deal` is the deal's index in `deals` and `move` the move's index in
 * its `moves` (both from 0; `move` is null for what is not one move's fault). */
export class ReplayError extends Error {
  /** Always `ReplayError`. */
  override readonly name = 'ReplayError';
  constructor(
    /** What differs, stable: readers switch on it. */
    readonly code: ReplayErrorCode,
    message: string,
    /** The deal where it shows: its index in the log's `deals`, from 0. */
    readonly deal: number,
    /** The move at fault: its index in the deal's `moves`, from 0; null when no one move is. */
    readonly move: number | null = null,
  ) {
    super(message);
  }
}
