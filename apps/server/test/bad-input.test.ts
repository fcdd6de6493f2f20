// Bad input and bad actors: any message at all — any type, any JSON, any size — sent to a live room gets one typed
// answer for its sender alone and leaves the room as it was; a client over its rate limit is told to slow down; a
// frame over the transport's limit ends only that connection; the log is for the room's players only. (The rate
// limit: rate-limit.test.ts.)
import * as fc from 'fast-check';
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGE_TYPES,
  ERROR_CODES,
  MAX_FRAME_BYTES,
  MAX_MESSAGE_BYTES,
  type PublicRoomState,
  ROOM_NAME,
} from '@birimba/protocol';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

/** What a room is: its public state on the server, and each player's whole view (each asked after everything sent
 * before, since the room handles a client's messages in order). */
async function snapshot(players: readonly Player[]): Promise<unknown> {
  const views = [];
  for (const p of players) {
    const since = p.received.length;
    p.send('sync');
    const view = await p.next('view', () => true, since);
    views.push({ ...view, deadlineIn: null, deadline: 0 });
  }
  const room = matchMaker.getLocalRoomById(players[0]!.code) as { state: { toJSON(): PublicRoomState } };
  return { state: room.state.toJSON(), views };
}

const oneLine = (text: string): boolean => !text.includes('\n') && !/\bat \S+ \(/.test(text);

describe('any message from a player who is neither host nor to act', () => {
  it('is answered once with a typed refusal for them alone, and the room is unchanged', async () => {
    const host = await Player.create(t.sdk(), { name: 'Host' });
    const other = await Player.join(t.sdk(), host.code, { name: 'Other' });
    host.send('start');
    await host.myTurn();
    const before = await snapshot([host, other]);
    const hostSeen = host.received.length;

    const payloads = fc.oneof(
      fc.jsonValue(),
      fc.constant(undefined),
      fc.record({ seat: fc.integer({ min: -2, max: 5 }) }),
      fc.record({ id: fc.string({ maxLength: 80 }), move: fc.jsonValue() }),
      fc.record({ id: fc.constantFrom('a', 'b'), move: fc.constantFrom({ type: 'draw' }, { type: 'takePile' }) }),
      fc.record({ rules: fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue()), botLevel: fc.string() }),
      fc.string({ minLength: MAX_MESSAGE_BYTES, maxLength: MAX_MESSAGE_BYTES + 200 }),
    );
    const types = fc.oneof(fc.constantFrom(...CLIENT_MESSAGE_TYPES), fc.string({ maxLength: 30 }), fc.integer());
    await fc.assert(
      fc.asyncProperty(types, payloads, async (type, payload) => {
        if (type === 'sync') return; // answered with a view: checked by the snapshots
        const since = other.received.length;
        other.send(type as string, payload);
        await other.until(() => other.received.length > since, 'an answer');
        const reply = other.received[since]!;
        if (reply.type === 'error') {
          expect(ERROR_CODES).toContain(reply.payload.code);
          expect(oneLine(reply.payload.message)).toBe(true);
        } else if (reply.type === 'answer') {
          expect(reply.payload.accepted).toBe(false);
          if (!reply.payload.accepted) expect(oneLine(reply.payload.message)).toBe(true);
        } else throw new Error(`unexpected ${reply.type}`);
      }),
      { seed: 22, numRuns: 300 },
    );

    expect(await snapshot([host, other])).toEqual(before);
    const hostGot = host.received.slice(hostSeen).map((m) => m.type);
    expect(hostGot.every((type) => type === 'view')).toBe(true); // only its own syncs' views
  });
});

describe('limits', () => {
  it('a message over MAX_MESSAGE_BYTES is refused as too-large', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const since = maria.received.length;
    maria.send('settings', { rules: {}, pad: 'x'.repeat(MAX_MESSAGE_BYTES) });
    expect(await maria.next('error', () => true, since)).toMatchObject({ code: 'too-large', type: 'settings' });
  });

  it('a frame over MAX_FRAME_BYTES ends that connection only; the room and the others go on', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
    const closed = new Promise<number>((resolve) => nikos.room.onLeave((code) => resolve(code)));
    nikos.send('settings', { pad: 'x'.repeat(MAX_FRAME_BYTES * 2) });
    expect(await closed).toBe(1009);
    await maria.until(() => maria.state.seats[1]?.connected === false, 'Nikos dropped');
    maria.send('settings', { botLevel: 'easy' });
    await maria.until(() => maria.state.botLevel === 'easy', 'the room still answers');
  });
});

describe('a client’s restore option', () => {
  it('restores nothing: the join is refused, and the server’s log calls nothing a restore', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const since = t.lines.length;
    // The room's code as a client's `restore`: only the server itself restores a room (at its start).
    await expect(t.sdk().create(ROOM_NAME, { name: 'Mallory', restore: maria.code })).rejects.toThrow(/bad-options/);
    // A room a creator's refused join leaves behind is opened (and logged) before the join is answered.
    const lines = t.lines.slice(since);
    expect(lines.filter((line) => line.includes('restored=true'))).toEqual([]);
    expect(matchMaker.getLocalRoomById(maria.code)).toBeDefined();
    expect(maria.state.seats.map((s) => s.name)).toEqual(['Maria', '', '', '']);
  });
});

describe('GET /rooms/:code/log', () => {
  it('is for the room’s players only: no token, another room’s token, an unknown room are refused', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const stranger = await Player.create(t.sdk(), { name: 'Stranger' });
    const get = (code: string, token?: string) =>
      fetch(
        `${t.http}/rooms/${code}/log`,
        token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } },
      );
    expect((await get(maria.code)).status).toBe(401);
    expect((await get(maria.code, stranger.token)).status).toBe(403);
    expect((await get('0000000000', maria.token)).status).toBe(404);
    const notOver = await get(maria.code, maria.token);
    expect(notOver.status).toBe(409);
    expect(await notOver.json()).toMatchObject({ error: 'not-over' });
  });
});
