// Results of a deal (rules §7) and the match of several deals (rules §1 variant).

import type { Card } from './cards.js';
import { type TeamScore, scoreTeam } from './scoring.js';
import type { Team } from './rules.js';
import { type EndReason, type GameState, deal } from './state.js';

export interface FinalScores {
  /** Breakdowns of team 0 (A: seats 0, 2) and team 1 (B: seats 1, 3). */
  readonly teams: readonly [TeamScore, TeamScore];
  /** The team with the higher total; null on equal totals. */
  readonly winner: Team | null;
  readonly endReason: EndReason;
  readonly closedBy: Team | null;
}

/** Both teams' scores as the table stands now (a running score while the deal goes on). */
export function teamScores(state: GameState): [TeamScore, TeamScore] {
  const score = (team: Team): TeamScore =>
    scoreTeam(
      {
        melds: state.melds.filter((m) => m.team === team),
        hands: [state.hands[team] as Card[], state.hands[team + 2] as Card[]],
        tookBirimbaki: state.tookBirimbaki[team],
        closed: state.closedBy === team,
      },
      state.rules,
    );
  return [score(0), score(1)];
}

/** The final score sheet; throws if the deal is not over. */
export function finalScores(state: GameState): FinalScores {
  if (state.phase !== 'over' || state.endReason === null) throw new Error('the game is not over yet');
  const teams = teamScores(state);
  const diff = teams[0].total - teams[1].total;
  return { teams, winner: diff > 0 ? 0 : diff < 0 ? 1 : null, endReason: state.endReason, closedBy: state.closedBy };
}

/** Match totals including this deal if it is over. */
export function matchTotals(state: GameState): [number, number] {
  const [a, b] = state.match.totals;
  if (state.phase !== 'over') return [a, b];
  const [sa, sb] = teamScores(state);
  return [a + sa.total, b + sb.total];
}

/** True when the deal is over and it is a single deal, or a team reached the match target. */
export function isMatchOver(state: GameState): boolean {
  if (state.phase !== 'over') return false;
  const target = state.rules.matchTarget;
  if (target === null) return true;
  const [a, b] = matchTotals(state);
  return (a >= target || b >= target) && a !== b;
}

/** The next deal of a match: the random state goes on, the next seat starts, the totals carry over. */
export function nextDeal(state: GameState): GameState {
  if (state.phase !== 'over') throw new Error('the deal is not over yet');
  if (isMatchOver(state)) throw new Error('the match is over');
  return deal(state.rules, state.seed, state.rng, ((state.firstSeat + 1) % 4) as 0 | 1 | 2 | 3, {
    deal: state.match.deal + 1,
    totals: matchTotals(state),
  });
}
