// A load run: the built server in its own process, K rooms of four clients spread over load processes of their own
// (bench/loader.ts), moves at a pace for a measuring window; the figures of the run (round trips, moves/s, memory per room, the server's CPU, the load).

import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromLoader, ToLoader } from './loader.js';
import type { RoomPlan } from './room-load.js';
import { startBenchServer } from './server-process.js';
import { cpuSeconds, load1, rssBytes, sleep, spread } from './stats.js';

export interface LoadOptions {
  /** Rooms of four clients. */
  readonly rooms: number;
  /** Rooms of one client and three of the server's bots at `botLevel` (their round trips are not counted). */
  readonly botRooms: number;
  readonly botLevel: string;
  /** Milliseconds between two moves of a room (0: full speed). */
  readonly paceMs: number;
  /** The measuring window, in seconds (after every room is open and a warm-up of `warmup` seconds). */
  readonly seconds: number;
  readonly warmup: number;
  /** Load processes the rooms are spread over (each forked; at least one). */
  readonly loaders: number;
  /** Watchers of each four-client room (0: none). */
  readonly watchers: number;
  /** Seconds between two phrases of each player of a four-client room (0: none). */
  readonly phraseEvery: number;
  /** Whether the people of the four-client rooms have accounts (`RoomPlan.accounts`). */
  readonly accounts?: boolean;
  /** Each four-client room's people from an address of their own (`RoomPlan.households`): needed with accounts, whose
   * making is limited per address. */
  readonly households?: boolean;
}

export interface LoadFigures {
  readonly name: string;
  readonly rooms: number;
  readonly botRooms: number;
  readonly pace: string;
  /** Watchers a four-client room, and the seconds between two phrases of a player (0: none). */
  readonly watchers: number;
  readonly phraseEvery: number;
  /** Whether the people had accounts. */
  readonly accounts: boolean;
  /** Load processes the rooms were spread over. */
  readonly loaders: number;
  readonly roomsHeld: number;
  readonly movesPerSecond: number;
  readonly rttMs: { p50: number; p95: number; p99: number; n: number };
  readonly rssIdleMB: number;
  readonly rssLoadedMB: number;
  readonly kbPerRoom: number;
  /** The server process's CPU over the window, in % of one core (all its threads, bots included). */
  readonly serverCpuPct: number;
  /** The load processes' worst event-loop delay p99 (ms): high means the load, not the server, lagged. */
  readonly loaderLoopP99Ms: number;
  /** The load processes' CPU over the window, together, in % of one core. */
  readonly loaderCpuPct: number;
  readonly refused: number;
  readonly rateLimited: number;
  readonly failedRooms: number;
  readonly load1Before: number;
  readonly load1After: number;
  readonly openSeconds: number;
  /** The bytes one watcher received a second on average over the window, in KB (0 without watchers). */
  readonly watcherKBps: number;
  /** All the watchers' bytes received over the window, in MB. */
  readonly watcherMB: number;
  /** Phrases the players said a second, and those the server refused, over the window. */
  readonly phrasesPerSecond: number;
  readonly phrasesRefused: number;
}

/** A load process, forked, and its messages. */
export interface Loader {
  tell(message: ToLoader): void;
  next<T extends FromLoader['type']>(type: T): Promise<Extract<FromLoader, { type: T }>>;
  kill(): void;
}

