// Pools strength runs saved with `bench/strength.ts … --out FILE` (same two bots, other seeds) and reports them as one.
// Usage: tsx bench/strength-report.ts [--out summary.json] run1.json run2.json …
// `--out` writes the pooled figures (`summary`, as summarizeStrength gives them) and each run's score difference
// (`parts`), with the runs' paths: the results file the docs' figures are written from (scripts/figures/).

import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type StrengthRun, reportStrength, scoreDifference, summarizeStrength } from './strength-stats.js';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
if (outAt >= 0) args.splice(outAt, 2);
const runs = args.map((file) => JSON.parse(readFileSync(file, 'utf8')) as StrengthRun);
const first = runs[0];
if (first === undefined) {
  console.error('usage: tsx bench/strength-report.ts [--out summary.json] run1.json [run2.json …]');
  process.exit(2);
}
for (const r of runs) {
  if (r.a !== first.a || r.b !== first.b) {
    console.error(`strength-report: ${r.a} vs ${r.b} is not ${first.a} vs ${first.b}`);
    process.exit(2);
  }
}
const seeds = new Set<number>();
for (const r of runs) {
  for (const d of r.deals) {
    if (seeds.has(d.seed)) {
      console.error(`strength-report: deal seed ${String(d.seed)} is in two runs`);
      process.exit(2);
    }
    seeds.add(d.seed);
  }
}
const pooled: StrengthRun = {
  a: first.a,
  b: first.b,
  deals: runs.flatMap((r) => r.deals),
  msA: runs.flatMap((r) => r.msA),
  msB: runs.flatMap((r) => r.msB),
  seconds: runs.reduce((s, r) => s + r.seconds, 0),
};
console.log(reportStrength(pooled));
if (out !== undefined) {
  const parts = runs.map((r, i) => ({
    // From the package's folder, wherever the report was run.
    file: relative(join(import.meta.dirname, '..'), resolve(args[i] ?? '')),
    deals: r.deals.length,
    scoreDifference: scoreDifference(r.deals),
  }));
  writeFileSync(out, `${JSON.stringify({ summary: summarizeStrength(pooled), parts }, null, 2)}\n`);
}
