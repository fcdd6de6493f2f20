// A stored open room read back to be restored (keeper.ts decides which, birimba-room.ts opens it): its history from
// the store, folded into its model before Colyseus makes the room. A damaged history — a record that is not JSON or no
// event of a room, an event that does not fit the room — is set aside in the store once (kept as it is for a person to
// look at, never tried again, its players told `room-damaged`), with one line in the log. A history the store cannot
// give now is left for the next try, said in one line too.

import { type ServerLog, errorText } from '../log.js';
import { type RoomStore, StoreError } from '../store/room-store.js';
import { RoomHistoryError } from './history-error.js';
import { RoomModel } from './room-model.js';

/** The model of the stored open room `code`; null, said in the log, when it cannot be restored. */
export async function storedRoom(store: RoomStore, code: string, log: ServerLog): Promise<RoomModel | null> {
  try {
    const events = await store.load(code);
    if (events === null) throw new StoreError('unknown-room', `room ${code} is not stored`);
    return RoomModel.fromHistory(events);
  } catch (e) {
    if (!isDamage(e)) {
      log.error('room not restored', { room: code, error: reason(e) });
      return null;
    }
    try {
      const kept = await store.setAside(code);
      log.error('room damaged', { room: code, kept, why: e.message });
    } catch (f) {
      log.error('room not restored', { room: code, error: `${e.message}; not set aside: ${reason(f)}` });
    }
    return null;
  }
}

/** Whether a history's failure is damage: not one the store could not read now, nor one a later server wrote. */
function isDamage(e: unknown): e is Error {
  return (e instanceof StoreError && e.code === 'damaged') || (e instanceof RoomHistoryError && !e.newer);
}

function reason(e: unknown): string {
  return e instanceof StoreError ? e.message : errorText(e);
}
