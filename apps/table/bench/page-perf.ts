// The table's performance in headless Chromium (a benchmark: it reports, it does not judge). A whole game played by
// clicks only at 360×740 against three real AIs in the worker (ai-delay 0: the bots' moves come back to back, the
// hardest case), a reload in the middle; every main-thread task of 50 ms or more is recorded (PerformanceObserver
// 'longtask') with when it started: while the page loads (up to its first render) or during play. Nothing else runs
// in the page meanwhile (no DOM scans). Prints the figures (with the builds' sizes, as
// bench/bundle-size.ts measures them) as JSON.
// Usage, after a build: tsx bench/page-perf.ts

import type { Page } from 'playwright-core';
import { createBot } from '@birimba/ai';
import { type GameState, type Move, restoreGame, viewFor } from '@birimba/engine';
import { type FileSize, measure } from './bundle-size.js';
import { DIST, newPage, openTable, playMove, start, status, waitForHuman } from '../scripts/table-page.js';

const KEY = 'perf';

/** The game the page saved under KEY. */
async function savedState(page: Page): Promise<GameState> {
  const text = await page.evaluate((k) => localStorage.getItem(k), KEY);
  if (text === null) throw new Error('nothing saved');
  return restoreGame((JSON.parse(text) as { game: unknown }).game).getSnapshot().context.game;
}

// Before any page script: the long-task observer and the time of the first render.
const INIT = `
  window.__perf = { firstRender: null, tasks: [] };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__perf.tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const poll = () => {
    const el = document.querySelector('birimba-table');
    if (el && el.shadowRoot && el.shadowRoot.querySelector('[data-zone="hand"] button[data-card]')) window.__perf.firstRender = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
`;

interface PagePerf {
  firstRender: number;
  tasks: [number, number][];
}

const perfOf = (page: Page): Promise<PagePerf> =>
  page.evaluate(() => (window as unknown as { __perf: PagePerf }).__perf);

async function main(): Promise<void> {
  const h = await start();
  try {
    const page = await newPage(h, { viewport: { width: 360, height: 740 } });
    await page.addInitScript(INIT);
    await openTable(h, page, { seed: '2026', 'ai-delay': '0', 'storage-key': KEY });
    const greedy = createBot('greedy');
    const split = (p: PagePerf, label: string): { load: string[]; play: string[] } => ({
      load: p.tasks
        .filter(([t]) => t <= p.firstRender)
        .map(([t, d]) => `${label}: ${d} ms at ${t} ms (first render at ${Math.round(p.firstRender)} ms)`),
      play: p.tasks.filter(([t]) => t > p.firstRender).map(([t, d]) => `${label}: ${d} ms at ${t} ms`),
    });
    let first: PagePerf | null = null;
    let steps = 0;
    while ((await status(page)).phase !== 'over') {
      if (++steps >= 1500) throw new Error('the game did not end in 1500 actions');
      const move = greedy.decide(viewFor(await savedState(page), 0), steps).moves[0] as Move;
      await playMove(page, move);
      await waitForHuman(page);
      if (first === null && steps >= 12 && (await status(page)).phase !== 'over') {
        first = await perfOf(page);
        await page.reload();
        await waitForHuman(page);
      }
    }
    const second = await perfOf(page);
    const a = split(first ?? second, 'first page');
    const b = split(second, 'after reload');
    // The page loads the CDN build (lit and the worker inside); the bundler build leaves lit to the page's bundler.
    const sizes = measure(DIST);
    const size = (file: string): FileSize => sizes[file] ?? { bytes: Number.NaN, gzipBytes: Number.NaN };
    const [js, bundler, worker] = ['cdn/birimba-table.js', 'birimba-table.js', 'assets/ai.worker-*.js'].map(size);
    const all = [...(first?.tasks ?? []), ...second.tasks].map(([, d]) => d);
    const figures = {
      bundleBytes: js?.bytes,
      bundleGzipBytes: js?.gzipBytes,
      bundlerBuildBytes: bundler?.bytes,
      bundlerBuildGzipBytes: bundler?.gzipBytes,
      workerBytes: worker?.bytes,
      workerGzipBytes: worker?.gzipBytes,
      firstRenderMs: Math.round(first?.firstRender ?? second.firstRender),
      firstRenderAfterReloadMs: Math.round(second.firstRender),
      longestTaskMs: Math.max(0, ...all),
      longTasksWhileLoading: [...a.load, ...b.load],
      longTasksDuringPlay: [...a.play, ...b.play],
      humanActions: steps,
    };
    console.log(JSON.stringify(figures, null, 2));
    await page.context().close();
  } finally {
    await h.close();
  }
}

await main();
