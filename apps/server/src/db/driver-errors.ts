// What a driver's failure means, in DatabaseError's codes: both drivers (pg, PGlite) report a statement the database
// refused with its SQLSTATE, and anything else (a refused connection, a cut one, a timeout) without one.

import { DatabaseError } from './database.js';

/** SQLSTATEs of a database that cannot serve now rather than of a statement it refused: a connection exception (class
 * 08), too many connections, an administrator's or a crash's shutdown, a start not finished, a statement cancelled
 * (the statement timeout). */
const UNAVAILABLE_STATES = /^(08...|53300|57P0[123]|57014)$/;

/** The DatabaseError of a driver's failure. */
export function databaseError(e: unknown): DatabaseError {
  if (e instanceof DatabaseError) return e;
  const fields = (typeof e === 'object' && e !== null ? e : {}) as { code?: unknown; constraint?: unknown };
  const message = firstLine(e);
  const sqlState = typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) ? fields.code : null;
  if (sqlState === null || UNAVAILABLE_STATES.test(sqlState))
    return new DatabaseError('unavailable', `the database is not available: ${message}`, sqlState);
  if (sqlState === '23505')
    return new DatabaseError(
      'duplicate',
      message,
      sqlState,
      typeof fields.constraint === 'string' ? fields.constraint : null,
    );
  return new DatabaseError('query-failed', message, sqlState);
}

/** The first line of a failure's message (a driver's may quote more on the next ones). */
function firstLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return (text.split('\n')[0] ?? '').slice(0, 300);
}
