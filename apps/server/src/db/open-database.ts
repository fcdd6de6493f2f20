// The one way the server opens its database: a real PostgreSQL when `DATABASE_URL` is set, else the embedded one in
// the data folder; its missing migrations applied before anything else uses it.

import { type Database } from './database.js';
import { databaseDir, embeddedDatabase } from './embedded-database.js';
import { type Migrated, migrate, readMigrations } from './migrations.js';
import { postgresDatabase } from './postgres-database.js';

/** Where the database is. */
export interface DatabasePlace {
  /** A PostgreSQL server's `postgres://` URL, or null: the embedded database under `dataDir`. */
  readonly databaseUrl: string | null;
  /** The data folder (the embedded database is in its `database/`). */
  readonly dataDir: string;
  /** Told when a connection to the PostgreSQL server breaks. */
  readonly onLost?: (e: Error) => void;
}

/** The database, open and migrated, and what the migrations did. Refused with a DatabaseError (closed again then). */
export async function openDatabase(
  place: DatabasePlace,
  migrationsDir?: string,
): Promise<{ database: Database; migrated: Migrated }> {
  const migrations = readMigrations(migrationsDir);
  const database =
    place.databaseUrl === null
      ? await embeddedDatabase(databaseDir(place.dataDir))
      : postgresDatabase({ url: place.databaseUrl, ...(place.onLost === undefined ? {} : { onLost: place.onLost }) });
  try {
    return { database, migrated: await migrate(database, migrations) };
  } catch (e) {
    await database.close();
    throw e;
  }
}
