// The match report as one self-contained HTML file (--report): Chart.js inlined from node_modules, the chart data
// embedded as JSON, the summary table and the match's settings. Opens without network access.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { MatchReport } from './results.js';
import { botTableRows, matchDetailLines, matchHeadline } from './report.js';
import { type Histogram, histogramCount, histogramQuantile, mergeHistograms } from './stats.js';
import { type TournamentReport, matrixRows, rankingRows, tournamentDetailLines, tournamentHeadline } from './tournament.js';

/** Text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/** JSON that is safe inside a <script> element: no `<`, `>`, `&` or line separators left as such. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Chart.js's browser (UMD) build, read from the installed package. */
export function chartJsSource(): string {
  // The package's exports map has no ./dist/* entry: find dist/ through its CommonJS entry point, dist/chart.cjs.
  const entry = createRequire(import.meta.url).resolve('chart.js');
  const code = readFileSync(join(dirname(entry), 'chart.umd.min.js'), 'utf8');
  return code.replace(/<\/(script)/gi, '<\\/$1');
}

export interface ScoreDiffHistogram {
  /** Bin i holds differences in [start + i·width, start + (i+1)·width). */
  readonly start: number;
  readonly width: number;
  readonly counts: number[];
}

/** Equal bins of a "nice" width (1, 2 or 5 × 10^k), about 20 of them over the range. */
export function scoreDiffHistogram(values: readonly number[]): ScoreDiffHistogram {
  if (values.length === 0) return { start: 0, width: 1, counts: [] };
  const min = Math.min(...values);
  const max = Math.max(...values);
  const rough = Math.max(1, (max - min) / 20);
  const power = 10 ** Math.floor(Math.log10(rough));
  const width = [1, 2, 5, 10].map((m) => m * power).find((w) => w >= rough) ?? 10 * power;
  const start = Math.floor(min / width) * width;
  const counts = new Array<number>(Math.floor((max - start) / width) + 1).fill(0);
  for (const v of values) {
    const i = Math.floor((v - start) / width);
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return { start, width, counts };
}

/** What the charts draw, embedded in the page as JSON. */
export interface ReportData {
  readonly bots: readonly [string, string];
  /** Per game, first bot's team total − second's, in deal order. */
  readonly scoreDiffs: number[];
  readonly scoreDiffHistogram: ScoreDiffHistogram;
  readonly winRates: { readonly name: string; readonly winRate: number; readonly winRateCI95: [number, number] }[];
  readonly decisionMs: { readonly name: string; readonly p50: number; readonly p95: number; readonly count: number }[];
}

export function reportData(r: MatchReport): ReportData {
  const scoreDiffs = r.results.map((g) => (g.swapped ? g.score[1] - g.score[0] : g.score[0] - g.score[1]));
  return {
    bots: [r.bots[0].name, r.bots[1].name],
    scoreDiffs,
    scoreDiffHistogram: scoreDiffHistogram(scoreDiffs),
    winRates: r.bots.map((b) => ({ name: b.name, winRate: b.winRate, winRateCI95: b.winRateCI95 })),
    decisionMs: r.bots.map((b) => ({ name: b.name, ...b.decisionMs })),
  };
}

/** A tournament's chart data: every bot's win rate and decision times, each pairing's mean score difference. */
export interface TournamentData {
  readonly bots: readonly string[];
  readonly winRates: ReportData['winRates'];
  readonly decisionMs: ReportData['decisionMs'];
  /** Per pairing: first bot's team total − second's, mean ± standard error over deals, and mean ± 1.96 standard errors. */
  readonly pairings: { readonly name: string; readonly mean: number; readonly stderr: number; readonly interval: [number, number] }[];
}

export function tournamentData(t: TournamentReport): TournamentData {
  const decisionMs = t.bots.map((bot) => {
    const histogram: Histogram = {};
    for (const m of t.matches) for (const b of m.bots) if (b.name === bot.name) mergeHistograms(histogram, b.decisionHistogram);
    return { name: bot.name, p50: histogramQuantile(histogram, 0.5), p95: histogramQuantile(histogram, 0.95), count: histogramCount(histogram) };
  });
  return {
    bots: t.bots.map((b) => b.name),
    winRates: t.bots.map((b) => ({ name: b.name, winRate: b.winRate, winRateCI95: b.winRateCI95 })),
    decisionMs,
    pairings: t.matches.map((m) => ({
      name: `${m.bots[0].name} − ${m.bots[1].name}`,
      mean: m.scoreDiff.mean,
      stderr: m.scoreDiff.stderr,
      interval: [m.scoreDiff.mean - 1.959964 * m.scoreDiff.stderr, m.scoreDiff.mean + 1.959964 * m.scoreDiff.stderr],
    })),
  };
}

// Runs in the browser: draws the three charts from the embedded data.
const CHARTS_SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('report-data').textContent);
  var palette = ['rgba(54, 112, 198, 0.75)', 'rgba(214, 110, 40, 0.75)', 'rgba(60, 150, 80, 0.75)', 'rgba(170, 60, 150, 0.75)', 'rgba(200, 170, 40, 0.75)', 'rgba(90, 90, 90, 0.75)'];
  var colours = data.winRates.map(function (_, i) { return palette[i % palette.length]; });
  var h = data.scoreDiffHistogram;
  if (data.pairings) {
    new Chart(document.getElementById('score-diff-chart'), {
      type: 'bar',
      data: {
        labels: data.pairings.map(function (p) { return p.name; }),
        datasets: [
          { label: 'mean score difference per deal', data: data.pairings.map(function (p) { return p.mean; }), backgroundColor: 'rgba(90, 90, 90, 0.6)', barPercentage: 0.6, order: 1 },
          { label: 'mean \u00b1 1.96 standard errors', data: data.pairings.map(function (p) { return p.interval; }), backgroundColor: 'rgba(0, 0, 0, 0.6)', barPercentage: 0.08, order: 0 }
        ]
      },
      options: { animation: false, maintainAspectRatio: false, scales: { x: { stacked: true }, y: { stacked: false, title: { display: true, text: 'first bot \u2212 second bot' } } } }
    });
  } else new Chart(document.getElementById('score-diff-chart'), {
    type: 'bar',
    data: {
      labels: h.counts.map(function (_, i) { var lo = h.start + i * h.width; return h.width === 1 ? String(lo) : lo + ' to ' + (lo + h.width - 1); }),
      datasets: [{ label: 'games', data: h.counts, backgroundColor: 'rgba(90, 90, 90, 0.7)', barPercentage: 1, categoryPercentage: 1 }]
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      plugins: { legend: { display: false } },
      scales: {
        x: { title: { display: true, text: 'score difference per game (' + data.bots[0] + ' \\u2212 ' + data.bots[1] + ')' } },
        y: { beginAtZero: true, title: { display: true, text: 'games' }, ticks: { precision: 0 } }
      }
    }
  });
  new Chart(document.getElementById('win-rate-chart'), {
    type: 'bar',
    data: {
      labels: data.winRates.map(function (b) { return b.name; }),
      datasets: [
        { label: 'win rate', data: data.winRates.map(function (b) { return 100 * b.winRate; }), backgroundColor: colours, barPercentage: 0.6, order: 1 },
        { label: '95 % Wilson interval', data: data.winRates.map(function (b) { return [100 * b.winRateCI95[0], 100 * b.winRateCI95[1]]; }),
          backgroundColor: 'rgba(0, 0, 0, 0.6)', barPercentage: 0.08, order: 0 }
      ]
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      // The interval is drawn over its bot's bar (stacked on x only: the same slot, values not added up).
      scales: { x: { stacked: true }, y: { min: 0, max: 100, stacked: false, title: { display: true, text: 'win rate (%)' } } },
      plugins: { tooltip: { callbacks: { label: function (c) {
        var v = c.raw; return Array.isArray(v) ? '95 % CI ' + v[0].toFixed(1) + ' \\u2013 ' + v[1].toFixed(1) + ' %' : 'win rate ' + v.toFixed(1) + ' %';
      } } } }
    }
  });
  new Chart(document.getElementById('decision-time-chart'), {
    type: 'bar',
    data: {
      labels: data.decisionMs.map(function (b) { return b.name; }),
      datasets: [
        { label: 'p50', data: data.decisionMs.map(function (b) { return b.p50; }), backgroundColor: 'rgba(54, 112, 198, 0.75)' },
        { label: 'p95', data: data.decisionMs.map(function (b) { return b.p95; }), backgroundColor: 'rgba(214, 110, 40, 0.75)' }
      ]
    },
    options: { animation: false, maintainAspectRatio: false, scales: { y: { beginAtZero: true, title: { display: true, text: 'decision time (ms)' } } } }
  });
})();
`;

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 60em; padding: 0 1em; color: #222; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.chart { position: relative; height: 22em; margin: 1em 0 2em; }
pre { background: #f5f5f5; padding: 0.6em; overflow-x: auto; }
`;

