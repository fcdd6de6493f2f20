// The account routes (`ACCOUNT_ROUTES` of the protocol) over HTTP: a body read by the protocol's schemas, a key only
// from `Authorization: Account KEY`, every sign-in attempt counted per address and per account, a key or link that is
// no good refused alike (401, nothing learned), and the database away answered 503 `profiles-unavailable` while games
// go on. A key or a secret is never written to the log.

import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, Router } from 'express';
import {
  ACCOUNT_ERRORS,
  ACCOUNT_ROUTES,
  type AccountError,
  type AccountErrorCode,
  type AccountRequests,
  type AccountRoute,
  type PlayerProfile,
  type Visibility,
} from '@birimba/protocol';
import { readAccountRequest } from '@birimba/protocol/schemas';
import type { Clock } from '../clock.js';
import { type Database, DatabaseError } from '../db/database.js';
import { clientAddress } from '../http/address.js';
import { corsHeaders } from '../http/origins.js';
import { type ServerLog, errorText } from '../log.js';
import { readAccountKey } from './account-secrets.js';
import { AccountStore } from './account-store.js';
import { handleKey } from './handle.js';
import { type SignInLimitFigures, SignInLimits } from './sign-in-limits.js';

/** What the routes need. */
export interface AccountRouteOptions {
  readonly database: Database;
  readonly clock: Clock;
  /** The sign-in attempts per address and per account: their figures, or the counts shared with other routes (the
   * passkeys'). */
  readonly limits: SignInLimitFigures | SignInLimits;
  /** Where an outage or a failure is said (a quiet log: a line of one cause a minute). */
  readonly log: ServerLog;
}

/** The largest body an account route reads: a profile edit is some 300 bytes. */
export const ACCOUNT_BODY_BYTES = 4096;

/** The answer to every key or link that is no good — guessed, used, expired, revoked or of a deleted account. */
export const NOT_SIGNED_IN: AccountError = {
  error: 'unauthorized',
  message: 'this key or link does not sign in (any more): sign in again',
};

/** The answer while the database cannot serve: «δεν είναι διαθέσιμο τώρα». */
const PROFILES_UNAVAILABLE: AccountError = {
  error: 'profiles-unavailable',
  message: 'accounts and profiles are not available right now: games go on, try again in a little while',
};

/** A request of a signed-in device: its account and the key it sent. */
export interface SignedInRequest {
  readonly account: string;
  readonly key: string;
}

