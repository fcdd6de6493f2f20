// The replay of a game log: every state of every deal, computed once through @birimba/game-log's `replayGameLog`
// (the engine's machine; nothing here knows a rule), and positions in it — a deal and the moves made in it — with the
// steps between them. Pure: the view and the timer that plays it on live beside it (replay-view.ts, replay-part.ts).

import {
  type Card,
  type FinalScores,
  type GameState,
  type Move,
  type MoveEvent,
  type PlayerView,
  type Seat,
  finalScores,
  handsShown,
  isMatchOver,
  matchTotals,
  moveEvents,
  perTeam,
  viewFor,
} from '@birimba/engine';
import { type GameLog, type NoteKind, replayGameLog } from '@birimba/game-log';
import type { DealResult, MatchInfo } from '../api/types.js';

/** One deal as replayed: its moves and its states, `states[0]` as dealt and `states[i]` after move `i`. */
export interface ReplayedDeal {
  readonly moves: readonly Move[];
  readonly states: readonly GameState[];
}

/** A game log replayed: the log, and each of its deals. */
export interface ReplayModel {
  readonly log: GameLog;
  readonly deals: readonly ReplayedDeal[];
}

/** A place in a replay: the deal (its index in the log, from 0) and how many of its moves are made (0: as dealt). */
export interface ReplayPosition {
  readonly deal: number;
  readonly move: number;
}

/**
 * Replays `log` through the engine (`replayGameLog`: every move checked, every deal's end checked against the log)
 * and keeps every state. Throws the `ReplayError` of a log that does not replay.
 */
export function replayModel(log: GameLog): ReplayModel {
  const deals: { moves: Move[]; states: GameState[] }[] = [];
  replayGameLog(log, (event) => {
    if (event.kind === 'dealt') deals.push({ moves: [], states: [event.state] });
    else if (event.kind === 'move') {
      const deal = deals[event.deal];
      deal?.moves.push(event.move);
      deal?.states.push(event.after);
    }
  });
  return { log, deals };
}

/** The start of the replay: the first deal as dealt. */
export const FIRST: ReplayPosition = { deal: 0, move: 0 };

/** The number of moves of deal `deal` (0 for a deal the log has not). */
export function movesIn(model: ReplayModel, deal: number): number {
  return model.deals[deal]?.moves.length ?? 0;
}

/** The position clamped into the replay: a deal it has, a move of that deal. */
export function clamp(model: ReplayModel, position: ReplayPosition): ReplayPosition {
  const deal = Math.min(Math.max(0, Math.trunc(position.deal)), model.deals.length - 1);
  const move = Math.min(Math.max(0, Math.trunc(position.move)), movesIn(model, deal));
  return { deal, move };
}

/** One move on; from a deal's end, the next deal as dealt; the last deal's end stays where it is. */
export function stepForward(model: ReplayModel, at: ReplayPosition): ReplayPosition {
  if (at.move < movesIn(model, at.deal)) return { deal: at.deal, move: at.move + 1 };
  if (at.deal + 1 < model.deals.length) return { deal: at.deal + 1, move: 0 };
  return at;
}

/** One move back; from a deal as dealt, the end of the deal before; the first deal as dealt stays where it is. */
export function stepBack(model: ReplayModel, at: ReplayPosition): ReplayPosition {
  if (at.move > 0) return { deal: at.deal, move: at.move - 1 };
  if (at.deal > 0) return { deal: at.deal - 1, move: movesIn(model, at.deal - 1) };
  return at;
}

/** Deal `deal` as dealt (clamped to the deals the replay has). */
export function dealStart(model: ReplayModel, deal: number): ReplayPosition {
  return clamp(model, { deal, move: 0 });
}

/** The end of deal `deal`: every hand shown (clamped to the deals the replay has). */
export function dealEnd(model: ReplayModel, deal: number): ReplayPosition {
  const d = clamp(model, { deal, move: 0 }).deal;
  return { deal: d, move: movesIn(model, d) };
}

