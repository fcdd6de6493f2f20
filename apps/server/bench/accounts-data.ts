// The accounts benchmark's synthetic data, made in the database by bulk SQL: N accounts, and M finished matches whose
// game logs are real — a small pool of matches played to 3000 by greedy bots through the engine, each form's logs
// reused round the pool — with their players (accounts drawn so that no account sits twice in a match) and each
// account's statistics summed from its players' rows, so that every table holds what the archive would have written.
// Only the logs repeat; ids, accounts, times and seats are each match's own.

import type { GameLog } from '@birimba/game-log';
import type { Database } from '../src/db/database.js';
import { matchStats } from '../src/matches/match-stats.js';
import { playedLog } from '../test/helpers/played-log.js';

/** The forms of the synthetic matches, as often as they are drawn: fours most, then twos, then sixes. */
const FORM_MIX = [4, 4, 4, 4, 4, 2, 2, 2, 6, 6] as const;

/** A match of the pool, its log and what the archive reads from it. */
export interface PoolMatch {
  readonly log: GameLog;
  readonly form: number;
  readonly deals: number;
  readonly scores: readonly number[];
  readonly dealScores: readonly (readonly number[])[];
  readonly winner: number | null;
  readonly seats: readonly {
    seat: number;
    team: number;
    outcome: string;
    score: number;
    clean: number;
    dirty: number;
    closings: number;
  }[];
}

/** `size` matches played to 3000 by greedy bots, in the forms' mix, every seat a person (an account's seat). */
export function logPool(size: number): PoolMatch[] {
  return Array.from({ length: size }, (_, i) => {
    const form = FORM_MIX[i % FORM_MIX.length] as 2 | 4 | 6;
    const log = playedLog(`accounts-bench-${String(i)}`, { players: form, matchTarget: 3000 }, form);
    const stats = matchStats(log);
    return {
      log,
      form,
      deals: stats.deals,
      scores: stats.teams.map((t) => t.score),
      dealScores: stats.teams.map((t) => t.deals),
      winner: stats.winner,
      seats: stats.seats.map((s) => ({
        seat: s.seat,
        team: s.team,
        outcome: s.outcome,
        score: s.score,
        clean: s.birimbas.clean,
        dirty: s.birimbas.dirty,
        closings: s.closings,
      })),
    };
  });
}

/** The id of the synthetic account `n` (1-based): 22 characters, as a real one. */
export const benchAccountId = (n: number): string => `bench${String(n).padStart(17, '0')}`;

/** The handle of the synthetic account `n` (its key, `handleKey`'s fold, drops the dash). */
export const benchHandle = (n: number): string => `player-${String(n)}`;

/** How long each step of making the data took, in seconds. */
export interface MadeData {
  readonly accountsSeconds: number;
  readonly matchesSeconds: number;
  readonly statisticsSeconds: number;
  readonly analyzeSeconds: number;
}

const seconds = (since: number): number => Math.round((performance.now() - since) / 100) / 10;

/**
 * Makes `accounts` accounts and `matches` matches (in batches of `batch`, `progress` told after each) from `pool` in
 * the migrated, empty `db`; then the statistics, and ANALYZE.
 */
