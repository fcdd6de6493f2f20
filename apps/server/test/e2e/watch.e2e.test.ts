/// <reference lib="dom" />
// Watching, end to end in Chromium: Maria creates a room of one deal, Nikos joins it, and Eleni — on a page of her
// own — taps Watch on the lobby with the room's code: «You are watching» while the room gathers, seated nowhere; the
// players see one watcher (`[data-watchers]`). Maria starts (bots take the two free seats): Eleni's table has no hand
// and no actions, and sees the pile and the melds move as the deal goes on; the players play it to its end. Every
// WebSocket frame Eleni's page received is then decoded and checked against the deal's states rebuilt from its log: no
// face-down card's identity ever reached her (helpers/watch-check.ts). Her view passes axe. With ONLINE_SCREENSHOTS=1
// it writes the watcher's view, gathering and at the table, at 360 and 1280 px, in English and Greek
// (apps/table/docs/online-watch-*.png).
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Protocol } from '@colyseus/core';
import { decode } from '@colyseus/schema';
import type { GameState } from '@birimba/engine';
import { parseGameLog, replayGameLog } from '@birimba/game-log';
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
    const mariaFrames = keepFrames(a);
    await a.fill('[data-field="player-name"]', 'Maria');
    await a.click('[data-action="create-room"]');
    const code = (await until(a, inRoom, 'the room')).roomCode ?? '';
    // One deal: its log (and so every state of it) is the players' once it is over.
    await a.fill('[data-room-setting="target"]', '');
    await a.dispatchEvent('[data-room-setting="target"]', 'change');
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
    await c.click('[data-action="watch"]');
    await c.waitForSelector('[data-watcher-lobby] [data-watching]');
    expect(await c.locator('[data-seat-choice]').count()).toBe(0);
    for (const p of [a, b]) await p.waitForSelector('[data-watchers]:text-is("1")');
    expect(await audit(c, 'the watcher in the lobby')).toEqual([]);
    if (SCREENSHOTS) await pictures(c, 'lobby');

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

    // To the deal's end.
    await playOn([a, b], async () => (await shown(c)).phase === 'over');
    await c.waitForSelector('[data-revealed]');

    const welcome = mariaFrames.flatMap((frame) => messageOf(frame) ?? []).find((m) => m.type === 'welcome');
    const token = welcome?.type === 'welcome' ? welcome.payload.token : '';
    const response = await fetch(`${online.t.http}/rooms/${code}/log`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const states: GameState[] = [];
    replayGameLog(parseGameLog(await response.text()), (event) => {
      if (event.kind === 'dealt') states.push(event.state);
      if (event.kind === 'move') states.push(event.after);
    });

    const messages = frames.flatMap((frame) => messageOf(frame) ?? []);
    expect(messages.filter((m) => m.type === 'watch').length).toBeGreaterThan(20);
    expect(messages.some((m) => m.type === 'deal-over')).toBe(true);
    expect(checkWatcher('Eleni', messages, [], states)).toBeGreaterThan(50);
    // The other frames are the handshake, the public state and its patches (their cards: none, watch-wire.test.ts).
    const others = new Set(frames.filter((f) => messageOf(f) === null).map((f) => (f[0] ?? 0) & PROTOCOL_CODE_MASK));
    for (const other of others)
      expect([Protocol.JOIN_ROOM, Protocol.ROOM_STATE, Protocol.ROOM_STATE_PATCH, Protocol.PING]).toContain(other);
    await Promise.all([a, b, c].map((p) => p.context().close()));
  });
});

/** The watcher's view (the room gathering, or the table): 360 and 1280 px wide, English and Greek. */
async function pictures(page: Page, what: 'lobby' | 'table'): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const lang of ['en', 'el']) {
    await page.evaluate((l) => document.querySelector('birimba-table')?.setAttribute('lang', l), lang);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.waitForTimeout(150);
      const name = what === 'table' ? 'online-watch' : 'online-watch-lobby';
      await page.screenshot({ path: `${DOCS}${name}-${String(width)}-${lang}.png`, fullPage: what === 'lobby' });
    }
  }
  await page.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
  await page.setViewportSize(size);
}
