// A process killed without warning (SIGKILL) is an outage of seconds the player does not have to do anything about:
// two `birimba-server` processes on one Redis behind a load balancer (a TCP proxy of the test's, sending each
// connection to the first process that takes it), at the default ROOM_CLAIM_MS, two tables (the table's own
// `OnlineGame`) in a room on the process that dies. The other sees the dead process's connections to Redis gone and
// takes its room over without waiting for the claim to lapse; the tables find their way back by code and token on
// their own, saying «Reconnecting…» and never an error; a join in the gap is answered at once (`room-moving`, not a
// wait and `process … is not available`), and a room created in the gap is made on the live process at once (not sent
// to the dead one for two seconds); a table joining by code in the gap asks again until the room is back.
import { Client } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { MATCHMAKE_ERRORS } from '@birimba/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Tab, openTab } from './client/online-tables.js';
import type { ChildServer } from './helpers/child-server.js';
import { roomsOf, startProcess } from './helpers/fleet.js';
import { Player, refusedJoin } from './helpers/players.js';
import { NO_REDIS, type TestRedis, freePort, startRedis } from './helpers/redis.js';
import { type TcpProxy, startProxy } from './helpers/tcp-proxy.js';

let redis: TestRedis | null = null;
let client: Redis | null = null;
const children: ChildServer[] = [];
const players: Player[] = [];
const tabs: Tab[] = [];
const late: Tab[] = [];
let front: TcpProxy | null = null;

beforeAll(async () => {
  if (NO_REDIS !== null) return;
  redis = await startRedis();
  client = new Redis(redis.url);
});
afterAll(async () => {
  for (const tab of [...tabs, ...late]) tab.game.hostDisconnected();
  for (const player of players) await player.room.leave().catch(() => undefined);
  await front?.close();
  for (const child of children) await child.kill();
  await client?.quit();
  await redis?.stop();
});

/** Resolves once `test` holds, looked at every 20 ms (for 30 s at most: a hang, not a timing). */
async function until(test: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (const end = Date.now() + 30_000; !(await test());) {
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(NO_REDIS !== null)('a process killed', () => {
  it('is an outage of seconds: the tables are seated again by themselves, joins and creates answered at once', async () => {
    const [aPort, bPort] = [await freePort(), await freePort()];
    const a = await startProcess(redis?.url ?? '', children, {}, aPort);
    front = await startProxy([aPort, bPort]);
    const ws = `ws://127.0.0.1:${String(front.port)}`;
    // Two rooms on A before B starts: the next room goes to B (the fewest rooms), and so would a room created just
    // after B dies, were B still taken for alive.
    players.push(await Player.create(new Client(ws), { name: 'Filler 1' }));
    players.push(await Player.create(new Client(ws), { name: 'Filler 2' }));
    const b = await startProcess(redis?.url ?? '', children, {}, bPort);

    const maria = openTab(ws);
    tabs.push(maria);
    maria.game.begin();
    expect(await maria.game.create('Maria')).toBe(true);
    await maria.until(() => maria.game.room !== null, 'the room');
    expect([await roomsOf(a), await roomsOf(b)]).toEqual([2, 1]);
    const nikos = openTab(ws, { room: maria.game.link ?? '', name: 'Nikos' });
    tabs.push(nikos);
    nikos.game.begin();
    await nikos.until(() => nikos.game.connection === 'in-room' && nikos.game.room !== null, 'Nikos in the room');
    maria.game.configure({ rules: { matchTarget: null }, botLevel: 'easy' });
    await maria.until(() => maria.game.room?.botLevel === 'easy', 'the settings');
    maria.game.start();
    await maria.until(() => maria.game.view !== null, 'Maria’s view');
    await nikos.until(() => nikos.game.view !== null, 'Nikos’s view');
    const code = maria.game.code ?? '';
    // A second room on B, still in its lobby: a friend's table will come by its code in the gap.
    // (Not left at the end: its connection dies with B, and leaving a dead room never answers.)
    const host = await Player.create(new Client(ws), { name: 'Host' });
    expect(await roomsOf(b)).toBe(2);

    // Everything the tables show from the kill on: their connection, and any problem they would say.
    const seen = tabs.map(() => ({ connections: new Set<string>(), problems: [] as string[] }));
    tabs.forEach((tab, i) =>
      tab.game.subscribe(() => {
        seen[i]?.connections.add(tab.game.connection);
        if (tab.game.problem !== null) seen[i]?.problems.push(tab.game.problem);
      }),
    );
    const listing = JSON.parse((await client?.hget('roomcaches', code)) ?? '{}') as { processId?: string };
    const named = async (): Promise<boolean> =>
      ((await client?.call('CLIENT', 'LIST')) as string).includes(`name=birimba:${listing.processId ?? '?'}`);
    expect(await named()).toBe(true);

    const killed = Date.now();
    await b.kill();
    await until(async () => !(await named()), 'Redis to see B’s connections closed');

    // In the gap, before the room is back: a join is told at once that the room is moving.
    let asked = Date.now();
    expect(await refusedJoin(new Client(ws).joinById(code, { name: 'Eleni' }))).toBe(MATCHMAKE_ERRORS['room-moving']);
    expect(Date.now() - asked).toBeLessThan(1000);
    // A table joining by code in the gap asks again by itself until the room is back, and sits: no error said.
    const eleni = openTab(ws, { room: host.code, name: 'Eleni' });
    late.push(eleni);
    const eleniProblems: string[] = [];
    eleni.game.subscribe(() => {
      if (eleni.game.problem !== null) eleniProblems.push(eleni.game.problem);
    });
    eleni.game.begin();
    // A new room goes to the live process at once.
    asked = Date.now();
    players.push(await Player.create(new Client(ws), { name: 'Kostas' }));
    expect(Date.now() - asked).toBeLessThan(1000);

    const back = (tab: Tab, i: number): boolean =>
      seen[i]?.connections.has('reconnecting') === true && tab.game.connection === 'in-room' && tab.game.view !== null;
    await Promise.all(tabs.map((tab, i) => tab.until(() => back(tab, i), 'the table back in its seat')));
    const seated = Date.now() - killed;
    console.log(`kill → every table seated again: ${String(seated)} ms (ROOM_CLAIM_MS ${String(10_000)})`);
    // Generous: well under the default claim (10 s), which a takeover no longer waits for.
    expect(seated).toBeLessThan(8000);
    expect(seen.map((s) => s.problems)).toEqual([[], []]);
    expect([maria.game.mySeat, nikos.game.mySeat]).toEqual([0, 1]);
    await eleni.until(() => eleni.game.connection === 'in-room' && eleni.game.room !== null, 'Eleni in the room');
    expect(eleniProblems).toEqual([]);
    expect(await roomsOf(a)).toBe(5);

    // The match goes on, on A: a move of whoever is to act is played and shown.
    await until(() => tabs.some((t) => t.game.myTurn), 'a turn of a table');
    const tab = tabs.find((t) => t.game.myTurn) as Tab;
    const view = tab.game.view;
    const played = tab.game.log.length;
    expect(
      tab.game.play(view?.phase === 'draw' ? { type: 'draw' } : { type: 'discard', card: view?.hand[0]?.id ?? 0 }),
    ).toBeNull();
    await tab.until(() => tab.game.log.length > played, 'the move played');
  });
});
