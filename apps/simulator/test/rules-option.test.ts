import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectRefused, readJson, sim, tempDir } from './helpers/cli.js';

// --rules: a rule-set file or field=value pairs, read as the engine describes its rule fields.

describe('--rules', () => {
  it('takes field=value pairs as the engine describes the fields', async () => {
    const dir = tempDir();
    const run = await sim(
      'match',
      'greedy',
      'greedy',
      '--deals',
      '1',
      '--rules',
      'allowSets=true,closingRequires=birimba',
      '--json',
      join(dir, 'r.json'),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(readJson<{ rules: Record<string, unknown> }>(join(dir, 'r.json')).rules).toMatchObject({
      allowSets: true,
      closingRequires: 'birimba',
    });
    expectRefused(
      await sim('match', 'greedy', 'greedy', '--rules', 'allowSets=maybe'),
      /--rules "allowSets=maybe": rule "allowSets" must be a boolean/,
    );
    expectRefused(await sim('match', 'greedy', 'greedy', '--rules', 'constructor=1'), /unknown rule "constructor"/);
    expectRefused(
      await sim('match', 'greedy', 'greedy', '--rules', 'matchTarget=2000', '--target', '3000'),
      /--target 3000 differs from the rule set's matchTarget 2000/,
    );
  });

  it('refuses a number of players the rules do not know, naming the allowed ones', async () => {
    for (const players of ['3', 'four'])
      expectRefused(
        await sim('match', 'greedy', 'greedy', '--rules', `players=${players}`),
        new RegExp(`--rules "players=${players}": rule "players" must be 4, 2 or 6, got "${players}"`),
      );
  });

  it('refuses a rule-set file with a bad rule', async () => {
    const file = join(tempDir(), 'rules.json');
    writeFileSync(file, '{"allowSets": "yes"}');
    expectRefused(await sim('match', 'random', 'greedy', '--rules', file), /rule "allowSets" must be a boolean/);
  });
});
