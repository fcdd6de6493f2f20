// The rated queue over real sockets (the SDK, one server, the shared embedded database, a manual clock): eight people
// of two levels become two rated rooms of four whose seats nobody else takes and whose match starts by itself; the
// window widens with the wait; a blocked player is never seated with the blocker; a page is told and seated only once
// it listens; leaving, closing the tab and a second tab leave nothing stuck and nobody seated twice; an account at its
// table is not queued again.

import { randomUUID } from 'node:crypto';
import type { Client, Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Players } from '@birimba/engine';
import {
  type QueueSeatedMessage,
  type QueueStatusMessage,
  RATED_QUEUE_CLOSE_CODES,
  RATED_QUEUE_ERRORS,
  RATED_QUEUE_ROOM,
  RESERVED_SEAT_ERROR,
} from '@birimba/protocol';
import { newToken } from '../src/secrets.js';
import { eventually } from './helpers/eventually.js';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';
import { sharedDatabase } from './helpers/shared-database.js';

/** A signed-in person: their key, their account, their handle. */
interface Person {
  readonly key: string;
  readonly id: string;
  readonly handle: string;
}

const keys = new Map<string, { id: string; handle: string }>();
let t: TestServer;

beforeAll(async () => {
  t = await testServer({
    accountOfKey: (key) => Promise.resolve(keys.get(key) ?? null),
  });
});
afterAll(async () => {
  await t.close();
});

/** A new account with a rating in `form` (its profile's number). */
async function person(handle: string, form: Players, rating: number): Promise<Person> {
  const id = `acct-${randomUUID().replaceAll('-', '')}`;
  const db = await sharedDatabase();
  await db.query('INSERT INTO accounts (id, name, handle, handle_key) VALUES ($1, $2, $1, $1)', [id, handle]);
  await db.query('INSERT INTO ratings (account_id, form, mu, sigma) VALUES ($1, $2, $3, 5)', [
    id,
    form,
    25 + (rating - 1500) / 20,
  ]);
  const key = newToken();
  keys.set(key, { id, handle });
  return { key, id, handle };
}

/** A person's place in the queue, as the page has it: every status, the seat found, how the connection ended. */
class Queued {
  readonly statuses: QueueStatusMessage[] = [];
  seated: QueueSeatedMessage | null = null;
  closedWith: number | null = null;

  constructor(
    readonly room: Room,
    readonly who: Person,
  ) {
    room.onMessage('queue-status', (s: QueueStatusMessage) => this.statuses.push(s));
    room.onMessage('queue-seated', (s: QueueSeatedMessage) => (this.seated = s));
    room.onLeave((code: number) => (this.closedWith = code));
    room.send('queue-ready', {});
  }

  static async join(sdk: Client, who: Person, form: Players): Promise<Queued> {
    const room = await sdk.joinOrCreate(RATED_QUEUE_ROOM, { form, account: who.key });
    room.reconnection.enabled = false;
    return new Queued(room, who);
  }

  get last(): QueueStatusMessage | undefined {
    return this.statuses.at(-1);
  }
}

