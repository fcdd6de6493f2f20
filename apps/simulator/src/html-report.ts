// The match and tournament reports (--report): the summary tables, the settings and the charts of each, with the
// data the charts draw (embedded as JSON in the page; html-page.ts makes the page).

import { chartJsSource, escapeHtml, htmlPage, htmlTable } from './html-page.js';
import { CHARTS_SCRIPT } from './report-charts.js';
import type { MatchReport } from './results.js';
import { botTableRows, duplicateText, formName, matchDetailLines, matchHeadline } from './report.js';
import type { Players } from '@birimba/engine';
import { type Histogram, Z95, histogramCount, histogramQuantile, mergeHistograms } from './stats.js';
import {
  type TournamentReport,
  matrixRows,
  matrixTitle,
  rankingRows,
  tournamentDetailLines,
  tournamentHeadline,
} from './tournament.js';

export interface ScoreDiffHistogram {
  /** Bin i holds differences in [start + i·width, start + (i+1)·width). */
  readonly start: number;
  readonly width: number;
  readonly counts: number[];
}

/**
 * The result's fine histogram (bins of `width` points, sparse) re-binned at a "nice" width (a multiple of the fine
 * one: 1, 2 or 5 × 10^k of it), about 20 bins over the range.
 */
export function scoreDiffHistogram(fine: {
  readonly width: number;
  readonly bins: Readonly<Histogram>;
}): ScoreDiffHistogram {
  const bins = Object.entries(fine.bins).map(([k, n]) => [Number(k), n] as const);
  if (bins.length === 0) return { start: 0, width: fine.width, counts: [] };
  const min = Math.min(...bins.map(([k]) => k)) * fine.width;
  const max = Math.max(...bins.map(([k]) => k)) * fine.width;
  const rough = Math.max(1, (max - min) / 20 / fine.width);
  const power = 10 ** Math.floor(Math.log10(rough));
  const width = fine.width * ([1, 2, 5, 10].map((m) => m * power).find((w) => w >= rough) ?? 10 * power);
  const start = Math.floor(min / width) * width;
  const counts = new Array<number>(Math.floor((max - start) / width) + 1).fill(0);
  for (const [k, n] of bins) {
    const i = Math.floor((k * fine.width - start) / width);
    counts[i] = (counts[i] ?? 0) + n;
  }
  return { start, width, counts };
}

/** A rate with its 95 % interval, as the charts draw it (a bar and a whisker). */
export interface RateWithInterval {
  readonly name: string;
  readonly rate: number;
  readonly interval: [number, number];
}

/** What the charts draw, embedded in the page as JSON. */
export interface ReportData {
  readonly bots: readonly [string, string];
  readonly scoreDiffHistogram: ScoreDiffHistogram;
  readonly winRates: { readonly name: string; readonly winRate: number; readonly winRateCI95: [number, number] }[];
  /** Under a match target: each bot's match win rate; else null. */
  readonly matchWinRates: RateWithInterval[] | null;
  readonly decisionMs: { readonly name: string; readonly p50: number; readonly p95: number; readonly count: number }[];
}

export function reportData(r: MatchReport): ReportData {
  return {
    // The score difference is the first bot's against the others': with three bots, the two others'.
    bots: [
      r.bots[0].name,
      r.bots
        .slice(1)
        .map((b) => b.name)
        .join(' and '),
    ],
    scoreDiffHistogram: scoreDiffHistogram(r.scoreDiffHistogram),
    winRates: r.bots.map((b) => ({ name: b.name, winRate: b.winRate, winRateCI95: b.winRateCI95 })),
    matchWinRates:
      r.target === null
        ? null
        : r.bots.map((b) => ({ name: b.name, rate: b.matchWinRate ?? 0, interval: b.matchWinRateCI95 ?? [0, 1] })),
    decisionMs: r.bots.map((b) => ({ name: b.name, ...b.decisionMs })),
  };
}

