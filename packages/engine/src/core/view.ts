// What one seat may know (rules §8): its own hand and public information, nothing more.

import type { Card } from '../vocabulary/cards.js';
import type { RuleSet, Seat, Team } from '../vocabulary/rules.js';
import { teamOf } from '../vocabulary/rules.js';
import { ArgumentError, SnapshotError, asEngineError, quoteInput } from '../vocabulary/errors.js';
import { assertState, isGameStateLike, isRecord } from './guard.js';
import type { EndReason, GameState, MatchProgress, Meld, Phase } from './state.js';

/** What one seat may know (rules §8): its own hand and public information, nothing more. Bots and UIs take this type, never a `GameState`. */
export interface PlayerView {
  /** Marks a view: bots and UIs take this type, which a `GameState` never satisfies. */
  readonly kind: 'player-view';
  /** The seat this view is for. */
  readonly seat: Seat;
  /** Its team. */
  readonly team: Team;
  /** The rule set. */
  readonly rules: RuleSet;
  /** This seat's own cards. */
  readonly hand: readonly Card[];
  /** Cards in each seat's hand, by seat. */
  readonly handSizes: readonly number[];
  /** Per seat, the cards it publicly holds (taken with the pile, not yet melded or discarded). */
  readonly known: readonly (readonly Card[])[];
  /** The whole discard pile, face up; the last is the top. */
  readonly pile: readonly Card[];
  /** Every meld on the table. */
  readonly melds: readonly Meld[];
  /** The id the next new meld will get (melds are numbered from 1 and never removed). */
  readonly nextMeldId: number;
  /** Cards in the stock. */
  readonly stockSize: number;
  /** Birimbaki packets still untaken. */
  readonly birimbakiaLeft: number;
  /** Per team, whether it took its birimbaki. */
  readonly tookBirimbaki: readonly [boolean, boolean];
  /** The seat that played first this deal. */
  readonly firstSeat: Seat;
  /** The seat to act. */
  readonly turn: Seat;
  /** The phase of the turn. */
  readonly phase: Phase;
  /** 1 for the first turn of the deal. */
  readonly turnNumber: number;
  /** The stock ran out this turn: the deal ends with it. */
  readonly lastTurn: boolean;
  /** The team that closed, or null. */
  readonly closedBy: Team | null;
  /** How the deal ended, or null. */
  readonly endReason: EndReason | null;
  /** Where the deal stands in a match. */
  readonly match: MatchProgress;
}

/**
 * The view of `seat`: no card of the stock, the birimbakia or another hand unless public; no seed or random
 * state. Everything in it is shared with the state (never copy-mutate it).
 */
export function viewFor(state: GameState, seat: Seat): PlayerView {
  assertState(state, 'viewFor');
  if (seat !== 0 && seat !== 1 && seat !== 2 && seat !== 3) {
    throw new ArgumentError('bad-seat', `seat must be 0..3, got ${quoteInput(seat)}`);
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
    team: teamOf(seat),
    rules: state.rules,
    hand: state.hands[seat] as readonly Card[],
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
