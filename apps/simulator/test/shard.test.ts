import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readJson, sim, tempDir, withoutTimings } from './helpers/cli.js';

describe('--shard and merge', () => {
  it('merges shards 1/2 and 2/2 into exactly the whole run', async () => {
    const dir = tempDir();
    const match = ['match', 'random', 'greedy', '--deals', '5', '--seed', '70', '--duplicate', '--workers', '1'];
    const runs = await Promise.all([
      sim(...match, '--json', join(dir, 'whole.json')),
      sim(...match, '--shard', '1/2', '--json', join(dir, 's1.json')),
      sim(...match, '--shard', '2/2', '--json', join(dir, 's2.json')),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
    const s1 = readJson(join(dir, 's1.json'));
    expect(s1.shard).toBe('1/2');
    expect((s1.results as { deal: number }[]).map((g) => g.deal)).toEqual([0, 0, 2, 2, 4, 4]);

    const merged = await sim('merge', join(dir, 's2.json'), join(dir, 's1.json'), '--json', join(dir, 'merged.json'));
    expect(merged.code).toBe(0);
    expect(merged.stdout).toMatch(/5 deals, 10 games/);
    expect(withoutTimings(readJson(join(dir, 'merged.json')))).toEqual(
      withoutTimings(readJson(join(dir, 'whole.json'))),
    );
  });

  it('refuses to merge a deal twice, or results of different matches', async () => {
    const dir = tempDir();
    await Promise.all([
      sim(
        'match',
        'random',
        'greedy',
        '--deals',
        '2',
        '--shard',
        '1/2',
        '--workers',
        '1',
        '--json',
        join(dir, 'a.json'),
      ),
      sim(
        'match',
        'random',
        'random',
        '--deals',
        '2',
        '--shard',
        '2/2',
        '--workers',
        '1',
        '--json',
        join(dir, 'b.json'),
      ),
    ]);
    const twice = await sim('merge', join(dir, 'a.json'), join(dir, 'a.json'));
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/^birimba-sim: shard 1\/2 is in both .*a\.json and .*a\.json\n$/);
    const different = await sim('merge', join(dir, 'a.json'), join(dir, 'b.json'));
    expect(different.code).toBe(2);
    expect(different.stderr).toMatch(/is not the same match as .*: bot 2 is greedy vs random\n$/);
  });
});
