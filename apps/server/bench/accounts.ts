// What accounts and the match archive cost on a full database: a profile, a page of a player's history, one match with
// its log — each asked of a real server over HTTP, as the table asks — and recording a finished match with its
// statistics (`recordMatch`'s transaction, timed apart from reading the statistics from the log, which replays the
// match through the engine before it: the outbox's drain does both, off the game's path), on synthetic data the
// benchmark makes itself (bench/accounts-data.ts): by default
// 100,000 accounts and 1,000,000 matches in a real PostgreSQL of its own, or 10,000 and 100,000 in the embedded one.
// Also the database's size per match. Run it on a quiet machine; results in bench/results/accounts-<store>.json, figures
// in docs/benchmarks.md (scripts/figures).
//
//   npx tsx bench/accounts.ts --store postgres|embedded [--accounts N] [--matches M] [--pool 30] [--reads 2000]
//                             [--records 500] [--out bench/results/accounts-<store>.json]

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type MatchPage, accountPath } from '@birimba/protocol';
import type { Database } from '../src/db/database.js';
import { keptMatchId } from '../src/matches/kept-match.js';
import { recordMatch } from '../src/matches/match-archive.js';
import { matchStats } from '../src/matches/match-stats.js';
import { startServer } from '../src/server.js';
import { BOT_WORKER } from '../test/helpers/paths.js';
import { type PoolMatch, benchAccountId, benchHandle, logPool, makeData } from './accounts-data.js';
import { benchDatabase } from './bench-database.js';
import { load1, spread } from './stats.js';

const { values } = parseArgs({
  options: {
    store: { type: 'string', default: 'postgres' },
    accounts: { type: 'string' },
    matches: { type: 'string' },
    pool: { type: 'string', default: '30' },
    reads: { type: 'string', default: '2000' },
    records: { type: 'string', default: '500' },
    out: { type: 'string' },
  },
});
const store = values.store;
if (store !== 'postgres' && store !== 'embedded') throw new Error('--store is postgres or embedded');
const full = store === 'postgres' ? { accounts: 100_000, matches: 1_000_000 } : { accounts: 10_000, matches: 100_000 };
const whole = (name: string, text: string | undefined, fallback: number): number => {
  const n = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number above 0`);
  return n;
};
const accounts = whole('accounts', values.accounts, full.accounts);
const matches = whole('matches', values.matches, full.matches);
const poolSize = whole('pool', values.pool, 30);
const reads = whole('reads', values.reads, 2000);
const records = whole('records', values.records, 500);
if (accounts <= 42) throw new Error('--accounts must be above 42 (six distinct seats a match)');
const out = values.out ?? `bench/results/accounts-${store}.json`;

/** A deterministic stream of numbers in [0, 1) (mulberry32), so that two runs ask for the same accounts. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const say = (text: string): void => void process.stderr.write(`accounts-bench: ${text}\n`);

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

/** The database's tables' size on disk (with their indexes and TOAST), in bytes. */
async function tableBytes(db: Database): Promise<Record<string, number>> {
  const rows = await db.query<{ name: string; bytes: string }>(
    `SELECT relname AS name, pg_total_relation_size(oid)::text AS bytes FROM pg_class
     WHERE relname IN ('accounts', 'matches', 'match_players', 'account_stats') AND relkind = 'r'`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.bytes)]));
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'birimba-accounts-bench-'));
  const { db, postgres } = await benchDatabase(store, work);
  try {
    say(`playing ${String(poolSize)} matches to 3000 for the pool of logs`);
    const pool = logPool(poolSize);
    say(`making ${String(accounts)} accounts and ${String(matches)} matches (${store})`);
    const made = await makeData(db, pool, accounts, matches, (n) => {
      if (n % 100_000 === 0 || n === matches) say(`${String(n)} matches`);
    });
    say(`made: ${JSON.stringify(made)}`);
    // Everyone's history public, so that every read is answered (the default shows it to its owner alone).
    await db.query(`UPDATE accounts SET history_visible_to = 'everyone'`);
    if (postgres !== null) await db.query('CHECKPOINT');
    await db.query('ANALYZE accounts');
    const bytes = await tableBytes(db);
    const logBytes = await db.query<{ bytes: string }>(
      `SELECT avg(pg_column_size(log))::bigint::text AS bytes FROM (SELECT log FROM matches LIMIT 1000) m`,
    );
    say('measuring');
    const figures = await measure(db, pool, work);
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      load: load1(),
      store,
      postgres:
        postgres === null
          ? null
          : (await db.query<{ v: string }>("SELECT current_setting('server_version') AS v"))[0]?.v,
      // How the server keeps its data (shared_buffers in 8 kB pages).
      settings:
        postgres === null
          ? null
          : await db.query(
              `SELECT name, setting FROM pg_settings
               WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes', 'shared_buffers') ORDER BY name`,
            ),
      accounts,
      matches,
      pool: { logs: poolSize, forms: pool.map((p) => p.form), deals: pool.map((p) => p.deals) },
      made,
      bytes,
      bytesPerMatch: Math.round(Object.values(bytes).reduce((a, b) => a + b, 0) / matches),
      logBytesPerMatch: Number(logBytes[0]?.bytes ?? 0),
      logJsonBytes: Math.round(pool.reduce((a, p) => a + JSON.stringify(p.log).length, 0) / pool.length),
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

