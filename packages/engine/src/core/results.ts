// Results of a deal (rules §7) and the match of several deals (rules §1 variant).

import type { Card } from '../vocabulary/cards.js';
import { type TeamScore, scoreTeam } from './scoring.js';
import type { Team } from '../vocabulary/rules.js';
import { ArgumentError, asEngineError } from '../vocabulary/errors.js';
import { type PlayerView, assertStateOrView } from './view.js';
import { onState } from './guard.js';
import { type EndReason, type GameState, deal } from './state.js';

/** The score sheet of a finished deal (rules §7). */
export interface FinalScores {
  /** Breakdowns of team 0 (A: seats 0, 2) and team 1 (B: seats 1, 3). */
  readonly teams: readonly [TeamScore, TeamScore];
  /** The team with the higher total; null on equal totals. */
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
 * Both teams' public running scores, from a game or from any seat's view: the points on the table, which every
 * player sees (hands, hidden from the others, are left out). The one running score of the table and the bots.
 */
export function publicScores(source: GameState | PlayerView): [PublicScore, PublicScore] {
  assertStateOrView(source, 'publicScores');
  try {
    const score = (team: Team): PublicScore => {
      const s = scoreTeam(
        { melds: source.melds.filter((m) => m.team === team), hands: [], tookBirimbaki: true, closed: false },
        source.rules,
      );
      return { meldPoints: s.meldPoints, birimbaBonus: s.birimbaBonus, onTable: s.meldPoints + s.birimbaBonus };
    };
    return [score(0), score(1)];
  } catch (e) {
    throw asEngineError(e, 'publicScores');
  }
}

/** Both teams' scores as the table stands now (a running score while the deal goes on). */
export function teamScores(state: GameState): [TeamScore, TeamScore] {
  return onState(state, 'teamScores', (game) => {
    const score = (team: Team): TeamScore =>
      scoreTeam(
        {
          melds: game.melds.filter((m) => m.team === team),
          hands: [game.hands[team] as Card[], game.hands[team + 2] as Card[]],
          tookBirimbaki: game.tookBirimbaki[team],
          closed: game.closedBy === team,
        },
        game.rules,
      );
    return [score(0), score(1)];
  });
}

/** The final score sheet; throws an `ArgumentError` ('not-over') if the deal is not over. */
export function finalScores(state: GameState): FinalScores {
  return onState(state, 'finalScores', (game) => {
    if (game.phase !== 'over' || game.endReason === null)
      throw new ArgumentError('not-over', 'the game is not over yet');
    const teams = teamScores(game);
    const diff = teams[0].total - teams[1].total;
    return { teams, winner: diff > 0 ? 0 : diff < 0 ? 1 : null, endReason: game.endReason, closedBy: game.closedBy };
  });
}

/** Match totals including this deal if it is over. */
export function matchTotals(state: GameState): [number, number] {
  return onState(state, 'matchTotals', (game) => {
    const [a, b] = game.match.totals;
    if (game.phase !== 'over') return [a, b];
    const [sa, sb] = teamScores(game);
    return [a + sa.total, b + sb.total];
  });
}

/** True when the deal is over and it is a single deal, or a team reached the match target. */
export function isMatchOver(state: GameState): boolean {
  return onState(state, 'isMatchOver', (game) => {
    if (game.phase !== 'over') return false;
    const target = game.rules.matchTarget;
    if (target === null) return true;
    const [a, b] = matchTotals(game);
    return (a >= target || b >= target) && a !== b;
  });
}

/**
 * The next deal of a match: the random state goes on, the next seat starts, the totals carry over. Throws an
 * `ArgumentError` before the deal is over ('not-over') or once the match is ('match-over').
 */
export function nextDeal(state: GameState): GameState {
  return onState(state, 'nextDeal', (game) => {
    if (game.phase !== 'over') throw new ArgumentError('not-over', 'the deal is not over yet');
    if (isMatchOver(game)) throw new ArgumentError('match-over', 'the match is over');
    return deal(game.rules, game.seed, game.rng, ((game.firstSeat + 1) % 4) as 0 | 1 | 2 | 3, {
      deal: game.match.deal + 1,
      totals: matchTotals(game),
    });
  });
}
