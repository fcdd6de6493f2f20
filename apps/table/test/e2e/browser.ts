// Shared by the end-to-end tests: the built table in headless Chromium (scripts/table-page.ts, which the README's
// screenshots use too), where the tests write their results, pages of another site served from files, and readers of
// the table's state from outside (storage, the hand) and axe-core.

import { mkdirSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page, PageScreenshotOptions } from 'playwright-core';
import axe from 'axe-core';
import { expect, inject } from 'vitest';
import { type Card, type GameState, formatCard, restoreGame, viewFor } from '@birimba/engine';
import { connect } from '../../scripts/chromium.js';
import { type Harness, APP } from '../../scripts/table-page.js';
import type {} from './provided.js';

export {
  type Harness,
  APP,
  DIST,
  newPage,
  openTable,
  playMove,
  status,
  waitForHuman,
} from '../../scripts/table-page.js';

export const RESULTS = join(APP, 'test-results');

/** True in a soak run (`pnpm soak:e2e`: BIRIMBA_SOAK=1), which looks at every size and language. */
export const inSoakRun = process.env['BIRIMBA_SOAK'] === '1';

/**
 * The sizes and languages a looking test goes through: all of them in a soak run (`pnpm soak:e2e`), the `slice` in
 * `check`, so that check stays within its minutes on a 2-core machine (each was looked at when it was built).
 */
export function looks<T>(all: readonly T[], slice: readonly T[]): readonly T[] {
  return inSoakRun ? all : slice;
}

/** Serves `files` (path → file) with these headers; anything else is a 404. */
export async function serve(
  host: string,
  files: Record<string, () => string>,
  headers: Record<string, string>,
): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const body = files[new URL(req.url ?? '/', 'http://x').pathname];
    if (body === undefined) {
      res.writeHead(404, headers).end('not found');
      return;
    }
    const type = req.url?.endsWith('.js') === true ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8';
    res.writeHead(200, { 'content-type': type, ...headers }).end(body());
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, origin: `http://${host}:${String((server.address() as AddressInfo).port)}` };
}

/** The table served and Chromium started for the whole run (shared-browser.ts), this file's connection to them; the
 * tests' results folder made. `close` closes the connection and the contexts it opened, not Chromium. */
export async function start(): Promise<Harness> {
  mkdirSync(RESULTS, { recursive: true });
  const browser = await connect(inject('chromiumEndpoint'));
  return { base: inject('tableBase'), browser, close: () => browser.close() };
}

export async function saved(page: Page, key: string): Promise<GameState> {
  const text = await page.evaluate((k) => localStorage.getItem(k), key);
  if (text === null) throw new Error('nothing saved');
  return savedGame(text);
}

export const handOf = (page: Page): Promise<(string | null)[]> =>
  page
    .locator('birimba-table [data-zone="hand"] button[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));

/** axe-core on the element (shadow DOM included), WCAG 2.x A/AA rules: returns the violations, described. */
export async function audit(page: Page, state: string): Promise<string[]> {
  // Evaluated, not a script tag: a page's Content-Security-Policy (the server's page has one) refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const element = document.querySelector('birimba-table') as unknown as Element;
    const result = await run(element, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' > ')).join(' | ')}`);
  });
  return violations.map((v) => `${state} — ${v}`);
}

/** The points of a hand card's top-left 44×44 px corner (and its middle) that must be the card's own: its target. */
export const CORNER_POINTS: readonly (readonly [number, number])[] = [
  [4, 6],
  [40, 6],
  [4, 40],
  [40, 40],
  [22, 23],
];

/** Buttons (the hand's cards aside: each card's visible corner is its target, as wide as the fan allows) smaller
 * than 44×44 px, read in one call (the bots could move between two reads). */
export function smallButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const found: string[] = [];
    for (const b of root?.querySelectorAll('button:not([part="card"])') ?? []) {
      const r = b.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.width < 43.5 || r.height < 43.5)
        found.push(`${b.outerHTML.slice(0, 120)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return found;
  });
}

/** The cards the table's DOM names: every `data-card` value, every other attribute value, how many cards each other
 * seat's area names, how many the stock's does; and the save under `key` (if given) read in the same call, so that
 * with bots at full speed the two are of one moment (no bot acts between a render and a synchronous read). */
export interface DomCards {
  readonly cards: string[];
  readonly others: string[];
  readonly seats: number[];
  readonly stock: number;
  readonly save: string | null;
}

export function domCards(page: Page, key: string | null = null): Promise<DomCards> {
  return page.evaluate(async (k) => {
    const el = document.querySelector('birimba-table') as (HTMLElement & { updateComplete: Promise<unknown> }) | null;
    await el?.updateComplete;
    const root = el?.shadowRoot;
    const cards: string[] = [];
    const others: string[] = [];
    for (const node of root?.querySelectorAll('*') ?? []) {
      for (const name of node.getAttributeNames()) {
        const value = node.getAttribute(name) ?? '';
        if (name === 'data-card') cards.push(value);
        else others.push(value);
      }
    }
    const seats = [1, 2, 3, 4, 5].map(
      (s) => root?.querySelector(`[data-zone="seat-${s}"]`)?.querySelectorAll('[data-card]').length ?? -1,
    );
    const stock = root?.querySelector('[data-zone="stock"]')?.querySelectorAll('[data-card]').length ?? -1;
    return { cards, others, seats, stock, save: k === null ? null : localStorage.getItem(k) };
  }, key);
}

