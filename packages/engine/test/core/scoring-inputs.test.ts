// The forms scoreTeam and the birimba bonus take their input in, and what they refuse (rules §7).

import { describe, expect, it } from 'vitest';
import {
  ArgumentError,
  RuleSetError,
  birimbaBonusFor,
  birimbaBonusOf,
  parseCards,
  scoreTeam,
} from '../../src/index.js';
import { thrown } from '../support/thrown.js';

describe('the hands a team score takes', () => {
  it('takes each partner’s hand in notation, as it takes card arrays', () => {
    const asText = scoreTeam({ melds: ['JK 5D 6D'], hands: ['AC', 'KD'], tookBirimbaki: false, closed: false });
    const asCards = scoreTeam({
      melds: ['JK 5D 6D'],
      hands: [parseCards('AC'), parseCards('KD')],
      tookBirimbaki: false,
      closed: false,
    });
    expect(asText).toEqual(asCards);
    expect(asText.handPenalty).toBe(-25);
  });

  it('takes melds as meld objects with their cards', () => {
    const score = scoreTeam({
      melds: [{ cards: parseCards('QH KH AH') }],
      hands: [],
      tookBirimbaki: true,
      closed: false,
    });
    expect(score.meldPoints).toBe(35);
  });

  it('refuses hands that are not cards, and input that is not a team', () => {
    const hands = thrown(ArgumentError, () =>
      scoreTeam({ melds: [], hands: 5 as never, tookBirimbaki: true, closed: false }),
    );
    expect(hands.code).toBe('bad-cards');
    expect(hands.message).toMatch(/^hands must be an array of cards, of card arrays, or notation, got 5/);
    expect(thrown(ArgumentError, () => scoreTeam(null as never)).code).toBe('bad-options');
    const team = thrown(ArgumentError, () => scoreTeam({ hands: [] } as never));
    expect(team.code).toBe('bad-options');
    expect(team.message).toMatch(/^scoreTeam needs \{ melds, hands, tookBirimbaki, closed \}, got /);
  });

  it('refuses a meld that is not one, saying why', () => {
    const error = thrown(ArgumentError, () =>
      scoreTeam({ melds: ['5S 6H 7D'], hands: [], tookBirimbaki: true, closed: false }),
    );
    expect(error.code).toBe('bad-cards');
    expect(error.message).toMatch(/^5S 6H 7D is not a meld: mixed suits/);
  });
});

describe('birimbaBonusFor', () => {
  it('refuses a length that is not a number or a cleanliness that is not a boolean', () => {
    expect(() => birimbaBonusFor('7' as never, true)).toThrow(ArgumentError);
    expect(() => birimbaBonusFor(7, 'yes' as never)).toThrow(ArgumentError);
    expect(() => birimbaBonusFor(7, 'yes' as never)).toThrow(
      /^birimbaBonusFor takes a meld length and whether it is clean, got \[7,"yes"\]/,
    );
    expect(thrown(ArgumentError, () => birimbaBonusFor(7, 'yes' as never)).code).toBe('bad-argument');
  });
});

describe('birimbaBonusOf: the bonus of one meld (rules §7)', () => {
  it('gives a birimba 200 clean and 100 dirty, a 13-card one 1000 and 500', () => {
    expect(birimbaBonusOf(parseCards('3S 4S 5S 6S 7S 8S 9S'))).toBe(200);
    expect(birimbaBonusOf(parseCards('3S 4S 5S JK 7S 8S 9S'))).toBe(100);
    expect(birimbaBonusOf(parseCards('2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS'))).toBe(1000);
    expect(birimbaBonusOf(parseCards('2S 3S 4S 5S 6S 7S 8S 9S 10S JK QS KS AS'))).toBe(500);
  });

  it('gives nothing to a meld shorter than a birimba, nor to seven cards that are not a meld', () => {
    expect(birimbaBonusOf(parseCards('3S 4S 5S 6S 7S 8S'))).toBe(0);
    expect(birimbaBonusOf(parseCards('3S 4S 5S 6S 7S 8S 9H'))).toBe(0);
  });

  it('judges the meld under the rule set given, and refuses one it cannot use whatever the meld', () => {
    const set = parseCards('9S 9H 9D 9C 9S 9H 9D');
    expect(birimbaBonusOf(set)).toBe(0);
    expect(birimbaBonusOf(set, { allowSets: true })).toBe(200);
    expect(() => birimbaBonusOf(parseCards('3S 4S 5S'), { wildJokers: 2 } as never)).toThrow(RuleSetError);
  });
});
