import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { killLeftovers, readJson, sim, tempDir } from './helpers/cli.js';

afterEach(killLeftovers);

const dir = tempDir();
const aFile = join(dir, 'a-file.txt');
writeFileSync(aFile, 'not a folder');
mkdirSync(join(dir, 'a-folder'));

/** One line on stderr, exit 2, nothing on stdout and no game played (the run never started). */
function refusedAtOnce(run: { code: number | null; stdout: string; stderr: string }, message: RegExp): void {
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^birimba-sim: [^\n]+\n$/);
  expect(run.stderr).toMatch(message);
}

describe('output paths are checked before the run starts', () => {
  it.each([
    ['--json', 'a folder', join(dir, 'a-folder'), /--json ".*a-folder" is a directory, not a file/],
    ['--csv', 'a folder', join(dir, 'a-folder'), /--csv ".*a-folder" is a directory, not a file/],
    ['--report', 'a folder', join(dir, 'a-folder'), /--report ".*a-folder" is a directory, not a file/],
    [
      '--json',
      'a file in a missing folder',
      join(dir, 'missing', 'r.json'),
      /--json ".*r\.json": cannot write it \(ENOENT in ".*missing"\)/,
    ],
    [
      '--csv',
      'a file under a file',
      join(aFile, 'r.csv'),
      /--csv ".*r\.csv": cannot write it \(ENOTDIR in ".*a-file\.txt"\)/,
    ],
    [
      '--json',
      'a place nobody may write',
      '/proc/birimba-sim.json',
      /--json "\/proc\/birimba-sim\.json": cannot write it \(\w+ in "\/proc"\)/,
    ],
  ])('%s naming %s', async (option, _, path, message) => {
    // A billion deals: were the run to start, the test would time out.
    refusedAtOnce(await sim('match', 'random', 'random', '--deals', '1000000000', option, path), message);
  });

  it('--log-dir that is a file, or where no folder can be made', async () => {
    refusedAtOnce(
      await sim('match', 'random', 'random', '--deals', '1000000000', '--log-dir', aFile),
      /--log-dir ".*a-file\.txt": cannot create or write it \(ENOTDIR\)/,
    );
    refusedAtOnce(
      await sim('match', 'random', 'random', '--deals', '1000000000', '--log-dir', '/proc/birimba-logs'),
      /--log-dir "\/proc\/birimba-logs": cannot create or write it \(\w+\)/,
    );
  });

  it('two options naming the same file', async () => {
    refusedAtOnce(
      await sim('match', 'random', 'random', '--json', join(dir, 'same'), '--csv', join(dir, 'same')),
      /--json and --csv name the same file/,
    );
  });

  it('merge and tune outputs as well', async () => {
    refusedAtOnce(
      await sim('merge', aFile, '--json', join(dir, 'a-folder')),
      /--json ".*a-folder" is a directory, not a file/,
    );
    refusedAtOnce(await sim('tune', '--out', join(dir, 'a-folder')), /--out ".*a-folder" is a directory, not a file/);
    refusedAtOnce(
      await sim('tune', '--checkpoint', join(dir, 'missing', 'c.json')),
      /--checkpoint ".*c\.json": cannot write it \(ENOENT/,
    );
  });

  it('leaves no probe file behind', () => {
    expect(readdirSync(dir).filter((f) => f.startsWith('.birimba-sim-probe'))).toEqual([]);
  });
});

describe('bot options inherited from Object.prototype are unknown options', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])('%s', async (key) => {
    for (const spec of [`classic:${key}=1`, `random:${key}=x`]) {
      refusedAtOnce(await sim('match', spec, 'greedy'), new RegExp(`bot spec ".*": there is no option "${key}"`));
    }
  });
});

