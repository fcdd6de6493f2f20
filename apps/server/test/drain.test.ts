// A rolling update is a pause of a second, not a disconnection: `birimba-server` stopped with SIGTERM (as Kubernetes
// stops a pod) while another process shares its Redis drains first — it takes no new room, hands each room over and
// tells its clients to join again (`moved`, 4603, not 4001 "server stopping"), and the other process restores the room
// at once; the tables (the table's own `OnlineGame`) take their seats back there by themselves, without an error, and a
// move sent as the process stopped is played once.
import { Client } from '@colyseus/sdk';
import { CLOSE_CODES } from '@birimba/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Tab, openTab } from './client/online-tables.js';
import type { ChildServer } from './helpers/child-server.js';
import { roomsOf, startProcess } from './helpers/fleet.js';
import { Player } from './helpers/players.js';
import { NO_REDIS, type TestRedis, freePort, startRedis } from './helpers/redis.js';
import { type TcpProxy, startProxy } from './helpers/tcp-proxy.js';
import { type TestServer, testServer } from './helpers/server.js';

let redis: TestRedis | null = null;
const children: ChildServer[] = [];
const tabs: Tab[] = [];
let front: TcpProxy | null = null;

beforeAll(async () => {
  if (NO_REDIS === null) redis = await startRedis();
});
afterAll(async () => {
  for (const tab of tabs) tab.game.hostDisconnected();
  await front?.close();
  for (const child of children) await child.kill();
  await redis?.stop();
});

describe.skipIf(NO_REDIS !== null)('a process stopped with SIGTERM beside another', () => {
  it('hands its rooms over: its clients are told to move, the tables are back in a moment', async () => {
    const [aPort, bPort] = [await freePort(), await freePort()];
    const a = await startProcess(redis?.url ?? '', children, {}, aPort);
    const b = await startProcess(redis?.url ?? '', children, {}, bPort);
    front = await startProxy([aPort, bPort]);
    const ws = `ws://127.0.0.1:${String(front.port)}`;

    const maria = openTab(ws);
    tabs.push(maria);
    maria.game.begin();
    expect(await maria.game.create('Maria')).toBe(true);
    await maria.until(() => maria.game.room !== null, 'the room');
    const code = maria.game.code ?? '';
    const nikos = openTab(ws, { room: maria.game.link ?? '', name: 'Nikos' });
    tabs.push(nikos);
    nikos.game.begin();
    await nikos.until(() => nikos.game.connection === 'in-room' && nikos.game.room !== null, 'Nikos in the room');
    // Eleni plays through the bare SDK: what closes her connection is seen as it is.
    const eleni = await Player.join(new Client(ws), code, { name: 'Eleni' });
    const closed = new Promise<number>((resolve) => eleni.room.onLeave(resolve));
    maria.game.configure({ rules: { matchTarget: null }, botLevel: 'easy' });
    await maria.until(() => maria.game.room?.botLevel === 'easy', 'the settings');
    maria.game.start();
    await Promise.all(tabs.map((t) => t.until(() => t.game.view !== null, 'the view')));
    const [holder, other] = (await roomsOf(a)) === 1 ? [a, b] : [b, a];
    expect(await roomsOf(other)).toBe(0);

    const seen = tabs.map(() => ({ connections: new Set<string>(), problems: [] as string[], refused: 0 }));
    tabs.forEach((tab, i) =>
      tab.game.subscribe((change) => {
        seen[i]?.connections.add(tab.game.connection);
        if (tab.game.problem !== null) seen[i]?.problems.push(tab.game.problem);
        if (change.kind === 'refused') (seen[i] as { refused: number }).refused++;
      }),
    );
    // The player to act draws just as the process is told to stop: the draw is played once, wherever it lands.
    await Promise.race(tabs.map((t) => t.until(() => t.game.myTurn && t.game.view?.phase === 'draw', 'a draw')));
    const drawer = tabs.find((t) => t.game.myTurn) as Tab;
    const stopped = Date.now();
    const exit = holder.term();
    expect(drawer.game.play({ type: 'draw' })).toBeNull();

    expect(await closed).toBe(CLOSE_CODES.moved);
    const back = (tab: Tab, i: number): boolean =>
      seen[i]?.connections.has('reconnecting') === true && tab.game.connection === 'in-room' && tab.game.view !== null;
    await Promise.all(tabs.map((tab, i) => tab.until(() => back(tab, i), 'the table back in its seat')));
    const pause = Date.now() - stopped;
    console.log(`SIGTERM → every table seated again on the other process: ${String(pause)} ms`);
    expect(pause).toBeLessThan(3000);
    expect(await exit).toBe(0);
    expect(await roomsOf(other)).toBe(1);
    expect(seen.map((s) => s.problems)).toEqual([[], []]);
    await drawer.until(
      () => drawer.game.myTurn && drawer.game.view?.phase === 'play',
      'the draw played, the same turn on',
    );
    expect(seen.map((s) => s.refused)).toEqual([0, 0]);
  });
});

describe('a process stopping', () => {
  let t: TestServer | null = null;
  afterAll(async () => {
    await t?.close();
  });

  it('says it is draining: its health is 503 from the moment it is told to stop', async () => {
    t = await testServer();
    const draining = t.server.drain();
    const health = await fetch(`${t.http}/health`);
    expect([health.status, await health.json()]).toEqual([
      503,
      { status: 'draining', store: 'ok', database: 'ok', rooms: 0, closed: 0 },
    ]);
    await draining;
  });
});
