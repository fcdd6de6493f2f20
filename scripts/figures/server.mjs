// The server's figures, from the runs kept in apps/server/bench/results/ (bench/run.ts writes one JSON a run with
// `--out`, bench/abuse.ts one with its windows): the load tables, the store's appends, the bots' CPU, the floods.
// `server:FILE:ROW:FIELD` is one figure of one run, for the prose (FILE without `.json`, ROW the run's index in it).

import { day, num, pct, slashed, table } from './format.mjs';

const results = (file) => `apps/server/bench/results/${file}.json`;

/** `3.1`, `1,474.8`, `1,856`: a time in ms as the tables give it, whole from a second up. */
const ms = (x) => num(x, x >= 1000 ? 0 : 1);

const LOAD_HEADER = [
  'rooms held',
  'moves/s',
  'round trip p50 / p95 / p99 (ms)',
  'KB per room',
  'server CPU',
  "loaders' CPU / event-loop p99",
  'load avg',
];

/** A load run's cells, as LOAD_HEADER names them. */
function loadCells(r) {
  return [
    num(r.roomsHeld),
    num(r.movesPerSecond, 1),
    slashed(ms(r.rttMs.p50), `**${ms(r.rttMs.p95)}**`, ms(r.rttMs.p99)),
    num(r.kbPerRoom),
    `${num(r.serverCpuPct, 1)} %`,
    `${r.loaderCpuPct === undefined ? '—' : `${num(r.loaderCpuPct, 1)} %`} / ${num(r.loaderLoopP99Ms)} ms`,
    `${num(r.load1Before, 1)}→${num(r.load1After, 1)}`,
  ];
}

/** A table of load runs: `rows` are `[label, file, index]`, the first column headed `first`. */
function loadTable(first, rows, extra) {
  const files = [...new Set(rows.map(([, file]) => file))];
  return {
    sources: files.map(results),
    text: (...parsed) => {
      const run = (file, i) => parsed[files.indexOf(file)].load[i];
      return table(
        [first, ...LOAD_HEADER, ...(extra?.header ?? [])],
        rows.map(([label, file, i]) => [label, ...loadCells(run(file, i)), ...(extra?.cells(run(file, i)) ?? [])]),
      );
    },
  };
}

/** What the watchers of a social run received. */
const received = (r) => (r.watchers > 0 ? `${num(r.watcherMB, 1)} MB, ${num(r.watcherKBps, 2)} KB/s a watcher` : '—');

/** `1 room: p50 / p95 / p99`. */
const appendTimes = (t) => slashed(num(t.p50, 2), `**${num(t.p95, 2)}**`, num(t.p99, 2));

function storeTable(json) {
  const { store } = json;
  return table(
    ['store', 'appends', '1 room: p50 / p95 / p99 (ms)', '100 rooms at once: p50 / p95 / p99 (ms)', 'load avg'],
    [
      ['file (write + `fdatasync`, ext4 on virtio)', store.file],
      ['Redis 7 (one Lua script, no persistence)', store.redis],
    ].map(([label, s]) => [
      label,
      num(s['1 room'].n),
      appendTimes(s['1 room']),
      appendTimes(s['100 rooms at once']),
      `${num(store.load1Before, 1)}→${num(store.load1After, 1)}`,
    ]),
  );
}

function botTable(json) {
  return table(
    ['level', 'deals', 'CPU per deal', 'per decision', 'decisions a deal'],
    json.botLevels.map((b) => [
      b.level,
      num(b.deals),
      `${num(b.cpuSecondsPerDeal, b.cpuSecondsPerDeal < 1 ? 3 : 2)} s`,
      `${num(b.cpuMsPerDecision, 2)} ms`,
      num(b.decisionsPerDeal),
    ]),
  );
}

/** `9 rooms made, 2,041 × 400, 2,032 × 429`: a flood's answers by status. */
const answers = (w) =>
  [
    `${num(w.requests)}:`,
    Object.entries(w.statuses)
      .map(([status, n]) => (status === '200' ? `${num(n)} rooms made` : `${num(n)} × ${status}`))
      .join(', '),
  ].join(' ');

