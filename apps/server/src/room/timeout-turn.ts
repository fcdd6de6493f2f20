// The smallest turn: what the server plays for a person whose time ran out. A draw from the stock when they have not
// drawn, then one discard — the card drawn, or when their turn had begun the card the room's bot would throw — and
// never a meld or a lay-off unless the engine allows no other move. Their hand is theirs: the server does not play
// it for them, it only ends the turn.

import { type GameState, type Move, type Seat, IllegalMoveError, checkMove, legalMoves } from '@birimba/engine';

/** Whether the engine accepts `move` from `seat` now. */
const legal = (state: GameState, seat: Seat, move: Move): boolean =>
  !(checkMove(state, { ...move, seat }) instanceof IllegalMoveError);

/**
 * The next move of the smallest turn for the seat to act: in the draw phase a draw from the stock (the pile when the
 * stock is empty and the engine allows it); in the play phase a discard of the first of `preferred` the engine allows,
 * else of any card of the hand, else — when no discard is allowed at all — the engine's first legal move.
 */
export function smallestMove(state: GameState, seat: Seat, preferred: readonly number[]): Move | null {
  if (state.phase === 'over' || state.turn !== seat) return null;
  if (state.phase === 'draw') {
    for (const move of [{ type: 'draw' }, { type: 'takePile' }] as const) if (legal(state, seat, move)) return move;
    return legalMoves(state)[0] ?? null;
  }
  const hand = (state.hands[seat] ?? []).map((card) => card.id);
  const ids = [...preferred.filter((id) => hand.includes(id)), ...hand];
  for (const card of ids) {
    const move: Move = { type: 'discard', card };
    if (legal(state, seat, move)) return move;
  }
  return legalMoves(state)[0] ?? null;
}

/** The card a draw added to the seat's hand: in `after`'s hand, not in `before`'s. */
export function cardsDrawn(before: GameState, after: GameState, seat: Seat): number[] {
  const had = new Set((before.hands[seat] ?? []).map((card) => card.id));
  return (after.hands[seat] ?? []).map((card) => card.id).filter((id) => !had.has(id));
}
