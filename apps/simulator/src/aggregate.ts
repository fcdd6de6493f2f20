// A match's statistics gathered unit by unit as the games finish, in deal order, so that memory does not grow with
// the number of deals: counts, sums, running means and clustered shares, and a score-difference histogram.

import type { GameFailure, GameRecord } from './records.js';
import { ClusteredShare, type Histogram, RunningMean } from './stats.js';

/** Score differences are counted in bins of this many points (totals are multiples of 5). */
export const SCORE_DIFF_BIN = 10;

/** One unit as it finished: its deal (or match) index, and its games' records and failures in order. */
export interface Unit {
  readonly deal: number;
  readonly games: readonly GameRecord[];
  readonly failures: readonly GameFailure[];
}

export interface BotTally {
  wins: number;
  draws: number;
  /** Sum of the bot's team totals over its games. */
  scoreSum: number;
  closed: number;
  birimbas: { clean: number; dirty: number; thirteen: number };
  /** Under a match target: matches won. */
  matchWins: number;
}

const tally = (): BotTally => ({
  wins: 0,
  draws: 0,
  scoreSum: 0,
  closed: 0,
  birimbas: { clean: 0, dirty: 0, thirteen: 0 },
  matchWins: 0,
});

/** The team the first bot (0) or second bot (1) sat at in a game. */
export const teamOf = (bot: 0 | 1, g: GameRecord): 0 | 1 => ((bot === 1) !== g.swapped ? 1 : 0);

/** The first bot's team total minus the second's in a game. */
export const firstBotDiff = (g: GameRecord): number => (g.swapped ? g.score[1] - g.score[0] : g.score[0] - g.score[1]);

export class MatchStats {
  /** Units finished (a unit whose games failed counts). */
  units = 0;
  /** Deals played (records). */
  games = 0;
  readonly bots: [BotTally, BotTally] = [tally(), tally()];
  readonly sides = { teamA: 0, teamB: 0, draws: 0 };
  readonly endings = { closed: 0, stockExhausted: 0 };
  turns = 0;
  moves = 0;
  /** Per unit: the mean of its deals' score differences (first bot − second). */
  readonly scoreDiff = new RunningMean();
  /** The first bot's share of the points (win 1, draw ½) per deal, clustered by unit. */
  readonly winShare = new ClusteredShare();
  /** Per deal played: first bot − second, bin k holds [k·SCORE_DIFF_BIN, (k+1)·SCORE_DIFF_BIN). */
  readonly scoreDiffHistogram: Histogram = {};
  /**
   * What rankings and Elo are fitted to: under a match target each match; otherwise each unit, won by the bot with
   * the better score difference over its games. [first bot won, drawn, second bot won].
   */
  readonly duels: [number, number, number] = [0, 0, 0];
  /** Under a match target: match games played to their end, their deals, and the first bot's share clustered by unit. */
  matchesPlayed = 0;
  matchDeals = 0;
  readonly matchShare = new ClusteredShare();
  readonly failures: GameFailure[] = [];

  constructor(readonly target: number | null) {}

  add(unit: Unit): void {
    this.units++;
    this.failures.push(...unit.failures);
    let diffs = 0;
    let points = 0;
    for (const g of unit.games) {
      this.games++;
      const diff = firstBotDiff(g);
      diffs += diff;
      points += diff > 0 ? 1 : diff === 0 ? 0.5 : 0;
      for (const bot of [0, 1] as const) {
        const t = this.bots[bot];
        const team = teamOf(bot, g);
        const mine = g.score[team];
        const theirs = g.score[1 - team] as number;
        if (mine > theirs) t.wins++;
        else if (mine === theirs) t.draws++;
        t.scoreSum += mine;
        if (g.closedBy === team) t.closed++;
        const [c, d, th] = g.birimbas[team];
        t.birimbas.clean += c;
        t.birimbas.dirty += d;
        t.birimbas.thirteen += th;
      }
      if (g.score[0] > g.score[1]) this.sides.teamA++;
      else if (g.score[0] < g.score[1]) this.sides.teamB++;
      else this.sides.draws++;
      if (g.end === 'closed') this.endings.closed++;
      else this.endings.stockExhausted++;
      this.turns += g.turns;
      this.moves += g.moves;
      const bin = String(Math.floor(diff / SCORE_DIFF_BIN));
      this.scoreDiffHistogram[bin] = (this.scoreDiffHistogram[bin] ?? 0) + 1;
    }
    const n = unit.games.length;
    if (n > 0) {
      const meanDiff = diffs / n;
      this.scoreDiff.add(meanDiff);
      this.winShare.add(points, n);
      if (this.target === null) this.duels[meanDiff > 0 ? 0 : meanDiff === 0 ? 1 : 2]++;
    }
    if (this.target !== null) this.addMatches(unit);
  }

  /** A unit's match games that were played to the end: the last deal's totals decide each. */
  private addMatches(unit: Unit): void {
    let won = 0;
    let played = 0;
    for (const swapped of [false, true]) {
      if (unit.failures.some((f) => f.swapped === undefined || f.swapped === swapped)) continue;
      const deals = unit.games.filter((g) => g.swapped === swapped);
      const last = deals[deals.length - 1];
      if (last?.totals === undefined) continue;
      played++;
      this.matchesPlayed++;
      this.matchDeals += deals.length;
      // A match ends only on unequal totals, so someone won it.
      const firstWon = last.totals[teamOf(0, last)] > last.totals[teamOf(1, last)];
      if (firstWon) {
        won++;
        this.bots[0].matchWins++;
        this.duels[0]++;
      } else {
        this.bots[1].matchWins++;
        this.duels[2]++;
      }
    }
    this.matchShare.add(won, played);
  }
}
