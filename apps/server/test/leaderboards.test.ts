// The leaderboards on a real server: a form's board ranks by rating, then matches, then handle, equal rating and
// matches sharing a rank; only accounts of ten counted rated matches are on it, never a hidden or deleted one; a key
// gives the asker's own place with the ten around it, the same rows as the top's where they meet; "this month" is the
// UTC month of the server's clock, counted from the rated matches that ended in it; a bad form or period is refused.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  LEADERBOARD_AROUND,
  LEADERBOARD_ROUTES,
  type LeaderboardPage,
  type LeaderboardPeriod,
  type MatchForm,
  type SignedIn,
  accountAuthorization,
  accountPath,
  leaderboardPath,
} from '@birimba/protocol';
import { LeaderboardPageSchema } from '@birimba/protocol/schemas';
import type { GameLog } from '@birimba/game-log';
import type { Database } from '../src/db/database.js';
import { keptMatchId } from '../src/matches/kept-match.js';
import { recordMatch } from '../src/matches/match-archive.js';
import { matchStats } from '../src/matches/match-stats.js';
import { formRatings } from '../src/ratings/rating-store.js';
import { playedLog } from './helpers/played-log.js';
import { ownDatabase } from './helpers/shared-database.js';
import { type TestServer, testServer } from './helpers/server.js';

const UNLIMITED = { perAddress: { burst: 1e6, perSecond: 1e6 }, perAccount: { burst: 1e6, perSecond: 1e6 } };

/** A rated match of two people to 1000, played once for the file. */
const TWO: GameLog = playedLog('boards-2', { players: 2, matchTarget: 1000 }, 2);

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

