// The numbers of the rules (rules.md §3, §5, §6, §7): the one home of each, for the pure core, the playout core, the
// AI and the phrase book alike.

import { DECK_SIZE, RANK_COUNT } from './cards.js';
import type { MeldRequirement, RuleSet } from './rules.js';

/** Cards dealt to each player (rules §3). */
export const HAND_SIZE = 11;
/** Cards in each birimbaki packet (rules §3). */
export const BIRIMBAKI_SIZE = 11;
/** Birimbaki packets dealt (rules §3): one for each team. */
export const BIRIMBAKIA = 2;
/** Players at the table (rules §1). */
export const SEATS = 4;
/** The stock right after the deal, before an up-card is turned (rules §3): 42 cards. */
export const STOCK_AFTER_DEAL = DECK_SIZE - SEATS * HAND_SIZE - BIRIMBAKIA * BIRIMBAKI_SIZE;

/** The fewest cards a meld holds (rules §5.1). */
export const SHORTEST_MELD = 3;
/** The most cards a run holds (rules §5.1): every rank of its suit once, the ace low or high. */
export const LONGEST_RUN = RANK_COUNT;
/** A meld of this many cards or more is a birimba (rules §5.2). */
export const BIRIMBA_LENGTH = 7;

/** The bonuses and penalties of rules §7 (a birimba of `LONGEST_RUN` cards earns the `birimba13` ones). */
export const SCORE = Object.freeze({
  birimbaClean: 200,
  birimbaDirty: 100,
  birimba13Clean: 1000,
  birimba13Dirty: 500,
  noBirimbaki: -100,
  closing: 100,
});

/** The stock a deal of these rules leaves: 42 cards, 41 when one is turned up to start the pile. */
export function stockAfterDeal(rules: Pick<RuleSet, 'initialUpCard'>): number {
  return STOCK_AFTER_DEAL - (rules.initialUpCard ? 1 : 0);
}

/** Whether a meld of `length` cards is a birimba (rules §5.2). */
export function isBirimbaLength(length: number): boolean {
  return length >= BIRIMBA_LENGTH;
}

/**
 * Whether one meld, a birimba or not, clean or dirty, gives its team what `need` asks for before a player of it may
 * empty his hand (rules §6 variants): nothing, a birimba, or a clean birimba. The one test the pure core, the
 * playout core and the AI all use (`isBirimbaLength` says whether a meld of so many cards is a birimba).
 */
export function meldMeetsRequirement(need: MeldRequirement, isBirimba: boolean, clean: boolean): boolean {
  return need === 'nothing' || (isBirimba && (need === 'birimba' || clean));
}

/**
 * What a team must own before one of its players may empty his hand (rules §6): what taking its birimbaki asks
 * (`birimbakiRequires`) while it has not taken it, what closing asks (`closingRequires`) once it has.
 */
export function requirementToEmpty(
  rules: Pick<RuleSet, 'birimbakiRequires' | 'closingRequires'>,
  tookBirimbaki: boolean,
): MeldRequirement {
  return tookBirimbaki ? rules.closingRequires : rules.birimbakiRequires;
}