/** The routes, under `/api`. */
export function accountRoutes(options: AccountRouteOptions): Router {
  const store = new AccountStore(options.database, options.clock);
  const limits =
    options.limits instanceof SignInLimits ? options.limits : new SignInLimits(options.clock, options.limits);
  const { counted, signedIn } = signInGate(store, limits);
  const router = Router();

  // CORS as the log route's. A preflight never gets here: Colyseus answers every OPTIONS with the same headers
  // (origins.ts' `limitCors`, PUT and DELETE among its methods).
  router.use((req, res, next) => {
    res.set({ ...corsHeaders(req), 'Cache-Control': 'no-store' });
    next();
  });
  router.use(express.json({ limit: ACCOUNT_BODY_BYTES }));

  /** A route that needs a key: the key read, its account found and the attempt counted, the body read. */
  const keyed = <R extends AccountRoute>(
    route: R,
    handle: (who: SignedInRequest, body: { readonly request: AccountRequests[R] }, res: Response) => Promise<void>,
  ): RequestHandler =>
    guarded(options.log, async (req, res) => {
      const who = await signedIn(req, res);
      if (who === null) return;
      const body = readAccountRequest(route, bodyOf(req));
      if (!body.ok) return refuse(res, body.error);
      await handle(who, body, res);
    });

  const path = (route: AccountRoute): string => ACCOUNT_ROUTES[route].path.replace(/^\/api/, '');

  router.post(
    path('createAccount'),
    guarded(options.log, async (req, res) => {
      if (!counted(req, res, null)) return;
      const body = readAccountRequest('createAccount', bodyOf(req));
      if (!body.ok) return refuse(res, body.error);
      const made = await store.createAccount(body.request.name);
      if (!made.ok) return refuse(res, made.error);
      res.json({ account: made.account, key: made.key });
    }),
  );
  router.get(
    path('me'),
    keyed('me', async ({ account }, _body, res) => {
      const me = await store.account(account);
      if (me === null) refuse(res, NOT_SIGNED_IN);
      else res.json(me);
    }),
  );
  router.post(
    path('makeDeviceLink'),
    keyed('makeDeviceLink', async ({ account }, _body, res) => {
      res.json(await store.makeDeviceLink(account));
    }),
  );
  router.post(
    path('redeemDeviceLink'),
    guarded(options.log, async (req, res) => {
      const body = readAccountRequest('redeemDeviceLink', bodyOf(req));
      const account = body.ok ? await store.accountOfLink(body.request.secret) : null;
      if (!counted(req, res, account)) return;
      if (!body.ok) return refuse(res, body.error);
      const signedIn = await store.redeemDeviceLink(body.request.secret);
      if (signedIn === null) refuse(res, NOT_SIGNED_IN);
      else res.json(signedIn);
    }),
  );
  router.post(
    path('signOut'),
    keyed('signOut', async ({ key }, _body, res) => {
      await store.signOut(key);
      res.status(204).end();
    }),
  );
  router.post(
    path('signOutEverywhere'),
    keyed('signOutEverywhere', async ({ account }, _body, res) => {
      await store.signOutEverywhere(account);
      res.status(204).end();
    }),
  );
  router.get(
    path('exportAccount'),
    keyed('exportAccount', async ({ account }, _body, res) => {
      const all = await store.exportAccount(account);
      if (all === null) refuse(res, NOT_SIGNED_IN);
      else res.json(all);
    }),
  );
  router.put(
    path('rename'),
    keyed('rename', async ({ account }, body, res) => {
      const renamed = await store.rename(account, body.request.name);
      if (renamed === null) return refuse(res, NOT_SIGNED_IN);
      if (!renamed.ok) return refuse(res, renamed.error);
      const { ok: _ok, ...me } = renamed;
      res.json(me);
    }),
  );
  router.put(
    path('editProfile'),
    keyed('editProfile', async ({ account }, body, res) => {
      const edited = await store.editProfile(account, body.request);
      if (edited === null) refuse(res, NOT_SIGNED_IN);
      else res.json(edited);
    }),
  );
  router.delete(
    path('deleteAccount'),
    keyed('deleteAccount', async ({ account }, _body, res) => {
      await store.deleteAccount(account);
      res.status(204).end();
    }),
  );
  router.get(
    path('player'),
    guarded(options.log, async (req, res) => {
      // A key, when sent, names the asker — and is a sign-in attempt like any other.
      const header = req.get('authorization');
      const read = header === undefined ? null : readAccountKey(header);
      const asker = read?.ok === true ? await store.accountOfKey(read.key) : null;
      if (read !== null && !counted(req, res, asker)) return;
      const found = await store.publicProfile(handleKey(String(req.params.handle ?? '')));
      if (found === null) return refuse(res, { error: 'not-found', message: 'there is no player of this handle' });
      const sees = (who: Visibility): boolean => who === 'everyone' || asker === found.id;
      const profile: PlayerProfile = {
        ...found.profile,
        // The statistics come with the matches' archive: none are kept yet.
        statistics: sees(found.privacy.statistics) ? [] : null,
        history: sees(found.privacy.history),
      };
      res.json(profile);
    }),
  );

  router.use(bodyRefused);
  return router;
}

/** How sign-in attempts are let through: counted per address and per account, a key read and its account found. */
export function signInGate(store: AccountStore, limits: SignInLimits) {
  /** Counts a sign-in attempt; false when it was refused (answered 429). */
  const counted = (req: Request, res: Response, account: string | null): boolean => {
    const attempt = limits.attempt(clientAddress(req), account ?? undefined);
    if (attempt.ok) return true;
    res.set('Retry-After', String(attempt.retryAfterSeconds));
    refuse(res, attempt.error);
    return false;
  };
  /** The signed-in device of a request (its key counted as an attempt), or null when it was refused (answered). */
  const signedIn = async (req: Request, res: Response): Promise<SignedInRequest | null> => {
    const read = readAccountKey(req.get('authorization'));
    const account = read.ok ? await store.accountOfKey(read.key) : null;
    if (!counted(req, res, account)) return null;
    if (!read.ok) refuse(res, read.error);
    else if (account === null) refuse(res, NOT_SIGNED_IN);
    else return { account, key: read.key };
    return null;
  };
  return { counted, signedIn };
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
function outage(e: unknown): e is DatabaseError {
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
