/// <reference lib="dom" />
// The online page of a server in headless Chromium (Debian's, or CHROMIUM_PATH): a browser context per player, and
// what a page's <birimba-table> shows, read in one `evaluate` call.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { connect } from '../../../table/scripts/chromium.js';
import type { StartOptions } from '../../src/server.js';
import { type TestServer, testServer } from '../helpers/server.js';

/** A test file's server and its connection to the run's Chromium (helpers/chromium.ts), up before its tests, closed
 * after (the connection's close closes its contexts, not Chromium). The server's options may be found as it starts
 * (a database started first gives its URL). */
export function onlineTable(options: Partial<StartOptions> | (() => Promise<Partial<StartOptions>>) = {}): {
  readonly t: TestServer;
  readonly browser: Browser;
} {
  const ready = {} as { t: TestServer; browser: Browser };
  beforeAll(async () => {
    ready.t = await testServer(typeof options === 'function' ? await options() : options);
    ready.browser = await connect(inject('chromiumEndpoint'));
  });
  afterAll(async () => {
    await ready.browser?.close();
    await ready.t?.close();
  });
  return ready;
}

/** Each player page's Content-Security-Policy violations, as the browser reported them. */
const violations = new WeakMap<Page, string[]>();

/** What the page's Content-Security-Policy refused so far: each `securitypolicyviolation` event (through reloads)
 * and each console line about the policy (a worker's too). */
export function cspViolations(page: Page): readonly string[] {
  return violations.get(page) ?? [];
}

/** A player's page in a context of its own (its own sessionStorage and localStorage). */
export async function playerPage(browser: Browser, url: string, width = 1280, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const seen: string[] = [];
  await context.exposeBinding('__cspViolation', (_source, text: string) => seen.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      report(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'}`);
    });
  });
  const page = await context.newPage();
  violations.set(page, seen);
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(url);
  return page;
}

/** A player's phone in a context of its own: 360×740 (or `width` wide), touch, reduced motion, in `locale`. */
export async function phonePage(browser: Browser, url: string, locale: string, width = 360): Promise<Page> {
  const context = await browser.newContext({
    locale,
    viewport: { width, height: 740 },
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(url);
  return page;
}

/** What the table shows now. */
export interface Shown {
  readonly roomCode: string | null;
  /** `[data-status]`'s `data-turn` (0: this player's turn) and `data-phase`; null in the lobby. */
  readonly turn: number | null;
  readonly phase: string | null;
  /** The card ids of the hand (`[data-zone=hand]`). */
  readonly hand: number[];
  /** Every card id anywhere in the element's DOM. */
  readonly cardIds: number[];
  /** Elements with `data-card` that are not in the hand, the pile, the melds or a seat's face-up cards. */
  readonly strayCards: number;
  readonly log: string[];
  readonly names: string[];
  /** What the seats say of a bot playing for someone ("a bot plays for Eleni"). */
  readonly standIns: string[];
  /** Seats shown as not connected. */
  readonly offline: number;
  readonly connection: string | null;
}

export function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const all = (selector: string): Element[] => [...(root?.querySelectorAll(selector) ?? [])];
    const ids = (selector: string): number[] => all(selector).map((e) => Number(e.getAttribute('data-id')));
    const status = root?.querySelector('[data-status]') ?? null;
    const allowed =
      '[data-zone="hand"], [data-zone="pile"], [data-zone^="melds"], [data-known], [data-revealed], [data-log], .flight-layer';
    return {
      roomCode: root?.querySelector('[data-room-code]')?.getAttribute('data-room-code') ?? null,
      turn: status === null ? null : Number(status.getAttribute('data-turn')),
      phase: status?.getAttribute('data-phase') ?? null,
      hand: ids('[data-zone="hand"] [data-card][data-id]'),
      cardIds: ids('[data-id]'),
      strayCards: all('[data-card]').filter((e) => e.closest(allowed) === null).length,
      log: all('[data-log] li').map((li) => (li.textContent ?? '').replace(/\s+/g, ' ').trim()),
      names: all('[data-name]').map((e) => e.getAttribute('data-name') ?? ''),
      standIns: all('[data-stand-in]').map((e) => (e.textContent ?? '').trim()),
      offline: all('[data-offline]').length,
      connection: root?.querySelector('[data-connection]')?.getAttribute('data-connection') ?? null,
    };
  });
}

/** Waits until the table shows what `test` wants (polling in the page, then reading it once). */
export async function until(page: Page, test: (s: Shown) => boolean, what: string): Promise<Shown> {
  for (let i = 0; i < 600; i++) {
    const now = await shown(page);
    if (test(now)) return now;
    await page.waitForTimeout(50);
  }
  throw new Error(`waited in vain for ${what}: ${JSON.stringify(await shown(page))}`);
}

/** The people of `pages` play their turns through the UI (draw, then discard a card) until `done`. */
export async function playOn(pages: readonly Page[], done: () => Promise<boolean>): Promise<void> {
  // A button can be disabled between reading the page and the click (the bots move on their own): a short try.
  const press = (page: Page, selector: string): Promise<void> =>
    page.click(selector, { timeout: 2000 }).catch(() => undefined);
  for (let i = 0; i < 400; i++) {
    if (await done()) return;
    for (const page of pages) {
      const s = await shown(page);
      if (s.turn !== 0) continue;
      if (s.phase === 'draw') await press(page, '[data-action="draw"]');
      else if (s.phase === 'play') {
        await press(page, '[data-zone="hand"] button[data-card]');
        await press(page, '[data-action="discard"]');
      }
    }
    await pages[0]?.waitForTimeout(50);
  }
  throw new Error(`play did not get there: ${JSON.stringify(await Promise.all(pages.map(shown)))}`);
}

/** The page whose player is to act, once a person is (the bot's turns pass on their own). */
export async function waitForPerson(pages: readonly Page[]): Promise<Page> {
  for (let i = 0; i < 600; i++) {
    for (const page of pages) if ((await shown(page)).turn === 0 && (await shown(page)).phase === 'draw') return page;
    await pages[0]?.waitForTimeout(50);
  }
  throw new Error('nobody came to act');
}
