/// <reference lib="dom" />
// Watching, end to end in Chromium: Maria creates a room, Nikos joins it, and Eleni — on a page of her
// own — taps Watch on the lobby with the room's code: «You are watching» while the room gathers, seated nowhere; the
// players see one watcher (`[data-watchers]`). Maria starts (bots take the two free seats): Eleni's table has no hand
// and no actions, and sees the pile and the melds move as the deal goes on. Every WebSocket frame Eleni's page
// received is then decoded and checked against the deal's states, rebuilt from the room's history in the server's
// store: no face-down card's identity ever reached her (helpers/watch-check.ts; the deal's end: watch-wire.test.ts). Her view passes axe. With ONLINE_SCREENSHOTS=1
// it writes the watcher's view, gathering and at the table, at 360 and 1280 px, in English and Greek
// (apps/table/docs/online-watch-*.png).
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Protocol } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import { type GameState, applyMove } from '@birimba/engine';
import { RoomModel } from '../../src/room/room-model.js';
import type { RoomEvent } from '../../src/store/room-events.js';
import { type Received, checkWatcher } from '../helpers/watch-check.js';
import { type Shown, onlineTable, playOn, playerPage, shown, until } from './pages.js';
import { audit } from '../../../table/test/e2e/browser.js';

const DOCS = fileURLToPath(new URL('../../../table/docs/', import.meta.url));
const SCREENSHOTS = process.env.ONLINE_SCREENSHOTS === '1';
/** msgpack, as the page's SDK reads a message (the SDK's own dependency). */
const msgpack = createRequire(import.meta.resolve('@colyseus/sdk'))('msgpackr') as {
  unpack(this: void, buffer: Uint8Array): unknown;
};
const unpack = msgpack.unpack;
/** The low bits of a frame's first byte: its protocol code (the high ones are modifiers). */
const PROTOCOL_CODE_MASK = 31;

const online = onlineTable();

const inRoom = (s: Shown): boolean => s.roomCode !== null;
const playing = (s: Shown): boolean => s.hand.length > 0 && s.turn !== null;

/** What the watcher's table shows beyond `shown`: the pile's and the melds' cards, the watchers' marks. */
function table(page: Page): Promise<{ pile: number; melds: number; watching: boolean; controls: number }> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const count = (selector: string): number => root?.querySelectorAll(selector).length ?? 0;
    return {
      pile: count('[data-zone="pile"] [data-id]'),
      melds: count('[data-zone^="melds"] [data-id]'),
      watching: root?.querySelector('[data-watching]') !== null,
      controls: count('[part="controls"]'),
    };
  });
}

/** Every state of the room's deal so far: its history as the server stored it, folded as the server folds it. */
function dealStates(dataDir: string, code: string): GameState[] {
  const lines = readFileSync(join(dataDir, 'rooms', `${code}.jsonl`), 'utf8')
    .trim()
    .split('\n');
  const model = RoomModel.fromHistory(lines.map((line) => JSON.parse(line) as RoomEvent));
  const match = model.match;
  model.dispose();
  if (match === null) return [];
  const states = [match.dealStart];
  for (const move of match.moves) states.push(applyMove(states.at(-1) as GameState, move));
  return states;
}

/** Every WebSocket frame the page receives from now on. */
function keepFrames(page: Page): Buffer[] {
  const frames: Buffer[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => frames.push(Buffer.isBuffer(payload) ? payload : Buffer.from(payload))),
  );
  return frames;
}

/** A frame's message, if it is one (`ROOM_DATA`): its type and payload as the SDK decodes them. */
function messageOf(frame: Buffer): Received | null {
  if (((frame[0] ?? 0) & PROTOCOL_CODE_MASK) !== Protocol.ROOM_DATA) return null;
  const it = { offset: 1 };
  const type = decode.stringCheck(frame, it) ? decode.string(frame, it) : String(decode.number(frame, it));
  const payload = frame.byteLength > it.offset ? unpack(frame.subarray(it.offset)) : undefined;
  return { type, payload } as Received;
}

