// The schema's migrations: the files `migrations/NNNN-name.sql` of this package, applied at the start in their order,
// those missing all in ONE transaction, each recorded in `schema_migrations`. A failing one changes nothing; a database
// that holds migrations this code does not know (a newer version of the server ran on it) is refused. Several
// processes starting at once take turns behind an advisory lock, so each migration runs once.

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, DatabaseError } from './database.js';

/** The package's migrations folder (the same from `src/db` and from `dist/db`). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** A migration's file. */
export interface Migration {
  /** Its number, NNNN. */
  readonly version: number;
  /** Its file's name, `NNNN-name.sql`. */
  readonly file: string;
  /** Its statements. */
  readonly sql: string;
}

/** The advisory lock the migrations are applied under: any number of ours, the same in every process. */
const MIGRATIONS_LOCK = 4_917_220_350;

const MIGRATION_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.sql$/;

/** The migrations in `dir`, in their order; a file not named `NNNN-name.sql` or two of one version are refused
 * (`bad-migrations`). */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => !file.startsWith('.') && file !== 'README.md')
    .map((file) => {
      const version = MIGRATION_FILE.exec(file)?.[1];
      if (version === undefined)
        throw new DatabaseError(
          'bad-migrations',
          `the migration ${file} in ${dir} is not named NNNN-name.sql (four digits, a dash, lower-case words)`,
        );
      return { version: Number(version), file, sql: readFileSync(join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    const before = migrations[i - 1];
    if (before?.version === m.version)
      throw new DatabaseError('bad-migrations', `the migrations ${before.file} and ${m.file} share a version`);
  });
  return migrations;
}

/** What `migrate` did. */
export interface Migrated {
  /** The files applied now, in their order (none when the database was up to date). */
  readonly applied: readonly string[];
  /** The newest version the database holds now. */
  readonly version: number;
}

/** Applies the migrations the database lacks, in one transaction under the advisory lock. Refused, with nothing
 * changed: `migration-failed` naming the file and the database's error, `newer-schema` naming the versions this code
 * does not know; `unavailable` when the database cannot be reached. */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<Migrated> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${String(MIGRATIONS_LOCK)})`);
    await tx.script(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    const known = new Set(migrations.map((m) => m.version));
    const unknown = done.map((row) => row.version).filter((version) => !known.has(version));
    if (unknown.length > 0)
      throw new DatabaseError(
        'newer-schema',
        `the database holds migrations this server does not know (${unknown.map(versionText).join(', ')}; ` +
          `it knows up to ${versionText(Math.max(0, ...known))}): a newer birimba-server ran on it; run that version`,
      );
    const applied = new Set(done.map((row) => row.version));
    const missing = migrations.filter((m) => !applied.has(m.version));
    for (const m of missing) {
      try {
        await tx.script(m.sql);
      } catch (e) {
        // The database gone mid-way is an outage, not a fault of the file.
        if (e instanceof DatabaseError && (e.code === 'unavailable' || e.code === 'closed')) throw e;
        const why = e instanceof Error ? e.message : String(e);
        throw new DatabaseError(
          'migration-failed',
          `the migration ${m.file} failed, nothing was changed: ${why}`,
          e instanceof DatabaseError ? e.sqlState : null,
        );
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.file]);
    }
    return {
      applied: missing.map((m) => m.file),
      version: Math.max(0, ...applied, ...missing.map((m) => m.version)),
    };
  });
}

/** A version as its file names it: 0003. */
const versionText = (version: number): string => String(version).padStart(4, '0');
