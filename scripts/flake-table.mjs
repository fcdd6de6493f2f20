// The flake hunt's table (scripts/flake-hunt.sh): reads each run's vitest JSON report from a folder and prints, per
// test file, how many times it ran, how many of those runs failed, and the first line of each failure. A run whose
// report is missing (vitest itself crashed) counts as a failure of its whole suite, with its log's first error line.
//
//   node scripts/flake-table.mjs <folder> <runs>

import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [folder, runsText] = process.argv.slice(2);
const runs = Number(runsText);
if (folder === undefined || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node scripts/flake-table.mjs <folder> <runs>');
  process.exit(2);
}
const SUITES = { 'table-e2e': 'apps/table', server: 'apps/server' };
const root = join(import.meta.dirname, '..');

/** file → { runs, failures: [first lines] } */
const files = new Map();
const row = (file) => {
  if (!files.has(file)) files.set(file, { runs: 0, failures: [] });
  return files.get(file);
};

for (const [suite, dir] of Object.entries(SUITES)) {
  for (let run = 1; run <= runs; run++) {
    const report = join(folder, `${suite}-${run}.json`);
    if (!existsSync(report)) {
      const log = join(folder, `${suite}-${run}.log`);
      const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
      const line = text.split('\n').find((l) => /error|fail/i.test(l)) ?? 'no report written';
      const r = row(`${dir} (the whole suite)`);
      r.runs++;
      r.failures.push(`run ${run}: ${line.trim()}`);
      continue;
    }
    const result = JSON.parse(readFileSync(report, 'utf8'));
    for (const file of result.testResults) {
      const r = row(relative(root, file.name));
      r.runs++;
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      if (failed.length === 0 && file.status !== 'failed') continue;
      const lines = failed.map((a) => `${a.title}: ${(a.failureMessages[0] ?? '').split('\n')[0]}`);
      if (lines.length === 0) lines.push((file.message ?? 'failed').split('\n')[0]);
      r.failures.push(`run ${run}: ${lines.join(' | ')}`);
    }
  }
}

const strip = (s) => s.replace(/\u001b\[[0-9;]*m/g, '').replace(/\|/g, '\\|');
console.log('| suite | runs | failures | first line of each failure |');
console.log('| --- | ---: | ---: | --- |');
let total = 0;
for (const [file, r] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
  total += r.failures.length;
  const first = r.failures.map(strip).join('<br>');
  console.log(`| \`${file}\` | ${r.runs} | ${r.failures.length} | ${first} |`);
}
console.log(`\n${total} failures in ${files.size} test files, ${runs} runs each.`);
process.exit(total === 0 ? 0 : 1);
