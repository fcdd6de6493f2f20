// The result of a match as one JSON object (documented in the README): every figure computed from the per-deal
// records, gathered as the games finish (aggregate.ts), so that shard files merge into exactly the numbers of the
// whole run and `merge` can check each file's figures against its records.

import type { Players, RuleSet } from '@birimba/engine';
import type { BotSpec } from './bot-spec.js';
import type { BotFigures, BotTally, IncompleteUnit, MatchStats } from './aggregate.js';
import { SCORE_DIFF_BIN } from './aggregate.js';
import type { GameFailure, GameRecord } from './records.js';
import type { MatchBots } from './seating.js';
import { type Histogram, Z95, histogramCount, histogramQuantile } from './stats.js';

export const MATCH_FORMAT = 'birimba-sim-match';
export const MATCH_VERSION = 2;

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

/** What defines a match: equal configs are the same match, whoever ran which deals. */
export interface MatchConfig {
  readonly seed: number;
  /** Units planned: deals, or matches under a target. */
  readonly dealsPlanned: number;
  readonly duplicate: boolean;
  /** `matchTarget` set: every unit is a match of deals to that target. */
  readonly rules: RuleSet;
  readonly bots: MatchBots<BotSpec>;
}

/** Everything measured in a run (or merged from several), but the records themselves. */
export interface MatchData {
  readonly config: MatchConfig;
  readonly stats: MatchStats;
  readonly histograms: MatchBots<Histogram>;
  /** Shards of `count` whose units are in this data; null for the whole run. */
  readonly shards: { readonly indices: readonly number[]; readonly count: number } | null;
  readonly elapsedSeconds: number;
  /** CPU time of the whole process (every thread) over the run. */
  readonly cpuSeconds: number;
  readonly workers: number | null;
}

/**
 * A mean score difference per deal (per unit first, then over units) with its standard error and, for two and six
 * players, its 95 % interval (mean ± 1.96 standard errors; four-player files stay as they always were).
 */
export interface ScoreDiff {
  readonly mean: number;
  readonly stderr: number;
  readonly ci95?: [number, number];
}

/** A running mean's result as a score difference of a game of `players`. */
export function scoreDiffOf(result: { mean: number; stderr: number }, players: Players): ScoreDiff {
  const { mean, stderr } = result;
  return players === 4 ? { mean, stderr } : { mean, stderr, ci95: [mean - Z95 * stderr, mean + Z95 * stderr] };
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
  /** 95 %: Wilson's interval with the effective number of independent deals (see stats.ts ClusteredShare). */
  readonly winRateCI95: [number, number];
  /** Mean final total of the bot's team. */
  readonly meanScore: number;
  /** Three bots: its team's total minus the mean of the two others, per deal (per unit first), over units. */
  readonly scoreDiff?: ScoreDiff;
  /** Games the bot's team closed. */
  readonly closed: number;
  readonly birimbas: { readonly clean: number; readonly dirty: number; readonly thirteen: number };
  /** Under a match target: matches won, their share and its 95 % interval (clustered by unit); null otherwise. */
  readonly matchWins: number | null;
  readonly matchWinRate: number | null;
  readonly matchWinRateCI95: [number, number] | null;
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
  /** The match target (every unit a match of deals), or null: every unit one deal. */
  readonly target: number | null;
  /** How many played, 2 or 6 (also `rules.players`); absent for four, as in every file written before the field. */
  readonly players?: 2 | 6;
  readonly rules: RuleSet;
  /** `"i/n"` for one shard, `"1,3/4"` for several merged, null for the whole run. */
  readonly shard: string | null;
  /** Fewer units finished than planned (Ctrl-C, or too many failures). */
  readonly interrupted: boolean;
  /** Units finished: deals, or matches under a target (a unit whose games failed counts; see `failures`). */
  readonly deals: number;
  /** Deals played (one record each), those of incomplete units too. */
  readonly games: number;
  /**
   * Only when a unit is incomplete (a game of it did not finish): units complete, whose games every figure counts,
   * and incomplete, left out of every figure (their finished games are in the records).
   */
  readonly units?: { readonly complete: number; readonly incomplete: number };
  /** Under a match target: match games played to the end and their mean number of deals; null otherwise. */
  readonly matches: { readonly played: number; readonly meanDeals: number } | null;
  /** The bots in command-line order: two, or three (six players, each bot a team). */
  readonly bots: MatchBots<BotReport>;
  /** First bot's team total minus the second's: averaged per unit first (its games share the cards), then over units. */
  readonly scoreDiff: ScoreDiff;
  /** Per deal played, first bot − second: bin k (the key) counts differences in [k·width, (k+1)·width). */
  readonly scoreDiffHistogram: { readonly width: number; readonly bins: Histogram };
  /** What rankings are fitted to: matches under a target, else units won on score difference. */
  readonly duels: { readonly firstWins: number; readonly draws: number; readonly secondWins: number };
  /**
   * By seats, whichever bot sat there: team A is seats 0 and 2 of four (seat 0 of two; 0 and 3 of six), and with
   * six players team C. A win is a deal the team ends alone at the top; a draw, a deal whose top is shared.
   */
  readonly sides: { readonly teamA: WinDrawLoss; readonly teamB: WinDrawLoss; readonly teamC?: WinDrawLoss };
  readonly endings: { readonly closed: number; readonly stockExhausted: number };
  readonly meanTurns: number;
  readonly meanMoves: number;
  readonly gamesPerSecond: number;
  readonly elapsedSeconds: number;
  readonly cpuSeconds: number;
  readonly workers: number | null;
  readonly failures: readonly GameFailure[];
  /** Only when there are some: the incomplete units in deal order, each with its games that failed and why. */
  readonly incomplete?: readonly IncompleteUnit[];
}

