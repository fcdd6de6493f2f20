import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PROFILE } from '@birimba/ai';
import { readJson, sim, tempDir } from './helpers/cli.js';
import { type ReportData, embedded, expectSelfContained } from './helpers/page.js';

// --report of match, merge and tournament: one self-contained page whose numbers are the run's.

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

/** Each record's score difference: the first bot's team total − the second's. */
const differences = (r: Result): number[] =>
  r.results.map((g) => (g.swapped ? g.score[1] - g.score[0] : g.score[0] - g.score[1]));

/** Every bin counts exactly the differences in [low, low + width), and every difference is in a bin. */
function expectHistogramOf(values: number[], bins: { low: number; width: number; count: number }[]): void {
  for (const b of bins) expect(b.count).toBe(values.filter((d) => d >= b.low && d < b.low + b.width).length);
  expect(bins.reduce((s, b) => s + b.count, 0)).toBe(values.length);
}

/** The cells of the page's table after the heading `title`, a row each (header first). */
function htmlRows(html: string, title: string): string[][] {
  const table = html.slice(html.indexOf(`<h2>${title}</h2>`)).split('</table>')[0] ?? '';
  return [...table.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1] ?? ''),
  );
}

/** The first `count` rows of the stdout summary's table (after its headline and a blank line), cell by cell. */
const stdoutRows = (stdout: string, count: number): string[][] =>
  stdout
    .split('\n')
    .slice(2, 2 + count)
    .map((line) => line.trim().split(/ {2,}/));

/** The numbers of a cell that holds percentages (`55.0 %`, `45.2 %–64.4 %`). */
const percentages = (cell: string | undefined): number[] => [...(cell ?? '').matchAll(/[\d.]+(?= %)/g)].map(Number);
/** A number as it reads printed to one decimal. */
const roughly = (x: number): number => Math.round(10 * x) / 10;

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
    // Both histograms, the result's 10-point bins and the page's coarser ones, count the records' differences.
    const fine = r.scoreDiffHistogram;
    expectHistogramOf(
      differences(r),
      Object.entries(fine.bins).map(([k, count]) => ({ low: Number(k) * fine.width, width: fine.width, count })),
    );
    const coarse = data.scoreDiffHistogram;
    expect(coarse.width % fine.width).toBe(0);
    expectHistogramOf(
      differences(r),
      coarse.counts.map((count, i) => ({ low: coarse.start + i * coarse.width, width: coarse.width, count })),
    );
    // The summary table and lines are the stdout summary's, and the table's figures are the JSON's.
    const rows = htmlRows(html, 'Summary');
    expect(rows).toEqual(stdoutRows(run.stdout, rows.length));
    for (const [i, bot] of r.bots.entries()) {
      const [name, wins, draws, losses, rate, interval] = rows[i + 1] as string[];
      expect([name, wins, draws, losses]).toEqual([bot.name, String(bot.wins), String(bot.draws), String(bot.losses)]);
      expect(rate).toMatch(/^\d+\.\d %$/);
      expect(interval).toMatch(/^\d+\.\d %–\d+\.\d %$/);
      expect(percentages(rate)).toEqual([roughly(100 * bot.winRate)]);
      expect(percentages(interval)).toEqual(bot.winRateCI95.map((x) => roughly(100 * x)));
    }
    const lines = run.stdout.split('\n').filter((l) => /^(score difference|by seats|endings|speed)/.test(l));
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(html).toContain(`<li>${line}</li>`);
    expect(html).toContain('<td>seed</td><td>1 (deal i has seed 1 + i)</td>');
  });

  it('is written by merge too, with the numbers of the whole match', async () => {
    const dir = tempDir();
    const match = ['match', 'random', 'greedy', '--deals', '3', '--seed', '30', '--duplicate', '--workers', '1'];
    const runs = await Promise.all([
      sim(...match, '--json', join(dir, 'whole.json'), '--report', join(dir, 'whole.html')),
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
    expect(data.scoreDiffHistogram).toEqual(embedded(readFileSync(join(dir, 'whole.html'), 'utf8')).scoreDiffHistogram);
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
    const data = embedded<{
      winRates: ReportData['winRates'];
      pairings: { name: string; mean: number }[];
    }>(html);
    expect(data.winRates).toEqual(
      t.bots.map((b) => ({ name: b.name, winRate: b.winRate, winRateCI95: b.winRateCI95 })),
    );
    expect(data.pairings.map((p) => [p.name, p.mean])).toEqual(
      t.matches.map((m) => [`${m.bots[0]?.name ?? ''} − ${m.bots[1]?.name ?? ''}`, m.scoreDiff.mean]),
    );
    expect(html).toContain('score difference per deal of the row against the column');
  });
});
