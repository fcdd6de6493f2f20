// Cards (rules.md §2): the 108-card deck, notation, copies and card points.

import { describe, expect, it } from 'vitest';
import {
  type Card,
  DECK,
  RANKS,
  SUITS,
  cardPoints,
  formatCard,
  formatCards,
  isWild,
  parseCard,
  parseCards,
  sumPoints,
} from '../../src/vocabulary/cards.js';
import { CardNotationError } from '../../src/vocabulary/errors.js';
import { POINTS } from '../support/oracle.js';

/** The notation of every card identity: 52 suited names and JK. */
const SUITED_NAMES: readonly string[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));

function notationError(run: () => unknown): CardNotationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CardNotationError);
    return error as CardNotationError;
  }
  throw new Error('expected a CardNotationError, but nothing was thrown');
}

describe('the deck', () => {
  it('holds 108 cards with 108 different ids', () => {
    expect(DECK).toHaveLength(108);
    expect(new Set(DECK.map((c) => c.id)).size).toBe(108);
  });

  it('holds every suited card exactly twice and 4 jokers', () => {
    const counts = new Map<string, number>();
    for (const card of DECK) counts.set(formatCard(card), (counts.get(formatCard(card)) ?? 0) + 1);
    expect(counts.size).toBe(53);
    for (const name of SUITED_NAMES) expect(counts.get(name), name).toBe(2);
    expect(counts.get('JK')).toBe(4);
  });

  it('has 12 wilds: the eight 2s and the four jokers', () => {
    const wilds = DECK.filter(isWild);
    expect(wilds).toHaveLength(12);
    expect(wilds.filter((c) => c.rank === '2')).toHaveLength(8);
    expect(wilds.filter((c) => c.rank === 'JK')).toHaveLength(4);
    expect(DECK.filter((c) => c.rank !== '2' && c.rank !== 'JK').some(isWild)).toBe(false);
  });
});

describe('notation', () => {
  it('round-trips every one of the 108 cards through formatCards and parseCards', () => {
    const text = formatCards(DECK);
    const parsed = parseCards(text);
    expect(parsed.map((c) => c.id)).toEqual(DECK.map((c) => c.id));
    expect(formatCards(parsed)).toBe(text);
  });

  it('round-trips each card name on its own', () => {
    for (const card of DECK) {
      const name = formatCard(card);
      const back = parseCard(name);
      expect(formatCard(back)).toBe(name);
      expect(back.rank).toBe(card.rank);
      expect(back.suit).toBe(card.suit);
    }
  });

  it('writes ranks A 2 … 10 J Q K and suits S H D C, a joker as JK', () => {
    expect(formatCards(parseCards('AS 2H 10D JC QS KH JK'))).toBe('AS 2H 10D JC QS KH JK');
    const ten = parseCard('10H');
    expect(ten.rank).toBe('10');
    expect(ten.suit).toBe('H');
    const joker = parseCard('JK');
    expect(joker.rank).toBe('JK');
    expect(joker.suit).toBeNull();
  });

  it('accepts T for 10 on input and writes it as 10', () => {
    for (const suit of SUITS) {
      const card = parseCard(`T${suit}`);
      expect(card.rank).toBe('10');
      expect(card.suit).toBe(suit);
      expect(formatCard(card)).toBe(`10${suit}`);
    }
  });

  it('names the two copies of a card with two equal strings', () => {
    const [first, second] = parseCards('7H 7H') as [Card, Card];
    expect(formatCard(first)).toBe('7H');
    expect(formatCard(second)).toBe('7H');
    expect(first.id).not.toBe(second.id);
  });

  it('gives the two copies of every suited card distinct ids', () => {
    for (const name of SUITED_NAMES) {
      const cards = parseCards(`${name} ${name}`);
      expect(new Set(cards.map((c) => c.id)).size, name).toBe(2);
    }
  });

  it('counts T and 10 as the same card when naming copies', () => {
    const cards = parseCards('10S TS');
    expect(new Set(cards.map((c) => c.id)).size).toBe(2);
    expect(() => parseCards('10S TS 10S')).toThrow(CardNotationError);
  });

  it('refuses a third copy of a suited card', () => {
    for (const name of ['AS', '2H', '7D', '10C', 'KS']) {
      const error = notationError(() => parseCards(`${name} ${name} ${name}`));
      expect(error.token).toBe(name);
      expect(error.message).toContain(name);
    }
  });

  it('allows four jokers, all distinct, and refuses a fifth', () => {
    const jokers = parseCards('JK JK JK JK');
    expect(new Set(jokers.map((c) => c.id)).size).toBe(4);
    const error = notationError(() => parseCards('JK JK JK JK JK'));
    expect(error.message).toContain('JK');
  });

  it.each(['1S', 'AX', '10', '11S', 'JKS', 'S', 'A', '0H', 'XX', '2', 'JQ', '10SS', '♠A'])(
    'refuses the bad token %j and names it in the error',
    (token) => {
      const error = notationError(() => parseCards(`AS ${token} 3S`));
      expect(error.token).toBe(token);
      expect(error.message).toContain(`"${token}"`);
    },
  );

  it('refuses an empty string as a single card, naming it', () => {
    const error = notationError(() => parseCard(''));
    expect(error.token).toBe('');
    expect(error.message).toContain('""');
  });

  it('refuses more than one card where one card is expected', () => {
    expect(() => parseCard('AS 2S')).toThrow(CardNotationError);
  });
});

describe('card points', () => {
  it.each(Object.entries(POINTS))('counts a %s as %i points', (rank, points) => {
    const cards = DECK.filter((c) => c.rank === rank);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(cardPoints(card), formatCard(card)).toBe(points);
  });

  it('gives every card of the deck its points (1440 in all)', () => {
    // 2 decks × 4 suits × (A 15 + 2 10 + 5×5 + 6×10) + 4 jokers × 20
    expect(sumPoints(DECK)).toBe(2 * 4 * (15 + 10 + 25 + 60) + 4 * 20);
    for (const card of DECK) expect(cardPoints(card), formatCard(card)).toBe(POINTS[card.rank]);
  });

  it('sums the points of a list of cards', () => {
    expect(sumPoints(parseCards('AS 2S 3S JK 10H'))).toBe(15 + 10 + 5 + 20 + 10);
    expect(sumPoints([])).toBe(0);
  });
});