/** A match report with its per-deal records, as written to and read from a file. */
export interface MatchReportWithRecords extends MatchReport {
  readonly results: readonly GameRecord[];
}

/** Keys that depend on the clock or the machine, not on the games: a merge sums or drops them. */
export const TIMING_KEYS = ['gamesPerSecond', 'elapsedSeconds', 'cpuSeconds', 'workers'] as const;

/** The units a shard plays: those ≡ index − 1 (mod count), so every shard gets early and late deals alike. */
export function shardUnitCount(deals: number, shard: Shard | null): number {
  if (shard === null) return deals;
  return Math.max(0, Math.ceil((deals - (shard.index - 1)) / shard.count));
}

/** The i-th unit (from 0) of a shard. */
export function shardUnit(i: number, shard: Shard | null): number {
  return shard === null ? i : shard.index - 1 + i * shard.count;
}

/** Units planned for a set of shards of one match. */
export function plannedUnits(deals: number, shards: MatchData['shards']): number {
  if (shards === null) return deals;
  return shards.indices.reduce((s, index) => s + shardUnitCount(deals, { index, count: shards.count }), 0);
}

export function shardText(shards: MatchData['shards']): string | null {
  if (shards === null) return null;
  return `${[...shards.indices].sort((a, b) => a - b).join(',')}/${String(shards.count)}`;
}

/** `"1,3/4"` back to shards; null for null. */
export function parseShardText(text: string | null): MatchData['shards'] {
  if (text === null) return null;
  const [indices = '', count = ''] = text.split('/');
  return { indices: indices.split(',').map(Number), count: Number(count) };
}

const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

