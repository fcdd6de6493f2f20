import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, sim, tempDir, withoutTimings } from './helpers/cli.js';

const BOTS = ['random', 'greedy', 'classic:maxPlays=20'];
const tournament = ['tournament', ...BOTS, '--deals', '5', '--seed', '40', '--workers', '2'];

/** A tournament result without its timing fields, its matches' included. */
function tournamentWithoutTimings(t: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(t);
  delete copy.gamesPerSecond;
  delete copy.elapsedSeconds;
  delete copy.workers;
  delete copy.digest;
  copy.matches = (copy.matches as Record<string, unknown>[]).map(withoutTimings);
  return copy;
}

describe('tournament --shard, --csv, --log-dir and merge', () => {
  it('merges shards 1/2 and 2/2 into exactly the whole tournament', async () => {
    const dir = tempDir();
    const runs = await Promise.all([
      sim(...tournament, '--json', join(dir, 'whole.json'), '--csv', join(dir, 'whole.csv')),
      sim(...tournament, '--shard', '1/2', '--json', join(dir, 's1.json')),
      sim(...tournament, '--shard', '2/2', '--json', join(dir, 's2.json')),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
    const s1 = readJson<{ shard: string; matches: { shard: string; results: { deal: number }[] }[] }>(
      join(dir, 's1.json'),
    );
    expect(s1.shard).toBe('1/2');
    for (const m of s1.matches) {
      expect(m.shard).toBe('1/2');
      expect(m.results.map((g) => g.deal)).toEqual([0, 0, 2, 2, 4, 4]);
    }

    const merged = await sim(
      'merge',
      join(dir, 's2.json'),
      join(dir, 's1.json'),
      '--json',
      join(dir, 'merged.json'),
      '--csv',
      join(dir, 'merged.csv'),
      '--report',
      join(dir, 'merged.html'),
    );
    expect(merged.code).toBe(0);
    expect(merged.stdout).toMatch(/tournament: 3 bots, round robin of 5 duplicate deals per pairing, seed 40\n/);
    const whole = readJson(join(dir, 'whole.json'));
    const mergedJson = readJson(join(dir, 'merged.json'));
    expect(mergedJson.shard).toBeNull();
    expect(tournamentWithoutTimings(mergedJson)).toEqual(tournamentWithoutTimings(whole));
    expect(readFileSync(join(dir, 'merged.csv'), 'utf8')).toBe(readFileSync(join(dir, 'whole.csv'), 'utf8'));
    expect(readFileSync(join(dir, 'merged.html'), 'utf8')).toMatch(/^<!DOCTYPE html>/i);
  });

  it("writes one CSV row per game with the pairing's bots", async () => {
    const dir = tempDir();
    const run = await sim(...tournament, '--deals', '2', '--csv', join(dir, 't.csv'));
    expect(run.code).toBe(0);
    const lines = readFileSync(join(dir, 't.csv'), 'utf8').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^pairing_bot1,pairing_bot2,deal,seed,teamA_bot,teamB_bot,/);
    expect(lines).toHaveLength(1 + 3 * 2 * 2);
    expect(lines.filter((l) => l.startsWith('random,greedy,'))).toHaveLength(4);
    expect(lines.filter((l) => l.startsWith('greedy,classic:maxPlays=20,'))).toHaveLength(4);
  });

  it('writes a replayable log per game, one directory per pairing', async () => {
    const dir = tempDir();
    const logs = join(dir, 'logs');
    const run = await sim(...tournament, '--deals', '2', '--shard', '2/2', '--log-dir', logs);
    expect(run.code).toBe(0);
    const pairings = readdirSync(logs).sort();
    expect(pairings).toEqual([
      'pairing-01-random-vs-greedy',
      'pairing-02-random-vs-classic_maxPlays=20',
      'pairing-03-greedy-vs-classic_maxPlays=20',
    ]);
    for (const p of pairings) {
      const files = readdirSync(join(logs, p)).sort();
      expect(files).toEqual(['deal-000001-seed-41-swapped.json', 'deal-000001-seed-41.json']);
      for (const f of files) {
        const replay = await sim('replay', join(logs, p, f));
        expect(replay.code).toBe(0);
        expect(replay.stdout).toMatch(/verified: the replay ends exactly as logged: every move legal/);
      }
    }
  });

  it('refuses to mix match and tournament results, different tournaments or overlapping shards', async () => {
    const dir = tempDir();
    const runs = await Promise.all([
      sim(...tournament, '--deals', '2', '--shard', '1/2', '--json', join(dir, 'a.json')),
      sim('tournament', 'random', 'greedy', '--deals', '2', '--shard', '2/2', '--json', join(dir, 'b.json')),
      sim(...tournament, '--deals', '2', '--seed', '41', '--shard', '2/2', '--json', join(dir, 'c.json')),
      sim('match', 'random', 'greedy', '--deals', '2', '--duplicate', '--shard', '2/2', '--json', join(dir, 'm.json')),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    const mixed = await sim('merge', join(dir, 'm.json'), join(dir, 'a.json'));
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toMatch(
      /^birimba-sim: cannot merge a match result \(.*m\.json\) with a tournament result \(.*a\.json\)\n$/,
    );
    const bots = await sim('merge', join(dir, 'a.json'), join(dir, 'b.json'));
    expect(bots.code).toBe(2);
    expect(bots.stderr).toMatch(
      /^birimba-sim: .*b\.json is not the same tournament as .*a\.json: bots random greedy vs random greedy classic:maxPlays=20\n$/,
    );
    const seed = await sim('merge', join(dir, 'a.json'), join(dir, 'c.json'));
    expect(seed.code).toBe(2);
    expect(seed.stderr).toMatch(/^birimba-sim: .*c\.json is not the same tournament as .*a\.json: seed 40 vs 41\n$/);
    const twice = await sim('merge', join(dir, 'a.json'), join(dir, 'a.json'));
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/^birimba-sim: shard 1\/2 is in both .*a\.json and .*a\.json\n$/);
  });
});
