// The archive of finished matches, the same suite over both drivers: a match recorded once — its row, its players and
// each account's statistics in one transaction — whatever happens twice; the statistics those of the match's log
// (match-stats.ts) in each form; a player's history newest first, page by page; a match read back with its log, as
// the protocol's `MatchDetail` (match-reads.ts, the one reader of a kept match).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLog } from '@birimba/game-log';
import type { Database } from '../src/db/database.js';
import { migrate, readMigrations } from '../src/db/migrations.js';
import { type KeptMatch, keptMatchId } from '../src/matches/kept-match.js';
import { historyPage, recordMatch } from '../src/matches/match-archive.js';
import { type StatsRow, matchDetail } from '../src/matches/match-reads.js';
import { matchStats } from '../src/matches/match-stats.js';
import { DATABASES } from './helpers/databases.js';
import { playedLog } from './helpers/played-log.js';

/** A match of each form, to 1000 (several deals), played once for the file. */
const LOGS = new Map(
  ([2, 4, 6] as const).map((players) => [
    players,
    playedLog(`archive-${String(players)}`, { players, matchTarget: 1000 }),
  ]),
);
const logOf = (players: 2 | 4 | 6): GameLog => LOGS.get(players) as GameLog;

const MARIA = 'maria-account-0000001';
const NIKOS = 'nikos-account-0000002';

/** The match of `log` in room `room`, Maria's account at seat 0, ended at `endedAt`. */
function kept(room: string, log: GameLog, endedAt: number, accounts: (string | null)[] = [MARIA]): KeptMatch {
  return {
    id: keptMatchId(room, log),
    room,
    log,
    readers: [],
    accounts: log.bots.map((_s, seat) => accounts[seat] ?? null),
    startedAt: endedAt - 600_000,
    endedAt,
  };
}

async function statsOf(db: Database, account: string, form: number): Promise<Omit<StatsRow, 'form'> | undefined> {
  const [row] = await db.query<Omit<StatsRow, 'form'>>(
    `SELECT matches, won, drawn, deals, score_sum, birimbas_clean, birimbas_dirty, closings, best_match_id, best_score
     FROM account_stats WHERE account_id = $1 AND form = $2`,
    [account, form],
  );
  return row;
}

const sumOf = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

