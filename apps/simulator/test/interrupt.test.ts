import { afterEach, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectGone, killLeftovers, readJson, spawnSim, tempDir } from './helpers/cli.js';

afterEach(killLeftovers);

// Ctrl-C, and the signals batch systems and closed terminals send: each stops the run with what finished written.
describe.each([
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const)('%s', (signal, code) => {
  it(`stops dispatching, finishes the running deals, writes the results and exits ${String(code)}`, async () => {
    const dir = tempDir();
    const running = spawnSim(
      ['match', 'random', 'random', '--deals', '1000000', '--workers', '1', '--json', join(dir, 'r.json')],
      {
        BIRIMBA_SIM_PROGRESS_MS: '100',
      },
    );
    // A progress line means deals have finished.
    await running.waitForStderr(/birimba-sim: [1-9]\d*\/1000000 deals/);
    running.child.kill(signal);
    const run = await running.done;
    expectGone(running.child.pid as number);
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(new RegExp(`interrupted \\(${signal}\\): no new deals; finishing the running ones`));
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
    // Nothing else is left: no spooled records, no lock on r.json.
    expect(readdirSync(dir)).toEqual(['r.json']);
  });
});
