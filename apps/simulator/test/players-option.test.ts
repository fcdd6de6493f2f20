import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectRefused, readJson, sim, tempDir } from './helpers/cli.js';

// --players: the form of the game (rules.md: two alone, four in two teams, six in three), on every command that
// plays, and the same field in a rule set; a value the rules do not know, or two that disagree, is refused.

describe('--players', () => {
  it('refuses 3, 5, 8 and "four" on every command that plays, naming 2, 4 and 6', async () => {
    for (const bad of ['3', '5', '8', 'four', '-2', '4.0'])
      expectRefused(
        await sim('match', 'random', 'random', '--players', bad),
        new RegExp(`--players must be 2, 4 or 6, not "${bad.replace('.', '\\.')}"`),
      );
    expectRefused(await sim('tournament', 'random', 'greedy', '--players', '5'), /--players must be 2, 4 or 6/);
    expectRefused(await sim('tune', '--players', '8'), /--players must be 2, 4 or 6, not "8"/);
  });

  it("refuses a --players that disagrees with the rule set's players", async () => {
    expectRefused(
      await sim('match', 'random', 'random', '--players', '6', '--rules', 'players=2'),
      /--players 6 differs from the --rules "players=2"'s players 2/,
    );
    const file = join(tempDir(), 'rules.json');
    writeFileSync(file, '{"players": 4}');
    expectRefused(
      await sim('tournament', 'random', 'greedy', '--players', '2', '--rules', file),
      /--players 2 differs from the rule set .*'s players 4/,
    );
  });

  it('takes the form from --players or from the rule set alike, and agreeing values', async () => {
    const dir = tempDir();
    const file = join(dir, 'rules.json');
    writeFileSync(file, '{"players": 2, "allowSets": true}');
    for (const [i, args] of [
      ['--players', '2'],
      ['--rules', 'players=2'],
      ['--rules', file, '--players', '2'],
    ].entries()) {
      const json = join(dir, `r${String(i)}.json`);
      const run = await sim('match', 'random', 'random', '--deals', '1', '--workers', '1', ...args, '--json', json);
      expect(run.code, run.stderr).toBe(0);
      const result = readJson<{ players: number; rules: { players: number } }>(json);
      expect([result.players, result.rules.players]).toEqual([2, 2]);
    }
  });
});
