// What ratings and leaderboards cost on a full database: rating a finished match (`rateMatch`'s work in a transaction
// of its own, the match's row recorded before it, unrated) and reading a form's leaderboard page — the top 100 and the
// asker's own place with the ten around it, all time and this month — asked of a real server over HTTP with the
// asker's key, as the table asks. The data is synthetic, made in bulk (one `INSERT … SELECT generate_series` a table):
// by default 100,000 rated accounts of four players, half of them with a month of play, in a real PostgreSQL of its
// own or in the embedded one. Run it on a quiet machine; results in bench/results/ratings-<store>.json, figures in
// docs/benchmarks.md (scripts/figures/ratings.mjs). For a try on a busy machine: --accounts 2000 --reads 100 --rates 50.
//
//   npx tsx bench/ratings.ts --store postgres|embedded [--accounts N] [--reads 1000] [--rates 500] [--askers 200]
//                            [--out bench/results/ratings-<store>.json]

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type LeaderboardPage,
  type LeaderboardPeriod,
  LEADERBOARD_AROUND,
  LEADERBOARD_TOP,
  accountAuthorization,
  leaderboardPath,
} from '@birimba/protocol';
import type { GameLog } from '@birimba/game-log';
import { issueDeviceKey } from '../src/accounts/device-keys.js';
import type { Database } from '../src/db/database.js';
import { keptMatchId } from '../src/matches/kept-match.js';
import { recordMatch } from '../src/matches/match-archive.js';
import { matchStats } from '../src/matches/match-stats.js';
import { rateMatch } from '../src/ratings/rating-store.js';
import { startServer } from '../src/server.js';
import { BOT_WORKER } from '../test/helpers/paths.js';
import { playedLog } from '../test/helpers/played-log.js';
import { benchDatabase } from './bench-database.js';
import { benchAccountId } from './accounts-data.js';
import { load1, spread } from './stats.js';

