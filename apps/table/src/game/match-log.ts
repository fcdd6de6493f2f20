// The local game's log (`exportLog`): a single deal, or every deal of a match, once it is over — the seed then tells
// no card still to come. Each earlier deal is played again from the seed by the engine to get its end, and the whole
// log must replay (`replayGameLog`) to this very game, or there is none.

import {
  type GameState,
  type Move,
  type Seat,
  createGameActor,
  isMatchOver,
  newGame,
  nextDeal,
  seatsOf,
  sendMove,
} from '@birimba/engine';
import {
  type GameLog,
  type LoggedDeal,
  type LoggedSeat,
  buildGameLog,
  humanSeat,
  loggedDeal,
  replayGameLog,
  stateSha256,
} from '@birimba/game-log';
import type { DealRecord } from './deal-record.js';

/** The end of a deal dealt as `start` and played by `moves` (the engine's actor). */
function playedDeal(start: GameState, moves: readonly Move[]): GameState {
  const actor = createGameActor({ state: start });
  try {
    let state = start;
    for (const move of moves) state = sendMove(actor, move);
    return state;
  } finally {
    actor.stop();
  }
}

/**
 * The log of the game that ended in `state` (over, and the match too when it is one), its moves those of `record`,
 * its seats `seats`; null while more can be dealt, when a deal's moves are not known, or when they do not replay.
 */
export function matchLog(state: GameState, record: DealRecord, seats: readonly string[]): GameLog | null {
  const earlier = state.match.deal === 1 ? [] : record.earlier;
  const moves = record.moves;
  if (state.phase !== 'over' || !isMatchOver(state) || moves === null || earlier === null) return null;
  if (earlier.length !== state.match.deal - 1) return null;
  const deals: LoggedDeal[] = [];
  try {
    // The match's first deal is dealt from its seed; each later one from the end of the one before.
    let start = newGame({ seed: state.seed, rules: state.rules, shuffle: state.shuffle });
    for (const dealMoves of earlier) {
      const end = playedDeal(start, dealMoves);
      deals.push(loggedDeal(end, dealMoves));
      start = nextDeal(end);
    }
  } catch {
    // A deal that does not play again (rules changed between deals, a damaged save): no log.
    return null;
  }
  deals.push(loggedDeal(state, moves));
  const seat = (n: Seat): LoggedSeat => {
    const kind = seats[n] ?? 'classic';
    return kind === 'human' ? humanSeat(n) : { seat: n, name: kind, kind, options: {} };
  };
  const log = buildGameLog({
    source: 'table',
    deal: 1,
    seed: state.seed,
    shuffle: state.shuffle,
    rules: state.rules,
    seats: seatsOf(state.rules.players).map(seat),
    deals,
  });
  try {
    const ends = replayGameLog(log);
    // The log is of this very game: its last deal replays to this state.
    const last = ends[ends.length - 1];
    return last !== undefined && stateSha256(last) === stateSha256(state) ? log : null;
  } catch {
    return null;
  }
}