export async function makeData(
  db: Database,
  pool: readonly PoolMatch[],
  accounts: number,
  matches: number,
  progress: (made: number) => void,
  batch = 20_000,
): Promise<MadeData> {
  let start = performance.now();
  await db.query(
    `INSERT INTO accounts (id, name, handle, handle_key, avatar, languages, created_at)
     SELECT 'bench' || lpad(g::text, 17, '0'), 'Player ' || g, 'player-' || g, 'player' || g,
            (ARRAY['heart','owl','fox','sun'])[1 + g % 4], ARRAY['el'],
            timestamptz '2025-01-01' + g * interval '1 minute'
     FROM generate_series(1, $1::int) AS g`,
    [accounts],
  );
  const accountsSeconds = seconds(start);

  start = performance.now();
  await db.query(`CREATE TEMP TABLE bench_pool (i int PRIMARY KEY, form smallint, rules jsonb, target int, deals int,
                  scores int[], deal_scores jsonb, winner smallint, log jsonb, seats jsonb)`);
  for (const [i, m] of pool.entries())
    await db.query(
      `INSERT INTO bench_pool VALUES ($1, $2, $3::jsonb, $4, $5, $6::int[], $7::jsonb, $8, $9::jsonb,
                    $10::jsonb)`,
      [
        i,
        m.form,
        JSON.stringify(m.log.rules),
        m.log.rules.matchTarget,
        m.deals,
        m.scores,
        JSON.stringify(m.dealScores),
        m.winner,
        JSON.stringify(m.log),
        JSON.stringify(m.seats),
      ],
    );
  // Match g ends 90 s after match g - 1; its seat s is account 1 + (g * 7919 + s * 7) mod N: distinct seats (N > 42).
  for (let from = 1; from <= matches; from += batch) {
    const to = Math.min(matches, from + batch - 1);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO matches (id, form, rules, target, started_at, ended_at, deals, scores, deal_scores, winner,
                              stand_in, log)
         SELECT 'BENCH-' || g || '-' || p.i, p.form, p.rules, p.target,
                timestamptz '2025-01-01' + g * interval '90 seconds' - interval '40 minutes',
                timestamptz '2025-01-01' + g * interval '90 seconds', p.deals, p.scores, p.deal_scores, p.winner,
                false, p.log
         FROM generate_series($1::int, $2::int) AS g JOIN bench_pool p ON p.i = g % $3::int`,
        [from, to, pool.length],
      );
      await tx.query(
        `INSERT INTO match_players (match_id, seat, team, account_id, name, bot_level, outcome, won, score,
                                    birimbas_clean, birimbas_dirty, closings, stand_in_share, ended_at)
         SELECT 'BENCH-' || g || '-' || p.i, s.seat, s.team,
                'bench' || lpad((1 + (g::bigint * 7919 + s.seat * 7) % $4::int)::text, 17, '0'),
                'Player ' || (1 + (g::bigint * 7919 + s.seat * 7) % $4::int), NULL, s.outcome, s.outcome = 'won',
                s.score, s.clean, s.dirty, s.closings, 0, timestamptz '2025-01-01' + g * interval '90 seconds'
         FROM generate_series($1::int, $2::int) AS g JOIN bench_pool p ON p.i = g % $3::int,
              jsonb_to_recordset(p.seats) AS s(seat int, team int, outcome text, score int, clean int, dirty int,
                                               closings int)`,
        [from, to, pool.length, accounts],
      );
    });
    progress(to);
  }
  const matchesSeconds = seconds(start);

  start = performance.now();
  await db.query(
    `INSERT INTO account_stats (account_id, form, matches, won, deals, score_sum, birimbas_clean, birimbas_dirty,
                                closings, best_match_id, best_score)
     SELECT a.account_id, a.form, a.matches, a.won, a.deals, a.score_sum, a.clean, a.dirty, a.closings, b.match_id,
            b.score
     FROM (SELECT mp.account_id, m.form, count(*)::int AS matches, sum(mp.won::int)::int AS won,
                  sum(m.deals)::int AS deals, sum(mp.score) AS score_sum, sum(mp.birimbas_clean)::int AS clean,
                  sum(mp.birimbas_dirty)::int AS dirty, sum(mp.closings)::int AS closings
           FROM match_players mp JOIN matches m ON m.id = mp.match_id
           GROUP BY mp.account_id, m.form) a
     JOIN (SELECT DISTINCT ON (mp.account_id, m.form) mp.account_id, m.form, mp.match_id, mp.score
           FROM match_players mp JOIN matches m ON m.id = mp.match_id
           ORDER BY mp.account_id, m.form, mp.score DESC, mp.ended_at) b
       ON b.account_id = a.account_id AND b.form = a.form`,
  );
  const statisticsSeconds = seconds(start);

  start = performance.now();
  await db.query('DROP TABLE bench_pool');
  await db.query('ANALYZE');
  const analyzeSeconds = seconds(start);
  return { accountsSeconds, matchesSeconds, statisticsSeconds, analyzeSeconds };
}
