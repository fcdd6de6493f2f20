import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectRefused, readJson, redigest, sim, tempDir, withoutTimings } from './helpers/cli.js';

// merge checks the records of a six-player result against its form: one score per team, each game's seating named
// as the form names it, every seating of a duplicate deal there — even when whoever edited it fixed the digest.

const dir = tempDir();
const six = join(dir, 'six.json');

beforeAll(async () => {
  const form = ['match', 'random', 'greedy', '--players', '6', '--deals', '2', '--duplicate', '--workers', '1'];
  const run = await sim(...form, '--json', six);
  expect(run.code, run.stderr).toBe(0);
});

/** Edits the n-th record of the six-player file, fixes the digest and merges it alone. */
async function mergeWithRecord(n: number, change: (r: Record<string, unknown>) => void) {
  const text = readFileSync(six, 'utf8');
  const line = text.split('\n').filter((l) => l.startsWith('    {"deal":'))[n] as string;
  const record = JSON.parse(line.trim().replace(/,$/, '')) as Record<string, unknown>;
  change(record);
  const file = join(dir, `edited-${String(n)}.json`);
  writeFileSync(file, redigest(text.replace(line, `    ${JSON.stringify(record)}${line.endsWith(',') ? ',' : ''}`)));
  return sim('merge', file);
}

describe('merge of six-player results', () => {
  it('refuses a record with two teams, a seating named wrongly, or a seating missing', async () => {
    expectRefused(
      await mergeWithRecord(0, (r) => {
        r.score = (r.score as number[]).slice(0, 2);
        r.birimbas = (r.birimbas as unknown[]).slice(0, 2);
      }),
      /does not have one score per team of 6 players/,
    );
    expectRefused(await mergeWithRecord(1, (r) => (r.swapped = false)), /names its seating wrongly for 6 players/);
    expectRefused(
      await mergeWithRecord(2, (r) => (r.seating = 1)),
      /lacks its first bot at team C game: a duplicate pair is incomplete|a second record of the same game/,
    );
  });

  it('refuses a result whose "players" is not its rules\' players', async () => {
    const file = join(dir, 'players.json');
    writeFileSync(file, redigest(readFileSync(six, 'utf8').replace('"players": 6,', '"players": 2,')));
    expectRefused(await sim('merge', file), /"players" is 2 but its rules' players is 6/);
  });

  it('merges the shards of a six-player duplicate match into exactly the whole run', async () => {
    const run = ['match', 'greedy', 'random', '--players', '6', '--deals', '2', '--duplicate', '--target', '1200'];
    const [whole, s1, s2, merged] = ['whole', 's1', 's2', 'merged'].map((n) => join(dir, `${n}.json`));
    const runs = await Promise.all([
      sim(...run, '--workers', '1', '--json', whole!),
      sim(...run, '--workers', '1', '--shard', '1/2', '--json', s1!),
      sim(...run, '--workers', '1', '--shard', '2/2', '--json', s2!),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
    const m = await sim('merge', s1!, s2!, '--json', merged!);
    expect(m.code, m.stderr).toBe(0);
    expect(withoutTimings(readJson(merged!))).toEqual(withoutTimings(readJson(whole!)));
  });
});
