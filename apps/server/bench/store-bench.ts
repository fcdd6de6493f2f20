// The room store's write time: `append` of real move events (a greedy deal's moves), timed over the built file store
// (each append written and fsync'd) and the Redis store (each append one Lua script, acknowledged), one room at a time
// and with many rooms appending at once (as a busy server does).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createBot, playGame } from '@birimba/ai';
import type { Seat } from '@birimba/engine';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@birimba/protocol';
import { FileRoomStore } from '../dist/store/file-store.js';
import { RedisRoomStore } from '../dist/store/redis-store.js';
import type { RoomEvent } from '../dist/store/room-events.js';
import type { RoomStore } from '../dist/store/room-store.js';
import { NO_REDIS, startRedis } from '../test/helpers/redis.js';
import { load1, spread } from './stats.js';

function code(n: number): string {
  let text = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) {
    text += ROOM_CODE_ALPHABET[n % ROOM_CODE_ALPHABET.length];
    n = Math.floor(n / ROOM_CODE_ALPHABET.length);
  }
  return text;
}

/** The move events of a real deal (greedy bots), as a room appends them. */
function moveEvents(): RoomEvent[] {
  const greedy = createBot('greedy');
  const game = playGame({ seed: 7, bots: [greedy, greedy, greedy, greedy] });
  return game.moves.map((move, i) => ({ kind: 'move', seat: (i % 4) as Seat, move, id: `m${String(i)}`, note: null }));
}

const created = (c: string): RoomEvent =>
  ({
    kind: 'created',
    format: 'birimba-room',
    version: 1,
    code: c,
    settings: { rules: {}, botLevel: 'normal', moveTimer: 0, public: false },
  }) as unknown as RoomEvent;

/** `total` appends over `rooms` rooms appending at once (each room's appends one after the other); their times. */
async function appends(store: RoomStore, rooms: number, total: number, first: number): Promise<number[]> {
  const events = moveEvents();
  const codes = Array.from({ length: rooms }, (_, i) => code(first + i));
  for (const c of codes) await store.create(c, created(c));
  const times: number[] = [];
  const each = Math.ceil(total / rooms);
  await Promise.all(
    codes.map(async (c) => {
      for (let i = 0; i < each; i++) {
        const t = performance.now();
        await store.append(c, events[i % events.length] as RoomEvent);
        times.push(performance.now() - t);
      }
    }),
  );
  return times;
}

export interface StoreFigures {
  readonly [store: string]: { readonly [rooms: string]: ReturnType<typeof spread> } | number | string;
}

export async function storeBench(total: number): Promise<StoreFigures> {
  const figures: Record<string, unknown> = { load1Before: load1() };
  const dir = mkdtempSync(join(tmpdir(), 'birimba-store-bench-'));
  try {
    const file = new FileRoomStore(dir);
    figures.file = {
      '1 room': spread(await appends(file, 1, total, 1)),
      '100 rooms at once': spread(await appends(file, 100, total, 1000)),
    };
    await file.shutdown();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (NO_REDIS !== null) figures.redis = NO_REDIS;
  else {
    const server = await startRedis();
    const redis = new Redis(server.url);
    try {
      const store = new RedisRoomStore(redis);
      figures.redis = {
        '1 room': spread(await appends(store, 1, total, 1)),
        '100 rooms at once': spread(await appends(store, 100, total, 1000)),
      };
    } finally {
      redis.disconnect();
      await server.stop();
    }
  }
  figures.load1After = load1();
  return figures as StoreFigures;
}
