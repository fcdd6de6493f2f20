// The routes that read a player (`player`, `playerMatches`, `match` of the protocol): a profile with its statistics,
// a player's matches a page at a time, one match with its log — each only as far as the player lets the asker see
// (visibility.ts). Anyone may ask, as often as the reads per address allow (read-limits.ts); a key, when sent, names the
// asker (account-routes.ts' `asker`).

import type { Request, Response, Router } from 'express';
import { ACCOUNT_ROUTES, type AccountRoute, type MatchPage, type PlayerProfile } from '@birimba/protocol';
import type { Sql } from '../db/database.js';
import type { PublicReads } from '../http/read-limits.js';
import type { ServerLog } from '../log.js';
import { readCursor, writeCursor } from '../matches/history-cursor.js';
import { formStatistics, matchAccounts, matchDetail, playedMatches } from '../matches/match-reads.js';
import { formRatings } from '../ratings/rating-store.js';
import type { AccountStore, PublicProfile } from './account-store.js';
import { handleKeysOf } from './handle.js';
import { countedReads, guarded, refuse } from './route-answers.js';
import { seesIn } from './visibility.js';

/** A page's matches when the request names no `limit`, and the most it may name. */
export const MATCH_PAGE = { size: 20, max: 50 } as const;

/** What the routes need. */
export interface PlayerRouteOptions {
  readonly db: Sql;
  readonly store: AccountStore;
  readonly log: ServerLog;
  /** The account a request's key names, null for none; undefined when the request was refused already (answered). */
  readonly asker: (req: Request, res: Response) => Promise<string | null | undefined>;
  /** The reads per address, counted with the public page's (read-limits.ts). */
  readonly reads: PublicReads;
}

const NO_PLAYER = { error: 'not-found', message: 'there is no player of this handle' } as const;

/**
 * A match the asker may not see is not found, like a match never kept: a stranger learns nothing of it — not even
 * that it was played. A player of the match always sees it; others when one of its players lets them see their
 * history (`sees`).
 */
const NO_MATCH = { error: 'not-found', message: 'there is no match of this id that you may see' } as const;

/** Adds the routes to `router` (under `/api`). */
export function addPlayerRoutes(router: Router, options: PlayerRouteOptions): void {
  const { db, store, log, asker } = options;
  const path = (route: AccountRoute): string => ACCOUNT_ROUTES[route].path.replace(/^\/api/, '');
  const counted = countedReads(options.reads);

  /** The player of the path's handle and the asker; undefined when the request was answered already. */
  const playerAsked = async (
    req: Request,
    res: Response,
  ): Promise<{ found: PublicProfile; asker: string | null } | undefined> => {
    const who = await asker(req, res);
    if (who === undefined) return undefined;
    const found = await store.publicProfile(handleKeysOf(String(req.params.handle ?? '')));
    if (found === null) return void refuse(res, NO_PLAYER);
    return { found, asker: who };
  };

  router.get(
    path('player'),
    counted,
    guarded(log, async (req, res) => {
      const asked = await playerAsked(req, res);
      if (asked === undefined) return;
      res.json(await profileFor(db, asked.found, asked.asker));
    }),
  );

  router.get(
    path('playerMatches'),
    counted,
    guarded(log, async (req, res) => {
      const query = pageQuery(req);
      if (!query.ok) return refuse(res, { error: 'bad-request', message: query.message });
      const asked = await playerAsked(req, res);
      if (asked === undefined) return;
      const { found } = asked;
      if (!(await seesIn(db, found.privacy.history, found.id, asked.asker)))
        return refuse(res, { error: 'forbidden', message: 'this player does not show you their matches' });
      const page = await playedMatches(db, found.id, query.limit, query.before);
      const answer: MatchPage = { matches: page.matches, next: page.next === null ? null : writeCursor(page.next) };
      res.json(answer);
    }),
  );

  router.get(
    path('match'),
    counted,
    guarded(log, async (req, res) => {
      const who = await asker(req, res);
      if (who === undefined) return;
      const id = String(req.params.id ?? '');
      const players = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await matchAccounts(db, id) : [];
      const seen = await Promise.all(players.map((p) => seesIn(db, p.history, p.account, who)));
      if (!seen.includes(true)) return refuse(res, NO_MATCH);
      const match = await matchDetail(db, id);
      if (match === null) refuse(res, NO_MATCH);
      else res.json(match);
    }),
  );
}

/** The profile of `found` as `asker` (an account, or null) may see it: its ratings with its statistics. */
export async function profileFor(db: Sql, found: PublicProfile, asker: string | null): Promise<PlayerProfile> {
  const statistics = await seesIn(db, found.privacy.statistics, found.id, asker);
  return {
    ...found.profile,
    statistics: statistics ? await formStatistics(db, found.id) : null,
    history: await seesIn(db, found.privacy.history, found.id, asker),
    ratings: statistics ? await formRatings(db, found.id) : null,
  };
}

/** A page's `before` and `limit`, read from the query. */
function pageQuery(
  req: Request,
):
  | { readonly ok: true; readonly before: ReturnType<typeof readCursor>; readonly limit: number }
  | { readonly ok: false; readonly message: string } {
  const { before, limit } = req.query;
  if (before !== undefined && (typeof before !== 'string' || readCursor(before) === null))
    return { ok: false, message: 'before is not a cursor this server gave (a page’s next)' };
  if (
    limit !== undefined &&
    (typeof limit !== 'string' || !/^[1-9][0-9]{0,2}$/.test(limit) || Number(limit) > MATCH_PAGE.max)
  )
    return { ok: false, message: `limit is not a whole number from 1 to ${String(MATCH_PAGE.max)}` };
  return {
    ok: true,
    before: typeof before === 'string' ? readCursor(before) : null,
    limit: typeof limit === 'string' ? Number(limit) : MATCH_PAGE.size,
  };
}
