// Identity codes (0..51 suited, 52 the joker) and the numbers of the deck: each named once in cards.ts and facts.ts,
// each what the deck and the rules make it. The fast core and the AI compute with these, so they are checked against
// the deck itself rather than against a second table of the same numbers.

import { describe, expect, it } from 'vitest';
import {
  CODE_COUNT,
  CODE_POINTS,
  DECK,
  DECK_POINTS,
  DECK_SIZE,
  FIRST_JOKER_ID,
  JOKERS,
  JOKER_CODE,
  RANKS,
  RANK_BY_CODE,
  RANK_COUNT,
  SUITED_CODES,
  SUITS,
  SUIT_BY_CODE,
  WILD_BY_CODE,
  WILD_CODES,
  cardCode,
  cardPoints,
  codeOfId,
  codeOfPlace,
  idsOfCode,
  isJoker,
  isWild,
  isWildCode,
  rankNumber,
  rankOfCode,
  suitIndex,
  suitOfCode,
  sumPoints,
} from '../../src/vocabulary/cards.js';
import {
  BIRIMBAKIA,
  BIRIMBAKI_SIZE,
  BIRIMBA_LENGTH,
  HAND_SIZE,
  LONGEST_RUN,
  SEATS,
  SHORTEST_MELD,
  STOCK_AFTER_DEAL,
  isBirimbaLength,
  meldMeetsRequirement,
  requirementToEmpty,
  stockAfterDeal,
} from '../../src/vocabulary/facts.js';
import { DEFAULT_RULES, resolveRules } from '../../src/vocabulary/rules.js';

describe('the numbers of the deck', () => {
  it('are what the suits, the ranks and the jokers make them', () => {
    expect(RANK_COUNT).toBe(RANKS.length);
    expect(SUITED_CODES).toBe(SUITS.length * RANKS.length);
    expect(JOKER_CODE).toBe(SUITED_CODES);
    expect(CODE_COUNT).toBe(JOKER_CODE + 1);
    expect(FIRST_JOKER_ID).toBe(2 * SUITED_CODES);
    expect(DECK.filter(isJoker)).toHaveLength(JOKERS);
    expect(DECK).toHaveLength(DECK_SIZE);
    expect(DECK_SIZE).toBe(FIRST_JOKER_ID + JOKERS);
    expect(DECK.findIndex(isJoker)).toBe(FIRST_JOKER_ID);
  });

  it('hold 960 points in all', () => {
    expect(DECK_POINTS).toBe(960);
    expect(DECK_POINTS).toBe(sumPoints(DECK));
  });
});

describe('identity codes', () => {
  it('are the same for both copies of a card, and tell its suit, rank, points and wildness as the card does', () => {
    const seen = new Set<number>();
    for (const card of DECK) {
      const code = codeOfId(card.id);
      seen.add(code);
      expect(code).toBe(cardCode(card));
      expect(idsOfCode(code)).toContain(card.id);
      expect(CODE_POINTS[code]).toBe(cardPoints(card));
      expect(WILD_BY_CODE[code]).toBe(isWild(card) ? 1 : 0);
      expect(isWildCode(code)).toBe(isWild(card));
      expect(SUIT_BY_CODE[code]).toBe(suitIndex(card));
      expect(RANK_BY_CODE[code]).toBe(rankNumber(card));
      if (!isJoker(card)) {
        expect(suitOfCode(code)).toBe(suitIndex(card));
        expect(rankOfCode(code)).toBe(rankNumber(card));
        expect(codeOfPlace(suitIndex(card), rankNumber(card))).toBe(code);
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: CODE_COUNT }, (_, i) => i));
  });

  it('put the ace of a suit at place 1 and at place 14 alike', () => {
    SUITS.forEach((_, suit) => expect(codeOfPlace(suit, 14)).toBe(codeOfPlace(suit, 1)));
  });

  it('list the wild codes, the joker first (the most points) and the 2s in suit order', () => {
    expect(WILD_CODES).toEqual([JOKER_CODE, 1, 14, 27, 40]);
    expect(WILD_CODES.every(isWildCode)).toBe(true);
    expect(Array.from(WILD_BY_CODE).filter((w) => w === 1)).toHaveLength(WILD_CODES.length);
  });
});

describe('the facts of the rules', () => {
  it('deal 11 cards a hand and two packets of 11, leaving 42 in the stock (41 with an up-card)', () => {
    expect([HAND_SIZE, BIRIMBAKI_SIZE, BIRIMBAKIA, SEATS]).toEqual([11, 11, 2, 4]);
    expect(STOCK_AFTER_DEAL).toBe(DECK_SIZE - SEATS * HAND_SIZE - BIRIMBAKIA * BIRIMBAKI_SIZE);
    expect(STOCK_AFTER_DEAL).toBe(42);
    expect(stockAfterDeal(DEFAULT_RULES)).toBe(42);
    expect(stockAfterDeal(resolveRules({ initialUpCard: true }))).toBe(41);
  });

  it('make a meld 3 to 13 cards long (a run holds each rank once) and a birimba from 7', () => {
    expect([SHORTEST_MELD, BIRIMBA_LENGTH, LONGEST_RUN]).toEqual([3, 7, RANKS.length]);
    expect([6, 7, 13].map(isBirimbaLength)).toEqual([false, true, true]);
  });

  it('ask a team for nothing, a birimba or a clean birimba before it may empty a hand', () => {
    const cases: [Parameters<typeof meldMeetsRequirement>, boolean][] = [
      [['nothing', false, false], true],
      [['birimba', false, true], false],
      [['birimba', true, false], true],
      [['cleanBirimba', true, false], false],
      [['cleanBirimba', true, true], true],
      [['cleanBirimba', false, true], false],
    ];
    for (const [args, meets] of cases) expect(meldMeetsRequirement(...args), args.join(' ')).toBe(meets);
    const rules = resolveRules({ birimbakiRequires: 'birimba', closingRequires: 'cleanBirimba' });
    expect(requirementToEmpty(rules, false)).toBe('birimba');
    expect(requirementToEmpty(rules, true)).toBe('cleanBirimba');
  });
});
