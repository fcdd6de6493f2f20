// "Draw or take the pile?" as a one-ply expectimax (techniques.md §1): taking the pile is a known hand; drawing is a
// chance node over the stock card, grouped by identity (rank and suit) and weighted by how many copies the seat has
// not seen. Leaves are scored by a bounded, cardinal evaluation (points-like, clamped to [LOW, HIGH]), which is what
// lets Star1 prune the chance node: after each outcome, if even the best (or worst) for all unvisited ones cannot
// change the choice, stop.

import { type Card, type PlayerView, cardCode, deckFor } from '@birimba/engine';

/** The bounds of the leaf evaluation (points-like). */
export const LEAF_LOW = -200;
/** The highest leaf value of the draw's expectimax. */
export const LEAF_HIGH = 600;

/** What the draw's expectimax decided, and how much of the chance node it needed. */
export interface DrawSearchResult {
  /** Take the pile (else draw). */
  readonly take: boolean;
  /** The value of holding the pile. */
  readonly takeValue: number;
  /** The expected value of drawing (exact when not pruned; a bound that decided the choice when pruned). */
  readonly drawValue: number;
  /** Leaves evaluated: the pile's, and one per stock outcome visited. */
  readonly nodes: number;
  /** Stock outcomes (distinct unseen identities) there were. */
  readonly outcomes: number;
  /** Whether Star1 stopped before every outcome was visited. */
  readonly pruned: boolean;
}

/** The unseen card identities of the view, with how many copies of each the seat has not seen, most copies first. */
export function unseenOutcomes(view: PlayerView): { card: Card; copies: number }[] {
  const deck = deckFor(view.rules.players);
  const seen = new Uint8Array(deck.length);
  const mark = (cards: readonly Card[]): void => {
    for (const c of cards) seen[c.id] = 1;
  };
  mark(view.hand);
  mark(view.pile);
  for (const m of view.melds) mark(m.cards);
  for (const k of view.known) mark(k);
  const byCode = new Map<number, { card: Card; copies: number }>();
  for (const card of deck) {
    if (seen[card.id] === 1) continue;
    const code = cardCode(card);
    const entry = byCode.get(code);
    if (entry === undefined) byCode.set(code, { card, copies: 1 });
    else entry.copies++;
  }
  return [...byCode.values()].sort((a, b) => b.copies - a.copies || cardCode(a.card) - cardCode(b.card));
}

/**
 * Decides draw vs take the pile. `evaluate(hand)` scores the play phase with that hand (points-like); it is clamped to
 * [LEAF_LOW, LEAF_HIGH]. With `star1`, outcomes are visited most probable first and the chance node stops as soon as
 * its bounds settle the choice.
 */
export function searchDraw(
  view: PlayerView,
  evaluate: (hand: readonly Card[]) => number,
  star1 = true,
): DrawSearchResult {
  const clamp = (v: number): number => Math.max(LEAF_LOW, Math.min(LEAF_HIGH, v));
  const takeValue = clamp(evaluate([...view.hand, ...view.pile]));
  const outcomes = unseenOutcomes(view);
  const total = outcomes.reduce((s, o) => s + o.copies, 0);
  let nodes = 1;
  let sum = 0;
  // The unvisited copies, counted whole: after the last outcome the rest is exactly 0 (a sum of probabilities can
  // end a hair below or above 1, enough to tip a draw exactly as good as the pile).
  let unvisited = total;
  for (const { card, copies } of outcomes) {
    sum += (copies / total) * clamp(evaluate([...view.hand, card]));
    unvisited -= copies;
    nodes++;
    if (!star1) continue;
    const rest = unvisited / total;
    const upper = sum + rest * LEAF_HIGH;
    const lower = sum + rest * LEAF_LOW;
    if (upper < takeValue)
      return { take: true, takeValue, drawValue: upper, nodes, outcomes: outcomes.length, pruned: unvisited > 0 };
    if (lower >= takeValue)
      return { take: false, takeValue, drawValue: lower, nodes, outcomes: outcomes.length, pruned: unvisited > 0 };
  }
  return { take: sum < takeValue, takeValue, drawValue: sum, nodes, outcomes: outcomes.length, pruned: false };
}
