// The database embedded in the server's process: PostgreSQL compiled to WebAssembly (PGlite), its files in the data
// folder's `database/`, for `pnpm online` with nothing set up. One process only; PGlite runs one statement at a time
// and holds the others back while a transaction runs, so a transaction sees no statement of another request.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DATE_OID, INT8_OID, bigintValue, dateValue } from './column-types.js';
import { type Database, DatabaseError, type Sql, type Transaction } from './database.js';
import { databaseError } from './driver-errors.js';
import { lockFolder } from './folder-lock.js';
import { healthCheck } from './health-check.js';

/** The embedded database's folder inside the data folder. */
export const databaseDir = (dataDir: string): string => join(dataDir, 'database');

/** Opens (made on the first start) the embedded database in `dir`, or in memory for `memory://`. */
export async function embeddedDatabase(dir: string): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const unlock = inMemory ? () => undefined : lockFolder(dir);
  let db: PGlite;
  try {
    db = await PGlite.create(dir, { parsers: { [INT8_OID]: bigintValue, [DATE_OID]: dateValue } });
  } catch (e) {
    unlock();
    throw new DatabaseError('unavailable', `the embedded database in ${dir} cannot be opened: ${String(e)}`);
  }
  let closed = false;
  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    if (closed) throw new DatabaseError('closed', 'the database is closed');
    try {
      return await run();
    } catch (e) {
      throw databaseError(e);
    }
  };
  type Queries = Pick<PGlite, 'query' | 'exec'>;
  const query =
    (on: Queries): Sql['query'] =>
    async <R extends object>(text: string, params?: readonly unknown[]) =>
      guarded(async () => (await on.query<R>(text, params === undefined ? undefined : [...params])).rows);
  return {
    kind: 'embedded',
    query: query(db),
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      if (closed) throw new DatabaseError('closed', 'the database is closed');
      let failure: { error: unknown } | null = null;
      try {
        return await db.transaction(async (on) => {
          const tx: Transaction = {
            query: query(on),
            script: (text) => guarded(async () => void (await on.exec(text))),
          };
          try {
            return await work(tx);
          } catch (e) {
            failure = { error: e };
            throw e;
          }
        });
      } catch (e) {
        // The work's own throw is passed on as it is; a failure of PGlite's BEGIN or COMMIT is a DatabaseError.
        throw failure === null ? databaseError(e) : (failure as { error: unknown }).error;
      }
    },
    check: healthCheck(() => query(db)('SELECT 1')),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}
