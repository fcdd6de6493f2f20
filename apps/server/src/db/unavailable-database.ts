// The database of a process that runs without one (the embedded one held by another process): games go on, and
// whatever needs the database is refused `unavailable` with the reason, as during an outage.

import { type Database, DatabaseError } from './database.js';

/** A database that refuses everything with `reason`. */
export function unavailableDatabase(reason: string): Database {
  const refuse = (): Promise<never> => Promise.reject(new DatabaseError('unavailable', reason));
  return {
    kind: 'embedded',
    query: refuse,
    transaction: refuse,
    check: () => Promise.resolve(false),
    close: () => Promise.resolve(),
  };
}
