// A match's statistics gathered unit by unit as the games finish, in deal order, so that memory does not grow with
// the number of deals: counts, sums, running means and clustered shares, and a score-difference histogram. A unit
// with a game that did not finish is incomplete: its finished games are recorded but no figure counts them (a
// duplicate deal's games are compared with each other), and the unit is named with why.

import { type Players, type Team, soleLeader, teamCount } from '@birimba/engine';
import type { BirimbaCounts, GameFailure, GameRecord } from './records.js';
import { type Seating, seatingIndex, seatings, teamsOfBot } from './seating.js';
import { ClusteredShare, type Histogram, RunningMean } from './stats.js';

/** Score differences are counted in bins of this many points (totals are multiples of 5). */
export const SCORE_DIFF_BIN = 10;

/** One unit as it finished: its deal (or match) index, and its games' records and failures in order. */
export interface Unit {
  readonly deal: number;
  readonly games: readonly GameRecord[];
  readonly failures: readonly GameFailure[];
}

/** A unit in which a game did not finish: its figures are left out; its finished games are in the records. */
export interface IncompleteUnit {
  readonly deal: number;
  readonly seed: number;
  /** The unit's games that finished: recorded, not counted. */
  readonly recorded: number;
  /** The games that did not finish and why; one without `swapped` is the whole unit, lost with its worker. */
  readonly failed: readonly Omit<GameFailure, 'deal' | 'seed'>[];
}

