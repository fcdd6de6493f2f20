import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sim, tempDir } from './helpers/cli.js';

const dir = tempDir();
writeFileSync(join(dir, 'broken.json'), '{"format": ');
writeFileSync(join(dir, 'other.json'), '{"format": "something-else"}');
writeFileSync(join(dir, 'rules.json'), '{"allowSets": "yes"}');

const cases: [string, string[], RegExp][] = [
  ['an unknown bot', ['match', 'random', 'robot'], /unknown bot "robot"; the bots are: random, greedy, classic/],
  [
    'an unknown bot option',
    ['match', 'classic:depth=3', 'random'],
    /bot "classic" has no option "depth"; its options are: profile, search, maxPlays, explain/,
  ],
  [
    'an ill-typed bot option',
    ['match', 'classic:search=deep', 'random'],
    /option "search" of bot "classic" must be 'full' or 'thesis'/,
  ],
  [
    'a missing profile file',
    ['match', `classic:profile=${join(dir, 'none.json')}`, 'random'],
    /cannot read profile file ".*none\.json" \(ENOENT\)/,
  ],
  [
    'a malformed profile',
    ['match', `classic:profile=${join(dir, 'broken.json')}`, 'random'],
    /invalid classic profile: not valid JSON/,
  ],
  ['a negative deal count', ['match', 'random', 'greedy', '--deals', '-3'], /--deals must be a whole number from 1/],
  ['a fractional deal count', ['match', 'random', 'greedy', '--deals', '2.5'], /--deals must be a whole number from 1/],
  ['a shard beyond the count', ['match', 'random', 'greedy', '--shard', '3/2'], /a shard is i\/n with 1 ≤ i ≤ n/],
  ['no workers', ['match', 'random', 'greedy', '--workers', '0'], /--workers must be a whole number from 1/],
  ['a seed that is no number', ['match', 'random', 'greedy', '--seed', 'x1'], /the seed must be a whole number/],
  ['an unknown option', ['match', 'random', 'greedy', '--fast'], /unknown option '--fast'/],
  ['a missing bot', ['match', 'random'], /missing required argument 'botB'/],
  ['an unknown command', ['play'], /unknown command 'play'/],
  [
    'a bad rule set',
    ['match', 'random', 'greedy', '--rules', join(dir, 'rules.json')],
    /rule "allowSets" must be a boolean/,
  ],
  [
    'an output in a missing folder',
    ['match', 'random', 'greedy', '--json', join(dir, 'no', 'r.json')],
    /--json ".*r\.json": cannot write it \(ENOENT in ".*no"\)/,
  ],
  [
    'a report in a missing folder',
    ['match', 'random', 'greedy', '--report', join(dir, 'no', 'r.html')],
    /--report ".*r\.html": cannot write it \(ENOENT in ".*no"\)/,
  ],
  [
    'a merged report in a missing folder',
    ['merge', join(dir, 'other.json'), '--report', join(dir, 'no', 'r.html')],
    /--report ".*r\.html": cannot write it \(ENOENT in ".*no"\)/,
  ],
  [
    'a tournament report in a missing folder',
    ['tournament', 'random', 'greedy', '--report', join(dir, 'no', 't.html')],
    /--report ".*t\.html": cannot write it \(ENOENT in ".*no"\)/,
  ],
  ['a tournament of one', ['tournament', 'random'], /a tournament needs at least two bots/],
  ['a missing game log', ['replay', join(dir, 'none.json')], /cannot read game log ".*none\.json" \(ENOENT\)/],
  ['a game log that is not JSON', ['replay', join(dir, 'broken.json')], /broken\.json is not valid JSON/],
  [
    'a file that is no game log',
    ['replay', join(dir, 'other.json')],
    /is not a birimba-sim game log: format is "something-else"/,
  ],
  [
    'a seat that does not exist',
    ['replay', join(dir, 'other.json'), '--seat', '4'],
    /--seat must be a whole number from 0 to 3/,
  ],
  [
    'a result file that is not JSON',
    ['merge', join(dir, 'broken.json')],
    /broken\.json is not a birimba-sim match result: its format is missing/,
  ],
  [
    'a file that is no match result',
    ['merge', join(dir, 'other.json')],
    /other\.json is not a birimba-sim match result: its format is "something-else"/,
  ],
];

describe('bad input', () => {
  it.each(cases)('refuses %s with exit 2 and one line on stderr', async (_, args, message) => {
    const run = await sim(...args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^birimba-sim: [^\n]+\n$/);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('answers --help for every command with exit 0', async () => {
    for (const command of [[], ['match'], ['tournament'], ['replay'], ['merge']]) {
      const run = await sim(...command, '--help');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Usage: birimba-sim/);
    }
  });
});
