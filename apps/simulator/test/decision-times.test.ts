import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { type Bot, createBot, playGame } from '@birimba/ai';
import { readJson, sim, tempDir } from './helpers/cli.js';

const STEPWISE = new URL('./helpers/bots/stepwise.mjs', import.meta.url);

describe('decision times', () => {
  it('are credited to the bot that decided, in the swapped games too', async () => {
    const dir = tempDir();
    const spec = STEPWISE.pathname;
    const run = await sim(
      'match',
      spec,
      'greedy',
      '--deals',
      '3',
      '--seed',
      '12',
      '--duplicate',
      '--workers',
      '2',
      '--json',
      join(dir, 'r.json'),
    );
    expect(run.code, run.stderr).toBe(0);
    const r = readJson<{ bots: { decisionMs: { count: number } }[] }>(join(dir, 'r.json'));
    // Count each bot's decisions in the same games, played here.
    const stepwise = ((await import(STEPWISE.href)) as { default: () => Bot }).default();
    const greedy = createBot('greedy');
    const counts = [0, 0];
    for (const seed of [12, 13, 14]) {
      for (const swapped of [false, true]) {
        const bots = swapped
          ? ([greedy, stepwise, greedy, stepwise] as const)
          : ([stepwise, greedy, stepwise, greedy] as const);
        playGame({ seed, bots, onDecision: (d) => counts[(d.seat % 2 === 0) !== swapped ? 0 : 1]!++ });
      }
    }
    // The one-move-at-a-time bot decides far more often: crediting a swapped game to the other bot would show.
    expect(counts[0]).toBeGreaterThan(counts[1]! + 20);
    expect(r.bots.map((b) => b.decisionMs.count)).toEqual(counts);
  });
});
