// How long each turbo task of the last `turbo run --summarize` took (its summary in .turbo/runs/), slowest first, with
// the run's wall time: `.ci/run` prints it after `check`, so that a slow submission shows where its minutes went.
//
//   node scripts/turbo-times.mjs [summary.json]

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const runs = join(import.meta.dirname, '..', '.turbo', 'runs');
let file = process.argv[2];
if (file === undefined) {
  const found = existsSync(runs) ? readdirSync(runs).filter((f) => f.endsWith('.json')) : [];
  if (found.length === 0) {
    console.log('turbo-times: no turbo run summary in .turbo/runs (did `check` reach turbo?)');
    process.exit(0);
  }
  file = join(runs, found.sort((a, b) => statSync(join(runs, b)).mtimeMs - statSync(join(runs, a)).mtimeMs)[0]);
}
const summary = JSON.parse(readFileSync(file, 'utf8'));
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);
const start = summary.execution.startTime;
const rows = summary.tasks
  .map((t) => ({
    id: t.taskId,
    from: t.execution.startTime - start,
    took: t.execution.endTime - t.execution.startTime,
    cache: t.cache?.status === 'HIT' ? ' (cached)' : '',
    failed: t.execution.exitCode === 0 || t.execution.exitCode === undefined ? '' : ` FAILED (${t.execution.exitCode})`,
  }))
  .sort((a, b) => b.took - a.took);
console.log(`turbo tasks (${file.split('/').pop()}): seconds taken, started at, task`);
for (const r of rows) console.log(`${seconds(r.took)} s  at ${seconds(r.from)} s  ${r.id}${r.cache}${r.failed}`);
const wall = summary.execution.endTime - start;
const busy = rows.reduce((sum, r) => sum + r.took, 0);
console.log(`turbo: ${seconds(wall).trim()} s wall, ${seconds(busy).trim()} s of tasks, ${rows.length} tasks`);
