// A room as the ratings see it (ratings/rating-rules.ts' `RatedRoom`): the host's choice, the rules, and who sits at
// each seat with their account — read from the room's settings and seats, for the start of a match and the lobby.

import { RATED_TARGET } from '@birimba/protocol';
import type { RatedRoom } from '../ratings/rating-rules.js';
import type { RoomSettings } from '../store/room-events.js';
import type { SeatRecord } from './seat-events.js';

/** The room of `settings` and `seats`, as `unratedReasons` takes it; `ratedTarget`: the least target it rates
 * (`RoomModel.ratedTarget`). */
export function ratedRoom(
  settings: RoomSettings,
  seats: readonly SeatRecord[],
  ratedTarget: number | null = RATED_TARGET,
): RatedRoom {
  return {
    rated: settings.rated === true,
    ratedTarget,
    rules: settings.rules,
    seats: seats.map((seat) =>
      seat.occupant === 'human' ? { occupant: 'human', account: seat.account ?? null } : { occupant: seat.occupant },
    ),
  };
}
