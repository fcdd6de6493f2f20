// A room's game log opened for replay the way a Birimba server gives it — `GET /rooms/:code/log` to the match's
// players, with the seat's token as `Authorization: Bearer TOKEN` — from a real HTTP server started in this test that
// answers as apps/server's route does (401 without a token, 403 for a token not of the match, 404 for no room, 409
// before the match is over; CORS for the page). `<birimba-table replay replay-token>` sends the token; each refusal is
// said in the player's language; the online game offers its room's log with the token it holds.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenOfAuthorization } from '@birimba/protocol';
import type { BirimbaTable } from '../src/birimba-table.js';
import { OnlineGame } from '../src/online/room/online-game.js';
import { fetchReplay } from '../src/replay/replay-load.js';
import { REPLAY_TEXTS } from '../src/replay/replay-texts.js';
import { q, syncDecide, until } from './helpers.js';
import { simulatorMatchLog } from './support/simulator.js';

const LOG = await simulatorMatchLog(3, 1500);
const TOKEN = 'seat-token_OF-the-match-0123456789';

/** The headers the server's route asked with, one per request. */
const seen: (string | undefined)[] = [];
let server: Server;
let origin = '';

/** The route as apps/server's room-log.ts answers: the room FINISHED's log for its players, LIVE still played. */
function answer(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  seen.push(req.headers.authorization);
  const refuse = (status: number, error: string, message: string): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error, message }));
  };
  const room = /^\/rooms\/([A-Z]+)\/log$/.exec(req.url ?? '')?.[1];
  const token = tokenOfAuthorization(req.headers.authorization);
  if (token === null) return refuse(401, 'no-token', "send your seat's token: Authorization: Bearer TOKEN");
  if (room !== 'FINISHED' && room !== 'LIVE') return refuse(404, 'no-room', 'there is no room');
  if (token !== TOKEN) return refuse(403, 'not-a-player', 'only the players of a match may read its log');
  if (room === 'LIVE') return refuse(409, 'not-over', 'the log is given once the match is over');
  res.writeHead(200, { 'content-type': 'application/json' }).end(LOG);
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  expect(server.listening).toBe(false);
});

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  seen.length = 0;
});

/** A table opened on the room's log with `token`, once it shows the replay or why not. */
async function replayOf(room: string, token: string | null, lang = 'en'): Promise<BirimbaTable> {
  const el = document.createElement('birimba-table');
  el.decisionFunction = syncDecide;
  el.setAttribute('ai-delay', '0');
  el.setAttribute('lang', lang);
  el.setAttribute('replay', `${origin}/rooms/${room}/log`);
  if (token !== null) el.setAttribute('replay-token', token);
  document.body.append(el);
  await until(() => q(el, '[data-replay-position]') !== null || q(el, '[data-replay-error]') !== null);
  await el.updateComplete;
  return el;
}

describe('a room’s log from its server, with the seat’s token', () => {
  it('is fetched with Authorization: Bearer TOKEN and replayed', async () => {
    const loaded = await fetchReplay(`${origin}/rooms/FINISHED/log`, 'http://localhost/', undefined, TOKEN);
    expect(loaded.ok && loaded.model.deals.length).toBeGreaterThan(1);
    expect(seen).toEqual([`Bearer ${TOKEN}`]);
  });

  it('opens at the table with replay-token, and the token goes only in the header', async () => {
    const el = await replayOf('FINISHED', TOKEN);
    expect(q(el, '[data-replay-position]')?.textContent).toBe('deal 1, move 0');
    expect(seen).toEqual([`Bearer ${TOKEN}`]);
  });

  it.each([
    ['without a token', 'FINISHED', null, 'unauthorized', '401 Unauthorized: send your seat'],
    ['with a token not of the match', 'FINISHED', 'someone-else', 'forbidden', '403 Forbidden: only the players'],
    ['of a room the server does not have', 'NOSUCH', TOKEN, 'not-found', '404 Not Found: there is no room'],
    ['of a match still played', 'LIVE', TOKEN, 'not-over', '409 Conflict: the log is given once'],
  ])('says so %s, in English and in Greek', async (_, room, token, code, detail) => {
    for (const lang of ['en', 'el'] as const) {
      const el = await replayOf(room, token, lang);
      const alert = q(el, '[data-replay-error]');
      expect(alert?.getAttribute('data-replay-error')).toBe(code);
      expect(alert?.textContent).toContain(REPLAY_TEXTS[lang].problems[code as 'forbidden']);
      // The server's own sentence is in the details; the table's game is not dealt meanwhile.
      expect(alert?.textContent).toContain(detail);
      expect(q(el, '[data-zone="hand"]')).toBeNull();
      el.remove();
    }
    expect(seen).toEqual([
      token === null ? undefined : `Bearer ${token}`,
      token === null ? undefined : `Bearer ${token}`,
    ]);
  });

  it('refuses a token no header can carry before asking the server', async () => {
    const el = await replayOf('FINISHED', 'two words\n');
    expect(q(el, '[data-replay-error]')?.getAttribute('data-replay-error')).toBe('bad-token');
    expect(seen).toEqual([]);
  });
});

describe('the online game’s own room, once its match is over', () => {
  /** An online game of the test server, welcomed to `room` with `token`, its match over. */
  function overOnline(room: string, token: string): OnlineGame {
    const game = new OnlineGame({
      server: () => origin,
      room: () => null,
      name: () => 'Maria',
      decide: () => syncDecide,
      storage: () => null,
    });
    // What the server tells the seat, as its line hands the messages on.
    const told = game as unknown as { onMessage(m: unknown): void; onState(s: unknown): void };
    told.onMessage({ type: 'welcome', payload: { seat: 0, code: room, token } });
    told.onState({ stage: 'match-over', deadline: 0, seats: [], host: 0 });
    return game;
  }

  it('offers the room’s log with its seat’s token, and fetches it for Review', async () => {
    const game = overOnline('FINISHED', TOKEN);
    expect(game.serverLog).toEqual({ url: `${origin}/rooms/FINISHED/log`, token: TOKEN });
    await until(() => game.exportLog() !== null);
    expect(game.exportLog()?.deals.length).toBeGreaterThan(1);
    expect(seen).toEqual([`Bearer ${TOKEN}`]);
  });

  it('when the server does not give it, Review still has the address and the token to say why', async () => {
    const game = overOnline('LIVE', TOKEN);
    await until(() => seen.length === 1);
    expect(game.exportLog()).toBeNull();
    const server = game.serverLog;
    expect(server).not.toBeNull();
    const loaded = await fetchReplay(server?.url ?? '', 'http://localhost/', undefined, server?.token ?? null);
    expect(loaded).toMatchObject({ ok: false, problem: { code: 'not-over' } });
  });
});
