// A load run: the built server in its own process, K rooms of four clients in this one, moves at a pace for a
// measuring window; the figures of the run (round trips, moves/s, memory per room, the server's CPU, the load).

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LoadRoom, type Tally } from './room-load.js';
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
}

export interface LoadFigures {
  readonly name: string;
  readonly rooms: number;
  readonly botRooms: number;
  readonly pace: string;
  readonly roomsHeld: number;
  readonly movesPerSecond: number;
  readonly rttMs: { p50: number; p95: number; p99: number; n: number };
  readonly rssIdleMB: number;
  readonly rssLoadedMB: number;
  readonly kbPerRoom: number;
  /** The server process's CPU over the window, in % of one core (all its threads, bots included). */
  readonly serverCpuPct: number;
  /** The load process's own event-loop delay p99 (ms): high means the load generator, not the server, lagged. */
  readonly loaderLoopP99Ms: number;
  /** The load process's CPU over the window, in % of one core. */
  readonly loaderCpuPct: number;
  readonly refused: number;
  readonly rateLimited: number;
  readonly failedRooms: number;
  readonly load1Before: number;
  readonly load1After: number;
  readonly openSeconds: number;
}

/** Opens `n` rooms, `batch` at a time. */
async function openRooms(
  url: string,
  n: number,
  tally: Tally,
  plan: { paceMs: number; botLevel: string | null },
  first: number,
): Promise<LoadRoom[]> {
  const rooms: LoadRoom[] = [];
  const batch = 25;
  for (let i = 0; i < n; i += batch) {
    const made = await Promise.allSettled(
      Array.from({ length: Math.min(batch, n - i) }, (_, j) => LoadRoom.open(url, plan, tally, first + i + j)),
    );
    for (const m of made) {
      if (m.status === 'fulfilled') rooms.push(m.value);
      else {
        tally.errors++;
        if (tally.errors <= 5) console.error(`a room could not open: ${(m.reason as Error).message}`);
      }
    }
  }
  return rooms;
}

export async function runLoad(name: string, options: LoadOptions): Promise<LoadFigures> {
  const load1Before = load1();
  const server = await startBenchServer();
  try {
    await sleep(1000);
    const rssIdle = rssBytes(server.pid);
    const url = `ws://127.0.0.1:${String(server.port)}`;
    const tally: Tally = {
      rtts: [],
      moves: 0,
      refused: 0,
      limited: 0,
      errors: 0,
      measuring: false,
      stopped: false,
    };
    const opened = performance.now();
    const humans = await openRooms(url, options.rooms, tally, { paceMs: options.paceMs, botLevel: null }, 0);
    const bots = await openRooms(
      url,
      options.botRooms,
      tally,
      { paceMs: options.paceMs, botLevel: options.botLevel },
      options.rooms,
    );
    const openSeconds = (performance.now() - opened) / 1000;
    const failedToOpen = tally.errors;
    const playing = [...humans, ...bots].map((r) => r.play());
    await sleep(options.warmup * 1000);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpu0 = cpuSeconds(server.pid);
    const own0 = process.cpuUsage();
    const t0 = performance.now();
    // Only the four-client rooms' moves are counted: the bot rooms are the disturbance.
    tally.measuring = true;
    await sleep(options.seconds * 1000);
    tally.measuring = false;
    const elapsed = (performance.now() - t0) / 1000;
    const cpu = cpuSeconds(server.pid) - cpu0;
    const own = process.cpuUsage(own0);
    const rssLoaded = rssBytes(server.pid);
    loop.disable();
    tally.stopped = true;
    const held = humans.length + bots.length;
    const figures: LoadFigures = {
      name,
      rooms: options.rooms,
      botRooms: options.botRooms,
      pace: options.paceMs === 0 ? 'full speed' : `1 move / ${String(options.paceMs / 1000)} s`,
      roomsHeld: held - (tally.errors - failedToOpen),
      movesPerSecond: Math.round((tally.moves / elapsed) * 10) / 10,
      rttMs: spread(tally.rtts),
      rssIdleMB: Math.round(rssIdle / 1e5) / 10,
      rssLoadedMB: Math.round(rssLoaded / 1e5) / 10,
      kbPerRoom: held === 0 ? 0 : Math.round((rssLoaded - rssIdle) / held / 1024),
      serverCpuPct: Math.round((cpu / elapsed) * 1000) / 10,
      loaderLoopP99Ms: Math.round(loop.percentile(99) / 1e4) / 100,
      loaderCpuPct: Math.round(((own.user + own.system) / 1e6 / elapsed) * 1000) / 10,
      refused: tally.refused,
      rateLimited: tally.limited,
      failedRooms: tally.errors,
      load1Before,
      load1After: load1(),
      openSeconds: Math.round(openSeconds * 10) / 10,
    };
    await Promise.race([Promise.allSettled(playing), sleep(5000)]);
    await Promise.allSettled([...humans, ...bots].map((r) => r.leave()));
    return figures;
  } finally {
    await server.stop();
  }
}
