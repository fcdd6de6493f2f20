// Scoring at the end of a deal (rules §7).

import { type Card, formatCards, sumPoints } from '../vocabulary/cards.js';
import { checkMeld, meldRulesOf, toCards } from './meld-rules.js';
import type { RuleSet } from '../vocabulary/rules.js';
import { ArgumentError, quoteInput } from '../vocabulary/errors.js';
import { LONGEST_RUN, SCORE, isBirimbaLength } from '../vocabulary/facts.js';

/** A team's score breakdown (rules §7). */
export interface TeamScore {
  /** Card points of every card in the team's melds. */
  readonly meldPoints: number;
  /** Clean 200 / dirty 100 per birimba; a 13-card one 1000 / 500 instead. */
  readonly birimbaBonus: number;
  /** Minus the points of the cards left in both partners' hands (birimbaki cards included). */
  readonly handPenalty: number;
  /** −100 if the team never took a birimbaki, else 0. */
  readonly birimbakiPenalty: number;
  /** +100 for the team that closed, else 0. */
  readonly closingBonus: number;
  /** The sum of the parts. */
  readonly total: number;
}

type CardsLike = readonly Card[] | string;

/** What `scoreTeam` needs of a team. */
export interface TeamScoreInput {
  /** The team's melds: card arrays, notation strings, or meld objects with `cards`. */
  readonly melds: readonly (CardsLike | { readonly cards: readonly Card[] })[];
  /** The cards left in the partners' hands: one array per partner, or one flat array, or notation. */
  readonly hands: readonly CardsLike[] | readonly Card[] | string;
  /** Whether it took its birimbaki. */
  readonly tookBirimbaki: boolean;
  /** Whether it closed. */
  readonly closed: boolean;
}

/** The bonus a meld of `length` cards earns, clean or dirty (rules §7): 0 below 7 cards. */
export function birimbaBonusFor(length: number, clean: boolean): number {
  if (typeof length !== 'number' || typeof clean !== 'boolean') {
    throw new ArgumentError(
      'bad-argument',
      `birimbaBonusFor takes a meld length and whether it is clean, got ${quoteInput([length, clean])}`,
    );
  }
  if (!isBirimbaLength(length)) return 0;
  if (length === LONGEST_RUN) return clean ? SCORE.birimba13Clean : SCORE.birimba13Dirty;
  return clean ? SCORE.birimbaClean : SCORE.birimbaDirty;
}

/** The bonus one meld earns (0 if it is not a birimba, or not a meld at all). */
export function birimbaBonusOf(cards: readonly Card[], rules?: Partial<RuleSet>): number {
  const check = checkMeld(cards, rules);
  return check.valid ? birimbaBonusFor(check.length, check.clean) : 0;
}

function handCards(hands: TeamScoreInput['hands']): readonly Card[] {
  if (typeof hands === 'string') return toCards(hands);
  if (!Array.isArray(hands))
    throw new ArgumentError(
      'bad-cards',
      `hands must be an array of cards, of card arrays, or notation, got ${quoteInput(hands)}`,
    );
  const out: Card[] = [];
  for (const h of hands as readonly (Card | CardsLike)[]) {
    if (typeof h === 'string' || Array.isArray(h)) out.push(...toCards(h as CardsLike));
    else out.push(...toCards([h as Card]));
  }
  return out;
}

/** A team's score breakdown (rules §7); penalties are negative and `total` is their sum. */
export function scoreTeam(input: TeamScoreInput, rules?: Partial<RuleSet>): TeamScore {
  if (input === null || typeof input !== 'object' || !Array.isArray(input.melds)) {
    throw new ArgumentError(
      'bad-options',
      `scoreTeam needs { melds, hands, tookBirimbaki, closed }, got ${quoteInput(input)}`,
    );
  }
  const meldRules = meldRulesOf(rules);
  let meldPoints = 0;
  let birimbaBonus = 0;
  for (const meld of input.melds) {
    const cards =
      typeof meld === 'string' || Array.isArray(meld)
        ? toCards(meld as CardsLike)
        : toCards((meld as { readonly cards?: readonly Card[] } | null)?.cards as readonly Card[]);
    const check = checkMeld(cards, meldRules);
    if (!check.valid) throw new ArgumentError('bad-cards', `${formatCards(cards)} is not a meld: ${check.reason}`);
    meldPoints += check.points;
    birimbaBonus += birimbaBonusFor(check.length, check.clean);
  }
  const handPenalty = -sumPoints(handCards(input.hands));
  const birimbakiPenalty = input.tookBirimbaki ? 0 : SCORE.noBirimbaki;
  const closingBonus = input.closed ? SCORE.closing : 0;
  return {
    meldPoints,
    birimbaBonus,
    handPenalty: handPenalty === 0 ? 0 : handPenalty,
    birimbakiPenalty,
    closingBonus,
    total: meldPoints + birimbaBonus + handPenalty + birimbakiPenalty + closingBonus,
  };
}
