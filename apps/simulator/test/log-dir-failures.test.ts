// A log folder that vanishes mid-run: the game whose log is lost is a failure and only that (never also a game
// played), the run stops at once with one line and exit status 4, and what finished is written.

import { describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, simIn, tempDir } from './helpers/cli.js';

describe('a --log-dir that vanishes mid-run', () => {
  it('stops the run; every game is either played or failed; exit 4', async () => {
    const dir = tempDir();
    const logs = join(dir, 'logs');
    const running = simIn(
      [
        'match',
        'random',
        'random',
        '--deals',
        '1000000',
        '--duplicate',
        '--workers',
        '1',
        '--log-dir',
        logs,
        '--json',
        join(dir, 'r.json'),
      ],
      { BIRIMBA_SIM_PROGRESS_MS: '100' },
    );
    await running.waitForStderr(/birimba-sim: [1-9]\d*\/1000000 deals/);
    rmSync(logs, { recursive: true, force: true });
    const run = await running.done;
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(/--log-dir ".*logs.*": cannot write it \(ENOENT\): stopping the run/);
    const r = readJson<{
      games: number;
      interrupted: boolean;
      results: { deal: number; swapped: boolean }[];
      failures: { deal: number; swapped?: boolean }[];
    }>(join(dir, 'r.json'));
    expect(r.interrupted).toBe(true);
    expect(r.failures.length).toBeGreaterThan(0);
    expect(r.failures.length).toBeLessThanOrEqual(2);
    const played = new Set(r.results.map((g) => `${String(g.deal)}/${String(g.swapped)}`));
    for (const f of r.failures) expect(played.has(`${String(f.deal)}/${String(f.swapped)}`)).toBe(false);
    expect(r.games).toBe(r.results.length);
  });
});
