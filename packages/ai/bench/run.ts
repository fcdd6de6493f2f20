// `pnpm bench` for the AI: the play search, classic decision times, and strength over duplicate deals.
// Each part is its own script so it can also be run alone (see the README).

import { spawnSync } from 'node:child_process';

const steps: string[][] = [
  ['bench/playout.ts', '5000'],
  ['bench/expert-decision.ts', '6'],
  ['bench/draw-search.ts', '30'],
  ['bench/search.ts', '200'],
  ['bench/decision.ts', '200'],
  ['bench/strength.ts', 'classic', 'random', '1000'],
  ['bench/strength.ts', 'classic', 'greedy', '2000', '2', '50001'],
  ['bench/strength.ts', 'classic:search=thesis', 'greedy', '2000', '2', '50001'],
  // The expert against the classic player, and the ladder of levels (each an hour or more on 2 cores).
  ['bench/strength.ts', 'expert', 'classic', '200', '2', '1000001'],
  ['bench/strength.ts', 'normal', 'easy', '1000', '2', '1100001'],
  ['bench/strength.ts', 'hard', 'normal', '200', '2', '1200001'],
  ['bench/strength.ts', 'expert', 'hard', '200', '2', '1300001'],
];
for (const args of steps) {
  console.log(`\n$ tsx ${args.join(' ')}`);
  const r = spawnSync('tsx', args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
