// Why a join did not work, as the lobby words it: the server's refusals (its join and matchmaking errors), Colyseus'
// own, a connection that closed; and which of "play now"'s refusals only mean that the room offered was taken meanwhile.

import { CloseCode, ErrorCode } from '@colyseus/sdk';
import { CLOSE_CODES, JOIN_ERRORS, MATCHMAKE_ERRORS } from '@birimba/protocol';

/** Why the lobby could not do what was asked, stable: a join's refusal (`JOIN_ERRORS`), the server's `error` code, or
 * `no-room`, `unreachable`, `bad-code`, `no-name`, `replaced` (the seat was taken back in another tab), `closed`. */
export type OnlineProblem = string;

/** Colyseus' matchmaking errors (520–524: the room offered is gone, expired, …). */
const COLYSEUS_MATCHMAKE_ERRORS = { least: 520, most: 524 } as const;

/** "Play now" was offered a room that could not take this person after all: full by then, or gone (closing). */
export function offeredAway(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'number') return false;
  if (code === JOIN_ERRORS['room-full'] || code === CLOSE_CODES.closed) return true;
  return code >= COLYSEUS_MATCHMAKE_ERRORS.least && code <= COLYSEUS_MATCHMAKE_ERRORS.most;
}

/** A join's refusal as a stable word. */
export function joinProblem(error: unknown): OnlineProblem {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'number') return 'unreachable';
  // The room's refusals, and the matchmaking's before any room or seat (an HTTP status).
  const named = [...Object.entries(JOIN_ERRORS), ...Object.entries(MATCHMAKE_ERRORS)].find(([, n]) => n === code);
  if (named !== undefined) return named[0];
  // A WebSocket that closed before the room took it: the process went away meanwhile.
  if ((code >= 1000 && code < 1016) || code === CloseCode.SERVER_SHUTDOWN) return 'unreachable';
  // Colyseus' "no such room" (no handler, no room for the criteria, no room of that id), and any other refusal.
  if (code >= ErrorCode.MATCHMAKE_NO_HANDLER && code <= ErrorCode.MATCHMAKE_INVALID_ROOM_ID) return 'no-room';
  // A process that did not answer in time, a seat reservation that lapsed, a proxy's 502 or 504: it passes.
  if (code >= 500 && code < 600) return 'server-busy';
  return 'no-room';
}
