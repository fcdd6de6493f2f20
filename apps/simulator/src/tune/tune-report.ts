// What a tuning run tells: a summary on stdout, the checkpoint read back for --resume, and the --report page with
// the fitness of every generation (Chart.js, as the match reports).

import { type ClassicProfile, loadProfile, profileGenome } from '@birimba/ai';
import { counted } from '../counted.js';
import { UsageError, messageOf } from '../errors.js';
import { readJsonFile } from '../files.js';
import { chartJsSource, escapeHtml, htmlPage, htmlTable } from '../html-page.js';
import { table } from '../report.js';
import { TUNE_FORMAT, TUNE_VERSION, type TuneSettings, type TuneState } from './tune.js';
import { TUNE_NUMBERS, checkTuneSettings } from '../cli/options.js';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isNumbers = (v: unknown, n?: number): v is number[] =>
  Array.isArray(v) &&
  (n === undefined || v.length === n) &&
  v.every((x) => typeof x === 'number' && Number.isFinite(x));

/** A checkpoint file, checked whole: its settings, base profile, population and history. */
export function readState(path: string): TuneState {
  const data = readJsonFile(path, 'checkpoint');
  const bad = (why: string): never => {
    throw new UsageError(`${path} is not a birimba-sim tune checkpoint: ${why}`);
  };
  if (!isObject(data)) return bad('not a JSON object');
  if (data.format !== TUNE_FORMAT) return bad(`format is not "${TUNE_FORMAT}"`);
  if (data.version !== TUNE_VERSION) return bad(`version is not ${String(TUNE_VERSION)}`);
  const s = data.settings;
  if (!isObject(s)) return bad('"settings" is missing');
  // The settings are checked by the command line's own parsers: what the command line refuses, a checkpoint cannot
  // bring in.
  for (const [k, parse] of Object.entries(TUNE_NUMBERS)) {
    const v = s[k];
    if (typeof v !== 'number') return bad(`settings.${k} is not a number`);
    try {
      if (parse(String(v)) !== v) return bad(`settings.${k} is not ${String(parse(String(v)))}`);
    } catch (e) {
      return bad(`settings.${k}: ${messageOf(e).replace(/\.$/, '')}`);
    }
  }
  if (typeof s.opponent !== 'string' || (s.fitness !== 'plain' && s.fitness !== 'pessimistic'))
    return bad('settings.opponent or settings.fitness is malformed');
  try {
    checkTuneSettings(s as unknown as TuneSettings);
  } catch (e) {
    return bad(`its settings: ${messageOf(e)}`);
  }
  let base: ClassicProfile;
  try {
    base = loadProfile(data.base);
  } catch (e) {
    return bad(`its base profile is refused (${messageOf(e)})`);
  }
  const n = profileGenome(base).genes.length;
  if (
    !Number.isSafeInteger(data.generation) ||
    (data.generation as number) < 0 ||
    (data.generation as number) > (s.generations as number)
  ) {
    return bad('"generation" is out of range');
  }
  if (
    !Array.isArray(data.population) ||
    data.population.length !== s.population ||
    !data.population.every((g) => isNumbers(g, n))
  ) {
    return bad(`"population" is not ${String(s.population)} genomes of ${String(n)} numbers`);
  }
  if (!Array.isArray(data.history) || data.history.length !== data.generation)
    return bad('"history" does not hold one record per generation done');
  const numbers = ['best', 'mean', 'median', 'worst', 'seconds'] as const;
  for (const [g, h] of (data.history as unknown[]).entries()) {
    const where = `history record ${String(g)}`;
    if (!isObject(h)) return bad(`${where} is not an object`);
    if (h.generation !== g) return bad(`${where}: "generation" is not ${String(g)}`);
    if (!isNumbers(h.seeds, 2)) return bad(`${where}: "seeds" is not two numbers`);
    if (!isNumbers(h.fitness, s.population) || !isNumbers(h.stderr, s.population))
      return bad(`${where}: "fitness" or "stderr" is not ${String(s.population)} numbers`);
    if (!isNumbers(h.bestGenes, n)) return bad(`${where}: "bestGenes" is not ${String(n)} numbers`);
    for (const k of numbers) if (!isNumbers([h[k]])) return bad(`${where}: "${k}" is not a number`);
    if (h.elite !== null && !isNumbers([h.elite])) return bad(`${where}: "elite" is not a number or null`);
    if (!Number.isSafeInteger(h.failures) || (h.failures as number) < 0)
      return bad(`${where}: "failures" is not a count`);
  }
  return data as unknown as TuneState;
}

const sign = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;

