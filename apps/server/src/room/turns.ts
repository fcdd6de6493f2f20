// Who plays each turn of a room, and when, as plain data: the seats a bot stands in for (a person whose grace period
// ran out, until they are back at a turn's boundary), each seat's turns in a row whose time ran out, the turn's move
// timer, and the bot decision asked for. Pure functions read it and return the next; the steps that follow a change
// (turn-steps.ts) return it with what to do, and the room core carries that out (the clock, the bots' threads).

import type { GameState, Seat } from '@birimba/engine';
import type { NoteKind } from '@birimba/game-log';
import type { RoomModel } from './room-model.js';
import { MOST_SEATS, type SeatRecord } from './seat-events.js';
import type { Timing } from './views.js';

/** Who plays a seat now. */
export type Control =
  { readonly kind: 'human' } | { readonly kind: 'bot'; readonly level: string; readonly note: NoteKind | null };

/** Turns in a row whose time ran out after which a person is away (a bot plays their turns until they are back). */
export const AWAY_AFTER_TIMEOUTS = 2;

/** A turn's move timer: the turn it runs for (`deal:turn`) and when its time runs out (ms by the server's clock). It
 * stays, run out, until the next turn's is set or it is cleared: a turn's time-out is told only if it is still its. */
export interface TurnTimer {
  readonly key: string;
  readonly at: number;
}

/** The room's turns as they stand: nothing of it is stored. */
export interface TurnState {
  /** Seats a bot plays for their person: the grace period ran out (until the person is back at a turn's boundary). */
  readonly standIn: readonly boolean[];
  /** The turn whose time ran out (`deal:turn`). */
  readonly timedOut: string | null;
  /** Each seat's turns in a row whose time ran out (0 once its person plays). */
  readonly timeouts: readonly number[];
  /** Seats whose person said they are back while their bot was in the middle of their turn: given back after it. */
  readonly comingBack: readonly boolean[];
  /** The state before the draw the server made for a turn whose time ran out: the card drawn is then its discard. */
  readonly drawnFrom: { readonly key: string | null; readonly state: GameState } | null;
  /** The turn's move timer, or null. */
  readonly timer: TurnTimer | null;
  /** The number of the bot decision asked for last: an answer to an older one, or one asked before a stop, is stale. */
  readonly asked: number;
  /** A bot decision is awaited (or asked again after a second): no other is asked meanwhile. */
  readonly pending: boolean;
  /** The bot seat whose decision is awaited, or null. */
  readonly thinking: Seat | null;
}

/** A room's turns before anything happened. */
export const NEW_TURNS: TurnState = {
  standIn: new Array<boolean>(MOST_SEATS).fill(false),
  timedOut: null,
  timeouts: new Array<number>(MOST_SEATS).fill(0),
  comingBack: new Array<boolean>(MOST_SEATS).fill(false),
  drawnFrom: null,
  timer: null,
  asked: 0,
  pending: false,
  thinking: null,
};

/** `list` with `value` at `seat`. */
function at<T>(list: readonly T[], seat: Seat, value: T): T[] {
  const next = [...list];
  next[seat] = value;
  return next;
}

/** The turn being played (`deal:turn`), or null when no deal is. */
export function turnKey(model: RoomModel): string | null {
  const state = model.match?.state;
  return state === undefined || state.phase === 'over'
    ? null
    : `${String(state.match.deal)}:${String(state.turnNumber)}`;
}

/** Whether a bot stands in for the seat's person now. */
export function standsIn(turns: TurnState, seat: Seat): boolean {
  return turns.standIn[seat] === true;
}

/** A bot plays the seat for its person from now on (their grace period ran out), or no longer (they left). */
export function withStandIn(turns: TurnState, seat: Seat, on: boolean): TurnState {
  return { ...turns, standIn: at(turns.standIn, seat, on) };
}

/** Who plays `seat` now — or once an event leaves its record as `record`. */
export function control(
  model: RoomModel,
  turns: TurnState,
  seat: Seat,
  record: SeatRecord | undefined = model.seats[seat],
): Control {
  const level = model.settings.botLevel;
  if (record?.occupant === 'bot') return { kind: 'bot', level: record.level, note: null };
  const mine = model.match?.state.turn === seat;
  if (mine && turns.timedOut !== null && turns.timedOut === turnKey(model))
    return { kind: 'bot', level, note: 'timeout' };
  if (record?.left === true || record?.away === true || standsIn(turns, seat))
    return { kind: 'bot', level, note: 'stand-in' };
  return { kind: 'human' };
}

/** Whether `seat`'s turn is under way (drawn, not yet thrown): a seat changes hands only at a turn's boundary. */
export function midTurn(model: RoomModel, seat: Seat): boolean {
  const state = model.match?.state;
  return state !== undefined && state.turn === seat && state.phase === 'play';
}

/** The time the turn has left (ms), null when no timer runs. */
export function timeLeft(turns: TurnState, now: number): number | null {
  return turns.timer === null ? null : Math.max(0, Math.round(turns.timer.at - now));
}

