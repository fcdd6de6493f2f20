/// <reference lib="dom" />
// End to end in Chromium, the host's tools (issue 35 §5): in the lobby Maria, the host, moves Nikos to another seat
// (Move, then «Move Nikos here»); in the match she pauses it — Nikos's screen shows «Paused — Maria», in Greek
// «Παύση — Maria» — opens her host menu, and resumes. Each state passes axe and every button of the tools (and of the
// room's bar) is a 44 px target. It
// writes pictures of the lobby's tools, the paused table and the host's menu, 360 and 1280 px, English and Greek
// (apps/server/test-results/host-*.png).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Shown, onlineTable, playerPage, until } from './pages.js';
import { audit } from '../../../table/test/e2e/browser.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
const online = onlineTable();

const inRoom = (s: Shown): boolean => s.roomCode !== null;
const playing = (s: Shown): boolean => s.hand.length > 0 && s.turn !== null;

/** The text of the element `selector` picks in the table, or null when there is none. */
function textOf(page: Page, selector: string): Promise<string | null> {
  return page.evaluate(
    (s) =>
      document.querySelector('birimba-table')?.shadowRoot?.querySelector(s)?.textContent?.replace(/\s+/g, ' ').trim() ??
      null,
    selector,
  );
}

/** The host's tools' buttons (and the room bar's) smaller than 44×44 px. */
function smallTools(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const selector = '.room-bar button, .host-seat-tools button, [data-action="host-move-here"], [data-barred] button';
    return [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])].flatMap((b) => {
      const r = b.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || (r.width >= 43.5 && r.height >= 43.5)) return [];
      return [
        `${b.getAttribute('data-action') ?? b.textContent ?? ''} ${String(Math.round(r.width))}×${String(Math.round(r.height))}`,
      ];
    });
  });
}

/** Pictures of `what` at 360 and 1280 px, in English and Greek. */
async function pictures(page: Page, what: string): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const lang of ['en', 'el']) {
    await page.evaluate((l) => document.querySelector('birimba-table')?.setAttribute('lang', l), lang);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.waitForTimeout(150);
      expect(await smallTools(page), `${what} ${lang} ${String(width)}`).toEqual([]);
      await page.screenshot({ path: `${RESULTS}host-${what}-${String(width)}-${lang}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
  await page.setViewportSize(size);
}

describe('the host’s tools through the browser', () => {
  it('move a person in the lobby; pause the match for everyone, with who paused; resume', async () => {
    const a = await playerPage(online.browser, `${online.t.http}/`);
    await a.fill('[data-field="player-name"]', 'Maria');
    await a.click('[data-action="create-room"]');
    const code = (await until(a, inRoom, 'the room code')).roomCode ?? '';
    const b = await playerPage(online.browser, `${online.t.http}/?room=${code}`);
    await b.fill('[data-field="player-name"]', 'Nikos');
    await b.click('[data-action="join-room"]');
    await until(b, inRoom, 'Nikos in the room');
    await a.waitForSelector('[data-seat="1"][data-occupied="human"]');

    // Maria moves Nikos from seat 2 (the second seat, 1) to seat 4 (3): his page follows him there.
    await a.click('[data-action="host-move"][data-for-seat="1"]');
    await a.waitForSelector('[data-action="host-move-here"][data-for-seat="3"]');
    expect(await audit(a, 'the lobby, moving Nikos')).toEqual([]);
    await pictures(a, 'lobby');
    await a.click('[data-action="host-move-here"][data-for-seat="3"]');
    await b.waitForSelector('[data-seat="3"][data-occupied="human"].mine');
    await a.waitForSelector('[data-seat="1"][data-occupied="empty"]');

    await a.click('[data-action="start-game"]');
    await Promise.all([a, b].map((p) => until(p, playing, 'the deal')));
    // Only the host has Pause.
    expect(await b.locator('[data-action="pause"]').count()).toBe(0);
    await a.click('[data-action="pause"]');
    await b.waitForSelector('[data-paused]');
    expect(await textOf(b, '[data-paused] strong')).toBe('Paused — Maria');
    await a.waitForSelector('[data-action="resume"]');
    expect(await textOf(a, '[data-paused] strong')).toBe('Paused — Maria');
    await b.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'el'));
    await b.waitForFunction(
      () =>
        document.querySelector('birimba-table')?.shadowRoot?.querySelector('[data-paused] strong')?.textContent ===
        'Παύση — Maria',
    );
    expect(await audit(b, 'paused, in Greek')).toEqual([]);
    await b.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
    await pictures(b, 'paused');

    await a.click('[data-action="host-tools"]');
    await a.waitForSelector('[data-host-menu] [data-action="pass-host"][data-for-seat="3"]');
    expect(await audit(a, 'the host’s menu')).toEqual([]);
    await pictures(a, 'menu');

    await a.click('[data-action="resume"]');
    await b.waitForSelector('[data-paused]', { state: 'detached' });
    await a.waitForSelector('[data-action="pause"]');
  });
});
