// One run at a time on a --json path: a run holds `FILE.lock` (its process id) from its start to its end, however it
// ends; a second run on the same path is refused at once (exit 2, naming the first's process), and a lock whose
// process is gone is taken over. Before, both ran and the file was the last one's.

import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectGone, expectRefused, killLeftovers, readJson, sim, spawnSim, tempDir } from './helpers/cli.js';

afterEach(killLeftovers);

const slowToLoad = fileURLToPath(new URL('./helpers/bots/slow-to-load.mjs', import.meta.url));

/** Resolves when `check` holds, looking every 20 ms; after a minute (a hang, not a slow machine) it fails. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; !check(); tries++) {
    if (tries === 3000) throw new Error(`${what} never happened`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The id of a process that has come and gone. */
function deadPid(): number {
  const gone = spawnSync(process.execPath, ['-e', '']);
  expect(gone.status).toBe(0);
  expectGone(gone.pid);
  return gone.pid;
}

const endless = ['match', 'random', 'random', '--deals', '1000000', '--workers', '1'];

describe('a --json path', () => {
  it('is refused to a second run while the first runs, naming its process; the first goes on', async () => {
    const dir = tempDir();
    const json = join(dir, 'same.json');
    const first = spawnSim([...endless, '--seed', '1', '--json', json], { BIRIMBA_SIM_PROGRESS_MS: '100' });
    await first.waitForStderr(/birimba-sim: [1-9]\d*\/1000000 deals/);
    const pid = first.child.pid as number;
    // A short run: were it not refused, it would be done at once and its file would replace the first's.
    const second = spawnSim(['match', 'random', 'random', '--deals', '2', '--seed', '1001', '--json', json]);
    const refused = await second.done;
    expectGone(second.child.pid as number);
    expectRefused(refused, new RegExp(`^birimba-sim: --json ".*same\\.json" is in use by process ${String(pid)} `));
    expect(readFileSync(`${json}.lock`, 'utf8')).toBe(`${String(pid)}\n`);
    first.child.kill('SIGINT');
    const run = await first.done;
    expectGone(pid);
    expect(run.code).toBe(130);
    const r = readJson<{ seed: number; interrupted: boolean; games: number; results: unknown[] }>(json);
    expect([r.seed, r.interrupted]).toEqual([1, true]);
    expect(r.results).toHaveLength(r.games);
    // The lock went with the run, and the second run left nothing.
    expect(readdirSync(dir)).toEqual(['same.json']);
    // Now the path is free.
    const third = await sim(
      'match',
      'random',
      'random',
      '--deals',
      '2',
      '--seed',
      '2001',
      '--workers',
      '1',
      '--json',
      json,
    );
    expect(third.code, third.stderr).toBe(0);
    expect(readJson<{ seed: number }>(json).seed).toBe(2001);
  });

  it('is taken over from a lock whose process is gone', async () => {
    const dir = tempDir();
    const json = join(dir, 'r.json');
    writeFileSync(`${json}.lock`, `${String(deadPid())}\n`);
    const run = await sim('match', 'random', 'random', '--deals', '2', '--workers', '1', '--json', json);
    expect(run.code, run.stderr).toBe(0);
    expect(readdirSync(dir)).toEqual(['r.json']);
  });

  it('is freed when the run ends with an error', async () => {
    const dir = tempDir();
    const json = join(dir, 'r.json');
    // The bot is checked after the lock is taken.
    expectRefused(await sim('match', 'nobot', 'random', '--json', json), /unknown bot/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is refused to a merge as to a run', async () => {
    const dir = tempDir();
    const shard = join(dir, 'shard.json');
    expect((await sim('match', 'random', 'random', '--deals', '2', '--workers', '1', '--json', shard)).code).toBe(0);
    const json = join(dir, 'merged.json');
    // This process is running: its id in the lock holds it.
    writeFileSync(`${json}.lock`, `${String(process.pid)}\n`);
    expectRefused(
      await sim('merge', shard, '--json', json),
      new RegExp(`--json ".*merged\\.json" is in use by process ${String(process.pid)} `),
    );
    expect(readdirSync(dir).sort()).toEqual(['merged.json.lock', 'shard.json']);
  });

  it('is freed when the run is stopped by SIGTERM before its first deal', async () => {
    const dir = tempDir();
    const json = join(dir, 'r.json');
    const run = spawnSim(['match', slowToLoad, 'random', '--json', json]);
    await until(() => existsSync(`${json}.lock`), 'the lock');
    run.child.kill('SIGTERM');
    await run.done;
    expectGone(run.child.pid as number);
    expect(run.child.signalCode).toBe('SIGTERM');
    expect(readdirSync(dir)).toEqual([]);
  });
});
