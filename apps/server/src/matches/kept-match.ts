// A finished match as it is kept: what the room hands the outbox when the match ends and the archive writes to the
// database — its game log, who may read it, the account at each seat, when it began and ended — and its id, the same
// wherever and however often the record is made.

import { createHash } from 'node:crypto';
import type { GameLog } from '@birimba/game-log';
import type { FinishedMatch } from '../room/match-record.js';

/** A finished match to keep. Plain JSON: the room store holds it until the database has it. */
export interface KeptMatch {
  /** `keptMatchId`. */
  readonly id: string;
  /** The room it was played in. */
  readonly room: string;
  readonly log: GameLog;
  /** The hashes of the tokens of the people who played it (`FinishedMatch.readers`). */
  readonly readers: readonly string[];
  /** The account of the person at each seat, by seat; null for a bot or a person without one. */
  readonly accounts: readonly (string | null)[];
  /** When it began (ms by the server's clock; null in a room stored before that was kept) and ended. */
  readonly startedAt: number | null;
  readonly endedAt: number;
  /** Whether the match was rated (ratings/rating-rules.ts' `unratedReasons` found nothing at its start); absent in a
   * record kept before ratings: not rated. */
  readonly rated?: boolean;
  /** The seats whose person left the match and was not back at its end (a bot played them out); absent: none. */
  readonly leavers?: readonly number[];
}

/**
 * A match's id: `CODE-N-SEEDHASH`, the room's code, the match's number in the room (its log's `deal`) and the first
 * 12 hex digits of the SHA-256 of its seed. Everything in it is read from the room's stored history, so it is the same
 * after kill -9, a restore on another process or a resent end; the seed's hash tells apart two rooms that were given
 * the same code at different times (a code is drawn again once its room is gone), the seed being drawn anew for every
 * match.
 */
export function keptMatchId(room: string, log: GameLog): string {
  const seedHash = createHash('sha256').update(String(log.seed)).digest('hex').slice(0, 12);
  return `${room}-${String(log.deal)}-${seedHash}`;
}

/** The record of a match that finished in room `room`, ended at `endedAt`. */
export function keptMatch(room: string, finished: FinishedMatch, endedAt: number): KeptMatch {
  return {
    id: keptMatchId(room, finished.log),
    room,
    log: finished.log,
    readers: [...finished.readers],
    accounts: finished.accounts,
    startedAt: finished.startedAt,
    endedAt,
    rated: finished.rated === true,
    leavers: [...(finished.leavers ?? [])],
  };
}

/** Where a room hands the record of a match that finished in it (match-outbox.ts). */
export interface MatchKeeper {
  /** Keeps the record until the database has it; resolves once it is kept (never refused). */
  keep(match: KeptMatch): Promise<void>;
}
