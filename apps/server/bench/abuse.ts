// The abuse benchmark (issues 34 and 48): `pnpm --filter @birimba/server exec tsx bench/abuse.ts [--seconds 15]
// [--rooms 20]` against the built server with its default limits. Normal rooms of four clients play at a human pace (a
// move a second each) from a load process, each room's people from an address of their own (127.0.1.N, as households);
// in this process one player sits in a room of its own (whose log a flood asks for). The hostile client floods from an
// address of its own for each flood (127.0.0.2 …, so that each meets the server's limits afresh). The run is cut in
// windows of `--seconds`: quiet, then a flood of room creations (`POST /matchmake/create/birimba`, half with `{}`, half
// with a name and never joined — what filled the server with 8,025 rooms in 30 s), quiet again, a flood of
// `GET /rooms/CODE/log` with wrong tokens, a flood of "play now" joined and left at once (2,522 rooms in 31 s, each
// leaving a file, before issue 48), and one of "play now" whose rooms are turned private and held (1,000 rooms in
// 158 s, until the server was full). For each window: the normal rooms' move round trips (p50 / p95), the server's
// memory, the rooms it holds, the closed rooms it keeps, and what the flood was answered. Prints a table and writes the
// figures as JSON (bench/results/abuse.json); it reports targets missed, never fails. BENCH_SERVER_MAIN runs another
// build of the server (an earlier commit's dist/main.js, to compare with).

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Client, type Room } from '@colyseus/sdk';
import { ROOM_NAME } from '@birimba/protocol';
import { forkLoader } from './load.js';
import { fetchFrom, post } from './local-fetch.js';
import { startBenchServer } from './server-process.js';
import { load1, rssBytes, sleep, spread } from './stats.js';

/** The hostile client's addresses: one a flood, so that each meets the server's limits afresh. */
const HOSTILE: Readonly<Record<string, string>> = {
  'room creations': '127.0.0.2',
  'log requests': '127.0.0.3',
  'play now, left': '127.0.0.4',
  'play now, held': '127.0.0.5',
};

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    rooms: { type: 'string', default: '20' },
    flooders: { type: 'string', default: '32' },
    // The rates the hostile client of issues 34 and 48 reached (8,025 rooms in 30 s; 77 log requests a second; 2,522
    // "play now" joined and left in 31 s; 1,000 held in 158 s); 0: flat out.
    'create-rate': { type: 'string', default: '270' },
    'log-rate': { type: 'string', default: '77' },
    'play-now-rate': { type: 'string', default: '81' },
    'held-rate': { type: 'string', default: '6' },
    out: { type: 'string', default: 'bench/results/abuse.json' },
  },
});
const whole = (name: string, text: string): number => {
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`--${name} must be a whole number ≥ 1, got ${text}`);
  return Number(text);
};
const seconds = whole('seconds', values.seconds);
const roomCount = whole('rooms', values.rooms);
const flooders = whole('flooders', values.flooders);
const rate = (name: string, text: string): number => {
  if (!/^\d+$/.test(text)) throw new Error(`--${name} must be a whole number (0: flat out), got ${text}`);
  return Number(text);
};
const rates: Record<string, number> = {
  'room creations': rate('create-rate', values['create-rate']),
  'log requests': rate('log-rate', values['log-rate']),
  'play now, left': rate('play-now-rate', values['play-now-rate']),
  'play now, held': rate('held-rate', values['held-rate']),
};

interface Window {
  readonly name: string;
  readonly rttMs: { p50: number; p95: number; p99: number; n: number };
  readonly rssMB: number;
  readonly roomsHeld: number;
  /** The closed rooms' histories the server keeps (its /health). */
  readonly closedKept: number;
  /** The flood's requests in the window and their answers by HTTP status. */
  readonly requests: number;
  readonly statuses: Record<string, number>;
}

