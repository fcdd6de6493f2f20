// The strength figures kept for the docs (bench/results/*.json, written by bench/strength-report.ts --out) are what
// the deals they pool give: a results file edited by hand, or left behind by a change of the statistics, fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type StrengthRun, scoreDifference, summarizeStrength } from '../bench/strength-stats.js';

const AI = join(import.meta.dirname, '..');
const RESULTS = join(AI, 'bench', 'results');

interface Kept {
  readonly summary: unknown;
  readonly parts: readonly { readonly file: string; readonly deals: number; readonly scoreDifference: unknown }[];
}

const kept = readdirSync(RESULTS)
  .filter((f) => f.endsWith('.json'))
  .map((f) => [f, JSON.parse(readFileSync(join(RESULTS, f), 'utf8')) as Kept] as const)
  .filter(([, k]) => 'summary' in k && 'parts' in k);

describe('the kept strength results', () => {
  it('are there to check', () => {
    expect(kept.map(([f]) => f)).toEqual(expect.arrayContaining(['budget-3200.json', 'greedy-turns.json']));
  });

  it.each(kept)('%s is what its runs give, pooled and one by one', (_, { summary, parts }) => {
    const runs = parts.map((p) => JSON.parse(readFileSync(join(AI, p.file), 'utf8')) as StrengthRun);
    for (const [i, run] of runs.entries()) {
      expect(parts[i]?.deals).toBe(run.deals.length);
      expect(parts[i]?.scoreDifference).toEqual(scoreDifference(run.deals));
    }
    const pooled: StrengthRun = {
      a: runs[0]?.a ?? '',
      b: runs[0]?.b ?? '',
      deals: runs.flatMap((r) => r.deals),
      msA: runs.flatMap((r) => r.msA),
      msB: runs.flatMap((r) => r.msB),
      seconds: runs.reduce((s, r) => s + r.seconds, 0),
    };
    expect(JSON.parse(JSON.stringify(summarizeStrength(pooled)))).toEqual(summary);
  });
});
