// The order of `check`'s second part (scripts/check.mjs): the longest tasks first, each a turbo run of its own, so
// that the long suites never wait at the end for a slot; the short ones packed into runs of about LIGHT seconds.
// A task's length is its median in the fresh-clone runs of docs/testing/check-time.json (scripts/check-time.mjs),
// else the guess below, else 10 s.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Seconds: a task shorter than this shares a turbo run with other short ones, up to this many seconds a run. */
export const LIGHT = 20;

/** Before any measured run: the long tasks, in the seconds they took in `check` on 2 cores. */
const GUESS = {
  '@birimba/server#test': 130,
  '@birimba/table#e2e': 130,
  '@birimba/table#test': 115,
  '@birimba/simulator#test': 85,
  '@birimba/ai#test': 55,
  '@birimba/engine#test': 45,
  '//#check:packages': 44,
  '//#check:lint': 110,
  '@birimba/server#lint': 30,
  '@birimba/table#lint': 30,
  '@birimba/engine#lint': 24,
};

/** Each task's median seconds over the runs of a check-time record (`{ runs: [{ tasks: [{ task, seconds }] }] }`). */
export function measuredSeconds(record) {
  const all = new Map();
  for (const run of record.runs) for (const t of run.tasks) all.set(t.task, [...(all.get(t.task) ?? []), t.seconds]);
  return new Map(
    [...all].map(([task, seconds]) => {
      const sorted = [...seconds].sort((a, b) => a - b);
      return [task, sorted[Math.floor(sorted.length / 2)]];
    }),
  );
}

/** The measured lengths of the repository's last check-time record, or none. */
export function lengthsOfRepository(root) {
  const file = join(root, 'docs', 'testing', 'check-time.json');
  return existsSync(file) ? measuredSeconds(JSON.parse(readFileSync(file, 'utf8'))) : new Map();
}

/**
 * The turbo runs to start, in order: each a list of `package#task`. Longest first; the tasks shorter than LIGHT
 * packed, longest first, into runs of at most LIGHT seconds (a run always takes at least one).
 * @param {string[]} tasks
 * @param {Map<string, number>} [measured]
 * @returns {string[][]}
 */
export function orderTasks(tasks, measured = new Map()) {
  const length = (task) => measured.get(task) ?? GUESS[task] ?? 10;
  const sorted = [...tasks].sort((a, b) => length(b) - length(a) || a.localeCompare(b));
  const runs = sorted.filter((t) => length(t) >= LIGHT).map((t) => [t]);
  let packed = [];
  let seconds = 0;
  for (const task of sorted.filter((t) => length(t) < LIGHT)) {
    if (packed.length > 0 && seconds + length(task) > LIGHT) {
      runs.push(packed);
      packed = [];
      seconds = 0;
    }
    packed.push(task);
    seconds += length(task);
  }
  if (packed.length > 0) runs.push(packed);
  return runs;
}
