// Gathers mutation results per file. After a Stryker run of a package (whole, or a slice with MUTATE=…), this reads
// its report (packages/<pkg>/reports/mutation/mutation.json), records each mutated file's counts in the committed
// docs/mutation/<pkg>.json (replacing that file's earlier counts, keeping the other files'), and prints the table
// and the score over the files measured so far. Usage: node scripts/mutation-score.mjs engine|ai [--print]
// (--print only prints what is recorded). Run it with the slice's MUTATE=… to record the files of the slice that have
// no mutants at all. Score = detected (killed + timed out) / (detected + survived + no coverage),
// Stryker's mutation score; ignored mutants and compile errors do not count.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = process.argv[2];
if (pkg !== 'engine' && pkg !== 'ai') {
  console.error('usage: node scripts/mutation-score.mjs engine|ai [--print]');
  process.exit(2);
}
const record = join(root, 'docs', 'mutation', `${pkg}.json`);
const recorded = existsSync(record)
  ? JSON.parse(readFileSync(record, 'utf8'))
  : { package: `@birimba/${pkg}`, files: {} };

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
}

const sourceFiles = readdirSync(join(root, 'packages', pkg, 'src'), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => `src/${f}`);
const n = (c, k) => c[k] ?? 0;
const score = (c) => {
  const detected = n(c, 'Killed') + n(c, 'Timeout');
  const valid = detected + n(c, 'Survived') + n(c, 'NoCoverage');
  return valid === 0 ? null : { detected, valid, pct: (100 * detected) / valid };
};
const total = {};
console.log(
  '| file | killed | timed out | survived | no coverage | ignored | score |\n| --- | --- | --- | --- | --- | --- | --- |',
);
for (const [name, c] of Object.entries(recorded.files)) {
  for (const [k, v] of Object.entries(c)) if (typeof v === 'number') total[k] = (total[k] ?? 0) + v;
  const s = score(c);
  const label = Array.isArray(c.without)
    ? `\`${name}\` (without ${c.without.map((f) => `\`${f}\``).join(', ')})`
    : `\`${name}\``;
  console.log(
    `| ${label} | ${n(c, 'Killed')} | ${n(c, 'Timeout')} | ${n(c, 'Survived')} | ${n(c, 'NoCoverage')} | ${n(c, 'Ignored')} | ${s === null ? '—' : `${s.pct.toFixed(1)} %`} |`,
  );
}
const t = score(total);
const missing = sourceFiles.filter((f) => !(f in recorded.files));
console.log(
  `\n@birimba/${pkg}: ${t === null ? 'no results' : `${t.pct.toFixed(1)} % (${t.detected} of ${t.valid} mutants detected)`} over ${Object.keys(recorded.files).length} of ${sourceFiles.length} source files${missing.length === 0 ? '' : `; not yet measured: ${missing.join(', ')}`}`,
);
