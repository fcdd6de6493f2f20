// The record the local game keeps of a deal: its log (public lines, as the player's seat may learn them), its moves
// (for `exportLog`) and the match's finished deals. Each accepted move makes a new record; none is changed in place.

import {
  type GameState,
  type Move,
  type MoveEvent,
  type Seat,
  finalScores,
  perTeam,
  moveEvents,
  normalizeMove,
} from '@birimba/engine';
import type { DealResult } from '../api/types.js';
import { HISTORY_LIMIT, LOG_LIMIT, readMove } from './save-file.js';

export interface DealRecord {
  /** The whole deal's actions, public data only (the newest `LOG_LIMIT` lines). */
  readonly log: readonly MoveEvent[];
  /** This deal's moves in order; null when they are not all known (a save from before they were kept, or more than
   * `LOG_LIMIT`). */
  readonly moves: readonly Move[] | null;
  /** The finished deals of this match, the newest `HISTORY_LIMIT` (empty for a single deal). */
  readonly history: readonly DealResult[];
  /** The moves of each finished deal of this match, in order (for its whole log); null when one is not known. */
  readonly earlier: readonly (readonly Move[])[] | null;
}

/** The record of a deal about to start: nothing played yet, the match's finished deals so far. */
export function freshRecord(
  history: readonly DealResult[] = [],
  earlier: readonly (readonly Move[])[] | null = [],
): DealRecord {
  return { log: [], moves: [], history, earlier };
}

/** The record of the next deal of a match after the deal of `record`: its moves kept with the deals before. */
export function nextDealRecord(record: DealRecord): DealRecord {
  const earlier =
    record.earlier === null || record.moves === null || record.earlier.length >= HISTORY_LIMIT
      ? null
      : [...record.earlier, record.moves];
  return freshRecord(record.history, earlier);
}

/** The record after `move`, made in `before` and accepted by the engine, led to `after`. */
export function recordMove(
  record: DealRecord,
  before: GameState,
  move: Move,
  after: GameState,
  viewer: Seat,
): DealRecord {
  // The lines of the move as `viewer` may learn them (the engine's `moveEvents`: a bot's drawn card is not named).
  const log = [...record.log, ...moveEvents(before, move, after, viewer)].slice(-LOG_LIMIT);
  // The move the engine accepted in its canonical form (a page may pass card objects or aliases, more fields, or
  // change its arrays later), without its seat, as a save keeps it.
  const moves =
    record.moves === null || record.moves.length >= LOG_LIMIT
      ? null
      : [...record.moves, readMove(normalizeMove(move, after.rules.players)) as Move];
  let history = record.history;
  if (after.phase === 'over' && after.rules.matchTarget !== null) {
    const teams = finalScores(after).teams;
    const deal: DealResult = {
      deal: after.match.deal,
      totals: perTeam(after.rules.players, (t) => teams[t]?.total ?? 0),
    };
    history = [...history.filter((d) => d.deal < after.match.deal), deal].slice(-HISTORY_LIMIT);
  }
  return { log, moves, history, earlier: record.earlier };
}
