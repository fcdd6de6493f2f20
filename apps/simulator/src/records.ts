// The raw result of each game and unit: what a worker sends back and what result files keep, one record per deal
// played, so that every figure of a result can be computed again from its records (and shards merge exactly).

import { type FinalScores, type GameState, type Team, LONGEST_RUN, teamsOf } from '@birimba/engine';
import { seatingIndex } from './seating.js';
import type { Histogram } from './stats.js';

/** Birimbas on the table at the end: [clean (7–12 cards), dirty (7–12), 13-card (clean or dirty)]. */
export type BirimbaCounts = [clean: number, dirty: number, thirteen: number];

/** One number per team: A and B, and C with six players. */
export type PerTeam<T> = [T, T, ...T[]];

/**
 * One deal played. Team 0 is A (seats 0, 2 of four); `swapped` means the match's first bot did not sit at team A
 * (with six players `seating` says where it sat: team `seating`; see seating.ts). `deal` is the unit's index: the
 * deal, or under a match target the match, that the run's seed + `deal` seeds.
 */
export interface GameRecord {
  readonly deal: number;
  readonly seed: number;
  readonly swapped: boolean;
  /** Six players: the seating of the unit this game played (0, 1, 2: the first bot's team). */
  readonly seating?: number;
  /** Under a match target: which deal of the match, from 0. */
  readonly round?: number;
  /** Final totals of each team, A first. */
  readonly score: PerTeam<number>;
  /** Under a match target: the match totals of each team after this deal. */
  readonly totals?: PerTeam<number>;
  readonly end: 'closed' | 'stock-exhausted';
  readonly closedBy: Team | null;
  /** The turn number the deal ended on. */
  readonly turns: number;
  readonly moves: number;
  /** By team. */
  readonly birimbas: PerTeam<BirimbaCounts>;
}

/** A game that did not finish: it threw, or its worker crashed. Replay it with its seed. */
export interface GameFailure {
  readonly deal: number;
  readonly seed: number;
  /** Which game of the unit (with `seating` for six players); absent when the whole unit was lost with its worker. */
  readonly swapped?: boolean;
  readonly seating?: number;
  readonly error: string;
}

/** What one unit (one game, or two with the teams swapped; under a target each a match of deals) gives back. */
export interface UnitOutcome {
  readonly pair: number;
  readonly deal: number;
  /** In order: the unswapped game's deals, then the swapped game's. */
  readonly games: GameRecord[];
  readonly failures: GameFailure[];
  /** Decision times of each bot of the match, the first first. */
  readonly decisionHistograms: readonly Histogram[];
  /** A file the worker could not write (a game log): the run stops. */
  readonly ioError?: string;
}

export function birimbaCounts(state: GameState, team: Team): BirimbaCounts {
  const counts: BirimbaCounts = [0, 0, 0];
  for (const meld of state.melds) {
    if (meld.team !== team || !meld.isBirimba) continue;
    if (meld.cards.length === LONGEST_RUN) counts[2]++;
    else if (meld.clean) counts[0]++;
    else counts[1]++;
  }
  return counts;
}

export interface RecordPlace {
  readonly deal: number;
  readonly seed: number;
  readonly swapped: boolean;
  readonly seating?: number;
  /** Null for a single deal; the deal's number within the match under a target. */
  readonly round: number | null;
}

export function gameRecord(
  place: RecordPlace,
  state: GameState,
  scores: FinalScores,
  moves: number,
  totals: readonly [number, number, ...number[]] | null,
): GameRecord {
  return {
    deal: place.deal,
    seed: place.seed,
    swapped: place.swapped,
    ...(place.seating === undefined ? {} : { seating: place.seating }),
    ...(place.round === null ? {} : { round: place.round }),
    score: scores.teams.map((t) => t.total) as PerTeam<number>,
    ...(totals === null ? {} : { totals: [...totals] as PerTeam<number> }),
    end: scores.endReason,
    closedBy: scores.closedBy,
    turns: state.turnNumber,
    moves,
    birimbas: teamsOf(state.rules.players).map((team) => birimbaCounts(state, team)) as PerTeam<BirimbaCounts>,
  };
}

type Placed = { deal: number; swapped?: boolean; seating?: number; round?: number };

/** Orders records as the units are numbered, deal by deal, each deal's games in seating order (unswapped first). */
export function byDeal(a: Placed, b: Placed): number {
  return a.deal - b.deal || seatingIndex(a) - seatingIndex(b) || (a.round ?? 0) - (b.round ?? 0);
}
