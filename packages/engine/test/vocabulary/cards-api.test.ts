// The card helpers every bot leans on (rank and suit numbers, points, notation, ordering) and the exact error each
// one gives for what is not a card. (Mutation testing found them used by the AI but checked by no engine test.)

import { describe, expect, it } from 'vitest';
import {
  ArgumentError,
  CardNotationError,
  DECK,
  cardById,
  compareCards,
  formatCard,
  formatCards,
  idsOfCode,
  isJoker,
  parseCard,
  parseCards,
  positionNotation,
  rankNumber,
  suitIndex,
} from '../../src/index.js';

const thrown = (f: () => unknown): Error => {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('nothing thrown');
};
const argumentError = (f: () => unknown): [string, string] => {
  const e = thrown(f);
  expect(e).toBeInstanceOf(ArgumentError);
  return [(e as ArgumentError).code, e.message];
};

describe('rank and suit numbers', () => {
  it.each([
    ['AS', 1, 0],
    ['2S', 2, 0],
    ['10H', 10, 1],
    ['JD', 11, 2],
    ['QC', 12, 3],
    ['KC', 13, 3],
    ['JK', 0, -1],
  ])('%s is rank %d of suit %d, both copies', (text, rank, suit) => {
    const copies = parseCards(`${text} ${text}`);
    for (const card of copies) {
      expect(rankNumber(card)).toBe(rank);
      expect(suitIndex(card)).toBe(suit);
      expect(isJoker(card)).toBe(text === 'JK');
    }
  });
  it('numbers every card of the deck from its id', () => {
    for (const card of DECK) {
      if (card.rank === 'JK') continue;
      expect(rankNumber(card)).toBe((card.id % 13) + 1);
      expect(suitIndex(card)).toBe(['S', 'H', 'D', 'C'].indexOf(card.suit));
    }
  });
});

describe('ordering for display', () => {
  it('sorts by suit (S H D C), then rank, jokers last, copies by id', () => {
    const cards = parseCards('JK 3C AS KH AS 2D JK 10S');
    const sorted = [...cards].sort(compareCards);
    expect(formatCards(sorted)).toBe('AS AS 10S KH 2D 3C JK JK');
    expect(sorted.slice(0, 2).map((c) => c.id)).toEqual([0, 52]);
    expect(sorted.slice(-2).map((c) => c.id)).toEqual([104, 105]);
    const [a, b] = parseCards('AS AS') as [(typeof DECK)[number], (typeof DECK)[number]];
    expect(compareCards(b, a)).toBeGreaterThan(0);
    expect(compareCards(a, b)).toBeLessThan(0);
    expect(compareCards(a, a)).toBe(0);
  });
});

describe('run positions', () => {
  it('names 1 and 14 as the ace, and the ranks between', () => {
    expect(['1', '2', '10', '11', '13', '14'].map((p) => positionNotation(Number(p), 'H'))).toEqual([
      'AH',
      '2H',
      '10H',
      'JH',
      'KH',
      'AH',
    ]);
  });
  it.each([
    [0, 'S', '[0,"S"]'],
    [15, 'S', '[15,"S"]'],
    [2.5, 'S', '[2.5,"S"]'],
    [3, 'X', '[3,"X"]'],
  ])('refuses position %d of suit %s', (position, suit, quoted) => {
    expect(argumentError(() => positionNotation(position, suit as 'S'))).toEqual([
      'bad-argument',
      `a run position is 1..14 of a suit S H D C, got ${quoted}`,
    ]);
  });
});

describe('what is not a card', () => {
  it('cardById refuses ids outside the deck', () => {
    expect(cardById(107)).toBe(DECK[107]);
    expect(argumentError(() => cardById(108))).toEqual(['bad-card', 'no card has id 108 (ids are 0..107)']);
    expect(argumentError(() => cardById(-1))).toEqual(['bad-card', 'no card has id -1 (ids are 0..107)']);
    expect(argumentError(() => cardById(1.5))).toEqual(['bad-card', 'no card has id 1.5 (ids are 0..107)']);
    expect(argumentError(() => cardById('3' as never))).toEqual(['bad-card', 'no card has id "3" (ids are 0..107)']);
  });
  it('formatCard and formatCards refuse what is not a card or a list', () => {
    expect(argumentError(() => formatCard(null as never))).toEqual(['bad-card', 'not a card: null']);
    expect(argumentError(() => formatCard('AS' as never))).toEqual(['bad-card', 'not a card: "AS"']);
    expect(argumentError(() => formatCards('AS' as never))).toEqual(['bad-cards', 'not a list of cards: "AS"']);
    expect(formatCards([])).toBe('');
  });
  it('idsOfCode gives both copies or the four jokers, and refuses other codes', () => {
    expect(idsOfCode(0)).toEqual([0, 52]);
    expect(idsOfCode(51)).toEqual([51, 103]);
    expect(idsOfCode(52)).toEqual([104, 105, 106, 107]);
    for (const code of [-1, 53, 0.5]) {
      expect(argumentError(() => idsOfCode(code))).toEqual([
        'bad-card',
        `a card identity code is 0..52, got ${String(code)}`,
      ]);
    }
  });
  it('parseCards names the bad token, its position and the text', () => {
    const e = thrown(() => parseCards('AS ZZ 3S'));
    expect(e).toBeInstanceOf(CardNotationError);
    expect(e.message).toBe(
      'bad card "ZZ" at position 2: expected a rank (A 2-10 J Q K, T for 10) and a suit (S H D C), or JK',
    );
    expect((e as CardNotationError).token).toBe('ZZ');
    const long = 'X'.repeat(150);
    const tooLong = thrown(() => parseCards(long)) as CardNotationError;
    expect(tooLong.token).toBe('X'.repeat(100));
    expect(tooLong.message).toBe(
      `bad card "${'X'.repeat(19)}… at position 1: expected a rank (A 2-10 J Q K, T for 10) and a suit (S H D C), or JK`,
    );
  });
  it('parseCards refuses what is not text, and a third copy', () => {
    const e = thrown(() => parseCards(5 as never)) as CardNotationError;
    expect(e).toBeInstanceOf(CardNotationError);
    expect([e.message, e.token]).toEqual(['card notation must be a string, got 5', '5']);
    const third = thrown(() => parseCards('7H 7h 7H')) as CardNotationError;
    expect([third.message, third.token]).toEqual(['too many "7H": the deck holds only 2 of that card', '7H']);
    expect(parseCards('JK JK JK JK').map((c) => c.id)).toEqual([104, 105, 106, 107]);
  });
  it('parseCard wants exactly one card', () => {
    expect(parseCard(' 10d ')).toBe(DECK[9 + 26]);
    const e = thrown(() => parseCard('AS 2S')) as CardNotationError;
    expect([e.message, e.token]).toEqual(['expected exactly one card, got "AS 2S"', 'AS 2S']);
    const many = formatCards(DECK.slice(0, 40));
    const long = thrown(() => parseCard(many)) as CardNotationError;
    expect(long.token).toBe(many.slice(0, 100));
  });
});
