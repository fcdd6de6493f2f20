// `pnpm bench` for the AI: the play search, classic decision times, and strength over duplicate deals.
// Each part is its own script so it can also be run alone (see the README).

import { spawnSync } from 'node:child_process';

const steps: string[][] = [
  ['bench/search.ts', '200'],
  ['bench/decision.ts', '200'],
  ['bench/strength.ts', 'classic', 'random', '1000'],
  ['bench/strength.ts', 'classic', 'greedy', '2000', '2', '50001'],
  ['bench/strength.ts', 'classic:search=thesis', 'greedy', '2000', '2', '50001'],
];
for (const args of steps) {
  console.log(`\n$ tsx ${args.join(' ')}`);
  const r = spawnSync('tsx', args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
