/// <reference lib="dom" />
// What lies over the table during a match, end to end in Chromium (issue 54 §7), at 360 and 1280 px in English and
// Greek: the host's menu has its own Close, and Escape closes it too, the focus back on the button that opened it
// (axe clean while it is open), and it opens under that button; the Say picker closes the same way, the focus back on
// Say; the Say picker and the host's menu lie over the cards that fly across the table — a
// card in flight under either is hidden by it, never drawn over it; and a turn paused in its last second goes on with
// its whole time, as its countdown says. Pictures in test-results/overlay-*.png (a Greek phone and an English
// desktop in `check`, both languages at both sizes in `soak:e2e`).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { audit, looks, picture } from '../../../table/test/e2e/browser.js';
import { onlineTable, playerPage, until } from './pages.js';
import type { TestServer } from '../helpers/server.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
/** A bot's move waits for the test's clock: the table stands still while the test looks at it. */
const BOT_DELAY_MS = 1000;
const online = onlineTable({ botDelayMs: BOT_DELAY_MS });

/** The sizes and languages the test looks at the table in: a Greek phone and an English desktop in `check`, all four
 * in `soak:e2e`. */
const LOOKS = looks(
  [
    { lang: 'el', width: 360 },
    { lang: 'en', width: 1280 },
    { lang: 'en', width: 360 },
    { lang: 'el', width: 1280 },
  ],
  [
    { lang: 'el', width: 360 },
    { lang: 'en', width: 1280 },
  ],
);

/** The table in `lang` at `width` px (a phone's height at 360). */
async function lookAt(page: Page, lang: string, width: number): Promise<void> {
  await page.evaluate((l) => document.querySelector('birimba-table')?.setAttribute('lang', l), lang);
  await page.setViewportSize({ width, height: width <= 400 ? 740 : 800 });
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

/** The bots play (one move a step of the clock) until it is the page's player's turn to draw. */
async function untilMyTurn(t: TestServer, page: Page): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const s = await until(page, (x) => x.turn !== null, 'the deal');
    if (s.turn === 0 && s.phase === 'draw') return;
    t.clock.advance(BOT_DELAY_MS);
    await page.waitForTimeout(20);
  }
  throw new Error('her turn did not come');
}

/** The table's element whose `data-action` holds the focus, or null. */
const focused = (page: Page): Promise<string | null> =>
  page.evaluate(
    () => document.querySelector('birimba-table')?.shadowRoot?.activeElement?.getAttribute('data-action') ?? null,
  );

/**
 * Where a card flying across the table is drawn over the overlay `selector` rather than under it: the table flies the
 * cards that leave or cross the player's sight as face-down stand-ins on its flight layer (display/motion.ts); one is
 * put there over the whole overlay for a moment, hit-testable, so that what the browser finds on top at a point is
 * what it paints there. None when the overlay lies over it.
 */
function flightsOver(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((over) => {
    const root = document.querySelector('birimba-table')?.shadowRoot as ShadowRoot;
    const overlay = root.querySelector<HTMLElement>(over);
    const layer = root.querySelector<HTMLElement>('.flight-layer');
    if (overlay === null || layer === null) return [`no ${over} or no flight layer`];
    const r = overlay.getBoundingClientRect();
    const ghost = document.createElement('span');
    ghost.className = 'ghost card-back';
    Object.assign(ghost.style, {
      left: `${String(r.left)}px`,
      top: `${String(r.top)}px`,
      width: `${String(r.width)}px`,
      height: `${String(r.height)}px`,
      pointerEvents: 'auto',
    });
    layer.append(ghost);
    const faults: string[] = [];
    for (const [x, y] of [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 16, r.bottom - 16],
      [r.right - 16, r.top + 16],
    ] as const) {
      const hit = root.elementFromPoint(x, y);
      if (hit === null || !overlay.contains(hit))
        faults.push(
          `${hit === ghost ? 'a flying card' : String(hit?.className)} over ${over} at ${String(Math.round(x))},${String(Math.round(y))}`,
        );
    }
    ghost.remove();
    return faults;
  }, selector);
}