function htmlTable(rows: readonly (readonly string[])[], left = 1): string {
  const [header = [], ...body] = rows;
  const head = `<tr>${header.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr>`;
  const lines = body.map((row) => `<tr>${row.map((c, i) => (i < left ? `<td>${escapeHtml(c)}</td>` : `<td class="num">${escapeHtml(c)}</td>`)).join('')}</tr>`);
  return `<table>\n${head}\n${lines.join('\n')}\n</table>`;
}

/** A self-contained page: the charts' data as JSON, Chart.js and the drawing script inlined after the body. */
function htmlPage(title: string, heading: string, body: string, data: unknown, chartJs: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>birimba-sim: ${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(heading)}</h1>
${body}<script type="application/json" id="report-data">${scriptJson(data)}</script>
<script>${chartJs}</script>
<script>${CHARTS_SCRIPT}</script>
</body>
</html>
`;
}

/** The whole page; `chartJs` is the Chart.js UMD build to inline. */
export function matchHtml(r: MatchReport, chartJs: string = chartJsSource()): string {
  const [a, b] = r.bots;
  const title = `${a.name} vs ${b.name}`;
  const settings: string[][] = [
    ['setting', 'value'],
    ['seed', `${String(r.seed)} (deal i has seed ${String(r.seed)} + i)`],
    ['deals', `${String(r.deals)} finished of ${String(r.dealsPlanned)} planned`],
    ['games', String(r.games)],
    ['duplicate', r.duplicate ? 'yes: every deal twice, teams swapped' : 'no'],
    ['shard', r.shard ?? 'whole match'],
    ...r.bots.map((bot, i) => [`bot ${String(i + 1)}`, `${bot.name} (kind ${bot.kind}, options ${JSON.stringify(bot.options)})`]),
  ];
  return htmlPage(title, `birimba-sim match: ${title}`, `<p>${escapeHtml(matchHeadline(r))}</p>
<h2>Summary</h2>
${htmlTable(botTableRows(r))}
<ul>
${matchDetailLines(r)
  .map((line) => `<li>${escapeHtml(line)}</li>`)
  .join('\n')}
</ul>
<h2>Score difference per game</h2>
<p>${escapeHtml(`${a.name}'s team total − ${b.name}'s, one count per game (the summary's mean ± standard error averages a duplicate deal's two games first).`)}</p>
<div class="chart"><canvas id="score-diff-chart"></canvas></div>
<h2>Win rates with 95 % Wilson intervals</h2>
<p>Win rate = (wins + ½ draws) / games; the thin dark bar spans the 95 % Wilson score interval.</p>
<div class="chart"><canvas id="win-rate-chart"></canvas></div>
<h2>Decision times</h2>
<p>Median (p50) and 95th percentile (p95) of the time a bot took per decision, in milliseconds (read off a histogram of 5 % bins).</p>
<div class="chart"><canvas id="decision-time-chart"></canvas></div>
<h2>Match</h2>
${htmlTable(settings, 2)}
<h3>Rules</h3>
<pre>${escapeHtml(JSON.stringify(r.rules, null, 2))}</pre>
`, reportData(r), chartJs);
}

/** The tournament's page: the ranking and the pairings' matrix, win rates, decision times, score differences. */
export function tournamentHtml(t: TournamentReport, chartJs: string = chartJsSource()): string {
  const title = `tournament of ${String(t.bots.length)} bots`;
  const settings: string[][] = [
    ['setting', 'value'],
    ['seed', `${String(t.seed)} (deal i has seed ${String(t.seed)} + i)`],
    ['deals', `${String(t.deals)} per pairing, each played twice (teams swapped)`],
    ['games', String(t.games)],
    ...t.bots.map((bot, i) => [`bot ${String(i + 1)}`, `${bot.name} (kind ${bot.kind}, options ${JSON.stringify(bot.options)})`]),
  ];
  return htmlPage(title, `birimba-sim ${title}`, `<p>${escapeHtml(tournamentHeadline(t))}</p>
<h2>Ranking</h2>
${htmlTable(rankingRows(t), 2)}
<h3>Win rate of the row against the column (95 % CI)</h3>
${htmlTable(matrixRows(t))}
<ul>
${tournamentDetailLines(t)
  .map((line) => `<li>${escapeHtml(line)}</li>`)
  .join('\n')}
</ul>
<h2>Score difference per pairing</h2>
<p>First bot's team total − second's, averaged per deal (a duplicate deal's two games first); the thin dark bar spans the mean ± 1.96 standard errors.</p>
<div class="chart"><canvas id="score-diff-chart"></canvas></div>
<h2>Win rates with 95 % Wilson intervals</h2>
<p>Win rate = (wins + ½ draws) / games over all of a bot's pairings; the thin dark bar spans the 95 % Wilson score interval.</p>
<div class="chart"><canvas id="win-rate-chart"></canvas></div>
<h2>Decision times</h2>
<p>Median (p50) and 95th percentile (p95) of the time a bot took per decision over all its pairings, in milliseconds (read off a histogram of 5 % bins).</p>
<div class="chart"><canvas id="decision-time-chart"></canvas></div>
<h2>Tournament</h2>
${htmlTable(settings, 2)}
<h3>Rules</h3>
<pre>${escapeHtml(JSON.stringify(t.rules, null, 2))}</pre>
`, tournamentData(t), chartJs);
}