describe('the leaderboards', () => {
  let t: TestServer;
  let db: Database;
  const people = new Map<string, SignedIn>();

  const get = async (path: string, key?: string): Promise<Answer> => {
    const response = await fetch(`${t.http}${path}`, {
      headers: key === undefined ? {} : { authorization: accountAuthorization(key) },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  /** A board's page, checked against the protocol's schema. */
  const page = async (form: MatchForm, period: LeaderboardPeriod = 'all', who?: string): Promise<LeaderboardPage> => {
    const answer = await get(leaderboardPath(form, period), who === undefined ? undefined : people.get(who)?.key);
    expect(answer.status).toBe(200);
    return v.parse(LeaderboardPageSchema, answer.body);
  };
  /** Makes the account `handle` (its name the handle), or finds it. */
  const person = async (handle: string): Promise<SignedIn> => {
    const known = people.get(handle);
    if (known !== undefined) return known;
    const response = await fetch(`${t.http}${accountPath('createAccount')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: handle }),
    });
    const made = (await response.json()) as SignedIn;
    expect(made.account.handle).toBe(handle);
    people.set(handle, made);
    return made;
  };
  /** Gives `handle` the rating `rating` in `form` after `matches` counted rated matches. */
  const rate = async (handle: string, form: MatchForm, rating: number, matches: number): Promise<void> => {
    const { account } = await person(handle);
    await db.query(
      `INSERT INTO ratings (account_id, form, mu, sigma, matches) VALUES ($1, $2, $3, 4, $4)
       ON CONFLICT (account_id, form) DO UPDATE SET mu = excluded.mu, matches = excluded.matches`,
      [account.id, form, 25 + (rating - 1500) / 20, matches],
    );
  };
  /** The boards' counts a rating (migration 0006's triggers keep them) against the shown rows they count. */
  const countsAgree = async () => {
    const kept = await db.query(
      `SELECT form, board, rating, shown FROM board_counts WHERE shown <> 0 ORDER BY form, board, rating`,
    );
    const live = await db.query(
      `SELECT form, board, rating, count(*)::int AS shown FROM (
         SELECT r.form, 'all' AS board, r.rating FROM ratings r JOIN accounts a ON a.id = r.account_id
         WHERE r.matches >= 10 AND a.on_leaderboards AND a.deleted_at IS NULL
         UNION ALL
         SELECT m.form, to_char(m.month, 'YYYY-MM'), m.rating FROM month_ratings m JOIN accounts a ON a.id = m.account_id
         WHERE m.total >= 10 AND a.on_leaderboards AND a.deleted_at IS NULL) b
       GROUP BY form, board, rating ORDER BY form, board, rating`,
    );
    expect(kept).toEqual(live);
    expect(live.length).toBeGreaterThan(0);
  };
  const handles = (p: LeaderboardPage) => p.top.map((e) => e.handle);
  const ranks = (p: LeaderboardPage) => p.top.map((e) => [e.handle, e.rank]);

  beforeAll(async () => {
    // A database of the file's own: a board is every account's, and the worker's shared one holds other files'.
    db = await ownDatabase();
    t = await testServer({ signInLimits: UNLIMITED, database: db });
  });
  afterAll(async () => {
    await t.close();
    await db.close();
  });

  it('ranks by rating, then matches, then handle; level in both, level in rank; ten matches to be on it', async () => {
    await rate('delta', 4, 1600, 12);
    await rate('alpha', 4, 1600, 12);
    await rate('gamma', 4, 1600, 15);
    await rate('beta', 4, 1550, 10);
    await rate('epsilon', 4, 1700, 9);
    await rate('zeta', 4, 1480, 30);
    const board = await page(4);
    expect(ranks(board)).toEqual([
      ['gamma', 1],
      ['alpha', 2],
      ['delta', 2],
      ['beta', 4],
      ['zeta', 5],
    ]);
    expect(board.top[0]).toMatchObject({ name: 'gamma', avatar: null, rating: 1600, matches: 15 });
    // Without a key, no own place.
    expect(board).toMatchObject({ form: 4, period: 'all', board: 'all', month: null, around: null, you: null });
    // Epsilon's tenth match puts it on the board, at the top.
    await rate('epsilon', 4, 1700, 10);
    expect(handles(await page(4))[0]).toBe('epsilon');
    // An account of too few matches asks: it is not on the board.
    await rate('eta', 4, 1800, 3);
    expect(await page(4, 'all', 'eta')).toMatchObject({ around: null, you: null });
  });

  it('never shows a hidden account, which sees that it is hidden, nor a deleted one', async () => {
    const alpha = await person('alpha');
    const hide = async (leaderboards: boolean) => {
      const response = await fetch(`${t.http}${accountPath('editProfile')}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: accountAuthorization(alpha.key) },
        body: JSON.stringify({ privacy: { leaderboards } }),
      });
      expect(((await response.json()) as SignedIn['account']).privacy.leaderboards).toBe(leaderboards);
    };
    await hide(false);
    expect(handles(await page(4))).not.toContain('alpha');
    expect(ranks(await page(4))).toContainEqual(['delta', 3]);
    expect(await page(4, 'all', 'alpha')).toMatchObject({ around: null, you: 'hidden' });
    await hide(true);
    expect(await page(4, 'all', 'alpha')).toMatchObject({ you: 3 });
    const zeta = await person('zeta');
    await fetch(`${t.http}${accountPath('deleteAccount')}`, {
      method: 'DELETE',
      headers: { authorization: accountAuthorization(zeta.key) },
    });
    expect(handles(await page(4))).not.toContain('zeta');
    await countsAgree();
  });

  it('gives the asker’s place with the ten around it: the top’s rows where they meet, more below at the top', async () => {
    // Thirty players of six, in pairs of one rating and matches: ranks 1, 1, 3, 3, …
    const names = [...Array(30).keys()].map((i) => `six-${String(i).padStart(2, '0')}`);
    for (const [i, name] of names.entries()) await rate(name, 6, 1700 - 10 * Math.floor(i / 2), 20);
    const board = await page(6);
    expect(board.top.map((e) => e.rank)).toEqual(names.map((_, i) => 2 * Math.floor(i / 2) + 1));
    for (const [i, name] of names.entries()) {
      const own = await page(6, 'all', name);
      const from = Math.min(Math.max(0, i - LEADERBOARD_AROUND / 2), names.length - LEADERBOARD_AROUND - 1);
      expect(own.around, name).toEqual(board.top.slice(from, from + LEADERBOARD_AROUND + 1));
      expect(own.you).toBe(board.top[i]?.rank);
    }
  });

  it('ranks this month (UTC, by the server’s clock) by the rating after each player’s last match of it', async () => {
    // Regulars of two: their matches count at once.
    for (const name of ['month-p', 'month-q', 'month-r']) await rate(name, 2, 1500, 20);
    const id = async (name: string) => (await person(name)).account.id;
    const lastOfJune = Date.UTC(2025, 5, 30, 23, 59, 59, 999);
    const record = async (room: string, accounts: string[], endedAt: number) => {
      const match = { id: keptMatchId(room, TWO), room, log: TWO, readers: [], accounts, startedAt: endedAt - 6e5 };
      expect(await recordMatch(db, { ...match, endedAt, rated: true, leavers: [] })).toBe(true);
    };
    const ratingOf = async (name: string) => (await formRatings(db, await id(name))).find((r) => r.form === 2);
    await record('MONTHA', [await id('month-p'), await id('month-q')], lastOfJune);
    const june = { p: (await ratingOf('month-p'))?.rating, q: (await ratingOf('month-q'))?.rating };
    await record('MONTHB', [await id('month-r'), await id('month-p')], lastOfJune + 1);
    expect(new Date(t.clock.now()).toISOString().slice(0, 7)).toBe('2025-06');
    const inJune = await page(2, 'month', 'month-q');
    expect(inJune.month).toBe('2025-06');
    expect(inJune.top.map((e) => [e.handle, e.rating, e.matches]).sort()).toEqual([
      ['month-p', june.p, 1],
      ['month-q', june.q, 1],
    ]);
    expect(inJune.you).toBe(inJune.top.find((e) => e.handle === 'month-q')?.rank);
    t.clock.advance(lastOfJune + 1 - t.clock.now());
    const inJuly = await page(2, 'month', 'month-q');
    expect(inJuly.month).toBe('2025-07');
    expect(inJuly.top.map((e) => [e.handle, e.rating, e.matches]).sort()).toEqual([
      ['month-p', (await ratingOf('month-p'))?.rating, 1],
      ['month-r', (await ratingOf('month-r'))?.rating, 1],
    ]);
    expect(inJuly).toMatchObject({ around: null, you: null });
    // All time: each by their rating now, with every counted match.
    expect((await page(2)).top.find((e) => e.handle === 'month-p')?.matches).toBe(22);
    expect(matchStats(TWO).form).toBe(2);
    await countsAgree();
  });

  it('refuses a form, a period or a board not on the lists, saying which', async () => {
    const path = LEADERBOARD_ROUTES.leaderboard.path;
    for (const [query, field] of [
      [path.replace(':form', '3'), 'form'],
      [path.replace(':form', 'four'), 'form'],
      [`${leaderboardPath(4)}?period=year`, 'period'],
      [`${leaderboardPath(4)}?period=month&period=all`, 'period'],
      [`${leaderboardPath(4)}?board=mine`, 'board'],
      [`${leaderboardPath(4)}?form=4`, 'only period and board'],
    ] as const) {
      const answer = await get(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ error: 'bad-request' });
      expect((answer.body as { message: string }).message).toContain(field);
    }
  });
});
