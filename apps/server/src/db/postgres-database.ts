// The database on a real PostgreSQL server (`DATABASE_URL`) through node-postgres: a pool of connections shared by
// the server's requests, each transaction on one connection of it, every failure a DatabaseError.

import pg from 'pg';
import { DATE_OID, INT8_OID, bigintValue, dateValue } from './column-types.js';
import { type Database, DatabaseError, type Transaction } from './database.js';
import { databaseError } from './driver-errors.js';
import { healthCheck } from './health-check.js';

/** How to reach the server. */
export interface PostgresOptions {
  /** `postgres://user:password@host:port/database` (or `postgresql://`). */
  readonly url: string;
  /** The most connections this process opens (default 10). */
  readonly maxConnections?: number;
  /** How long a connection may take to open before the query is refused as `unavailable` (default 5 s). */
  readonly connectMs?: number;
  /** How long `check` waits for an answer (default CHECK_MS). */
  readonly checkMs?: number;
  /** Told when an idle connection breaks (the server went away): the pool drops it and opens another when needed. */
  readonly onLost?: (e: DatabaseError) => void;
}

/** A database on a PostgreSQL server; its connections open as they are needed, so it opens even while the server
 * is away (its first query says so). */
export function postgresDatabase(options: PostgresOptions): Database {
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8_OID, bigintValue);
  types.setTypeParser(DATE_OID, dateValue);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectMs ?? 5000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'birimba-server',
    types,
  });
  // Without a listener, an idle connection's error (the server killed) would end the process.
  pool.on('error', (e) => options.onLost?.(databaseError(e)));
  let closed = false;
  const open = (): void => {
    if (closed) throw new DatabaseError('closed', 'the database is closed');
  };
  const query = async <R extends object>(
    on: pg.Pool | pg.PoolClient,
    text: string,
    params?: readonly unknown[],
  ): Promise<R[]> => {
    open();
    try {
      const result = await on.query<R>(text, params === undefined ? undefined : [...params]);
      return result.rows;
    } catch (e) {
      throw databaseError(e);
    }
  };
  return {
    kind: 'postgres',
    query: (text, params) => query(pool, text, params),
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      open();
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (e) {
        throw databaseError(e);
      }
      const tx: Transaction = {
        query: (text, params) => query(client, text, params),
        async script(text) {
          // Without parameters node-postgres sends the simple protocol, which takes several statements.
          await query(client, text);
        },
      };
      let broken: Error | undefined;
      try {
        await tx.query('BEGIN');
        const value = await work(tx);
        await tx.query('COMMIT');
        return value;
      } catch (e) {
        try {
          await client.query('ROLLBACK');
        } catch (rollback) {
          // The connection is gone or unusable: the pool must not hand it out again.
          broken = rollback instanceof Error ? rollback : new Error(String(rollback));
        }
        throw e;
      } finally {
        client.release(broken);
      }
    },
    check: healthCheck(() => query(pool, 'SELECT 1'), options.checkMs),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
