// `pnpm bench` for the AI: the quick benchmarks, minutes in all, each writing its figures to bench/results/NAME.json
// for the docs. `--strength` (`pnpm bench:strength`) runs the strength runs over duplicate deals instead: each takes
// from minutes to hours on 2 cores, keeps every deal in bench/results/NAME/run.json and pools it into
// bench/results/NAME.json (bench/strength-report.ts). Each step says how long it took when last measured before it
// starts. Each is its own script, so it can also be run alone (see the README).

import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

interface Step {
  /** The results file's name under bench/results/. */
  readonly name: string;
  readonly args: readonly string[];
  /**
   * How long it takes on this project's 2-core machine: the quick ones as timed on 7 December 2026 under a load of
   * 12 from other jobs; the strength runs estimated from the runs in docs/ai.md.
   */
  readonly takes: string;
}

const QUICK: readonly Step[] = [
  { name: 'playout', args: ['bench/playout.ts', '5000'], takes: 'a minute and a half' },
  { name: 'expert-decision', args: ['bench/expert-decision.ts', '6'], takes: '12 minutes' },
  { name: 'draw-search', args: ['bench/draw-search.ts', '30'], takes: '1 minute' },
  { name: 'search', args: ['bench/search.ts', '200'], takes: '3 to 4 minutes' },
  { name: 'decision', args: ['bench/decision.ts', '200'], takes: '1 minute' },
];

/** The strength runs: A against B over duplicate deals from a first seed, on two workers. */
const strength = (name: string, a: string, b: string, deals: number, seed: number, takes: string): Step => ({
  name,
  args: ['bench/strength.ts', a, b, String(deals), '2', String(seed)],
  takes,
});

const STRENGTH: readonly Step[] = [
  strength('classic-random', 'classic', 'random', 1000, 1, '5 minutes'),
  strength('classic-greedy', 'classic', 'greedy', 2000, 50001, '15 minutes'),
  strength('thesis-greedy', 'classic:search=thesis', 'greedy', 2000, 50001, '15 minutes'),
  strength('expert-classic', 'expert', 'classic', 200, 1000001, 'an hour or more'),
  strength('normal-easy', 'normal', 'easy', 1000, 1100001, '10 minutes'),
  strength('hard-normal', 'hard', 'normal', 200, 1200001, 'half an hour'),
  strength('expert-hard', 'expert', 'hard', 200, 1300001, 'an hour or more'),
];

function run(args: readonly string[]): void {
  console.log(`$ tsx ${args.join(' ')}`);
  const r = spawnSync('tsx', args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const steps = process.argv.includes('--strength') ? STRENGTH : QUICK;
for (const [i, step] of steps.entries()) {
  console.log(`\n[${String(i + 1)}/${String(steps.length)}] ${step.name}: about ${step.takes}`);
  if (steps === STRENGTH) {
    mkdirSync(`bench/results/${step.name}`, { recursive: true });
    run([...step.args, '--out', `bench/results/${step.name}/run.json`]);
    run([
      'bench/strength-report.ts',
      '--out',
      `bench/results/${step.name}.json`,
      `bench/results/${step.name}/run.json`,
    ]);
  } else run([...step.args, '--results', `bench/results/${step.name}.json`]);
}
