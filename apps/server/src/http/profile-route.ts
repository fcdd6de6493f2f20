// `GET /p/HANDLE`: a player's public page (profile-page.ts) as everyone may see it — no key is read, so the page
// shows what the player shows everyone — in the reader's language, under the online page's security headers; 404 for
// no such player, 503 `profiles-unavailable` while the database is away, 429 `rate-limited` (with `Retry-After`) past
// the reads one address may make (read-limits.ts).

import type { RequestHandler } from 'express';
import { AccountStore } from '../accounts/account-store.js';
import { handleKeysOf } from '../accounts/handle.js';
import { profileFor } from '../accounts/player-routes.js';
import { outage } from '../accounts/route-answers.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { type ServerLog, errorText } from '../log.js';
import { playedMatches } from '../matches/match-reads.js';
import { type WebSocketReach, pageHeaders } from './page-policy.js';
import { previewLanguage } from './preview.js';
import { profileErrorPage, profilePage } from './profile-page.js';
import type { PublicReads } from './read-limits.js';

/** The last matches a page shows. */
export const PAGE_MATCHES = 10;

/** What the route needs. */
export interface ProfileRouteOptions {
  readonly database: Database;
  readonly clock: Clock;
  readonly log: ServerLog;
  readonly webSockets: WebSocketReach;
  /** The reads per address, counted with the player routes'. */
  readonly reads: PublicReads;
}

/** The route's handler. */
export function profileRoute(options: ProfileRouteOptions): RequestHandler {
  const store = new AccountStore(options.database, options.clock);
  return (req, res) => {
    const lang = previewLanguage(req.get('accept-language'));
    const send = (status: number, html: string): void => {
      res
        .status(status)
        .set({ ...pageHeaders(html, options.webSockets)(req.get('host')), 'Cache-Control': 'no-cache' })
        .vary('Accept-Language')
        .type('html')
        .send(html);
    };
    const refused = options.reads.count(req);
    if (refused !== null) {
      res.set('Retry-After', String(refused.retryAfterSeconds));
      return send(429, profileErrorPage('rate-limited', lang));
    }
    (async () => {
      const found = await store.publicProfile(handleKeysOf(String(req.params.handle ?? '')));
      if (found === null) return send(404, profileErrorPage('not-found', lang));
      const profile = await profileFor(options.database, found, null);
      const matches = profile.history
        ? (await playedMatches(options.database, found.id, PAGE_MATCHES, null)).matches
        : null;
      send(200, profilePage(profile, matches, lang));
    })().catch((e: unknown) => {
      if (outage(e)) options.log.error('profiles: the database is not available', { code: e.code });
      else options.log.error('profiles: a page failed', { error: errorText(e) });
      if (!res.headersSent) send(503, profileErrorPage('profiles-unavailable', lang));
    });
  };
}
