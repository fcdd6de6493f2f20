// How long `.ci/run` takes from nothing: clones the repository's HEAD into fresh folders, one after another, and runs
// `.ci/run` in each with an empty pnpm store and empty package caches (as on CI's new machine; Chromium and Redis
// stay installed if they are), timing the whole run and reading turbo's own summary of its tasks. Writes the runs to
// docs/testing/check-time.json, from which scripts/figures.mjs writes docs/testing.md's table. Measure on a quiet machine.
//
//   node scripts/check-time.mjs [--runs 3] [--out docs/testing/check-time.json]

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readCheckRun } from './turbo-summary.mjs';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, out: { type: 'string', default: 'docs/testing/check-time.json' } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 10) throw new Error('--runs takes a whole number from 1 to 10');

const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
const commit = git('rev-parse', 'HEAD');
const results = [];
for (let i = 1; i <= runs; i++) {
  const work = mkdtempSync(join(tmpdir(), 'birimba-check-time-'));
  const clone = join(work, 'birimba');
  spawnSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
  spawnSync('git', ['checkout', '--quiet', commit], { cwd: clone, stdio: 'inherit' });
  const env = {
    ...process.env,
    npm_config_store_dir: join(work, 'pnpm-store'),
    npm_config_cache: join(work, 'npm-cache'),
    XDG_CACHE_HOME: join(work, 'cache'),
    XDG_DATA_HOME: join(work, 'data'),
  };
  const load = loadavg()[0];
  const started = Date.now();
  process.stderr.write(`check-time: run ${String(i)} of ${String(runs)} in ${clone} (load ${load.toFixed(2)})\n`);
  const run = spawnSync('bash', ['.ci/run'], { cwd: clone, env, encoding: 'utf8', maxBuffer: 1 << 30 });
  const seconds = (Date.now() - started) / 1000;
  const turbo = readCheckRun(clone);
  if (turbo === null) throw new Error(`check-time: run ${String(i)} left no turbo summary (install failed?)`);
  const tasks = turbo.tasks;
  results.push({
    run: i,
    passed: run.status === 0,
    seconds: Math.round(seconds),
    turboSeconds: Math.round(turbo.wall),
    taskSeconds: Math.round(tasks.reduce((sum, t) => sum + t.seconds, 0)),
    loadBefore: Number(load.toFixed(2)),
    tasks: tasks.map((t) => ({
      task: t.task,
      startedAt: Math.round(t.startedAt),
      seconds: Number(t.seconds.toFixed(1)),
    })),
  });
  process.stderr.write(
    `check-time: run ${String(i)}: ${run.status === 0 ? 'green' : 'FAILED'} in ${seconds.toFixed(0)} s\n`,
  );
  if (run.status !== 0) {
    // A failed run's whole output is kept (its clone is not): the failure is a flaky test to find.
    const kept = join(tmpdir(), `check-time-${commit.slice(0, 8)}-run-${String(i)}.log`);
    writeFileSync(kept, `${run.stdout}\n${run.stderr}`);
    process.stderr.write(
      `${run.stdout.slice(-4000)}${run.stderr.slice(-4000)}\ncheck-time: the whole output is in ${kept}\n`,
    );
  }
  rmSync(work, { recursive: true, force: true });
}

const record = { commit, date: new Date().toISOString().slice(0, 10), cores: cpus().length, runs: results };
writeFileSync(resolve(root, values.out), `${JSON.stringify(record, null, 2)}\n`);
for (const r of results)
  console.log(
    `run ${String(r.run)}: ${r.passed ? 'green' : 'FAILED'} ${String(Math.floor(r.seconds / 60))} min ${String(r.seconds % 60)} s (turbo ${String(r.turboSeconds)} s, ${String(r.taskSeconds)} s of tasks)`,
  );
