// One embedded database, migrated, for every test server of a vitest worker that brings none of its own: made anew, a
// database takes seconds of CPU, and the files share one worker (vitest.config.ts). It is a copy of the run's empty
// one (helpers/database-template.ts) in a folder of the worker's, removed when the worker ends. A file that names its
// accounts by handle takes one of its own instead (`ownDatabase`).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../src/db/database.js';
import { embeddedDatabase } from '../../src/db/embedded-database.js';
import { migrate, readMigrations } from '../../src/db/migrations.js';
import { copyEmptyDatabase } from './database-template.js';

let shared: Promise<Database> | null = null;

/** The worker's database (left open: it ends with the worker). */
export function sharedDatabase(): Promise<Database> {
  shared ??= (async () => {
    const root = mkdtempSync(join(tmpdir(), 'birimba-shared-'));
    process.once('exit', () => rmSync(root, { recursive: true, force: true }));
    const dir = join(root, 'database');
    copyEmptyDatabase(dir);
    const db = await embeddedDatabase(dir);
    await migrate(db, readMigrations());
    return db;
  })();
  return shared;
}

/** A migrated embedded database of the caller's own, for a file whose tests name accounts by handle (the shared one
 * holds other files' accounts); its folder goes when it is closed. */
export async function ownDatabase(): Promise<Database> {
  const root = mkdtempSync(join(tmpdir(), 'birimba-own-'));
  const dir = join(root, 'database');
  copyEmptyDatabase(dir);
  const db = await embeddedDatabase(dir);
  await migrate(db, readMigrations());
  return {
    ...db,
    async close() {
      await db.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
