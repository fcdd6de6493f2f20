// tune fails like match does: a generation with failed games is no ranking (exit 1, no "best" profile from it), and
// a checkpoint brought back with --resume is checked by the command line's own rules.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectRefused, sim, tempDir } from './helpers/cli.js';

const dir = tempDir();
const checkpoint = join(dir, 'ck.json');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const tiny = ['--population', '2', '--generations', '1', '--deals', '1', '--workers', '1'];

beforeAll(async () => {
  const run = await sim('tune', ...tiny, '--opponent', 'greedy', '--checkpoint', checkpoint);
  expect(run.code, run.stderr).toBe(0);
});

describe('tune and failed games', () => {
  it('stops with exit 1 and writes no profile when an opponent module throws in every game', async () => {
    const throws = fileURLToPath(new URL('./helpers/bots/throws.mjs', import.meta.url));
    const out = join(dir, 'best.json');
    const run = await sim('tune', ...tiny, '--opponent', throws, '--out', out);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/generation 1: 4 games failed .* the run stops here/);
    expect(run.stderr).toMatch(/no generation was played whole: no profile is written/);
    expect(existsSync(out)).toBe(false);
  });
});

/** What the tests edit of a checkpoint. */
interface Checkpoint {
  settings: Record<string, number>;
  history: Record<string, unknown>[];
}

describe('a --resume checkpoint is checked like the command line', () => {
  const edited = (name: string, edit: (state: Checkpoint) => void): string => {
    const state = JSON.parse(readFileSync(checkpoint, 'utf8')) as Checkpoint;
    edit(state);
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(state));
    return file;
  };

  it.each([
    ['no deals', (s: Checkpoint) => (s.settings.deals = 0), /settings\.deals: --deals must be a whole number from 1/],
    [
      'a negative elite',
      (s: Checkpoint) => (s.settings.elite = -5),
      /settings\.elite: --elite must be a whole number from 0/,
    ],
    [
      'an elite as large as the population',
      (s: Checkpoint) => (s.settings.elite = 2),
      /--elite 2 must be below --population 2/,
    ],
    [
      'a seed too large for its deals',
      (s: Checkpoint) => (s.settings.seed = 2 ** 53 - 1),
      /--seed 9007199254740991 is too large/,
    ],
    [
      'a fractional population',
      (s: Checkpoint) => (s.settings.population = 2.5),
      /settings\.population: --population must be a whole number/,
    ],
    [
      'a history record without its median',
      (s: Checkpoint) => delete (s.history[0] as Record<string, unknown>).median,
      /history record 0: "median" is not a number/,
    ],
    [
      'a history record of another generation',
      (s: Checkpoint) => ((s.history[0] as Record<string, unknown>).generation = 3),
      /history record 0: "generation" is not 0/,
    ],
  ])('refuses %s with exit 2 and one line', async (name, edit, message) => {
    expectRefused(await sim('tune', '--resume', edited(`${name.replace(/\W+/g, '-')}.json`, edit)), message);
  });
});
