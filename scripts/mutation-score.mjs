// Gathers mutation results per file. After a Stryker run of a package (whole, or a slice with MUTATE=…), this reads
// its report (packages/<pkg>/reports/mutation/mutation.json), records each mutated file's counts in the committed
// docs/mutation/<pkg>.json (replacing that file's earlier counts, keeping the other files'), writes docs/mutation.md
// again from the records (scripts/mutation-report.mjs), and prints the table and the score over the files measured
// so far. Usage: node scripts/mutation-score.mjs engine|ai [--print] (--print only prints what is recorded). Run it
// with the slice's MUTATE=… to record the files of the slice that have no mutants at all. The score is computed in
// scripts/mutation-records.mjs.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PACKAGES, readRecord, recordPath, root, scoreTable, summaryLine } from './mutation-records.mjs';
import { writeReport } from './mutation-report.mjs';

const pkg = process.argv[2];
if (!PACKAGES.includes(pkg)) {
  console.error('usage: node scripts/mutation-score.mjs engine|ai [--print]');
  process.exit(2);
}
const record = recordPath(pkg);
const recorded = readRecord(pkg);

if (!process.argv.includes('--print')) {
  const report = join(root, 'packages', pkg, 'reports', 'mutation', 'mutation.json');
  if (!existsSync(report)) {
    console.error(`mutation-score: no report at ${report}; run Stryker first (docs/mutation.md)`);
    process.exit(2);
  }
  const data = JSON.parse(readFileSync(report, 'utf8'));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  for (const [path, file] of Object.entries(data.files)) {
    const name = path.replace(/^.*?(src\/)/, '$1');
    const counts = {};
    for (const m of file.mutants) counts[m.status] = (counts[m.status] ?? 0) + 1;
    // Measured without some test files (MUTATION_EXCLUDE, a cheaper run whose score is a floor): recorded with them.
    const without = (process.env.MUTATION_EXCLUDE ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    recorded.files[name] = { ...counts, commit, ...(without.length > 0 ? { without } : {}) };
  }
  // A file the slice named (MUTATE=…) with nothing Stryker can mutate (only re-exports) is absent from the report:
  // recorded as measured, with no mutants.
  for (const name of (process.env.MUTATE ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)) {
    if (!Object.keys(data.files).some((path) => path.endsWith(name))) recorded.files[name] = { commit };
  }
  recorded.files = Object.fromEntries(Object.entries(recorded.files).sort(([a], [b]) => a.localeCompare(b)));
  mkdirSync(dirname(record), { recursive: true });
  writeFileSync(record, `${JSON.stringify(recorded, null, 2)}\n`);
  console.log(`${await writeReport()} written again from the records`);
}

console.log(scoreTable(recorded));
console.log(`\n${summaryLine(pkg, recorded)}`);
