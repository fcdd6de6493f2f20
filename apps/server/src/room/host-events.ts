// The host's tools' events folded into the room's model (room-model.ts): a match paused and going on, a seat given to
// a bot for the rest of the match, a person asked to leave the lobby and barred for a while, the bar lifted. Each
// checks that it fits the room, as the model's own events do: one that does not is damage (a RoomHistoryError).

import type { Seat } from '@birimba/engine';
import type { RoomEvent } from '../store/room-events.js';
import { fits } from './history-error.js';
import type { RoomModel } from './room-model.js';
import { EMPTY, type SeatRecord } from './seat-events.js';

/** A match paused: who paused it and the time its turn had left. */
export interface Pause {
  readonly seat: Seat;
  readonly name: string;
  /** The ms the turn's timer had left when it was paused; null without a timer. */
  readonly left: number | null;
}

/** A person the host asked to leave: who may not take a seat again until `until` (ms by the server's clock). */
export interface Bar {
  readonly name: string;
  readonly tokenHash: string | null;
  readonly addressHash: string | null;
  readonly until: number;
}

/** The events of the host's tools. */
export type HostEvent = Extract<RoomEvent, { readonly kind: 'paused' | 'given' | 'kicked' | 'let-back' }>;

/** Applies one of the host's tools' events to `model`; `seatOf` reads a seat (a RoomHistoryError when it has none). */
export function applyHostEvent(model: RoomModel, event: HostEvent, seatOf: (seat: Seat) => SeatRecord): void {
  switch (event.kind) {
    case 'paused': {
      const seat = seatOf(event.seat);
      fits(seat.occupant === 'human' && model.match !== null, 'a person pauses a match');
      fits(event.paused === (model.paused === null), event.paused ? 'paused twice' : 'not paused');
      model.paused = event.paused ? { seat: event.seat, name: seat.name, left: event.left ?? null } : null;
      return;
    }
    case 'given': {
      const seat = seatOf(event.seat);
      fits(seat.occupant === 'human' && model.match !== null, 'a person’s seat of a match goes to a bot');
      model.seats[event.seat] = { ...seat, left: true, away: false, tokenHash: null, given: true };
      return;
    }
    case 'kicked': {
      const seat = seatOf(event.seat);
      fits(seat.occupant === 'human' && model.stage === 'lobby', 'a person is asked to leave the lobby');
      const bar: Bar = {
        name: seat.name,
        tokenHash: seat.tokenHash,
        addressHash: event.addressHash,
        until: event.until,
      };
      model.bars = [...model.bars.filter((b) => b.name !== seat.name), bar];
      model.seats[event.seat] = EMPTY;
      // The next person at this seat is someone else: nobody has muted them.
      model.seats.forEach((record, s) => {
        if (record.mutes.includes(event.seat))
          model.seats[s] = { ...record, mutes: record.mutes.filter((m) => m !== event.seat) };
      });
      return;
    }
    case 'let-back':
      model.bars = model.bars.filter((b) => b.name !== event.name);
      return;
  }
}
