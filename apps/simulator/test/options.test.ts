import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { expectRefused, readJson, sim } from './helpers/cli.js';

// The command line's options and commands: values that are no values are refused before anything runs.

const cases: [string, string[], RegExp][] = [
  ['a negative deal count', ['match', 'random', 'greedy', '--deals', '-3'], /--deals must be a whole number from 1/],
  ['a fractional deal count', ['match', 'random', 'greedy', '--deals', '2.5'], /--deals must be a whole number from 1/],
  ['a shard beyond the count', ['match', 'random', 'greedy', '--shard', '3/2'], /a shard is i\/n with 1 ≤ i ≤ n/],
  ['no workers', ['match', 'random', 'greedy', '--workers', '0'], /--workers must be a whole number from 1/],
  ['a seed that is no number', ['match', 'random', 'greedy', '--seed', 'x1'], /the seed must be a whole number/],
  ['an unknown option', ['match', 'random', 'greedy', '--fast'], /unknown option '--fast'/],
  ['a missing bot', ['match', 'random'], /missing required argument 'botB'/],
  ['an unknown command', ['play'], /unknown command 'play'/],
  ['a seat that does not exist', ['replay', 'game.json', '--seat', '6'], /--seat must be a whole number from 0 to 5/],
];

describe('bad option values and commands', () => {
  it.each(cases)('refuses %s with exit 2 and one line on stderr', async (_, args, message) => {
    expectRefused(await sim(...args), message);
  });

  it('refuses --workers above what the machine can use, with the limit in the message', async () => {
    const cores = availableParallelism();
    expectRefused(
      await sim('match', 'random', 'random', '--workers', String(cores + 1)),
      new RegExp(`--workers must be a whole number from 1 to ${String(cores)} \\(the cores this machine can use`),
    );
  });

  it('names the commands when none is given', async () => {
    expectRefused(
      await sim(),
      /^birimba-sim: no command given; the commands are match, tournament, tune, replay and merge \(birimba-sim --help\)\n$/,
    );
  });
});

describe('--help and --version', () => {
  it('answers --help for every command with exit 0', async () => {
    for (const command of [[], ['match'], ['tournament'], ['tune'], ['replay'], ['merge']]) {
      const run = await sim(...command, '--help');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Usage: birimba-sim/);
    }
  });

  it('prints the version and exits 0', async () => {
    const version = readJson<{ version: string }>(new URL('../package.json', import.meta.url).pathname).version;
    for (const flag of ['--version', '-V']) {
      const run = await sim(flag);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(`${version}\n`);
    }
  });
});
