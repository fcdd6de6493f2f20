// Statistics of a strength run: per-deal intervals, and matches to 3000 resampled from the measured games.

import { randomSource } from '@birimba/engine';

export interface GameResult {
  /** Team totals of bot A's team and bot B's team (with six players, B's two teams: `b` and `c`). */
  readonly a: number;
  readonly b: number;
  readonly c?: number;
  readonly end: string;
  readonly closedByA: boolean | null;
}

export interface DealResult {
  readonly seed: number;
  /** The deal with A's team in each team's place: as dealt, then swapped (with six, each of three places). */
  readonly games: readonly GameResult[];
}

export interface StrengthRun {
  readonly a: string;
  readonly b: string;
  readonly deals: readonly DealResult[];
  readonly msA: readonly number[];
  readonly msB: readonly number[];
  readonly seconds: number;
}

const Z95 = 1.959964;

export function quantile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN;
}

/** Mean and 95 % interval of per-deal values (the deal is the independent unit). */
export function meanInterval(values: readonly number[]): { mean: number; low: number; high: number } {
  const n = values.length;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = (Z95 * sd) / Math.sqrt(n);
  return { mean, low: mean - half, high: mean + half };
}

/**
 * The share of matches to `target` that bot A wins, from these games: a match draws games at random (with
 * replacement) from the measured ones and adds both teams' totals until a team reaches the target and leads (rules
 * §1). The 95 % interval comes from a bootstrap over the deals (the measured deals resampled, then matches again).
 */
export function resampledMatches(
  deals: readonly DealResult[],
  target = 3000,
  matches = 20_000,
  bootstraps = 200,
): { winRate: number; low: number; high: number; meanDeals: number } {
  const random = randomSource(`matches-${String(deals.length)}`);
  const simulate = (games: readonly GameResult[], count: number): { wins: number; dealsPlayed: number } => {
    let wins = 0;
    let dealsPlayed = 0;
    for (let m = 0; m < count; m++) {
      let a = 0;
      let b = 0;
      let c = Number.NEGATIVE_INFINITY;
      for (let d = 0; d < 1000; d++) {
        const g = games[Math.floor(random() * games.length)] as GameResult;
        a += g.a;
        b += g.b;
        if (g.c !== undefined) c = (c === Number.NEGATIVE_INFINITY ? 0 : c) + g.c;
        dealsPlayed++;
        const best = Math.max(a, b, c);
        if (best >= target && [a, b, c].filter((t) => t === best).length === 1) break;
      }
      if (a > Math.max(b, c)) wins++;
    }
    return { wins, dealsPlayed };
  };
  const all = deals.flatMap((d) => d.games);
  const point = simulate(all, matches);
  const rates: number[] = [];
  for (let k = 0; k < bootstraps; k++) {
    const sample: GameResult[] = [];
    for (let i = 0; i < deals.length; i++)
      sample.push(...(deals[Math.floor(random() * deals.length)] as DealResult).games);
    rates.push(simulate(sample, 2000).wins / 2000);
  }
  return {
    winRate: point.wins / matches,
    low: quantile(rates, 0.025),
    high: quantile(rates, 0.975),
    meanDeals: point.dealsPlayed / matches,
  };
}

function wilson(successes: number, n: number): [number, number] {
  const p = successes / n;
  const centre = (p + (Z95 * Z95) / (2 * n)) / (1 + (Z95 * Z95) / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + (Z95 * Z95) / (4 * n * n))) / (1 + (Z95 * Z95) / n);
  return [centre - half, centre + half];
}

/** A's team's total less the other teams' mean (with two teams, less B's). */
const margin = (g: GameResult): number => g.a - (g.c === undefined ? g.b : (g.b + g.c) / 2);
/** A game won by A's team: 1, shared at the top: ½ (of two) or ⅓ (of three), lost: 0. */
const wonShare = (g: GameResult): number => {
  const totals = g.c === undefined ? [g.a, g.b] : [g.a, g.b, g.c];
  const best = Math.max(...totals);
  return g.a === best ? 1 / totals.filter((t) => t === best).length : 0;
};

export function reportStrength(run: StrengthRun): string {
  const perDeal = run.deals.map((d) => d.games.reduce((s, g) => s + margin(g), 0) / d.games.length);
  const diff = meanInterval(perDeal);
  const games = run.deals.flatMap((d) => d.games);
  const won = games.reduce((s, g) => s + wonShare(g), 0);
  // Per-deal share of the deal's games won, for an interval that respects the pairing.
  const dealShare = meanInterval(run.deals.map((d) => d.games.reduce((s, g) => s + wonShare(g), 0) / d.games.length));
  const [wlo, whi] = wilson(won, games.length);
  const matches = resampledMatches(run.deals);
  const f = (x: number): string => x.toFixed(1);
  const pct = (x: number): string => (100 * x).toFixed(1);
  return [
    `${run.a} vs ${run.b}: ${String(run.deals.length)} duplicate deals = ${String(games.length)} games in ${f(run.seconds)} s (seeds ${String(run.deals[0]?.seed)}…${String(run.deals[run.deals.length - 1]?.seed)})`,
    `  score difference per game${games[0]?.c === undefined ? '' : ' (against the other two teams’ mean)'}: ${f(diff.mean)} (95 % CI ${f(diff.low)} … ${f(diff.high)}, per deal)`,
    `  games won: ${pct(won / games.length)} % (95 % CI per deal ${pct(dealShare.low)}–${pct(dealShare.high)} %; Wilson over games ${pct(wlo)}–${pct(whi)} %)`,
    `  matches to 3000 won (resampled from these games): ${pct(matches.winRate)} % (95 % CI ${pct(matches.low)}–${pct(matches.high)} %), ${f(matches.meanDeals)} deals a match`,
    `  decision ms ${run.a}: p50 ${run.msA.length ? quantile(run.msA, 0.5).toFixed(2) : '-'} p95 ${run.msA.length ? quantile(run.msA, 0.95).toFixed(2) : '-'} max ${run.msA.length ? quantile(run.msA, 1).toFixed(1) : '-'}; ${run.b}: p50 ${quantile(run.msB, 0.5).toFixed(2)} p95 ${quantile(run.msB, 0.95).toFixed(2)}`,
  ].join('\n');
}