/** Moves the clock on by `ms` in one-second ticks, letting the server answer between them. */
async function wait(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1000) {
    t.clock.advance(Math.min(1000, left));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const until = (test: () => boolean, what: string): Promise<void> => eventually(() => Promise.resolve(test()), what);

describe('the rated queue', () => {
  it('seats eight people of two levels at two rated rooms of four, kept for them, started by themselves', async () => {
    const sdk = t.sdk();
    const ratings = [1500, 1520, 1540, 1560, 1900, 1920, 1940, 1960];
    const people = await Promise.all(ratings.map((r, i) => person(`eight${String(i)}`, 4, r)));
    const queued: Queued[] = [];
    for (const p of people) queued.push(await Queued.join(sdk, p, 4));
    // The seat is told, then the queue's connection closed: the page hears the close a moment after the message.
    await until(() => queued.every((q) => q.seated !== null && q.closedWith !== null), 'everyone seated and let go');
    for (const q of queued) expect(q.closedWith).toBe(RATED_QUEUE_CLOSE_CODES.seated);
    const rooms = new Map<string, Queued[]>();
    for (const q of queued) rooms.set(q.seated?.room ?? '', [...(rooms.get(q.seated?.room ?? '') ?? []), q]);
    expect(rooms.size).toBe(2);
    // Each room of one level; partners: the best with the least (seats 0 and 2), the middle two (1 and 3).
    const levels = [...rooms.values()].map((qs) => qs.map((q) => q.who.handle).sort());
    expect(levels.sort()).toEqual([
      ['eight0', 'eight1', 'eight2', 'eight3'],
      ['eight4', 'eight5', 'eight6', 'eight7'],
    ]);
    const low = rooms.get(queued[0]?.seated?.room ?? '') ?? [];
    expect(Object.fromEntries(low.map((q) => [q.seated?.seat, q.who.handle]))).toEqual({
      0: 'eight3',
      1: 'eight2',
      2: 'eight0',
      3: 'eight1',
    });
    const [code, table] = [...rooms.entries()][0] ?? expect.fail('no room');
    // A stranger — signed in or not — takes no seat of it.
    const stranger = await person('stranger', 4, 1500);
    await expect(Player.join(sdk, code, { name: 'Stranger', account: stranger.key })).rejects.toMatchObject({
      code: RESERVED_SEAT_ERROR,
    });
    // Its people sit at their seats; the match starts once the last sits, rated, no bot.
    const players: Player[] = [];
    for (const q of table) players.push(await Player.join(sdk, code, { name: q.who.handle, account: q.who.key }));
    for (const [i, p] of players.entries()) expect(p.seat).toBe(table[i]?.seated?.seat);
    const last = players.at(-1) ?? expect.fail('nobody');
    await last.until(() => last.states.at(-1)?.stage === 'playing', 'the match started');
    const state = last.states.at(-1);
    expect(state?.seats.map((s) => s.occupant)).toEqual(['human', 'human', 'human', 'human']);
    expect(state?.unrated).toEqual([]);
    // Seated at a table whose match goes on: not queued again.
    await expect(Queued.join(sdk, table[0]?.who ?? expect.fail('nobody'), 4)).rejects.toMatchObject({
      code: RATED_QUEUE_ERRORS['at-table'],
    });
    for (const p of players) await p.room.leave();
  });

  it('widens the window with the wait: 250 apart are seated after a minute, not before', async () => {
    const sdk = t.sdk();
    const a = await Queued.join(sdk, await person('wide-a', 2, 1500), 2);
    const b = await Queued.join(sdk, await person('wide-b', 2, 1750), 2);
    await until(() => a.last?.looking === 2 && b.last?.looking === 2, 'both told two look');
    expect(a.last).toMatchObject({ form: 2, within: 100 });
    await wait(59_000);
    expect([a.seated, b.seated]).toEqual([null, null]);
    expect(a.last?.within).toBe(200);
    await wait(1000);
    await until(() => a.seated !== null && b.seated !== null, 'both seated');
    expect(a.seated?.room).toBe(b.seated?.room);
  });

  it('never seats a blocked player with the blocker, whatever the wait', async () => {
    const sdk = t.sdk();
    const x = await person('apart-x', 2, 1500);
    const y = await person('apart-y', 2, 1500);
    // Y blocked X, as the friends' route keeps it (the queue asks the friends' store, `apartPairs`).
    await (await sharedDatabase()).query('INSERT INTO blocks (blocker, blocked) VALUES ($1, $2)', [y.id, x.id]);
    const qx = await Queued.join(sdk, x, 2);
    await wait(1000);
    const qy = await Queued.join(sdk, y, 2);
    await until(() => qx.last?.looking === 2, 'two look');
    await wait(130_000);
    expect([qx.seated, qy.seated]).toEqual([null, null]);
    expect(qx.last?.within).toBeNull();
    // A third, not apart from either, is seated with the one who waited longest.
    const z = await Queued.join(sdk, await person('apart-z', 2, 1500), 2);
    await until(() => z.seated !== null && qx.seated !== null, 'z seated, with x');
    expect(qx.seated?.room).toBe(z.seated?.room);
    expect(qy.seated).toBeNull();
    await qy.room.leave();
  });

  it('lets go of a person who leaves or closes the tab; a second tab takes over the wait, the first told', async () => {
    const sdk = t.sdk();
    const stays = await Queued.join(sdk, await person('stays', 6, 1500), 6);
    const leaves = await Queued.join(sdk, await person('leaves', 6, 1500), 6);
    await until(() => stays.last?.looking === 2, 'two look');
    await leaves.room.leave();
    await until(() => stays.last?.looking === 1, 'one looks');
    const drops = await Queued.join(sdk, await person('drops', 6, 1500), 6);
    await until(() => stays.last?.looking === 2, 'two look again');
    // The tab closed: its socket dropped without a word.
    (drops.room.connection as unknown as { transport: { ws: { close(): void } } }).transport.ws.close();
    await until(() => stays.last?.looking === 1, 'the dropped one gone');
    const tabs = await person('tabs', 6, 1500);
    const first = await Queued.join(sdk, tabs, 6);
    await wait(5000);
    const second = await Queued.join(sdk, tabs, 6);
    await until(() => first.closedWith === RATED_QUEUE_CLOSE_CODES.replaced, 'the first tab told');
    await until(() => second.last !== undefined, 'the second tab told its wait');
    // One account waits once, from when it began.
    expect(second.last).toMatchObject({ looking: 2 });
    expect(second.last?.waitedMs).toBeGreaterThanOrEqual(5000);
    await second.room.leave();
    await stays.room.leave();
  });

  it('tells and seats a page only once it listens (queue-ready), lest its seat be lost', async () => {
    const sdk = t.sdk();
    const [one, two] = await Promise.all([person('ready-one', 2, 1500), person('ready-two', 2, 1500)]);
    if (one === undefined || two === undefined) throw new Error('nobody');
    const first = await Queued.join(sdk, one, 2);
    const silent = await sdk.joinOrCreate(RATED_QUEUE_ROOM, { form: 2, account: two.key });
    silent.reconnection.enabled = false;
    const heard: string[] = [];
    silent.onMessage('*', (type: string | number) => heard.push(String(type)));
    await wait(3000);
    expect([first.seated, heard]).toEqual([null, []]);
    expect(first.last?.looking).toBe(1);
    silent.send('queue-ready', {});
    await until(() => first.seated !== null && heard.includes('queue-seated'), 'both seated once the second listens');
  });

  it('refuses a person not signed in, and a form the game has not', async () => {
    const sdk = t.sdk();
    await expect(sdk.joinOrCreate(RATED_QUEUE_ROOM, { form: 4, account: newToken() })).rejects.toMatchObject({
      code: RATED_QUEUE_ERRORS['not-signed-in'],
    });
    await expect(sdk.joinOrCreate(RATED_QUEUE_ROOM, { form: 3, account: newToken() })).rejects.toMatchObject({
      code: RATED_QUEUE_ERRORS['bad-options'],
    });
  });
});
