// The room store's interface: a room's history of events, appended and durable before any client is told, read back
// whole to restore it. One interface, small on purpose, so that the embedded file store (file-store.ts) and a Redis
// store (a later part of issue 22) are interchangeable.

import type { RoomEvent } from './room-events.js';

/** Why the store refused: a room that exists already or is unknown, or a history it cannot read. */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  constructor(
    readonly code: 'exists' | 'unknown-room' | 'closed' | 'damaged' | 'io',
    message: string,
  ) {
    super(message);
  }
}

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
  /** Closes a room: its last event is `closed`, it is no longer restored, its history is kept. */
  close(code: string): Promise<void>;
  /** Releases what the store holds open. */
  shutdown(): Promise<void>;
}
