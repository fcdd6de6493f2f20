// Moves told in words and card notation, for logs, replays and the table's action feed.

import { type Card, DECK, formatCard, formatCards } from './cards.js';
import type { Move } from './moves.js';
import type { Seat } from './rules.js';
import type { GameState } from './state.js';
import { ArgumentError, IllegalMoveError, asEngineError, quoteInput } from './errors.js';
import { assertState } from './guard.js';
import { normalizeMove } from './moves.js';

const cardsOf = (ids: readonly number[]): Card[] => ids.map((id) => DECK[id] as Card);

/**
 * One line for a move made in `before` that led to `after`. Hidden cards are named only when `viewer` is the
 * seat that drew them (or when `viewer` is 'all', for logs of a finished game).
 */
export function describeMove(before: GameState, move: Move, after: GameState, viewer: Seat | 'all' = 'all'): string {
  assertState(before, 'describeMove');
  assertState(after, 'describeMove');
  if (viewer !== 'all' && viewer !== 0 && viewer !== 1 && viewer !== 2 && viewer !== 3) {
    throw new ArgumentError('bad-seat', `viewer must be a seat 0..3 or 'all', got ${quoteInput(viewer)}`);
  }
  const normal = normalizeMove(move);
  if (normal instanceof IllegalMoveError) throw normal;
  try {
    return describe(before, normal, after, viewer);
  } catch (e) {
    throw asEngineError(e, 'describeMove');
  }
}

function describe(before: GameState, move: Move, after: GameState, viewer: Seat | 'all'): string {
  const seat = before.turn;
  const who = `Seat ${String(seat)}`;
  const sees = viewer === 'all' || viewer === seat;
  let line: string;
  switch (move.type) {
    case 'draw': {
      const drawn = before.stock[before.stock.length - 1];
      line = `${who} draws${sees && drawn !== undefined ? ` ${formatCard(drawn)}` : ' from the stock'}`;
      if (after.lastTurn) line += ' (the last stock card)';
      break;
    }
    case 'takePile':
      line = `${who} takes the pile (${String(before.pile.length)} card${before.pile.length === 1 ? '' : 's'}: ${formatCards(before.pile)})`;
      break;
    case 'meld':
      line = `${who} melds ${formatCards(meldCardsOf(after, before.nextMeldId) ?? cardsOf(move.cards))}`;
      break;
    case 'layOff': {
      const meld = meldCardsOf(after, move.meldId);
      line = `${who} lays off ${formatCards(cardsOf(move.cards))} on meld ${String(move.meldId)}${meld ? ` → ${formatCards(meld)}` : ''}`;
      break;
    }
    case 'discard':
      line = `${who} discards ${formatCard(DECK[move.card] as Card)}`;
      break;
  }
  if (after.birimbakia.length < before.birimbakia.length) line += '; takes a birimbaki';
  if (after.endReason === 'closed') line += '; closes';
  if (after.endReason === 'stock-exhausted') line += '; the stock is exhausted and the game ends';
  return line;
}

function meldCardsOf(state: GameState, id: number): readonly Card[] | undefined {
  return state.melds.find((m) => m.id === id)?.cards;
}
