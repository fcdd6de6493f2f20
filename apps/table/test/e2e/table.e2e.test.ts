// End-to-end in real headless Chromium: the built bundle on a plain page, a person's whole game against three AIs
// through the UI only, screenshots, resume after reload, no hidden card in the DOM, and performance figures.

import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, type Page, chromium } from 'playwright-core';
import axe from 'axe-core';
import { createBot } from '@birimba/ai';
import { type Card, type GameState, type Move, DECK, formatCard, restoreGame, viewFor } from '@birimba/engine';

const APP = join(import.meta.dirname, '..', '..');
const DIST = join(APP, 'dist');
const RESULTS = join(APP, 'test-results');
const KEY = 'birimba-e2e';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Perf {
  firstRender: number;
  longest: number;
  longTasks: number;
  longTaskStarts: number[];
}

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>birimba-table e2e</title><script type="module" src="/dist/birimba-table.js"></script></head>
<body><birimba-table seed="2026" ai-delay="0" storage-key="${KEY}"></birimba-table></body></html>`;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.map': 'application/json' };

let server: Server;
let browser: Browser;
let base = '';

function serve(): Promise<string> {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      return;
    }
    const file = normalize(join(APP, url.pathname));
    if (!file.startsWith(DIST) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? `http://127.0.0.1:${address.port}` : '');
    });
  });
}

beforeAll(async () => {
  if (!existsSync(join(DIST, 'birimba-table.js'))) throw new Error('build the table first (vite build)');
  mkdirSync(RESULTS, { recursive: true });
  base = await serve();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

// Records the first render and the longest main-thread task, before any page script runs.
const INIT = `
  window.__perf = { firstRender: null, longest: 0, longTasks: 0, longTaskStarts: [] };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) { window.__perf.longTasks++; window.__perf.longTaskStarts.push(Math.round(e.startTime)); window.__perf.longest = Math.max(window.__perf.longest, e.duration); }
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const poll = () => {
    const el = document.querySelector('birimba-table');
    if (el && el.shadowRoot && el.shadowRoot.querySelector('[data-status]')) window.__perf.firstRender = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
`;

async function open(page: Page): Promise<void> {
  await page.goto(base + '/');
  await waitForHuman(page);
}

/** Waits until seat 0 is to act (the bots are done) or the game is over. */
async function waitForHuman(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.querySelector('birimba-table')?.shadowRoot;
      const s = root?.querySelector('[data-status]');
      if (!s) return false;
      return s.getAttribute('data-phase') === 'over' || (s.getAttribute('data-turn') === '0' && !root?.querySelector('[data-thinking]'));
    },
    undefined,
    { timeout: 180_000, polling: 20 },
  );
}

async function saved(page: Page): Promise<GameState> {
  const text = await page.evaluate((key) => localStorage.getItem(key), KEY);
  if (text === null) throw new Error('nothing saved');
  return restoreGame((JSON.parse(text) as { game: unknown }).game).getSnapshot().context.game;
}

async function status(page: Page): Promise<{ turn: string | null; phase: string | null }> {
  const s = page.locator('birimba-table [data-status]');
  return { turn: await s.getAttribute('data-turn'), phase: await s.getAttribute('data-phase') };
}

/** Every attribute in the shadow DOM: data-card values must be cards seat 0 can see (as many copies at most). */
async function assertNoHiddenCards(page: Page, state: GameState): Promise<void> {
  const dom = await page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const cards: string[] = [];
    const others: string[] = [];
    for (const node of root?.querySelectorAll('*') ?? []) {
      for (const name of node.getAttributeNames()) {
        const value = node.getAttribute(name) ?? '';
        if (name === 'data-card') cards.push(value);
        else others.push(value);
      }
    }
    const seats = [1, 2, 3].map((s) => root?.querySelector(`[data-zone="seat-${s}"]`)?.querySelectorAll('[data-card]').length ?? -1);
    const stock = root?.querySelector('[data-zone="stock"]')?.querySelectorAll('[data-card]').length ?? -1;
    return { cards, others, seats, stock };
  });
  const v = viewFor(state, 0);
  const visible = new Map<string, number>();
  const add = (c: Card): void => void visible.set(formatCard(c), (visible.get(formatCard(c)) ?? 0) + 1);
  // Once the deal is over every hand is shown (rules §7 counts them); before, only what seats took with the pile.
  const over = state.phase === 'over';
  const shownAt = (s: number): readonly Card[] => (over ? (state.hands[s] ?? []) : (v.known[s] ?? []));
  [...v.hand, ...v.pile, ...v.melds.flatMap((m) => m.cards), ...[1, 2, 3].flatMap(shownAt)].forEach(add);
  const shown = new Map<string, number>();
  for (const c of dom.cards) shown.set(c, (shown.get(c) ?? 0) + 1);
  for (const [card, n] of shown) expect(n, `copies of ${card} in the DOM`).toBeLessThanOrEqual(visible.get(card) ?? 0);
  for (const value of dom.others) expect(/^(10|[2-9AJQK])[SHDC]$|^JK$/.test(value), `attribute value ${value}`).toBe(false);
  expect(dom.seats).toEqual([1, 2, 3].map((s) => shownAt(s).length));
  expect(dom.stock).toBe(0);
}

