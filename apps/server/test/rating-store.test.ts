// Ratings on the database, the same suite over both drivers: a rated match changes its players' ratings once, in the
// transaction that records it — a resent end or two processes draining the outbox at once change nothing more —; an
// unrated match (or a record kept before ratings) none; a leaver loses and their partner is spared; the same players
// count five rated matches a day; a new account's first three wait, then count in order; the profile reads it all.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLog } from '@birimba/game-log';
import { type FormRating, START_RATING } from '@birimba/protocol';
import type { Database } from '../src/db/database.js';
import { migrate, readMigrations } from '../src/db/migrations.js';
import { type KeptMatch, keptMatchId } from '../src/matches/kept-match.js';
import { recordMatch } from '../src/matches/match-archive.js';
import { matchStats } from '../src/matches/match-stats.js';
import { formRatings } from '../src/ratings/rating-store.js';
import { DATABASES } from './helpers/databases.js';
import { playedLog } from './helpers/played-log.js';

/** Matches of people only, to 1000, played once for the file. */
const FOUR: GameLog = playedLog('ratings-4', { players: 4, matchTarget: 1000 }, 4);
const TWO: GameLog = playedLog('ratings-2', { players: 2, matchTarget: 1000 }, 2);
const WINNER = matchStats(FOUR).winner;

/** Twelve accounts: the first eight regulars (20 rated matches of four players counted), the rest new. */
const ACCOUNTS = [...Array(12).keys()].map((i) => `rating-account-${String(i).padStart(6, '0')}`);
const REGULARS = ACCOUNTS.slice(0, 8);
const DAY = Date.UTC(2027, 2, 1, 12);

let made = 0;
/** A rated match of `log`, ended at `endedAt`, the accounts at its seats in order. */
function rated(log: GameLog, accounts: readonly string[], endedAt: number, change: Partial<KeptMatch> = {}): KeptMatch {
  const room = `RATED${String(++made)}`;
  return {
    id: keptMatchId(room, log),
    room,
    log,
    readers: [],
    accounts,
    startedAt: endedAt - 600_000,
    endedAt,
    rated: true,
    leavers: [],
    ...change,
  };
}

