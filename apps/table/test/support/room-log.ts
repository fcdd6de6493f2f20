// A room's log as a Birimba server writes it, made in Node for the replay's tests: one deal of four seats played by
// the greedy bot, the people named (Maria at seat 0, Nikos at seat 2), the bots by their levels, and the first turn of
// Nikos noted as the server's (his time ran out), as a room notes it.

import { createBot } from '@birimba/ai';
import { type GameState, type Move, applyMove, newGame, viewFor } from '@birimba/engine';
import { type DealNote, type GameLog, buildGameLog, humanSeat, loggedDeal } from '@birimba/game-log';

/** The log, and the indexes of the moves of Nikos's noted turn (its draw, its play). */
export function roomMatchLog(seed = 'review-1'): { log: GameLog; noted: number[] } {
  let state: GameState = newGame({ seed });
  const moves: Move[] = [];
  const notes: DealNote[] = [];
  const noted: number[] = [];
  const greedy = createBot('greedy');
  // The number of Nikos's first turn: each of its moves is noted.
  let nikosTurn: number | null = null;
  for (let step = 0; state.phase !== 'over' && step < 2000; step++) {
    const seat = state.turn;
    if (seat === 2) nikosTurn ??= state.turnNumber;
    for (const move of greedy.decide(viewFor(state, seat), step).moves) {
      if (state.phase === 'over' || state.turn !== seat) break;
      if (seat === 2 && state.turnNumber === nikosTurn) {
        notes.push({ move: moves.length, seat, note: 'timeout' });
        noted.push(moves.length);
      }
      moves.push(move);
      state = applyMove(state, move);
    }
  }
  const log = buildGameLog({
    source: 'server',
    deal: 1,
    seed,
    rules: state.rules,
    seats: [
      humanSeat(0, 'Maria'),
      { seat: 1, name: 'expert', kind: 'expert', options: {} },
      humanSeat(2, 'Nikos'),
      { seat: 3, name: 'easy', kind: 'greedy', options: {} },
    ],
    deals: [loggedDeal(state, moves, notes)],
  });
  return { log, noted };
}
