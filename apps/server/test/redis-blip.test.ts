// A Redis blip does not reshuffle rooms: two `birimba-server` processes, each reaching Redis through a TCP proxy of the
// test's, both cut off longer than their claims (every claim and liveness lapses meanwhile), then given Redis back one
// after the other — the room's holder last. The holder renews its claims as it comes back and keeps its room (its
// player is never closed); the other, back first, takes a room over only once it has been in touch with Redis for a
// whole claim's time — as it does a room whose process did die (written by the test with no process behind it) — and
// never takes one from a process that was only cut off.
import { Client } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { resolveRules } from '@birimba/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoomModel } from '../src/room/room-model.js';
import { RedisRoomStore } from '../src/store/redis-store.js';
import type { ChildServer } from './helpers/child-server.js';
import { roomsOf, startProcess } from './helpers/fleet.js';
import { Player } from './helpers/players.js';
import { NO_REDIS, type TestRedis, startRedis } from './helpers/redis.js';
import { type TcpProxy, startProxy } from './helpers/tcp-proxy.js';

const CLAIM_MS = 2000;
const ORPHAN = '7KQ2M9XRTA';
let redis: TestRedis | null = null;
let client: Redis | null = null;
const children: ChildServer[] = [];
const proxies: TcpProxy[] = [];
const players: Player[] = [];

beforeAll(async () => {
  if (NO_REDIS !== null) return;
  redis = await startRedis();
  client = new Redis(redis.url);
});
afterAll(async () => {
  for (const player of players) await player.room.leave().catch(() => undefined);
  for (const child of children) await child.kill();
  for (const proxy of proxies) await proxy.close();
  await client?.quit();
  await redis?.stop();
});

/** Resolves once `test` holds, looked at every 10 ms (for 30 s at most: a hang, not a timing). */
async function until(test: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (const end = Date.now() + 30_000; !(await test());) {
    if (Date.now() > end)
      throw new Error(`waited in vain for ${what}; the processes' logs:\n${children.map((c) => c.log()).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(NO_REDIS !== null)('a Redis blip longer than the claims', () => {
  it('leaves each room with its process: the holder renews as it is back, the other takes only a dead one’s', async () => {
    const [pa, pb] = [await startProxy([redis?.port ?? 0]), await startProxy([redis?.port ?? 0])];
    proxies.push(pa, pb);
    const env = { ROOM_CLAIM_MS: String(CLAIM_MS) };
    const a = await startProcess(`redis://127.0.0.1:${String(pa.port)}`, children, env);
    const b = await startProcess(`redis://127.0.0.1:${String(pb.port)}`, children, env);
    const maria = await Player.create(new Client(`ws://127.0.0.1:${String(a.port)}`), { name: 'Maria' });
    players.push(maria);
    let closed: number | null = null;
    maria.room.onLeave((code: number) => (closed = code));
    const [holder, other] = (await roomsOf(a)) === 1 ? [a, b] : [b, a];
    const [holderProxy, otherProxy] = holder === a ? [pa, pb] : [pb, pa];
    const ids = [holder, other].map((p) => /process=(\S+)/.exec(p.log())?.[1] ?? '');
    // A room whose process died: its history and a claim of a process no one knows, which lapses.
    const died = new Redis(redis?.url ?? '');
    const settings = { rules: resolveRules({}), botLevel: 'easy', moveTimer: 0, public: false } as const;
    await new RedisRoomStore(died, { owner: 'died-earlier', claimMs: 500 }).create(
      ORPHAN,
      RoomModel.created(ORPHAN, settings),
    );
    await died.quit();

    await Promise.all([holderProxy.cut(), otherProxy.cut()]);
    const lapsed = async (key: string): Promise<boolean> => (await client?.exists(key)) === 0;
    await until(async () => lapsed(`birimba:claim:${maria.code}`), 'the holder’s claim to lapse');
    await until(async () => lapsed(`birimba:process:${ids[0] ?? ''}`), 'the holder’s liveness to lapse');
    // The other process is back first; the holder as soon as the other has renewed its own liveness.
    await otherProxy.mend();
    await until(async () => !(await lapsed(`birimba:process:${ids[1] ?? ''}`)), 'the other process back');
    await holderProxy.mend();

    // The dead process's room is taken once a process has been in touch for a claim's time — the other, back first,
    // unless a slow round of its own made it start counting again: by then it has looked at the holder's room too.
    const restored = new RegExp(`room open room=${ORPHAN} restored=true`);
    await until(() => restored.test(other.log()) || restored.test(holder.log()), 'the orphan restored');
    expect(await client?.get(`birimba:claim:${maria.code}`)).toBe(ids[0]);
    expect(closed).toBeNull();
    // Maria's room on its holder, and the dead process's room on one of the two.
    expect(await roomsOf(holder)).toBeGreaterThanOrEqual(1);
    expect((await roomsOf(holder)) + (await roomsOf(other))).toBe(2);
    // The holder writes to its room as before.
    maria.send('settings', { botLevel: 'hard' });
    await maria.until(() => maria.state.botLevel === 'hard', 'the setting kept');
    expect(holder.log()).not.toMatch(/room let go/);
  });
});
