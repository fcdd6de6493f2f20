// The coach: the expert's search asked about a turn a player has just played. The turn played is weighed among the
// expert's own candidates (and never dropped by the halving); the expert's best is then played against it again on
// fresh deals of their own, so the gap it reports is not the winner's luck in the search that picked it. A turn is
// flagged when the best is better by at least `threshold` points and the paired 95 % bound of the gap is above 0.
// Values are points of the deal (the team's score difference at its end), in a match too: a coach speaks in points.

import { type Move, type PlayerView, applyPlayToView, describePlan, determinize, legalMoves } from '@birimba/engine';
import { Playout } from '@birimba/engine/playout';
import { assertActingView } from '../bot.js';
import { classicBot } from '../classic/classic.js';
import { Random } from '../random.js';
import { greedyRollout, playOut } from '../search/rollout.js';
import { type Plan, type RolloutValue, mean, playPlans, searchPlans } from './expert.js';

/**
 * The coach's default budget: the expert's before issue 36 raised it, which the coach's figures were measured at
 * (its check stays near 0.4 s at the p95 in a browser's worker, beside the bots' own worker).
 */
export const COACH_DEFAULT_ITERATIONS = 1600;

/** Options of `coachTurn`. */
export interface CoachOptions {
  /** Rollouts of the search over the candidates (default `COACH_DEFAULT_ITERATIONS`, 1600). */
  readonly iterations?: number;
  /** Fresh deals the best and the played turn are compared on afterwards (default 400). */
  readonly confirm?: number;
  /** The gap in points from which a turn is flagged (default 40). */
  readonly threshold?: number;
}

/** One turn as the coach tells it: its moves, in words (the engine's `describePlan`), and its value in points. */
export interface CoachedTurn {
  /** The moves, in the order they are played. */
  readonly moves: readonly Move[];
  /** The turn in words. */
  readonly label: string;
  /** Its mean value on the confirming deals, in points. */
  readonly value: number;
}

/** What the coach says of a turn. */
export interface CoachVerdict {
  /** The turn played and the expert's best, valued on the confirming deals. */
  readonly played: CoachedTurn;
  /** The expert's best candidate (the turn played when it was the best). */
  readonly best: CoachedTurn;
  /** The best's mean lead over the turn played on the confirming deals, in points, and its 95 % interval. */
  readonly gap: number;
  /** The lower bound of the gap's 95 % interval. */
  readonly low: number;
  /** The upper bound of the gap's 95 % interval. */
  readonly high: number;
  /** Whether the turn played was the expert's best (then the gap is 0). */
  readonly same: boolean;
  /** Whether the coach speaks: the gap is at least the threshold and its lower bound above 0. */
  readonly flagged: boolean;
  /** Candidates weighed. */
  readonly considered: number;
  /** Rollouts played in all, the search's and the confirmation's. */
  readonly rollouts: number;
}

const points: RolloutValue = (work, team) => work.scoreDifference(team);

const key = (moves: readonly Move[]): string => JSON.stringify(moves);

/**
 * The coach's verdict on `played`, the moves of a play phase (melds and lay-offs, then the discard — or a play that
 * empties the hand) made from `view`, the seat's view as the play phase began. Throws the engine's error when the
 * moves are not a legal play phase from that view. Deterministic for the same view, moves, seed and options.
 */
export function coachTurn(
  view: PlayerView,
  played: readonly Move[],
  seed: number,
  options: CoachOptions = {},
): CoachVerdict {
  assertActingView(view);
  if (view.phase !== 'play') throw new RangeError(`coachTurn: the view must be in its play phase, not ${view.phase}`);
  const iterations = options.iterations ?? COACH_DEFAULT_ITERATIONS;
  const confirm = options.confirm ?? 400;
  const threshold = options.threshold ?? 40;
  if (!(Number.isInteger(confirm) && confirm >= 2)) throw new RangeError('coachTurn: confirm is a whole number ≥ 2');
  // The engine says whether the turn is legal: applying it to the view throws if not.
  const last = played[played.length - 1];
  const throws = last?.type === 'discard';
  let after = view;
  for (const move of throws ? played.slice(0, -1) : played) after = applyPlayToView(after, move);
  if (after.hand.length > 0 && !throws)
    throw new RangeError('coachTurn: a turn that keeps cards in hand ends with its discard');
  if (throws && !legalMoves(after).some((m) => m.type === 'discard' && m.card === last.card))
    throw new RangeError(`coachTurn: the engine does not allow discarding card ${String(last.card)} there`);
  const playedPlan: Plan = { moves: played, label: describePlan(played) };
  const own = playPlans(view, classicBot({ explain: false }), 8, 4).filter((p) => key(p.moves) !== key(played));
  const plans = [playedPlan, ...own];
  const ranked = searchPlans(view, plans, seed, iterations, undefined, greedyRollout, undefined, Date.now, points, [0]);
  const top = ranked[0] as (typeof ranked)[number];
  const searched = ranked.reduce((n, a) => n + a.visits, 0);
  const same = top.plan === playedPlan;
  // The confirmation: the best and the turn played on fresh deals, shared by both.
  const random = new Random(seed ^ 0x68e31da4);
  const base = new Playout();
  const work = new Playout();
  const diffs: number[] = [];
  let bestSum = 0;
  let playedSum = 0;
  const roll = (moves: readonly Move[], rolloutSeed: number): number => {
    work.copyFrom(base);
    for (const move of moves) work.playMove(move);
    const rolloutRandom = new Random(rolloutSeed);
    playOut(work, greedyRollout, () => rolloutRandom.next());
    return work.scoreDifference(view.team);
  };
  if (!same) {
    for (let d = 0; d < confirm; d++) {
      base.load(determinize(view, () => random.next()));
      const rolloutSeed = random.int(0, 0x7fffffff);
      const b = roll(top.plan.moves, rolloutSeed);
      const p = roll(played, rolloutSeed);
      bestSum += b;
      playedSum += p;
      diffs.push(b - p);
    }
  }
  const n = diffs.length;
  const gap = n === 0 ? 0 : diffs.reduce((a, b) => a + b, 0) / n;
  const variance = n < 2 ? 0 : diffs.reduce((s, d) => s + (d - gap) ** 2, 0) / (n - 1);
  const margin = n === 0 ? 0 : 1.96 * Math.sqrt(variance / n);
  const playedArm = ranked.find((a) => a.plan === playedPlan);
  const playedValue = n === 0 ? mean(playedArm ?? top) : playedSum / n;
  return {
    played: { moves: played, label: playedPlan.label, value: playedValue },
    best: { moves: top.plan.moves, label: top.plan.label, value: n === 0 ? playedValue : bestSum / n },
    gap,
    low: gap - margin,
    high: gap + margin,
    same,
    flagged: !same && gap >= threshold && gap - margin > 0,
    considered: plans.length,
    rollouts: searched + 2 * n,
  };
}
