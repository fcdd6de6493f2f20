// `check`: every build, check and test of the repository, in two parts, on turbo.
//
// 1. One turbo run of the builds and the quick checks of the whole repository (format, commits, import circles, the
//    mutation report, the tools the browser and server tests need).
// 2. The lint (every package's type check and lint in one process, `check:lint`: the declaration files they share
//    read once), every API report, test suite and package check, longest first, a few at a time: each is a turbo run of
//    that one task (`--only`: its builds are done), so turbo still caches and summarises it, but the order is ours.
//    Turbo alone starts ready tasks in the packages' order, which put the server's tests, the longest suite and the
//    last package, at the very end of `check`.
//
// After a task fails, nothing new is started; the running ones finish, and `check` exits 1.
//
//   node scripts/check.mjs [--slots 2]

import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { lengthsOfRepository, orderTasks } from './check-order.mjs';

const FIRST = ['build', 'check:tools', 'check:format', 'check:mutation', 'check:commits', 'check:imports'];
const THEN = ['check:figures', 'check:lint', 'api', 'test', 'e2e', 'check:packages'];

const { values } = parseArgs({ options: { slots: { type: 'string', default: '2' } } });
const slots = Number(values.slots);
if (!Number.isInteger(slots) || slots < 1 || slots > 8) throw new Error('--slots takes a whole number from 1 to 8');

/** Runs turbo with these arguments, its output passed through; resolves to its exit status. */
function turbo(args) {
  return new Promise((resolve) => {
    // The browser tests' pictures are for a person to look at, and nobody looks at check's: not taken (`picture` in
    // apps/table/test/e2e/browser.ts), a capture and a PNG each saved.
    const env = { ...process.env, BIRIMBA_PICTURES: process.env.BIRIMBA_PICTURES ?? '0' };
    const child = spawn('turbo', ['run', ...args, '--summarize'], { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal === null ? 1 : 128)));
    child.on('error', (error) => {
      console.error(`check: turbo did not start (${error.message}); run check through pnpm (\`pnpm check\`)`);
      resolve(1);
    });
  });
}

/** The tasks of the second part that have a script: `package#task`, from turbo's own dry run. */
function tasksOfSecondPart() {
  const dry = spawnSync('turbo', ['run', ...THEN, '--only', '--dry=json'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (dry.status !== 0) throw new Error(`check: turbo's dry run failed:\n${dry.stderr}`);
  return JSON.parse(dry.stdout)
    .tasks.filter((t) => t.command !== '<NONEXISTENT>')
    .map((t) => t.taskId);
}

if ((await turbo([...FIRST, `--concurrency=${String(slots)}`])) !== 0) process.exit(1);

const queue = orderTasks(tasksOfSecondPart(), lengthsOfRepository(join(import.meta.dirname, '..')));
let failed = [];
async function worker() {
  for (let group = queue.shift(); group !== undefined && failed.length === 0; group = queue.shift()) {
    if ((await turbo([...group, '--only', '--concurrency=1'])) !== 0) failed = [...failed, ...group];
  }
}
await Promise.all(Array.from({ length: slots }, worker));
if (failed.length > 0) {
  console.error(
    `check: failed in ${failed.join(', ')}${queue.length > 0 ? ` (${String(queue.length)} runs not started)` : ''}`,
  );
  process.exit(1);
}
