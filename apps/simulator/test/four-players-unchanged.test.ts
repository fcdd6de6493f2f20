import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, sim, tempDir, withoutTimings } from './helpers/cli.js';

// The four-player game is the common form: adding two and six players must not change one figure, seed, record or
// CSV row of it. The fixtures were written by birimba-sim before the other forms existed (test/fixtures/four-players),
// and written again, on purpose, when each deal came to be shuffled from its own HMAC of the seed (issue 34): the same
// seeds deal other cards since, so every figure changed with the deals and nothing else did.

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/four-players/${name}`, import.meta.url), 'utf8');

/** The summary without what depends on the clock: the speed line and the decision-time column. */
const steadySummary = (text: string): string =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('speed:'))
    .map((line) => line.replace(/\s+(decision ms p50\/p95|[\d.]+ \/ [\d.]+)$/, ''))
    .join('\n');

describe('four players, as before two and six existed', () => {
  it('plays a duplicate match to the same result file, CSV and summary', async () => {
    const dir = tempDir();
    const run = await sim(
      ...['match', 'random', 'greedy', '--deals', '6', '--duplicate', '--seed', '7', '--workers', '1'],
      ...['--json', join(dir, 'm.json'), '--csv', join(dir, 'm.csv')],
    );
    expect(run.code, run.stderr).toBe(0);
    expect(withoutTimings(readJson(join(dir, 'm.json')))).toEqual(JSON.parse(fixture('match-dup.json')));
    expect(readFileSync(join(dir, 'm.csv'), 'utf8')).toBe(fixture('match-dup.csv'));
    expect(steadySummary(run.stdout)).toBe(steadySummary(fixture('match-dup.txt')));
  });

  it('plays matches to a target the same', async () => {
    const dir = tempDir();
    const run = await sim(
      ...['match', 'random', 'greedy', '--deals', '2', '--target', '1000', '--duplicate', '--seed', '3'],
      ...['--workers', '1', '--json', join(dir, 't.json'), '--csv', join(dir, 't.csv')],
    );
    expect(run.code, run.stderr).toBe(0);
    expect(withoutTimings(readJson(join(dir, 't.json')))).toEqual(JSON.parse(fixture('match-target.json')));
    expect(readFileSync(join(dir, 't.csv'), 'utf8')).toBe(fixture('match-target.csv'));
  });

  it('plays a tournament the same', async () => {
    const dir = tempDir();
    const run = await sim(
      ...['tournament', 'random', 'greedy', '--deals', '3', '--seed', '11', '--workers', '1'],
      ...['--json', join(dir, 't.json'), '--csv', join(dir, 't.csv')],
    );
    expect(run.code, run.stderr).toBe(0);
    const result = readJson<Record<string, unknown> & { matches: Record<string, unknown>[] }>(join(dir, 't.json'));
    expect({ ...withoutTimings(result), matches: result.matches.map(withoutTimings) }).toEqual(
      JSON.parse(fixture('tournament.json')),
    );
    expect(readFileSync(join(dir, 't.csv'), 'utf8')).toBe(fixture('tournament.csv'));
  });
});