const { values } = parseArgs({
  options: {
    store: { type: 'string', default: 'postgres' },
    accounts: { type: 'string', default: '100000' },
    reads: { type: 'string', default: '1000' },
    rates: { type: 'string', default: '500' },
    askers: { type: 'string', default: '200' },
    out: { type: 'string' },
  },
});
const store = values.store;
if (store !== 'postgres' && store !== 'embedded') throw new Error('--store is postgres or embedded');
const whole = (name: string, text: string | undefined): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number above 0`);
  return n;
};
const accounts = whole('accounts', values.accounts);
const reads = whole('reads', values.reads);
const rates = whole('rates', values.rates);
const askers = Math.min(whole('askers', values.askers), accounts);
if (accounts < 200) throw new Error('--accounts must be 200 or more (a top of 100 and the places around)');
const out = values.out ?? `bench/results/ratings-${store}.json`;

const say = (text: string): void => void process.stderr.write(`ratings-bench: ${text}\n`);

/** Times `run` `n` times, one after another; the milliseconds of each. */
async function timed(n: number, run: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * The accounts (`benchAccountId(1..N)`), each rated in the form of four: a skill spread over some 600 points of the
 * shown scale, 10 to 209 counted matches (many level in rating and matches, as on a real board), one in 50 hidden from
 * boards; every other account also played this month. All by one statement a table.
 */
async function makeData(db: Database, now: number): Promise<Record<string, number>> {
  const seconds: Record<string, number> = {};
  const step = async (name: string, sql: string, params: unknown[]) => {
    const start = performance.now();
    await db.query(sql, params);
    seconds[name] = Math.round((performance.now() - start) / 10) / 100;
  };
  await step(
    'accounts',
    `INSERT INTO accounts (id, name, handle, handle_key, avatar, on_leaderboards)
     SELECT 'bench' || lpad(g::text, 17, '0'), 'Player ' || g, 'player-' || g, 'player' || g,
            (ARRAY['heart','owl','fox','sun'])[1 + g % 4], g % 50 <> 0
     FROM generate_series(1, $1::int) AS g`,
    [accounts],
  );
  // mu from a hash of g: 25 ± 15 (the shown 1200 to 1800), sigma small, as after many matches.
  await step(
    'ratings',
    `INSERT INTO ratings (account_id, form, mu, sigma, matches)
     SELECT 'bench' || lpad(g::text, 17, '0'), 4, 10 + ((g * 7919) % 3001) / 100.0, 2.5, 10 + (g * 31) % 200
     FROM generate_series(1, $1::int) AS g`,
    [accounts],
  );
  await step(
    'months',
    `INSERT INTO month_ratings (account_id, form, month, rating, matches, total)
     SELECT r.account_id, 4, date_trunc('month', $1::timestamptz AT TIME ZONE 'UTC')::date, r.rating - 5 + r.matches % 11,
            1 + r.matches % 20, r.matches
     FROM ratings r WHERE r.form = 4 AND right(r.account_id, 1)::int % 2 = 0`,
    [new Date(now).toISOString()],
  );
  const start = performance.now();
  await db.query('ANALYZE');
  seconds.analyze = Math.round((performance.now() - start) / 10) / 100;
  return seconds;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'birimba-ratings-bench-'));
  const { db, postgres } = await benchDatabase(store, work);
  try {
    const now = Date.now();
    say(`making ${String(accounts)} rated accounts (${store})`);
    const made = await makeData(db, now);
    if (postgres !== null) await db.query('CHECKPOINT');
    say(`made: ${JSON.stringify(made)}; measuring`);
    const figures = await measure(db, work);
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      load: load1(),
      store,
      postgres:
        postgres === null
          ? null
          : (await db.query<{ v: string }>("SELECT current_setting('server_version') AS v"))[0]?.v,
      accounts,
      made,
      ...figures,
      loadAfter: load1(),
    };
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    say(`written to ${out}`);
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await db.close();
    await postgres?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** The pages over HTTP from a server on `db`, and the ratings straight into it. */
async function measure(db: Database, work: string) {
  const server = await startServer({
    database: db,
    dataDir: join(work, 'data'),
    port: 0,
    host: '127.0.0.1',
    botThreads: 1,
    botWorkerFile: BOT_WORKER,
    rateLimit: { burst: 1_000_000, perSecond: 1_000_000 },
    publicReadLimit: { burst: 1_000_000, perSecond: 1_000_000 },
    log: { info: () => undefined, error: (message) => say(`server: ${message}`) },
  });
  const http = `http://127.0.0.1:${String(server.port)}`;
  // Askers spread over the whole board (accounts drawn by a stride prime to their number), each with a key of its own.
  const keys: string[] = [];
  for (let i = 0; i < askers; i++)
    keys.push(await issueDeviceKey(db, benchAccountId(1 + ((i * 7919) % accounts)), new Date().toISOString()));
  const page = async (period: LeaderboardPeriod, i: number): Promise<LeaderboardPage> => {
    const response = await fetch(http + leaderboardPath(4, period), {
      headers: { authorization: accountAuthorization(keys[i % keys.length] ?? '') },
    });
    if (!response.ok) throw new Error(`leaderboard: ${String(response.status)} ${await response.text()}`);
    return (await response.json()) as LeaderboardPage;
  };
  try {
    let placed = 0;
    const read = (period: LeaderboardPeriod) => async (i: number) => {
      const answer = await page(period, i);
      if (answer.top.length !== LEADERBOARD_TOP) throw new Error(`a top of ${String(answer.top.length)} rows`);
      if (answer.around?.length === LEADERBOARD_AROUND + 1) placed++;
    };
    // Warm: the server's first requests compile its code paths.
    await timed(50, read('all'));
    placed = 0;
    const all = await timed(reads, read('all'));
    const allPlaced = placed;
    placed = 0;
    const month = await timed(reads, read('month'));
    const monthPlaced = placed;
    // Rated matches of four people, of four logs played once; a match's row recorded unrated, then rated.
    const logs: GameLog[] = [0, 1, 2, 3].map((i) =>
      playedLog(`ratings-bench-${String(i)}`, { players: 4, matchTarget: 1000 }, 4),
    );
    const stats = logs.map((log) => matchStats(log));
    // Only the rating is timed: the record before it is not.
    const rate: number[] = [];
    let at = Date.now();
    for (let i = 0; i < rates; i++) {
      const log = logs[i % logs.length] as GameLog;
      const stat = stats[i % stats.length] as (typeof stats)[number];
      const base = 1 + ((i * 7919) % accounts);
      const seats = [0, 1, 2, 3].map((s) => benchAccountId(1 + ((base + s * 7) % accounts)));
      const room = `RATE${String(i)}`;
      at += 1000;
      const kept = { id: keptMatchId(room, log), room, log, readers: [], accounts: seats, startedAt: at - 6e5 };
      if (!(await recordMatch(db, { ...kept, endedAt: at, rated: false }, stat)))
        throw new Error(`the match ${room} was not new`);
      const start = performance.now();
      await db.transaction((tx) => rateMatch(tx, { ...kept, endedAt: at, rated: true }, stat));
      rate.push(performance.now() - start);
    }
    const changes = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rating_changes');
    if (changes[0]?.n !== 4 * rates)
      throw new Error(`${String(changes[0]?.n)} rating changes, not ${String(4 * rates)}`);
    return {
      leaderboardAll: spread(all),
      leaderboardMonth: spread(month),
      // How many of the pages gave the asker's place (a hidden one, 1 in 50, gets none; this month, half).
      placed: { all: allPlaced, month: monthPlaced, of: reads },
      rate: spread(rate),
      maxMs: {
        leaderboardAll: Math.round(Math.max(...all)),
        leaderboardMonth: Math.round(Math.max(...month)),
        rate: Math.round(Math.max(...rate)),
      },
    };
  } finally {
    await server.close();
  }
}

await main();