/** A unit with failures as the results name it. */
function incompleteUnit(unit: Unit): IncompleteUnit {
  const [first] = unit.failures as [GameFailure, ...GameFailure[]];
  return {
    deal: unit.deal,
    seed: first.seed,
    recorded: unit.games.length,
    failed: unit.failures.map(({ deal: _deal, seed: _seed, ...game }) => game),
  };
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

/** The teams a bot (0: the match's first, 1: its second, 2: a third) held in a game of a match of `bots` bots. */
function teamsOfBotIn(bot: number, g: GameRecord, players: Players, bots = 2): Team[] {
  return teamsOfBot(seatings(players, bots, true)[seatingIndex(g)] as Seating, bot);
}

/** The mean total of some teams in a game. */
const meanScore = (g: GameRecord, teams: readonly Team[]): number =>
  teams.reduce<number>((sum, t) => sum + (g.score[t] as number), 0) / teams.length;

/**
 * A bot's score minus the others' in a game: the mean of its teams' totals minus the mean of every other team's.
 * With two teams its team's total minus the other's; with three (six players) and two bots, the first bot's team
 * against the mean of the other two (or the mean of the second bot's two teams against the first's); with three
 * bots, each bot's team against the mean of the two others. Zero on average between equal bots.
 */
export function botDiff(bot: number, g: GameRecord, players: Players, bots = 2): number {
  return teamsDiff(g, teamsOfBotIn(bot, g, players, bots));
}

/** The mean total of some teams minus the mean of every other team's, in a game. */
function teamsDiff(g: GameRecord, mine: readonly Team[]): number {
  const others = g.score.flatMap((_, t) => (mine.includes(t as Team) ? [] : [t as Team]));
  return meanScore(g, mine) - meanScore(g, others);
}

/** The first bot's score minus the others' in a game (see `botDiff`). */
export const firstBotDiff = (g: GameRecord, players: Players, bots = 2): number => botDiff(0, g, players, bots);

/** The best total of some teams in a game. */
const bestScore = (g: GameRecord, teams: readonly Team[]): number =>
  Math.max(...teams.map((t) => g.score[t] as number));

/** Each bot's own figures, for a match of three bots (with two, the second's are the first's turned round). */
export interface BotFigures {
  /** Per unit: the mean of its deals' score differences (this bot − the others). */
  readonly scoreDiff: RunningMean;
  /** This bot's share of the points per deal, clustered by unit. */
  readonly share: ClusteredShare;
  /** Under a match target: its share of the matches, clustered by unit. */
  readonly matchShare: ClusteredShare;
}

export class MatchStats {
  /** Units finished (a unit whose games failed counts). */
  units = 0;
  /** Deals played: every record, those of incomplete units too. */
  recorded = 0;
  /** Deals counted in the figures: those of complete units. */
  games = 0;
  /** The units with a game that did not finish, in deal order. */
  readonly incomplete: IncompleteUnit[] = [];
  readonly bots: BotTally[];
  readonly perBot: BotFigures[];
  /** Deals won by each team position (alone at the top), whichever bot sat there, and deals with a shared top. */
  readonly sides: { readonly wins: number[]; draws: number };
  readonly endings = { closed: 0, stockExhausted: 0 };
  turns = 0;
  moves = 0;
  /** Per unit: the mean of its deals' score differences (first bot − the others). */
  readonly scoreDiff = new RunningMean();
  /** The first bot's share of the points (win 1, draw ½) per deal, clustered by unit. */
  readonly winShare = new ClusteredShare();
  /** Per deal played: first bot − the others, bin k holds [k·SCORE_DIFF_BIN, (k+1)·SCORE_DIFF_BIN). */
  readonly scoreDiffHistogram: Histogram = {};
  /**
   * What rankings and Elo are fitted to: under a match target each match; otherwise each unit, won by the bot with
   * the better score difference over its games. [first bot won, drawn, second bot (or another) won].
   */
  readonly duels: [number, number, number] = [0, 0, 0];
  /** Under a match target: match games played to their end, their deals, and the first bot's share clustered by unit. */
  matchesPlayed = 0;
  matchDeals = 0;
  readonly matchShare = new ClusteredShare();
  readonly failures: GameFailure[] = [];
  private readonly seatings: readonly Seating[];

  constructor(
    readonly target: number | null,
    readonly players: Players = 4,
    /** The match's bots: two, or three with six players. */
    readonly botCount = 2,
    /**
     * Count the finished games of incomplete units as well, as results written before units were marked incomplete
     * did (merge checks such a file by the rule it was written with).
     */
    private readonly countIncomplete = false,
  ) {
    this.sides = { wins: new Array<number>(teamCount(players)).fill(0), draws: 0 };
    this.bots = Array.from({ length: botCount }, tally);
    this.perBot = Array.from({ length: botCount }, () => ({
      scoreDiff: new RunningMean(),
      share: new ClusteredShare(),
      matchShare: new ClusteredShare(),
    }));
    this.seatings = seatings(players, botCount, true);
  }

  add(unit: Unit): void {
    this.units++;
    this.failures.push(...unit.failures);
    this.recorded += unit.games.length;
    if (unit.failures.length > 0 && !this.countIncomplete) {
      this.incomplete.push(incompleteUnit(unit));
      return;
    }
    const diffs = new Array<number>(this.botCount).fill(0);
    const points = new Array<number>(this.botCount).fill(0);
    for (const g of unit.games) {
      this.games++;
      const teams = this.bots.map((_, bot) => teamsOfBot(this.seatings[seatingIndex(g)] as Seating, bot));
      // A bot wins a deal when one of its teams scores more than every team of the other bots.
      const best = teams.map((ts) => bestScore(g, ts));
      this.bots.forEach((t, bot) => {
        const diff = teamsDiff(g, teams[bot] as Team[]);
        diffs[bot] = (diffs[bot] as number) + diff;
        const mine = best[bot] as number;
        const theirs = Math.max(...best.filter((_, other) => other !== bot));
        points[bot] = (points[bot] as number) + (mine > theirs ? 1 : mine === theirs ? 0.5 : 0);
        if (mine > theirs) t.wins++;
        else if (mine === theirs) t.draws++;
        t.scoreSum += meanScore(g, teams[bot] as Team[]);
        for (const team of teams[bot] as Team[]) {
          if (g.closedBy === team) t.closed++;
          const [c, d, th] = g.birimbas[team] as BirimbaCounts;
          t.birimbas.clean += c;
          t.birimbas.dirty += d;
          t.birimbas.thirteen += th;
        }
        if (bot === 0) {
          const bin = String(Math.floor(diff / SCORE_DIFF_BIN));
          this.scoreDiffHistogram[bin] = (this.scoreDiffHistogram[bin] ?? 0) + 1;
        }
      });
      const leader = soleLeader(g.score);
      if (leader === null) this.sides.draws++;
      else this.sides.wins[leader] = (this.sides.wins[leader] as number) + 1;
      if (g.end === 'closed') this.endings.closed++;
      else this.endings.stockExhausted++;
      this.turns += g.turns;
      this.moves += g.moves;
    }
    const n = unit.games.length;
    if (n > 0) {
      this.perBot.forEach((f, bot) => {
        f.scoreDiff.add((diffs[bot] as number) / n);
        f.share.add(points[bot] as number, n);
      });
      const meanDiff = (diffs[0] as number) / n;
      this.scoreDiff.add(meanDiff);
      this.winShare.add(points[0] as number, n);
      if (this.target === null) this.duels[meanDiff > 0 ? 0 : meanDiff === 0 ? 1 : 2]++;
    }
    if (this.target !== null) this.addMatches(unit);
  }

  /** A unit's match games that were played to the end: the last deal's totals decide each. */
  private addMatches(unit: Unit): void {
    const won = new Array<number>(this.botCount).fill(0);
    let played = 0;
    for (const [index, seating] of this.seatings.entries()) {
      if (unit.failures.some((f) => f.swapped === undefined || seatingIndex(f) === index)) continue;
      const deals = unit.games.filter((g) => seatingIndex(g) === index);
      const last = deals[deals.length - 1];
      if (last?.totals === undefined) continue;
      played++;
      this.matchesPlayed++;
      this.matchDeals += deals.length;
      // A match ends only with one team alone at the top (the engine's isMatchOver), so some bot won it.
      const winner = seating[soleLeader(last.totals) ?? 0] as number;
      won[winner] = (won[winner] as number) + 1;
      (this.bots[winner] as BotTally).matchWins++;
      this.duels[winner === 0 ? 0 : 2]++;
    }
    this.matchShare.add(won[0] as number, played);
    this.perBot.forEach((f, bot) => f.matchShare.add(won[bot] as number, played));
  }
}
