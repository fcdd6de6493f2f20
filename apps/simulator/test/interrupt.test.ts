import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { killLeftovers, readJson, start, tempDir } from './helpers/cli.js';

afterEach(killLeftovers);

describe('Ctrl-C', () => {
  it('stops dispatching, finishes the running deals, writes the results and exits 130', async () => {
    const dir = tempDir();
    const running = start(
      ['match', 'random', 'random', '--deals', '1000000', '--workers', '2', '--json', join(dir, 'r.json')],
      {
        BIRIMBA_SIM_PROGRESS_MS: '100',
      },
    );
    // A progress line means deals have finished.
    await running.waitForStderr(/birimba-sim: [1-9]\d*\/1000000 deals/);
    running.child.kill('SIGINT');
    const run = await running.done;
    expect(run.code).toBe(130);
    expect(run.stderr).toMatch(/interrupted: no new deals; finishing the running ones/);
    expect(run.stdout).toMatch(/INTERRUPTED/);
    const r = readJson<{
      interrupted: boolean;
      deals: number;
      games: number;
      dealsPlanned: number;
      results: { deal: number }[];
    }>(join(dir, 'r.json'));
    expect(r.interrupted).toBe(true);
    expect(r.dealsPlanned).toBe(1_000_000);
    expect(r.games).toBeGreaterThan(0);
    expect(r.games).toBeLessThan(1_000_000);
    expect(r.results).toHaveLength(r.games);
  });
});
