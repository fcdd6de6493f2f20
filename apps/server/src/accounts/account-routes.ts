// The account routes (`ACCOUNT_ROUTES` of the protocol) over HTTP: a body read by the protocol's schemas, a key only
// from `Authorization: Account KEY`, a key or link that is no good refused alike (401, nothing learned) and counted
// as a guess, the routes that make keys and links counted too (sign-in-limits.ts), and the database away answered 503
// `profiles-unavailable` while games go on. The routes that read a player are player-routes.ts. A key or a secret is
// never written to the log. The leaderboards' route
// (ratings/leaderboard-routes.ts) is mounted here too, with the players' asker and reads.

import express, { type Request, type RequestHandler, type Response, Router } from 'express';
import { ACCOUNT_ROUTES, type AccountRequests, type AccountRoute } from '@birimba/protocol';
import { readAccountRequest } from '@birimba/protocol/schemas';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { corsHeaders } from '../http/origins.js';
import { PublicReads } from '../http/read-limits.js';
import type { ServerLog } from '../log.js';
import { formStatistics, matchDetailsOf } from '../matches/match-reads.js';
import { addLeaderboardRoutes } from '../ratings/leaderboard-routes.js';
import { readAccountKey } from './account-secrets.js';
import { AccountStore } from './account-store.js';
import { addPlayerRoutes } from './player-routes.js';
import { ACCOUNT_BODY_BYTES, NOT_SIGNED_IN, bodyOf, bodyRefused, guarded, refuse } from './route-answers.js';
import { type SignedInRequest, signInGate } from './sign-in-gate.js';
import { type SignInLimitFigures, SignInLimits } from './sign-in-limits.js';

/** What the routes need. */
export interface AccountRouteOptions {
  readonly database: Database;
  readonly clock: Clock;
  /** The guesses and the keys and links made, per address and per account (sign-in-limits.ts): their figures, or
   * the counts shared with the passkeys' routes. */
  readonly limits: SignInLimitFigures | SignInLimits;
  /** Where an outage or a failure is said (a quiet log: a line of one cause a minute). */
  readonly log: ServerLog;
  /** The public reads per address, counted with the public page's (read-limits.ts); default: their own count. */
  readonly reads?: PublicReads;
}

export { ACCOUNT_BODY_BYTES };

export type { SignedInRequest };

/** The routes, under `/api`. */
export function accountRoutes(options: AccountRouteOptions): Router {
  const store = new AccountStore(options.database, options.clock, {
    statisticsOf: formStatistics,
    matchesOf: matchDetailsOf,
  });
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
    handle: (
      who: SignedInRequest,
      body: { readonly request: AccountRequests[R] },
      res: Response,
      req: Request,
    ) => Promise<void>,
  ): RequestHandler =>
    guarded(options.log, async (req, res) => {
      const who = await signedIn(req, res);
      if (who === null) return;
      const body = readAccountRequest(route, bodyOf(req));
      if (!body.ok) return refuse(res, body.error);
      await handle(who, body, res, req);
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
    keyed('makeDeviceLink', async ({ account }, _body, res, req) => {
      if (!counted(req, res, account)) return;
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
  // A key, when sent, names the asker; one that is no good is a guess, counted, and asks as nobody.
  const asker = async (req: Request, res: Response): Promise<string | null | undefined> => {
    const header = req.get('authorization');
    if (header === undefined) return null;
    const read = readAccountKey(header);
    const account = read.ok ? await store.accountOfKey(read.key) : null;
    if (account === null && !counted(req, res, null)) return undefined;
    return account;
  };
  const reads = options.reads ?? new PublicReads(options.clock);
  addPlayerRoutes(router, { db: options.database, store, log: options.log, reads, asker });
  addLeaderboardRoutes(router, { db: options.database, clock: options.clock, log: options.log, reads, asker });

  router.use(bodyRefused);
  return router;
}
