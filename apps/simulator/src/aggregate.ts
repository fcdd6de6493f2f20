// A match's statistics gathered unit by unit as the games finish, in deal order, so that memory does not grow with
// the number of deals: counts, sums, running means and clustered shares, and a score-difference histogram.

import { type Players, type Team, teamCount } from '@birimba/engine';
import type { BirimbaCounts, GameFailure, GameRecord } from './records.js';
import { type Seating, gamesPerUnit, seatingIndex, seatings, teamsOfBot } from './seating.js';
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

/** The seatings of a match of two bots, every seating a duplicate deal plays, by index. */
const seatingsOf = (players: Players): readonly Seating[] => seatings(players, 2, true);

/** The teams the first bot (0) or second bot (1) held in a game. */
export function teamsOfBotIn(bot: 0 | 1, g: GameRecord, players: Players): Team[] {
  return teamsOfBot(seatingsOf(players)[seatingIndex(g)] as Seating, bot);
}

/** The mean total of some teams in a game. */
const meanScore = (g: GameRecord, teams: readonly Team[]): number =>
  teams.reduce<number>((sum, t) => sum + (g.score[t] as number), 0) / teams.length;

/**
 * The first bot's score minus the second's in a game: with two teams its team's total minus the other's; with three
 * (six players) the mean of its teams' totals minus the mean of the other bot's — the team of a bot that sits alone
 * against the mean of the other two, zero on average between equal bots.
 */
export function firstBotDiff(g: GameRecord, players: Players): number {
  return meanScore(g, teamsOfBotIn(0, g, players)) - meanScore(g, teamsOfBotIn(1, g, players));
}

/** The best total of some teams in a game. */
const bestScore = (g: GameRecord, teams: readonly Team[]): number =>
  Math.max(...teams.map((t) => g.score[t] as number));

/** The team alone at the top of some totals, or null when the top is shared (the engine's winner of a deal). */
export function soleLeader(totals: readonly number[]): Team | null {
  const best = Math.max(...totals);
  const leaders = totals.flatMap((t, team) => (t === best ? [team as Team] : []));
  return leaders.length === 1 ? (leaders[0] as Team) : null;
}

export class MatchStats {
  /** Units finished (a unit whose games failed counts). */
  units = 0;
  /** Deals played (records). */
  games = 0;
  readonly bots: [BotTally, BotTally] = [tally(), tally()];
  /** Deals won by each team position (alone at the top), whichever bot sat there, and deals with a shared top. */
  readonly sides: { readonly wins: number[]; draws: number };
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

  constructor(
    readonly target: number | null,
    readonly players: Players = 4,
  ) {
    this.sides = { wins: new Array<number>(teamCount(players)).fill(0), draws: 0 };
  }

  add(unit: Unit): void {
    this.units++;
    this.failures.push(...unit.failures);
    let diffs = 0;
    let points = 0;
    for (const g of unit.games) {
      this.games++;
      const diff = firstBotDiff(g, this.players);
      diffs += diff;
      const teams = [teamsOfBotIn(0, g, this.players), teamsOfBotIn(1, g, this.players)] as const;
      // A bot wins a deal when one of its teams scores more than every team of the other bot.
      const best = [bestScore(g, teams[0]), bestScore(g, teams[1])] as const;
      points += best[0] > best[1] ? 1 : best[0] === best[1] ? 0.5 : 0;
      for (const bot of [0, 1] as const) {
        const t = this.bots[bot];
        const [mine, theirs] = [best[bot], best[1 - bot] as number];
        if (mine > theirs) t.wins++;
        else if (mine === theirs) t.draws++;
        t.scoreSum += meanScore(g, teams[bot]);
        for (const team of teams[bot]) {
          if (g.closedBy === team) t.closed++;
          const [c, d, th] = g.birimbas[team] as BirimbaCounts;
          t.birimbas.clean += c;
          t.birimbas.dirty += d;
          t.birimbas.thirteen += th;
        }
      }
      const leader = soleLeader(g.score);
      if (leader === null) this.sides.draws++;
      else this.sides.wins[leader] = (this.sides.wins[leader] as number) + 1;
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
    for (let seating = 0; seating < gamesPerUnit(this.players, true); seating++) {
      if (unit.failures.some((f) => f.swapped === undefined || seatingIndex(f) === seating)) continue;
      const deals = unit.games.filter((g) => seatingIndex(g) === seating);
      const last = deals[deals.length - 1];
      if (last?.totals === undefined) continue;
      played++;
      this.matchesPlayed++;
      this.matchDeals += deals.length;
      // A match ends only with one team alone at the top (the engine's isMatchOver), so some bot won it.
      const winner = soleLeader(last.totals);
      const firstWon = winner !== null && teamsOfBotIn(0, last, this.players).includes(winner);
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
