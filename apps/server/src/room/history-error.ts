// A room's history that does not fold: the error every part of the room's model (room-model.ts, seat-events.ts,
// match-record.ts, host-events.ts) throws for an event that does not fit the room.

/** A history that cannot be the room's: its events do not follow — or, `newer`, it was written by a later server (which
 * reads it: not damage). */
export class RoomHistoryError extends Error {
  override readonly name = 'RoomHistoryError';
  constructor(
    message: string,
    readonly newer = false,
  ) {
    super(message);
  }
}

/** Throws a RoomHistoryError saying `why` unless the event fits (`condition`). */
export function fits(condition: boolean, why: string): asserts condition {
  if (!condition) throw new RoomHistoryError(why);
}
