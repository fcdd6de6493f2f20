// A room's decisions as values. A decision reads the room as it is (`RoomNow`: its model, its turns, who is in it, the
// time) and returns what to do, in order (`Decision`): events to store, messages to send or tell, connections to
// change, the turns from then on, timers to set, bots to ask, and the steps that follow a change (decided in their
// turn, on the room as it is then). Nothing here does anything: the room core (room-core.ts) carries a decision out,
// effect by effect, and an event is stored — then applied to the model — before any effect after it.

import type { GameState, Move, Seat } from '@birimba/engine';
import type { NoteKind } from '@birimba/game-log';
import type { ClientMessageType, ClientMessages } from '@birimba/protocol';
import type { ServerMessages } from '@birimba/protocol/schemas';
import type { LogFields } from '../log.js';
import type { RoomEvent } from '../store/room-events.js';
import type { RoomModel } from './room-model.js';
import type { TurnState, TurnTimer } from './turns.js';

/** Who is in the room now, as a decision reads it (connections.ts keeps it). */
export interface People {
  /** Whether the seat's person is connected now. */
  connected(seat: Seat): boolean;
  /** Whether anyone at all is connected at a seat (a visitor or a watcher does not keep a room open). */
  anyone(): boolean;
  /** The session of the seat's client now, or null. */
  sessionAt(seat: Seat): string | null;
  /** The seat token the seat's client holds ('' if none is known). */
  tokenAt(seat: Seat): string;
  /** The address the seat's client came from, or null. */
  addressAt(seat: Seat): string | null;
  /** The visitor whose ask for the seat came first, if any (asks are answered in the order they came). */
  asking(seat: Seat): Visit | null;
  /** The visitors asking for the seat, in the order they asked. */
  askers(seat: Seat): Visit[];
  /** The session's visit, if it is a visitor's. */
  visitor(session: string): Visit | undefined;
  /** Every visitor, in the order they came. */
  visits(): Visit[];
  /** The session's watcher, if it is one. */
  watcher(session: string): { readonly name: string } | undefined;
  /** Every visitor's session, and every watcher's. */
  visitorSessions(): string[];
  watcherSessions(): string[];
  readonly visitorCount: number;
  readonly watcherCount: number;
  /** When the seat last said a phrase or a line (ms by the clock), and when a watcher last said a phrase. */
  phraseAt(seat: Seat): number;
  /** The accounts the seat's person blocked, as their join found them (none without an account): what those say is
   * hidden from them, as a mute they did not have to set. */
  blockedAt(seat: Seat): readonly string[];
  watcherPhraseAt(session: string): number;
}

/** A client in the room without a seat, come to ask for one (seating.ts, visitors.ts). */
export interface Visit {
  readonly session: string;
  /** The name it goes by in the room. */
  readonly name: string;
  /** The address it came from, as the matchmaking saw it (null: unknown). */
  readonly address: string | null;
  /** The seat it asks for, or null. */
  readonly asked: Seat | null;
  /** When it came, asked, or stopped asking (ms by the clock): an ask, or a visit asking for nothing, lasts
   * `VISIT_MS` from then. */
  readonly since: number;
}

/** What a decision may draw that is new each time: a match's seed, a seat's token. */
export interface Fresh {
  seed(): string;
  token(): string;
}

/** The room as a decision reads it. */
export interface RoomNow {
  readonly code: string;
  /** The room's model: what the store's history says (read only: only a stored event changes it). */
  readonly model: RoomModel;
  readonly turns: TurnState;
  readonly people: People;
  /** The server's clock now (ms). */
  readonly now: number;
  /** The room is closing (or let go): nothing more is played or told. */
  readonly closing: boolean;
  readonly fresh: Fresh;
}

/** A message of the server to one client. */
export type ServerMessage = {
  [T in keyof ServerMessages]: { readonly type: T; readonly payload: ServerMessages[T] };
}[keyof ServerMessages];

/** Where a message goes: the person at a seat (when connected), or one client by its session. */
export type To = { readonly seat: Seat } | { readonly session: string };

/** A bot asked to decide for a seat: the turn's state when it was asked and the decision's seed. For a person whose
 * time ran out (`note: 'timeout'`) the bot's moves only name the discard of the server's smallest turn — not asked
 * at all when that discard is known already (`preferred`). */
export interface BotRequest {
  readonly asked: number;
  readonly seat: Seat;
  readonly level: string;
  readonly note: NoteKind | null;
  readonly state: GameState;
  readonly seed: number;
  readonly preferred: readonly number[] | null;
}

/** What a timer set by a decision does when it runs out: a step decided then. `visits`: the asks nobody answered and
 * the visits asking for nothing end (visitors.ts). */
export type Later = 'bar-over' | 'bot-retry' | 'visits';

