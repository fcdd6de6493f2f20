// The figures of ratings and leaderboards, from apps/server/bench/ratings.ts's runs
// (apps/server/bench/results/ratings-postgres.json and ratings-embedded.json): rating a finished match and a
// leaderboard's page against the issue's targets, and the data they were measured on.

import { day, num, slashed, table } from './format.mjs';

const RUNS = [
  ['PostgreSQL', 'apps/server/bench/results/ratings-postgres.json'],
  ['embedded (PGlite)', 'apps/server/bench/results/ratings-embedded.json'],
];

/** `p50 / **p95** / p99` in ms, and whether the p95 meets `target`. */
const times = (t, target) =>
  `${slashed(num(t.p50, 1), `**${num(t.p95, 1)}**`, num(t.p99, 1))}${t.p95 <= target ? ' ✓' : ' ✗'}`;

export const ratingsFigures = {
  'ratings-table': {
    sources: RUNS.map(([, file]) => file),
    text: (...runs) =>
      table(
        [
          'p50 / **p95** / p99 (ms)',
          ...runs.map(
            (r, i) =>
              `${RUNS[i][0]}${r.postgres === null ? '' : ` ${r.postgres.split(' ')[0]}`}: ${num(r.accounts)} rated accounts`,
          ),
        ],
        [
          ['rating a finished match (target p95 ≤ 5 ms)', ...runs.map((r) => times(r.rate, 5))],
          ['a leaderboard page, all time (≤ 20 ms)', ...runs.map((r) => times(r.leaderboardAll, 20))],
          ['a leaderboard page, this month (≤ 20 ms)', ...runs.map((r) => times(r.leaderboardMonth, 20))],
          [
            'pages that gave the asker’s place (all / month)',
            ...runs.map((r) => `${num(r.placed.all)} / ${num(r.placed.month)} of ${num(r.placed.of)}`),
          ],
          ['load average', ...runs.map((r) => `${num(r.load, 1)}→${num(r.loadAfter, 1)}`)],
        ],
      ),
  },
  'ratings-measured': {
    sources: RUNS.map(([, file]) => file),
    text: (...runs) => runs.map((r, i) => `${RUNS[i][0]} ${day(r.date)}, Node ${r.node.replace(/^v/, '')}`).join('; '),
  },
};