/** A tournament's chart data: every bot's win rate and decision times, each pairing's mean score difference. */
export interface TournamentData {
  readonly bots: readonly string[];
  readonly winRates: ReportData['winRates'];
  readonly matchWinRates: ReportData['matchWinRates'];
  readonly decisionMs: ReportData['decisionMs'];
  /** Per pairing: first bot's team total − second's, mean ± standard error over deals, and mean ± 1.96 standard errors. */
  readonly pairings: {
    readonly name: string;
    readonly mean: number;
    readonly stderr: number;
    readonly interval: [number, number];
  }[];
}

export function tournamentData(t: TournamentReport): TournamentData {
  const decisionMs = t.bots.map((bot) => {
    const histogram: Histogram = {};
    for (const m of t.matches)
      for (const b of m.bots) if (b.name === bot.name) mergeHistograms(histogram, b.decisionHistogram);
    return {
      name: bot.name,
      p50: histogramQuantile(histogram, 0.5),
      p95: histogramQuantile(histogram, 0.95),
      count: histogramCount(histogram),
    };
  });
  return {
    bots: t.bots.map((b) => b.name),
    winRates: t.bots.map((b) => ({ name: b.name, winRate: b.winRate, winRateCI95: b.winRateCI95 })),
    matchWinRates:
      t.target === null
        ? null
        : t.bots.map((b) => ({ name: b.name, rate: b.matchWinRate ?? 0, interval: b.matchWinRateCI95 ?? [0, 1] })),
    decisionMs,
    pairings: t.matches.map((m) => ({
      name: `${m.bots[0].name} − ${m.bots[1].name}`,
      mean: m.scoreDiff.mean,
      stderr: m.scoreDiff.stderr,
      interval: [m.scoreDiff.mean - Z95 * m.scoreDiff.stderr, m.scoreDiff.mean + Z95 * m.scoreDiff.stderr],
    })),
  };
}

/** The form as a settings row: none for the common four players (the page as it always was). */
const playersRow = (players: Players): string[][] => (players === 4 ? [] : [['players', formName(players)]]);

/** `twice, teams swapped` (or `twice (teams swapped)`): how a duplicate unit is played again. */
const duplicateWords = (players: Players, bracketed = false): string => {
  const { times, how } = duplicateText(players);
  return bracketed ? `${times} (${how})` : `${times}, ${how}`;
};

