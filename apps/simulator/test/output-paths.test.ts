import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectRefused, readJson, sim, tempDir } from './helpers/cli.js';

// Output paths are checked before the run starts, so that a long run is never lost at its end.

const dir = tempDir();
const aFile = join(dir, 'a-file.txt');
writeFileSync(aFile, 'not a folder');
mkdirSync(join(dir, 'a-folder'));
const other = join(dir, 'other.json');
writeFileSync(other, '{"format": "something-else"}');
const fifo = join(dir, 'a-fifo');
execFileSync('mkfifo', [fifo]);
symlinkSync(join(dir, 'nowhere.json'), join(dir, 'dangling.json'));
symlinkSync(join(dir, 'a-folder'), join(dir, 'folder-link'));

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
      '--report',
      'a file in a missing folder',
      join(dir, 'missing', 'r.html'),
      /--report ".*r\.html": cannot write it \(ENOENT in ".*missing"\)/,
    ],
    [
      '--csv',
      'a file under a file',
      join(aFile, 'r.csv'),
      /--csv ".*r\.csv": cannot write it \(ENOTDIR in ".*a-file\.txt"\)/,
    ],
    ['--json', 'a device', '/dev/full', /--json "\/dev\/full" is a device, not a file/],
    ['--csv', 'a device', '/dev/stdout', /--csv "\/dev\/stdout" is a (device|FIFO|socket), not a file/],
    ['--report', 'a FIFO', fifo, /--report ".*a-fifo" is a FIFO, not a file/],
    ['--json', 'a symlink to a folder', join(dir, 'folder-link'), /--json ".*folder-link" is a directory, not a file/],
    ['--csv', 'a symlink to nothing', join(dir, 'dangling.json'), /--csv ".*dangling\.json" is a symlink to nothing/],
    [
      '--json',
      'a place nobody may write',
      '/proc/birimba-sim.json',
      /--json "\/proc\/birimba-sim\.json": cannot write it \(\w+ in "\/proc"\)/,
    ],
  ])('%s naming %s', async (option, _, path, message) => {
    // A billion deals: were the run to start, the test would time out.
    expectRefused(await sim('match', 'random', 'random', '--deals', '1000000000', option, path), message);
  });

  it('--log-dir that is a file, or where no folder can be made', async () => {
    expectRefused(
      await sim('match', 'random', 'random', '--deals', '1000000000', '--log-dir', aFile),
      /--log-dir ".*a-file\.txt": cannot create or write it \(ENOTDIR\)/,
    );
    expectRefused(
      await sim('match', 'random', 'random', '--deals', '1000000000', '--log-dir', '/proc/birimba-logs'),
      /--log-dir "\/proc\/birimba-logs": cannot create or write it \(\w+\)/,
    );
  });

  it('two options naming the same file', async () => {
    expectRefused(
      await sim('match', 'random', 'random', '--json', join(dir, 'same'), '--csv', join(dir, 'same')),
      /--json and --csv name the same file/,
    );
  });

  it('of a tournament, merge and tune as well', async () => {
    expectRefused(
      await sim('tournament', 'random', 'greedy', '--report', join(dir, 'missing', 't.html')),
      /--report ".*t\.html": cannot write it \(ENOENT in ".*missing"\)/,
    );
    expectRefused(
      await sim('merge', aFile, '--json', join(dir, 'a-folder')),
      /--json ".*a-folder" is a directory, not a file/,
    );
    expectRefused(
      await sim('merge', other, '--report', join(dir, 'missing', 'r.html')),
      /--report ".*r\.html": cannot write it \(ENOENT in ".*missing"\)/,
    );
    expectRefused(await sim('tune', '--out', join(dir, 'a-folder')), /--out ".*a-folder" is a directory, not a file/);
    expectRefused(
      await sim('tune', '--checkpoint', join(dir, 'missing', 'c.json')),
      /--checkpoint ".*c\.json": cannot write it \(ENOENT/,
    );
  });

  it('writes through a symlink to its file, leaving the link a link', async () => {
    const target = join(dir, 'real-result.json');
    const link = join(dir, 'link.json');
    writeFileSync(target, 'old');
    symlinkSync(target, link);
    const run = await sim('match', 'random', 'random', '--deals', '2', '--workers', '1', '--json', link);
    expect(run.code, run.stderr).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readJson<{ deals: number }>(target).deals).toBe(2);
    expect(readFileSync(link, 'utf8')).toBe(readFileSync(target, 'utf8'));
  });

  it('leaves no probe file behind', () => {
    expect(readdirSync(dir).filter((f) => f.startsWith('.birimba-sim-probe'))).toEqual([]);
  });
});