describe('a watcher through the browser', () => {
  it('watches from the lobby: no hand, the melds and the pile move, no hidden card on the wire', async () => {
    const a = await playerPage(online.browser, `${online.t.http}/`);
    await a.fill('[data-field="player-name"]', 'Maria');
    await a.click('[data-action="create-room"]');
    const code = (await until(a, inRoom, 'the room')).roomCode ?? '';
    const b = await playerPage(online.browser, `${online.t.http}/`);
    await b.fill('[data-field="player-name"]', 'Nikos');
    await b.fill('[data-field="room-code"]', code);
    await b.click('[data-action="join-room"]');
    await until(b, inRoom, 'Nikos in the room');

    // Eleni watches: every frame her page receives is kept.
    const c = await playerPage(online.browser, `${online.t.http}/`);
    const frames = keepFrames(c);
    await c.fill('[data-field="player-name"]', 'Eleni');
    await c.fill('[data-field="room-code"]', code);
    if (SCREENSHOTS) await pictures(c, 'doors');
    await c.click('[data-action="watch"]');
    await c.waitForSelector('[data-watcher-lobby] [data-watching]');
    expect(await c.locator('[data-seat-choice]').count()).toBe(0);
    for (const p of [a, b]) await p.waitForSelector('[data-watchers]:text-is("1")');
    expect(await audit(c, 'the watcher in the lobby')).toEqual([]);
    if (SCREENSHOTS) await pictures(c, 'lobby');
    if (SCREENSHOTS) await pictures(a, 'count');

    await a.click('[data-action="start-game"]');
    await Promise.all([a, b].map((p) => until(p, playing, 'the deal')));
    const first = await until(c, (s) => s.turn !== null, 'the watcher’s table');
    expect(first.hand).toEqual([]);
    expect(await table(c)).toMatchObject({ watching: true, controls: 0 });
    // The players still see their watcher during play.
    for (const p of [a, b]) await p.waitForSelector('[data-room-bar] [data-watchers]:text-is("1")');

    // The deal goes on: the pile and the melds move on the watcher's table (the bots meld).
    const before = await table(c);
    await playOn([a, b], async () => (await table(c)).melds > 0 && (await shown(c)).log.length > 12);
    const during = await table(c);
    expect(during.melds).toBeGreaterThan(before.melds);
    expect((await shown(c)).log.length).toBeGreaterThan(12);
    expect((await shown(c)).hand).toEqual([]);
    expect(await audit(c, 'the watcher’s table')).toEqual([]);
    if (SCREENSHOTS) await pictures(c, 'table');

    // Every state of the deal so far, from the room's history in the server's store (the frames received first).
    const received = [...frames];
    const states = dealStates(online.t.dataDir, code);
    expect(states.length).toBeGreaterThan(12);

    const messages = received.flatMap((frame) => messageOf(frame) ?? []);
    expect(messages.filter((m) => m.type === 'watch').length).toBeGreaterThan(12);
    expect(checkWatcher('Eleni', messages, [], states)).toBeGreaterThan(50);
    // The other frames are the handshake, the public state and its patches (their cards: none, watch-wire.test.ts).
    const others = new Set(received.filter((f) => messageOf(f) === null).map((f) => (f[0] ?? 0) & PROTOCOL_CODE_MASK));
    for (const other of others)
      expect([Protocol.JOIN_ROOM, Protocol.ROOM_STATE, Protocol.ROOM_STATE_PATCH, Protocol.PING]).toContain(other);
    await Promise.all([a, b, c].map((p) => p.context().close()));
  });
});

/** The watcher's view (the lobby's Watch, the room gathering, the table) and a player's lobby with the count of
 * watchers: 360 and 1280 px wide, English and Greek. */
async function pictures(page: Page, what: 'doors' | 'lobby' | 'count' | 'table'): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const lang of ['en', 'el']) {
    await page.evaluate((l) => document.querySelector('birimba-table')?.setAttribute('lang', l), lang);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.waitForTimeout(150);
      const name = what === 'table' ? 'online-watch' : `online-watch-${what}`;
      await page.screenshot({ path: `${DOCS}${name}-${String(width)}-${lang}.png`, fullPage: what !== 'table' });
    }
  }
  await page.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
  await page.setViewportSize(size);
}