const server = await startBenchServer();
const http = `http://127.0.0.1:${String(server.port)}`;
const loader = forkLoader();
const sdk = new Client(`ws://127.0.0.1:${String(server.port)}`);
try {
  console.log(
    `abuse benchmark: load average ${String(load1())}, ${String(roomCount)} rooms, windows of ${String(seconds)} s`,
  );
  // Two rooms at a time: the normal rooms' clients share one address, whose unused seat reservations are limited (8).
  for (let first = 0; first < roomCount; first += 2) {
    loader.tell({
      type: 'open',
      url: `ws://127.0.0.1:${String(server.port)}`,
      rooms: Math.min(2, roomCount - first),
      first,
      plan: { paceMs: 1000, botLevel: null, households: true },
    });
    await loader.next('opened');
  }
  // A room of its own, with a history, whose log the second flood asks for with wrong tokens.
  const own = await sdk.create(ROOM_NAME, { name: 'Bench' });
  const code = own.roomId;
  loader.tell({ type: 'play' });
  loader.tell({ type: 'measure', on: true });
  await sleep(5000);
  loader.tell({ type: 'take' });
  await loader.next('taken');

  const health = async (): Promise<{ rooms: number; closed: number }> =>
    (await (await fetch(`${http}/health`)).json()) as { rooms: number; closed: number };
  const token = (): string =>
    Array.from({ length: 43 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
  const json = { 'content-type': 'application/json' };
  const hostile = (flood: string): Client =>
    new Client(`ws://127.0.0.1:${String(server.port)}`, { fetchFn: fetchFrom(HOSTILE[flood] ?? '127.0.0.2') });
  const playingNow = hostile('play now, left');
  const holdingNow = hostile('play now, held');
  /** A "play now" of the hostile client: its room (whose messages it reads and drops), or the code it was refused
   * with. */
  const playNow = (sdk: Client, i: number): Promise<Room | string> =>
    sdk.joinOrCreate(ROOM_NAME, { name: `Flood ${String(i)}`, public: true }).then(
      (room) => {
        room.onMessage('*', () => undefined);
        return room;
      },
      (e: unknown) => {
        const code = (e as { code?: unknown }).code;
        return typeof code === 'number' ? String(code) : 'failed';
      },
    );
  /** The rooms the held flood keeps, until its window ends. */
  const holding: Room[] = [];
  const floods: Record<string, ((i: number) => Promise<string>) | null> = {
    quiet: null,
    'room creations': async (i) => {
      const options = i % 2 === 0 ? '{}' : JSON.stringify({ name: `Flood ${String(i)}` });
      const url = new URL(`${http}/matchmake/create/${ROOM_NAME}`);
      return String((await post(url, 'POST', json, options, HOSTILE['room creations'] ?? '')).status);
    },
    'quiet again': null,
    'log requests': async () => {
      const url = new URL(`${http}/rooms/${code}/log`);
      const headers = { authorization: `Bearer ${token()}` };
      return String((await post(url, 'GET', headers, undefined, HOSTILE['log requests'] ?? '')).status);
    },
    'play now, left': async (i) => {
      const room = await playNow(playingNow, i);
      if (typeof room === 'string') return room;
      await room.leave(true).catch(() => undefined);
      return '200';
    },
    'play now, held': async (i) => {
      const room = await playNow(holdingNow, i);
      if (typeof room === 'string') return room;
      room.send('settings', { public: false });
      holding.push(room);
      return '200';
    },
  };
  const windows: Window[] = [];
  for (const [name, flood] of Object.entries(floods)) {
    const statuses: Record<string, number> = {};
    let requests = 0;
    let running = flood !== null;
    const perSecond = rates[name] ?? 0;
    const began = performance.now();
    const flooding = Array.from({ length: flood === null ? 0 : flooders }, async () => {
      while (running) {
        // At the window's rate (the flooders share it), or as fast as they can.
        if (perSecond > 0) {
          const due = began + (requests / perSecond) * 1000;
          if (due > performance.now()) await sleep(due - performance.now());
          if (!running) break;
        }
        const status = await (flood as (i: number) => Promise<string>)(requests++).catch(() => 'failed');
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    });
    await sleep(seconds * 1000);
    running = false;
    loader.tell({ type: 'take' });
    const taken = await loader.next('taken');
    const rss = rssBytes(server.pid);
    await Promise.all(flooding);
    const now = await health();
    windows.push({
      name,
      rttMs: spread(taken.rtts),
      rssMB: Math.round(rss / 1e5) / 10,
      roomsHeld: now.rooms,
      closedKept: now.closed,
      requests,
      statuses,
    });
    // The held rooms are let go at the window's end.
    await Promise.all(holding.splice(0).map((room) => room.leave(true).catch(() => undefined)));
    await sleep(2000);
  }
  const base = windows[0] as Window;
  console.log('window            move p50 / p95 ms   server MB  rooms  closed  flood requests (by status)');
  for (const w of windows)
    console.log(
      `${w.name.padEnd(17)} ${`${String(w.rttMs.p50)} / ${String(w.rttMs.p95)}`.padEnd(19)} ${String(w.rssMB).padEnd(10)} ${String(w.roomsHeld).padEnd(6)} ${String(w.closedKept).padEnd(7)} ${String(w.requests)} ${JSON.stringify(w.statuses)}`,
    );
  for (const w of windows.slice(1)) {
    const p95 = w.rttMs.p95 <= 2 * base.rttMs.p95 ? 'met' : 'MISSED';
    const memory = w.rssMB - base.rssMB <= 50 ? 'met' : 'MISSED';
    console.log(`${w.name}: p95 within 2× the quiet one's: ${p95}; memory within 50 MB of it: ${memory}`);
  }
  const out = resolve(values.out);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ started: new Date().toISOString(), seconds, rooms: roomCount, flooders, windows }, null, 2)}\n`,
  );
  console.log(`figures: ${out}`);
  await own.leave(true).catch(() => undefined);
} finally {
  loader.tell({ type: 'stop' });
  await Promise.race([loader.next('tally').catch(() => undefined), sleep(8000)]);
  loader.kill();
  await server.stop();
}
