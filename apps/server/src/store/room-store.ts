// The room store's interface: a room's history of events, appended and durable before any client is told, read back
// whole to restore it. One interface, small on purpose, so that the embedded file store (file-store.ts) and the Redis
// store (redis-store.ts) are interchangeable; a store several processes share adds who holds each open room.

import type { RoomEvent } from './room-events.js';

import { StoreError } from './store-error.js';

export { StoreError };

/** Where rooms' histories live. */
export interface RoomStore {
  /** Starts a room's history with its first event; refuses (`exists`) a code that has one. */
  create(code: string, first: RoomEvent): Promise<void>;
  /** Appends an event to an open room's history; resolves once it is durable (on disk, or acknowledged). */
  append(code: string, event: RoomEvent): Promise<void>;
  /** Every event of a room, open or closed, in order; null for a code never seen. */
  load(code: string): Promise<RoomEvent[] | null>;
  /** The codes of the rooms not closed: the rooms to restore when a server starts. */
  openRooms(): Promise<string[]>;
  /** Closes a room: its last event is `closed`, it is no longer restored, its history is kept (for its matches'
   * logs) until `sweep` removes it. */
  close(code: string): Promise<void>;
  /** Forgets an open room nobody played a match in: its whole history removed, nothing of it left behind. */
  discard(code: string): Promise<void>;
  /** Removes the histories of the rooms closed before `now` minus the time closed rooms are kept; resolves with how
   * many closed rooms are kept now. */
  sweep(now: number): Promise<number>;
  /**
   * Sets aside an open room whose history is damaged (it cannot be the room's): kept as it is for a person to look at,
   * no longer open, loaded or restored. Resolves with where it is kept now.
   */
  setAside(code: string): Promise<string>;
  /** Whether the room's history was set aside as damaged. */
  damaged(code: string): Promise<boolean>;
  /** Keeps a finished match's record (JSON text, matches/kept-match.ts) until the database has it: the outbox, which
   * survives what the rooms survive. Kept again under the same id, it is still one record. Resolves once durable. */
  outboxPut(id: string, record: string): Promise<void>;
  /** Every record in the outbox, in no particular order. */
  outboxRecords(): Promise<OutboxRecord[]>;
  /** The database has the record: it leaves the outbox (nothing happens when it is not there). */
  outboxDone(id: string): Promise<void>;
  /** Releases what the store holds open. */
  shutdown(): Promise<void>;
}

/** A record waiting in the outbox. */
export interface OutboxRecord {
  readonly id: string;
  readonly record: string;
}

/** Whether `id` may name a record of the outbox: letters, digits and dashes (a file's name, a hash's field). */
export function isOutboxId(id: string): boolean {
  return /^[A-Za-z0-9-]{1,100}$/.test(id);
}

/** Refuses (`io`: it can be neither written nor read) an id that may not name a record of the outbox. */
export function checkOutboxId(id: string): void {
  if (!isOutboxId(id)) throw new StoreError('io', `not a record's id: ${JSON.stringify(String(id).slice(0, 20))}`);
}

/** How long a closed room's history is kept for its logs, unless told otherwise: thirty days. */
export const KEEP_CLOSED_MS = 30 * 24 * 3600 * 1000;

/**
 * A store several server processes share. Each open room is held by one process at a time — a claim that lapses unless
 * renewed — so that a room is restored by exactly one process when its holder dies. Only the holder may write to a
 * room: `append` and `close` refuse (`lost`) a room another process claimed. Each process keeps a liveness of its own,
 * renewed with its claims, and the store says which processes are connected now, so that a process that is gone is
 * told from one that is slow.
 */
export interface SharedRoomStore extends RoomStore {
  /** This process's id in the claims (Colyseus' id of the process). */
  readonly owner: string;
  /** How long a claim lasts unless renewed, in milliseconds. */
  readonly claimMs: number;
  /** Takes an open room whose claim lapsed or was released — or, given `gone`, is held by that process, which is gone;
   * true when this process holds it now. (`create` claims its room itself.) */
  claim(code: string, gone?: string): Promise<boolean>;
  /** Renews this process's liveness (`draining`: it hands its rooms over) and every claim it holds; returns the rooms
   * another process holds now. */
  renew(draining?: boolean): Promise<string[]>;
  /** Every open room and its holder: a process's id, `RELEASED`, or null (the claim lapsed). */
  holders(): Promise<Map<string, string | null>>;
  /** The open rooms nobody holds: their holder stopped, or died and its claim lapsed. */
  unclaimed(): Promise<string[]>;
  /** Whether a room is open (not closed, not unknown). */
  isOpen(code: string): Promise<boolean>;
  /** The rooms this process holds. */
  rooms(): string[];
  /** Lets go of rooms this process holds: any process may take them at once. */
  release(codes: readonly string[]): Promise<void>;
  /** The processes that shared the store lately. */
  processes(): Promise<ProcessView[]>;
  /** Forgets a process that is gone (its liveness lapsed). */
  forget(owner: string): Promise<void>;
}

/** A server process sharing the store, as the store sees it now. */
export interface ProcessView {
  readonly owner: string;
  /** Its liveness: renewed with its claims (`up`), handing its rooms over (`draining`), or lapsed (null). */
  readonly state: 'up' | 'draining' | null;
  /** Whether it is connected to the store now; null when the store cannot say. */
  readonly connected: boolean | null;
}

/** A claim let go of (the process stopped, or handed the room over): any process takes the room at once. No process is
 * named so (Colyseus' ids have no `~`). */
export const RELEASED = '~released';

/** Whether `store` is shared by several processes. */
export function isShared(store: RoomStore): store is SharedRoomStore {
  return 'claim' in store && typeof store.claim === 'function';
}
