// The matchmaking against a hostile client (issue 34, items 1, 4, 5): nothing is created, stored or reserved for options
// the protocol refuses; a room nobody came to is closed and leaves nothing behind; an address creates a few rooms an
// hour and holds a few unused seat reservations; the server holds at most its cap of rooms; unused reservations never
// lock a room against a friend with its code; and two people of one room never share a name (the second is numbered).
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MATCHMAKE_ERRORS, NAME_MAX_LENGTH } from '@birimba/protocol';
import { Player, refusedJoin } from './helpers/players.js';
import { type RawAnswer, rawPost } from './helpers/raw-http.js';
import { type TestServer, testServer } from './helpers/server.js';

const ROOMS_PER_HOUR = 3;
const MAX_ROOMS = 8;
const UNCLAIMED_PER_ADDRESS = 4;
let t: TestServer;
beforeAll(async () => {
  t = await testServer({
    roomsPerHour: ROOMS_PER_HOUR,
    maxRooms: MAX_ROOMS,
    unclaimedPerAddress: UNCLAIMED_PER_ADDRESS,
  });
});
afterAll(async () => {
  await t.close();
});

const create = (options: unknown, from: string): Promise<RawAnswer> =>
  rawPost(t.server.port, '/matchmake/create/birimba', JSON.stringify(options), { from });
const joinById = (code: string, options: unknown, from: string): Promise<RawAnswer> =>
  rawPost(t.server.port, `/matchmake/joinById/${code}`, JSON.stringify(options), { from });

/** A create whose body is cut off: its headers promise 100 bytes, 9 are sent, and the client goes. */
function cutOff(port: number, from: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => {
      socket.write(
        'POST /matchmake/create/birimba HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"name":',
        () => socket.destroy(),
      );
    });
    socket.on('error', () => undefined);
    socket.once('close', () => resolve());
  });
}

/** The rooms stored in the data folder. */
const storedRooms = (): string[] => {
  const folder = join(t.dataDir, 'rooms');
  return existsSync(folder) ? readdirSync(folder) : [];
};

/** Waits until `test` holds (a room's disposal runs on after the close that the clock fired). */
async function until(test: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 3000 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!test()) throw new Error(`waited in vain for ${what}`);
}

/** Lets every seat reservation the matchmaking granted lapse, and the rooms nobody came to close. */
async function lapse(): Promise<void> {
  t.clock.advance(7000);
  await until(() => t.server.rooms() === seatedRooms, 'the rooms nobody came to closed');
}
/** The rooms in which someone sat (they stay). */
let seatedRooms = 0;

describe('the matchmaking refuses before anything is made', () => {
  it('refuses bad options, a large or non-JSON body: no room made, nothing stored', async () => {
    const before = t.server.rooms();
    const from = '127.0.0.3';
    const refusals: [string, Promise<RawAnswer>, number][] = [
      ['no options', create({}, from), MATCHMAKE_ERRORS['bad-options']],
      ['a name of 1 MB', create({ name: 'x'.repeat(1 << 20) }, from), MATCHMAKE_ERRORS['options-too-large']],
      [
        'a body of 2 MB',
        rawPost(t.server.port, '/matchmake/create/birimba', Buffer.alloc(2 << 20, 0x20), { from }),
        MATCHMAKE_ERRORS['options-too-large'],
      ],
      [
        'text/plain',
        rawPost(t.server.port, '/matchmake/create/birimba', '{"name":"Maria"}', { from, type: 'text/plain' }),
        MATCHMAKE_ERRORS['bad-options'],
      ],
      ['a zero-width space for a name', create({ name: '\u200b' }, from), MATCHMAKE_ERRORS['bad-options']],
      ['a restore asked for', create({ name: 'Maria', restore: '7KQ2M9XRTA' }, from), MATCHMAKE_ERRORS['bad-options']],
    ];
    for (const [what, answer, status] of refusals) {
      const got = await answer;
      expect(got.status, what).toBe(status);
      const body = JSON.parse(got.body) as { code: number; error: string };
      expect(body.code, what).toBe(status);
      expect(body.error, what).toMatch(/^[a-z-]+: /);
    }
    expect(t.server.rooms()).toBe(before);
    expect(storedRooms()).toEqual([]);
  });

  it('closes a room whose creator never came, and stores nothing of it', async () => {
    const before = t.server.rooms();
    const answer = await create({ name: 'Ghost' }, '127.0.0.4');
    expect(answer.status).toBe(200);
    const code = (JSON.parse(answer.body) as { roomId: string }).roomId;
    expect(t.server.rooms()).toBe(before + 1);
    expect(storedRooms()).toEqual([]);
    await lapse();
    expect(t.server.rooms()).toBe(before);
    expect(storedRooms()).toEqual([]);
    expect((await joinById(code, { name: 'Late' }, '127.0.0.4')).status).toBe(522);
  });
});

describe('a matchmaking request cut off on its way', () => {
  it('goes no further, and is said in one line — never a stack', async () => {
    const printed = vi.spyOn(console, 'error');
    const before = t.server.rooms();
    await cutOff(t.server.port, '127.0.0.11');
    await until(() => t.lines.some((l) => l.includes('matchmaking request cut off')), 'the line');
    expect(t.lines.filter((l) => l.includes('cut off'))).toEqual([
      'info matchmaking request cut off address=127.0.0.11',
    ]);
    expect(printed).not.toHaveBeenCalled();
    printed.mockRestore();
    expect(t.server.rooms()).toBe(before);
  });
});

