// The result of a match as one JSON object (documented in the README): summary numbers computed from the
// per-game records it carries, so shard files merge into exactly the numbers of the whole run.

import type { RuleSet } from '@birimba/engine';
import type { BotSpec } from './botSpec.js';
import { type GameFailure, type GameRecord, byDeal } from './records.js';
import { type Histogram, histogramCount, histogramQuantile, meanAndStderr, mergeHistograms, wilson95 } from './stats.js';

export const MATCH_FORMAT = 'birimba-sim-match';
export const MATCH_VERSION = 1;

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

/** What defines a match: equal configs are the same match, whoever ran which deals. */
export interface MatchConfig {
  readonly seed: number;
  readonly dealsPlanned: number;
  readonly duplicate: boolean;
  readonly rules: RuleSet;
  readonly bots: readonly [BotSpec, BotSpec];
}

/** Everything measured in a run (or merged from several). */
export interface MatchData {
  readonly config: MatchConfig;
  readonly games: readonly GameRecord[];
  readonly failures: readonly GameFailure[];
  readonly histograms: readonly [Histogram, Histogram];
  /** Shards of `shard.count` whose deals are in this data; null for the whole run. */
  readonly shards: { readonly indices: readonly number[]; readonly count: number } | null;
  readonly interrupted: boolean;
  readonly elapsedSeconds: number;
  /** CPU time of the whole process (every thread) over the run. */
  readonly cpuSeconds: number;
  readonly workers: number | null;
}

export interface WinDrawLoss {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

export interface BotReport extends WinDrawLoss {
  /** The spec as given (`classic:search=thesis`). */
  readonly name: string;
  readonly kind: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly games: number;
  /** (wins + ½ draws) / games. */
  readonly winRate: number;
  readonly winRateCI95: [number, number];
  /** Mean final total of the bot's team. */
  readonly meanScore: number;
  /** Games the bot's team closed. */
  readonly closed: number;
  readonly birimbas: { readonly clean: number; readonly dirty: number; readonly thirteen: number };
  readonly decisionMs: { readonly p50: number; readonly p95: number; readonly count: number };
  /** Decision times, for merging: bin k counts times in [0.001·1.05^k, 0.001·1.05^(k+1)) ms. */
  readonly decisionHistogram: Histogram;
}

export interface MatchReport {
  readonly format: typeof MATCH_FORMAT;
  readonly version: typeof MATCH_VERSION;
  readonly seed: number;
  readonly dealsPlanned: number;
  readonly duplicate: boolean;
  readonly rules: RuleSet;
  /** `"i/n"` for one shard, `"1,3/4"` for several merged, null for the whole run. */
  readonly shard: string | null;
  readonly interrupted: boolean;
  /** Deals finished (a deal whose games failed counts; see `failures`). */
  readonly deals: number;
  /** Games finished. */
  readonly games: number;
  readonly bots: readonly [BotReport, BotReport];
  /** First bot's team total minus the second's: averaged per deal first (a duplicate deal's two games share the cards), then over deals. */
  readonly scoreDiff: { readonly mean: number; readonly stderr: number };
  /** By seats, whichever bot sat there: team A is seats 0 and 2. */
  readonly sides: { readonly teamA: WinDrawLoss; readonly teamB: WinDrawLoss };
  readonly endings: { readonly closed: number; readonly stockExhausted: number };
  readonly meanTurns: number;
  readonly meanMoves: number;
  readonly gamesPerSecond: number;
  readonly elapsedSeconds: number;
  readonly cpuSeconds: number;
  readonly workers: number | null;
  readonly failures: readonly GameFailure[];
  /** Every finished game, in deal order. */
  readonly results: readonly GameRecord[];
}

const mean = (xs: readonly number[]): number => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);

function shardText(shards: MatchData['shards']): string | null {
  if (shards === null) return null;
  return `${[...shards.indices].sort((a, b) => a - b).join(',')}/${String(shards.count)}`;
}

