import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { DEFAULT_PROFILE } from '@birimba/ai';
import { escapeHtml, scriptJson } from '../src/html-page.js';
import { matchHtml, scoreDiffHistogram } from '../src/html-report.js';
import { CHARTS_SCRIPT } from '../src/report-charts.js';
import type { MatchReport } from '../src/results.js';
import { readJson, sim, tempDir } from './helpers/cli.js';

interface ReportData {
  bots: [string, string];
  scoreDiffHistogram: { start: number; width: number; counts: number[] };
  winRates: { name: string; winRate: number; winRateCI95: [number, number] }[];
  decisionMs: { name: string; p50: number; p95: number; count: number }[];
}

interface Bot {
  name: string;
  wins: number;
  draws: number;
  losses: number;
  winRate: number;
  winRateCI95: [number, number];
  decisionMs: { p50: number; p95: number; count: number };
}

interface Result {
  bots: Bot[];
  games: number;
  scoreDiffHistogram: { width: number; bins: Record<string, number> };
  results: { swapped: boolean; score: [number, number] }[];
}

/** The fine histogram of score differences, counted again from the records. */
function binsOf(r: Result): Record<string, number> {
  const bins: Record<string, number> = {};
  for (const g of r.results) {
    const k = String(
      Math.floor((g.swapped ? g.score[1] - g.score[0] : g.score[0] - g.score[1]) / r.scoreDiffHistogram.width),
    );
    bins[k] = (bins[k] ?? 0) + 1;
  }
  return bins;
}

/** The JSON of the page's <script type="application/json"> block. */
function embedded(html: string): ReportData {
  const m = /<script type="application\/json" id="report-data">([^<]*)<\/script>/.exec(html);
  expect(m).not.toBeNull();
  return JSON.parse(m?.[1] ?? '') as ReportData;
}

const CANVASES = ['score-diff-chart', 'win-rate-chart', 'decision-time-chart'];

