// Counts the tests of every suite as `check` runs them (and the table's end-to-end suite and the server's as `soak:e2e`
// runs them) and writes them to docs/testing/counts.json, with the day and the commit counted, for docs/testing.md
// (scripts/figures/ writes its counts from it). Counting lists the tests (`vitest list`) without running them; the
// scripts' tests (node --test) are run, as node's runner cannot list. Needs the packages built, as their tests do.
// Usage: node scripts/test-counts.mjs, after a build (pnpm test-counts builds first)

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { root } from './mutation-records.mjs';

export const COUNTS = join(root, 'docs', 'testing', 'counts.json');

/** Each suite: where its vitest runs, with which config and environment. */
const SUITES = {
  engine: { dir: 'packages/engine' },
  'game-log': { dir: 'packages/game-log' },
  ai: { dir: 'packages/ai' },
  protocol: { dir: 'packages/protocol' },
  simulator: { dir: 'apps/simulator' },
  table: { dir: 'apps/table' },
  'table-e2e': { dir: 'apps/table', config: 'vitest.e2e.config.ts' },
  'table-e2e-soak': { dir: 'apps/table', config: 'vitest.e2e.config.ts', env: { BIRIMBA_SOAK: '1' } },
  server: { dir: 'apps/server' },
  'server-soak': { dir: 'apps/server', env: { BIRIMBA_SOAK: '1' } },
};

/** How many tests vitest lists in a suite. */
function listed({ dir, config, env }) {
  const args = ['vitest', 'list', '--json', ...(config === undefined ? [] : ['--config', config])];
  const out = execFileSync('npx', args, {
    cwd: join(root, dir),
    encoding: 'utf8',
    env: { ...process.env, BIRIMBA_SOAK: '', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out).length;
}

/** How many tests node's runner runs in scripts/test. */
function scriptTests() {
  const out = execFileSync(process.execPath, ['--test', '--test-reporter=tap', 'scripts/test/'], {
    cwd: root,
    encoding: 'utf8',
  });
  const tests = /^# tests (\d+)$/m.exec(out)?.[1];
  if (tests === undefined) throw new Error('node --test printed no count');
  return Number(tests);
}

const counts = Object.fromEntries(
  Object.entries(SUITES).map(([name, suite]) => {
    const n = listed(suite);
    console.log(`${name}: ${String(n)}`);
    return [name, n];
  }),
);
counts.scripts = scriptTests();
console.log(`scripts: ${String(counts.scripts)}`);
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
// The commit counted, marked when tests had changed in the tree since.
const testsChanged = git('status', '--porcelain')
  .split('\n')
  .some((line) => /(^|\/)test\/|\.test\.|vitest/.test(line));
const commit = `${git('rev-parse', '--short', 'HEAD')}${testsChanged ? ' with tests changed since' : ''}`;
const text = JSON.stringify({ counted: new Date().toISOString(), commit, counts });
writeFileSync(COUNTS, await prettier.format(text, { filepath: COUNTS, printWidth: 120 }));
console.log('docs/testing/counts.json written: run node scripts/figures.mjs to write the counts into docs/testing.md');
