// The CDN build from another origin: `dist/cdn/` served by one server (with `Access-Control-Allow-Origin: *`, as a
// CDN sends it), the page by a second on another host and port, loading the table with one cross-origin script tag.
// Four bots play a whole deal through the AI worker the build inlines (started from a Blob URL); a page's own worker
// script (`worker-url`) plays too (its first 40 moves in `check`, the whole deal in a soak run); a `worker-url` that does not load is an error shown to the player, no move played.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createBot, playGame } from '@birimba/ai';
import type { Move } from '@birimba/engine';
import { connect } from '../../scripts/chromium.js';
import { DIST, inSoakRun, serve } from './browser.js';
import type {} from './provided.js';

const CDN = join(DIST, 'cdn');
const SEATS = 'normal easy normal easy';

let browser: Browser;
let cdn: { server: Server; origin: string };
let site: { server: Server; origin: string };

/** The page of the second origin: records the Workers it starts and the table's events, then loads the CDN module. */
const page = (
  attributes: string,
): string => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>cdn</title>
<script>
  window.workers = [];
  const Native = window.Worker;
  window.Worker = class extends Native { constructor(url, options) { super(url, options); window.workers.push(String(url)); } };
  window.events = [];
  for (const type of ['birimba-move', 'birimba-error', 'birimba-game-over']) {
    document.addEventListener(type, (e) => window.events.push({ type, detail: JSON.parse(JSON.stringify(e.detail)) }));
  }
</script>
<script type="module" src="${cdn.origin}/birimba-table.js"></script></head>
<body><birimba-table ${attributes}></birimba-table></body></html>`;

beforeAll(async () => {
  cdn = await serve(
    '127.0.0.1',
    { '/birimba-table.js': () => readFileSync(join(CDN, 'birimba-table.js'), 'utf8') },
    { 'access-control-allow-origin': '*' },
  );
  site = await serve(
    'localhost',
    {
      '/bots.html': () => page(`seats="${SEATS}" seed="2" ai-delay="0"`),
      '/own-worker.html': () => page(`seats="${SEATS}" seed="3" ai-delay="0" worker-url="/my-ai-worker.js"`),
      '/missing-worker.html': () => page(`seats="${SEATS}" seed="2" ai-delay="0" worker-url="/missing-worker.js"`),
      '/my-ai-worker.js': () => readFileSync(join(CDN, 'ai.worker.js'), 'utf8'),
    },
    {},
  );
  // The run's Chromium (shared-browser.ts); closing this connection closes its pages.
  browser = await connect(inject('chromiumEndpoint'));
});

afterAll(async () => {
  await browser.close();
  await new Promise((r) => cdn.server.close(r));
  await new Promise((r) => site.server.close(r));
});

interface Recorded {
  readonly workers: string[];
  readonly events: { type: string; detail: { seat?: number; code?: string; bot?: string; move?: Move } }[];
}

const recorded = (p: Page): Promise<Recorded> => p.evaluate(() => ({ ...(window as unknown as Recorded) }));

/** Opens a page of the second origin and waits for the end of the deal or an error — or, with `moves`, for that many
 * of the bots' moves. Reduced motion: the deal's cards need not fly for what is checked here. */
async function open(path: string, moves = Infinity): Promise<{ p: Page; record: Recorded }> {
  const p = await browser.newPage({ reducedMotion: 'reduce' });
  await p.goto(`${site.origin}${path}`);
  await p.waitForFunction(
    (enough) => {
      const events = (window as unknown as Recorded).events;
      return (
        events.some((e) => e.type === 'birimba-game-over' || e.type === 'birimba-error') ||
        events.filter((e) => e.type === 'birimba-move').length >= (enough ?? Infinity)
      );
    },
    // JSON has no Infinity: null stands for "the whole deal".
    Number.isFinite(moves) ? moves : null,
    {
      timeout: 300_000,
      polling: 50,
    },
  );
  return { p, record: await recorded(p) };
}

const expected = (seed: number): readonly Move[] =>
  playGame({ seed, bots: SEATS.split(' ').map((k) => createBot(k)) }).moves;

describe('the CDN build loaded from another origin', () => {
  it('plays a whole deal of four bots through its inlined worker, started from a Blob URL', async () => {
    expect(new URL(cdn.origin).origin).not.toBe(new URL(site.origin).origin);
    const { p, record } = await open('/bots.html');
    expect(record.events.filter((e) => e.type === 'birimba-error')).toEqual([]);
    expect(record.events.at(-1)?.type).toBe('birimba-game-over');
    expect(record.workers).toHaveLength(1);
    expect(record.workers[0]).toMatch(/^blob:http:\/\/localhost:\d+\//);
    // Every move the bots made is the one @birimba/ai's runner makes for that seed: they decided in the worker.
    const moves = record.events.filter((e) => e.type === 'birimba-move').map((e) => e.detail.move);
    expect(moves).toEqual(JSON.parse(JSON.stringify(expected(2))));
    const log = await p.evaluate(() => document.querySelector('birimba-table')?.exportLog());
    expect(log?.deals[0]?.moves).toEqual(moves);
    expect(log?.bots.map((b) => b.kind)).toEqual(SEATS.split(' '));
    // The table's parts are registered and drawn: the score sheet, and the cards of the melds and the shown hands.
    expect(await p.locator('birimba-table [data-score-sheet]').count()).toBe(1);
    expect(await p.locator('birimba-table [data-card]').count()).toBeGreaterThan(20);
    await p.close();
  });

  // The first 40 moves in `check` (the same worker code played the whole deal above), the whole deal in a soak run.
  it('plays with the page’s own worker script given by worker-url', async () => {
    const { p, record } = await open('/own-worker.html', inSoakRun ? Infinity : 40);
    expect(record.events.filter((e) => e.type === 'birimba-error')).toEqual([]);
    expect(record.workers).toEqual(['/my-ai-worker.js']);
    const moves = record.events.filter((e) => e.type === 'birimba-move').map((e) => e.detail.move);
    expect(moves.length).toBeGreaterThanOrEqual(inSoakRun ? 1 : 40);
    const all = JSON.parse(JSON.stringify(expected(3))) as Move[];
    expect(moves).toEqual(inSoakRun ? all : all.slice(0, moves.length));
    await p.close();
  });

  it('shows worker-failed and plays no move when worker-url points to a missing script', async () => {
    const { p, record } = await open('/missing-worker.html');
    const errors = record.events.filter((e) => e.type === 'birimba-error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.detail).toMatchObject({ code: 'worker-failed', bot: 'normal' });
    expect(record.events.filter((e) => e.type === 'birimba-move')).toEqual([]);
    const failure = p.locator('birimba-table [data-failure="worker-failed"]');
    await failure.waitFor();
    expect(await failure.textContent()).toContain('The computer players could not start');
    expect(await p.locator('birimba-table [data-action="retry"]').isVisible()).toBe(true);
    await p.close();
  });
});
