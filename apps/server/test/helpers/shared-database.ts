// One embedded database, in memory and migrated, for every test server of a vitest worker that brings none of its
// own: made anew in a folder, a database takes seconds, and the files share one worker (vitest.config.ts).

import type { Database } from '../../src/db/database.js';
import { embeddedDatabase } from '../../src/db/embedded-database.js';
import { migrate, readMigrations } from '../../src/db/migrations.js';

let shared: Promise<Database> | null = null;

/** The worker's database (left open: it ends with the worker). */
export function sharedDatabase(): Promise<Database> {
  shared ??= embeddedDatabase('memory://').then(async (db) => {
    await migrate(db, readMigrations());
    return db;
  });
  return shared;
}
