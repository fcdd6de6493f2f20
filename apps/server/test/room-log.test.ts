// The log route under a stranger's load: a token is checked against the room's stored hashes before anything is
// replayed, a finished match's log is kept once made, an address asking too often is told to wait, the log of a match
// is for the people who played it (not for someone who sat in the lobby and left before it began, nor for someone who
// came only to a later match), and only through the `Authorization` header.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseGameLog } from '@birimba/game-log';
import { parseRoomRules, roomLogAuthorization, roomLogPath } from '@birimba/protocol';
import { RoomModel } from '../src/room/room-model.js';
import { newToken } from '../src/secrets.js';
import { Player, playDeal } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

/** The route's limit in this file: five requests a minute (one more each 12 s). */
const PER_MINUTE = 5;

let t: TestServer;
beforeAll(async () => {
  t = await testServer({ logRequestsPerMinute: PER_MINUTE });
});
afterAll(async () => {
  await t.close();
});
// Each test starts with a full bucket: the clock moves on past any refill.
beforeEach(() => {
  t.clock.advance(60_000);
});

const get = (code: string, token: string | null, match?: number | string): Promise<Response> =>
  fetch(
    `${t.http}${roomLogPath(code)}${match === undefined ? '' : `?match=${String(match)}`}`,
    token === null ? {} : { headers: { authorization: roomLogAuthorization(token) } },
  );

/** A room whose one-deal match is over: Maria and Nikos played it; Eleni sat in the lobby and left before it began. */
async function finishedRoom(): Promise<{ maria: Player; nikos: Player; eleni: Player }> {
  const maria = await Player.create(t.sdk(), { name: 'Maria' });
  const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
  const eleni = await Player.join(t.sdk(), maria.code, { name: 'Eleni' });
  await eleni.room.leave();
  await maria.until(() => maria.state.seats.filter((s) => s.occupant === 'human').length === 2, 'Eleni gone');
  maria.send('settings', { rules: { matchTarget: null }, botLevel: 'easy' });
  await maria.until(() => parseRoomRules(maria.state.rules).matchTarget === null, 'the settings');
  maria.send('start');
  await playDeal([maria, nikos], 1);
  await maria.until(() => maria.state.stage === 'match-over', 'the match over');
  return { maria, nikos, eleni };
}

/** How many times a room was replayed while `act` ran. */
async function replaysDuring(act: () => Promise<void>): Promise<number> {
  const replays = vi.spyOn(RoomModel, 'fromHistory');
  try {
    await act();
    return replays.mock.calls.length;
  } finally {
    replays.mockRestore();
  }
}

let room: Awaited<ReturnType<typeof finishedRoom>>;
beforeAll(async () => {
  room = await finishedRoom();
});

describe('GET /rooms/:code/log', () => {
  it('refuses a token that never sat in the room without replaying its history', async () => {
    const replays = await replaysDuring(async () => {
      for (let i = 0; i < 3; i++) expect((await get(room.maria.code, newToken())).status).toBe(403);
    });
    expect(replays).toBe(0);
  });

  it('makes a finished match’s log once: asked again, by another player or by its number, it is not replayed', async () => {
    const first = await get(room.maria.code, room.maria.token);
    expect(first.status).toBe(200);
    const text = await first.text();
    expect(parseGameLog(text).bots.map((b) => b.player)).toEqual(expect.arrayContaining(['Maria', 'Nikos']));
    const again: Response[] = [];
    const replays = await replaysDuring(async () => {
      again.push(await get(room.maria.code, room.nikos.token), await get(room.maria.code, room.maria.token, 1));
    });
    expect(replays).toBe(0);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(await Promise.all(again.map((r) => r.text()))).toEqual([text, text]);
  });

  it('is not for someone who sat in the lobby and left before the match began', async () => {
    const response = await get(room.maria.code, room.eleni.token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'not-a-player' });
    expect((await get(room.maria.code, room.eleni.token, 1)).status).toBe(403);
  });

  it('gives a match only to those who played it: a newcomer of the rematch does not read the first match', async () => {
    const code = room.maria.code;
    room.maria.send('rematch');
    await room.maria.until(() => room.maria.state.stage === 'lobby', 'the lobby of the rematch');
    const kostas = await Player.join(t.sdk(), code, { name: 'Kostas' });
    room.maria.send('start');
    await room.maria.until(() => room.maria.state.stage === 'playing', 'the rematch');
    expect((await get(code, kostas.token, 1)).status).toBe(403);
    const notOver = await get(code, kostas.token, 2);
    expect(notOver.status).toBe(409);
    expect(await notOver.json()).toMatchObject({ error: 'not-over' });
    expect((await get(code, room.nikos.token, 1)).status).toBe(200);
  });

  it('answers a match the room never had as not found, not as a match not over', async () => {
    t.clock.advance(12_000); // within the rate limit
    const response = await get(room.maria.code, room.maria.token, 7);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'no-match' });
  });

  it('takes the token only from the Authorization header: a token in the URL is refused', async () => {
    const response = await fetch(`${t.http}${roomLogPath(room.maria.code)}?token=${room.maria.token}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'token-in-url' });
  });

  it('refuses a match number that is not one (0, -1, abc, 1.5, 1e3) as a bad request', async () => {
    for (const match of ['0', '-1', 'abc', '1.5', '1e3', '', '99999999999999999999']) {
      t.clock.advance(12_000); // within the rate limit
      const response = await get(room.maria.code, room.maria.token, match);
      expect(response.status, `?match=${match}`).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'bad-match' });
    }
  });

  it('tells an address that asks too often to wait, whatever it asks, and serves it again later', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 3; i++) statuses.push((await get(room.maria.code, newToken())).status);
    expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(403), 429, 429, 429]);
    const refused = await get(room.maria.code, room.maria.token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'too-many' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    t.clock.advance(12_000);
    expect((await get(room.maria.code, room.maria.token, 1)).status).toBe(200);
  });
});
