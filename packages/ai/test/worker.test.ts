import { describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { applyMove, newGame, viewFor } from '@birimba/engine';
import { createBot, playGame } from '../src/index.js';

const BOTS: readonly [string, Record<string, unknown>][] = [
  ['random', {}],
  ['greedy', {}],
  ['classic', {}],
  ['expert', { iterations: 40 }],
];

/** Runs the cases in a worker thread on the package's source; fails if the worker errs or exits without answering. */
function decideInWorker(cases: unknown[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const w = new Worker(fileURLToPath(new URL('./support/decide-worker.mjs', import.meta.url)), {
      workerData: { cases },
    });
    w.once('message', (m: string) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
    w.once('exit', (code) => reject(new Error(`the worker exited (code ${String(code)}) without an answer`)));
  });
}

describe('decisions in worker_threads', () => {
  it('are the same as on the main thread, for every bot', async () => {
    // Every bot decides at every seventh state of one greedy deal (the positions need not be the bot's own).
    const greedy = createBot('greedy');
    const { moves } = playGame({ seed: 31, bots: [greedy, greedy, greedy, greedy] });
    const views: { view: unknown; seed: number }[] = [];
    let state = newGame({ seed: 31 });
    moves.forEach((m, i) => {
      if (i % 7 === 0 && state.phase !== 'over')
        views.push({ view: JSON.parse(JSON.stringify(viewFor(state, state.turn))), seed: i });
      state = applyMove(state, m);
    });
    const cases = BOTS.flatMap(([bot, options]) => views.map(({ view, seed }) => ({ bot, options, view, seed })));
    const here = cases.map(({ bot, options, view, seed }) => createBot(bot, options).decide(view as never, seed));
    const there = await decideInWorker(cases);
    expect(cases.filter((c) => c.bot === 'expert').length).toBeGreaterThan(5);
    expect(JSON.parse(there)).toEqual(JSON.parse(JSON.stringify(here)));
  });

  it('reports a worker that dies without answering', async () => {
    await expect(decideInWorker([{ bot: 'no-such-bot', options: {}, view: {}, seed: 1 }])).rejects.toThrow();
  });
});
