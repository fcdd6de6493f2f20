// A process that was silent past its claim (stalled) finds its room taken over by another: it writes nothing more to
// it — not a move, not a setting — and lets it go, its clients disconnected as by a server stopping (4001), so that
// they take their seats back on the process that holds the room now. Never two processes playing one room.
import { CloseCode } from '@colyseus/core';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Player } from './helpers/players.js';
import { NO_REDIS, type TestRedis, startRedis } from './helpers/redis.js';
import { type TestServer, testServer } from './helpers/server.js';

let redis: TestRedis | null = null;
let client: Redis | null = null;
let t: TestServer;

beforeAll(async () => {
  if (NO_REDIS !== null) return;
  redis = await startRedis();
  client = new Redis(redis.url);
  t = await testServer({ redisUrl: redis.url, claimMs: 1500 });
});
afterAll(async () => {
  if (NO_REDIS !== null) return;
  await t.close();
  await client?.quit();
  await redis?.stop();
});

/** The room's history in Redis, by kind. */
async function history(code: string): Promise<string[]> {
  const events = (await client?.lrange(`birimba:room:${code}`, 0, -1)) ?? [];
  return events.map((e) => (JSON.parse(e) as { kind: string }).kind);
}

/** Resolves with the close code when the player's connection ends. */
const left = (player: Player): Promise<number> => new Promise((resolve) => player.room.onLeave(resolve));

describe.skipIf(NO_REDIS !== null)('a room another process took over', () => {
  it('refuses its next write, not recorded, and is let go', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const gone = left(maria);
    expect(await history(maria.code)).toEqual(['created', 'seated', 'host']);
    await client?.set(`birimba:claim:${maria.code}`, 'another-process', 'PX', 60_000);
    maria.send('settings', { botLevel: 'hard' });
    expect(await gone).toBe(CloseCode.SERVER_SHUTDOWN);
    expect(await history(maria.code)).toEqual(['created', 'seated', 'host']);
    expect(t.lines.some((l) => l.includes('room let go') && l.includes(maria.code))).toBe(true);
  });

  it('is let go when its claim is renewed, with nothing written', async () => {
    const nikos = await Player.create(t.sdk(), { name: 'Nikos' });
    const gone = left(nikos);
    await client?.set(`birimba:claim:${nikos.code}`, 'another-process', 'PX', 60_000);
    expect(await gone).toBe(CloseCode.SERVER_SHUTDOWN);
    expect(t.lines.some((l) => l.includes('room held elsewhere') && l.includes(nikos.code))).toBe(true);
    expect(await history(nikos.code)).toEqual(['created', 'seated', 'host']);
    expect(t.server.rooms()).toBe(0);
  });
});
