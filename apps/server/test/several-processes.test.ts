// Beyond one machine: `birimba-server` processes on one Redis (a redis-server of the test's own) share the rooms. A
// room created through one process is joined by its code through another (each process sends a client to the one
// holding the room: PUBLIC_ADDRESS); when the holder is killed without warning, the room comes back on exactly one
// process under its code, and the players take their seats back with their tokens, the deal where it was; a process
// stopped gracefully hands its rooms on at once; a seat reservation one process granted is released there once its
// client is connected on the holder; people pressing "play now" at once through both are seated four to a room, the
// second room told it is the next table; people joining the rated queue at once through both (on one PostgreSQL)
// wait in one queue room, made once whatever the race, and are seated together.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildServer } from './helpers/child-server.js';
import { roomsOf, startProcess } from './helpers/fleet.js';
import { MAIN } from './helpers/paths.js';
import { Player } from './helpers/players.js';
import { NO_REDIS, type TestRedis, freePort, startRedis } from './helpers/redis.js';
import { NO_POSTGRES, startPostgres } from './helpers/postgres.js';
import { ACCOUNT_ROUTES, type QueueSeatedMessage, RATED_QUEUE_ROOM, type SignedIn } from '@birimba/protocol';
import { databaseDir } from '../src/db/embedded-database.js';
import { copyEmptyDatabase } from './helpers/database-template.js';

const dataDir = mkdtempSync(join(tmpdir(), 'birimba-processes-'));
// Its empty database copied, as a server started before left it (making one takes seconds of CPU).
copyEmptyDatabase(databaseDir(dataDir));
let redis: TestRedis | null = null;
const children: ChildServer[] = [];