/** The fitness table, header first. */
export function historyRows(state: TuneState): string[][] {
  return [
    ['generation', 'seeds', 'best', 'median', 'mean', 'worst', 'last best again', 'seconds'],
    ...state.history.map((h) => [
      String(h.generation + 1),
      `${String(h.seeds[0])}–${String(h.seeds[1])}`,
      sign(h.best),
      sign(h.median),
      sign(h.mean),
      sign(h.worst),
      h.elite === null ? '—' : sign(h.elite),
      h.seconds.toFixed(0),
    ]),
  ];
}

/** The genes that moved furthest from the base in the best genome, as a share of their range. */
export function changedGenes(state: TuneState, count = 15): string[][] {
  const last = state.history[state.history.length - 1];
  if (last === undefined) return [['gene', 'base', 'tuned']];
  const genome = profileGenome(state.base);
  const base = genome.encode(state.base);
  const moved = genome.genes
    .map((g, i) => ({ g, from: base[i] as number, to: last.bestGenes[i] as number }))
    .map((x) => ({ ...x, share: Math.abs(x.to - x.from) / (x.g.hi - x.g.lo) }))
    .filter((x) => x.share > 0)
    .sort((a, b) => b.share - a.share)
    .slice(0, count);
  const fmt = (x: number): string => String(Math.round(x * 1000) / 1000);
  // A rule by its id, not its index: play.rules.keep-near-runs.then.nearRuns.
  const name = (path: readonly (string | number)[]): string =>
    path
      .map((k, i) =>
        i === 2 && path[1] === 'rules'
          ? (state.base[path[0] as 'play' | 'draw' | 'discard'].rules[k as number]?.id ?? k)
          : k,
      )
      .join('.');
  return [['gene', 'base', 'tuned'], ...moved.map((x) => [name(x.g.path), fmt(x.from), fmt(x.to)])];
}

export function tuneSummary(state: TuneState): string {
  const s = state.settings;
  const head =
    `tune: ${String(state.generation)} of ${counted(s.generations, 'generation')} of ` +
    `${counted(s.population, 'genome')}, ${counted(s.deals, 'duplicate deal')} each against ${s.opponent} ` +
    `(${s.fitness} fitness), seed ${String(s.seed)}`;
  return [
    head,
    '',
    table(historyRows(state)),
    '',
    'the genes the best genome moved most:',
    table(changedGenes(state), 1),
  ].join('\n');
}

const TUNE_SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('report-data').textContent);
  var labels = data.generations.map(function (g) { return String(g); });
  var line = function (label, values, colour, dash) {
    return { label: label, data: values, borderColor: colour, backgroundColor: colour, borderDash: dash || [], tension: 0, spanGaps: true };
  };
  new Chart(document.getElementById('fitness-chart'), {
    type: 'line',
    data: {
      labels: labels,
      datasets: [
        line('best', data.best, 'rgba(54, 112, 198, 1)'),
        line('median', data.median, 'rgba(90, 90, 90, 1)'),
        line('worst', data.worst, 'rgba(214, 110, 40, 1)'),
        line('last best, evaluated again', data.elite, 'rgba(60, 150, 80, 1)', [6, 4])
      ]
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      scales: {
        x: { title: { display: true, text: 'generation' } },
        y: { title: { display: true, text: 'mean score difference per deal against ' + data.opponent } }
      }
    }
  });
})();
`;

/** The --report page: fitness per generation, the table, the settings and the genes moved most. */
export function tuneHtml(state: TuneState, chartJs: string = chartJsSource()): string {
  const s = state.settings;
  const settings = [
    ['setting', 'value'],
    ['population', String(s.population)],
    ['generations', `${String(state.generation)} done of ${String(s.generations)}`],
    ['deals', `${counted(s.deals, 'duplicate deal')} per genome per generation`],
    ['opponent', s.opponent],
    ['fitness', s.fitness],
    ['seed', String(s.seed)],
    ['crossover', String(s.crossover)],
    ['mutation', String(s.mutation)],
    ['elite', String(s.elite)],
  ];
  const data = {
    opponent: s.opponent,
    generations: state.history.map((h) => h.generation + 1),
    best: state.history.map((h) => h.best),
    median: state.history.map((h) => h.median),
    worst: state.history.map((h) => h.worst),
    elite: state.history.map((h) => h.elite),
  };
  const about =
    `${String(s.population)} genomes a generation, each playing the same ${counted(s.deals, 'duplicate deal')} ` +
    `against ${s.opponent}; fitness = mean score difference per deal (${s.fitness}).`;
  const body = `<p>${escapeHtml(about)}</p>
<h2>Fitness per generation</h2>
<div class="chart"><canvas id="fitness-chart"></canvas></div>
${htmlTable(historyRows(state))}
<h2>The genes the best genome moved most</h2>
${htmlTable(changedGenes(state, 40))}
<h2>Settings</h2>
${htmlTable(settings, 2)}
`;
  return htmlPage('tune', 'birimba-sim tune', body, data, chartJs, TUNE_SCRIPT);
}
