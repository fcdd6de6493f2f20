// The match a room plays, as its events leave it (room-model.ts folds them): its seed and players, every deal's moves
// applied through the engine's actor, who made each and the notes on them, the client move ids already answered, and
// the game log of a match played to its end. A move the engine refuses is damage (a RoomHistoryError).

import {
  type GameActor,
  type GameState,
  type Move,
  type RuleSet,
  type Seat,
  type ShuffleDerivation,
  createGameActor,
  isMatchOver,
  newGame,
  sendMove,
} from '@birimba/engine';
import { LEVELS } from '@birimba/ai';
import {
  type DealNote,
  type GameLog,
  type LoggedDeal,
  type LoggedSeat,
  type NoteKind,
  buildGameLog,
  loggedDeal,
} from '@birimba/game-log';
import type { UnratedReason } from '@birimba/protocol';
import { RoomHistoryError } from './history-error.js';

/** Where an accepted move id was played. */
export interface PlayedId {
  readonly deal: number;
  readonly index: number;
}

/** The match being played: its seed and players, the deals done, the deal going on. */
export interface MatchRecord {
  /** The match's number in the room, from 1 (a rematch is the next). */
  readonly number: number;
  /** The seed its first deal was dealt from. */
  readonly seed: string;
  /** Who sat where when it began, as the game log names them, and the account of each person (null: none, a bot). */
  readonly players: readonly LoggedSeat[];
  readonly accounts: readonly (string | null)[];
  /** When it began (ms by the server's clock); null in a room stored before it was kept. */
  readonly startedAt: number | null;
  /** Why it is not rated, as its start found the room (none: it is rated). */
  readonly unrated: readonly UnratedReason[];
  /** The hashes of the tokens of the people who played it: those seated at its start, and anyone let into a seat of
   * it (`reseated`). Only they read its log. */
  readonly readers: Set<string>;
  /** The deals finished. */
  readonly deals: LoggedDeal[];
  /** The state the deal going on began from. */
  dealStart: GameState;
  /** The deal's moves so far, who made each, and the notes on them. */
  moves: Move[];
  movers: Seat[];
  notes: DealNote[];
  /** The engine's actor the moves go through, and its state now. */
  actor: GameActor;
  state: GameState;
  /** The birimbakia left when the turn going on began (a bot's decision step counts those taken since). */
  turnStartPackets: number;
  /** Each seat's client move ids already played in this match, as `seat:id`. */
  readonly ids: Map<string, PlayedId>;
}

/** A match played to its end: its log, who may read it (`MatchRecord.readers`), the account at each seat and when it
 * began. */
export interface FinishedMatch {
  readonly log: GameLog;
  readonly readers: ReadonlySet<string>;
  readonly accounts: readonly (string | null)[];
  readonly startedAt: number | null;
  /** Whether it was rated, and the seats whose person had left it at its end (the room adds them: room-model.ts). */
  readonly rated?: boolean;
  readonly leavers?: readonly number[];
}

/** Who played a match and when it began: what the room knew of it as it began. */
export interface MatchStart {
  readonly players: readonly LoggedSeat[];
  readonly accounts: readonly (string | null)[];
  readonly readers: Set<string>;
  readonly startedAt: number | null;
  readonly unrated: readonly UnratedReason[];
}

/** Match `number` of a room, dealt from `seed` by `shuffle` under `rules`, its players and readers as it begins. */
export function newMatch(
  number: number,
  seed: string,
  rules: RuleSet,
  shuffle: ShuffleDerivation,
  start: MatchStart,
): MatchRecord {
  const state = newGame({ seed, rules, shuffle });
  return {
    number,
    seed,
    ...start,
    deals: [],
    dealStart: state,
    moves: [],
    movers: [],
    notes: [],
    actor: createGameActor({ state }),
    state,
    turnStartPackets: state.birimbakia.length,
    ids: new Map(),
  };
}

/** Plays `move` of `seat` (the seat to act) in `match`, keeping its client id and note; the match's log when this
 * move ended it, else null. A move the engine refuses throws a RoomHistoryError, the match unchanged. */
export function playInto(
  match: MatchRecord,
  seat: Seat,
  move: Move,
  id: string | null,
  note: NoteKind | null,
): FinishedMatch | null {
  let after: GameState;
  try {
    after = sendMove(match.actor, move);
  } catch (e) {
    throw new RoomHistoryError(`move ${String(match.moves.length + 1)} is refused: ${(e as Error).message}`);
  }
  const index = match.moves.length;
  match.moves.push(move);
  match.movers.push(seat);
  if (note !== null) match.notes.push({ move: index, seat, note });
  if (id !== null) match.ids.set(idKey(seat, id), { deal: match.state.match.deal, index });
  if (after.turnNumber !== match.state.turnNumber) match.turnStartPackets = after.birimbakia.length;
  match.state = after;
  if (after.phase !== 'over') return null;
  match.deals.push(loggedDeal(after, match.moves, match.notes));
  if (!isMatchOver(after)) return null;
  const log = buildGameLog({
    source: 'server',
    deal: match.number,
    seed: match.seed,
    shuffle: after.shuffle,
    rules: after.rules,
    seats: match.players,
    deals: match.deals,
  });
  return { log, readers: match.readers, accounts: match.accounts, startedAt: match.startedAt };
}

/** The match goes on with a new deal from `state`: a new actor, no moves yet. */
export function dealInto(match: MatchRecord, state: GameState): void {
  match.actor.stop();
  match.dealStart = state;
  match.state = state;
  match.turnStartPackets = state.birimbakia.length;
  match.actor = createGameActor({ state });
  match.moves = [];
  match.movers = [];
  match.notes = [];
}

/** The key of a client move id in `MatchRecord.ids`. */
export function idKey(seat: Seat, id: string): string {
  return `${String(seat)}:${id}`;
}

/** How the game log names a bot of a level: the level, its kind of bot and options (`@birimba/ai`'s `LEVELS`). */
export function botSeat(seat: Seat, level: string): LoggedSeat {
  const preset = LEVELS.find((l) => l.name === level);
  return { seat, name: level, kind: preset?.kind ?? level, options: preset?.options ?? {} };
}
