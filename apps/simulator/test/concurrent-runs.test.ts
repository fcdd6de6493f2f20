// Two runs writing the same --json at once: each spools to files of its own, and the final file is one run's whole
// result (whichever finished last), which merge's reader accepts — never one run's header over the other's records.

import { afterEach, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { killLeftovers, readJson, sim, tempDir } from './helpers/cli.js';

afterEach(killLeftovers);

describe('two runs on one --json', () => {
  it('leave one whole result, readable and of one run', async () => {
    const dir = tempDir();
    const json = join(dir, 'same.json');
    const run = (seed: string): ReturnType<typeof sim> =>
      sim('match', 'random', 'random', '--deals', '300', '--seed', seed, '--workers', '1', '--json', json);
    const [a, b] = await Promise.all([run('1'), run('1001')]);
    expect([a.code, b.code]).toEqual([0, 0]);
    const r = readJson<{ seed: number; results: { seed: number }[] }>(json);
    expect([1, 1001]).toContain(r.seed);
    expect(r.results).toHaveLength(300);
    for (const g of r.results) expect(g.seed - r.seed).toBeLessThan(300);
    const check = await sim('merge', json);
    expect(check.code, check.stderr).toBe(0);
    expect(readdirSync(dir)).toEqual(['same.json']);
  });
});