/** A window of an abuse run: `p50 / p95` and, for a flood, how many times the quiet p95. */
function windowTimes(run, w) {
  const quiet = run.windows[0].rttMs.p95;
  const times = slashed(num(w.rttMs.p50, 1), `**${num(w.rttMs.p95, 1)}**`);
  return w.requests > 0 ? `${times} (${num(w.rttMs.p95 / quiet, 1)}×)` : times;
}

/** A window's name, with each run's flood rate over its windows of `seconds`: `room creations, 272 / 2,236 a second`. */
function windowName(runs, i) {
  const w = runs[0].windows[i];
  if (w.requests === 0) return w.name;
  return `${w.name}, ${runs.map((run) => num(run.windows[i].requests / run.seconds)).join(' / ')} a second`;
}

/** Abuse runs side by side, a window a row: each run's times and RSS, then the last run's answers. */
function abuseTable(files) {
  return {
    sources: files.map(([file]) => results(file)),
    text: (...runs) =>
      table(
        [
          'window',
          ...files.flatMap(([, label]) => [`${label}: move p50 / p95 (ms)`, 'RSS (MB)']),
          "the flood's answers",
        ],
        runs[0].windows.map((w, i) => [
          windowName(runs, i),
          ...runs.flatMap((run) => [windowTimes(run, run.windows[i]), num(run.windows[i].rssMB, 1)]),
          runs.map((run) => (run.windows[i].requests > 0 ? answers(run.windows[i]) : '—')).join(' / '),
        ]),
      ),
  };
}

/** `1.2–1.5`: the lowest and highest of numbers, as the prose gives a range. */
const range = (xs, digits) => {
  const [lo, hi] = [Math.min(...xs), Math.max(...xs)].map((x) => num(x, digits));
  return lo === hi ? lo : `${lo}–${hi}`;
};

/**
 * What the floods of an abuse run cost the normal rooms: their p95 over the quiet window's (as a range, or only the
 * worst when `says` is `p95 up to`), and the RSS they added to the quiet window's.
 */
function floodCosts(file, says) {
  return {
    sources: [results(file)],
    text: (run) => {
      const [quiet] = run.windows;
      const floods = run.windows.filter((w) => w.requests > 0);
      const slower = floods.map((w) => w.rttMs.p95 / quiet.rttMs.p95);
      const grown = floods.map((w) => w.rssMB - quiet.rssMB);
      const times = says === 'p95 up to' ? num(Math.max(...slower), 1) : range(slower, 1);
      return `${says} ${times}×, memory +${range(grown, 0)} MB`;
    },
  };
}

/** One figure of one run for the prose: `server:FILE:ROW:FIELD`. */
const FIELDS = {
  p50: (r) => `${ms(r.rttMs.p50)} ms`,
  p95: (r) => `${ms(r.rttMs.p95)} ms`,
  p99: (r) => `${ms(r.rttMs.p99)} ms`,
  rooms: (r) => num(r.roomsHeld),
  moves: (r) => num(r.movesPerSecond),
  kb: (r) => `${num(r.kbPerRoom)} KB`,
  cpu: (r) => `${num(r.serverCpuPct)} %`,
  loaderCpu: (r) => `${num(r.loaderCpuPct)} %`,
  loop: (r) => `${num(r.loaderLoopP99Ms)} ms`,
  load: (r) => `${num(r.load1Before, 1)}→${num(r.load1After, 1)}`,
  /** The server's CPU time a move, ms: its share of a core over the moves a second. */
  cpuPerMove: (r) => `${num((10 * r.serverCpuPct) / r.movesPerSecond, 2)} ms`,
};

