import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectGone, killLeftovers, readJson, sim, spawnSim, tempDir, withoutTimings } from './helpers/cli.js';

afterEach(killLeftovers);

/** The peak resident memory of a process so far (Linux), in MB. */
function peakMb(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

describe('a run of any size', () => {
  it('--deals 1000000000 starts at once, holds well under 400 MB, and Ctrl-C still writes everything finished', async () => {
    const dir = tempDir();
    const running = spawnSim(
      [
        'match',
        'random',
        'random',
        '--deals',
        '1000000000',
        '--duplicate',
        '--workers',
        '2',
        '--json',
        join(dir, 'r.json'),
        '--csv',
        join(dir, 'r.csv'),
      ],
      {
        BIRIMBA_SIM_PROGRESS_MS: '100',
      },
    );
    await running.waitForStderr(/birimba-sim: [1-9]\d{2,}\/1000000000 deals/);
    const pid = running.child.pid as number;
    const peak = peakMb(pid);
    running.child.kill('SIGINT');
    const run = await running.done;
    expectGone(pid);
    expect(run.code).toBe(130);
    expect(peak).toBeLessThan(400);
    const r = readJson<{
      interrupted: boolean;
      deals: number;
      games: number;
      dealsPlanned: number;
      results: { deal: number }[];
    }>(join(dir, 'r.json'));
    expect(r.interrupted).toBe(true);
    expect(r.dealsPlanned).toBe(1_000_000_000);
    expect(r.deals).toBeGreaterThanOrEqual(100);
    expect(r.results).toHaveLength(r.games);
    expect(readFileSync(join(dir, 'r.csv'), 'utf8').trimEnd().split('\n')).toHaveLength(1 + r.games);
    // The file is whole: it merges (alone) without complaint.
    const merged = await sim('merge', join(dir, 'r.json'));
    expect(merged.code, merged.stderr).toBe(0);
  });

  it('splits across machines: four shard processes at once merge into exactly the single run', async () => {
    const dir = tempDir();
    // Random bots: the shards and the merge are what is asked here, not play (cheap games keep five runs quick).
    const match = ['match', 'random', 'random', '--deals', '9', '--seed', '800', '--duplicate', '--workers', '1'];
    const runs = await Promise.all([
      sim(...match, '--json', join(dir, 'whole.json')),
      ...[1, 2, 3, 4].map((i) => sim(...match, '--shard', `${String(i)}/4`, '--json', join(dir, `s${String(i)}.json`))),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0, 0]);
    const merged = await sim(
      'merge',
      ...[3, 1, 4, 2].map((i) => join(dir, `s${String(i)}.json`)),
      '--json',
      join(dir, 'merged.json'),
    );
    expect(merged.code, merged.stderr).toBe(0);
    expect(withoutTimings(readJson(join(dir, 'merged.json')))).toEqual(
      withoutTimings(readJson(join(dir, 'whole.json'))),
    );
    const partial = await sim('merge', join(dir, 's1.json'), join(dir, 's3.json'), '--json', join(dir, 'partial.json'));
    expect(partial.code).toBe(0);
    expect(partial.stderr).toMatch(/only shards 1,3\/4 are here/);
    // Deals 0, 4, 8 and 2, 6: the whole of those two shards.
    expect(readJson<{ shard: string; interrupted: boolean; deals: number }>(join(dir, 'partial.json'))).toMatchObject({
      shard: '1,3/4',
      interrupted: false,
      deals: 5,
    });
    // A merged group merges further, like a shard.
    const groups = await sim(
      'merge',
      join(dir, 'partial.json'),
      join(dir, 's4.json'),
      join(dir, 's2.json'),
      '--json',
      join(dir, 'groups.json'),
    );
    expect(groups.code, groups.stderr).toBe(0);
    expect(withoutTimings(readJson(join(dir, 'groups.json')))).toEqual(
      withoutTimings(readJson(join(dir, 'whole.json'))),
    );
  });
});
