// The executable, `node dist/cli.js`, is the command line of `main` on the process's own arguments and streams:
// the same text and the same exit status as `main` gives the tests that run it in their process, and a reader that
// stops early (`birimba-sim … | head`) is not an error.

import { afterEach, describe, expect, it } from 'vitest';
import { type Run, expectGone, killLeftovers, sim, spawnSim } from './helpers/cli.js';

afterEach(killLeftovers);

/** A run without what depends on the clock: the speed line and the decision times. */
const steady = (run: Run): Run => ({
  ...run,
  // The decision times vary from run to run, and with them the width of their column: the times and the padding go.
  stdout: run.stdout
    .replace(/^speed: .*$/m, 'speed: …')
    .replace(/\s+[\d.]+ \/ [\d.]+$/gm, '')
    .replace(/ +$/gm, ''),
});

describe('the executable', () => {
  it.each([
    ['no command', []],
    ['--version', ['--version']],
    ['an unknown command', ['frobnicate']],
    ['bad input', ['match', 'random', 'random', '--deals', '-3']],
    ['a missing file', ['replay', '/nonexistent/game.json']],
  ])('prints and exits as main does: %s', async (_, args) => {
    const child = spawnSim(args);
    const run = await child.done;
    expectGone(child.child.pid as number);
    expect(run).toEqual(await sim(...args));
  });

  it('plays a match, prints its summary and exits 0, as main does', async () => {
    const args = [
      'match',
      'random',
      'greedy',
      '--deals',
      '2',
      '--seed',
      '9',
      '--workers',
      '1',
      '--decision-timeout',
      '0',
    ];
    const child = spawnSim(args);
    const run = await child.done;
    expectGone(child.child.pid as number);
    expect(run.code).toBe(0);
    expect(steady(run)).toEqual(steady(await sim(...args)));
  });

  it('ends quietly with status 0 when its reader has gone before the summary', async () => {
    const child = spawnSim(['match', 'random', 'random', '--deals', '3', '--workers', '1']);
    // The reader closes at once: the summary is written to a broken pipe (EPIPE).
    child.child.stdout?.destroy();
    const run = await child.done;
    expectGone(child.child.pid as number);
    expect(run.code).toBe(0);
    for (const line of run.stderr.trim().split('\n')) expect(line).toMatch(/^birimba-sim: /);
  });
});