export function matchReport(data: MatchData): MatchReport {
  const { config } = data;
  const games = [...data.games].sort(byDeal);
  const failures = [...data.failures].sort(byDeal);
  // Per bot: its team index in each game is 0 unless (bot 0 and swapped) or (bot 1 and not swapped).
  const teamOf = (bot: 0 | 1, g: GameRecord): 0 | 1 => ((bot === 1) !== g.swapped ? 1 : 0);
  const botReport = (bot: 0 | 1): BotReport => {
    let wins = 0;
    let draws = 0;
    let closed = 0;
    const birimbas = { clean: 0, dirty: 0, thirteen: 0 };
    const scores: number[] = [];
    for (const g of games) {
      const team = teamOf(bot, g);
      const mine = g.score[team];
      const theirs = g.score[1 - team] as number;
      if (mine > theirs) wins++;
      else if (mine === theirs) draws++;
      if (g.closedBy === team) closed++;
      const [c, d, t] = g.birimbas[team];
      birimbas.clean += c;
      birimbas.dirty += d;
      birimbas.thirteen += t;
      scores.push(mine);
    }
    const spec = config.bots[bot];
    const histogram = data.histograms[bot];
    return {
      name: spec.label,
      kind: spec.kind,
      options: spec.reported,
      games: games.length,
      wins,
      draws,
      losses: games.length - wins - draws,
      winRate: games.length === 0 ? 0 : (wins + draws / 2) / games.length,
      winRateCI95: wilson95(wins + draws / 2, games.length),
      meanScore: mean(scores),
      closed,
      birimbas,
      decisionMs: {
        p50: histogramQuantile(histogram, 0.5),
        p95: histogramQuantile(histogram, 0.95),
        count: histogramCount(histogram),
      },
      decisionHistogram: histogram,
    };
  };
  const perDeal = new Map<number, number[]>();
  for (const g of games) {
    const diff = g.swapped ? g.score[1] - g.score[0] : g.score[0] - g.score[1];
    const list = perDeal.get(g.deal) ?? [];
    list.push(diff);
    perDeal.set(g.deal, list);
  }
  const side = (team: 0 | 1): WinDrawLoss => {
    const wins = games.filter((g) => g.score[team] > g.score[1 - team]!).length;
    const draws = games.filter((g) => g.score[0] === g.score[1]).length;
    return { wins, draws, losses: games.length - wins - draws };
  };
  const deals = new Set([...games.map((g) => g.deal), ...failures.map((f) => f.deal)]).size;
  return {
    format: MATCH_FORMAT,
    version: MATCH_VERSION,
    seed: config.seed,
    dealsPlanned: config.dealsPlanned,
    duplicate: config.duplicate,
    rules: config.rules,
    shard: shardText(data.shards),
    interrupted: data.interrupted,
    deals,
    games: games.length,
    bots: [botReport(0), botReport(1)],
    scoreDiff: meanAndStderr([...perDeal.values()].map(mean)),
    sides: { teamA: side(0), teamB: side(1) },
    endings: {
      closed: games.filter((g) => g.end === 'closed').length,
      stockExhausted: games.filter((g) => g.end === 'stock-exhausted').length,
    },
    meanTurns: mean(games.map((g) => g.turns)),
    meanMoves: mean(games.map((g) => g.moves)),
    gamesPerSecond: data.elapsedSeconds > 0 ? games.length / data.elapsedSeconds : 0,
    elapsedSeconds: data.elapsedSeconds,
    cpuSeconds: data.cpuSeconds,
    workers: data.workers,
    failures,
    results: games,
  };
}

