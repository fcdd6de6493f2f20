// Reading a page birimba-sim wrote (--report): the data embedded for its charts, and what makes it self-contained.

import { expect } from 'vitest';

/** What a match's page embeds for its charts. */
export interface ReportData {
  bots: [string, string];
  scoreDiffHistogram: { start: number; width: number; counts: number[] };
  winRates: { name: string; winRate: number; winRateCI95: [number, number] }[];
  decisionMs: { name: string; p50: number; p95: number; count: number }[];
}

/** The JSON of the page's <script type="application/json"> block. */
export function embedded<T = ReportData>(html: string): T {
  const m = /<script type="application\/json" id="report-data">([^<]*)<\/script>/.exec(html);
  expect(m).not.toBeNull();
  return JSON.parse(m?.[1] ?? '') as T;
}

const CANVASES = ['score-diff-chart', 'win-rate-chart', 'decision-time-chart'];

/** A match's or a tournament's page that needs nothing else to be viewed: Chart.js inlined, nothing fetched. */
export function expectSelfContained(html: string): void {
  expect(html).toMatch(/^<!DOCTYPE html>/);
  expect(html).toContain('Chart.js v4.6.1');
  expect(html).toContain('new Chart(');
  expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
  expect(html).not.toMatch(/<link[^>]*href=/i);
  expect(html).not.toMatch(/(src|href)="https?:/i);
  for (const id of CANVASES) expect(html).toContain(`<canvas id="${id}">`);
}
