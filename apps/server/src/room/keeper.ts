// Which open rooms this process runs. With the embedded store (one process) it restores every open room at start. With
// a shared store it holds its rooms by claims it renews, lets go of a room another process took over, and restores
// the open rooms nobody holds — at start and every third of a claim's time after — so that after a process dies each
// of its rooms comes back under its code on exactly one process.

import { type ServerLog, errorText } from '../log.js';
import { type RoomStore, StoreError, isShared } from '../store/room-store.js';

/** What the keeper does to rooms in this process. */
export interface KeeperActions {
  /** Restores a stored open room in this process (its errors are logged by the caller). */
  restore(code: string): Promise<void>;
  /** Whether this process runs the room now. */
  runs(code: string): boolean;
  /** Lets go of a room another process holds now. */
  relinquish(code: string): Promise<void>;
  /** Makes sure the rooms this process runs are listed for the others (a process letting go may have unlisted one). */
  relist(): Promise<void>;
}

/** The keeper, running. */
export interface Keeper {
  stop(): void;
}

/** Restores the rooms this process should run, and keeps them. */
export async function keepRooms(store: RoomStore, actions: KeeperActions, log: ServerLog): Promise<Keeper> {
  if (!isShared(store)) {
    for (const code of await store.openRooms()) await actions.restore(code);
    return { stop: () => undefined };
  }
  let busy = false;
  let stopped = false;
  // A failure is logged when rounds start failing, not at every round while Redis is away (the link says that).
  let failing = false;
  const tick = async (): Promise<void> => {
    if (busy || stopped) return;
    busy = true;
    try {
      for (const code of await store.renew()) {
        log.info('room held elsewhere', { room: code });
        await actions.relinquish(code);
      }
      for (const code of await store.unclaimed()) {
        if (stopped) break;
        if (actions.runs(code) || !(await store.claim(code))) continue;
        await actions.restore(code);
      }
      await actions.relist();
      failing = false;
    } catch (e) {
      if (!failing) log.error('keeping rooms failed', { error: e instanceof StoreError ? e.message : errorText(e) });
      failing = true;
    } finally {
      busy = false;
    }
  };
  await tick();
  const interval = setInterval(() => void tick(), Math.max(100, Math.floor(store.claimMs / 3)));
  interval.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(interval);
    },
  };
}
