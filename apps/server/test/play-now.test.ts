// "Play now" cannot fill the server (issue 48, item 2): it joins a public room still gathering before it makes one; a
// room it makes counts against the address's budget of new rooms as `create` does; and one address holds only a few
// rooms open at once, however it made them. People pressing it at once are seated four to a room, the rest together in
// the next (item 4), and told so: the next table's lobby says it is the next (`nextTable`). Each test of the limits
// comes from a local address of its own (127.0.0.30 …).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCHMAKE_ERRORS } from '@birimba/protocol';
import { Player, joinRefusal, refusedJoin } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

const ROOMS_PER_HOUR = 3;
const OPEN_ROOMS_PER_ADDRESS = 2;
let t: TestServer;
beforeAll(async () => {
  t = await testServer({ roomsPerHour: ROOMS_PER_HOUR, openRoomsPerAddress: OPEN_ROOMS_PER_ADDRESS });
});
afterAll(async () => {
  await t.close();
});

/** Waits until the server holds `rooms` rooms (a room closes once its last person has left). */
async function roomsHeld(rooms: number): Promise<void> {
  for (let i = 0; i < 3000 && t.server.rooms() !== rooms; i++) await new Promise((r) => setTimeout(r, 10));
  expect(t.server.rooms()).toBe(rooms);
}

describe('play now', () => {
  it('joins a public room still gathering before it makes one', async () => {
    const eleni = await Player.playNow(t.sdk(), { name: 'Eleni' }, '127.0.0.30');
    const nikos = await Player.playNow(t.sdk(), { name: 'Nikos' }, '127.0.0.31');
    expect(nikos.code).toBe(eleni.code);
    expect(t.server.rooms()).toBe(1);
    // No table filled before it: it is not "the next table".
    expect(eleni.state.nextTable).toBe(false);
    await Promise.all([eleni.room.leave(true), nikos.room.leave(true)]);
    await roomsHeld(0);
  });

  it('takes each room it makes from the address’s budget, as create does', async () => {
    // Join and leave: each time the room is gone, and the next "play now" makes one.
    for (let i = 0; i < ROOMS_PER_HOUR; i++) {
      const flood = await Player.playNow(t.sdk(), { name: 'Flood' }, '127.0.0.32');
      await flood.room.leave(true);
      await roomsHeld(0);
    }
    const refused = await joinRefusal(Player.playNow(t.sdk(), { name: 'Flood' }, '127.0.0.32'));
    expect(refused.code).toBe(MATCHMAKE_ERRORS['too-often']);
    expect(refused.message).toMatch(/your address created 3 rooms within the hour/);
    expect(t.server.rooms()).toBe(0);
    // Another address still plays.
    const maria = await Player.playNow(t.sdk(), { name: 'Maria' }, '127.0.0.34');
    await maria.room.leave(true);
    await roomsHeld(0);
  });
});

describe('people pressing play now at once', () => {
  it('are seated four to a room: the fifth and later together in a second, nobody turned away', async () => {
    const names = ['Eleni', 'Nikos', 'Maria', 'Kostas', 'Anna', 'Giorgos', 'Sofia', 'Petros'];
    const players = await Promise.all(names.map((name) => Player.playNow(t.sdk(), { name }, '127.0.0.40')));
    const rooms = new Map<string, string[]>();
    for (const p of players) rooms.set(p.code, [...(rooms.get(p.code) ?? []), p.name]);
    expect([...rooms.values()].map((people) => people.length)).toEqual([4, 4]);
    // Each sees the other three at its table; the second table's lobby says it is the next one, the first's does not.
    const [first] = [...rooms.keys()];
    for (const p of players) {
      await p.until(() => p.state.seats.filter((s) => s.occupant === 'human').length === 4, 'four at the table');
      expect(p.state.nextTable, p.name).toBe(p.code !== first);
    }
    await Promise.all(players.map((p) => p.room.leave(true)));
    await roomsHeld(0);
  });

  it('are seated together when five come: four, then the fifth in a room of its own for the next', async () => {
    const players = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((name) => Player.playNow(t.sdk(), { name: `Player ${name}` }, '127.0.0.41')),
    );
    const sizes = new Map<string, number>();
    for (const p of players) sizes.set(p.code, (sizes.get(p.code) ?? 0) + 1);
    expect([...sizes.values()].sort()).toEqual([1, 4]);
    // The sixth who comes joins the fifth's table.
    const sixth = await Player.playNow(t.sdk(), { name: 'Player F' }, '127.0.0.42');
    const fifth = players.find((p) => sizes.get(p.code) === 1);
    expect(sixth.code).toBe(fifth?.code);
    expect(sixth.state.nextTable).toBe(true);
    // Said in the lobby only: once the match begins, it is just the table.
    fifth?.send('start');
    await sixth.until(() => sixth.state.stage !== 'lobby', 'the match begun');
    expect(sixth.state.nextTable).toBe(false);
    await Promise.all([...players, sixth].map((p) => p.room.leave(true)));
    await roomsHeld(0);
  });

  it('are not told of a table that filled long before, nor when they create a room', async () => {
    const four = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) => Player.playNow(t.sdk(), { name: `Early ${name}` }, '127.0.0.43')),
    );
    expect(new Set(four.map((p) => p.code)).size).toBe(1);
    const created = await Player.createFrom(t.sdk(), { name: 'Host', public: true }, '127.0.0.44');
    expect(created.state.nextTable).toBe(false);
    await created.room.leave(true);
    await roomsHeld(1);
    t.clock.advance(11_000);
    const late = await Player.playNow(t.sdk(), { name: 'Late' }, '127.0.0.45');
    expect(late.code).not.toBe(four[0]?.code);
    expect(late.state.nextTable).toBe(false);
    await Promise.all([...four, late].map((p) => p.room.leave(true)));
    await roomsHeld(0);
  });
});

describe('the rooms one address holds open', () => {
  it(`are at most ${String(OPEN_ROOMS_PER_ADDRESS)}, however made; a room closed makes way for another`, async () => {
    const from = '127.0.0.33';
    const held = [
      await Player.createFrom(t.sdk(), { name: 'Kostas' }, from),
      await Player.playNow(t.sdk(), { name: 'Kostas' }, from),
    ];
    // The public room turned private: "play now" finds nothing to join and would make a third.
    held[1]?.send('settings', { public: false });
    await held[1]?.until(() => held[1]?.state.public === false, 'the room private');
    const refused = await joinRefusal(Player.createFrom(t.sdk(), { name: 'Kostas' }, from));
    expect(refused.code).toBe(MATCHMAKE_ERRORS['too-often']);
    expect(refused.message).toMatch(/your address holds 2 rooms open already/);
    expect(await refusedJoin(Player.playNow(t.sdk(), { name: 'Kostas' }, from))).toBe(MATCHMAKE_ERRORS['too-often']);
    expect(t.server.rooms()).toBe(2);
    await held[0]?.room.leave(true);
    await roomsHeld(1);
    const again = await Player.createFrom(t.sdk(), { name: 'Kostas' }, from);
    await Promise.all([again.room.leave(true), held[1]?.room.leave(true)]);
    await roomsHeld(0);
  });
});