describe('the limits of an address and of the server', () => {
  it(`lets an address create ${String(ROOMS_PER_HOUR)} rooms an hour; another address still can`, async () => {
    for (let i = 0; i < ROOMS_PER_HOUR; i++) expect((await create({ name: 'Nikos' }, '127.0.0.5')).status).toBe(200);
    const refused = await create({ name: 'Nikos' }, '127.0.0.5');
    expect(refused.status).toBe(MATCHMAKE_ERRORS['too-often']);
    expect(refused.body).toMatch(/too-often: your address created 3 rooms/);
    expect((await create({ name: 'Eleni' }, '127.0.0.6')).status).toBe(200);
    await lapse();
    // A third of the hour later, one room more.
    t.clock.advance(20 * 60_000);
    expect((await create({ name: 'Nikos' }, '127.0.0.5')).status).toBe(200);
    expect((await create({ name: 'Nikos' }, '127.0.0.5')).status).toBe(MATCHMAKE_ERRORS['too-often']);
    await lapse();
  });

  it(`holds at most MAX_ROOMS rooms: a new one past it is refused, by create or "play now"`, async () => {
    expect(t.server.rooms()).toBe(0);
    for (let i = 0; i < MAX_ROOMS; i++)
      expect((await create({ name: 'Kostas' }, `127.0.1.${String(i)}`)).status).toBe(200);
    const refused = await create({ name: 'Kostas' }, '127.0.1.100');
    expect(refused.status).toBe(MATCHMAKE_ERRORS['server-full']);
    expect(refused.body).toMatch(/server-full/);
    expect(await refusedJoin(Player.playNow(t.sdk(), { name: 'Kostas' }))).toBe(MATCHMAKE_ERRORS['server-full']);
    expect(t.server.rooms()).toBe(MAX_ROOMS);
    await lapse();
    expect(storedRooms()).toEqual([]);
  });
});

describe('seat reservations', () => {
  it('eleven bare joins do not lock a room: a friend with the code comes in', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    seatedRooms++;
    for (let i = 0; i < 11; i++)
      expect((await joinById(maria.code, {}, '127.0.0.7')).status).toBe(MATCHMAKE_ERRORS['bad-options']);
    // Joins with good options that never connect: a few per address, and none locks the room.
    for (const from of ['127.0.0.8', '127.0.0.9', '127.0.0.10']) {
      for (let i = 0; i < UNCLAIMED_PER_ADDRESS; i++)
        expect((await joinById(maria.code, { name: `Stranger ${String(i)}` }, from)).status).toBe(200);
      expect((await joinById(maria.code, { name: 'Stranger' }, from)).status).toBe(MATCHMAKE_ERRORS['too-often']);
    }
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
    expect(nikos.seat).toBe(1);
    // Once they have lapsed, the address may ask again.
    t.clock.advance(7000);
    expect((await joinById(maria.code, { name: 'Stranger' }, '127.0.0.8')).status).toBe(200);
    expect(storedRooms()).toEqual([`${maria.code}.jsonl`]);
  });
});

describe('names in a room', () => {
  it('numbers a second person of the same name, case and composition aside; the token keeps its own', async () => {
    const eleni = await Player.create(t.sdk(), { name: 'Ελένη' });
    seatedRooms++;
    for (const name of ['ελένη', 'Ελε\u0301νη']) await Player.join(t.sdk(), eleni.code, { name });
    // Greek's final sigma is a sigma: «Νίκος» and «ΝΊΚΟΣ» are one name — and a long name keeps within the length.
    await eleni.until(() => eleni.state.seats.filter((s) => s.occupant === 'human').length === 3, 'three seated');
    expect(eleni.state.seats.map((s) => s.name)).toEqual(['Ελένη', 'ελένη 2', 'Ελένη 3', '']);
    const nikos = await Player.create(t.sdk(), { name: 'Νίκος' });
    seatedRooms++;
    const long = 'Ν'.repeat(NAME_MAX_LENGTH - 4) + 'ΊΚΟΣ';
    await Player.join(t.sdk(), nikos.code, { name: 'ΝΊΚΟΣ' });
    await Player.join(t.sdk(), nikos.code, { name: long });
    const alice = await Player.join(t.sdk(), nikos.code, { name: long });
    await nikos.until(() => nikos.state.seats.every((s) => s.occupant === 'human'), 'four seated');
    expect(nikos.state.seats.map((s) => s.name)).toEqual(['Νίκος', 'ΝΊΚΟΣ 2', long, `${long.slice(0, -2)} 2`]);
    // Taking one's own seat back with its token: the name stays as it was, not numbered again.
    await alice.room.leave(false);
    const back = await Player.rejoin(t.sdk(), alice);
    expect(back.seat).toBe(alice.seat);
    expect(back.state.seats.map((s) => s.name)).toEqual(['Νίκος', 'ΝΊΚΟΣ 2', long, `${long.slice(0, -2)} 2`]);
  });
});
