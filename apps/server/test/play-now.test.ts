// "Play now" cannot fill the server (issue 48, item 2): it joins a public room still gathering before it makes one; a
// room it makes counts against the address's budget of new rooms as `create` does; and one address holds only a few
// rooms open at once, however it made them. Each test comes from a local address of its own (127.0.0.30 …).
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
