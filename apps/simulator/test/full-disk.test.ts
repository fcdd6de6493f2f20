// A full disk, injected portably (BIRIMBA_SIM_FILE_BYTES: a write past N bytes of a file fails with ENOSPC, as a full
// disk does): one line for each file that cannot be written, the spooled records kept and named, the other files
// written if they fit, exit status 4 — never a stack trace, never an empty or half file under a final name.

import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Run, simIn, tempDir } from './helpers/cli.js';

/** Every line of stderr is one of ours: no stack trace, no raw error. */
function expectOnlyNotes(run: Run): void {
  for (const line of run.stderr.trim().split('\n')) expect(line).toMatch(/^birimba-sim: /);
  expect(run.stderr).not.toMatch(/\bat .*\.js:\d+/);
}

/** The spool a note names, checked to be a file in `dir` holding `records` whole records. */
function keptSpool(run: Run, dir: string): string[] {
  const named = /the records of the finished deals are kept in "([^"]+)"/.exec(run.stderr)?.[1];
  expect(named).toBeDefined();
  expect(readdirSync(dir)).toContain(named?.slice(dir.length + 1));
  const lines = readFileSync(named as string, 'utf8').split('\n');
  for (const line of lines) expect(() => JSON.parse(line.trim().replace(/,$/, '')) as unknown).not.toThrow();
  return lines;
}

describe('a full disk', () => {
  it('mid-run: stops with one line, keeps the spooled records, writes no half result, exits 4', async () => {
    const dir = tempDir();
    const run = await simIn(
      [
        'match',
        'random',
        'random',
        '--deals',
        '400',
        '--workers',
        '1',
        '--json',
        join(dir, 'r.json'),
        '--csv',
        join(dir, 'r.csv'),
      ],
      { BIRIMBA_SIM_FILE_BYTES: '20000' },
    ).done;
    expect(run.code).toBe(4);
    expectOnlyNotes(run);
    expect(run.stderr).toMatch(/cannot write the records beside the results \(ENOSPC\): stopping the run/);
    expect(run.stdout).toMatch(/INTERRUPTED/);
    expect(keptSpool(run, dir).length).toBeGreaterThan(50);
    expect(readdirSync(dir).filter((f) => !f.includes('.records-'))).toEqual([]);
  });

  it('at the end: the result that does not fit is told in one line, the others are written', async () => {
    const dir = tempDir();
    // 20 deals: the records (about 3 kB) and the CSV fit in 5000 bytes, the JSON result and the HTML page do not.
    const run = await simIn(
      [
        'match',
        'random',
        'random',
        '--deals',
        '20',
        '--workers',
        '1',
        '--json',
        join(dir, 'r.json'),
        '--csv',
        join(dir, 'r.csv'),
        '--report',
        join(dir, 'r.html'),
      ],
      { BIRIMBA_SIM_FILE_BYTES: '5000' },
    ).done;
    expect(run.code).toBe(4);
    expectOnlyNotes(run);
    expect(run.stderr).toMatch(/--json ".*r\.json": cannot write it \(ENOSPC\)/);
    expect(run.stderr).toMatch(/--report ".*r\.html": cannot write it \(ENOSPC\)/);
    expect(keptSpool(run, dir)).toHaveLength(20);
    expect(readFileSync(join(dir, 'r.csv'), 'utf8').trim().split('\n')).toHaveLength(21);
    expect(
      readdirSync(dir)
        .filter((f) => !f.includes('.records-'))
        .sort(),
    ).toEqual(['r.csv']);
  });

  it('for a game log: the game is a failure, the run stops, and no empty or half log is left', async () => {
    const dir = tempDir();
    const logs = join(dir, 'logs');
    const run = await simIn(
      [
        'match',
        'random',
        'random',
        '--deals',
        '50',
        '--workers',
        '1',
        '--log-dir',
        logs,
        '--json',
        join(dir, 'r.json'),
      ],
      { BIRIMBA_SIM_FILE_BYTES: '2000' },
    ).done;
    expect(run.code).toBe(4);
    expectOnlyNotes(run);
    expect(run.stderr).toMatch(/--log-dir ".*deal-000000-seed-1\.json": cannot write it \(ENOSPC\): stopping the run/);
    expect(readdirSync(logs)).toEqual([]);
  });
});