/** An abuse run's window, by its index: `server-window:FILE:WINDOW:FIELD`. */
const WINDOW_FIELDS = {
  p50: (w) => `${num(w.rttMs.p50, 1)} ms`,
  p95: (w) => `${num(w.rttMs.p95, 1)} ms`,
  rss: (w) => `${num(w.rssMB)} MB`,
  requests: (w) => num(w.requests),
};

/** A field of FIELDS-like formats, or an error naming what was asked. */
const field = (fields, name, what) => {
  if (!Object.hasOwn(fields, name)) throw new Error(`${what} have no field ${name}`);
  return fields[name];
};

export const serverFamilies = {
  /** `server:FILE:ROW:FIELD`: a field of one load run. */
  server: (file, row, name) => {
    const format = field(FIELDS, name, 'server runs');
    return { sources: [results(file)], text: (json) => format(json.load[Number(row)]) };
  },
  /** `server-pair:FILE`: the second run's p95 against the first's (rooms with and without bots): `+12 %`. */
  'server-pair': (file) => ({
    sources: [results(file)],
    text: ({ load }) => {
      const change = load[1].rttMs.p95 / load[0].rttMs.p95 - 1;
      return `${change < 0 ? '−' : '+'}${pct(Math.abs(change), 0)}`;
    },
  }),
  /** `server-store:FILE:STORE:ROOMS:Q`: a quantile of the appends of `file` or `redis`, 1 room or 100 at once. */
  'server-store': (file, store, rooms, q) => ({
    sources: [results(file)],
    text: (json) => {
      const times = json.store[store]?.[rooms === '1' ? '1 room' : '100 rooms at once'];
      if (times?.[q] === undefined) throw new Error(`no ${q} of ${store} with ${rooms} room(s) in ${file}`);
      return `${num(times[q], 2)} ms`;
    },
  }),
  /** `server-window:FILE:WINDOW:FIELD`: a field of one window of an abuse run. */
  'server-window': (file, index, name) => {
    const format = field(WINDOW_FIELDS, name, 'abuse windows');
    return { sources: [results(file)], text: (json) => format(json.windows[Number(index)]) };
  },
};