async function select(page: Page, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const notation = formatCard(DECK[id] as Card);
    await page.locator(`birimba-table [data-zone="hand"] button[data-card="${notation}"][aria-pressed="false"]`).first().click();
  }
}

async function playMove(page: Page, move: Move): Promise<void> {
  switch (move.type) {
    case 'draw':
      await page.locator('birimba-table [data-action="draw"]').click();
      break;
    case 'takePile':
      await page.locator('birimba-table [data-action="take-pile"]').click();
      break;
    case 'meld':
      await select(page, move.cards);
      await page.locator('birimba-table [data-action="meld"]').click();
      break;
    case 'layOff':
      await select(page, move.cards);
      await page.locator(`birimba-table [data-meld="${move.meldId}"]`).click();
      break;
    case 'discard':
      await select(page, [move.card]);
      await page.locator('birimba-table [data-action="discard"]').click();
      break;
  }
}

/** axe-core on the element (shadow DOM included), WCAG 2.x A/AA rules: returns the violations, described. */
async function audit(page: Page, state: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const element = document.querySelector('birimba-table') as Element;
    const result = await run(element, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' > ')).join(' | ')}`);
  });
  return violations.map((v) => `${state} — ${v}`);
}

const handOf = (page: Page): Promise<(string | null)[]> =>
  page.locator('birimba-table [data-zone="hand"] button[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));

describe('<birimba-table> in headless Chromium', () => {
  it('plays a whole game through the UI against three AIs, resumes after a reload, never shows a hidden card', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(INIT);
    await open(page);
    const firstRender = await page.evaluate(() => (window as unknown as { __perf: { firstRender: number } }).__perf.firstRender);
    await page.screenshot({ path: join(RESULTS, 'table-360x740-start.png'), fullPage: true });

    const greedy = createBot('greedy');
    let steps = 0;
    let reloaded = false;
    let longest = 0;
    let longTasks = 0;
    const longTaskStarts: string[] = [];
    while ((await status(page)).phase !== 'over') {
      expect(++steps).toBeLessThan(1500);
      const state = await saved(page);
      await assertNoHiddenCards(page, state);
      const move = greedy.decide(viewFor(state, 0), steps).moves[0] as Move;
      await playMove(page, move);
      const error = page.locator('birimba-table [data-error]');
      if ((await error.count()) > 0) throw new Error(`the UI refused ${JSON.stringify(move)}: ${await error.textContent()}`);
      await waitForHuman(page);
      if (!reloaded && steps >= 12 && (await status(page)).phase !== 'over') {
        // Reload mid-game: the storage-key save resumes exactly.
        const before = { hand: await handOf(page), status: await status(page), pile: await page.locator('birimba-table [data-zone="pile"]').getAttribute('data-count') };
        const early = await page.evaluate(() => (window as unknown as { __perf: Perf }).__perf);
        longest = Math.max(longest, early.longest);
        longTasks += early.longTasks;
        longTaskStarts.push(...early.longTaskStarts.map((t) => `first load at ${t} ms (first render ${Math.round(early.firstRender)} ms)`));
        await page.reload();
        await waitForHuman(page);
        expect(await handOf(page)).toEqual(before.hand);
        expect(await status(page)).toEqual(before.status);
        expect(await page.locator('birimba-table [data-zone="pile"]').getAttribute('data-count')).toBe(before.pile);
        reloaded = true;
      }
    }
    expect(reloaded).toBe(true);
    await assertNoHiddenCards(page, await saved(page));
    await expect.poll(() => page.locator('birimba-table [data-score-sheet]').count()).toBe(1);
    expect(await audit(page, 'score sheet')).toEqual([]);
    await page.screenshot({ path: join(RESULTS, 'table-360x740-over.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: join(RESULTS, 'table-1280x800-over.png'), fullPage: true });
    const perf = await page.evaluate(() => (window as unknown as { __perf: Perf }).__perf);
    longTaskStarts.push(...perf.longTaskStarts.map((t) => `after reload at ${t} ms (first render ${Math.round(perf.firstRender)} ms)`));
    expect(errors).toEqual([]);

    const js = readFileSync(join(DIST, 'birimba-table.js'));
    const workers = readdirSync(join(DIST, 'assets')).filter((f) => f.startsWith('ai.worker'));
    const worker = readFileSync(join(DIST, 'assets', workers[0] ?? ''));
    const figures = {
      bundleBytes: js.length,
      bundleGzipBytes: gzipSync(js).length,
      workerBytes: worker.length,
      workerGzipBytes: gzipSync(worker).length,
      firstRenderMs: Math.round(firstRender),
      longestTaskMs: Math.round(Math.max(longest, perf.longest)),
      longTasks: longTasks + perf.longTasks,
      longTaskStarts,
      humanActions: steps,
    };
    writeFileSync(join(RESULTS, 'perf.json'), JSON.stringify(figures, null, 2) + '\n');
    console.log('birimba-table e2e figures', figures);
    await context.close();
  });

  it('plays by keyboard and gives a hint from the real AI worker', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(base + '/');
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    await page.reload();
    await waitForHuman(page);
    await page.locator('birimba-table [data-action="hint"]').click();
    await expect.poll(() => page.locator('birimba-table [data-hint]').textContent()).toMatch(/Draw|Take the pile/);
    await page.keyboard.press('d');
    await expect.poll(() => status(page)).toEqual({ turn: '0', phase: 'play' });
    const cards = page.locator('birimba-table [data-zone="hand"] button[data-card]');
    await cards.first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    // Space selects exactly once (the native button click is suppressed) and focus follows the arrows.
    await expect.poll(() => cards.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('birimba-table [data-zone="hand"] button[data-card][aria-pressed="true"]').count()).toBe(1);
    await page.keyboard.press('Enter');
    await waitForHuman(page);
    expect(await status(page)).toEqual({ turn: '0', phase: 'draw' });
    expect(await cards.count()).toBe(11);
    await context.close();
  });

  it('renders at 1280×800 on a fresh page with the demo’s defaults', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(base + '/');
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    await page.reload();
    await waitForHuman(page);
    expect(await handOf(page)).toHaveLength(11);
    await page.screenshot({ path: join(RESULTS, 'table-1280x800-start.png') });
    await context.close();
  });

  it('reorders the hand with a real mouse drag', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(base + '/');
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    await page.reload();
    await waitForHuman(page);
    const before = await handOf(page);
    const cards = page.locator('birimba-table [data-zone="hand"] button[data-card]');
    const from = await cards.nth(0).boundingBox();
    const to = await cards.nth(2).boundingBox();
    if (from === null || to === null) throw new Error('no layout');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width * 0.8, to.y + to.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => handOf(page)).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
    expect(await page.locator('birimba-table [data-zone="hand"] button[data-card][aria-pressed="true"]').count()).toBe(0);
    // A click still selects.
    await cards.nth(4).click();
    await expect.poll(() => cards.nth(4).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('has no axe-core (WCAG A/AA) violations in the draw phase, with cards selected, an error and a hint', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(base + '/');
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    await page.reload();
    await waitForHuman(page);
    const found: string[] = [];
    found.push(...(await audit(page, 'draw phase')));
    await page.locator('birimba-table [data-action="draw"]').click();
    await expect.poll(() => status(page)).toEqual({ turn: '0', phase: 'play' });
    const cards = page.locator('birimba-table [data-zone="hand"] button[data-card]');
    await cards.nth(0).click();
    await cards.nth(5).click();
    found.push(...(await audit(page, 'play phase, cards selected')));
    await page.locator('birimba-table [data-action="discard"]').click();
    await expect.poll(() => page.locator('birimba-table [data-error]').count()).toBe(1);
    found.push(...(await audit(page, 'error shown')));
    await page.locator('birimba-table [data-action="hint"]').click();
    await expect.poll(() => page.locator('birimba-table [data-hint]').count()).toBe(1);
    found.push(...(await audit(page, 'hint shown')));
    expect(found).toEqual([]);
    await context.close();
  });
});
