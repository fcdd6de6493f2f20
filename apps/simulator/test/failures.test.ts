import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJson, sim, simIn, tempDir } from './helpers/cli.js';

describe('a game that throws or a worker that dies', () => {
  it('is reported with its deal seed while the rest of the match goes on', async () => {
    const dir = tempDir();
    const run = await simIn(
      [
        'match',
        'random',
        'greedy',
        '--deals',
        '8',
        '--seed',
        '100',
        '--duplicate',
        '--workers',
        '2',
        '--json',
        join(dir, 'r.json'),
      ],
      {
        // Test hook of the worker: deal 1's games throw, deal 3's worker dies of an uncaught error, deal 5's exits.
        BIRIMBA_SIM_FAULTS: 'throw@1,crash@3,exit@5',
      },
    ).done;
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /deal 1 with seed 101 failed: injected failure at deal 1; replay it: birimba-sim match random greedy --seed 101 --deals 1/,
    );
    expect(run.stderr).toMatch(/deal 3 with seed 103 failed: worker crashed: injected worker crash at deal 3/);
    expect(run.stderr).toMatch(/deal 5 with seed 105 failed: worker crashed: worker thread exited with code 1/);
    const r = readJson<{
      deals: number;
      games: number;
      failures: { deal: number; seed: number; swapped?: boolean }[];
      results: { deal: number }[];
    }>(join(dir, 'r.json'));
    expect(r.failures.map((f) => [f.deal, f.seed, f.swapped])).toEqual([
      [1, 101, false],
      [1, 101, true],
      [3, 103, undefined],
      [5, 105, undefined],
    ]);
    expect(r.deals).toBe(8);
    expect(r.games).toBe(10);
    expect([...new Set(r.results.map((g) => g.deal))]).toEqual([0, 2, 4, 6, 7]);
  });
});

describe('a run whose bot fails every game', () => {
  it('gives up after 1000 failures with exit 3, the results so far written', async () => {
    const dir = tempDir();
    const throws = fileURLToPath(new URL('./helpers/bots/throws.mjs', import.meta.url));
    const run = await sim(
      'match',
      throws,
      'random',
      '--deals',
      '3000',
      '--workers',
      '1',
      '--json',
      join(dir, 'r.json'),
    );
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/1000 failures: giving up the run/);
    const r = readJson<{ interrupted: boolean; failures: unknown[] }>(join(dir, 'r.json'));
    expect(r.interrupted).toBe(true);
    expect(r.failures.length).toBeGreaterThanOrEqual(1000);
  });
});
