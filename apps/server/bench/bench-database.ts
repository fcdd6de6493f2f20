// The database a benchmark measures: a real PostgreSQL of its own, as a deployment runs it (every commit flushed to
// disk, unlike the tests' server), or the embedded one in the bench's work folder — migrated, empty.

import { join } from 'node:path';
import type { Database } from '../src/db/database.js';
import { embeddedDatabase } from '../src/db/embedded-database.js';
import { migrate, readMigrations } from '../src/db/migrations.js';
import { postgresDatabase } from '../src/db/postgres-database.js';
import { NO_POSTGRES, type TestPostgres, startPostgres } from '../test/helpers/postgres.js';

/** A bench's database and, for `postgres`, its server (stopped by the bench once the database is closed). */
export interface BenchDatabase {
  readonly db: Database;
  readonly postgres: TestPostgres | null;
}

/** Opens and migrates the database of `store` (`postgres` or `embedded`, in `work`). */
export async function benchDatabase(store: string, work: string): Promise<BenchDatabase> {
  let postgres: TestPostgres | null = null;
  let db: Database;
  if (store === 'postgres') {
    if (NO_POSTGRES !== null) throw new Error(NO_POSTGRES);
    postgres = await startPostgres('durable');
    db = postgresDatabase({ url: await postgres.database() });
  } else {
    db = await embeddedDatabase(join(work, 'database'));
  }
  await migrate(db, readMigrations());
  return { db, postgres };
}
