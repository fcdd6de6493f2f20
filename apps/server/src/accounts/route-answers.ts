// How the account routes answer what they refuse: a refusal with its status (`ACCOUNT_ERRORS`), the database away as
// 503 `profiles-unavailable` while games go on, a failure as 500 — said once for the account's routes and the
// players' (account-routes.ts, player-routes.ts), and the public reads' count. A key or a secret that was sent is never in an answer or a log line.

import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { ACCOUNT_ERRORS, type AccountError, type AccountErrorCode } from '@birimba/protocol';
import { DatabaseError } from '../db/database.js';
import type { PublicReads } from '../http/read-limits.js';
import { type ServerLog, errorText } from '../log.js';

/** The largest body an account route reads: a profile edit is some 300 bytes. */
export const ACCOUNT_BODY_BYTES = 4096;

/** The answer to every key or link that is no good — guessed, used, expired, revoked or of a deleted account. */
export const NOT_SIGNED_IN: AccountError = {
  error: 'unauthorized',
  message: 'this key or link does not sign in (any more): sign in again',
};

/** The answer while the database cannot serve: «δεν είναι διαθέσιμο τώρα». */
export const PROFILES_UNAVAILABLE: AccountError = {
  error: 'profiles-unavailable',
  message: 'accounts and profiles are not available right now: games go on, try again in a little while',
};

/**
 * A public read counted before anything is looked up (read-limits.ts): past the limit it is refused 429 with
 * `Retry-After` — the players' routes and the leaderboards, counted together.
 */
export function countedReads(reads: PublicReads): RequestHandler {
  return (req, res, next) => {
    const refused = reads.count(req);
    if (refused === null) return next();
    res.set('Retry-After', String(refused.retryAfterSeconds));
    refuse(res, refused.error);
  };
}

/** The body of a request, or undefined when it sent none. */
export function bodyOf(req: Request): unknown {
  return req.body as unknown;
}

/** Answers a refusal with its status. */
export function refuse(res: Response, error: AccountError): void {
  res.status(ACCOUNT_ERRORS[error.error satisfies AccountErrorCode]).json(error);
}

/** Whether the database cannot serve now: away, closed, or held by another process. */
export function outage(e: unknown): e is DatabaseError {
  return e instanceof DatabaseError && (e.code === 'unavailable' || e.code === 'closed' || e.code === 'in-use');
}

/** A handler whose failure is answered: the database away 503 `profiles-unavailable`, anything else 500. */
export function guarded(log: ServerLog, handle: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (outage(e)) log.error('accounts: the database is not available', { code: e.code });
      else log.error('accounts: a request failed', { error: errorText(e) });
      if (res.headersSent) return;
      if (outage(e)) refuse(res, PROFILES_UNAVAILABLE);
      else res.status(500).json({ error: 'failed', message: 'the server failed to answer: please try again' });
    });
  };
}

/** A body that could not be read (not JSON, or too large): `bad-request`, saying which, never what was sent. */
export const bodyRefused: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large')
    return refuse(res, {
      error: 'bad-request',
      message: `the body is larger than ${String(ACCOUNT_BODY_BYTES)} bytes`,
    });
  if (type === 'entity.parse.failed' || type === 'encoding.unsupported' || type === 'charset.unsupported')
    return refuse(res, { error: 'bad-request', message: 'the body is not JSON in UTF-8' });
  next(err);
};
