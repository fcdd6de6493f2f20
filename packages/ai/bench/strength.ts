// Strength benchmark: team win rates over duplicate deals (each deal played twice, teams swapped), with 95 %
// Wilson intervals, on worker threads.
// Usage: tsx bench/strength.ts [botA] [botB] [deals] [workers] [first seed]; a bot is `name` or
// `name:key=value,…` (`profile=file.json` loads a profile).

import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

interface Job {
  readonly a: string;
  readonly b: string;
  readonly from: number;
  readonly to: number;
}
/** What a worker (strength-worker.mjs) sends back. */
interface Tally {
  games: number;
  winsA: number;
  draws: number;
  diff: number;
  diffSq: number;
  msA: number[];
  msB: number[];
  lossesA: { seed: number; swapped: boolean; scoreA: number; scoreB: number; end: string }[];
}

function wilson(successes: number, n: number): [number, number] {
  const z = 1.959964;
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}

const q = (xs: number[], p: number): number => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
};

{
  const [a = 'classic', b = 'greedy', dealsArg = '200', workersArg, firstArg = '1'] = process.argv.slice(2);
  const first = Number(firstArg);
  const deals = Number(dealsArg);
  const workers = Number(workersArg ?? availableParallelism());
  const t0 = performance.now();
  const per = Math.ceil(deals / workers);
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, i) => {
      const job: Job = { a, b, from: first + i * per, to: first + Math.min(deals, (i + 1) * per) };
      return new Promise<Tally>((resolve, reject) => {
        const w = new Worker(fileURLToPath(new URL('./strength-worker.mjs', import.meta.url)), { workerData: job });
        w.once('message', (m: Tally) => resolve(m));
        w.once('error', reject);
      });
    }),
  );
  const t: Tally = { games: 0, winsA: 0, draws: 0, diff: 0, diffSq: 0, msA: [], msB: [], lossesA: [] };
  for (const p of parts) {
    t.games += p.games;
    t.winsA += p.winsA;
    t.draws += p.draws;
    t.diff += p.diff;
    t.diffSq += p.diffSq;
    // Concatenate, not spread: a long run has more decisions than a call may take arguments.
    t.msA = t.msA.concat(p.msA);
    t.msB = t.msB.concat(p.msB);
    t.lossesA = t.lossesA.concat(p.lossesA);
  }
  const score = t.winsA + t.draws / 2;
  const [lo, hi] = wilson(score, t.games);
  const mean = t.diff / t.games;
  const sd = Math.sqrt(t.diffSq / t.games - mean * mean);
  console.log(`${a} vs ${b}: ${String(deals)} duplicate deals = ${String(t.games)} games in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`  ${a} win rate ${(100 * score / t.games).toFixed(1)} % (95 % CI ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)} %), draws ${String(t.draws)}`);
  console.log(`  score difference ${mean.toFixed(1)} ± ${(sd / Math.sqrt(t.games)).toFixed(1)} (mean ± s.e.)`);
  console.log(`  decision ms ${a}: p50 ${q(t.msA, 0.5).toFixed(2)} p95 ${q(t.msA, 0.95).toFixed(2)} max ${q(t.msA, 1).toFixed(1)}; ${b}: p50 ${q(t.msB, 0.5).toFixed(2)} p95 ${q(t.msB, 0.95).toFixed(2)}`);
  if (process.env.SHOW_LOSSES) console.log(JSON.stringify(t.lossesA.slice(0, 20)));
}
