// How long each turbo task of the last `check` took (turbo's summaries in .turbo/runs/, scripts/turbo-summary.mjs),
// slowest first, with the wall time: `.ci/run` prints it after `check`, so that a slow submission shows where its
// minutes went.
//
//   node scripts/turbo-times.mjs [summary.json ...]

import { join } from 'node:path';
import { readCheckRun } from './turbo-summary.mjs';

const files = process.argv.slice(2);
const run = readCheckRun(join(import.meta.dirname, '..'), files.length > 0 ? files : undefined);
if (run === null) {
  console.log('turbo-times: no turbo run summary in .turbo/runs (did `check` reach turbo?)');
  process.exit(0);
}
const seconds = (s) => s.toFixed(1).padStart(6);
console.log(`turbo tasks (${String(run.files.length)} turbo runs): seconds taken, started at, task`);
for (const t of run.tasks) {
  const failed = t.exitCode === 0 || t.exitCode === undefined ? '' : ` FAILED (${String(t.exitCode)})`;
  console.log(
    `${seconds(t.seconds)} s  at ${seconds(t.startedAt)} s  ${t.task}${t.cached ? ' (cached)' : ''}${failed}`,
  );
}
const busy = run.tasks.reduce((sum, t) => sum + t.seconds, 0);
console.log(
  `turbo: ${seconds(run.wall).trim()} s wall, ${seconds(busy).trim()} s of tasks, ${String(run.tasks.length)} tasks`,
);
