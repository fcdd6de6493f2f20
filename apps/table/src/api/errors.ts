// Why the table cannot play on — the bots, or a room whose online part the page did not load: a stable code and a
// sentence for developers (the player reads the table's notice in the table's language). The table never plays a move
// a bot did not choose.

import type { Seat } from '@birimba/engine';

/**
 * - `worker-failed`: the AI worker could not start (a script that does not load, a page that forbids it) or stopped.
 * - `bot-failed`: the worker runs but a bot gave no decision the engine accepts (an unknown bot name, a refused move).
 */
export type TableErrorCode = 'worker-failed' | 'bot-failed';

export class TableError extends Error {
  override readonly name = 'TableError';
  constructor(
    readonly code: TableErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A seat's decision that could not be had: the game waits at that seat until the player retries or starts anew. */
export interface TableFailure {
  readonly code: TableErrorCode;
  /** The seat whose decision failed (a human seat when a hint was asked). */
  readonly seat: Seat;
  /** The bot asked: a seat kind of `seats`, or `expert` for a hint. */
  readonly bot: string;
  readonly message: string;
}

/** Any failure of a decision as a `TableError`: anything not already one is the bot's. */
export function asTableError(error: unknown): TableError {
  if (error instanceof TableError) return error;
  return new TableError('bot-failed', error instanceof Error ? error.message : String(error));
}

/**
 * `online-missing`: the table has a `server` but the page did not load the online part — the entry
 * `@birimba/table/online` (the CDN build has it). The table plays nothing meanwhile, and goes to the room once the page
 * loads it.
 */
export interface OnlineMissingDetail {
  readonly code: 'online-missing';
  /** The `server` attribute. */
  readonly server: string;
  readonly message: string;
}

/** The `online-missing` failure of a table whose `server` is `server`. */
export function onlineMissing(server: string): OnlineMissingDetail {
  return {
    code: 'online-missing',
    server,
    message: `<birimba-table>: server="${server.slice(0, 100)}" needs the online part, which this page did not load: import '@birimba/table/online' (the CDN build has it)`,
  };
}