/** One thing to do. */
export type Effect =
  // ---- the store ----------------------------------------------------------------------------------------------
  /** Store the event, then apply it to the model; nothing after it is done if the store refuses. */
  | { readonly kind: 'store'; readonly event: RoomEvent }
  // ---- what clients are told: made now (`send`), or by the room from its model when it comes (telling.ts) -------
  | { readonly kind: 'send'; readonly to: To; readonly message: ServerMessage }
  /** Every connected seat its mutes. */
  | { readonly kind: 'tell-mutes' }
  /** A seat's mutes, to a client. */
  | { readonly kind: 'tell-own-mutes'; readonly seat: Seat; readonly to: To }
  /** Every seat its whole view, every watcher theirs. */
  | { readonly kind: 'tell-wholes' }
  /** A seat's whole view (and the deal's end, when it is over), to a client. */
  | { readonly kind: 'tell-whole'; readonly seat: Seat; readonly to: To }
  /** A watcher's whole view. */
  | { readonly kind: 'tell-watch'; readonly to: To }
  /** A watcher arrives: the whole view and the room's kept chat. */
  | { readonly kind: 'tell-watcher-welcome'; readonly to: To }
  /** A seat's client arrives (joined, back, reconnected): its mutes, the chat it hears, its whole view. */
  | { readonly kind: 'tell-arrival'; readonly seat: Seat; readonly to: To }
  /** The chat's last line, to those who hear `from`. */
  | { readonly kind: 'tell-chat-line'; readonly from: Seat }
  // ---- who is connected where (connections.ts) -----------------------------------------------------------------
  | { readonly kind: 'take'; readonly session: string; readonly seat: Seat; readonly token: string }
  | { readonly kind: 'attach'; readonly session: string; readonly seat: Seat }
  /** The seat's old connection gives way (taken back with its token). */
  | { readonly kind: 'replace'; readonly seat: Seat }
  /** The seat's held reconnection is refused, and no session holds it any more. */
  | { readonly kind: 'expire'; readonly seat: Seat }
  /** The seat's client, let in by the table, holds it no more (its own token took it back): it visits again. */
  | { readonly kind: 'unseat'; readonly seat: Seat }
  /** The seat's person, connection and token move to an empty seat (the lobby). */
  | { readonly kind: 'move-seat'; readonly from: Seat; readonly to: Seat }
  | { readonly kind: 'visit'; readonly session: string; readonly name: string }
  | { readonly kind: 'end-visit'; readonly session: string }
  /** The visitor asks for a seat now (null: for none). */
  | { readonly kind: 'ask'; readonly session: string; readonly seat: Seat | null }
  | { readonly kind: 'watch'; readonly session: string; readonly name: string }
  | { readonly kind: 'unwatch'; readonly session: string }
  /** A client is disconnected, told why by the close code. */
  | { readonly kind: 'let-go'; readonly to: To; readonly code: number; readonly reason: string }
  /** A seat (or a watcher) said a phrase or a line now: the next waits. */
  | { readonly kind: 'phrase-said'; readonly by: To }
  // ---- the turns, the clock, the bots ---------------------------------------------------------------------------
  /** The room's turns from here on. */
  | { readonly kind: 'turns'; readonly turns: TurnState }
  /** The turn's move timer runs to this (null: none runs). */
  | { readonly kind: 'timer'; readonly timer: TurnTimer | null }
  /** A step to decide `ms` from now. */
  | { readonly kind: 'later'; readonly ms: number; readonly step: Later }
  /** The room is watched for idleness (nobody connected: it closes after a while), or no longer. */
  | { readonly kind: 'idle'; readonly nobody: boolean }
  | { readonly kind: 'ask-bot'; readonly request: BotRequest }
  // ---- the steps that follow a change, decided on the room as it is when they come (turn-steps.ts) -------------
  /** What follows any change: stand-ins back, the host there, the timer and the bots set, the public state synced. */
  | { readonly kind: 'settle' }
  /** The timer and the bots set for the turn now, the idle watch, the public state synced. */
  | { readonly kind: 'schedule' }
  /** What follows a move (played in `before`): the turn's timer, then every seat's and watcher's view of it. */
  | { readonly kind: 'moved'; readonly before: GameState }
  /** A bot's decision played on, move by move, while the seat is still the bot's to play. */
  | {
      readonly kind: 'bot-moves';
      readonly request: BotRequest;
      readonly moves: readonly Move[];
      readonly played: number;
    }
  // ---- the room -----------------------------------------------------------------------------------------------
  /** The public state written from the model. */
  | { readonly kind: 'sync' }
  /** The room closes for good. */
  | { readonly kind: 'close'; readonly why: string }
  | { readonly kind: 'log'; readonly level: 'info' | 'error'; readonly message: string; readonly fields: LogFields };

/** What to do, in order. */
export type Decision = readonly Effect[];

/** The client a message came from: its seat and session. */
export interface Sender {
  readonly seat: Seat;
  readonly session: string;
}

/** The decision on one type of client message from a person at a seat, once it is read and its turn has come. A
 * refusal is thrown (refusal.ts): the room is unchanged, and the sender alone is told. */
export type MessageDecider<T extends ClientMessageType> = (
  room: RoomNow,
  from: Sender,
  payload: ClientMessages[T],
) => Decision;

export const SETTLE: Effect = { kind: 'settle' };
export const SYNC: Effect = { kind: 'sync' };

export function store(event: RoomEvent): Effect {
  return { kind: 'store', event };
}

export function send<T extends keyof ServerMessages>(to: To, type: T, payload: ServerMessages[T]): Effect {
  return { kind: 'send', to, message: { type, payload } as ServerMessage };
}

/** The room's turns from here on. */
export function setTurns(next: TurnState): Effect {
  return { kind: 'turns', turns: next };
}

/** A line of the log about the room. */
export function log(room: RoomNow, message: string, fields: LogFields = {}, level: 'info' | 'error' = 'info'): Effect {
  return { kind: 'log', level, message, fields: { room: room.code, ...fields } };
}
