// The figures of accounts and the match archive, from apps/server/bench/accounts.ts's runs
// (apps/server/bench/results/accounts-postgres.json and accounts-embedded.json): the reads and the record's times
// against the issue's targets, the data they were measured on, and the database's size per match.

import { day, kb, num, slashed, table } from './format.mjs';

const RUNS = [
  ['PostgreSQL', 'apps/server/bench/results/accounts-postgres.json'],
  ['embedded (PGlite)', 'apps/server/bench/results/accounts-embedded.json'],
];

/** `p50 / **p95** / p99` in ms, and whether the p95 meets `target`. */
const times = (t, target) =>
  `${slashed(num(t.p50, 1), `**${num(t.p95, 1)}**`, num(t.p99, 1))}${target === undefined ? '' : t.p95 <= target ? ' ✓' : ' ✗'}`;

/** Seconds as `1 min 25 s` or `12.4 s`. */
const duration = (s) => (s >= 60 ? `${num(Math.floor(s / 60))} min ${num(s % 60)} s` : `${num(s, 1)} s`);

export const accountsFigures = {
  'accounts-table': {
    sources: RUNS.map(([, file]) => file),
    text: (...runs) => {
      /** A row of times for every run: `[label, field, target]`, the verdict on each p95 given with it. */
      const timed = ([label, field, target]) => [label, ...runs.map((r) => times(r[field], target))];
      const made = (r) =>
        r.made.accountsSeconds + r.made.matchesSeconds + r.made.statisticsSeconds + r.made.analyzeSeconds;
      return table(
        [
          'p50 / **p95** / p99 (ms)',
          ...runs.map(
            (r, i) =>
              `${RUNS[i][0]}${r.postgres === null ? '' : ` ${r.postgres.split(' ')[0]}`}: ${num(r.accounts)} accounts, ${num(r.matches)} matches`,
          ),
        ],
        [
          ...[
            ['a profile (target p95 ≤ 20 ms)', 'profile', 20],
            ['a history, first page (≤ 20 ms)', 'historyFirst', 20],
            ['a history, next page (≤ 20 ms)', 'historyNext', 20],
            ['one match with its log', 'match'],
            ['recording a match: its transaction (≤ 10 ms)', 'record', 10],
            ['recording a match: its statistics read from its log', 'replay'],
          ].map(timed),
          ['the data made in', ...runs.map((r) => duration(made(r)))],
          [
            'the database a match',
            ...runs.map(
              (r) => `${kb(r.bytesPerMatch)} (its log ${kb(r.logBytesPerMatch)}, of ${kb(r.logJsonBytes)} in JSON)`,
            ),
          ],
          ['load average', ...runs.map((r) => `${num(r.load, 1)}→${num(r.loadAfter, 1)}`)],
        ],
      );
    },
  },
  'accounts-measured': {
    sources: RUNS.map(([, file]) => file),
    text: (...runs) => runs.map((r, i) => `${RUNS[i][0]} ${day(r.date)}, Node ${r.node.replace(/^v/, '')}`).join('; '),
  },
};
