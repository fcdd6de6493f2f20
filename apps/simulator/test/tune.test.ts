import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PROFILE, loadProfile } from '@birimba/ai';
import { type Run, expectGone, killLeftovers, readJson, sim, spawnSim, tempDir } from './helpers/cli.js';
import { embedded } from './helpers/page.js';

afterEach(killLeftovers);

interface State {
  generation: number;
  population: number[][];
  history: {
    generation: number;
    fitness: number[];
    best: number;
    elite: number | null;
    bestGenes: number[];
    seeds: [number, number];
  }[];
}

// Three genomes over two generations: the second carries the first's best over (the elite), children of the others
// beside it, and is the one Ctrl-C cuts off.
const small = [
  '--population',
  '3',
  '--generations',
  '2',
  '--deals',
  '2',
  '--seed',
  '300',
  '--workers',
  '1',
  '--opponent',
  'classic:maxPlays=200',
];

/** The small run played straight through, once for the tests that read it: its folder and how it ended. */
let straight: Promise<{ dir: string; run: Run }> | null = null;
function straightRun(): Promise<{ dir: string; run: Run }> {
  straight ??= (async () => {
    const dir = tempDir();
    const run = await sim(
      'tune',
      ...small,
      '--out',
      join(dir, 'best.json'),
      '--checkpoint',
      join(dir, 'ck.json'),
      '--report',
      join(dir, 'tune.html'),
    );
    return { dir, run };
  })();
  return straight;
}

describe('birimba-sim tune', () => {
  it('evolves profiles, writes the best (which classic:profile= loads), a checkpoint and a report', async () => {
    const { dir, run } = await straightRun();
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/generation 1\/2: best [+−][\d.]+ ± [\d.]+/);
    expect(run.stdout).toMatch(
      /^tune: 2 of 2 generations of 3 genomes, 2 duplicate deals each against classic:maxPlays=200 \(plain fitness\), seed 300/,
    );
    const state = readJson<State>(join(dir, 'ck.json'));
    expect(state.generation).toBe(2);
    expect(state.history.map((h) => h.seeds)).toEqual([
      [300, 301],
      [302, 303],
    ]);
    for (const h of state.history) {
      expect(h.fitness).toHaveLength(3);
      expect(h.best).toBe(Math.max(...h.fitness));
      if (h.generation > 0) expect(h.elite).toBe(h.fitness[0]);
    }
    const best = loadProfile(readFileSync(join(dir, 'best.json'), 'utf8'));
    expect(best.name).toBe('tuned-seed300-gen2');
    const match = await sim('match', `classic:profile=${join(dir, 'best.json')}`, 'greedy', '--deals', '1');
    expect(match.code, match.stderr).toBe(0);
    const html = readFileSync(join(dir, 'tune.html'), 'utf8');
    const data = embedded<{ best: number[]; generations: number[] }>(html);
    expect(data.generations).toEqual([1, 2]);
    expect(data.best).toEqual(state.history.map((h) => h.best));
    expect(html).toContain('<canvas id="fitness-chart">');
  });

  it('starts from the default profile, which scores exactly 0 against itself on duplicate deals', async () => {
    const dir = tempDir();
    const run = await sim(
      'tune',
      '--population',
      '2',
      '--generations',
      '1',
      '--deals',
      '1',
      '--workers',
      '1',
      '--checkpoint',
      join(dir, 'ck.json'),
    );
    expect(run.code, run.stderr).toBe(0);
    const state = readJson<State & { base: unknown }>(join(dir, 'ck.json'));
    expect(state.base).toEqual(DEFAULT_PROFILE);
    expect(state.history[0]?.fitness[0]).toBe(0);
  });

  it('goes on after Ctrl-C from its checkpoint to exactly the run it would have been', async () => {
    const dir = tempDir();
    const whole = await straightRun();
    expect(whole.run.code, whole.run.stderr).toBe(0);
    const running = spawnSim(['tune', ...small, '--checkpoint', join(dir, 'cut.json')]);
    await running.waitForStderr(/generation 1\/2/);
    running.child.kill('SIGINT');
    const cut = await running.done;
    expectGone(running.child.pid as number);
    expect(cut.code).toBe(130);
    const stopped = readJson<State>(join(dir, 'cut.json'));
    expect(stopped.generation).toBe(1);
    const resumed = await sim('tune', '--resume', join(dir, 'cut.json'), '--workers', '1');
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toMatch(new RegExp(`resuming after generation ${String(stopped.generation)}`));
    const a = readJson<State>(join(whole.dir, 'ck.json'));
    const b = readJson<State>(join(dir, 'cut.json'));
    const strip = (s: State) => ({
      ...s,
      history: s.history.map(({ seconds: _s, ...h }: State['history'][number] & { seconds?: number }) => h),
    });
    expect(strip(b)).toEqual(strip(a));
  });

  it.each([
    [['--crossover', '1.5'], /--crossover must be a number from 0 to 1/],
    [['--mutation', 'often'], /--mutation must be a number from 0 to 1/],
    [['--population', '1'], /--population must be a whole number from 2/],
    [['--population', '5', '--elite', '5'], /--elite 5 must be below --population 5/],
    [['--fitness', 'grumpy'], /argument 'grumpy' is invalid\. Allowed choices are plain, pessimistic/],
    [['--generations', '0'], /--generations must be a whole number from 1/],
    [['--opponent', 'robot'], /unknown bot "robot"/],
    [['--fitness', 'pessimistic', '--opponent', 'greedy'], /--fitness pessimistic needs a classic opponent/],
    [['--resume', '/nonexistent/ck.json'], /cannot read checkpoint "\/nonexistent\/ck\.json" \(ENOENT\)/],
  ])('refuses %j with exit 2 and one line', async (args, message) => {
    const run = await sim('tune', ...args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^birimba-sim: [^\n]+\n$/);
    expect(run.stderr).toMatch(message);
  });

  it('refuses to resume with other settings, or from a damaged checkpoint', async () => {
    // The small run's checkpoint, read and copied, not changed.
    const { dir, run } = await straightRun();
    expect(run.code, run.stderr).toBe(0);
    const other = await sim('tune', '--resume', join(dir, 'ck.json'), '--deals', '5');
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/--deals 5 differs from the checkpoint's 2; a resumed run keeps its settings/);
    const damaged = JSON.parse(readFileSync(join(dir, 'ck.json'), 'utf8')) as State;
    damaged.population[0]?.pop();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(damaged));
    const bad = await sim('tune', '--resume', join(dir, 'bad.json'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /bad\.json is not a birimba-sim tune checkpoint: "population" is not 3 genomes of \d+ numbers/,
    );
  });

  it('plays the pessimistic fitness against the opponent without chance', async () => {
    const run = await sim(
      'tune',
      '--population',
      '2',
      '--generations',
      '1',
      '--deals',
      '1',
      '--workers',
      '1',
      '--fitness',
      'pessimistic',
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/against classic \(pessimistic fitness\)/);
  });
});