export function matchReport(data: MatchData): MatchReport {
  const { config, stats } = data;
  const target = config.rules.matchTarget;
  const three = config.bots.length === 3;
  const players = config.rules.players;
  const botReport = (spec: BotSpec, bot: number): BotReport => {
    const t = stats.bots[bot] as BotTally;
    const histogram = data.histograms[bot] as Histogram;
    const share = stats.winShare.interval();
    const matchShare = stats.matchShare.interval();
    // Two bots: the second's interval is the first's turned round; three: each bot's own (`perBot`).
    const own = (of: 'win' | 'match'): [number, number] => {
      const figures = stats.perBot[bot] as BotFigures;
      return (of === 'win' ? figures.share : figures.matchShare).interval();
    };
    const flip = (i: [number, number], of: 'win' | 'match'): [number, number] =>
      three ? own(of) : bot === 0 ? i : [1 - i[1], 1 - i[0]];
    return {
      name: spec.label,
      kind: spec.kind,
      options: spec.reported,
      games: stats.games,
      wins: t.wins,
      draws: t.draws,
      losses: stats.games - t.wins - t.draws,
      winRate: ratio(t.wins + t.draws / 2, stats.games),
      winRateCI95: flip(share, 'win'),
      meanScore: ratio(t.scoreSum, stats.games),
      ...(three ? { scoreDiff: scoreDiffOf((stats.perBot[bot] as BotFigures).scoreDiff.result(), players) } : {}),
      closed: t.closed,
      birimbas: { ...t.birimbas },
      matchWins: target === null ? null : t.matchWins,
      matchWinRate: target === null ? null : ratio(t.matchWins, stats.matchesPlayed),
      matchWinRateCI95: target === null ? null : flip(matchShare, 'match'),
      decisionMs: {
        p50: histogramQuantile(histogram, 0.5),
        p95: histogramQuantile(histogram, 0.95),
        count: histogramCount(histogram),
      },
      decisionHistogram: histogram,
    };
  };
  const side = (team: number): WinDrawLoss => {
    const wins = stats.sides.wins[team] as number;
    return { wins, draws: stats.sides.draws, losses: stats.games - wins - stats.sides.draws };
  };
  const interrupted = stats.units < plannedUnits(config.dealsPlanned, data.shards);
  const incomplete = stats.incomplete.length;
  return {
    format: MATCH_FORMAT,
    version: MATCH_VERSION,
    seed: config.seed,
    dealsPlanned: config.dealsPlanned,
    duplicate: config.duplicate,
    target,
    ...(players === 4 ? {} : { players }),
    rules: config.rules,
    shard: shardText(data.shards),
    interrupted,
    deals: stats.units,
    games: stats.recorded,
    ...(incomplete === 0 ? {} : { units: { complete: stats.units - incomplete, incomplete } }),
    matches:
      target === null ? null : { played: stats.matchesPlayed, meanDeals: ratio(stats.matchDeals, stats.matchesPlayed) },
    bots: config.bots.map(botReport) as unknown as MatchBots<BotReport>,
    scoreDiff: scoreDiffOf(stats.scoreDiff.result(), players),
    scoreDiffHistogram: { width: SCORE_DIFF_BIN, bins: stats.scoreDiffHistogram },
    duels: { firstWins: stats.duels[0], draws: stats.duels[1], secondWins: stats.duels[2] },
    sides: { teamA: side(0), teamB: side(1), ...(players === 6 ? { teamC: side(2) } : {}) },
    endings: { ...stats.endings },
    meanTurns: ratio(stats.turns, stats.games),
    meanMoves: ratio(stats.moves, stats.games),
    gamesPerSecond: data.elapsedSeconds > 0 ? stats.recorded / data.elapsedSeconds : 0,
    elapsedSeconds: data.elapsedSeconds,
    cpuSeconds: data.cpuSeconds,
    workers: data.workers,
    failures: stats.failures,
    ...(incomplete === 0 ? {} : { incomplete: stats.incomplete }),
  };
}

/** Why two results are not parts of one match, or null if they are. */
export function configDifference(a: MatchConfig, b: MatchConfig): string | null {
  if (a.seed !== b.seed) return `seed ${String(a.seed)} vs ${String(b.seed)}`;
  if (a.dealsPlanned !== b.dealsPlanned) return `deals ${String(a.dealsPlanned)} vs ${String(b.dealsPlanned)}`;
  if (a.duplicate !== b.duplicate) return 'one is --duplicate, the other not';
  if (JSON.stringify(a.rules) !== JSON.stringify(b.rules)) return 'different rule sets';
  if (a.bots.length !== b.bots.length) return `${String(a.bots.length)} bots vs ${String(b.bots.length)}`;
  for (const i of a.bots.keys()) {
    const [x, y] = [a.bots[i] as BotSpec, b.bots[i] as BotSpec];
    if (x.label !== y.label || x.kind !== y.kind || JSON.stringify(x.reported) !== JSON.stringify(y.reported)) {
      return `bot ${String(i + 1)} is ${x.label} vs ${y.label}`;
    }
  }
  return null;
}

/** The config a report was made with. */
export function configOf(report: MatchReport): MatchConfig {
  const botSpec = (b: BotReport): BotSpec => ({ label: b.name, kind: b.kind, options: b.options, reported: b.options });
  return {
    seed: report.seed,
    dealsPlanned: report.dealsPlanned,
    duplicate: report.duplicate,
    rules: report.rules,
    bots: report.bots.map(botSpec) as unknown as MatchBots<BotSpec>,
  };
}