function expectSelfContained(html: string): void {
  expect(html).toMatch(/^<!DOCTYPE html>/);
  expect(html).toContain('Chart.js v4.6.1');
  expect(html).toContain('new Chart(');
  expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
  expect(html).not.toMatch(/<link[^>]*href=/i);
  expect(html).not.toMatch(/(src|href)="https?:/i);
  for (const id of CANVASES) expect(html).toContain(`<canvas id="${id}">`);
}

describe('--report', () => {
  it('writes one self-contained HTML page whose chart data equal the --json result', async () => {
    const dir = tempDir();
    const run = await sim(
      'match',
      'random',
      'greedy',
      '--deals',
      '4',
      '--workers',
      '1',
      '--report',
      join(dir, 'out.html'),
      '--json',
      join(dir, 'r.json'),
    );
    expect(run.code).toBe(0);
    const html = readFileSync(join(dir, 'out.html'), 'utf8');
    expectSelfContained(html);
    const r = readJson<Result>(join(dir, 'r.json'));
    const data = embedded(html);
    expect(data.bots).toEqual(['random', 'greedy']);
    expect(data.winRates).toEqual(
      r.bots.map((b) => ({ name: b.name, winRate: b.winRate, winRateCI95: b.winRateCI95 })),
    );
    expect(data.decisionMs).toEqual(r.bots.map((b) => ({ name: b.name, ...b.decisionMs })));
    expect(r.scoreDiffHistogram.bins).toEqual(binsOf(r));
    expect(data.scoreDiffHistogram).toEqual(scoreDiffHistogram(r.scoreDiffHistogram));
    expect(data.scoreDiffHistogram.counts.reduce((s, n) => s + n, 0)).toBe(r.games);
    // The summary table holds the stdout summary's numbers (whatever the deals gave: read from the JSON).
    const [random] = r.bots as [Bot];
    const ci = new RegExp(
      `random\\s+${String(random.wins)}\\s+${String(random.draws)}\\s+${String(random.losses)}\\s+([\\d.]+ %)\\s+([\\d.]+ %–[\\d.]+ %)`,
    ).exec(run.stdout);
    expect(ci).not.toBeNull();
    expect(ci?.[1]).toBe(`${(100 * random.winRate).toFixed(1)} %`);
    expect(html).toContain(`<td class="num">${ci?.[1] ?? ''}</td><td class="num">${ci?.[2] ?? ''}</td>`);
    const diff = /score difference \(random − greedy\): .*/.exec(run.stdout)?.[0] ?? 'missing';
    expect(html).toContain(`<li>${diff}</li>`);
    expect(html).toContain('<td>seed</td><td>1 (deal i has seed 1 + i)</td>');
  });

  it('is written by merge too, with the numbers of the whole match', async () => {
    const dir = tempDir();
    const match = ['match', 'random', 'greedy', '--deals', '5', '--seed', '30', '--duplicate', '--workers', '1'];
    const runs = await Promise.all([
      sim(...match, '--json', join(dir, 'whole.json')),
      sim(...match, '--shard', '1/2', '--json', join(dir, 's1.json')),
      sim(...match, '--shard', '2/2', '--json', join(dir, 's2.json')),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
    const merged = await sim('merge', join(dir, 's1.json'), join(dir, 's2.json'), '--report', join(dir, 'merged.html'));
    expect(merged.code).toBe(0);
    const html = readFileSync(join(dir, 'merged.html'), 'utf8');
    expectSelfContained(html);
    const whole = readJson<Result>(join(dir, 'whole.json'));
    const data = embedded(html);
    expect(data.winRates).toEqual(
      whole.bots.map((b) => ({ name: b.name, winRate: b.winRate, winRateCI95: b.winRateCI95 })),
    );
    expect(data.scoreDiffHistogram).toEqual(scoreDiffHistogram(whole.scoreDiffHistogram));
  });

  it('escapes a bot spec with markup in it (a profile path)', async () => {
    const dir = tempDir();
    const profile = join(dir, '<b>&x.json');
    writeFileSync(profile, JSON.stringify(DEFAULT_PROFILE));
    const spec = `classic:profile=${profile},maxPlays=200`;
    const run = await sim('match', spec, 'random', '--deals', '1', '--workers', '1', '--report', join(dir, 'out.html'));
    expect(run.code).toBe(0);
    const html = readFileSync(join(dir, 'out.html'), 'utf8');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#60;b&#62;&#38;x.json');
    expect(embedded(html).bots[0]).toBe(spec);
  });

  it('is written by tournament too: every bot with its interval, every pairing', async () => {
    const dir = tempDir();
    const run = await sim(
      'tournament',
      'random',
      'greedy',
      'classic:maxPlays=100',
      '--deals',
      '2',
      '--workers',
      '1',
      '--report',
      join(dir, 't.html'),
      '--json',
      join(dir, 't.json'),
    );
    expect(run.code, run.stderr).toBe(0);
    const html = readFileSync(join(dir, 't.html'), 'utf8');
    expectSelfContained(html);
    const t = readJson<{ bots: Bot[]; matches: { bots: Bot[]; scoreDiff: { mean: number; stderr: number } }[] }>(
      join(dir, 't.json'),
    );
    const data = embedded(html) as unknown as {
      winRates: ReportData['winRates'];
      pairings: { name: string; mean: number }[];
    };
    expect(data.winRates).toEqual(
      t.bots.map((b) => ({ name: b.name, winRate: b.winRate, winRateCI95: b.winRateCI95 })),
    );
    expect(data.pairings.map((p) => [p.name, p.mean])).toEqual(
      t.matches.map((m) => [`${m.bots[0]?.name ?? ''} − ${m.bots[1]?.name ?? ''}`, m.scoreDiff.mean]),
    );
    expect(html).toContain('score difference per deal of the row against the column');
  });
});

describe('the HTML builder', () => {
  const dir = tempDir();
  const base = (async () => {
    const run = await sim('match', 'greedy', 'random', '--deals', '2', '--workers', '1', '--json', join(dir, 'r.json'));
    expect(run.code).toBe(0);
    return readJson<MatchReport>(join(dir, 'r.json'));
  })();

  it('escapes every text it inserts, in the page and in the embedded JSON', async () => {
    const r = await base;
    const evil = '</script><script>alert("x")</script>&<img src=x onerror=1>';
    const report: MatchReport = { ...r, bots: [{ ...r.bots[0], name: evil, options: { note: evil } }, r.bots[1]] };
    const html = matchHtml(report, '/* chart.js */');
    expect(html).not.toContain('alert("x")');
    expect(html).not.toContain('<img');
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html).toContain(escapeHtml(evil));
    expect(escapeHtml(evil)).not.toMatch(/[<>"]/);
    const data = embedded(html);
    expect(data.bots[0]).toBe(evil);
    expect(data.winRates[0]?.name).toBe(evil);
    expect(scriptJson({ s: '<\u2028>&' })).toBe('{"s":"\\u003c\\u2028\\u003e\\u0026"}');
  });

  it('inlines Chart.js from node_modules', async () => {
    const html = matchHtml(await base);
    expectSelfContained(html);
    expect(html.length).toBeGreaterThan(100_000);
    expect(html).not.toMatch(/<\/script(?![>])/i);
  });

  it('bins score differences at a round width', () => {
    // −715, −1145, −550, −945 and 0 in bins of 10 points.
    const fine = { width: 10, bins: { '-72': 1, '-115': 1, '-55': 1, '-95': 1, '0': 1 } };
    const h = scoreDiffHistogram(fine);
    expect(h.width).toBe(100);
    expect(h.start).toBe(-1200);
    expect(h.counts.reduce((s, n) => s + n, 0)).toBe(5);
    expect(h.counts[0]).toBe(1);
    expect(h.counts.at(-1)).toBe(1);
    expect(scoreDiffHistogram({ width: 10, bins: { '3': 2 } })).toEqual({ start: 30, width: 10, counts: [2] });
    expect(scoreDiffHistogram({ width: 10, bins: {} })).toEqual({ start: 0, width: 10, counts: [] });
  });
});

describe('the charts of the page', () => {
  /** Runs the page's chart script against a stand-in Chart.js and returns every chart it made. */
  function charts(data: unknown): {
    id: string;
    config: { data: { datasets: Record<string, unknown>[] }; plugins?: { afterDatasetsDraw: (c: unknown) => void }[] };
  }[] {
    const made: ReturnType<typeof charts> = [];
    const context = {
      document: {
        getElementById: (id: string) => (id === 'report-data' ? { textContent: JSON.stringify(data) } : { id }),
      },
      Chart: function Chart(canvas: { id: string }, config: never) {
        made.push({ id: canvas.id, config });
      },
    };
    runInNewContext(CHARTS_SCRIPT, context);
    return made;
  }

  const match = {
    bots: ['a', 'b'],
    scoreDiffHistogram: { start: -100, width: 50, counts: [1, 2, 3] },
    winRates: [
      { name: 'a', winRate: 0.6, winRateCI95: [0.5, 0.7] },
      { name: 'b', winRate: 0.4, winRateCI95: [0.3, 0.5] },
    ],
    matchWinRates: [
      { name: 'a', rate: 0.75, interval: [0.4, 0.9] },
      { name: 'b', rate: 0.25, interval: [0.1, 0.6] },
    ],
    decisionMs: [
      { name: 'a', p50: 1, p95: 2, count: 3 },
      { name: 'b', p50: 1, p95: 2, count: 3 },
    ],
  };

  it('draws intervals as whiskers over plain bars, never as floating bars', () => {
    const made = charts(match);
    expect(made.map((c) => c.id)).toEqual([
      'score-diff-chart',
      'win-rate-chart',
      'match-win-rate-chart',
      'decision-time-chart',
    ]);
    for (const c of made)
      for (const ds of c.config.data.datasets)
        expect((ds.data as unknown[]).every((x) => typeof x === 'number')).toBe(true);
    const rates = made.find((c) => c.id === 'win-rate-chart')!.config.data.datasets[0]!;
    expect(rates.data).toEqual([60, 40]);
    expect(rates.whiskers).toEqual([
      [50, 70],
      [30, 50],
    ]);
    expect(made.find((c) => c.id === 'match-win-rate-chart')!.config.data.datasets[0]!.whiskers).toEqual([
      [40, 90],
      [10, 60],
    ]);
  });

  it('draws each whisker from the low end to the high end of its bar’s interval, with caps', () => {
    const chart = charts(match).find((c) => c.id === 'win-rate-chart')!;
    const lines: [number, number, number, number][] = [];
    let from: [number, number] = [0, 0];
    const ctx = {
      save: () => undefined,
      restore: () => undefined,
      beginPath: () => undefined,
      stroke: () => undefined,
      moveTo: (x: number, y: number) => (from = [x, y]),
      lineTo: (x: number, y: number) => lines.push([...from, x, y]),
    };
    const pixel = (v: number): number => 1000 - 10 * v;
    chart.config.plugins![0]!.afterDatasetsDraw({
      ctx,
      scales: { y: { getPixelForValue: pixel } },
      data: chart.config.data,
      getDatasetMeta: () => ({
        data: [
          { x: 50, width: 40 },
          { x: 150, width: 40 },
        ],
      }),
    });
    // Per bar: the vertical line, then the caps at the high and the low end.
    expect(lines).toEqual([
      [50, pixel(70), 50, pixel(50)],
      [42, pixel(70), 58, pixel(70)],
      [42, pixel(50), 58, pixel(50)],
      [150, pixel(50), 150, pixel(30)],
      [142, pixel(50), 158, pixel(50)],
      [142, pixel(30), 158, pixel(30)],
    ]);
  });

  it('whiskers each pairing of a tournament with mean ± 1.96 standard errors', () => {
    const made = charts({
      ...match,
      matchWinRates: null,
      pairings: [{ name: 'a − b', mean: 12, stderr: 5, interval: [2.2, 21.8] }],
    });
    const diff = made.find((c) => c.id === 'score-diff-chart')!.config.data.datasets[0]!;
    expect(diff.data).toEqual([12]);
    expect(diff.whiskers).toEqual([[2.2, 21.8]]);
    expect(made.map((c) => c.id)).not.toContain('match-win-rate-chart');
  });
});
