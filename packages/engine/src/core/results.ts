// Results of a deal (rules §7) and the match of several deals (rules §1 variant).

import type { Card } from '../vocabulary/cards.js';
import { type TeamScore, scoreTeam } from './scoring.js';
import type { Team } from '../vocabulary/rules.js';
import { type TeamTuple, nextSeat, perTeam, seatsOfTeam } from '../vocabulary/seats.js';
import { ArgumentError, asEngineError } from '../vocabulary/errors.js';
import { type PlayerView, assertStateOrView } from './view.js';
import { onState } from './guard.js';
import { type EndReason, type GameState, deal, dealRngFor } from './state.js';

/** The score sheet of a finished deal (rules §7). */
export interface FinalScores {
  /**
   * Breakdowns per team: team 0 (A: seats 0, 2) and team 1 (B: seats 1, 3) of four players; with two, seat 0 and
   * seat 1; with six, teams 0, 1 and 2 (seats 0 and 3, 1 and 4, 2 and 5).
   */
  readonly teams: TeamTuple<TeamScore>;
  /** The team with the highest total; null when two or more share it. */
  readonly winner: Team | null;
  /** How the deal ended. */
  readonly endReason: EndReason;
  /** The team that closed, or null. */
  readonly closedBy: Team | null;
}

/** What everyone can see of a team's score during a deal (rules §8): its melds and their birimba bonuses. */
export interface PublicScore {
  /** Card points of the team's melds. */
  readonly meldPoints: number;
  /** Birimba bonuses of its melds. */
  readonly birimbaBonus: number;
  /** meldPoints + birimbaBonus: the points on the table. */
  readonly onTable: number;
}

/**
 * Every team's public running score (two, or three with six players), from a game or from any seat's view: the
 * points on the table, which every player sees (hands, hidden from the others, are left out). The one running score
 * of the table and the bots.
 */
export function publicScores(source: GameState | PlayerView): TeamTuple<PublicScore> {
  assertStateOrView(source, 'publicScores');
  try {
    const score = (team: Team): PublicScore => {
      const s = scoreTeam(
        { melds: source.melds.filter((m) => m.team === team), hands: [], tookBirimbaki: true, closed: false },
        source.rules,
      );
      return { meldPoints: s.meldPoints, birimbaBonus: s.birimbaBonus, onTable: s.meldPoints + s.birimbaBonus };
    };
    return perTeam(source.rules.players, score);
  } catch (e) {
    throw asEngineError(e, 'publicScores');
  }
}

/** Every team's score as the table stands now (a running score while the deal goes on). */
export function teamScores(state: GameState): TeamTuple<TeamScore> {
  return onState(state, 'teamScores', (game) => {
    const score = (team: Team): TeamScore =>
      scoreTeam(
        {
          melds: game.melds.filter((m) => m.team === team),
          hands: seatsOfTeam(team, game.rules.players).map((seat) => game.hands[seat] as Card[]),
          tookBirimbaki: game.tookBirimbaki[team] === true,
          closed: game.closedBy === team,
        },
        game.rules,
      );
    return perTeam(game.rules.players, score);
  });
}

/** The final score sheet; throws an `ArgumentError` ('not-over') if the deal is not over. */
export function finalScores(state: GameState): FinalScores {
  return onState(state, 'finalScores', (game) => {
    if (game.phase !== 'over' || game.endReason === null)
      throw new ArgumentError('not-over', 'the game is not over yet');
    const teams = teamScores(game);
    return { teams, winner: soleLeader(teams.map((t) => t.total)), endReason: game.endReason, closedBy: game.closedBy };
  });
}

/** The team whose total is higher than every other's, or null when the highest is shared: the winner of a deal by
 * its scores, or of a match by its totals. */
export function soleLeader(totals: readonly number[]): Team | null {
  const best = Math.max(...totals);
  const leaders = totals.flatMap((t, team) => (t === best ? [team as Team] : []));
  return leaders.length === 1 ? (leaders[0] as Team) : null;
}

/** Match totals, one per team, including this deal if it is over. */
export function matchTotals(state: GameState): TeamTuple<number> {
  return onState(state, 'matchTotals', (game) => {
    const totals = game.match.totals;
    if (game.phase !== 'over') return perTeam(game.rules.players, (team) => totals[team] as number);
    const scores = teamScores(game);
    return perTeam(game.rules.players, (team) => (totals[team] as number) + (scores[team] as TeamScore).total);
  });
}

/**
 * True when the deal is over and it is a single deal, or a team reached the match target and leads alone (a tie at
 * the top plays on).
 */
export function isMatchOver(state: GameState): boolean {
  return onState(state, 'isMatchOver', (game) => {
    if (game.phase !== 'over') return false;
    const target = game.rules.matchTarget;
    if (target === null) return true;
    const totals = matchTotals(game);
    return totals.some((t) => t >= target) && soleLeader(totals) !== null;
  });
}

/** The team that won the match once it is over (`isMatchOver`): the sole leader of the totals; null before, or on a
 * single deal's tie. */
export function matchWinner(state: GameState): Team | null {
  return onState(state, 'matchWinner', (game) => (isMatchOver(game) ? soleLeader(matchTotals(game)) : null));
}

/**
 * The next deal of a match: shuffled by the game's derivation (`ShuffleDerivation`), the next seat starts, the totals
 * carry over. Throws an
 * `ArgumentError` before the deal is over ('not-over') or once the match is ('match-over').
 */
export function nextDeal(state: GameState): GameState {
  return onState(state, 'nextDeal', (game) => {
    if (game.phase !== 'over') throw new ArgumentError('not-over', 'the deal is not over yet');
    if (isMatchOver(game)) throw new ArgumentError('match-over', 'the match is over');
    const number = game.match.deal + 1;
    const rng = dealRngFor(game.shuffle, game.seed, number, game.rng);
    return deal(game.rules, game.seed, game.shuffle, rng, nextSeat(game.firstSeat, game.rules.players), {
      deal: number,
      totals: matchTotals(game),
    });
  });
}
