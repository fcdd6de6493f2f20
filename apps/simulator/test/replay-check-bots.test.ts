// replay says what it verified — the moves and the end — and --check-bots asks each logged bot again, failing at
// the first decision that differs: a log whose bots were renamed replays, but does not pass --check-bots.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectRefused, sim, tempDir } from './helpers/cli.js';

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const eager = fileURLToPath(new URL('../examples/eager-bot.mjs', import.meta.url));
let log = '';
let moduleLog = '';

interface Log {
  bots: { seat: number; name: string; kind: string; options: Record<string, unknown> }[];
}

beforeAll(async () => {
  const runs = await Promise.all([
    sim('match', 'random', 'greedy', '--deals', '1', '--seed', '7', '--workers', '1', '--log-dir', join(dir, 'a')),
    sim(
      'match',
      `${eager}:keepWilds=true`,
      'classic',
      '--deals',
      '1',
      '--seed',
      '8',
      '--workers',
      '1',
      '--log-dir',
      join(dir, 'b'),
    ),
  ]);
  expect(runs.map((r) => r.code)).toEqual([0, 0]);
  log = join(dir, 'a', readdirSync(join(dir, 'a'))[0] as string);
  moduleLog = join(dir, 'b', readdirSync(join(dir, 'b'))[0] as string);
});

function edited(name: string, edit: (l: Log) => void): string {
  const data = JSON.parse(readFileSync(log, 'utf8')) as Log;
  edit(data);
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(data));
  return file;
}

describe('replay --check-bots', () => {
  it('asks every logged bot again, a module and a classic player too, and says so', async () => {
    for (const file of [log, moduleLog]) {
      const run = await sim('replay', file, '--check-bots');
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(
        /^verified: the replay ends exactly as logged: every move legal, the final scores and state/m,
      );
      expect(run.stdout).toMatch(
        /^bots checked: the logged bots decide all [1-9]\d* decisions again exactly as logged$/m,
      );
    }
  });

  it('fails on the first decision of bots renamed in the log, which a plain replay cannot tell', async () => {
    const renamed = edited('renamed.json', (l) => {
      for (const b of l.bots) if (b.name === 'random') Object.assign(b, { name: 'greedy', kind: 'greedy' });
    });
    const plain = await sim('replay', renamed);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^not checked: who played/m);
    const checked = await sim('replay', renamed, '--check-bots');
    expect(checked.code).toBe(1);
    expect(checked.stderr).toMatch(
      /^birimba-sim: .*renamed\.json: deal 1, turn \d+, seat [02]: the bot "greedy" decides .* where the log has .*\n$/,
    );
  });

  it('fails when a bot is not what its kind and options say', async () => {
    const lying = edited('lying.json', (l) => {
      for (const b of l.bots) if (b.name === 'random') b.name = 'greedy';
    });
    const run = await sim('replay', lying, '--check-bots');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/seat 0: the bot "greedy" is not what the log says was played \(kind "random"/);
  });

  it('refuses a log with a person at a seat', async () => {
    const human = edited('human.json', (l) => {
      Object.assign(l.bots[0] as Log['bots'][number], { name: 'human', kind: 'human', options: {} });
    });
    expectRefused(await sim('replay', human, '--check-bots'), /--check-bots asks bots: seat 0 was played by a person/);
  });
});
