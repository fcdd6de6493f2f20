// The mutation records — each measured file's counts in docs/mutation/<pkg>.json — and what is computed from them:
// a file's score, a package's score over the files measured so far, the table of counts. Shared by
// scripts/mutation-score.mjs (which records a Stryker run) and scripts/mutation-report.mjs (which writes
// docs/mutation.md). Score = detected (killed + timed out) / (detected + survived + no coverage), Stryker's mutation
// score; ignored mutants and compile errors do not count.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PACKAGES = ['engine', 'ai'];

export const recordPath = (pkg) => join(root, 'docs', 'mutation', `${pkg}.json`);

/** The package's record: `{ package, files: { 'src/x.ts': { Killed, Survived, …, commit, without? } } }`. */
export function readRecord(pkg) {
  const path = recordPath(pkg);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : { package: `@birimba/${pkg}`, files: {} };
}

/** The package's source files as the records name them (`src/…`), from its tree as it is now. */
export function sourceFiles(pkg) {
  return readdirSync(join(root, 'packages', pkg, 'src'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `src/${f}`);
}

const n = (c, k) => c[k] ?? 0;

/** `{ detected, valid, pct }` of some counts, or null when no mutant counts. */
export function score(c) {
  const detected = n(c, 'Killed') + n(c, 'Timeout');
  const valid = detected + n(c, 'Survived') + n(c, 'NoCoverage');
  return valid === 0 ? null : { detected, valid, pct: (100 * detected) / valid };
}

export const percent = (s) => (s === null ? '—' : `${s.pct.toFixed(1)} %`);

/**
 * A package's totals: its score over the files measured, how many of its source files there are, which of them are
 * not measured, and which records name a file that is no longer there (renamed or removed since its run).
 */
export function packageScore(pkg, recorded = readRecord(pkg)) {
  const total = {};
  for (const c of Object.values(recorded.files))
    for (const [k, v] of Object.entries(c)) if (typeof v === 'number') total[k] = (total[k] ?? 0) + v;
  const sources = sourceFiles(pkg);
  return {
    score: score(total),
    measured: Object.keys(recorded.files).length,
    sourceFiles: sources.length,
    missing: sources.filter((f) => !(f in recorded.files)),
    gone: Object.keys(recorded.files).filter((f) => !sources.includes(f)),
  };
}

/** A file's name in the tables: its path, with the test files its run left out. */
const fileLabel = (name, c) =>
  Array.isArray(c.without) ? `\`${name}\` (without ${c.without.map((f) => `\`${f}\``).join(', ')})` : `\`${name}\``;

/** The Markdown table of every recorded file's counts and score. */
export function scoreTable(recorded) {
  const rows = Object.entries(recorded.files).map(
    ([name, c]) =>
      `| ${fileLabel(name, c)} | ${n(c, 'Killed')} | ${n(c, 'Timeout')} | ${n(c, 'Survived')} | ${n(c, 'NoCoverage')} | ${n(c, 'Ignored')} | ${percent(score(c))} |`,
  );
  return [
    '| file | killed | timed out | survived | no coverage | ignored | score |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** `@birimba/engine: 95.1 % (4227 of 4444 mutants detected) over 22 of 22 source files`, and what is amiss. */
export function summaryLine(pkg, recorded = readRecord(pkg)) {
  const { score: t, measured, sourceFiles: all, missing, gone } = packageScore(pkg, recorded);
  return `@birimba/${pkg}: ${t === null ? 'no results' : `${percent(t)} (${t.detected} of ${t.valid} mutants detected)`} over ${measured} of ${all} source files${missing.length === 0 ? '' : `; not yet measured: ${missing.join(', ')}`}${gone.length === 0 ? '' : `; recorded but no longer there: ${gone.join(', ')}`}`;
}
