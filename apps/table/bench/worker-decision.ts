// The expert's decision time in the table's Web Worker, in headless Chromium: the built AI worker answers
// decisions on views taken from real games (expert against the classic player), timed from the page (postMessage to
// answer). With `coach` instead of a bot name: the coach's check (`coachTurn`) of every play turn a `normal` player
// made in games against `normal` bots, as the table asks it after the player's turn.
// Usage, after a build: tsx bench/worker-decision.ts [games] [bot | coach]

import { createServer } from 'node:http';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Move, type PlayerView } from '@birimba/engine';
import { type Bot, createBot, playGame } from '@birimba/ai';
import { launch } from '../scripts/table-page.js';

const games = Number(process.argv[2] ?? 3);
const botName = process.argv[3] ?? 'expert';
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** Every file under dist whose name says it is the AI worker. */
function findWorker(dir: string): string | null {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      const found = findWorker(full);
      if (found !== null) return found;
    } else if (/ai\.worker.*\.js$/.test(name)) return full;
  }
  return null;
}
const workerFile = findWorker(dist);
if (workerFile === null) throw new Error('no built AI worker under dist/: run the build first');

const coach = botName === 'coach';
// Views of the recorded seats at every decision of real games (for the coach: play turns, with the moves played).
const views: { view: PlayerView; seed: number; played?: readonly Move[] }[] = [];
const recorded = createBot(coach ? 'normal' : botName);
const recorder: Bot = {
  ...recorded,
  decide(view, seed) {
    const decision = recorded.decide(view, seed);
    if (!coach || view.phase === 'play')
      views.push({
        view: JSON.parse(JSON.stringify(view)) as PlayerView,
        seed,
        ...(coach ? { played: decision.moves } : {}),
      });
    return decision;
  },
};
const other = coach ? 'normal' : 'classic';
for (let g = 0; g < games; g++)
  playGame({ seed: 660_000 + g, bots: [recorder, createBot(other), recorder, createBot(other)] });

const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html' };
const server = createServer((req, res) => {
  if (req.url === '/') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>worker bench</title>');
    return;
  }
  if (req.url === '/worker.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end(readFileSync(workerFile));
    return;
  }
  const file = join(dist, (req.url ?? '/').replace(/\?.*$/, ''));
  let body: Buffer;
  try {
    body = readFileSync(file);
  } catch {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as { port: number }).port;
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${String(port)}/`);
  // The page side as plain text: tsx would otherwise add its own helpers to a function sent to the browser.
  const pageSide = `async ({ cases, bot }) => {
    const worker = new Worker('/worker.js', { type: 'module' });
    const ask = (id, c, seed) => new Promise((resolve, reject) => {
      const onMessage = (event) => {
        if (event.data.id !== id) return;
        worker.removeEventListener('message', onMessage);
        if (event.data.error !== undefined) reject(new Error(event.data.error)); else resolve();
      };
      worker.addEventListener('message', onMessage);
      if (bot === 'coach') worker.postMessage({ id, kind: 'coach', view: c.view, played: c.played, seed });
      else worker.postMessage({ id, kind: 'decide', bot, view: c.view, seed });
    });
    await ask(0, cases[0], 0);
    const out = [];
    for (let i = 0; i < cases.length; i++) {
      const t0 = performance.now();
      await ask(i + 1, cases[i], cases[i].seed);
      out.push(performance.now() - t0);
    }
    worker.terminate();
    return out;
  }`;
  const times = await page.evaluate<number[]>(`(${pageSide})(${JSON.stringify({ cases: views, bot: botName })})`);
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  console.log(
    coach
      ? `the coach's check in the table's Web Worker (headless Chromium), ${String(times.length)} play turns of normal players from ${String(games)} games:`
      : `${botName} in the table's Web Worker (headless Chromium), ${String(times.length)} decisions from ${String(games)} games against classic:`,
  );
  console.log(`  p50 ${q(0.5).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms, max ${q(1).toFixed(0)} ms`);
} finally {
  await browser.close();
  server.close();
}