/** The whole page; `chartJs` is the Chart.js UMD build to inline. */
export function matchHtml(r: MatchReport, chartJs: string = chartJsSource()): string {
  const [a] = r.bots;
  const b = {
    name: r.bots
      .slice(1)
      .map((bot) => bot.name)
      .join(' and '),
  };
  const title = r.bots.map((bot) => bot.name).join(' vs ');
  const settings: string[][] = [
    ['setting', 'value'],
    ['seed', `${String(r.seed)} (${r.target === null ? 'deal' : 'match'} i has seed ${String(r.seed)} + i)`],
    [
      r.target === null ? 'deals' : 'matches',
      `${String(r.deals)} finished of ${String(r.dealsPlanned)} planned${r.units === undefined ? '' : `: ${String(r.units.complete)} complete, ${String(r.units.incomplete)} incomplete (a game lost: left out of every figure)`}`,
    ],
    ...(r.target === null ? [] : [['target', String(r.target)]]),
    ['games', `${String(r.games)} deals played`],
    ...playersRow(r.rules.players),
    ['duplicate', r.duplicate ? `yes: every deal ${duplicateWords(r.rules.players)}` : 'no'],
    ['shard', r.shard ?? 'whole match'],
    ...r.bots.map((bot, i) => [
      `bot ${String(i + 1)}`,
      `${bot.name} (kind ${bot.kind}, options ${JSON.stringify(bot.options)})`,
    ]),
  ];
  return htmlPage(
    title,
    `birimba-sim match: ${title}`,
    `<p>${escapeHtml(matchHeadline(r))}</p>
<h2>Summary</h2>
${htmlTable(botTableRows(r))}
<ul>
${matchDetailLines(r)
  .map((line) => `<li>${escapeHtml(line)}</li>`)
  .join('\n')}
</ul>
<h2>Score difference per deal</h2>
<p>${escapeHtml(`${a.name}'s team total − ${b.name}'s, one count per deal played (the summary's mean ± standard error averages a unit's games first).`)}</p>
<div class="chart"><canvas id="score-diff-chart"></canvas></div>
${
  r.target === null
    ? ''
    : `<h2>Match win rates</h2>
<p>Matches won / matches played to ${String(r.target)}; the whisker spans the 95 % interval (Wilson's, with the effective number of independent matches: the two matches of a duplicate pair share their deals).</p>
<div class="chart"><canvas id="match-win-rate-chart"></canvas></div>
`
}<h2>Win rates per deal</h2>
<p>Win rate = (wins + ½ draws) / deals played; the whisker spans the 95 % interval (Wilson's, with the effective number of independent deals: ${r.duplicate ? "a duplicate deal's two games are not independent" : 'each game one trial'}).</p>
<div class="chart"><canvas id="win-rate-chart"></canvas></div>
<h2>Decision times</h2>
<p>Median (p50) and 95th percentile (p95) of the time a bot took per decision, in milliseconds (read off a histogram of 5 % bins).</p>
<div class="chart"><canvas id="decision-time-chart"></canvas></div>
<h2>Match</h2>
${htmlTable(settings, 2)}
<h3>Rules</h3>
<pre>${escapeHtml(JSON.stringify(r.rules, null, 2))}</pre>
`,
    reportData(r),
    chartJs,
    CHARTS_SCRIPT,
  );
}

/** The tournament's page: the ranking and the pairings' matrix, win rates, decision times, score differences. */
export function tournamentHtml(t: TournamentReport, chartJs: string = chartJsSource()): string {
  const title = `tournament of ${String(t.bots.length)} bots`;
  const settings: string[][] = [
    ['setting', 'value'],
    ['seed', `${String(t.seed)} (${t.target === null ? 'deal' : 'match'} i has seed ${String(t.seed)} + i)`],
    [
      t.target === null ? 'deals' : 'matches',
      `${String(t.deals)} per pairing, each played ${duplicateWords(t.rules.players, true)}`,
    ],
    ...(t.target === null ? [] : [['target', String(t.target)]]),
    ...playersRow(t.rules.players),
    ['games', `${String(t.games)} deals played`],
    ...t.bots.map((bot, i) => [
      `bot ${String(i + 1)}`,
      `${bot.name} (kind ${bot.kind}, options ${JSON.stringify(bot.options)})`,
    ]),
  ];
  return htmlPage(
    title,
    `birimba-sim ${title}`,
    `<p>${escapeHtml(tournamentHeadline(t))}</p>
<h2>Ranking</h2>
${htmlTable(rankingRows(t), 2)}
<h3>${escapeHtml(matrixTitle(t).replace(/:$/, ''))}</h3>
${htmlTable(matrixRows(t))}
<ul>
${tournamentDetailLines(t)
  .map((line) => `<li>${escapeHtml(line)}</li>`)
  .join('\n')}
</ul>
<h2>Score difference per pairing</h2>
<p>First bot's team total − second's, averaged per deal (a duplicate deal's two games first); the whisker spans the mean ± 1.96 standard errors.</p>
<div class="chart"><canvas id="score-diff-chart"></canvas></div>
${
  t.target === null
    ? ''
    : `<h2>Match win rates</h2>
<p>Matches won / matches played over all of a bot's pairings; the whisker spans the 95 % interval.</p>
<div class="chart"><canvas id="match-win-rate-chart"></canvas></div>
`
}<h2>Win rates per deal</h2>
<p>Win rate = (wins + ½ draws) / deals played over all of a bot's pairings; the whisker spans the 95 % interval (Wilson's, with the effective number of independent deals).</p>
<div class="chart"><canvas id="win-rate-chart"></canvas></div>
<h2>Decision times</h2>
<p>Median (p50) and 95th percentile (p95) of the time a bot took per decision over all its pairings, in milliseconds (read off a histogram of 5 % bins).</p>
<div class="chart"><canvas id="decision-time-chart"></canvas></div>
<h2>Tournament</h2>
${htmlTable(settings, 2)}
<h3>Rules</h3>
<pre>${escapeHtml(JSON.stringify(t.rules, null, 2))}</pre>
`,
    tournamentData(t),
    chartJs,
    CHARTS_SCRIPT,
  );
}
