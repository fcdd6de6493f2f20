// The built table in headless Chromium, for the end-to-end tests, the README's screenshots and the worker bench: dist/
// served by Vite's own `vite preview` (as the demo is), plus a plain test page (`/e2e.html?seed=…&ai-delay=…`: only
// the bundle's script tag and the element with those attributes), Chromium itself, and waiting for seat 0's turn.

import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type PreviewServer, preview } from 'vite';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Move } from '@birimba/engine';
import { launch } from './chromium.js';

export { launch };

export const APP = join(import.meta.dirname, '..');
export const DIST = join(APP, 'dist');

const escape = (v: string): string => v.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The test page: the element with the query's attributes, nothing else. */
function testPage(query: URLSearchParams): string {
  const attributes = [...query].map(([k, v]) => `${k.replace(/[^a-z-]/g, '')}="${escape(v)}"`).join(' ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>birimba-table e2e</title><script type="module" src="/cdn/birimba-table.js"></script>
<style>html,body{margin:0;background:#0b2016}</style></head><body><birimba-table ${attributes}></birimba-table></body></html>`;
}

export interface Harness {
  readonly base: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

/** dist/ served by `vite preview` on a free port, with the test page: its address and how to stop it. */
export async function serveTable(): Promise<{ base: string; close(): Promise<void> }> {
  if (!existsSync(join(DIST, 'cdn', 'birimba-table.js'))) throw new Error('build the table first (vite build)');
  const server: PreviewServer = await preview({
    root: APP,
    logLevel: 'error',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    plugins: [
      {
        name: 'birimba-e2e-page',
        configurePreviewServer(s) {
          s.middlewares.use((req, res, next) => {
            const url = new URL(req.url ?? '/', 'http://x');
            if (url.pathname !== '/e2e.html') return next();
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(testPage(url.searchParams));
          });
        },
      },
    ],
  });
  const address = server.httpServer.address() as AddressInfo;
  return { base: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

/** The table served and Chromium started, both stopped by `close`. */
export async function start(): Promise<Harness> {
  const server = await serveTable();
  const browser = await launch();
  return {
    base: server.base,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

export async function newPage(h: Harness, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await h.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  return page;
}

/** Opens the test page with these attributes and waits for seat 0's turn. */
export async function openTable(h: Harness, page: Page, attributes: Record<string, string>): Promise<void> {
  await page.goto(`${h.base}/e2e.html?${new URLSearchParams(attributes).toString()}`);
  await waitForHuman(page);
}

/** Waits until seat 0 is to act (the bots are done) or the game is over. */
export async function waitForHuman(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.querySelector('birimba-table')?.shadowRoot;
      const s = root?.querySelector('[data-status]');
      if (!s) return false;
      return (
        s.getAttribute('data-phase') === 'over' ||
        (s.getAttribute('data-turn') === '0' && !root?.querySelector('[data-thinking]'))
      );
    },
    undefined,
    { timeout: 180_000, polling: 20 },
  );
}

export async function status(page: Page): Promise<{ turn: string | null; phase: string | null }> {
  const s = page.locator('birimba-table [data-status]');
  return { turn: await s.getAttribute('data-turn'), phase: await s.getAttribute('data-phase') };
}

/** Makes seat 0's `move` by clicks, as a person would: the cards chosen by their ids, then the action. */
export async function playMove(page: Page, move: Move): Promise<void> {
  const select = async (ids: readonly number[]): Promise<void> => {
    // At its top-left corner, as a person taps a card of a big hand: the rows and neighbours below and to the right
    // may cover its middle, never its corner.
    for (const id of ids)
      await page
        .locator(`birimba-table [data-zone="hand"] button[data-id="${id}"]`)
        .click({ position: { x: 10, y: 12 } });
  };
  switch (move.type) {
    case 'draw':
      await page.locator('birimba-table [data-action="draw"]').click();
      break;
    case 'takePile':
      await page.locator('birimba-table [data-action="take-pile"]').click();
      break;
    case 'meld':
      await select(move.cards);
      await page.locator('birimba-table [data-action="meld"]').click();
      break;
    case 'layOff':
      await select(move.cards);
      await page.locator(`birimba-table [data-meld="${move.meldId}"]`).click();
      break;
    case 'discard':
      await select([move.card]);
      await page.locator('birimba-table [data-action="discard"]').click();
      break;
  }
}
