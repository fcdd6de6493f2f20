// The leaderboard route (`LEADERBOARD_ROUTES` of the protocol) over HTTP: a form's board of all time or of this month
// (leaderboard-store.ts), read by anyone as often as the public reads per address allow (read-limits.ts, counted with
// the players' reads); a key, when sent, names the asker, whose own place the page then gives — and who alone may ask
// for the board of their friends (`board=friends`). Mounted beside the player routes (accounts/account-routes.ts),
// whose asker it shares.

import type { Request, Response, Router } from 'express';
import { LEADERBOARD_ROUTES } from '@birimba/protocol';
import { readLeaderboardRequest } from '@birimba/protocol/schemas';
import { countedReads, guarded, refuse } from '../accounts/route-answers.js';
import { friendIds } from '../friends/friend-store.js';
import type { Clock } from '../clock.js';
import type { Sql } from '../db/database.js';
import type { PublicReads } from '../http/read-limits.js';
import type { ServerLog } from '../log.js';
import { friendsBoardPage, leaderboardPage } from './leaderboard-store.js';

/** What the route needs. */
export interface LeaderboardRouteOptions {
  readonly db: Sql;
  readonly clock: Clock;
  readonly log: ServerLog;
  /** The account a request's key names, null for none; undefined when the request was refused already (answered). */
  readonly asker: (req: Request, res: Response) => Promise<string | null | undefined>;
  /** The reads per address, counted with the players' (read-limits.ts). */
  readonly reads: PublicReads;
}

const NO_KEY = { error: 'unauthorized', message: 'the friends’ board is your own: sign in first' } as const;

/** Adds the route to `router` (under `/api`). */
export function addLeaderboardRoutes(router: Router, options: LeaderboardRouteOptions): void {
  router.get(
    LEADERBOARD_ROUTES.leaderboard.path.replace(/^\/api/, ''),
    countedReads(options.reads),
    guarded(options.log, async (req, res) => {
      const read = readLeaderboardRequest(req.params.form, req.query);
      if (!read.ok) return refuse(res, read.error);
      const who = await options.asker(req, res);
      if (who === undefined) return;
      const { form, period, board } = read.request;
      const now = options.clock.now();
      if (board === 'all') res.json(await leaderboardPage(options.db, form, period, now, who));
      else if (who === null) refuse(res, NO_KEY);
      else res.json(await friendsBoardPage(options.db, form, period, now, who, await friendIds(options.db, who)));
    }),
  );
}