describe('what lies over the table during a match', () => {
  it('the host’s menu and Say close by Close or Escape, the focus back; they lie over cards in flight; a resumed turn has its whole time', async () => {
    mkdirSync(RESULTS, { recursive: true });
    const { t, browser } = online;
    const maria = await playerPage(browser, `${t.http}/`);
    await maria.fill('[data-field="player-name"]', 'Maria');
    await maria.click('[data-action="create-room"]');
    await until(maria, (s) => s.roomCode !== null, 'the room');
    await maria.selectOption('[data-room-setting="move-timer"]', '30');
    await maria.waitForSelector('[data-room-setting="move-timer"] option[value="30"]:checked', { state: 'attached' });
    await maria.click('[data-action="start-game"]');
    await untilMyTurn(t, maria);

    for (const { lang, width } of LOOKS) {
      const at = `${lang} ${String(width)} px`;
      await lookAt(maria, lang, width);

      // The host's menu, opened from the keyboard: its Close in view; Escape from inside it closes it.
      await maria.focus('[data-action="host-tools"]');
      await maria.keyboard.press('Enter');
      const close = maria.locator('[data-host-menu] [data-action="close-host-tools"]');
      await close.waitFor();
      expect(await close.textContent(), at).toContain(lang === 'el' ? 'Κλείσιμο' : 'Close');
      const box = await close.boundingBox();
      expect(box !== null && box.x >= 0 && box.x + box.width <= width && box.height >= 43.5, at).toBe(true);
      // It opens under its button (at the bar's end on a wide table), not across the table.
      const menu = await maria.locator('[data-host-menu]').boundingBox();
      const button = await maria.locator('[data-action="host-tools"]').boundingBox();
      const under =
        menu !== null && button !== null && menu.x <= button.x + button.width && menu.x + menu.width >= button.x;
      expect(under, at).toBe(true);
      expect(await audit(maria, `the host’s menu, ${at}`)).toEqual([]);
      expect(await flightsOver(maria, '[data-host-menu]'), at).toEqual([]);
      await picture(maria, { path: `${RESULTS}overlay-host-menu-${String(width)}-${lang}.png` });
      await maria.keyboard.press('Tab');
      expect(await focused(maria), at).toBe('close-host-tools');
      await maria.keyboard.press('Escape');
      await maria.waitForSelector('[data-host-menu]', { state: 'detached' });
      expect(await focused(maria), at).toBe('host-tools');
      // Its Close, tapped: the focus back on the menu's button too.
      await maria.click('[data-action="host-tools"]');
      await close.click();
      await maria.waitForSelector('[data-host-menu]', { state: 'detached' });
      expect(await focused(maria), at).toBe('host-tools');

      // The Say picker.
      await maria.click('[data-action="phrases"]');
      await maria.waitForSelector('[data-phrases]');
      expect(await flightsOver(maria, '[data-phrases]'), at).toEqual([]);
      await picture(maria, { path: `${RESULTS}overlay-phrases-${String(width)}-${lang}.png` });
      await maria.click('[data-action="close-phrases"]');
      await maria.waitForSelector('[data-phrases]', { state: 'detached' });
      expect(await focused(maria), at).toBe('phrases');
      // Escape from inside it closes it too, the focus back on Say, not lost with the picker.
      await maria.click('[data-action="phrases"]');
      await maria.focus('[data-action="close-phrases"]');
      await maria.keyboard.press('Escape');
      await maria.waitForSelector('[data-phrases]', { state: 'detached' });
      expect(await focused(maria), at).toBe('phrases');
    }

    // Paused with one second of her 30 left, then resumed: her turn's whole 30 s again, not that second.
    t.clock.advance(29_000);
    await maria.click('[data-action="pause"]');
    await maria.waitForSelector('[data-paused="Maria"]');
    await maria.click('[data-action="resume"]');
    await maria.waitForSelector('[data-paused]', { state: 'detached' });
    const left = await maria.locator('[data-deadline]').getAttribute('data-deadline');
    expect(Number(left)).toBeGreaterThan(20);
    for (const { lang, width } of LOOKS) {
      await lookAt(maria, lang, width);
      await picture(maria, { path: `${RESULTS}overlay-resumed-${String(width)}-${lang}.png` });
    }
    await maria.context().close();
  });
});