export function forkLoader(): Loader {
  const child: ChildProcess = fork(fileURLToPath(new URL('./loader.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: FromLoader[] = [];
  let waiting: (() => void) | null = null;
  child.on('message', (m: FromLoader) => {
    inbox.push(m);
    waiting?.();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    tell: (message) => child.send(message),
    async next(type) {
      for (;;) {
        const i = inbox.findIndex((m) => m.type === type);
        if (i >= 0) return inbox.splice(i, 1)[0] as Extract<FromLoader, { type: typeof type }>;
        const arrived = new Promise<void>((resolve) => (waiting = resolve));
        await Promise.race([arrived, exited.then(() => Promise.reject(new Error('a load process ended early')))]);
      }
    },
    kill: () => child.kill(),
  };
}

/** `n` split in `parts` near-equal whole shares. */
const shares = (n: number, parts: number): number[] =>
  Array.from({ length: parts }, (_, i) => Math.floor(n / parts) + (i < n % parts ? 1 : 0));

export async function runLoad(name: string, options: LoadOptions): Promise<LoadFigures> {
  const load1Before = load1();
  // The load's thousands of clients come from one address, a crowd's from as many: the per-address limits are lifted.
  const server = await startBenchServer({
    ROOMS_PER_HOUR: '0',
    UNCLAIMED_PER_ADDRESS: '1000000',
    OPEN_ROOMS_PER_ADDRESS: '0',
  });
  const loaders = Array.from({ length: Math.max(1, options.loaders) }, forkLoader);
  try {
    await sleep(1000);
    const rssIdle = rssBytes(server.pid);
    const url = `ws://127.0.0.1:${String(server.port)}`;
    const opened = performance.now();
    // Each loader opens its share of the four-client rooms, then of the bot rooms (numbered apart).
    const open = async (rooms: number, first: number, plan: RoomPlan): Promise<{ held: number; failed: number }> => {
      const parts = shares(rooms, loaders.length);
      const starts = parts.map((_, i) => first + parts.slice(0, i).reduce((a, b) => a + b, 0));
      loaders.forEach((l, i) => l.tell({ type: 'open', url, rooms: parts[i] ?? 0, first: starts[i] ?? first, plan }));
      const answers = await Promise.all(loaders.map((l) => l.next('opened')));
      return { held: answers.reduce((a, r) => a + r.held, 0), failed: answers.reduce((a, r) => a + r.failed, 0) };
    };
    // The four-client rooms (their loaders' count so far: all of them) first, then the bot rooms.
    const people = await open(options.rooms, 0, {
      paceMs: options.paceMs,
      botLevel: null,
      watchers: options.watchers,
      phraseEveryMs: options.phraseEvery * 1000,
      accounts: options.accounts === true,
      households: options.households === true,
    });
    const all = await open(options.botRooms, options.rooms, { paceMs: options.paceMs, botLevel: options.botLevel });
    const openSeconds = (performance.now() - opened) / 1000;
    for (const l of loaders) l.tell({ type: 'play' });
    await sleep(options.warmup * 1000);
    const cpu0 = cpuSeconds(server.pid);
    const t0 = performance.now();
    // Only the four-client rooms' moves are counted: the bot rooms are the disturbance.
    for (const l of loaders) l.tell({ type: 'measure', on: true });
    await sleep(options.seconds * 1000);
    for (const l of loaders) l.tell({ type: 'measure', on: false });
    const elapsed = (performance.now() - t0) / 1000;
    const cpu = cpuSeconds(server.pid) - cpu0;
    const rssLoaded = rssBytes(server.pid);
    for (const l of loaders) l.tell({ type: 'stop' });
    const tallies = await Promise.all(loaders.map((l) => l.next('tally')));
    const sum = (f: (t: (typeof tallies)[number]) => number): number => tallies.reduce((a, t) => a + f(t), 0);
    const held = all.held;
    const moves = sum((t) => t.moves);
    const watcherBytes = sum((t) => t.watcherBytes);
    const watchersHeld = people.held * options.watchers;
    return {
      name,
      rooms: options.rooms,
      botRooms: options.botRooms,
      pace: options.paceMs === 0 ? 'full speed' : `1 move / ${String(options.paceMs / 1000)} s`,
      watchers: options.watchers,
      phraseEvery: options.phraseEvery,
      accounts: options.accounts === true,
      loaders: loaders.length,
      roomsHeld: held - sum((t) => t.failedPlaying),
      movesPerSecond: Math.round((moves / elapsed) * 10) / 10,
      rttMs: spread(tallies.flatMap((t) => t.rtts)),
      rssIdleMB: Math.round(rssIdle / 1e5) / 10,
      rssLoadedMB: Math.round(rssLoaded / 1e5) / 10,
      kbPerRoom: held === 0 ? 0 : Math.round((rssLoaded - rssIdle) / held / 1024),
      serverCpuPct: Math.round((cpu / elapsed) * 1000) / 10,
      loaderLoopP99Ms: Math.max(...tallies.map((t) => t.loopP99Ms)),
      loaderCpuPct: Math.round((sum((t) => t.cpuSeconds) / elapsed) * 1000) / 10,
      refused: sum((t) => t.refused),
      rateLimited: sum((t) => t.limited),
      failedRooms: all.failed + sum((t) => t.failedPlaying),
      load1Before,
      load1After: load1(),
      openSeconds: Math.round(openSeconds * 10) / 10,
      watcherKBps: watchersHeld <= 0 ? 0 : Math.round((watcherBytes / watchersHeld / elapsed / 1024) * 100) / 100,
      watcherMB: Math.round(watcherBytes / 1e4) / 100,
      phrasesPerSecond: Math.round((sum((t) => t.phrases) / elapsed) * 10) / 10,
      phrasesRefused: sum((t) => t.phrasesRefused),
    };
  } finally {
    for (const l of loaders) l.kill();
    await server.stop();
  }
}