beforeAll(async () => {
  if (NO_REDIS === null) redis = await startRedis();
});
afterAll(async () => {
  for (const child of children) await child.kill();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A process on the test's Redis; claims short so that a dead one's rooms move soon. */
const process_ = (): Promise<ChildServer> =>
  startProcess(redis?.url ?? '', children, { ROOM_CLAIM_MS: '3000', DATA_DIR: dataDir });

const sdk = (server: ChildServer): Client => new Client(`ws://127.0.0.1:${String(server.port)}`);

/** Resolves when `server` has logged a line matching `pattern` (a hang is reported by the test's time limit). */
async function logged(server: ChildServer, pattern: RegExp): Promise<void> {
  while (!pattern.test(server.log())) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe.skipIf(NO_REDIS !== null)('several processes on one Redis', () => {
  it('share rooms: joined through any process; the holder killed, the room comes back once, seats and deal kept', async () => {
    const a = await process_();
    const b = await process_();

    const maria = await Player.create(sdk(a), { name: 'Maria' });
    const code = maria.code;
    const [holder, other] = (await roomsOf(a)) === 1 ? [a, b] : [b, a];
    expect([await roomsOf(holder), await roomsOf(other)]).toEqual([1, 0]);
    // Through the process that does not hold it: sent on to the one that does, into the same room.
    const nikos = await Player.join(sdk(other), code, { name: 'Nikos' });
    expect(nikos.code).toBe(code);
    await maria.until(() => maria.state.seats[1]?.name === 'Nikos', 'Nikos seated');
    expect(nikos.state.seats[0]).toMatchObject({ name: 'Maria', connected: true });

    maria.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
    maria.send('start');
    await maria.playTurn();
    await nikos.playTurn();
    await maria.myTurn();
    const seen = maria.views().flatMap((v) => v.moves);

    await holder.kill();
    await logged(other, new RegExp(`room open room=${code} restored=true`));
    // Listed (and counted) just after its onCreate logged it.
    while ((await roomsOf(other)) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await roomsOf(other)).toBe(1);

    // A process started now finds the room held: it does not restore it a second time.
    const restarted = await process_();
    expect(await roomsOf(restarted)).toBe(0);
    expect(await roomsOf(other)).toBe(1);

    const maria2 = await Player.rejoin(sdk(restarted), maria);
    const nikos2 = await Player.rejoin(sdk(other), nikos);
    expect([maria2.code, maria2.seat, nikos2.code, nikos2.seat]).toEqual([code, 0, code, 1]);
    const whole = await maria2.next('view');
    expect(whole.moves).toEqual(seen);
    await maria2.until(() => maria2.state.seats[1]?.connected === true, 'Nikos back in his seat');
    await maria2.playTurn();
    await nikos2.myTurn();
    expect((nikos2.views().at(-1)?.played ?? 0) > seen.length).toBe(true);

    // Stopped gracefully (SIGTERM), a process lets go of its rooms at once: the one left takes the room on its next
    // round, without waiting for the claim to lapse.
    const redisClient = new Redis(redis?.url ?? '');
    const claim = `birimba:claim:${code}`;
    const holderId = await redisClient.get(claim);
    const exited = new Promise((resolve) => other.child.once('exit', resolve));
    other.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await redisClient.get(claim)).not.toBe(holderId);
    while ((await roomsOf(restarted)) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await redisClient.get(claim)).not.toBeNull();
    await redisClient.quit();
  });

  it('lets a reservation made through one process go everywhere once it is a connection on the holder', async () => {
    const a = await process_();
    const b = await process_();
    const maria = await Player.create(sdk(a), { name: 'Maria' });
    const other = (await roomsOf(a)) === 1 ? b : a;
    // Twelve watchers one after another through the process that does not hold the room: an address may hold eight
    // reservations it has not used, and each of these is used at once — on the holder.
    for (let i = 0; i < 12; i++) await Player.watchRoom(sdk(other), maria.code, `Watcher ${String(i)}`);
    await maria.until(() => maria.state.watchers === 12, 'twelve watching');
  });

  it('seats eight people pressing play now at once through both processes four to a room', async () => {
    const a = await process_();
    const b = await process_();
    const names = ['Eleni', 'Nikos', 'Maria', 'Kostas', 'Anna', 'Giorgos', 'Sofia', 'Petros'];
    const players = await Promise.all(names.map((name, i) => Player.playNow(sdk(i % 2 === 0 ? a : b), { name })));
    const sizes = new Map<string, number>();
    for (const p of players) sizes.set(p.code, (sizes.get(p.code) ?? 0) + 1);
    expect([...sizes.values()]).toEqual([4, 4]);
    // The second table is told it is the next, through the presence both share; the first is not.
    const told = players.filter((p) => p.state.nextTable);
    expect(told.length).toBe(4);
    expect(new Set(told.map((p) => p.code)).size).toBe(1);
  });

  it.skipIf(NO_POSTGRES !== null)('makes one rated queue of both processes, whatever the race to make it', async () => {
    // A Redis of its own: the file's still lists the processes of the tests before, which hold other databases, and
    // Colyseus makes a new room on the process with the fewest — the queue on one of them would not know its people.
    const [postgres, own] = await Promise.all([startPostgres(), startRedis()]);
    try {
      const env = { DATABASE_URL: await postgres.database(), DATA_DIR: dataDir };
      const a = await startProcess(own.url, children, env);
      const b = await startProcess(own.url, children, env);
      const signedIn = async (server: ChildServer, name: string): Promise<string> => {
        const made = await fetch(`http://127.0.0.1:${String(server.port)}${ACCOUNT_ROUTES.createAccount.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name }),
        });
        return ((await made.json()) as SignedIn).key;
      };
      /** People joining the queue of `form` at the same moment, alternately through each process: where each is
       * seated. */
      const race = async (form: 2 | 4, names: string[]): Promise<QueueSeatedMessage[]> => {
        const keys = await Promise.all(names.map((n, i) => signedIn(i % 2 === 0 ? a : b, n)));
        const seated = keys.map(async (account, i) => {
          const room = await sdk(i % 2 === 0 ? a : b).joinOrCreate(RATED_QUEUE_ROOM, { form, account });
          const seat = new Promise<QueueSeatedMessage>((resolve) => room.onMessage('queue-seated', resolve));
          room.onMessage('queue-status', () => undefined);
          room.send('queue-ready', {});
          return seat;
        });
        return Promise.all(seated);
      };
      // Four through both at once: two queue rooms would split them, and nobody would be seated.
      const four = await race(4, ['Eleni', 'Nikos', 'Maria', 'Kostas']);
      expect(new Set(four.map((s) => s.room)).size).toBe(1);
      expect(four.map((s) => s.seat).sort()).toEqual([0, 1, 2, 3]);
      // Two at a time, a new race each time (the queue room of the last is gone with its people): one room each time.
      for (const round of [1, 2, 3]) {
        const two = await race(2, [`First ${String(round)}`, `Second ${String(round)}`]);
        expect(new Set(two.map((s) => s.room)).size).toBe(1);
      }
    } finally {
      await Promise.all([postgres.stop(), own.stop()]);
    }
  });

  it('says in one line when Redis cannot be reached, and stops', async () => {
    const child = spawn(process.execPath, [fileURLToPath(MAIN)], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        REDIS_URL: `redis://127.0.0.1:${String(await freePort())}`,
        REDIS_WAIT_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exit = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(exit).toBe(1);
    const lines = err.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^birimba-server: cannot open the room store at redis:\/\/127\.0\.0\.1:\d+: .*Redis/);
  });

  it('keeps its keys under birimba: beside Colyseus’ own', async () => {
    const client = new Redis(redis?.url ?? '');
    const keys = (await client.keys('birimba:*')).sort();
    await client.quit();
    expect(keys.some((k) => /^birimba:room:[0-9A-Z]{10}$/.test(k))).toBe(true);
    expect(keys).toContain('birimba:open');
    expect(keys.some((k) => /^birimba:claim:[0-9A-Z]{10}$/.test(k))).toBe(true);
  });
});
