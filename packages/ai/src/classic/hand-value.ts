// What the cards left in hand after a play are worth or risk — the Durak hand evaluation of techniques.md §3 made
// Birimba's: points at risk, wilds kept, near-runs and their length, many cards late against the stock.

import { type Card, cardPoints, isWild, rankNumber, suitIndex } from '@birimba/engine';

/** What a hand is worth keeping, in the spirit of the Durak article (techniques.md §3): inputs of the play system. */
export interface HandValue {
  /** Points of the cards left: what the hand costs if the opponents close now. */
  readonly risk: number;
  /** Wilds (2s and jokers) kept in hand. */
  readonly wildsKept: number;
  /**
   * The longest near-run: naturals of one suit on a stretch of the run with at most one position missing (a wild,
   * or the card itself, fills it), as the length of that stretch. 0 without two such cards; 7 is a birimba.
   */
  readonly nearRun: number;
  /** Near-runs of two or more naturals (stretches of one suit whose gaps are single positions). */
  readonly nearRuns: number;
  /** Cards left per card in the stock: many cards late in the deal are many penalty points waiting. */
  readonly crowd: number;
}

/**
 * A suit's naturals as a bit mask of run positions 1..14 (an ace is on 1 and on 14), duplicates once.
 * Bit p is position p.
 */
function suitMasks(cards: readonly Card[]): number[] {
  const masks = [0, 0, 0, 0];
  for (const c of cards) {
    if (isWild(c)) continue;
    const s = suitIndex(c);
    const r = rankNumber(c);
    masks[s] = (masks[s] as number) | (1 << r) | (r === 1 ? 1 << 14 : 0);
  }
  return masks;
}

/** The longest stretch [i, j] of a mask with both ends present, at most one position missing and ≥ 2 cards. */
function longestNearRun(mask: number): number {
  let best = 0;
  for (let i = 1; i <= 14; i++) {
    if ((mask & (1 << i)) === 0) continue;
    let holes = 0;
    for (let j = i + 1; j <= 14; j++) {
      if ((mask & (1 << j)) === 0) {
        if (++holes > 1) break;
        continue;
      }
      best = Math.max(best, j - i + 1);
    }
  }
  return best;
}

/** Maximal stretches of a mask whose gaps are single positions, with two or more cards. */
function countNearRuns(mask: number): number {
  let runs = 0;
  let cards = 0;
  let gap = 0;
  for (let p = 1; p <= 15; p++) {
    if (p <= 14 && (mask & (1 << p)) !== 0) {
      cards++;
      gap = 0;
      continue;
    }
    if (++gap >= 2 || p === 15) {
      if (cards >= 2) runs++;
      cards = 0;
    }
  }
  return runs;
}

/** The hand-value features of the cards `rest` left in hand, with `stockSize` cards in the stock. */
export function handValue(rest: readonly Card[], stockSize: number): HandValue {
  let risk = 0;
  let wildsKept = 0;
  for (const c of rest) {
    risk += cardPoints(c);
    if (isWild(c)) wildsKept++;
  }
  let nearRun = 0;
  let nearRuns = 0;
  for (const mask of suitMasks(rest)) {
    if (mask === 0) continue;
    nearRun = Math.max(nearRun, longestNearRun(mask));
    nearRuns += countNearRuns(mask);
  }
  return { risk, wildsKept, nearRun, nearRuns, crowd: rest.length / Math.max(1, stockSize) };
}
