// One load process of a run (forked by load.ts): holds its share of the rooms, plays them when told, counts their
// round trips while told to measure, and sends its tally back when told to stop. Several of them spread the load's
// own work (four clients a room, each decoding its views, and the greedy bot deciding their moves) over processes,
// so that the figures are the server's, not a single load process lagging behind.

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LoadRoom, type RoomPlan, type Tally } from './room-load.js';

/** What the run tells a loader. */
export type ToLoader =
  | {
      readonly type: 'open';
      readonly url: string;
      readonly rooms: number;
      readonly first: number;
      readonly plan: RoomPlan;
    }
  | { readonly type: 'play' }
  | { readonly type: 'measure'; readonly on: boolean }
  /** The round trips measured so far, handed over and forgotten (a window of a run: bench/abuse.ts). */
  | { readonly type: 'take' }
  | { readonly type: 'stop' };

/** What a loader tells the run. */
export type FromLoader =
  | { readonly type: 'opened'; readonly held: number; readonly failed: number }
  | { readonly type: 'taken'; readonly rtts: number[]; readonly errors: number }
  | {
      readonly type: 'tally';
      readonly rtts: number[];
      readonly moves: number;
      readonly refused: number;
      readonly limited: number;
      /** Rooms that failed while playing (not those that never opened). */
      readonly failedPlaying: number;
      /** This process's event-loop delay p99 over the measuring window, in ms. */
      readonly loopP99Ms: number;
      /** This process's CPU over the measuring window, in seconds. */
      readonly cpuSeconds: number;
      /** Bytes the watchers received, phrases said and phrases refused, over the measuring window. */
      readonly watcherBytes: number;
      readonly phrases: number;
      readonly phrasesRefused: number;
    };

/** Opens `n` rooms, `batch` at a time; those that fail are counted. */
async function openRooms(url: string, n: number, tally: Tally, plan: RoomPlan, first: number): Promise<LoadRoom[]> {
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

const send = (message: FromLoader): void => {
  process.send?.(message);
};

const tally: Tally = {
  rtts: [],
  moves: 0,
  refused: 0,
  limited: 0,
  errors: 0,
  watcherBytes: 0,
  phrases: 0,
  phrasesRefused: 0,
  measuring: false,
  stopped: false,
};
let rooms: LoadRoom[] = [];
let failedToOpen = 0;
let playing: Promise<void>[] = [];
const loop = monitorEventLoopDelay({ resolution: 10 });
let cpu0 = process.cpuUsage();

process.on('message', (message: ToLoader) => {
  void (async () => {
    if (message.type === 'open') {
      rooms = [...rooms, ...(await openRooms(message.url, message.rooms, tally, message.plan, message.first))];
      failedToOpen = tally.errors;
      send({ type: 'opened', held: rooms.length, failed: failedToOpen });
    } else if (message.type === 'play') playing = rooms.map((r) => r.play());
    else if (message.type === 'measure') {
      if (message.on) {
        loop.enable();
        cpu0 = process.cpuUsage();
      } else loop.disable();
      tally.measuring = message.on;
    } else if (message.type === 'take') {
      send({ type: 'taken', rtts: tally.rtts.splice(0), errors: tally.errors - failedToOpen });
    } else {
      const cpu = process.cpuUsage(cpu0);
      tally.stopped = true;
      send({
        type: 'tally',
        rtts: tally.rtts,
        moves: tally.moves,
        refused: tally.refused,
        limited: tally.limited,
        failedPlaying: tally.errors - failedToOpen,
        loopP99Ms: Math.round(loop.percentile(99) / 1e4) / 100,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        watcherBytes: tally.watcherBytes,
        phrases: tally.phrases,
        phrasesRefused: tally.phrasesRefused,
      });
      await Promise.race([Promise.allSettled(playing), new Promise((r) => setTimeout(r, 5000))]);
      await Promise.allSettled(rooms.map((r) => r.leave()));
      process.exit(0);
    }
  })();
});
