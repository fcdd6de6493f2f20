// The AI's figures: strength runs pooled by packages/ai/bench/strength-report.ts --out into
// packages/ai/bench/results/NAME.json. `strength:NAME:FIELD` is one figure of one of them, for tables and prose.

import { num, pct, signed } from './format.mjs';

const results = (name) => `packages/ai/bench/results/${name}.json`;

/** `48.5–57.2 %`: an interval of shares. */
const shares = (low, high) => `${num(100 * low, 1)}–${pct(high)}`;

/** `316 ms`, `1.27 s`: a decision time. */
const time = (ms) => (ms >= 1000 ? `${num(ms / 1000, 2)} s` : `${num(ms)} ms`);

const FIELDS = {
  /** `200` deals. */
  deals: ({ summary }) => num(summary.deals),
  /** `1,700,001–1,700,200`. */
  seeds: ({ summary }) => `${num(summary.seeds[0])}–${num(summary.seeds[1])}`,
  /** `+22.9`: A's score difference a deal. */
  diff: ({ summary }) => signed(summary.scoreDifference.mean),
  /** `−19.2 … +64.9`: its 95 % interval. */
  diffCI: ({ summary: { scoreDifference: d } }) => `${signed(d.low)} … ${signed(d.high)}`,
  /** `52.9 % (48.5–57.2 %)`: games won, with the per-deal interval. */
  games: ({ summary: { gamesWon: g } }) => `${pct(g.share)} (${shares(g.low, g.high)})`,
  /** `55.0 % (47.6–63.7 %)`: matches to 3000 won, resampled, with the bootstrap interval. */
  matches: ({ summary: { matchesWon: m } }) => `${pct(m.winRate)} (${shares(m.low, m.high)})`,
  /** `p50 316 ms, p95 1.27 s`: A's decisions, then B's. */
  timesA: ({ summary: { decisionMs: t } }) => `p50 ${time(t.a.p50)}, p95 ${time(t.a.p95)}`,
  timesB: ({ summary: { decisionMs: t } }) => `p50 ${time(t.b.p50)}, p95 ${time(t.b.p95)}`,
  /** `−142.5 (CI −275.8 … −9.2) to +50.8`: the lowest and highest run (chunk) pooled, by score difference. */
  parts: ({ parts }) => {
    const by = [...parts].sort((x, y) => x.scoreDifference.mean - y.scoreDifference.mean);
    const [low, high] = [by[0].scoreDifference, by.at(-1).scoreDifference];
    return `${signed(low.mean)} (CI ${signed(low.low)} … ${signed(low.high)}) to ${signed(high.mean)}`;
  },
  /** `8` runs (chunks) of `25` deals. */
  chunks: ({ parts }) => `${num(parts.length)} chunks of ${num(parts[0].deals)}`,
};

export const aiFamilies = {
  strength: (name, field) => {
    if (!Object.hasOwn(FIELDS, field)) throw new Error(`strength results have no field ${field}`);
    return { sources: [results(name)], text: FIELDS[field] };
  },
};