export const serverFigures = {
  /** The rated queue's matching under load (bench/queue.ts: 2,000 people in fours, a simulated minute). */
  'queue-table': {
    sources: [results('queue')],
    text: (r) =>
      table(
        [
          'people',
          'form',
          'joining over',
          'tables',
          'seated',
          'outside the window',
          'wait p50 / p95 / max',
          'matching CPU',
        ],
        [
          [
            num(r.people),
            `${num(r.form)} players`,
            `${num(r.joinOverMs / 1000)} s`,
            num(r.tables),
            num(r.seated),
            num(r.outsideWindow),
            slashed(
              `${num(r.waitMs.p50 / 1000, 2)} s`,
              `**${num(r.waitMs.p95 / 1000, 2)} s**`,
              `${num(r.waitMs.max / 1000, 1)} s`,
            ),
            `${num(r.matchingCpuMs)} ms`,
          ],
        ],
      ),
  },
  'server-social': loadTable(
    '500 rooms, human pace, 3 load processes',
    [
      ['run 1, plain', 'social-500', 0],
      ['run 1, 2 watchers + a phrase / 10 s', 'social-500', 1],
      ['run 2, plain', 'social-500-again', 0],
      ['run 2, 2 watchers + a phrase / 10 s', 'social-500-again', 1],
    ],
    { header: ['watchers received'], cells: (r) => [received(r)] },
  ),
  'server-social-kb': {
    sources: [results('social-500'), results('social-500-again')],
    text: (...runs) =>
      `+${range(
        runs.map((r) => r.socialDifferences[0].kbPerRoom),
        0,
      )} KB a room`,
  },
  'server-social-cpu': {
    sources: [results('social-500'), results('social-500-again')],
    text: (...runs) =>
      `+${range(
        runs.map((r) => r.socialDifferences[0].serverCpuPct),
        0,
      )} points of one core's CPU`,
  },
  'server-social-p95': {
    sources: [results('social-500'), results('social-500-again')],
    text: (a, b) =>
      `${num(a.socialDifferences[0].rttP95Ms)} ms in one run and ${num(b.socialDifferences[0].rttP95Ms)} ms in the other`,
  },
  'server-load-saturated': loadTable('run (human pace: one move a second per room; full speed)', [
    ['10 rooms, full speed (10 s)', 'harness-10-full', 0],
    ['75 rooms, human pace', 'bots-quarter', 0],
    ['100 rooms, human pace', 'r100', 0],
    ['100 rooms, full speed', 'r100', 1],
    ['250 rooms, human pace', 'server', 0],
    ['500 rooms, human pace', 'server', 1],
    ['1000 rooms, human pace', 'server', 2],
    ['75 human rooms + 25 expert-bot rooms (a quarter)', 'bots-quarter', 1],
    ['with the bot threads at nice 10: 75 rooms', 'bots-quarter-nice', 0],
    ['with nice 10: 75 rooms + 25 expert-bot rooms', 'bots-quarter-nice', 1],
    ['again (nice 10): 75 rooms', 'bots-quarter-nice-2', 0],
    ['again (nice 10): 75 rooms + 25 expert-bot rooms', 'bots-quarter-nice-2', 1],
  ]),
  'server-load-later': loadTable('run (human pace), load average 3–5', [
    ['100 rooms (server under `--cpu-prof`)', 'r100-profiled-later', 0],
    ['250 rooms', 'r250-500-later', 0],
    ['500 rooms', 'r250-500-later', 1],
    ['1000 rooms', 'r1000-later', 0],
    ['75 rooms, bot threads at nice 0 (before the change)', 'bots-quarter-no-nice-later', 0],
    ['+ 25 expert-bot rooms, nice 0', 'bots-quarter-no-nice-later', 1],
    ['75 rooms, bot threads at nice 10', 'bots-quarter-nice-later', 0],
    ['+ 25 expert-bot rooms, nice 10', 'bots-quarter-nice-later', 1],
  ]),
  'server-loaders-3': loadTable('run (human pace), three load processes', [
    ['250 rooms', 'loaders-3', 0],
    ['500 rooms', 'loaders-3', 1],
    ['1000 rooms', 'loaders-3', 2],
  ]),
  'server-loaders-3-kb': {
    sources: [results('loaders-3')],
    text: ({ load }) =>
      `${range(
        load.map((r) => r.kbPerRoom),
        0,
      )} KB`,
  },
  'server-store': { sources: [results('server')], text: storeTable },
  'server-store-earlier': { sources: [results('harness-10-full')], text: storeTable },
  'server-bot-levels': { sources: [results('server')], text: botTable },
  'server-bot-cpu': {
    sources: [results('server')],
    text: ({ botLevels }) => {
      const [first, last] = [botLevels[0], botLevels.at(-1)];
      return `${num(first.cpuSecondsPerDeal, 3)} s (${first.level}) to ${num(last.cpuSecondsPerDeal)} s (${last.level})`;
    },
  },
  'server-abuse-before': abuseTable([
    ['abuse-2', "at the attack's rates"],
    ['abuse-flat-out', 'flat out'],
  ]),
  'server-abuse-after': abuseTable([['abuse', "at the attack's rates"]]),
  'server-abuse-after-costs': floodCosts('abuse', 'p95'),
  'server-abuse-48': abuseTable([['abuse-48', "at the attack's rates"]]),
  'server-abuse-48-costs': floodCosts('abuse-48', 'p95'),
  'server-abuse-48-day': { sources: [results('abuse-48')], text: (run) => day(run.started) },
  'server-abuse-before-costs': floodCosts('abuse-2', 'p95'),
  'server-abuse-flat-out-costs': floodCosts('abuse-flat-out', 'p95 up to'),
  'server-abuse-days': {
    sources: [results('abuse-2'), results('abuse')],
    text: (a, b) => (day(a.started) === day(b.started) ? day(a.started) : `${day(a.started)} and ${day(b.started)}`),
  },
};
