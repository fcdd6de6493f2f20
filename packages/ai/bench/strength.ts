// Strength benchmark over duplicate deals (each deal played twice, teams swapped), on worker threads.
//
// Usage: tsx bench/strength.ts A B [deals] [workers] [first seed] [--players 2|4|6] [--out deals.json]
//   A, B: `name` or `name:key=value,…` (`profile=file.json` loads a profile)
// Prints, for A against B: the score difference per game with its 95 % interval computed per deal (the two games of a
// deal share their cards, so the deal is the independent unit), the share of games won, and the share of matches to
// 3000 won, by resampling the measured games into matches (see strength-stats.ts). `--out` keeps every deal's
// result, so that runs on other seeds (or machines) can be pooled with `tsx bench/strength-report.ts a.json b.json`.

import { writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type StrengthRun, reportStrength } from './strength-stats.js';

interface Job {
  readonly a: string;
  readonly b: string;
  readonly from: number;
  readonly to: number;
  readonly players: number;
}

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
if (outAt >= 0) args.splice(outAt, 2);
const playersAt = args.indexOf('--players');
const players = playersAt >= 0 ? Number(args[playersAt + 1]) : 4;
if (playersAt >= 0) args.splice(playersAt, 2);
if (![2, 4, 6].includes(players)) throw new Error(`--players is 2, 4 or 6, not ${String(args[playersAt + 1])}`);
const [a = 'classic', b = 'greedy', dealsArg = '200', workersArg, firstArg = '1'] = args;
const first = Number(firstArg);
const deals = Number(dealsArg);
const workers = Math.min(deals, Number(workersArg ?? availableParallelism()));
const t0 = performance.now();
const per = Math.ceil(deals / workers);
const parts = await Promise.all(
  Array.from({ length: workers }, (_, i) => {
    const job: Job = { a, b, from: first + i * per, to: first + Math.min(deals, (i + 1) * per), players };
    return new Promise<StrengthRun>((resolve, reject) => {
      const w = new Worker(fileURLToPath(new URL('./strength-worker.mjs', import.meta.url)), { workerData: job });
      w.once('message', (m: StrengthRun) => resolve(m));
      w.once('error', reject);
      w.once('exit', (code) => reject(new Error(`a strength worker exited with code ${String(code)}`)));
    });
  }),
);
const run: StrengthRun = {
  a,
  b,
  deals: parts.flatMap((p) => p.deals),
  msA: parts.flatMap((p) => p.msA),
  msB: parts.flatMap((p) => p.msB),
  seconds: (performance.now() - t0) / 1000,
};
if (out !== undefined) writeFileSync(out, JSON.stringify(run));
console.log(reportStrength(run));
