// What one seat may know (rules §8): its own hand and public information, nothing more.

import type { Card } from '../vocabulary/cards.js';
import type { Seat, Team } from '../vocabulary/rules.js';
import { teamOf } from '../vocabulary/rules.js';
import { isSeat } from '../vocabulary/seats.js';
import { ArgumentError, SnapshotError, asEngineError, quoteInput } from '../vocabulary/errors.js';
import { assertState, isGameStateLike, isRecord } from './guard.js';
import type { GameState, PublicDeal } from './state.js';

/** What one seat may know (rules §8): its own hand and public information, nothing more. Bots and UIs take this type, never a `GameState`. */
export interface PlayerView extends PublicDeal {
  /** Marks a view: bots and UIs take this type, which a `GameState` never satisfies. */
  readonly kind: 'player-view';
  /** The seat this view is for. */
  readonly seat: Seat;
  /** Its team. */
  readonly team: Team;
  /**
   * This seat's own cards, by card id: the order says nothing of the shuffle (the state keeps them as dealt and drawn).
   */
  readonly hand: readonly Card[];
  /** Cards in each seat's hand, by seat (one entry per seat: 2, 4 or 6). */
  readonly handSizes: readonly number[];
  /** Cards in the stock. */
  readonly stockSize: number;
  /** Birimbaki packets still untaken. */
  readonly birimbakiaLeft: number;
}

/**
 * The view of `seat`: no card of the stock, the birimbakia or another hand unless public; no seed or random
 * state. Everything in it is shared with the state (never copy-mutate it).
 */
export function viewFor(state: GameState, seat: Seat): PlayerView {
  assertState(state, 'viewFor');
  const players = isRecord(state.rules) && typeof state.rules.players === 'number' ? state.rules.players : 4;
  if (!isSeat(seat, players)) {
    throw new ArgumentError('bad-seat', `seat must be 0..${String(players - 1)}, got ${quoteInput(seat)}`);
  }
  try {
    return viewOf(state, seat);
  } catch (e) {
    throw asEngineError(e, 'viewFor');
  }
}

function viewOf(state: GameState, seat: Seat): PlayerView {
  return {
    kind: 'player-view',
    seat,
    team: teamOf(seat, state.rules.players),
    rules: state.rules,
    hand: byId(state.hands[seat] as readonly Card[]),
    handSizes: state.hands.map((h) => h.length),
    known: state.known,
    pile: state.pile,
    melds: state.melds,
    nextMeldId: state.nextMeldId,
    stockSize: state.stock.length,
    birimbakiaLeft: state.birimbakia.length,
    tookBirimbaki: state.tookBirimbaki,
    firstSeat: state.firstSeat,
    turn: state.turn,
    phase: state.phase,
    turnNumber: state.turnNumber,
    lastTurn: state.lastTurn,
    closedBy: state.closedBy,
    endReason: state.endReason,
    match: state.match,
  };
}

/**
 * The public part of a deal (rules §8), from a state or any seat's view: the `PublicDeal` fields alone, in their
 * order — no hand, no stock or birimbakia, no seat, seed or random state. The same for every seat's view of a state
 * and for the state itself; what a stranger to the table (a watcher) may see, bar the counts. Shares its arrays with
 * `from` (never copy-mutate it).
 */
export function publicDeal(from: GameState | PlayerView): PublicDeal {
  assertStateOrView(from, 'publicDeal');
  return {
    rules: from.rules,
    pile: from.pile,
    melds: from.melds,
    nextMeldId: from.nextMeldId,
    known: from.known,
    tookBirimbaki: from.tookBirimbaki,
    firstSeat: from.firstSeat,
    turn: from.turn,
    phase: from.phase,
    turnNumber: from.turnNumber,
    lastTurn: from.lastTurn,
    closedBy: from.closedBy,
    endReason: from.endReason,
    match: from.match,
  };
}

/**
 * Every hand as shown to all at the end of a deal: by card id, like a view's hand, so that what is left of a hand
 * says nothing of the shuffle. Throws an `ArgumentError` ('not-over') while the deal goes on.
 */
export function handsShown(state: GameState): (readonly Card[])[] {
  assertState(state, 'handsShown');
  if (state.phase !== 'over') throw new ArgumentError('not-over', 'the hands are shown only once the deal is over');
  return state.hands.map(byId);
}

/** `cards` by card id: the same array when it is already in that order (as it often is, a view is asked for often). */
function byId(cards: readonly Card[]): readonly Card[] {
  for (let i = 1; i < cards.length; i++)
    if ((cards[i - 1] as Card).id > (cards[i] as Card).id) return [...cards].sort((a, b) => a.id - b.id);
  return cards;
}

/** Whether a value is marked as a player view (a cheap check at the public door). */
export function isViewLike(value: unknown): value is PlayerView {
  return isRecord(value) && value.kind === 'player-view';
}

/** Refuses anything but a player view. */
export function assertView(value: unknown, where: string): asserts value is PlayerView {
  if (!isViewLike(value)) {
    throw new SnapshotError(
      'wrong-format',
      `${where} needs a player view (from viewFor), got ${quoteInput(value, 60)}`,
    );
  }
}

/** Refuses anything but a game state or a player view. */
export function assertStateOrView(value: unknown, where: string): asserts value is GameState | PlayerView {
  if (!isGameStateLike(value) && !isViewLike(value)) {
    throw new SnapshotError(
      'wrong-format',
      `${where} needs a game state or a player view, got ${quoteInput(value, 60)}`,
    );
  }
}