/** The data back from a report (a result file), for merging. */
export function matchDataOf(report: MatchReport): MatchData {
  const botSpec = (b: BotReport): BotSpec => ({ label: b.name, kind: b.kind, options: b.options, reported: b.options });
  const shards =
    report.shard === null
      ? null
      : (() => {
          const [indices = '', count = ''] = report.shard.split('/');
          return { indices: indices.split(',').map(Number), count: Number(count) };
        })();
  return {
    config: {
      seed: report.seed,
      dealsPlanned: report.dealsPlanned,
      duplicate: report.duplicate,
      rules: report.rules,
      bots: [botSpec(report.bots[0]), botSpec(report.bots[1])],
    },
    games: report.results,
    failures: report.failures,
    histograms: [report.bots[0].decisionHistogram, report.bots[1].decisionHistogram],
    shards,
    interrupted: report.interrupted,
    elapsedSeconds: report.elapsedSeconds,
    cpuSeconds: report.cpuSeconds,
    workers: report.workers,
  };
}

/** Why two results are not parts of one match, or null if they are. */
export function configDifference(a: MatchConfig, b: MatchConfig): string | null {
  if (a.seed !== b.seed) return `seed ${String(a.seed)} vs ${String(b.seed)}`;
  if (a.dealsPlanned !== b.dealsPlanned) return `deals ${String(a.dealsPlanned)} vs ${String(b.dealsPlanned)}`;
  if (a.duplicate !== b.duplicate) return 'one is --duplicate, the other not';
  if (JSON.stringify(a.rules) !== JSON.stringify(b.rules)) return 'different rule sets';
  for (const i of [0, 1] as const) {
    if (a.bots[i].label !== b.bots[i].label || JSON.stringify(a.bots[i].reported) !== JSON.stringify(b.bots[i].reported)) {
      return `bot ${String(i + 1)} is ${a.bots[i].label} vs ${b.bots[i].label}`;
    }
  }
  return null;
}

/**
 * Merges the data of several runs of the same match (shards) into one: the numbers equal those of the run that
 * played all their deals at once. Timings add up: the merged games per second is games / total elapsed time.
 * Throws a message if they are not parts of one match or share a deal.
 */
export function mergeMatchData(parts: readonly { name: string; data: MatchData }[]): MatchData {
  const [first] = parts;
  if (first === undefined) throw new Error('nothing to merge');
  const seen = new Map<number, string>();
  const histograms: [Histogram, Histogram] = [{}, {}];
  const indices = new Set<number>();
  let count: number | null = null;
  let whole = false;
  for (const { name, data } of parts) {
    const difference = configDifference(first.data.config, data.config);
    if (difference !== null) throw new Error(`${name} is not the same match as ${first.name}: ${difference}`);
    const deals = new Set([...data.games.map((g) => g.deal), ...data.failures.map((f) => f.deal)]);
    for (const deal of deals) {
      const other = seen.get(deal);
      if (other !== undefined) throw new Error(`deal ${String(deal)} is in both ${other} and ${name}`);
      seen.set(deal, name);
    }
    mergeHistograms(histograms[0], data.histograms[0]);
    mergeHistograms(histograms[1], data.histograms[1]);
    if (data.shards === null) whole = true;
    else {
      if (count !== null && count !== data.shards.count) throw new Error(`${name} is a shard of ${String(data.shards.count)}, not ${String(count)}`);
      count = data.shards.count;
      for (const i of data.shards.indices) indices.add(i);
    }
  }
  const complete = whole || (count !== null && indices.size === count);
  return {
    config: first.data.config,
    games: parts.flatMap((p) => p.data.games).sort(byDeal),
    failures: parts.flatMap((p) => p.data.failures).sort(byDeal),
    histograms,
    shards: complete || count === null ? null : { indices: [...indices].sort((a, b) => a - b), count },
    interrupted: parts.some((p) => p.data.interrupted),
    elapsedSeconds: parts.reduce((s, p) => s + p.data.elapsedSeconds, 0),
    cpuSeconds: parts.reduce((s, p) => s + p.data.cpuSeconds, 0),
    workers: null,
  };
}
