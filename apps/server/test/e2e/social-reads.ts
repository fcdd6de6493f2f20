/// <reference lib="dom" />
// Readers of the social table's state from outside, for social.e2e.test.ts: a text in the table, the turn's alerts
// (the tab's title and the sounds the table counted), the watcher's table (pile, melds, its banner, no controls),
// whether a watcher's page holds a card never face up, and the host's and watchers' views at both sizes and
// languages — every tool a 44 px target, and with ONLINE_SCREENSHOTS=1 their pictures.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { viewFor } from '@birimba/engine';
import { publicIds } from '../helpers/cards.js';
import { dealStates } from './watch-frames.js';
import { shown } from './pages.js';
import { picture } from '../../../table/test/e2e/browser.js';

const DOCS = fileURLToPath(new URL('../../../table/docs/', import.meta.url));
const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
export const SCREENSHOTS = process.env.ONLINE_SCREENSHOTS === '1';

/** The text of the element `selector` picks in the table (spaces folded), or null when there is none. */
export function textOf(page: Page, selector: string): Promise<string | null> {
  return page.evaluate(
    (s) =>
      document.querySelector('birimba-table')?.shadowRoot?.querySelector(s)?.textContent?.replace(/\s+/g, ' ').trim() ??
      null,
    selector,
  );
}

/** The tab's title and the turn's sounds the table counted (`data-turn-sounds` on the room's bar). */
export interface TurnAlerted {
  readonly title: string;
  readonly sounds: number;
}

/** The page's turn alerts once `test` holds. */
export async function turnAlerted(page: Page, test: (told: TurnAlerted) => boolean): Promise<TurnAlerted> {
  const read = (): Promise<TurnAlerted> =>
    page.evaluate(() => ({
      title: document.title,
      sounds: Number(
        document
          .querySelector('birimba-table')
          ?.shadowRoot?.querySelector('[data-room-bar]')
          ?.getAttribute('data-turn-sounds'),
      ),
    }));
  for (let i = 0; i < 200; i++) {
    const told = await read();
    if (test(told)) return told;
    await page.waitForTimeout(50);
  }
  throw new Error(`waited in vain for the turn's alerts: ${JSON.stringify(await read())}`);
}

/** What the watcher's table shows beyond `shown`: the pile's and the melds' cards, the watcher's banner, controls. */
export function watcherTable(
  page: Page,
): Promise<{ pile: number; melds: number; table: string; watching: boolean; controls: number }> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const count = (selector: string): number => root?.querySelectorAll(selector).length ?? 0;
    const ids = (selector: string): string =>
      [...(root?.querySelectorAll(selector) ?? [])].map((e) => e.getAttribute('data-id')).join(' ');
    return {
      pile: count('[data-zone="pile"] [data-id]'),
      melds: count('[data-zone^="melds"] [data-id]'),
      // The face-up cards in their places, in order: changes with every discard, pick-up, meld and lay-off.
      table: `${ids('[data-zone="pile"] [data-id]')} / ${ids('[data-zone^="melds"] [data-id]')}`,
      watching: root?.querySelector('[data-watching]') !== null,
      controls: count('[part="controls"]'),
    };
  });
}

/** The watcher's page holds no hand, no card out of its places, and no card that was never face up in the deal (the
 * deal's states rebuilt from the room's history in the server's store, read after the page). */
export async function watcherHoldsNoHiddenCard(page: Page, dataDir: string, code: string): Promise<number> {
  const now = await shown(page);
  const faceUp = new Set(dealStates(dataDir, code).flatMap((state) => [...publicIds(viewFor(state, 0))]));
  expect(now.hand).toEqual([]);
  expect(now.strayCards).toBe(0);
  expect(now.cardIds.filter((id) => !faceUp.has(id))).toEqual([]);
  return now.cardIds.length;
}

/** The host's tools' buttons (in the status line and the host's menu, and the room bar's) smaller than 44×44 px. */
function smallTools(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const selector = [
      '.room-bar button',
      '[data-action="pause"]',
      '[data-action="resume"]',
      '[data-action="host-tools"]',
      '.host-menu button',
      '.host-seat-tools button',
      '[data-action="host-move-here"]',
      '[data-barred] button',
    ].join(', ');
    return [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])].flatMap((b) => {
      const r = b.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || (r.width >= 43.5 && r.height >= 43.5)) return [];
      return [
        `${b.getAttribute('data-action') ?? b.textContent ?? ''} ${String(Math.round(r.width))}×${String(Math.round(r.height))}`,
      ];
    });
  });
}

/** What `looks` looks at: the host's views (`host-*`, the tools checked as 44 px targets; pictures in
 * apps/server/test-results/) and the watcher's (the README's pictures, apps/table/docs/online-watch-*). */
export type Look =
  | 'host-lobby'
  | 'host-kick'
  | 'host-paused'
  | 'host-menu'
  | 'host-give-ask'
  | 'host-given'
  | 'watch-doors'
  | 'watch-lobby'
  | 'watch-count'
  | 'watch';

/** The page at 360 and 1280 px, in English and Greek: the host's tools all 44 px targets; with ONLINE_SCREENSHOTS=1 a
 * picture of each. The page's size and language are put back. */
export async function looks(page: Page, what: Look): Promise<void> {
  const host = what.startsWith('host');
  if (!host && !SCREENSHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  const lang = await page.evaluate(() => document.querySelector('birimba-table')?.getAttribute('lang') ?? 'en');
  for (const l of ['en', 'el']) {
    await page.evaluate((x) => document.querySelector('birimba-table')?.setAttribute('lang', x), l);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      if (host) expect(await smallTools(page), `${what} ${l} ${String(width)}`).toEqual([]);
      if (!SCREENSHOTS) continue;
      // The fonts and the bubbles' and banners' fade-ins settle before a picture.
      await page.waitForTimeout(150);
      const dir = host ? RESULTS : DOCS;
      mkdirSync(dir, { recursive: true });
      const name = what === 'watch' ? 'online-watch' : host ? what : `online-${what}`;
      await picture(page, { path: `${dir}${name}-${String(width)}-${l}.png`, fullPage: what !== 'watch' });
    }
  }
  await page.evaluate((x) => document.querySelector('birimba-table')?.setAttribute('lang', x), lang);
  await page.setViewportSize(size);
}
