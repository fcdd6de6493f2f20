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

/** A's score difference a game over deals: the mean of each deal's mean, with its 95 % interval. */
export const scoreDifference = (deals: readonly DealResult[]): { mean: number; low: number; high: number } =>
  meanInterval(deals.map((d) => d.games.reduce((s, g) => s + margin(g), 0) / d.games.length));

/** A strength run's figures: what the report prints and the docs quote (scripts/figures/ reads them). */
export interface StrengthSummary {
  readonly a: string;
  readonly b: string;
  readonly deals: number;
  readonly games: number;
  readonly seeds: readonly [number, number];
  readonly seconds: number;
  /** Three teams at the table (six players): the difference is then against the other two teams' mean. */
  readonly threeTeams: boolean;
  /** A's score difference a game, its mean over deals with the 95 % interval. */
  readonly scoreDifference: { readonly mean: number; readonly low: number; readonly high: number };
  /** The share of games A's team won, with the per-deal 95 % interval and Wilson's over games. */
  readonly gamesWon: {
    readonly share: number;
    readonly low: number;
    readonly high: number;
    readonly wilsonLow: number;
    readonly wilsonHigh: number;
  };
  readonly matchesWon: ReturnType<typeof resampledMatches>;
  /** Decision times of each bot, ms of wall clock (none for a bot not timed). */
  readonly decisionMs: {
    readonly a: { readonly p50: number; readonly p95: number; readonly max: number } | null;
    readonly b: { readonly p50: number; readonly p95: number; readonly max: number } | null;
  };
}

const times = (ms: readonly number[]): StrengthSummary['decisionMs']['a'] =>
  ms.length === 0 ? null : { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), max: quantile(ms, 1) };

export function summarizeStrength(run: StrengthRun): StrengthSummary {
  const games = run.deals.flatMap((d) => d.games);
  const won = games.reduce((s, g) => s + wonShare(g), 0);
  // Per-deal share of the deal's games won, for an interval that respects the pairing.
  const dealShare = meanInterval(run.deals.map((d) => d.games.reduce((s, g) => s + wonShare(g), 0) / d.games.length));
  const [wilsonLow, wilsonHigh] = wilson(won, games.length);
  return {
    a: run.a,
    b: run.b,
    deals: run.deals.length,
    games: games.length,
    seeds: [run.deals[0]?.seed ?? Number.NaN, run.deals[run.deals.length - 1]?.seed ?? Number.NaN],
    seconds: run.seconds,
    threeTeams: games[0]?.c !== undefined,
    scoreDifference: scoreDifference(run.deals),
    gamesWon: { share: won / games.length, low: dealShare.low, high: dealShare.high, wilsonLow, wilsonHigh },
    matchesWon: resampledMatches(run.deals),
    decisionMs: { a: times(run.msA), b: times(run.msB) },
  };
}

export function reportStrength(run: StrengthRun): string {
  const s = summarizeStrength(run);
  const f = (x: number): string => x.toFixed(1);
  const pct = (x: number): string => (100 * x).toFixed(1);
  const ms = (t: StrengthSummary['decisionMs']['a'], digits: number): [string, string, string] =>
    t === null ? ['-', '-', '-'] : [t.p50.toFixed(2), t.p95.toFixed(2), t.max.toFixed(digits)];
  const [a50, a95, aMax] = ms(s.decisionMs.a, 1);
  const [b50, b95] = ms(s.decisionMs.b, 1);
  const { scoreDifference: diff, gamesWon: won, matchesWon: matches } = s;
  return [
    `${s.a} vs ${s.b}: ${String(s.deals)} duplicate deals = ${String(s.games)} games in ${f(s.seconds)} s (seeds ${String(s.seeds[0])}…${String(s.seeds[1])})`,
    `  score difference per game${s.threeTeams ? ' (against the other two teams’ mean)' : ''}: ${f(diff.mean)} (95 % CI ${f(diff.low)} … ${f(diff.high)}, per deal)`,
    `  games won: ${pct(won.share)} % (95 % CI per deal ${pct(won.low)}–${pct(won.high)} %; Wilson over games ${pct(won.wilsonLow)}–${pct(won.wilsonHigh)} %)`,
    `  matches to 3000 won (resampled from these games): ${pct(matches.winRate)} % (95 % CI ${pct(matches.low)}–${pct(matches.high)} %), ${f(matches.meanDeals)} deals a match`,
    `  decision ms ${s.a}: p50 ${a50} p95 ${a95} max ${aMax}; ${s.b}: p50 ${b50} p95 ${b95}`,
  ].join('\n');
}
