// The audit's judge: a search of its own, separate from the expert's, that values the turns of one play-phase view.
//
// It samples the hidden cards with its own random stream (no inference), builds a wider candidate set than the
// expert's (the classic player's 24 best plays, holding back, the play using the most cards, the greedy player's
// turn and the expert's own, each followed by every distinct card the hand may throw), screens them all on a few
// deals and rolls the best twelve and the expert's choice out 400 times more, on the same deals for all (common
// random numbers), with greedy play in every seat. The best is chosen on the first half of those deals and judged
// on the second half, so the gap it reports is not inflated by having picked the maximum of many noisy means.

import {
  type Card,
  type Move,
  type PlayerView,
  applyPlayToView,
  cardCode,
  describePlan,
  determinize,
  legalMoves,
} from '@birimba/engine';
import { Playout } from '@birimba/engine/playout';
import { classicBot } from '../src/classic/classic.js';
import { greedyBot } from '../src/bots/greedy.js';
import { Random } from '../src/random.js';
import { greedyRollout, playOut } from '../src/search/rollout.js';
import { EXPERT_DEFAULT_ITERATIONS } from '../src/expert/expert.js';

/** One turn the judge weighs: the play's moves and the discard (none when the play empties the hand). */
export interface JudgedPlan {
  readonly moves: readonly Move[];
  readonly label: string;
}

/** The judge's budget. */
export interface JudgeBudget {
  /** The fewest rollouts a decision (the final round grows to reach it): 8× the expert's budget by default. */
  readonly atLeast: number;
  /** Deals every candidate is screened on. */
  readonly screen: number;
  /** How many screened candidates go on (besides the expert's choice). */
  readonly finalists: number;
  /** Deals of the final round (half choose the best, half measure its gap). */
  readonly final: number;
}

export const DEFAULT_JUDGE: JudgeBudget = {
  atLeast: 8 * EXPERT_DEFAULT_ITERATIONS,
  screen: 32,
  finalists: 12,
  final: 400,
};

/** What the judge says of one decision. */
export interface Verdict {
  readonly candidates: number;
  readonly rollouts: number;
  /** The judge's best turn and the expert's, with their values on the measuring half. */
  readonly best: JudgedPlan;
  readonly chosen: JudgedPlan;
  readonly bestValue: number;
  readonly chosenValue: number;
  /** The mean paired difference best − chosen on the measuring half, and its 95 % interval. */
  readonly gap: number;
  readonly low: number;
  readonly high: number;
  /** Whether the judge's best is the expert's choice. */
  readonly agrees: boolean;
}

/** Two turns are the same when they differ only in which copy of a card is thrown. */
const key = (view: PlayerView, moves: readonly Move[]): string =>
  JSON.stringify(
    moves.map((m) =>
      m.type === 'discard' ? { discard: cardCode(view.hand.find((c) => c.id === m.card) as Card) } : m,
    ),
  );

/** The play part of a turn (everything but a last discard). */
const playOf = (moves: readonly Move[]): Move[] =>
  moves.length > 0 && moves[moves.length - 1]?.type === 'discard' ? moves.slice(0, -1) : [...moves];

/** The judge's candidate turns for a play-phase view, the expert's `chosen` among them. */
export function judgeCandidates(view: PlayerView, chosen: readonly Move[]): JudgedPlan[] {
  const classic = classicBot({ explain: false });
  const ranked = classic.rankPlays(view);
  const plays: Move[][] = ranked.slice(0, 24).map((r) => [...r.play.moves]);
  plays.push([]);
  const most = ranked.reduce<(typeof ranked)[number] | undefined>(
    (a, b) => (a === undefined || b.play.used.length > a.play.used.length ? b : a),
    undefined,
  );
  if (most !== undefined) plays.push([...most.play.moves]);
  plays.push(playOf(greedyBot().decide(view, 1).moves));
  plays.push(playOf(chosen));
  const seen = new Set<string>();
  const plans: JudgedPlan[] = [];
  const add = (moves: readonly Move[]): void => {
    const k = key(view, moves);
    if (seen.has(k)) return;
    seen.add(k);
    plans.push({ moves, label: describePlan(moves) });
  };
  add(chosen);
  for (const play of plays) {
    let after = view;
    for (const move of play) after = applyPlayToView(after, move);
    if (after.hand.length === 0) {
      add(play);
      continue;
    }
    const byCode = new Map<number, Card>();
    for (const m of legalMoves(after)) {
      if (m.type !== 'discard') continue;
      const card = after.hand.find((c) => c.id === m.card) as Card;
      if (!byCode.has(cardCode(card))) byCode.set(cardCode(card), card);
    }
    for (const card of byCode.values()) add([...play, { type: 'discard', card: card.id }]);
  }
  return plans;
}

/** Values of every plan on `deals` shared deals: `values[plan][deal]`, the team's score difference at the end. */
function rollAll(view: PlayerView, plans: readonly JudgedPlan[], deals: number, random: Random): number[][] {
  const base = new Playout();
  const work = new Playout();
  const values = plans.map(() => new Array<number>(deals));
  for (let d = 0; d < deals; d++) {
    base.load(determinize(view, () => random.next()));
    const rolloutSeed = random.int(0, 0x7fffffff);
    plans.forEach((plan, p) => {
      work.copyFrom(base);
      for (const move of plan.moves) work.playMove(move);
      const rolloutRandom = new Random(rolloutSeed);
      playOut(work, greedyRollout, () => rolloutRandom.next());
      (values[p] as number[])[d] = work.scoreDifference(view.team);
    });
  }
  return values;
}

const average = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The judge's verdict on the expert's `chosen` turn in `view` (see the module comment). */
export function judge(view: PlayerView, chosen: readonly Move[], seed: number, budget = DEFAULT_JUDGE): Verdict {
  const random = new Random(seed ^ 0x2545f491);
  const all = judgeCandidates(view, chosen);
  const screened = rollAll(view, all, budget.screen, random);
  const order = all.map((_, i) => i).sort((a, b) => average(screened[b]!) - average(screened[a]!) || a - b);
  const finalists = order.slice(0, budget.finalists);
  if (!finalists.includes(0)) finalists.push(0); // the expert's choice is candidate 0
  const plans = finalists.map((i) => all[i] as JudgedPlan);
  const left = budget.atLeast - all.length * budget.screen;
  const final = 2 * Math.ceil(Math.max(budget.final, Math.ceil(left / plans.length)) / 2);
  const values = rollAll(view, plans, final, random);
  const half = final / 2;
  const choose = values.map((v) => average(v.slice(0, half)));
  const bestAt = choose.reduce((b, v, i) => (v > (choose[b] as number) ? i : b), 0);
  const chosenAt = finalists.indexOf(0);
  const bestValues = (values[bestAt] as number[]).slice(half);
  const chosenValues = (values[chosenAt] as number[]).slice(half);
  const diffs = bestValues.map((v, i) => v - (chosenValues[i] as number));
  const gap = average(diffs);
  const variance = diffs.reduce((s, d) => s + (d - gap) ** 2, 0) / Math.max(1, diffs.length - 1);
  const margin = 1.96 * Math.sqrt(variance / diffs.length);
  return {
    candidates: all.length,
    rollouts: all.length * budget.screen + plans.length * final,
    best: plans[bestAt] as JudgedPlan,
    chosen: all[0] as JudgedPlan,
    bestValue: average(bestValues),
    chosenValue: average(chosenValues),
    gap,
    low: gap - margin,
    high: gap + margin,
    agrees: bestAt === chosenAt,
  };
}