/** The deadline as a view tells it, both ways: the server's clock (0: none) and the time left (null: none). */
export function timing(turns: TurnState, now: number): Timing {
  const deadlineIn = timeLeft(turns, now);
  return { deadline: deadlineIn === null || turns.timer === null ? 0 : turns.timer.at, deadlineIn };
}

/**
 * A new match: no turn has run out. A seat whose person is still away after their grace period keeps its stand-in
 * (the match does not wait for them); one whose person is here plays again (a grace period still running goes on
 * from the drop and gives the seat to a bot when it ends).
 */
export function newMatchTurns(model: RoomModel, turns: TurnState, connected: (seat: Seat) => boolean): TurnState {
  return {
    ...turns,
    timedOut: null,
    timeouts: turns.timeouts.map(() => 0),
    comingBack: turns.comingBack.map(() => false),
    standIn: turns.standIn.map((on, s) => on && !(s < model.seats.length && connected(s as Seat))),
  };
}

/** The seat's person played a move themselves: their time has not run out in a row. */
export function personPlayed(turns: TurnState, seat: Seat): TurnState {
  return { ...turns, timeouts: at(turns.timeouts, seat, 0) };
}

/** The person is back from being away: at once (`now`), or — when their bot is in the middle of their turn — after
 * it (`backNow`). */
export function back(model: RoomModel, turns: TurnState, seat: Seat): { turns: TurnState; now: boolean } {
  const mid = midTurn(model, seat);
  return { turns: { ...turns, comingBack: at(turns.comingBack, seat, mid) }, now: !mid };
}

/** The seats of people who said they are back, now at a turn's boundary: to record as back. */
export function backNow(model: RoomModel, turns: TurnState): { turns: TurnState; seats: Seat[] } {
  const seats = model.seatList().filter((seat) => turns.comingBack[seat] === true && !midTurn(model, seat));
  return { turns: { ...turns, comingBack: turns.comingBack.map((on, s) => on && !seats.includes(s as Seat)) }, seats };
}

/** A time-out counted for the turn `key` of `seat`: the server plays its smallest turn. */
export function timedOut(turns: TurnState, seat: Seat, key: string): TurnState {
  return { ...turns, timedOut: key, timeouts: at(turns.timeouts, seat, (turns.timeouts[seat] ?? 0) + 1) };
}

/** After a move is applied (`before` the state it was played in): a new turn has its own time. */
export function afterMove(model: RoomModel, turns: TurnState, before: GameState): TurnState {
  const state = model.match?.state;
  if (state === undefined) return turns;
  return state.turnNumber !== before.turnNumber || state.phase === 'over' ? { ...turns, timedOut: null } : turns;
}

/** Stand-ins give their seats back, at a turn's boundary, to the people who are back: the seats handed back (any bot
 * decision awaited for them is stale). */
export function handBack(
  model: RoomModel,
  turns: TurnState,
  connected: (seat: Seat) => boolean,
): { turns: TurnState; seats: Seat[] } {
  const seats = model.seatList().filter((s) => standsIn(turns, s) && connected(s) && !midTurn(model, s));
  if (seats.length === 0) return { turns, seats };
  return {
    turns: {
      ...turns,
      standIn: turns.standIn.map((on, s) => on && !seats.includes(s as Seat)),
      asked: turns.asked + seats.length,
    },
    seats,
  };
}

/** The timer for turn `key`: `seconds` (0: none); the same turn's timer already set is kept. A turn the match was
 * paused in has none by then (`stopped`): when the match goes on, the turn has its whole time again. */
function timerFor(timer: TurnTimer | null, key: string, seconds: number, now: number): TurnTimer | null {
  if (seconds === 0) return null;
  if (timer?.key === key) return timer;
  return { key, at: now + seconds * 1000 };
}

/** The turn to act on now, if any: its state, its seat and who plays it. */
export interface TurnNow {
  readonly state: GameState;
  readonly seat: Seat;
  readonly control: Control;
}

/**
 * The move timer for the turn now: set for a person to act, cleared for a bot and while nobody is connected (or the
 * match is paused, or the room closing). Settled before the views that tell of a new turn are sent, so that they
 * carry its deadline. With it, the turn to act on; null when there is nothing to schedule.
 */
export function timeTurn(
  room: {
    readonly model: RoomModel;
    readonly now: number;
    readonly closing: boolean;
    readonly people: { connected(seat: Seat): boolean };
  },
  turns: TurnState,
): { turns: TurnState; next: TurnNow | null } {
  const { model, now } = room;
  const state = model.match?.state;
  const key = turnKey(model);
  const someoneHere = model.seatList().some((s) => room.people.connected(s));
  if (state === undefined || key === null || room.closing || !someoneHere || model.paused !== null)
    return { turns: { ...turns, timer: null }, next: null };
  const seatControl = control(model, turns, state.turn);
  const timer = seatControl.kind === 'human' ? timerFor(turns.timer, key, model.settings.moveTimer, now) : null;
  return { turns: { ...turns, timer }, next: { state, seat: state.turn, control: seatControl } };
}

/** No timer runs and any awaited bot decision is stale (a pause, or the room stops): the turn's timer set next is a
 * whole one. */
export function stopped(turns: TurnState): TurnState {
  return { ...turns, timer: null, asked: turns.asked + 1 };
}
