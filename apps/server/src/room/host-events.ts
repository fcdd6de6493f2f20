// The host's tools' events folded into the room's model (room-model.ts): a match paused and going on, a seat given to
// a bot for the rest of the match, a person asked to leave the lobby and barred for a while, the bar lifted. Each
// checks that it fits the room, as the model's own events do: one that does not is damage (a RoomHistoryError). The
// fold takes the seats, the pause and the bars as a plain record and returns the next.

import type { Seat } from '@birimba/engine';
import type { Stage } from '@birimba/protocol';
import type { RoomEvent } from '../store/room-events.js';
import { fits } from './history-error.js';
import { EMPTY, type SeatRecord, eachMutes, seatAt } from './seat-events.js';

/** A match paused: who paused it and the time its turn had left. */
export interface Pause {
  readonly seat: Seat;
  readonly name: string;
  /** The ms the turn's timer had left when it was paused; null without a timer. */
  readonly left: number | null;
}

/** A person the host asked to leave: who may not take a seat again until `until` (ms by the server's clock). The bar
 * is the person's, never their address's: a household on one Wi-Fi, or a carrier's shared address, is not barred with
 * them. */
export interface Bar {
  readonly name: string;
  /** The hash of the token they held: a join with it is refused. */
  readonly tokenHash: string | null;
  /** Their account, once people have accounts (Online 4, issue 49): a join with it will be refused as the token is.
   * Null until then. */
  readonly account: string | null;
  readonly until: number;
}

/** The events of the host's tools. */
export type HostEvent = Extract<RoomEvent, { readonly kind: 'paused' | 'given' | 'kicked' | 'let-back' }>;

/** What the host's tools' events change: the seats, the pause, the bars. */
export interface HostTable {
  readonly seats: readonly SeatRecord[];
  readonly paused: Pause | null;
  readonly bars: readonly Bar[];
}

/** What a host's tool's event reads of the rest of the room: where it is, and whether a match is being played. */
export interface HostContext {
  readonly stage: Stage;
  readonly inMatch: boolean;
}

/** The seats, the pause and the bars after one of the host's tools' events, in a room at `room` (a RoomHistoryError
 * when it does not fit). */
export function applyHostEvent(table: HostTable, event: HostEvent, room: HostContext): HostTable {
  switch (event.kind) {
    case 'paused': {
      const seat = seatAt(table.seats, event.seat);
      fits(seat.occupant === 'human' && room.inMatch, 'a person pauses a match');
      fits(event.paused === (table.paused === null), event.paused ? 'paused twice' : 'not paused');
      return {
        ...table,
        paused: event.paused ? { seat: event.seat, name: seat.name, left: event.left ?? null } : null,
      };
    }
    case 'given': {
      const seat = seatAt(table.seats, event.seat);
      fits(seat.occupant === 'human' && room.inMatch, 'a person’s seat of a match goes to a bot');
      const seats = [...table.seats];
      // Its own token takes it back (`returned`); a person the table let in has it no more.
      seats[event.seat] = { ...seat, left: true, away: false, guestHash: null, given: true };
      return { ...table, seats };
    }
    case 'kicked': {
      const seat = seatAt(table.seats, event.seat);
      fits(seat.occupant === 'human' && room.stage === 'lobby', 'a person is asked to leave the lobby');
      // An address kept by rooms stored before bars were the person's (`addressHash`) bars nobody any more.
      const bar: Bar = { name: seat.name, tokenHash: seat.tokenHash, account: null, until: event.until };
      const seats = [...table.seats];
      seats[event.seat] = EMPTY;
      return {
        ...table,
        bars: [...table.bars.filter((b) => b.name !== seat.name), bar],
        // The next person at this seat is someone else: nobody has muted them.
        seats: eachMutes(seats, (mutes) => mutes.filter((m) => m !== event.seat)),
      };
    }
    case 'let-back':
      return { ...table, bars: table.bars.filter((b) => b.name !== event.name) };
  }
}