/** The reads over HTTP from a server on `db`, and the records straight into it. */
async function measure(db: Database, pool: readonly PoolMatch[], work: string) {
  const server = await startServer({
    database: db,
    dataDir: join(work, 'data'),
    port: 0,
    host: '127.0.0.1',
    botThreads: 1,
    botWorkerFile: BOT_WORKER,
    rateLimit: { burst: 1_000_000, perSecond: 1_000_000 },
    // The bench reads from one address: the public reads' limit would measure the refusals.
    publicReadLimit: { burst: 1_000_000, perSecond: 1_000_000 },
    log: { info: () => undefined, error: (message) => say(`server: ${message}`) },
  });
  const http = `http://127.0.0.1:${String(server.port)}`;
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(http + path);
    if (!response.ok) throw new Error(`GET ${path}: ${String(response.status)} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const draw = random(49);
  const someone = (): number => 1 + Math.floor(draw() * accounts);
  try {
    // Warm: the server's first requests compile its code paths.
    for (let i = 0; i < 50; i++) await get(accountPath('player', benchHandle(someone())));
    const profile = await timed(reads, () => get(accountPath('player', benchHandle(someone()))).then(() => undefined));
    // The first page of a player's history, then the page after it (by its keyset cursor) of those that have one.
    const cursors: { handle: string; next: string }[] = [];
    const historyFirst = await timed(reads, async () => {
      const handle = benchHandle(someone());
      const page = await get<MatchPage>(accountPath('playerMatches', handle));
      if (page.next !== null) cursors.push({ handle, next: page.next });
    });
    const ids: string[] = [];
    const historyNext = await timed(cursors.length, async (i) => {
      const { handle, next } = cursors[i] as { handle: string; next: string };
      const page = await get<MatchPage>(`${accountPath('playerMatches', handle)}?before=${encodeURIComponent(next)}`);
      const id = page.matches[0]?.id;
      if (id !== undefined) ids.push(id);
    });
    const match = await timed(Math.min(reads, ids.length), (i) =>
      get(accountPath('match', ids[i] ?? '')).then(() => undefined),
    );
    // A finished match's statistics, read from its log by replaying it through the engine (before the transaction).
    const replay = await timed(records, (i) => {
      matchStats((pool[i % pool.length] as PoolMatch).log);
      return Promise.resolve();
    });
    const poolStats = pool.map((p) => matchStats(p.log));
    let made = 0;
    const record = await timed(records, async (i) => {
      const p = pool[i % pool.length] as PoolMatch;
      const base = someone();
      const seats = p.seats.map((s) => benchAccountId(1 + ((base + s.seat * 7) % accounts)));
      // A pool's log under a room of its own: a new match's id (the log, its seed, is the pool's).
      const room = `REC${String(i)}`;
      const kept = {
        id: keptMatchId(room, p.log),
        room,
        log: p.log,
        readers: [],
        accounts: seats,
        startedAt: Date.now() - 2_400_000,
        endedAt: Date.now(),
      };
      const recorded = await recordMatch(db, kept, poolStats[i % pool.length]);
      if (recorded) made++;
    });
    if (made !== records) throw new Error(`${String(records - made)} records were not new`);
    return {
      profile: spread(profile),
      historyFirst: spread(historyFirst),
      historyNext: spread(historyNext),
      match: spread(match),
      replay: spread(replay),
      record: spread(record),
      maxMs: {
        profile: Math.round(Math.max(...profile)),
        historyFirst: Math.round(Math.max(...historyFirst)),
        historyNext: Math.round(Math.max(...historyNext)),
        match: Math.round(Math.max(...match)),
        replay: Math.round(Math.max(...replay)),
        record: Math.round(Math.max(...record)),
      },
    };
  } finally {
    await server.close();
  }
}

await main();
