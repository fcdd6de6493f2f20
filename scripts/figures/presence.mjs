// The figures of friends' presence, from apps/server/bench/presence.ts's run (apps/server/bench/results/presence.json):
// how long a status change takes to reach each friend's live line, against the issue's target (p95 ≤ 1 s at 1,000
// online players of 20 friends each), and what it was measured on.

import { day, num, slashed, table } from './format.mjs';

const RUN = 'apps/server/bench/results/presence.json';

export const presenceFigures = {
  'presence-table': {
    sources: [RUN],
    text: (r) =>
      table(
        ['one process, local presence', `${num(r.accounts)} live lines, ${num(r.friends)} friends each`],
        [
          [
            'a change to each friend’s line: p50 / **p95** / p99 (ms), target p95 ≤ 1,000',
            `${slashed(num(r.ms.p50), `**${num(r.ms.p95)}**`, num(r.ms.p99))}${r.ms.p95 <= 1000 ? ' ✓' : ' ✗'}`,
          ],
          ['slowest delivery (ms)', num(r.ms.max)],
          ['changes (a page closed, then opened) / deliveries', `${num(r.changes)} / ${num(r.deliveries)}`],
          ['load average', `${num(r.load, 1)}→${num(r.loadAfter, 1)}`],
        ],
      ),
  },
  'presence-measured': {
    sources: [RUN],
    text: (r) => `${day(r.date)}, Node ${r.node.replace(/^v/, '')}`,
  },
};
