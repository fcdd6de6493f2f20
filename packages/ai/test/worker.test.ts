import { describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { applyMove, newGame, viewFor } from '@birimba/engine';
import { createBot, playGame } from '../src/index.js';

describe('decisions in worker_threads', () => {
  it('are the same as on the main thread, for every bot', async () => {
    const cases: { bot: string; view: unknown; seed: number }[] = [];
    for (const bot of ['random', 'greedy', 'classic']) {
      const b = createBot(bot);
      const { moves } = playGame({ seed: 31, bots: [b, b, b, b] });
      let state = newGame({ seed: 31 });
      moves.forEach((m, i) => {
        if (i % 7 === 0 && state.phase !== 'over') cases.push({ bot, view: JSON.parse(JSON.stringify(viewFor(state, state.turn))), seed: i });
        state = applyMove(state, m);
      });
    }
    const here = cases.map(({ bot, view, seed }) => createBot(bot).decide(view as never, seed));
    const there = await new Promise<string>((resolve, reject) => {
      const w = new Worker(fileURLToPath(new URL('./support/decide-worker.mjs', import.meta.url)), { workerData: { cases } });
      w.once('message', resolve);
      w.once('error', reject);
    });
    expect(cases.length).toBeGreaterThan(20);
    expect(JSON.parse(there)).toEqual(JSON.parse(JSON.stringify(here)));
  });
});
