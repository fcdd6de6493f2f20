// Pools strength runs saved with `bench/strength.ts … --out FILE` (same two bots, other seeds) and reports them as one.
// Usage: tsx bench/strength-report.ts run1.json run2.json …

import { readFileSync } from 'node:fs';
import { type StrengthRun, reportStrength } from './strength-stats.js';

const runs = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')) as StrengthRun);
const first = runs[0];
if (first === undefined) {
  console.error('usage: tsx bench/strength-report.ts run1.json [run2.json …]');
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
console.log(
  reportStrength({
    a: first.a,
    b: first.b,
    deals: runs.flatMap((r) => r.deals),
    msA: runs.flatMap((r) => r.msA),
    msB: runs.flatMap((r) => r.msB),
    seconds: runs.reduce((s, r) => s + r.seconds, 0),
  }),
);
