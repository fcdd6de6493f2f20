// The raw result of each game and deal: what a worker sends back and what result files keep, so that shard
// results merge exactly.

import type { GameState, Team } from '@birimba/engine';
import type { FinalScores } from '@birimba/engine';
import type { Histogram } from './stats.js';

/** Birimbas on the table at the end: [clean (7–12 cards), dirty (7–12), 13-card (clean or dirty)]. */
export type BirimbaCounts = [clean: number, dirty: number, thirteen: number];

/** One finished game. Team 0 is A (seats 0, 2); `swapped` means the match's second bot sat at team A. */
export interface GameRecord {
  readonly deal: number;
  readonly seed: number;
  readonly swapped: boolean;
  /** Final totals of team A and team B. */
  readonly score: [number, number];
  readonly end: 'closed' | 'stock-exhausted';
  readonly closedBy: Team | null;
  /** The turn number the deal ended on. */
  readonly turns: number;
  readonly moves: number;
  /** By team. */
  readonly birimbas: [BirimbaCounts, BirimbaCounts];
}

/** A game that did not finish: it threw, or its worker crashed. Replay it with its seed. */
export interface GameFailure {
  readonly deal: number;
  readonly seed: number;
  /** Which game of the deal; absent when the whole deal was lost with its worker. */
  readonly swapped?: boolean;
  readonly error: string;
}

/** What one deal (one game, or two with the teams swapped) gives back. */
export interface DealOutcome {
  readonly pair: number;
  readonly deal: number;
  readonly games: GameRecord[];
  readonly failures: GameFailure[];
  /** Decision times of the match's first and second bot. */
  readonly decisionHistograms: [Histogram, Histogram];
}

export function birimbaCounts(state: GameState, team: Team): BirimbaCounts {
  const counts: BirimbaCounts = [0, 0, 0];
  for (const meld of state.melds) {
    if (meld.team !== team || !meld.isBirimba) continue;
    if (meld.cards.length === 13) counts[2]++;
    else if (meld.clean) counts[0]++;
    else counts[1]++;
  }
  return counts;
}

export function gameRecord(deal: number, seed: number, swapped: boolean, state: GameState, scores: FinalScores, moves: number): GameRecord {
  return {
    deal,
    seed,
    swapped,
    score: [scores.teams[0].total, scores.teams[1].total],
    end: scores.endReason,
    closedBy: scores.closedBy,
    turns: state.turnNumber,
    moves,
    birimbas: [birimbaCounts(state, 0), birimbaCounts(state, 1)],
  };
}

/** Orders records as the deals are numbered, the unswapped game first, whatever order the workers finished in. */
export function byDeal(a: { deal: number; swapped?: boolean }, b: { deal: number; swapped?: boolean }): number {
  return a.deal - b.deal || Number(a.swapped ?? false) - Number(b.swapped ?? false);
}
