// What one seat is sent: its view and the moves as it may learn them (the engine's `viewFor` and `moveEvents` for
// that viewer, nothing else), and the end of a deal; what a watcher is sent: the public part of a view, no hand, and
// the moves as a stranger learns them. The one place that turns a match's state into what a client sees (telling.ts
// sends it).

import {
  type GameState,
  type Move,
  type Seat,
  applyMove,
  handsShown,
  isMatchOver,
  matchTotals,
  matchWinner,
  moveEvents,
  publicDeal,
  viewFor,
} from '@birimba/engine';
import type { NoteKind } from '@birimba/game-log';
import type { DealOverMessage, LearnedMove, ViewMessage, WatchMessage, WatcherView } from '@birimba/protocol';
import type { MatchRecord } from './match-record.js';

/** A move of the deal as `viewer` may learn it. */
export function learnedMove(
  before: GameState,
  move: Move,
  after: GameState,
  viewer: Seat,
  index: number,
  note: NoteKind | null,
): LearnedMove {
  const learned: LearnedMove = { index, seat: before.turn, events: moveEvents(before, move, after, viewer) };
  return note === null ? learned : { ...learned, note };
}

/** The turn's deadline as a view tells it: by the server's clock (0: none), and as the time left (null: none). */
export interface Timing {
  readonly deadline: number;
  readonly deadlineIn: number | null;
}

/** `viewer`'s view now with the last move as it may learn it (the message after a move). */
export function viewAfterMove(match: MatchRecord, before: GameState, viewer: Seat, timing: Timing): ViewMessage {
  const index = match.moves.length - 1;
  const note = match.notes.find((n) => n.move === index)?.note ?? null;
  return {
    deal: match.state.match.deal,
    played: match.moves.length,
    from: index,
    view: viewFor(match.state, viewer),
    moves: [learnedMove(before, match.moves[index] as Move, match.state, viewer, index, note)],
    ...timing,
  };
}

/** `viewer`'s view now with the whole deal so far as it may learn it: replayed from the deal's start. */
export function wholeView(match: MatchRecord, viewer: Seat, timing: Timing): ViewMessage {
  const moves: LearnedMove[] = [];
  let state = match.dealStart;
  match.moves.forEach((move, index) => {
    const after = applyMove(state, move);
    const note = match.notes.find((n) => n.move === index)?.note ?? null;
    moves.push(learnedMove(state, move, after, viewer, index, note));
    state = after;
  });
  return {
    deal: match.state.match.deal,
    played: match.moves.length,
    from: 0,
    view: viewFor(match.state, viewer),
    moves,
    ...timing,
  };
}

/** The end of the deal: the scores, the hands shown, the match totals (the state's deal is over). */
export function dealOver(match: MatchRecord): DealOverMessage {
  const state = match.state;
  const over = isMatchOver(state);
  const totals = matchTotals(state);
  const scores = match.deals[match.deals.length - 1]?.final.scores;
  if (scores === undefined) throw new Error('the deal is not over');
  return {
    deal: state.match.deal,
    scores,
    hands: handsShown(state),
    totals: [...totals],
    matchOver: over,
    matchWinner: matchWinner(state),
  };
}

/** A seat that learns of a move made in `before` what a stranger learns: any but the mover (the engine names a card
 * drawn to the seat that drew it alone; everything else a move does is seen alike by every seat). */
function stranger(before: GameState): Seat {
  return ((before.turn + 1) % before.rules.players) as Seat;
}

/** What a watcher may see now: every seat's public information — the engine's public part of the deal and the
 * counts of a view, no seat, team or hand. */
export function watcherView(state: GameState): WatcherView {
  const view = viewFor(state, state.turn);
  return {
    kind: 'watcher-view',
    ...publicDeal(view),
    handSizes: view.handSizes,
    stockSize: view.stockSize,
    birimbakiaLeft: view.birimbakiaLeft,
  };
}

/** A watcher's message after a move: the last move as a stranger learns it. */
export function watchAfterMove(code: string, match: MatchRecord, before: GameState, timing: Timing): WatchMessage {
  const index = match.moves.length - 1;
  const note = match.notes.find((n) => n.move === index)?.note ?? null;
  return {
    code,
    deal: match.state.match.deal,
    played: match.moves.length,
    from: index,
    view: watcherView(match.state),
    moves: [learnedMove(before, match.moves[index] as Move, match.state, stranger(before), index, note)],
    ...timing,
  };
}

/** A watcher's whole view: the deal so far as a stranger learns it; outside a match, no view. */
export function wholeWatch(code: string, match: MatchRecord | null, timing: Timing): WatchMessage {
  if (match === null)
    return { code, deal: 0, played: 0, from: 0, view: null, moves: [], deadlineIn: null, deadline: 0 };
  const moves: LearnedMove[] = [];
  let state = match.dealStart;
  match.moves.forEach((move, index) => {
    const after = applyMove(state, move);
    const note = match.notes.find((n) => n.move === index)?.note ?? null;
    moves.push(learnedMove(state, move, after, stranger(state), index, note));
    state = after;
  });
  return {
    code,
    deal: match.state.match.deal,
    played: match.moves.length,
    from: 0,
    view: watcherView(match.state),
    moves,
    ...timing,
  };
}