/** Whether `at` is the first position (the first deal as dealt). */
export const isFirst = (at: ReplayPosition): boolean => at.deal === 0 && at.move === 0;

/** Whether `at` is the last position (the last deal's end). */
export const isLast = (model: ReplayModel, at: ReplayPosition): boolean =>
  at.deal === model.deals.length - 1 && at.move === movesIn(model, at.deal);

/** The whole game state at `at`. */
export function stateAt(model: ReplayModel, at: ReplayPosition): GameState {
  const { deal, move } = clamp(model, at);
  const state = model.deals[deal]?.states[move];
  if (state === undefined) throw new Error(`the replay has no state at deal ${String(deal)}, move ${String(move)}`);
  return state;
}

/** What `seat` sees at `at` (the engine's `viewFor`). */
export function viewAt(model: ReplayModel, at: ReplayPosition, seat: Seat): PlayerView {
  return viewFor(stateAt(model, at), seat);
}

/** Whether the deal is over at `at`: then every hand is shown. */
export const dealOverAt = (model: ReplayModel, at: ReplayPosition): boolean => stateAt(model, at).phase === 'over';

/** Every seat's hand at a deal's end (the engine's `handsShown`); null while the deal runs. */
export function handsAt(model: ReplayModel, at: ReplayPosition): readonly (readonly Card[])[] | null {
  const state = stateAt(model, at);
  return state.phase === 'over' ? handsShown(state) : null;
}

/** The deal's final scores at its end; null while it runs. */
export function finalAt(model: ReplayModel, at: ReplayPosition): FinalScores | null {
  const state = stateAt(model, at);
  return state.phase === 'over' ? finalScores(state) : null;
}

/** The log's note on move `index` of deal `deal` (the server played it: `timeout`, `stand-in`), if any. */
export function noteAt(model: ReplayModel, deal: number, index: number): NoteKind | null {
  return model.log.deals[deal]?.notes?.find((n) => n.move === index)?.note ?? null;
}

/** The deal's lines up to `at`, as `viewer` may learn them (the engine's `moveEvents`; `all` once the deal is over),
 * each line of a move the log notes carrying its note, as the table's log shows it at play («(τελείωσε ο χρόνος)»). */
export function linesAt(model: ReplayModel, at: ReplayPosition, viewer: Seat): (MoveEvent & { note?: NoteKind })[] {
  const { deal, move } = clamp(model, at);
  const replayed = model.deals[deal];
  if (replayed === undefined) return [];
  const over = dealOverAt(model, at);
  const lines: (MoveEvent & { note?: NoteKind })[] = [];
  for (let i = 0; i < move; i++) {
    const before = replayed.states[i];
    const after = replayed.states[i + 1];
    const made = replayed.moves[i];
    if (before === undefined || after === undefined || made === undefined) break;
    const events = moveEvents(before, made, after, over ? 'all' : viewer);
    const note = noteAt(model, deal, i);
    lines.push(...(note === null ? events : events.map((e) => ({ ...e, note }))));
  }
  return lines;
}

/** Where the match stands at `at` (the engine's totals: this deal's included once it is over). */
export function matchAt(model: ReplayModel, at: ReplayPosition): MatchInfo {
  const state = stateAt(model, at);
  return {
    deal: state.match.deal,
    totals: matchTotals(state),
    target: state.rules.matchTarget,
    over: isMatchOver(state),
  };
}

/** The finished deals of the match before `at`'s deal, and that deal too once it is over (empty for a single deal). */
export function historyAt(model: ReplayModel, at: ReplayPosition): DealResult[] {
  const { deal } = clamp(model, at);
  if (model.log.rules.matchTarget === null) return [];
  const ended = dealOverAt(model, at) ? deal + 1 : deal;
  return model.deals.slice(0, ended).map((replayed, d) => {
    const end = replayed.states[replayed.states.length - 1] as GameState;
    const teams = finalScores(end).teams;
    return { deal: d + 1, totals: perTeam(end.rules.players, (t) => teams[t]?.total ?? 0) };
  });
}
