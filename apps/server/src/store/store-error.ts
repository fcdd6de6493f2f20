// The store's one error: why a room's history could not be read or written — a value with a stable code, thrown by
// both stores (file-store.ts, redis-store.ts) and by the reader of their records (room-events.ts).

/** Why the store refused: a room that exists already or is unknown, a history it cannot read, the store unreachable,
 * or (a shared store) a room another process holds now. */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  constructor(
    readonly code: 'exists' | 'unknown-room' | 'closed' | 'damaged' | 'io' | 'lost',
    message: string,
  ) {
    super(message);
  }
}
