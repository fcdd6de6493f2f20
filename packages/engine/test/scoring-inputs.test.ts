// The forms scoreTeam and the birimba bonus take their input in, and what they refuse (rules §7).

import { describe, expect, it } from 'vitest';
import { ArgumentError, birimbaBonusFor, parseCards, scoreTeam } from '../src/index.js';

describe('the hands a team score takes', () => {
  it('takes each partner’s hand in notation, as it takes card arrays', () => {
    const asText = scoreTeam({ melds: ['JK 5D 6D'], hands: ['AC', 'KD'], tookBirimbaki: false, closed: false });
    const asCards = scoreTeam({ melds: ['JK 5D 6D'], hands: [parseCards('AC'), parseCards('KD')], tookBirimbaki: false, closed: false });
    expect(asText).toEqual(asCards);
    expect(asText.handPenalty).toBe(-25);
  });

  it('takes melds as meld objects with their cards', () => {
    const score = scoreTeam({ melds: [{ cards: parseCards('QH KH AH') }], hands: [], tookBirimbaki: true, closed: false });
    expect(score.meldPoints).toBe(35);
  });

  it('refuses hands that are not cards, and input that is not a team', () => {
    expect(() => scoreTeam({ melds: [], hands: 5 as never, tookBirimbaki: true, closed: false })).toThrow(
      /^hands must be an array of cards, of card arrays, or notation, got 5/,
    );
    expect(() => scoreTeam(null as never)).toThrow(ArgumentError);
    expect(() => scoreTeam({ hands: [] } as never)).toThrow(/^scoreTeam needs \{ melds, hands, tookBirimbaki, closed \}, got /);
  });

  it('refuses a meld that is not one, saying why', () => {
    expect(() => scoreTeam({ melds: ['5S 6H 7D'], hands: [], tookBirimbaki: true, closed: false })).toThrow(
      /^5S 6H 7D is not a meld: mixed suits/,
    );
  });
});

describe('birimbaBonusFor', () => {
  it('refuses a length that is not a number or a cleanliness that is not a boolean', () => {
    expect(() => birimbaBonusFor('7' as never, true)).toThrow(ArgumentError);
    expect(() => birimbaBonusFor(7, 'yes' as never)).toThrow(ArgumentError);
    expect(() => birimbaBonusFor(7, 'yes' as never)).toThrow(/^birimbaBonusFor takes a meld length and whether it is clean, got \[7,"yes"\]/);
  });
});
