// Where checkMeld puts the ace and the wild when more than one layout fits (rules §5.3), and which gap it names
// when none fits: each pinned to one meld, exactly. (Mutation testing found these choices unchecked.)

import { describe, expect, it } from 'vitest';
import { type Card, type MeldCheck, DECK, checkMeld, parseCards } from '../../src/index.js';

const layout = (check: MeldCheck): string[] => {
  if (!check.valid) throw new Error(check.reason);
  return check.arrangement.slots.map((s) => `${String(s.position)}:${s.standsFor}${s.acting ? '*' : ''}`);
};
const arrangementOf = (text: string) => {
  const check = checkMeld(text);
  if (!check.valid) throw new Error(check.reason);
  return check.arrangement;
};
const reasonOf = (text: string): string => {
  const check = checkMeld(text);
  if (check.valid) throw new Error(`${text} is a meld`);
  return check.reason;
};

describe('the ace of a full run', () => {
  const full = 'AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS';
  it('sits low when it could sit either end', () => {
    expect(arrangementOf(full)).toMatchObject({ low: 1, high: 13 });
    expect(layout(checkMeld(full))[0]).toBe('1:AS');
  });
  it('stays high when it was high before the lay-off', () => {
    const before = arrangementOf('3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS');
    expect(before).toMatchObject({ low: 3, high: 14 });
    const after = checkMeld(full, undefined, before);
    expect(after).toMatchObject({ valid: true, arrangement: { low: 2, high: 14 } });
    expect(layout(after).at(-1)).toBe('14:AS');
  });
});

describe('a lone wild at the end of a run', () => {
  it('goes above the run when it can', () => {
    expect(layout(checkMeld('5S 6S JK'))).toEqual(['5:5S', '6:6S', '7:7S*']);
  });
  it('goes below a run that ends with the high ace', () => {
    expect(layout(checkMeld('QS KS AS JK'))).toEqual(['11:JS*', '12:QS', '13:KS', '14:AS']);
  });
  it('fills the one gap when there is one', () => {
    expect(layout(checkMeld('4S 2H 6S'))).toEqual(['4:4S', '5:5S*', '6:6S']);
  });
});

describe('the gap a refusal names', () => {
  it.each([
    ['5S 7S 8S', 'gap of 1 at 6S'],
    ['5S 8S 9S', 'gap of 2 at 6S–7S'],
    ['5S 7S 9S', 'gap of 2 at 6S–8S'],
    // The ace low and high leave 9 places open each; the first layout tried (ace low) is named.
    ['AS 3S QS', 'gap of 9 at 2S–JS'],
    // With the 2S acting as a wild the gap is shorter than with it in its own place.
    ['2S 4S 9S', 'gap of 4 at 5S–8S'],
  ])('%s: %s', (text, gap) => {
    expect(reasonOf(text)).toBe(`${gap}: a run needs consecutive cards and at most one wild to fill a place`);
  });
});

describe('the order of a set (sets allowed)', () => {
  it('puts the naturals first by suit and copy, the wild last, and leaves the given list as it was', () => {
    const cards = parseCards('JK QH QS QD QS');
    const given = [...cards];
    const check = checkMeld(cards, { allowSets: true });
    expect(layout(check)).toEqual(['1:QS', '2:QS', '3:QH', '4:QD', '5:Q*']);
    if (!check.valid) throw new Error(check.reason);
    expect(check.arrangement.slots.map((s) => s.card.id)).toEqual([11, 63, 24, 37, 104]);
    expect(cards).toEqual(given);
    expect(layout(checkMeld('2D KH KC', { allowSets: true }))).toEqual(['1:KH', '2:KC', '3:K*']);
  });
  it('is a birimba from seven cards, clean without a wild', () => {
    const sets = { allowSets: true };
    expect(checkMeld('QH QH QD QD QS QS', sets)).toMatchObject({
      valid: true,
      isBirimba: false,
      length: 6,
      clean: true,
    });
    expect(checkMeld('QH QH QD QD QS QS QC', sets)).toMatchObject({
      valid: true,
      isBirimba: true,
      length: 7,
      clean: true,
    });
    expect(checkMeld('QH QH QD QD QS QS JK', sets)).toMatchObject({ valid: true, isBirimba: true, clean: false });
    expect(checkMeld('QH QH QD QD QS QS QC QC', sets)).toMatchObject({ valid: true, isBirimba: true, length: 8 });
  });
});

describe('the 2 of the suit that sat naturally before a lay-off', () => {
  it('is found among the other cards of the arrangement, not taken from its first slot', () => {
    // 2S is id 1 and 53. Before: AS 2S(53) 3S, the 2 natural in place 2 and the ace in place 1.
    const before = checkMeld([DECK[0], DECK[53], DECK[2]] as Card[]);
    if (!before.valid) throw new Error(before.reason);
    expect(before.arrangement.slots.map((s) => s.card.id)).toEqual([0, 53, 2]);
    // Laying off the other 2S (id 1): the copy that sat naturally stays natural, the new one acts (as 4S).
    const after = checkMeld([DECK[0], DECK[53], DECK[2], DECK[1]] as Card[], undefined, before.arrangement);
    if (!after.valid) throw new Error(after.reason);
    expect(after.arrangement.slots.filter((s) => s.acting).map((s) => [s.card.id, s.standsFor])).toEqual([[1, '4S']]);
  });
});
