import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { escapeHtml, scriptJson } from '../src/html-page.js';
import { matchHtml, scoreDiffHistogram } from '../src/html-report.js';
import type { MatchReport } from '../src/results.js';
import { readJson, sim, tempDir } from './helpers/cli.js';
import { embedded, expectSelfContained } from './helpers/page.js';

// The HTML of a match's page, built from a result: escaping, Chart.js inlined, the histogram's bins.

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