/**
 * Records the table's cards at every turn from now on, in the page: a MutationObserver on the table's shadow root
 * reads the DOM (as `domCards` does) with the save of that moment after the first task that changed the DOM in each
 * turn (`data-turn` of the status), and at the end. A save and its render are one task of the page and the bots act
 * in later ones, so the two are read together, and no turn is missed however loaded the machine. `recordedDomCards` returns them.
 */
export async function recordDomCards(page: Page, key: string): Promise<void> {
  await page.evaluate((k) => {
    const root = document.querySelector('birimba-table')?.shadowRoot as ShadowRoot;
    const readings: unknown[] = [];
    (window as unknown as { birimbaReadings: unknown[] }).birimbaReadings = readings;
    let last: string | undefined;
    const read = (): void => {
      const status = root.querySelector<HTMLElement>('[data-status]');
      const moment = status?.dataset['phase'] === 'over' ? 'over' : status?.dataset['turn'];
      const save = localStorage.getItem(k);
      if (moment === last || save === null) return;
      last = moment;
      const cards: string[] = [];
      const others: string[] = [];
      for (const node of root.querySelectorAll('*'))
        for (const name of node.getAttributeNames()) {
          const value = node.getAttribute(name) ?? '';
          if (name === 'data-card') cards.push(value);
          else others.push(value);
        }
      const seats = [1, 2, 3, 4, 5].map(
        (s) => root.querySelector(`[data-zone="seat-${s}"]`)?.querySelectorAll('[data-card]').length ?? -1,
      );
      const stock = root.querySelector('[data-zone="stock"]')?.querySelectorAll('[data-card]').length ?? -1;
      readings.push({ cards, others, seats, stock, save });
    };
    // Read once the task that changed the DOM is over (its renders all done), not in the middle of it.
    let planned = false;
    const plan = (): void => {
      if (planned) return;
      planned = true;
      setTimeout(() => {
        planned = false;
        read();
      }, 0);
    };
    new MutationObserver(plan).observe(root, { subtree: true, childList: true, attributes: true });
    read();
  }, key);
}

/** The readings `recordDomCards` made, in order. */
export function recordedDomCards(page: Page): Promise<DomCards[]> {
  return page.evaluate(() => (window as unknown as { birimbaReadings: DomCards[] }).birimbaReadings);
}

/** The game saved in a save's text. */
export const savedGame = (text: string): GameState =>
  restoreGame((JSON.parse(text) as { game: unknown }).game).getSnapshot().context.game;

/** No face-down card named in the DOM: its data-card values are cards seat 0 can see (as many copies at most), no
 * other attribute holds a card's notation, each other seat's area names exactly the cards it shows, the stock none. */
export function assertNoHiddenIn(dom: DomCards, state: GameState): void {
  const v = viewFor(state, 0);
  const others = Array.from({ length: state.rules.players - 1 }, (_, i) => i + 1);
  const visible = new Map<string, number>();
  const add = (c: Card): void => void visible.set(formatCard(c), (visible.get(formatCard(c)) ?? 0) + 1);
  // Once the deal is over every hand is shown (rules §7 counts them); before, only what seats took with the pile.
  const over = state.phase === 'over';
  const shownAt = (s: number): readonly Card[] => (over ? (state.hands[s] ?? []) : (v.known[s] ?? []));
  [...v.hand, ...v.pile, ...v.melds.flatMap((m) => m.cards), ...others.flatMap(shownAt)].forEach(add);
  const shown = new Map<string, number>();
  for (const c of dom.cards) shown.set(c, (shown.get(c) ?? 0) + 1);
  for (const [card, n] of shown) expect(n, `copies of ${card} in the DOM`).toBeLessThanOrEqual(visible.get(card) ?? 0);
  for (const value of dom.others)
    expect(/^(10|[2-9AJQK])[SHDC]$|^JK$/.test(value), `attribute value ${value}`).toBe(false);
  expect(dom.seats.slice(0, others.length)).toEqual(others.map((s) => shownAt(s).length));
  expect(dom.stock).toBe(0);
}

/**
 * A picture of the page for a person to look at (test-results/, or docs/ where a test writes the docs' pictures):
 * written unless `BIRIMBA_PICTURES=0`, which `check` sets — nobody looks at check's pictures, and each costs Chromium a
 * capture and a PNG. Run a browser test file alone to have its pictures.
 */
export async function picture(page: Page, options: PageScreenshotOptions & { readonly path: string }): Promise<void> {
  if (process.env['BIRIMBA_PICTURES'] === '0') return;
  await page.screenshot(options);
}
