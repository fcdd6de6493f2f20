// The time of `check` from a fresh clone, from docs/testing/check-time.json (scripts/check-time.mjs: `.ci/run` in
// fresh clones with an empty pnpm store, one after another).

import { day, table } from './format.mjs';

const TIMES = 'docs/testing/check-time.json';

/** Seconds as minutes and seconds: `6 min 12 s`. */
const minutes = (s) => `${String(Math.floor(s / 60))} min ${String(Math.round(s % 60))} s`;

/** The longest tasks of a run, `name seconds`, for the table. */
const longest = (run, n) =>
  run.tasks
    .slice(0, n)
    .map(
      (t) => `${t.task.replace('@birimba/', '').replace('//#', '').replace('#', ' ')} ${String(Math.round(t.seconds))}`,
    )
    .join(', ');

export const checkFigures = {
  'check-time': {
    sources: [TIMES],
    text: ({ commit, date, runs }) =>
      table(
        ['run', '`.ci/run`', 'turbo wall', 'tasks (sum)', 'load before', 'the longest tasks (s)'],
        runs.map((r) => [
          `${String(r.run)}${r.passed ? '' : ' (FAILED)'}`,
          `**${minutes(r.seconds)}**`,
          `${String(r.turboSeconds)} s`,
          `${String(r.taskSeconds)} s`,
          String(r.loadBefore),
          longest(r, 5),
        ]),
      ) +
      `\n\n${day(date)}, ${commit.slice(0, 7)}, ` +
      (runs.length === 1
        ? 'one fresh clone with an empty pnpm store'
        : `${String(runs.length)} fresh clones one after another, each with an empty pnpm store`) +
      '\n(the load before a run is the one-minute average, mostly the run before it).',
  },
  'check-time:slowest': {
    sources: [TIMES],
    text: ({ runs }) => minutes(Math.max(...runs.map((r) => r.seconds))),
  },
};
