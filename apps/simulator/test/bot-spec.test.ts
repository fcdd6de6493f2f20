import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PROFILE } from '@birimba/ai';
import { expectRefused, readJson, sim, tempDir } from './helpers/cli.js';

// A bot on the command line is `name` or `name:key=value,…`, checked against the AI's registry before the run.

const dir = tempDir();
writeFileSync(join(dir, 'broken.json'), '{"format": ');

describe('a bot spec', () => {
  it('takes bot options, a profile read from its file among them', async () => {
    const profile = join(dir, 'profile.json');
    writeFileSync(profile, JSON.stringify(DEFAULT_PROFILE));
    const spec = `classic:profile=${profile},search=thesis,maxPlays=500`;
    const run = await sim('match', spec, 'greedy', '--deals', '2', '--workers', '1', '--json', join(dir, 'r.json'));
    expect(run.code).toBe(0);
    const bot = readJson<{ bots: Record<string, unknown>[] }>(join(dir, 'r.json')).bots[0] as Record<string, unknown>;
    expect(bot.name).toBe(spec);
    const options = bot.options as { profile: { file: string; sha256: string } };
    expect(options).toEqual({
      profile: { file: profile, sha256: options.profile.sha256 },
      search: 'thesis',
      maxPlays: 500,
    });
    expect(options.profile.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['an unknown bot', ['random', 'robot'], /unknown bot "robot"; the bots are: random, greedy, classic/],
    [
      'an unknown bot option',
      ['classic:depth=3', 'random'],
      /bot "classic" has no option "depth"; its options are: profile, search, maxPlays, explain/,
    ],
    [
      'an ill-typed bot option',
      ['classic:search=deep', 'random'],
      /option "search" of bot "classic" must be 'full' or 'thesis'/,
    ],
    [
      'a missing profile file',
      [`classic:profile=${join(dir, 'none.json')}`, 'random'],
      /cannot read profile file ".*none\.json" \(ENOENT\)/,
    ],
    [
      'a malformed profile',
      [`classic:profile=${join(dir, 'broken.json')}`, 'random'],
      /invalid classic profile: not valid JSON/,
    ],
  ])('refuses %s with exit 2 and one line on stderr', async (_, bots, message) => {
    expectRefused(await sim('match', ...bots), message);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'treats %s, inherited from Object.prototype, as an unknown option',
    async (key) => {
      for (const spec of [`classic:${key}=1`, `random:${key}=x`]) {
        expectRefused(await sim('match', spec, 'greedy'), new RegExp(`bot spec ".*": there is no option "${key}"`));
      }
    },
  );

  it('quotes at most about a hundred characters of a huge bot name or option', async () => {
    const huge = 'x'.repeat(100_000);
    const run = await sim('match', huge, 'greedy');
    expectRefused(run, /unknown bot "x{99}…; the bots are:/);
    expect(run.stderr.length).toBeLessThan(400);
    const option = await sim('match', `classic:${huge}=1`, 'greedy');
    expect(option.code).toBe(2);
    expect(option.stderr.length).toBeLessThan(400);
  });
});
