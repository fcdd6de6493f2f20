// The seats and the host as the room's events leave them (room-model.ts folds them): who sits where — a person, a
// bot, nobody — with their token's hash, whether they left, are ready or away, whom they muted; the seats' number
// following the rules' players; who is host. Each event checks that it fits the room: one that does not is damage (a
// RoomHistoryError). Each fold takes the seats and the host as a plain record and returns the next.

import type { Seat } from '@birimba/engine';
import type { SeatOccupant, Stage } from '@birimba/protocol';
import type { RoomEvent } from '../store/room-events.js';
import { RoomHistoryError, fits } from './history-error.js';

/** The most seats a room has (six players); a room has as many as its rules' `players`. */
export const MOST_SEATS = 6;

/** The most visitors (in without a seat, asking for an offline player's) a room keeps at once: one an address. */
export const MOST_VISITORS = 8;

/** One seat. */
export interface SeatRecord {
  /** Nobody, a person, or a bot. */
  readonly occupant: SeatOccupant;
  /** The person's name ('' otherwise). */
  readonly name: string;
  /** The hash of the person's token while it may take the seat back; null otherwise. */
  readonly tokenHash: string | null;
  /** A bot's level ('' otherwise). */
  readonly level: string;
  /** The person left the match for good: a bot plays the seat until the match ends. */
  readonly left: boolean;
  /** The person is ready for the match (lobby). */
  readonly ready: boolean;
  /** The person is away: a bot plays their turns until they are back. */
  readonly away: boolean;
  /** The seats whose phrases the person does not see (`mute`), in order. */
  readonly mutes: readonly Seat[];
  /** The host gave the seat to a bot for the rest of the match (`given`): free after it, unless its person came back
   * with its token (`returned`). */
  readonly given?: boolean;
  /** The account the person joined with (`seated`), kept with their matches; null or absent without one. */
  readonly account?: string | null;
  /** That account's handle, shown on the seat (`RoomSeat.handle`); null or absent without one. */
  readonly handle?: string | null;
  /** The hash of the token of a person the table let in without proof (`lent`): they play the seat until its own
   * token takes it back (`reclaimed`). */
  readonly guestHash?: string | null;
}

export const EMPTY: SeatRecord = {
  occupant: 'empty',
  name: '',
  tokenHash: null,
  level: '',
  left: false,
  ready: false,
  away: false,
  mutes: [],
};

/** The events of the seats and the host. */
export type SeatEvent = Extract<
  RoomEvent,
  {
    readonly kind:
      | 'seated'
      | 'moved'
      | 'vacated'
      | 'left'
      | 'returned'
      | 'reseated'
      | 'lent'
      | 'reclaimed'
      | 'ready'
      | 'away'
      | 'muted'
      | 'host';
  }
>;

/** The seats and the host: what the seats' events change. */
export interface SeatTable {
  readonly seats: readonly SeatRecord[];
  readonly host: Seat | null;
}

/** What a seat's event reads of the rest of the room: where the room is, and the match being played (whose readers a
 * seat given to a visitor joins), if any. */
export interface SeatContext {
  readonly stage: Stage;
  readonly match: { readonly readers: Set<string> } | null;
}

/** The seat `seat` of `seats`; a RoomHistoryError when the room's form has none. */
export function seatAt(seats: readonly SeatRecord[], seat: Seat): SeatRecord {
  const record = seats[seat];
  if (record === undefined) throw new RoomHistoryError(`no seat ${String(seat)}`);
  return record;
}

