import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJson, sim, tempDir } from './helpers/cli.js';

const broken = join(tempDir(), 'syntax.mjs');
writeFileSync(broken, 'export default function broken( {\n');
const bot = (name: string): string =>
  name === 'syntax.mjs' ? broken : fileURLToPath(new URL(`./helpers/bots/${name}`, import.meta.url));
const EXAMPLE = fileURLToPath(new URL('../examples/eager-bot.mjs', import.meta.url));

interface Result {
  bots: { name: string; kind: string; options: Record<string, unknown>; games: number }[];
  failures: { deal: number; seed: number; swapped?: boolean; error: string }[];
  games: number;
}

describe('a bot of your own, as an ES module', () => {
  it('plays the example bot with its options, the module and its SHA-256 in the results', async () => {
    const dir = tempDir();
    const spec = `${EXAMPLE}:keepWilds=true`;
    const run = await sim(
      'match',
      spec,
      'greedy',
      '--deals',
      '3',
      '--duplicate',
      '--workers',
      '2',
      '--json',
      join(dir, 'r.json'),
    );
    expect(run.code, run.stderr).toBe(0);
    const r = readJson<Result>(join(dir, 'r.json'));
    expect(r.bots[0]).toMatchObject({ name: spec, kind: 'module', games: 6 });
    expect(r.bots[0]?.options).toEqual({
      keepWilds: true,
      module: { file: EXAMPLE, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown },
    });
    expect(r.failures).toEqual([]);
  });

  it('decides in the worker threads, not on the main thread', async () => {
    const run = await sim('match', bot('worker-only.mjs'), 'random', '--deals', '4', '--workers', '2');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/worker-only\.mjs +\d+ +\d+ +\d+/);
  });

  it.each([
    ['that does not load', 'syntax.mjs', /^birimba-sim: bot module ".*syntax\.mjs": cannot load it \(.*\)\n$/],
    [
      'that exports no factory',
      'no-factory.mjs',
      /^birimba-sim: bot module ".*no-factory\.mjs": its default export is not a factory function \(options\) => bot\n$/,
    ],
    [
      'whose factory makes no bot',
      'not-a-bot.mjs',
      /^birimba-sim: bot module ".*not-a-bot\.mjs": its factory returned null, not a bot object\n$/,
    ],
    ['that is not there', 'none.mjs', /^birimba-sim: bot module ".*none\.mjs": cannot read it \(ENOENT\)\n$/],
  ])('is refused before the run when it is a module %s (exit 2, one line)', async (_, file, message) => {
    const run = await sim('match', bot(file), 'random', '--deals', '2');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
  });

  it('refuses an option the module refuses', async () => {
    const run = await sim('match', `${EXAMPLE}:depth=3`, 'random');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^birimba-sim: bot module ".*eager-bot\.mjs": eager-bot has no option "depth"; its options are: keepWilds\n$/,
    );
  });

  it.each([
    ['an illegal move', 'illegal.mjs', /bot illegal at seat \d: .*\{"type":"discard","card":\d+\}/],
    ['a thrown error', 'throws.mjs', /boom: this bot gives up/],
    [
      'an answer that is no list of moves',
      'garbage.mjs',
      /bot .*garbage\.mjs at seat \d broke the bot contract: decide returned \{"moves":"draw please"\}, not \{ moves: \[move, …\] \}/,
    ],
  ])('fails each game it breaks with %s: one line with the deal seed each, exit 1', async (_, file, message) => {
    const dir = tempDir();
    const run = await sim(
      'match',
      bot(file),
      'random',
      '--deals',
      '2',
      '--seed',
      '30',
      '--duplicate',
      '--workers',
      '1',
      '--json',
      join(dir, 'r.json'),
    );
    expect(run.code).toBe(1);
    const lines = run.stderr.split('\n').filter((l) => / failed: /.test(l));
    expect(lines).toHaveLength(4);
    lines.forEach((line, i) => {
      const deal = Math.floor(i / 2);
      expect(line).toMatch(
        new RegExp(
          `^birimba-sim: deal ${String(deal)}${i % 2 === 1 ? ' \\(teams swapped\\)' : ''} with seed ${String(30 + deal)} failed: `,
        ),
      );
      expect(line).toMatch(message);
      expect(line).toMatch(/; replay it: birimba-sim match .* --seed \d+ --deals 1 --duplicate --log-dir DIR$/);
    });
    const r = readJson<Result>(join(dir, 'r.json'));
    expect(r.games).toBe(0);
    expect(r.failures.map((f) => [f.deal, f.seed, f.swapped])).toEqual([
      [0, 30, false],
      [0, 30, true],
      [1, 31, false],
      [1, 31, true],
    ]);
  });
});
