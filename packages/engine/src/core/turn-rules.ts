// The steps of a turn and what follows an empty hand (rules §4, §6). `applyMove` and the xstate machine both
// sequence exactly these functions.

import type { Card } from '../vocabulary/cards.js';
import { IllegalMoveError, asEngineError } from '../vocabulary/errors.js';
import { illegalMove } from '../words/tell.js';
import { assertState } from './guard.js';
import { type CheckedMove, checkMove, turnFacts } from './moves.js';
import { type Seat, type Team, nextSeat, teamOf } from '../vocabulary/rules.js';
import type { TeamTuple } from '../vocabulary/seats.js';
import { type GameState, type Meld, meldFromCheck } from './state.js';
import { type PlayerView, assertStateOrView, assertView } from './view.js';

function without(cards: readonly Card[], remove: readonly Card[]): Card[] {
  if (remove.length === 1) {
    const id = (remove[0] as Card).id;
    return cards.filter((c) => c.id !== id);
  }
  return cards.filter((c) => !remove.some((r) => r.id === c.id));
}

function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  const out = items.slice();
  out[index] = value;
  return out;
}

/** Draw phase: the top stock card into the hand. Taking the last one makes this the last turn. */
export function drawFromStock(state: GameState): GameState {
  const seat = state.turn;
  const card = state.stock[state.stock.length - 1] as Card;
  return {
    ...state,
    stock: state.stock.slice(0, -1),
    hands: replaceAt(state.hands, seat, [...(state.hands[seat] as Card[]), card]),
    phase: 'play',
    lastTurn: state.stock.length === 1,
  };
}

/** Draw phase: the whole discard pile into the hand; everyone now knows the player holds it. */
export function takeDiscardPile(state: GameState): GameState {
  const seat = state.turn;
  return {
    ...state,
    pile: [],
    hands: replaceAt(state.hands, seat, [...(state.hands[seat] as Card[]), ...state.pile]),
    known: replaceAt(state.known, seat, [...(state.known[seat] as Card[]), ...state.pile]),
    phase: 'play',
  };
}

function handAndKnownWithout(state: GameState, seat: Seat, cards: readonly Card[]): Pick<GameState, 'hands' | 'known'> {
  const known = state.known[seat] as readonly Card[];
  return {
    hands: replaceAt(state.hands, seat, without(state.hands[seat] as Card[], cards)),
    known: known.length === 0 ? state.known : replaceAt(state.known, seat, without(known, cards)),
  };
}

/** The table after a checked meld or lay-off by `team`. */
function meldsAfterPlay(
  melds: readonly Meld[],
  nextMeldId: number,
  team: Team,
  move: CheckedMove & { type: 'meld' | 'layOff' },
): { melds: Meld[]; nextMeldId: number } {
  if (move.type === 'meld')
    return { melds: [...melds, meldFromCheck(nextMeldId, team, move.check)], nextMeldId: nextMeldId + 1 };
  const grown = meldFromCheck(move.meld.id, move.meld.team, move.check);
  return { melds: melds.map((m) => (m.id === grown.id ? grown : m)), nextMeldId };
}

/** Play phase: lay down a new meld or add to one of the team's melds (the move was checked). */
export function playCards(state: GameState, move: CheckedMove & { type: 'meld' | 'layOff' }): GameState {
  const seat = state.turn;
  return {
    ...state,
    ...handAndKnownWithout(state, seat, move.cards),
    ...meldsAfterPlay(state.melds, state.nextMeldId, teamOf(seat, state.rules.players), move),
  };
}

/**
 * A meld or lay-off played on the acting seat's own view: how its hand and the table would look. For planning a
 * play phase without any hidden card. A play that empties the hand gives a view with an empty hand: what comes
 * next (a birimbaki's cards, or the close) the seat cannot know in advance.
 */
export function applyPlayToView(view: PlayerView, input: unknown): PlayerView {
  assertView(view, 'applyPlayToView');
  const checked = checkMove(view, input);
  if (checked instanceof IllegalMoveError) throw checked;
  if (checked.type !== 'meld' && checked.type !== 'layOff') {
    throw illegalMove({ code: 'malformed-move', problem: 'not-a-play', moveType: checked.type });
  }
  const hand = without(view.hand, checked.cards);
  const known = view.known[view.seat] as readonly Card[];
  return {
    ...view,
    hand,
    handSizes: replaceAt(view.handSizes, view.seat, hand.length),
    known: known.length === 0 ? view.known : replaceAt(view.known, view.seat, without(known, checked.cards)),
    ...meldsAfterPlay(view.melds, view.nextMeldId, view.team, checked),
  };
}

/** Discard: the card goes face up on the pile. What happens next is `handOutcome` and `endTurn`. */
export function discardCard(state: GameState, card: Card): GameState {
  return { ...state, ...handAndKnownWithout(state, state.turn, [card]), pile: [...state.pile, card] };
}

/**
 * What an empty hand means (rules §6): nothing while cards remain; the team's birimbaki if it has not taken one;
 * otherwise the team closes.
 */
export type HandOutcome = 'keepPlaying' | 'pickUpBirimbaki' | 'close';

