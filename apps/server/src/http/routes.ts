// The server's HTTP side, beside Colyseus' matchmaking: the online page at `/` with the table's CDN build and its link
// preview (preview.ts), `/health` (whether this process can take players) and `/live`, and `GET /rooms/:code/log`, the
// game log of a room's finished match for its players only (room-log.ts), the account routes under `/api`
// (accounts/account-routes.ts) with the passkeys' (accounts/passkey-routes.ts) and presence's (presence/), and a player's public page `/p/HANDLE`
// (profile-route.ts).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Application } from 'express';
import { PROFILE_PAGE_ROUTE, ROOM_LOG_ROUTE } from '@birimba/protocol';
import { accountRoutes } from '../accounts/account-routes.js';
import { passkeyRoutes } from '../accounts/passkey-routes.js';
import { friendRoutes } from '../friends/friend-routes.js';
import { type SignInLimitFigures, SignInLimits } from '../accounts/sign-in-limits.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { ServerLog } from '../log.js';
import type { PresenceHub } from '../presence/presence-hub.js';
import { presenceRoutes } from '../presence/presence-routes.js';
import type { RateLimit } from '../rate-limit.js';
import type { RoomStore } from '../store/room-store.js';
import { type WebSocketReach, pageHeaders } from './page-policy.js';
import { pageRenderer } from './preview.js';
import { profileRoute } from './profile-route.js';
import { PublicReads } from './read-limits.js';
import { corsHeaders } from './origins.js';
import { roomLogRoute } from './room-log.js';

/** Whether the room store can keep moves now, as `/health` says it. */
export type StoreState = 'ok' | 'unreachable' | 'unwritable';

/** Whether the database answers now, as `/health` says it. */
export type DatabaseState = 'ok' | 'unreachable';

/** What the routes need. */
export interface RouteOptions {
  readonly store: RoomStore;
  /** Whether the store can keep moves now: `ok`, `unreachable` (Redis does not answer) or `unwritable` (the embedded
   * store's rooms folder cannot be written). */
  readonly storeState: () => Promise<StoreState>;
  /** Whether the database answers (within a short time). Games go on without it: it does not make /health 503. */
  readonly databaseState: () => Promise<DatabaseState>;
  /** Whether this process is stopping (it takes no new players). */
  readonly draining: () => boolean;
  /** The database of accounts and profiles (the account routes answer 503 while it cannot serve). */
  readonly database: Database;
  /** The account routes' sign-in attempts per address and per account. */
  readonly signInLimits: SignInLimitFigures;
  /** Where the account routes say an outage or a failure (a quiet log). */
  readonly log: ServerLog;
  readonly clock: Clock;
  /** The log route's requests per client address. */
  readonly logLimit: RateLimit;
  /** The public reads of players and matches per client address (read-limits.ts). */
  readonly readLimit: RateLimit;
  /** How many rooms this process holds now. */
  readonly rooms: () => number;
  /** How many closed rooms' histories the store keeps (as of its last sweep). */
  readonly closedRooms: () => number;
  /** The folder of the online page (`index.html`). */
  readonly publicDir: string;
  /** The table's CDN build, served as `/birimba-table.js` with the chunks beside it (its online part). */
  readonly tableFile: string;
  /** Where the page's table may open WebSockets (its Content-Security-Policy). */
  readonly webSockets: WebSocketReach;
  /** Friends' presence and invitations (presence/presence-hub.ts). */
  readonly presence: PresenceHub;
}

/** Where the table's CDN build is in the installed `@birimba/table`. */
export function tableCdnFile(): string {
  return fileURLToPath(import.meta.resolve('@birimba/table/cdn'));
}

/** The default folder of the online page: `public/` beside the package's `dist/`. */
export const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

/** Adds the routes to Colyseus' express app. */
export function addRoutes(app: Application, options: RouteOptions): void {
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.set({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' });
    next();
  });
  // Readiness: whether this process can take players now — 503 while its store cannot keep moves or while it is
  // stopping, so that a probe takes it out of the load balancer. Liveness is the process alone: a probe on `/live`
  // does not restart a process because Redis is away.
  app.get('/health', (_req, res, next) => {
    Promise.all([options.storeState(), options.databaseState()]).then(([store, database]) => {
      const status = options.draining() ? 'draining' : store === 'ok' ? 'ok' : 'unavailable';
      res.status(status === 'ok' ? 200 : 503).json({
        status,
        store,
        database,
        rooms: options.rooms(),
        closed: options.closedRooms(),
      });
    }, next);
  });
  app.get('/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/birimba-table.js', (_req, res) => {
    res.type('text/javascript').send(readFileSync(options.tableFile, 'utf8'));
  });
  // The chunks beside it: the table's online part (`online-*.js`, loaded by the table only when it plays online).
  app.use(express.static(dirname(options.tableFile), { index: false }));
  // The log is read by the table on the server's page and on the sites of ALLOWED_ORIGINS (its Review, `replay-token`):
  // the same CORS headers as the matchmaking's, and its preflight (the Authorization header asks for one) answered.
  app.options(ROOM_LOG_ROUTE, (req, res) => {
    res.set(corsHeaders(req)).status(204).end();
  });
  app.get(
    ROOM_LOG_ROUTE,
    (req, res, next) => {
      res.set(corsHeaders(req));
      next();
    },
    roomLogRoute({ store: options.store, clock: options.clock, limit: options.logLimit }),
  );
  // One count of sign-in attempts for both: a guesser gets no second budget at the passkeys. The passkey routes first,
  // so that their larger bodies (a credential) are read by their own parser.
  const signIns = new SignInLimits(options.clock, options.signInLimits);
  // One count of public reads for the player routes and the public page: a scraper gets no second budget at `/p/`.
  const reads = new PublicReads(options.clock, options.readLimit);
  const accounts = { database: options.database, clock: options.clock, limits: signIns, log: options.log };
  app.use('/api', passkeyRoutes(accounts));
  app.use('/api', presenceRoutes({ ...accounts, hub: options.presence }));
  app.use(
    '/api',
    friendRoutes({ ...accounts, friendsChanged: (a, b, friends) => options.presence.friendsChanged(a, b, friends) }),
  );
  app.use('/api', accountRoutes({ ...accounts, reads }));
  app.get(
    PROFILE_PAGE_ROUTE,
    profileRoute({
      database: options.database,
      clock: options.clock,
      log: options.log,
      webSockets: options.webSockets,
      reads,
    }),
  );
  // The page itself is written for each request: its link preview says which room, in the reader's language.
  const template = readFileSync(join(options.publicDir, 'index.html'), 'utf8');
  const page = pageRenderer(template);
  const headers = pageHeaders(template, options.webSockets);
  app.get(['/', '/index.html'], (req, res) => {
    const forwarded = req.get('x-forwarded-proto')?.split(',')[0]?.trim();
    res
      .set({ ...headers(req.get('host')), 'Cache-Control': 'no-cache' })
      .vary('Accept-Language')
      .type('html')
      .send(
        page({
          host: req.get('host'),
          protocol: forwarded ?? req.protocol,
          room: req.query.room,
          acceptLanguage: req.get('accept-language'),
        }),
      );
  });
  app.use(express.static(options.publicDir, { index: false }));
}
