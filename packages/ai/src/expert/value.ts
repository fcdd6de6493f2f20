// What a rollout's end is worth to the searching team: the deal's score difference, or in a match the chance of
// winning the match from the totals after this deal (cardinal and bounded, so averages over deals mean something).

import { type PlayerView, type Team, teamsOf } from '@birimba/engine';
import type { Playout } from '@birimba/engine/playout';

/** A team's mean score a deal, and the spread of the difference between two teams' scores, in our measurements. */
const MEAN_DEAL_SCORE = 550;
const DEAL_DIFFERENCE_SD = 400;

/** The standard normal distribution function (Abramowitz & Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The chance of winning a match to `target` from these totals once this deal is scored (rules §1: a team that
 * reached the target and leads has won): 1 or 0 when decided, else a normal approximation over the deals left.
 */
export function matchEquity(ours: number, theirs: number, target: number): number {
  if ((ours >= target || theirs >= target) && ours !== theirs) return ours > theirs ? 1 : 0;
  const dealsLeft = Math.max(1, (target - Math.max(ours, theirs)) / MEAN_DEAL_SCORE);
  return normalCdf((ours - theirs) / (DEAL_DIFFERENCE_SD * Math.sqrt(dealsLeft)));
}

/**
 * The value of a rollout's end for `team`: the score difference of the deal (ours minus the best other team's); in
 * a match, the match equity × 1000 from the view's totals plus this deal.
 */
export function dealValue(game: Playout, team: Team, view: PlayerView): number {
  const target = view.rules.matchTarget;
  if (target === null) return game.scoreDifference(team);
  const total = (t: Team): number => (view.match.totals[t] ?? 0) + game.teamTotal(t);
  // With three teams the match is against the best of the other two.
  let theirs = -Infinity;
  for (const other of teamsOf(view.rules.players)) if (other !== team) theirs = Math.max(theirs, total(other));
  return 1000 * matchEquity(total(team), theirs, target);
}
