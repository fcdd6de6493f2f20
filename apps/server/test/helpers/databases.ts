// The two drivers the database suites run over (`describe.each(DATABASES)`): the embedded PGlite in a temporary folder
// and a real PostgreSQL of the test file's own (helpers/postgres.ts), each giving empty databases to the tests.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../src/db/database.js';
import { embeddedDatabase } from '../../src/db/embedded-database.js';
import { postgresDatabase } from '../../src/db/postgres-database.js';
import { copyEmptyDatabase } from './database-template.js';
import { NO_POSTGRES, type TestPostgres, startPostgres } from './postgres.js';

/** A driver under test: where its databases come from. */
export interface TestDatabases {
  readonly kind: Database['kind'];
  /** Why this driver's tests are skipped, or null. */
  readonly missing: string | null;
  /** Started once for the file. */
  start(): Promise<void>;
  /** An empty database, closed by `stop`. */
  fresh(): Promise<Database>;
  /** The same database opened again, as a second start would (`db` closed first), closed by `stop`. */
  reopen(db: Database): Promise<Database>;
  /** A second connection to the same database, as another process would open it (embedded: the same one). */
  another(db: Database): Promise<Database>;
  /** The URL of a database of the postgres driver (the embedded one has none: ''). */
  url(db: Database): string;
  /** The PostgreSQL server (the postgres driver only). */
  server(): TestPostgres | null;
  stop(): Promise<void>;
}

/** The embedded driver: one folder per fresh database (PGlite is one process's), copied from the run's empty one
 * (helpers/database-template.ts). The files of a worker share this module (`isolate: false`): each file's `start`
 * makes its own root folder, its `stop` removes it. */
function embedded(): TestDatabases {
  const dirs = new Map<Database, string>();
  let root = '';
  let made = 0;
  const open = async (dir: string): Promise<Database> => {
    const db = await embeddedDatabase(dir);
    dirs.set(db, dir);
    return db;
  };
  return {
    kind: 'embedded',
    missing: null,
    start() {
      root = mkdtempSync(join(tmpdir(), 'birimba-pglite-'));
      made = 0;
      return Promise.resolve();
    },
    async fresh() {
      if (root === '') throw new Error('the embedded databases are not started');
      const dir = join(root, String(++made));
      copyEmptyDatabase(dir);
      return open(dir);
    },
    async reopen(db) {
      await db.close();
      return open(dirs.get(db) ?? '');
    },
    another: (db) => Promise.resolve(db),
    url: () => '',
    server: () => null,
    async stop() {
      for (const db of dirs.keys()) await db.close();
      dirs.clear();
      if (root !== '') rmSync(root, { recursive: true, force: true });
      root = '';
    },
  };
}

/** The postgres driver: one server for the file, a new database on it per fresh one. */
function postgres(): TestDatabases {
  let server: TestPostgres | null = null;
  const urls = new Map<Database, string>();
  const open = (url: string): Database => {
    const db = postgresDatabase({ url, checkMs: 300, connectMs: 1000 });
    urls.set(db, url);
    return db;
  };
  return {
    kind: 'postgres',
    missing: NO_POSTGRES,
    async start() {
      server = await startPostgres();
    },
    async fresh() {
      if (server === null) throw new Error('PostgreSQL not started');
      return open(await server.database());
    },
    async reopen(db) {
      await db.close();
      return open(urls.get(db) ?? '');
    },
    another: (db) => Promise.resolve(open(urls.get(db) ?? '')),
    url: (db) => urls.get(db) ?? '',
    server: () => server,
    async stop() {
      for (const db of urls.keys()) await db.close();
      urls.clear();
      await server?.stop();
      server = null;
    },
  };
}

/** Both drivers, for `describe.each`. */
export const DATABASES: readonly TestDatabases[] = [embedded(), postgres()];