describe('messages quote at most about a hundred characters of the input', () => {
  it('a huge bot name or option', async () => {
    const huge = 'x'.repeat(100_000);
    const run = await sim('match', huge, 'greedy');
    refusedAtOnce(run, /unknown bot "x{99}…; the bots are:/);
    expect(run.stderr.length).toBeLessThan(400);
    const option = await sim('match', `classic:${huge}=1`, 'greedy');
    expect(option.code).toBe(2);
    expect(option.stderr.length).toBeLessThan(400);
  });
});

describe('--workers above what the machine can use', () => {
  it('is refused with the limit in the message', async () => {
    const cores = availableParallelism();
    refusedAtOnce(
      await sim('match', 'random', 'random', '--workers', String(cores + 1)),
      new RegExp(`--workers must be a whole number from 1 to ${String(cores)} \\(the cores this machine can use`),
    );
  });
});

describe('birimba-sim --version', () => {
  it('prints the version and exits 0', async () => {
    const version = readJson<{ version: string }>(new URL('../package.json', import.meta.url).pathname).version;
    for (const flag of ['--version', '-V']) {
      const run = await sim(flag);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(`${version}\n`);
    }
  });
});

describe('--rules', () => {
  it('takes field=value pairs as the engine describes the fields', async () => {
    const dir2 = tempDir();
    const run = await sim(
      'match',
      'greedy',
      'greedy',
      '--deals',
      '1',
      '--rules',
      'allowSets=true,closingRequires=birimba',
      '--json',
      join(dir2, 'r.json'),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(readJson<{ rules: Record<string, unknown> }>(join(dir2, 'r.json')).rules).toMatchObject({
      allowSets: true,
      closingRequires: 'birimba',
    });
    refusedAtOnce(
      await sim('match', 'greedy', 'greedy', '--rules', 'allowSets=maybe'),
      /--rules "allowSets=maybe": rule "allowSets" must be a boolean/,
    );
    refusedAtOnce(await sim('match', 'greedy', 'greedy', '--rules', 'constructor=1'), /unknown rule "constructor"/);
    refusedAtOnce(
      await sim('match', 'greedy', 'greedy', '--rules', 'matchTarget=2000', '--target', '3000'),
      /--target 3000 differs from the rule set's matchTarget 2000/,
    );
  });
});

describe('replay of a damaged log', () => {
  async function log(): Promise<Record<string, unknown>> {
    const d = tempDir();
    const run = await sim('match', 'greedy', 'random', '--deals', '1', '--seed', '8', '--log-dir', d);
    expect(run.code).toBe(0);
    return JSON.parse(readFileSync(join(d, 'deal-000000-seed-8.json'), 'utf8')) as Record<string, unknown>;
  }
  const damaged: [string, (l: Record<string, unknown> & { deals: { moves: unknown[] }[] }) => void, RegExp][] = [
    [
      'a move of an unknown type',
      (l) => (l.deals[0]!.moves[2] = { type: 'cheat' }),
      /"deals\.0\.moves\.2\.type": expected \("draw" \| "takePile" \| "meld" \| "layOff" \| "discard"\), got "cheat"/,
    ],
    [
      'a move with cards that are no cards',
      (l) => (l.deals[0]!.moves[1] = { type: 'meld', cards: 'AS 2S 3S' }),
      /"deals\.0\.moves\.1\.cards": expected Array, got "AS 2S 3S"/,
    ],
    [
      'a card beyond the deck',
      (l) => (l.deals[0]!.moves[1] = { type: 'discard', card: 500 }),
      /"deals\.0\.moves\.1\.card": expected <=107, got 500/,
    ],
    ['a move that is null', (l) => (l.deals[0]!.moves[0] = null), /"deals\.0\.moves\.0": expected Object, got null/],
    ['no deals', (l) => delete (l as Record<string, unknown>).deals, /"deals" is missing/],
    ['no seed', (l) => delete (l as Record<string, unknown>).seed, /"seed" is missing/],
    ['a field it does not have', (l) => ((l as Record<string, unknown>).cheat = true), /"cheat" is not a field it has/],
    ['a bot missing', (l) => (l.bots as unknown[]).pop(), /"bots\.3" is missing/],
    [
      'a final without its state digest',
      (l) => delete (l.deals[0] as unknown as { final: Record<string, unknown> }).final.stateSha256,
      /"deals\.0\.final\.stateSha256" is missing/,
    ],
  ];
  it.each(damaged)('%s: one line, exit 2, no stack trace', async (_, damage, message) => {
    const l = (await log()) as Record<string, unknown> & { deals: { moves: unknown[] }[] };
    damage(l);
    const file = join(tempDir(), 'damaged.json');
    writeFileSync(file, JSON.stringify(l));
    const run = await sim('replay', file);
    refusedAtOnce(run, /damaged\.json is not a birimba-sim game log: /);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/internal error|\bat .*\.js:\d+/);
  });
});
