// How fast a friend's status change reaches their friends' pages: one server process (Colyseus' local presence, the
// embedded database), N accounts online with a live line each (`GET /api/account/events`, real HTTP streams from this
// process, spread over loopback addresses 127.0.0.2… so that the per-address cap of lines is not what is measured),
// each with F friends (a ring: the F/2 accounts on each side, given as the server's `friendsOf`). A change is a page
// closed (offline once a grace of 0 ms is over) and opened again (online), in waves of accounts that are not friends
// of each other; each change is timed from the client's close or open to the moment each friend's line reads it (the
// whole path: the server noticing, the presence's hash, the publish on each friend's channel, the stream). The target
// (issue 50): p95 ≤ 1 s at 1,000 accounts of 20 friends. Run on a quiet machine; results in
// bench/results/presence.json, figures in docs/benchmarks.md (scripts/figures/presence.mjs). For a try on a busy
// machine: --accounts 200 --waves 4.
//
//   npx tsx bench/presence.ts [--accounts 1000] [--friends 20] [--waves 10] [--out bench/results/presence.json]

import { type ClientRequest, request } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  PRESENCE_FIGURES,
  PRESENCE_ROUTES,
  type PresenceEvent,
  accountAuthorization,
  readPresenceEvents,
} from '@birimba/protocol';
import { issueDeviceKey } from '../src/accounts/device-keys.js';
import type { Database } from '../src/db/database.js';
import { embeddedDatabase } from '../src/db/embedded-database.js';
import { migrate, readMigrations } from '../src/db/migrations.js';
import { startServer } from '../src/server.js';
import { BOT_WORKER } from '../test/helpers/paths.js';
import { benchAccountId, benchHandle } from './accounts-data.js';
import { load1, spread } from './stats.js';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '1000' },
    friends: { type: 'string', default: '20' },
    waves: { type: 'string', default: '10' },
    out: { type: 'string' },
  },
});
const whole = (name: string, text: string | undefined): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number above 0`);
  return n;
};
const accounts = whole('accounts', values.accounts);
const friendCount = whole('friends', values.friends);
const waves = whole('waves', values.waves);
if (friendCount % 2 !== 0 || friendCount >= accounts) throw new Error('--friends is even and fewer than --accounts');
const out = values.out ?? new URL('./results/presence.json', import.meta.url).pathname;
const say = (text: string): void => void process.stderr.write(`presence bench: ${text}\n`);

/** Account i's friends (0-based): the `friendCount / 2` accounts on each side of it in the ring. */
const friendsOf = (i: number): number[] =>
  Array.from({ length: friendCount }, (_, k) => {
    const step = k < friendCount / 2 ? k + 1 : -(k + 1 - friendCount / 2);
    return (i + step + accounts) % accounts;
  });
const indexOf = new Map(Array.from({ length: accounts }, (_, i) => [benchAccountId(i + 1), i]));
const handleIndex = new Map(Array.from({ length: accounts }, (_, i) => [benchHandle(i + 1), i]));

/** The status each account's friends wait for, and since when (performance.now()), or none. */
const pending = new Map<number, { status: string; since: number; waiting: Set<number> }>();
const delays: number[] = [];

/** One live line of account `i`, from loopback address `local`: its events read as they come. */
function openLine(http: string, key: string, i: number, local: string): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = request(`${http}${PRESENCE_ROUTES.events.path}`, {
      headers: { authorization: accountAuthorization(key) },
      localAddress: local,
      agent: false,
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`line refused: ${String(res.statusCode)}`));
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (chunk: string) => {
        const read = readPresenceEvents(text + chunk);
        text = read.rest;
        for (const event of read.events as PresenceEvent[]) {
          if (event.type === 'presence') resolve(req);
          if (event.type !== 'presence-changed') continue;
          const from = handleIndex.get(event.friend.handle);
          const change = from === undefined ? undefined : pending.get(from);
          if (change === undefined || change.status !== event.friend.status || !change.waiting.delete(i)) continue;
          delays.push(performance.now() - change.since);
        }
      });
      res.on('error', () => undefined);
    });
    req.on('error', (e) => reject(e));
    req.end();
  });
}

/** Resolves once every friend waited for has read its change (a hang is reported after 60 s). */
async function settled(what: string): Promise<void> {
  for (const end = Date.now() + 60_000; [...pending.values()].some((p) => p.waiting.size > 0);) {
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  pending.clear();
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'birimba-presence-bench-'));
  const db: Database = await embeddedDatabase(join(work, 'database'));
  try {
    await migrate(db, readMigrations());
    await db.query(
      `INSERT INTO accounts (id, name, handle, handle_key, avatar)
       SELECT 'bench' || lpad(g::text, 17, '0'), 'Player ' || g, 'player-' || g, 'player' || g, 'owl'
       FROM generate_series(1, $1::int) AS g`,
      [accounts],
    );
    const keys: string[] = [];
    for (let i = 0; i < accounts; i++)
      keys.push(await issueDeviceKey(db, benchAccountId(i + 1), new Date().toISOString()));
    const server = await startServer({
      database: db,
      dataDir: join(work, 'data'),
      port: 0,
      host: '127.0.0.1',
      botThreads: 1,
      botWorkerFile: BOT_WORKER,
      signInLimits: { perAddress: { burst: 1e9, perSecond: 1e9 }, perAccount: { burst: 1e9, perSecond: 1e9 } },
      presenceGraceMs: 0,
      friendsOf: (account) => Promise.resolve(friendsOf(indexOf.get(account) ?? -1).map((f) => benchAccountId(f + 1))),
      log: { info: () => undefined, error: (message) => say(`server: ${message}`) },
    });
    const http = `http://127.0.0.1:${String(server.port)}`;
    // Each loopback address keeps fewer lines than the cap.
    const local = (i: number): string => {
      const a = Math.floor(i / (PRESENCE_FIGURES.linesPerAddress - 1));
      return `127.0.${String(Math.floor(a / 250))}.${String(2 + (a % 250))}`;
    };
    try {
      say(`opening ${String(accounts)} lines, ${String(friendCount)} friends each`);
      const lines: ClientRequest[] = [];
      for (let i = 0; i < accounts; i++) lines.push(await openLine(http, keys[i] ?? '', i, local(i)));
      // Let the openings' own changes pass.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const spacing = friendCount / 2 + 1;
      const perWave = Math.floor(accounts / spacing);
      for (let wave = 0; wave < waves; wave++) {
        const changed = Array.from({ length: perWave }, (_, k) => (k * spacing + wave) % accounts);
        // Closed: offline to each friend.
        for (const i of changed) {
          pending.set(i, { status: 'offline', since: performance.now(), waiting: new Set(friendsOf(i)) });
          lines[i]?.destroy();
        }
        await settled(`wave ${String(wave)}: offline`);
        // Opened again: online to each friend.
        await Promise.all(
          changed.map(async (i) => {
            pending.set(i, { status: 'online', since: performance.now(), waiting: new Set(friendsOf(i)) });
            lines[i] = await openLine(http, keys[i] ?? '', i, local(i));
          }),
        );
        await settled(`wave ${String(wave)}: online`);
        say(`wave ${String(wave + 1)} of ${String(waves)}: ${String(delays.length)} deliveries so far`);
      }
      for (const line of lines) line.destroy();
      const ms = spread(delays);
      const result = {
        date: new Date().toISOString(),
        node: process.version,
        load: load1(),
        accounts,
        friends: friendCount,
        waves,
        changes: waves * perWave * 2,
        deliveries: delays.length,
        ms: { ...ms, max: Math.round(Math.max(...delays) * 100) / 100 },
        loadAfter: load1(),
      };
      writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
      say(`written to ${out}`);
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    } finally {
      await server.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