/** Whether a checked play or discard leaves the player's hand empty. */
export function emptiesHand(state: GameState, move: CheckedMove): boolean {
  const left = (state.hands[state.turn] as Card[]).length;
  if (move.type === 'discard') return left === 1;
  if (move.type === 'meld' || move.type === 'layOff') return left === move.cards.length;
  return false;
}

export function handOutcome(state: GameState): HandOutcome {
  if ((state.hands[state.turn] as Card[]).length > 0) return 'keepPlaying';
  return state.tookBirimbaki[teamOf(state.turn, state.rules.players)] === true ? 'close' : 'pickUpBirimbaki';
}

/** The player's team takes a birimbaki packet into his hand. */
export function pickUpBirimbaki(state: GameState): GameState {
  const seat = state.turn;
  const team = teamOf(seat, state.rules.players);
  const packet = state.birimbakia[0] as readonly Card[];
  const took = state.tookBirimbaki.map((t, i) => t || i === team) as unknown as TeamTuple<boolean>;
  return {
    ...state,
    birimbakia: state.birimbakia.slice(1),
    hands: replaceAt(state.hands, seat, [...(state.hands[seat] as Card[]), ...packet]),
    tookBirimbaki: took,
  };
}

/** The player's team closes: the deal ends now. */
export function closeGame(state: GameState): GameState {
  return { ...state, phase: 'over', closedBy: teamOf(state.turn, state.rules.players), endReason: 'closed' };
}

/** After the discard: the deal ends if the stock ran out this turn, else the next seat draws. */
export function endTurn(state: GameState): GameState {
  if (state.lastTurn) return { ...state, phase: 'over', endReason: 'stock-exhausted' };
  return { ...state, turn: nextSeat(state.turn, state.rules.players), phase: 'draw', turnNumber: state.turnNumber + 1 };
}

/** Runs a checked move through the turn's steps. */
export function performMove(state: GameState, move: CheckedMove): GameState {
  switch (move.type) {
    case 'draw':
      return drawFromStock(state);
    case 'takePile':
      return takeDiscardPile(state);
    case 'meld':
    case 'layOff': {
      const next = playCards(state, move);
      const outcome = handOutcome(next);
      if (outcome === 'pickUpBirimbaki') return pickUpBirimbaki(next);
      if (outcome === 'close') return closeGame(next);
      return next;
    }
    case 'discard': {
      const next = discardCard(state, move.card);
      const outcome = handOutcome(next);
      if (outcome === 'close') return closeGame(next);
      return endTurn(outcome === 'pickUpBirimbaki' ? pickUpBirimbaki(next) : next);
    }
  }
}

/**
 * The state after `move`. Never mutates `state`. An illegal move throws an `IllegalMoveError` with a stable
 * `code` and the reason.
 */
export function applyMove(state: GameState, move: unknown): GameState {
  assertState(state, 'applyMove');
  const checked = checkMove(state, move);
  if (checked instanceof IllegalMoveError) throw checked;
  try {
    return performMove(state, checked);
  } catch (e) {
    throw asEngineError(e, 'applyMove');
  }
}

/** Whether `move` is legal now, and if not why. */
export function isLegalMove(
  state: GameState,
  move: unknown,
): { legal: true } | { legal: false; error: IllegalMoveError } {
  assertState(state, 'isLegalMove');
  const checked = checkMove(state, move);
  return checked instanceof IllegalMoveError ? { legal: false, error: checked } : { legal: true };
}

/** What a legal move will do, told before it is made (a table warns "this closes the deal"). */
export interface MoveOutcome {
  /** A discard: the turn ends (unless the deal does). */
  readonly endsTurn: boolean;
  /** The player's hand empties and his team takes its birimbaki (rules §6). */
  readonly takesBirimbaki: boolean;
  /** The player's hand empties and his team closes: the deal is over at once. */
  readonly closes: boolean;
  /** The deal ends with this move: a close, or the discard of the player who drew the last stock card. */
  readonly endsDeal: boolean;
}

/**
 * What `move` will do if made now, from the game or from the acting seat's own view; or why it is illegal (the
 * `IllegalMoveError`, returned, not thrown). The same rule functions as `applyMove`: nothing hidden is needed.
 */
export function moveOutcome(source: GameState | PlayerView, move: unknown): MoveOutcome | IllegalMoveError {
  assertStateOrView(source, 'moveOutcome');
  const checked = checkMove(source, move);
  if (checked instanceof IllegalMoveError) return checked;
  const facts = turnFacts(source);
  const left =
    checked.type === 'discard'
      ? facts.hand.length - 1
      : checked.type === 'meld' || checked.type === 'layOff'
        ? facts.hand.length - checked.cards.length
        : 1;
  const empties = left === 0;
  const took = facts.tookBirimbaki[teamOf(facts.turn, facts.rules.players)] === true;
  const closes = empties && took;
  const endsTurn = checked.type === 'discard' && !closes;
  return { endsTurn, takesBirimbaki: empties && !took, closes, endsDeal: closes || (endsTurn && source.lastTurn) };
}
