// The rules in brief quote the engine's numbers: the score from SCORE, the sizes from the facts, the points from the
// cards — so a changed number changes the text. And card names for screen readers.

import { describe, expect, it } from 'vitest';
import {
  type GuidePart,
  type RulesGuide,
  ArgumentError,
  BIRIMBAKI_SIZE,
  BIRIMBA_LENGTH,
  DECK_SIZE,
  HAND_SIZE,
  LONGEST_RUN,
  RULE_NUMBERS,
  SCORE,
  cardById,
  cardName,
  parseCard,
  ruleChoiceLabel,
  ruleLabel,
  rulesGuide,
  suitName,
} from '../../src/index.js';
import { thrown } from '../support/thrown.js';

const text = (guide: RulesGuide): string => {
  const part = (p: GuidePart): string => (typeof p === 'string' ? p : 'strong' in p ? p.strong : p.cards.join(' '));
  return [guide.intro, ...guide.sections.flatMap((s) => [[s.title], ...s.items])]
    .map((i) => i.map(part).join(''))
    .join('\n');
};

describe('the rules in brief', () => {
  it('quotes the score and the sizes from the engine’s constants, in both languages', () => {
    for (const locale of ['en', 'el'] as const) {
      const guide = text(rulesGuide(locale));
      for (const n of [
        SCORE.birimbaClean,
        SCORE.birimbaDirty,
        SCORE.birimba13Clean,
        SCORE.birimba13Dirty,
        -SCORE.noBirimbaki,
        SCORE.closing,
        DECK_SIZE,
        HAND_SIZE,
        BIRIMBAKI_SIZE,
        BIRIMBA_LENGTH,
        LONGEST_RUN,
      ])
        expect(guide, `${locale}: ${String(n)}`).toMatch(new RegExp(`\\b${String(n)}\\b`));
    }
    expect(text(rulesGuide('en'))).toContain(
      `plus ${String(SCORE.birimbaClean)} for each clean birimba and ${String(SCORE.birimbaDirty)} for each dirty one`,
    );
  });

  it('changes its numbers when the numbers change', () => {
    const score = { ...SCORE, birimbaClean: 250, birimba13Dirty: 444, closing: 77 };
    const numbers = { ...RULE_NUMBERS, score, birimbaLength: 8, points: { ...RULE_NUMBERS.points, ace: 16 } };
    for (const locale of ['en', 'el'] as const) {
      const guide = text(rulesGuide(locale, numbers));
      for (const n of ['250', '444', '77', '16']) expect(guide, `${locale}: ${n}`).toContain(n);
      expect(guide).not.toMatch(/\b200\b/);
    }
    expect(text(rulesGuide('en', numbers))).toContain('A meld of 8 or more cards');
  });

  it('opens with who plays at a table of two or six, its deck and its birimbakia, in both languages', () => {
    const intro = (locale: 'en' | 'el', players: 2 | 4 | 6): string =>
      text({ ...rulesGuide(locale, undefined, players), sections: [] });
    expect(intro('en', 6)).toBe(
      'Birimba is a Greek rummy; at this table six play in three teams of two, partners opposite. Three decks and 6 jokers: 162 cards. Each player is dealt 11 cards. Each of the three teams has its birimbaki and is scored.',
    );
    expect(intro('en', 2)).toContain('two play head to head');
    expect(intro('en', 2)).toContain('Two decks and 4 jokers: 108 cards');
    expect(intro('en', 4)).toBe(text({ ...rulesGuide('en'), sections: [] }));
    expect(intro('el', 6)).toContain('τρεις τράπουλες και 6 τζόκερ: 162 φύλλα');
    expect(intro('el', 2)).toContain('δύο τράπουλες και 4 τζόκερ: 108 φύλλα');
    // The packets of the form: three birimbakia with six.
    expect(text(rulesGuide('en', undefined, 6))).toContain('3 packets of 11 cards');
    for (const players of [3, 5, 'four'])
      expect(thrown(ArgumentError, () => rulesGuide('en', undefined, players as never)).message).toBe(
        `players must be 2, 4 or 6, got ${JSON.stringify(players)}`,
      );
  });

  it('reads its numbers from their homes', () => {
    expect(RULE_NUMBERS.score).toBe(SCORE);
    expect(RULE_NUMBERS.points).toEqual({ low: 5, high: 10, ace: 15, joker: 20 });
    expect(RULE_NUMBERS.handSize).toBe(HAND_SIZE);
  });
});

describe('card and rule words', () => {
  it('names cards in English and Greek', () => {
    const sevenOfHearts = parseCard('7H');
    expect(cardName(sevenOfHearts)).toBe('7 of hearts');
    expect(cardName(sevenOfHearts, 'el')).toBe('7 κούπα');
    expect(cardName(cardById(12), 'el')).toBe('Ρήγας μπαστούνι');
    expect(cardName(parseCard('QS'))).toBe('Queen of spades');
    expect(cardName(cardById(104))).toBe('Joker');
    expect(cardName(cardById(104), 'el')).toBe('Τζόκερ');
    expect(suitName('H', 'el', true)).toBe('Κούπες');
    expect(suitName('S')).toBe('spades');
  });

  it('labels rule choices, a seat as the reader names it', () => {
    expect(ruleChoiceLabel('closingRequires', 'cleanBirimba')).toBe('A clean birimba');
    expect(ruleChoiceLabel('closingRequires', 'cleanBirimba', { locale: 'el' })).toBe('Μια καθαρή μπιρίμπα');
    expect(ruleChoiceLabel('firstSeat', 'random', { locale: 'el' })).toBe('Στην τύχη');
    expect(ruleChoiceLabel('firstSeat', 2)).toBe('Seat 2');
    expect(ruleChoiceLabel('firstSeat', 1, { seatName: () => 'West' })).toBe('West');
    expect(ruleLabel('allowSets', 'el')).toBe('Και φύλλα ίδιας αξίας κάνουν κατεβασιά');
  });

  it('refuses an unknown language, rule or choice with an ArgumentError', () => {
    expect(thrown(ArgumentError, () => cardName(parseCard('7H'), 'fr' as never)).code).toBe('bad-options');
    expect(thrown(ArgumentError, () => ruleLabel('luck' as never)).code).toBe('bad-argument');
    expect(thrown(ArgumentError, () => ruleChoiceLabel('closingRequires', 'luck')).code).toBe('bad-argument');
    expect(thrown(ArgumentError, () => ruleChoiceLabel('closingRequires', 'toString')).code).toBe('bad-argument');
    expect(thrown(ArgumentError, () => suitName('X' as never)).code).toBe('bad-argument');
  });
});