describe.each(DATABASES)('ratings on the $kind database', (databases) => {
  let db: Database;

  /** The account's rating in `form` as its profile reads it. */
  const ratingOf = async (account: string, form = 4): Promise<FormRating | undefined> =>
    (await formRatings(db, account)).find((r) => r.form === form);
  const numbers = (accounts: readonly string[]) => Promise.all(accounts.map(async (a) => (await ratingOf(a))?.rating));
  const changes = async (id: string) =>
    db.query<{ seat: number; counted: boolean; reason: string }>(
      'SELECT seat, counted, reason FROM rating_changes WHERE match_id = $1 ORDER BY seat',
      [id],
    );

  beforeAll(async () => {
    if (databases.missing !== null) return;
    await databases.start();
    db = await databases.fresh();
    await migrate(db, readMigrations());
    for (const [i, id] of ACCOUNTS.entries())
      await db.query('INSERT INTO accounts (id, name, handle, handle_key) VALUES ($1, $2, $2, $2)', [id, `p${i}`]);
    for (const id of REGULARS)
      await db.query('INSERT INTO ratings (account_id, form, mu, sigma, matches) VALUES ($1, 4, 25, 5, 20)', [id]);
  });
  afterAll(() => databases.stop());

  describe.skipIf(databases.missing !== null)('', () => {
    it('rates a match once, however often its end is recorded, one after the other or by two processes at once', async () => {
      const players = REGULARS.slice(0, 4);
      const match = rated(FOUR, players, DAY);
      expect(await recordMatch(db, match)).toBe(true);
      const after = await numbers(players);
      // The winners went up, the losers down.
      for (const [seat, rating] of after.entries())
        expect(Math.sign((rating ?? START_RATING) - START_RATING)).toBe(seat % 2 === WINNER ? 1 : -1);
      expect(await recordMatch(db, match)).toBe(false);
      const other = await databases.another(db);
      const again = rated(FOUR, players, DAY + 1000);
      const outcomes = await Promise.all([recordMatch(db, again), recordMatch(other, again), recordMatch(db, again)]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect((await ratingOf(players[0] ?? ''))?.history.map((h) => h.match)).toEqual([match.id, again.id]);
      expect((await ratingOf(players[0] ?? ''))?.matches).toBe(22);
    });

    it('rates nothing of an unrated match, a record kept before ratings, or one with a seat not an account', async () => {
      const players = REGULARS.slice(4, 8);
      const before = await numbers(players);
      const { rated: _old, leavers: _none, ...older } = rated(FOUR, players, DAY);
      await recordMatch(db, rated(FOUR, players, DAY, { rated: false }));
      await recordMatch(db, older);
      await recordMatch(db, rated(FOUR, [...players.slice(0, 3), null] as string[], DAY));
      expect(await numbers(players)).toEqual(before);
      expect((await ratingOf(players[0] ?? ''))?.history ?? []).toEqual([]);
    });

    it('rates a leaver as having lost and leaves their partner as they were', async () => {
      const players = REGULARS.slice(4, 8);
      const before = await numbers(players);
      const match = rated(FOUR, players, DAY + 2000, { leavers: [WINNER ?? 0] });
      await recordMatch(db, match);
      const after = await numbers(players);
      const leaver = WINNER ?? 0;
      const partner = leaver + 2;
      expect(after[leaver]).toBeLessThan(before[leaver] ?? 0);
      expect(after[partner]).toBe(before[partner]);
      expect((await changes(match.id)).map((c) => [c.reason, c.counted])).toEqual(
        [0, 1, 2, 3].map((s) =>
          s === leaver ? ['left', true] : s === partner ? ['partner-left', false] : ['played', true],
        ),
      );
    });

    it('counts the same players five rated matches a UTC day together, and again the next day', async () => {
      const players = [REGULARS[0], REGULARS[2], REGULARS[4], REGULARS[6]] as string[];
      const day = Date.UTC(2027, 3, 1, 9);
      for (let n = 0; n < 5; n++) await recordMatch(db, rated(FOUR, players, day + n * 60_000));
      const before = await numbers(players);
      const sixth = rated(FOUR, players, day + 10 * 3_600_000);
      await recordMatch(db, sixth);
      expect(await numbers(players)).toEqual(before);
      expect((await changes(sixth.id)).map((c) => c.reason)).toEqual(Array(4).fill('daily-limit'));
      // The same four in other seats are the same set; with another player they are not.
      const shuffled = [players[1], players[0], players[3], players[2]] as string[];
      await recordMatch(db, rated(FOUR, shuffled, day + 11 * 3_600_000));
      expect(await numbers(players)).toEqual(before);
      await recordMatch(db, rated(FOUR, [...players.slice(0, 3), REGULARS[7]] as string[], day + 12 * 3_600_000));
      expect(await numbers(players.slice(0, 3))).not.toEqual(before.slice(0, 3));
      const next = rated(FOUR, players, day + 24 * 3_600_000);
      await recordMatch(db, next);
      expect((await changes(next.id)).every((c) => c.counted)).toBe(true);
    });

    it('keeps a new account’s first three matches waiting, then counts them in order with the third', async () => {
      const [newcomer, rival] = [ACCOUNTS[8], ACCOUNTS[9]] as [string, string];
      const day = Date.UTC(2027, 4, 1, 9);
      // Two new accounts one against one: for each, every match is one of their first three.
      const matches = [0, 1, 2].map((n) => rated(TWO, [newcomer, rival], day + n * 60_000));
      await recordMatch(db, matches[0] as KeptMatch);
      await recordMatch(db, matches[1] as KeptMatch);
      const waiting = await ratingOf(newcomer, 2);
      expect(waiting).toMatchObject({ rating: START_RATING, provisional: true, matches: 0 });
      expect(waiting?.history.map((h) => [h.counted, h.reason, h.before, h.after])).toEqual([
        [false, 'first-matches', START_RATING, START_RATING],
        [false, 'first-matches', START_RATING, START_RATING],
      ]);
      await recordMatch(db, matches[2] as KeptMatch);
      const counted = await ratingOf(newcomer, 2);
      expect(counted?.matches).toBe(3);
      expect(counted?.history.every((h) => h.counted)).toBe(true);
      // One after the other: each begins where the one before ended, and the last is the rating now.
      const history = counted?.history ?? [];
      expect(history[0]?.before).toBe(START_RATING);
      expect(history.slice(1).map((h) => h.before)).toEqual(history.slice(0, -1).map((h) => h.after));
      expect(history.at(-1)?.after).toBe(counted?.rating);
      expect(history.map((h) => h.at)).toEqual(Array(3).fill(new Date(matches[2]?.endedAt ?? 0).toISOString()));
      // The same player won each of the three: the winner is up, the other down.
      const winner = matchStats(TWO).winner === 0 ? newcomer : rival;
      expect((await ratingOf(winner, 2))?.rating).toBeGreaterThan(START_RATING + 100);
    });
  });
});
