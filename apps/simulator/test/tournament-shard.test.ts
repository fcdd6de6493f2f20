import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, sim, tempDir, withoutTimings } from './helpers/cli.js';

const BOTS = ['random', 'greedy', 'classic:maxPlays=20'];
const tournament = ['tournament', ...BOTS, '--deals', '3', '--seed', '40', '--workers', '1'];

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

/**
 * The tournament played whole (on two workers, with a CSV) and as shards 1/2 and 2/2 (on one worker each, shard 2/2
 * with a log per game), once for the tests that read them: the folder they are in.
 */
let played: Promise<string> | null = null;
function playedTournament(): Promise<string> {
  played ??= (async () => {
    const dir = tempDir();
    const runs = await Promise.all([
      sim(...tournament, '--workers', '2', '--json', join(dir, 'whole.json'), '--csv', join(dir, 'whole.csv')),
      sim(...tournament, '--shard', '1/2', '--json', join(dir, 's1.json')),
      sim(...tournament, '--shard', '2/2', '--json', join(dir, 's2.json'), '--log-dir', join(dir, 'logs')),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
    return dir;
  })();
  return played;
}

describe('tournament --shard, --csv, --log-dir and merge', () => {
  it('merges shards 1/2 and 2/2 into exactly the whole tournament', async () => {
    // The whole tournament on two workers, its shards on one each: the merge is the same whatever the workers.
    const dir = await playedTournament();
    const s1 = readJson<{ shard: string; matches: { shard: string; results: { deal: number }[] }[] }>(
      join(dir, 's1.json'),
    );
    expect(s1.shard).toBe('1/2');
    for (const m of s1.matches) {
      expect(m.shard).toBe('1/2');
      expect(m.results.map((g) => g.deal)).toEqual([0, 0, 2, 2]);
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
    expect(merged.stdout).toMatch(/tournament: 3 bots, round robin of 3 duplicate deals per pairing, seed 40\n/);
    const whole = readJson(join(dir, 'whole.json'));
    const mergedJson = readJson(join(dir, 'merged.json'));
    expect(mergedJson.shard).toBeNull();
    expect(tournamentWithoutTimings(mergedJson)).toEqual(tournamentWithoutTimings(whole));
    expect(readFileSync(join(dir, 'merged.csv'), 'utf8')).toBe(readFileSync(join(dir, 'whole.csv'), 'utf8'));
    expect(readFileSync(join(dir, 'merged.html'), 'utf8')).toMatch(/^<!DOCTYPE html>/i);
  });

  it("writes one CSV row per game with the pairing's bots", async () => {
    const dir = await playedTournament();
    const lines = readFileSync(join(dir, 'whole.csv'), 'utf8').trimEnd().split('\n');
    expect(lines[0]).toMatch(/^pairing_bot1,pairing_bot2,deal,seed,teamA_bot,teamB_bot,/);
    // Three pairings of three duplicate deals, two games each.
    expect(lines).toHaveLength(1 + 3 * 3 * 2);
    expect(lines.filter((l) => l.startsWith('random,greedy,'))).toHaveLength(6);
    expect(lines.filter((l) => l.startsWith('greedy,classic:maxPlays=20,'))).toHaveLength(6);
  });

  it('writes a replayable log per game, one directory per pairing', async () => {
    // Shard 2/2 of three deals: deal 1 alone.
    const logs = join(await playedTournament(), 'logs');
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
    // Shard 1/2 of the tournament, and three results that differ from it in one thing each.
    const a = join(await playedTournament(), 's1.json');
    const dir = tempDir();
    const [b, c, m] = ['b', 'c', 'm'].map((n) => join(dir, `${n}.json`)) as [string, string, string];
    const runs = await Promise.all([
      sim(
        'tournament',
        'random',
        'greedy',
        '--deals',
        '3',
        '--seed',
        '40',
        '--workers',
        '1',
        '--shard',
        '2/2',
        '--json',
        b,
      ),
      sim(...tournament, '--seed', '41', '--shard', '2/2', '--json', c),
      sim('match', 'random', 'greedy', '--deals', '2', '--duplicate', '--workers', '1', '--shard', '2/2', '--json', m),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
    const mixed = await sim('merge', m, a);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toMatch(
      /^birimba-sim: cannot merge a match result \(.*m\.json\) with a tournament result \(.*s1\.json\)\n$/,
    );
    const bots = await sim('merge', a, b);
    expect(bots.code).toBe(2);
    expect(bots.stderr).toMatch(
      /^birimba-sim: .*b\.json is not the same tournament as .*s1\.json: bots random greedy vs random greedy classic:maxPlays=20\n$/,
    );
    const seed = await sim('merge', a, c);
    expect(seed.code).toBe(2);
    expect(seed.stderr).toMatch(/^birimba-sim: .*c\.json is not the same tournament as .*s1\.json: seed 40 vs 41\n$/);
    const twice = await sim('merge', a, a);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/^birimba-sim: shard 1\/2 is in both .*s1\.json and .*s1\.json\n$/);
  });
});
