import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { CHARTS_SCRIPT } from '../src/report-charts.js';

// The script that draws a page's charts, run against a stand-in Chart.js.

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
