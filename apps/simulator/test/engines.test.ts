import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJson, sim, tempDir, withoutTimings } from './helpers/cli.js';

describe("the engine's pure core and its xstate actor", () => {
  it('play the very same games (records, logs, final states)', async () => {
    const dir = tempDir();
    const args = [
      'match',
      'classic:maxPlays=200',
      'random',
      '--deals',
      '3',
      '--seed',
      '77',
      '--duplicate',
      '--workers',
      '1',
    ];
    const runs = await Promise.all(
      ['core', 'machine'].map((engine) =>
        sim(...args, '--engine', engine, '--json', join(dir, `${engine}.json`), '--log-dir', join(dir, engine)),
      ),
    );
    expect(runs.map((r) => r.code)).toEqual([0, 0]);
    expect(withoutTimings(readJson(join(dir, 'machine.json')))).toEqual(
      withoutTimings(readJson(join(dir, 'core.json'))),
    );
    const logs = readdirSync(join(dir, 'core')).sort();
    expect(logs).toHaveLength(6);
    expect(readdirSync(join(dir, 'machine')).sort()).toEqual(logs);
    for (const log of logs)
      expect(readFileSync(join(dir, 'machine', log), 'utf8')).toBe(readFileSync(join(dir, 'core', log), 'utf8'));
  });

  it('play the same matches to a target', async () => {
    const dir = tempDir();
    const args = ['match', 'greedy', 'random', '--deals', '2', '--seed', '5', '--target', '1000', '--workers', '1'];
    const runs = await Promise.all(
      ['core', 'machine'].map((engine) => sim(...args, '--engine', engine, '--json', join(dir, `${engine}.json`))),
    );
    expect(runs.map((r) => r.code)).toEqual([0, 0]);
    expect(withoutTimings(readJson(join(dir, 'machine.json')))).toEqual(
      withoutTimings(readJson(join(dir, 'core.json'))),
    );
  });
});