/** The seats and the host after one of their events, in a room at `room` (a RoomHistoryError when it does not fit). */
export function applySeatEvent(table: SeatTable, event: SeatEvent, room: SeatContext): SeatTable {
  const seats = [...table.seats];
  const seatOf = (seat: Seat): SeatRecord => seatAt(seats, seat);
  const next = (changed: readonly SeatRecord[], host = table.host): SeatTable => ({ seats: changed, host });
  switch (event.kind) {
    case 'seated':
      fits(seatOf(event.seat).occupant === 'empty', `seat ${String(event.seat)} is not empty`);
      seats[event.seat] = {
        ...EMPTY,
        occupant: 'human',
        name: event.name,
        tokenHash: event.tokenHash,
        account: typeof event.account === 'string' ? event.account : null,
        handle: typeof event.handle === 'string' ? event.handle : null,
      };
      return next(seats);
    case 'moved': {
      const from = seatOf(event.from);
      fits(room.stage === 'lobby', 'seats change only in the lobby');
      fits(from.occupant === 'human' && seatOf(event.to).occupant === 'empty', 'a move to a taken seat');
      seats[event.to] = from;
      seats[event.from] = EMPTY;
      // Whoever muted the person still does at their new seat.
      const moved = eachMutes(seats, (mutes) => mutes.map((s) => (s === event.from ? event.to : s)));
      return next(moved, table.host === event.from ? event.to : table.host);
    }
    case 'vacated':
      fits(seatOf(event.seat).occupant === 'human', `nobody sits at seat ${String(event.seat)}`);
      fits(room.stage === 'lobby', 'a seat is vacated only in the lobby');
      seats[event.seat] = EMPTY;
      // The next person at this seat is someone else: nobody has muted them.
      return next(eachMutes(seats, (mutes) => mutes.filter((s) => s !== event.seat)));
    case 'left': {
      const seat = seatOf(event.seat);
      fits(seat.occupant === 'human' && !seat.left, `nobody plays at seat ${String(event.seat)}`);
      fits(room.match !== null, 'a player leaves a match');
      seats[event.seat] = { ...seat, left: true };
      return next(seats);
    }
    case 'returned': {
      const seat = seatOf(event.seat);
      fits(seat.occupant === 'human' && seat.left, `nobody left seat ${String(event.seat)}`);
      // A seat the host gave to a bot is the person's again, kept after the match as any person's is.
      seats[event.seat] = { ...seat, left: false, ...(seat.given === true ? { given: false } : {}) };
      return next(seats);
    }
    case 'reseated': {
      const seat = seatOf(event.seat);
      const match = room.match;
      fits(seat.occupant === 'human' && match !== null, 'a seat of a match is given to a visitor');
      seats[event.seat] = { ...seat, tokenHash: event.tokenHash, left: false, away: false };
      match.readers.add(event.tokenHash);
      return next(seats);
    }
    case 'lent': {
      const seat = seatOf(event.seat);
      const match = room.match;
      fits(seat.occupant === 'human' && seat.given !== true && match !== null, 'a seat of a match is lent');
      seats[event.seat] = { ...seat, guestHash: event.tokenHash, left: false, away: false };
      match.readers.add(event.tokenHash);
      return next(seats);
    }
    case 'reclaimed': {
      const seat = seatOf(event.seat);
      fits(typeof seat.guestHash === 'string', `seat ${String(event.seat)} is not lent`);
      seats[event.seat] = { ...seat, guestHash: null };
      return next(seats);
    }
    case 'ready': {
      const seat = seatOf(event.seat);
      fits(seat.occupant === 'human' && room.stage === 'lobby', 'a person is ready in the lobby');
      seats[event.seat] = { ...seat, ready: event.ready };
      return next(seats);
    }
    case 'away': {
      const seat = seatOf(event.seat);
      fits(seat.occupant === 'human' && room.match !== null, 'a player is away during a match');
      seats[event.seat] = { ...seat, away: event.away };
      return next(seats);
    }
    case 'muted': {
      const seat = seatOf(event.seat);
      fits(
        seat.occupant === 'human' && seatOf(event.of).occupant === 'human' && event.of !== event.seat,
        'a person mutes another person',
      );
      const others = seat.mutes.filter((s) => s !== event.of);
      seats[event.seat] = { ...seat, mutes: event.muted ? [...others, event.of].sort((a, b) => a - b) : others };
      return next(seats);
    }
    case 'host':
      fits(event.seat === null || seatOf(event.seat).occupant === 'human', 'the host is a person at the table');
      return next(seats, event.seat);
  }
}

/** Every seat's mutes changed by `change` (a seat's person moved or left). */
export function eachMutes(seats: readonly SeatRecord[], change: (mutes: readonly Seat[]) => Seat[]): SeatRecord[] {
  return seats.map((record) => (record.mutes.length > 0 ? { ...record, mutes: change(record.mutes) } : record));
}

/** The seats for a number of players: a change in the lobby (`inLobby`), with nobody at a seat that goes. */
export function resizeSeats(seats: readonly SeatRecord[], players: number, inLobby: boolean): readonly SeatRecord[] {
  if (players === seats.length) return seats;
  fits(inLobby, 'the number of players changes only in the lobby');
  fits(
    seats.slice(players).every((s) => s.occupant === 'empty'),
    `a seat beyond ${String(players)} players is taken`,
  );
  const resized = seats.slice(0, players);
  while (resized.length < players) resized.push(EMPTY);
  return resized;
}