const count = async (db: Database, table: string, id: string): Promise<number> =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM ${table} WHERE ${table === 'matches' ? 'id' : 'match_id'} = $1`,
      [id],
    )
  )[0]?.n ?? -1;

describe.each(DATABASES)('the archive on the $kind database', (databases) => {
  let db: Database;
  beforeAll(async () => {
    if (databases.missing !== null) return;
    await databases.start();
    db = await databases.fresh();
    await migrate(db, readMigrations());
    for (const [id, name] of [
      [MARIA, 'Maria'],
      [NIKOS, 'Nikos'],
    ] as const)
      await db.query('INSERT INTO accounts (id, name, handle, handle_key) VALUES ($1, $2, $2, $3)', [
        id,
        name,
        name.toLowerCase(),
      ]);
  });
  afterAll(() => databases.stop());

  describe.skipIf(databases.missing !== null)('', () => {
    it.each([2, 4, 6] as const)(
      'records a match of %i players with its players, and its account’s statistics from its log',
      async (players) => {
        const log = logOf(players);
        const accounts = players === 2 ? [MARIA, null] : [MARIA, NIKOS];
        const match = kept(`FORM${String(players)}`, log, 1_800_000_000_000 + players, accounts);
        expect(await recordMatch(db, match)).toBe(true);
        const stats = matchStats(log);
        const read = await matchDetail(db, match.id);
        expect(read?.log).toEqual(log);
        expect(read?.rules).toEqual(log.rules);
        expect(read).toMatchObject({
          id: match.id,
          form: players,
          rules: { matchTarget: 1000 },
          started: new Date(match.startedAt ?? match.endedAt).toISOString(),
          ended: new Date(match.endedAt).toISOString(),
        });
        const seatsOf = (team: number) => stats.seats.filter((s) => s.team === team);
        expect(read?.teams).toEqual(
          stats.teams.map((t, team) => ({
            team,
            seats: seatsOf(team).map((s) => s.seat),
            outcome: seatsOf(team)[0]?.outcome,
            score: t.score,
            deals: t.deals,
            birimbas: {
              clean: sumOf(seatsOf(team).map((s) => s.birimbas.clean)),
              dirty: sumOf(seatsOf(team).map((s) => s.birimbas.dirty)),
            },
            closings: sumOf(seatsOf(team).map((s) => s.closings)),
          })),
        );
        // The winner is the team that won; every team played every deal.
        expect(read?.teams.findIndex((t) => t.outcome === 'won')).toBe(stats.winner ?? -1);
        expect(read?.teams.map((t) => t.deals.length)).toEqual(stats.teams.map(() => stats.deals));
        expect(read?.seats).toEqual(
          stats.seats.map((s) => ({
            seat: s.seat,
            team: s.team,
            player:
              s.seat === 0 ? { kind: 'account', name: 'Maria', handle: 'Maria' } : { kind: 'bot', level: 'greedy' },
            standIn: false,
          })),
        );
        const maria = stats.seats[0];
        expect(await statsOf(db, MARIA, players)).toEqual({
          matches: 1,
          won: maria?.outcome === 'won' ? 1 : 0,
          drawn: maria?.outcome === 'drawn' ? 1 : 0,
          deals: stats.deals,
          score_sum: maria?.score,
          birimbas_clean: maria?.birimbas.clean,
          birimbas_dirty: maria?.birimbas.dirty,
          closings: maria?.closings,
          best_match_id: match.id,
          best_score: maria?.score,
        });
        // Nikos's account sat at a bot's seat: a bot's seat is nobody's.
        expect(await statsOf(db, NIKOS, players)).toBeUndefined();
      },
    );

    it('records a match once however often it is recorded, one after the other or at once', async () => {
      const match = kept('TWICE', logOf(4), 1_800_000_100_000);
      const before = await statsOf(db, MARIA, 4);
      expect(await recordMatch(db, match)).toBe(true);
      expect(await recordMatch(db, match)).toBe(false);
      const again = kept('ATONCE', logOf(4), 1_800_000_200_000);
      const outcomes = await Promise.all([recordMatch(db, again), recordMatch(db, again), recordMatch(db, again)]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      for (const id of [match.id, again.id]) {
        expect(await count(db, 'matches', id)).toBe(1);
        expect(await count(db, 'match_players', id)).toBe(4);
      }
      const after = await statsOf(db, MARIA, 4);
      expect(after?.matches).toBe((before?.matches ?? 0) + 2);
      expect(after?.deals).toBe((before?.deals ?? 0) + 2 * matchStats(logOf(4)).deals);
    });

    it('counts a match once for an account at two seats of it (two devices)', async () => {
      const log = playedLog('archive-two-devices', { players: 2, matchTarget: null });
      const match = kept('TWODEV', log, 1_800_000_300_000, [NIKOS, NIKOS]);
      // A person at seat 1 too: the log names seat 1 a person.
      const both: KeptMatch = {
        ...match,
        log: { ...log, bots: log.bots.map((b) => ({ ...b, kind: 'human', player: 'Nikos' })) },
      };
      await recordMatch(db, both);
      expect((await statsOf(db, NIKOS, 2))?.matches).toBe(1);
    });

    it('keeps each person under the name they played under, never the word for a person’s seat', async () => {
      const log = playedLog('archive-names', { players: 2, matchTarget: null });
      const people = (names: readonly (string | undefined)[]): GameLog => ({
        ...log,
        bots: log.bots.map((b) => {
          const { player: _unnamed, ...seat } = b;
          const name = names[b.seat];
          return { ...seat, kind: 'human', name: 'human', ...(name === undefined ? {} : { player: name }) };
        }),
      });
      const names = async (id: string) =>
        (
          await db.query<{ name: string }>('SELECT name FROM match_players WHERE match_id = $1 ORDER BY seat', [id])
        ).map((r) => r.name);
      // The room names each person in the log: the name they joined under, whatever their account is called.
      const named = kept('NAMED', people(['Μαρία', 'Guest']), 1_800_000_350_000, [MARIA, null]);
      await recordMatch(db, named);
      expect(await names(named.id)).toEqual(['Μαρία', 'Guest']);
      // A log that names nobody: the account's name, or the guest's seat.
      const unnamed = kept('UNNAMED', people([undefined, undefined]), 1_800_000_360_000, [MARIA, null]);
      await recordMatch(db, unnamed);
      expect(await names(unnamed.id)).toEqual(['Maria', 'Player 2']);
    });

    it('writes nothing of a match whose statistics cannot be written: one transaction', async () => {
      const match = kept('NOBODY', logOf(2), 1_800_000_400_000, ['no-such-account-00001']);
      await expect(recordMatch(db, match)).rejects.toMatchObject({ code: 'query-failed' });
      expect(await count(db, 'matches', match.id)).toBe(0);
      expect(await count(db, 'match_players', match.id)).toBe(0);
    });

    it('keeps an account’s best match: the highest score, the first of equals', async () => {
      const low = playedLog('archive-best-a', { players: 2, matchTarget: null });
      const high = playedLog('archive-best-b', { players: 2, matchTarget: null });
      const scoreOf = (log: GameLog) => matchStats(log).seats[0]?.score ?? 0;
      const [worse, better] = scoreOf(low) < scoreOf(high) ? [low, high] : [high, low];
      expect(scoreOf(worse)).toBeLessThan(scoreOf(better));
      const account = 'best-account-00000003';
      await db.query('INSERT INTO accounts (id, name, handle, handle_key) VALUES ($1, $2, $2, $2)', [account, 'best']);
      const first = kept('BEST1', worse, 1_800_000_500_000, [account]);
      const second = kept('BEST2', better, 1_800_000_600_000, [account]);
      const third = kept('BEST3', better, 1_800_000_700_000, [account]);
      for (const m of [first, second, third]) await recordMatch(db, m);
      expect(await statsOf(db, account, 2)).toMatchObject({
        matches: 3,
        best_match_id: second.id,
        best_score: scoreOf(better),
        score_sum: scoreOf(worse) + 2 * scoreOf(better),
      });
    });

    it('gives a player’s matches newest first, a page after the last one seen', async () => {
      const account = 'pages-account-0000004';
      await db.query('INSERT INTO accounts (id, name, handle, handle_key) VALUES ($1, $2, $2, $2)', [account, 'pages']);
      const at = 1_900_000_000_000;
      // Two matches end at the same time: the id orders them.
      const ids = [];
      for (const [room, endedAt] of [
        ['PAGEA', at],
        ['PAGEB', at + 1000],
        ['PAGEC', at + 1000],
        ['PAGED', at + 2000],
        ['PAGEE', at - 5000],
      ] as const) {
        const match = kept(room, logOf(2), endedAt, [account]);
        ids.push({ id: match.id, endedAt });
        await recordMatch(db, match);
      }
      const newestFirst = ids.sort((a, b) => b.endedAt - a.endedAt || (a.id < b.id ? 1 : -1)).map((m) => m.id);
      const seen: string[] = [];
      let page = await historyPage(db, account, 2);
      const pages = [page.matches.length];
      seen.push(...page.matches.map((m) => m.match));
      while (page.next !== null) {
        page = await historyPage(db, account, 2, page.next);
        pages.push(page.matches.length);
        seen.push(...page.matches.map((m) => m.match));
      }
      expect(seen).toEqual(newestFirst);
      expect(pages).toEqual([2, 2, 1]);
      const stats = matchStats(logOf(2));
      expect((await historyPage(db, account, 1)).matches[0]).toEqual({
        match: newestFirst[0],
        form: 2,
        endedAt: at + 2000,
        seat: 0,
        team: 0,
        outcome: stats.seats[0]?.outcome,
        score: stats.seats[0]?.score,
        scores: stats.teams.map((t) => t.score),
      });
    });

    it('reads no match for an id never kept', async () => {
      expect(await matchDetail(db, 'NEVER-1-000000000000')).toBeNull();
    });
  });
});
