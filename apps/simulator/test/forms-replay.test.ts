import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectRefused, sim, tempDir } from './helpers/cli.js';

// Game logs of two and six players: written by --log-dir, one per seating, and replayed (and their bots asked
// again) like the four-player ones.

describe('replay of two- and six-player games', () => {
  it('replays every seating of a six-player duplicate match and asks its bots again', async () => {
    const dir = tempDir();
    const run = await sim(
      ...['match', 'greedy', 'random', '--players', '6', '--deals', '1', '--duplicate', '--target', '1000'],
      ...['--workers', '1', '--log-dir', dir],
    );
    expect(run.code, run.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([
      'deal-000000-seed-1-seating-1.json',
      'deal-000000-seed-1-seating-2.json',
      'deal-000000-seed-1.json',
    ]);
    const replayed = await sim('replay', join(dir, 'deal-000000-seed-1-seating-2.json'), '--seat', '5', '--check-bots');
    expect(replayed.code, replayed.stderr).toBe(0);
    const lines = replayed.stdout.split('\n');
    expect(lines[1]).toBe('team A (seats 0, 3): random; team B (seats 1, 4): random; team C (seats 2, 5): greedy');
    expect(lines[2]).toBe("as seen by seat 5 (greedy): other seats' hidden cards are not named");
    expect(lines).toContain('  Seat 4: 11 cards');
    expect(lines.filter((l) => /^team [ABC]: -?\d+ \(melds/.test(l)).length % 3).toBe(0);
    expect(replayed.stdout).toMatch(/^verified: the replay ends exactly as logged/m);
    expect(replayed.stdout).toMatch(
      /^bots checked: the logged bots decide all \d+ decisions again exactly as logged$/m,
    );
  });

  it('replays a two-player game and refuses a seat that is not at its table', async () => {
    const dir = tempDir();
    const run = await sim(
      'match',
      'greedy',
      'random',
      '--players',
      '2',
      '--deals',
      '1',
      '--duplicate',
      '--log-dir',
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    const log = join(dir, 'deal-000000-seed-1-swapped.json');
    const replayed = await sim('replay', log, '--check-bots');
    expect(replayed.code, replayed.stderr).toBe(0);
    expect(replayed.stdout.split('\n').slice(0, 2)).toEqual([
      'deal 0, seed 1 (teams swapped); players=2',
      'team A (seat 0): random; team B (seat 1): greedy',
    ]);
    expectRefused(await sim('replay', log, '--seat', '2'), /--seat 2 is not a seat of this 2-player game/);
  });
});
