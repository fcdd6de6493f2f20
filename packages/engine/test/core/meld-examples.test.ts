// Melds by example (rules.md §5.1, §5.2, §5.3 and the melds of §9), with checkMeld.

import { describe, expect, it } from 'vitest';
import { type Card, parseCards } from '../../src/vocabulary/cards.js';
import { CardNotationError, RuleSetError } from '../../src/vocabulary/errors.js';
import {
  type Arrangement,
  type MeldCheck,
  type MeldSlot,
  type ValidMeld,
  checkMeld,
} from '../../src/core/meld-rules.js';
import type { RuleSet } from '../../src/vocabulary/rules.js';

const name = (card: Card): string => (card.rank === 'JK' ? 'JK' : `${card.rank}${card.suit}`);

function valid(check: MeldCheck): ValidMeld {
  if (!check.valid) throw new Error(`expected a valid meld, got ${check.code}: ${check.reason}`);
  return check;
}

function invalid(check: MeldCheck): { code: string; reason: string } {
  if (check.valid) throw new Error(`expected an invalid meld, got a valid one`);
  expect(check.reason.length).toBeGreaterThan(0);
  return check;
}

const acting = (meld: ValidMeld): MeldSlot[] => meld.arrangement.slots.filter((s) => s.acting);

/** "card@position" for every slot in position order, e.g. "AS@1 2S@2 3S@3", with "*" after an acting wild. */
function layout(meld: ValidMeld): string {
  return meld.arrangement.slots.map((s) => `${name(s.card)}${s.acting ? '*' : ''}@${s.position}`).join(' ');
}

/** What the one acting wild stands for, after checking it is this card. */
function wildStandsFor(meld: ValidMeld, card: string): string {
  const wilds = acting(meld);
  expect(wilds, layout(meld)).toHaveLength(1);
  const [wild] = wilds as [MeldSlot];
  expect(name(wild.card)).toBe(card);
  return wild.standsFor;
}

function expectConsecutive(meld: ValidMeld): void {
  const positions = meld.arrangement.slots.map((s) => s.position);
  positions.forEach((p, i) => expect(p).toBe(meld.arrangement.low + i));
  expect(meld.arrangement.high).toBe(meld.arrangement.low + positions.length - 1);
}

describe('rules.md §5.1: valid runs', () => {
  it('accepts AS 2S 3S as a clean run, the 2S in its natural place', () => {
    const meld = valid(checkMeld('AS 2S 3S'));
    expect(meld.clean).toBe(true);
    expect(meld.length).toBe(3);
    expect(meld.isBirimba).toBe(false);
    expect(meld.arrangement.kind).toBe('run');
    expect(meld.arrangement.suit).toBe('S');
    expect(layout(meld)).toBe('AS@1 2S@2 3S@3');
    expect(meld.arrangement.slots.map((s) => s.standsFor)).toEqual(['AS', '2S', '3S']);
  });

  it('accepts AS 2S 3S JK with the joker standing for 4S', () => {
    const meld = valid(checkMeld('AS 2S 3S JK'));
    expect(meld.clean).toBe(false);
    expect(meld.length).toBe(4);
    expect(wildStandsFor(meld, 'JK')).toBe('4S');
    expect(layout(meld)).toBe('AS@1 2S@2 3S@3 JK*@4');
  });

  it('accepts 4S 2H 6S with the 2H standing for 5S', () => {
    const meld = valid(checkMeld('4S 2H 6S'));
    expect(meld.clean).toBe(false);
    expect(wildStandsFor(meld, '2H')).toBe('5S');
    expect(layout(meld)).toBe('4S@4 2H*@5 6S@6');
    expect(meld.points).toBe(5 + 10 + 5);
  });

  it('accepts 5S JK 7S with the joker standing for 6S', () => {
    const meld = valid(checkMeld('5S JK 7S'));
    expect(meld.clean).toBe(false);
    expect(wildStandsFor(meld, 'JK')).toBe('6S');
  });

  it('accepts QS KS AS as a clean run with the ace high', () => {
    const meld = valid(checkMeld('QS KS AS'));
    expect(meld.clean).toBe(true);
    expect(layout(meld)).toBe('QS@12 KS@13 AS@14');
    expect(meld.arrangement.slots[2]?.standsFor).toBe('AS');
  });

  it('puts the ace low in AS 2S 3S and AS JK 3S (the joker standing for 2S)', () => {
    expect(valid(checkMeld('AS 2S 3S')).arrangement.low).toBe(1);
    const meld = valid(checkMeld('AS JK 3S'));
    expect(layout(meld)).toBe('AS@1 JK*@2 3S@3');
    expect(wildStandsFor(meld, 'JK')).toBe('2S');
  });

  it('accepts KS AS 2S with the 2S acting as QS (no wrap-around)', () => {
    const meld = valid(checkMeld('KS AS 2S'));
    expect(meld.clean).toBe(false);
    expect(wildStandsFor(meld, '2S')).toBe('QS');
    expect(layout(meld)).toBe('2S*@12 KS@13 AS@14');
  });

  it('accepts 2S 2S 3S with one 2S natural and the other acting', () => {
    const meld = valid(checkMeld('2S 2S 3S'));
    expect(meld.clean).toBe(false);
    const twos = meld.arrangement.slots.filter((s) => s.card.rank === '2');
    expect(twos).toHaveLength(2);
    expect(twos.filter((s) => !s.acting).map((s) => s.position)).toEqual([2]);
    expect(['AS', '4S']).toContain(wildStandsFor(meld, '2S'));
    expectConsecutive(meld);
  });

  it('accepts 2H 2S 3H with the 2H natural and the 2S acting as AH or 4H', () => {
    const meld = valid(checkMeld('2H 2S 3H'));
    expect(meld.clean).toBe(false);
    expect(meld.arrangement.suit).toBe('H');
    expect(['AH', '4H']).toContain(wildStandsFor(meld, '2S'));
    const twoH = meld.arrangement.slots.find((s) => name(s.card) === '2H');
    expect(twoH).toMatchObject({ position: 2, acting: false, standsFor: '2H' });
    expectConsecutive(meld);
  });

  it('accepts the 13-card run 2S 3S … KS AS as a clean birimba', () => {
    const meld = valid(checkMeld('2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS'));
    expect(meld.clean).toBe(true);
    expect(meld.length).toBe(13);
    expect(meld.isBirimba).toBe(true);
    expect(acting(meld)).toHaveLength(0);
    expectConsecutive(meld);
    // Every place from ace to king (or 2 to ace) holds its own card.
    for (const slot of meld.arrangement.slots) expect(slot.standsFor).toBe(name(slot.card));
  });

  it('accepts a wild standing for the ace, low or high', () => {
    expect(wildStandsFor(valid(checkMeld('JK QS KS')), 'JK')).toMatch(/^(AS|JS)$/);
    const high = valid(checkMeld('JK 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS'));
    expect(wildStandsFor(high, 'JK')).toBe('AS');
    expect(layout(high).endsWith('JK*@14')).toBe(true);
    const low = valid(checkMeld('JK 2S 3S'));
    expect(['AS', '4S']).toContain(wildStandsFor(low, 'JK'));
  });

  it('accepts the cards in any order', () => {
    const a = valid(checkMeld('3S AS 2S'));
    expect(layout(a)).toBe('AS@1 2S@2 3S@3');
    const b = valid(checkMeld('6S 2H 4S'));
    expect(wildStandsFor(b, '2H')).toBe('5S');
  });

  it('accepts cards as well as notation', () => {
    const meld = valid(checkMeld(parseCards('4S 2H 6S')));
    expect(wildStandsFor(meld, '2H')).toBe('5S');
  });
});

describe('rules.md §5.1: invalid melds', () => {
  it('refuses 4S JK 2H 7S: two acting wilds', () => {
    const bad = invalid(checkMeld('4S JK 2H 7S'));
    expect(bad.code).toBe('two-wilds');
    expect(bad.reason).toMatch(/two wild/i);
  });

  it('refuses JK JK 5S: two acting wilds', () => {
    const bad = invalid(checkMeld('JK JK 5S'));
    expect(bad.code).toBe('two-wilds');
    expect(bad.reason).toMatch(/two wild/i);
  });

  it('cannot even name 2S 2S 2S (the deck has two 2S); melds of 2s only are refused', () => {
    expect(() => checkMeld('2S 2S 2S')).toThrow(CardNotationError);
    for (const text of ['2S 2S 2H', '2S 2H 2D', '2S 2S JK']) {
      const bad = invalid(checkMeld(text));
      expect(bad.code, text).toBe('two-wilds');
      expect(bad.reason, text).toMatch(/two wild/i);
    }
  });

  it('refuses 5S 5S 6S: two cards on the same place', () => {
    const bad = invalid(checkMeld('5S 5S 6S'));
    expect(bad.code).toBe('same-position');
    expect(bad.reason).toContain('5S');
  });

  it('refuses 5S 6S 7H: mixed suits', () => {
    const bad = invalid(checkMeld('5S 6S 7H'));
    expect(bad.code).toBe('mixed-suits');
    expect(bad.reason).toMatch(/mixed suits/i);
  });

  it('refuses AS 3S … KS AS: the ace cannot be both low and high (14 places)', () => {
    const bad = invalid(checkMeld('AS 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS'));
    expect(bad.code).toBe('same-position');
  });

  it('refuses AS 2S 3S … KS AS: 14 cards are one too many', () => {
    const bad = invalid(checkMeld('AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS'));
    expect(bad.code).toBe('too-long');
  });

  it('refuses a run that wraps around the ace: KS AS 2S 3S', () => {
    expect(invalid(checkMeld('KS AS 2S 3S')).code).toBe('gap');
    expect(invalid(checkMeld('QS KS AS 2S 3S')).code).toBe('gap');
  });

  it('refuses gaps no single wild can fill, naming the gap', () => {
    for (const text of ['3S 5S 7S', '3S JK 6S', '4S 5S 8S', 'AS 3S 4S', '9S 10S JS KS AS']) {
      const bad = invalid(checkMeld(text));
      expect(bad.code, text).toBe('gap');
      expect(bad.reason, text).toMatch(/gap/i);
    }
  });

  it('refuses fewer than 3 cards', () => {
    expect(invalid(checkMeld('AS 2S')).code).toBe('too-few');
    expect(invalid(checkMeld('')).code).toBe('too-few');
  });

  it('refuses sets of equal rank by default', () => {
    const bad = invalid(checkMeld('KS KH KD'));
    expect(bad.code).toBe('set-not-allowed');
  });
});

describe('rules.md §5.2: birimbas, clean and dirty', () => {
  it('calls a meld of 7 or more cards a birimba, and not one of 6', () => {
    expect(valid(checkMeld('3S 4S 5S 6S 7S 8S')).isBirimba).toBe(false);
    expect(valid(checkMeld('3S 4S 5S 6S 7S 8S 9S')).isBirimba).toBe(true);
    expect(valid(checkMeld('3S 4S 5S JK 7S 8S 9S')).isBirimba).toBe(true);
  });

  it('makes 3S 4S 2S 6S 7S 8S 9S a dirty birimba, the 2S standing for 5S', () => {
    const meld = valid(checkMeld('3S 4S 2S 6S 7S 8S 9S'));
    expect(meld.isBirimba).toBe(true);
    expect(meld.length).toBe(7);
    expect(meld.clean).toBe(false);
    expect(wildStandsFor(meld, '2S')).toBe('5S');
  });

  it('makes it clean when 5S is added: the 2S moves to its natural place', () => {
    const before = valid(checkMeld('3S 4S 2S 6S 7S 8S 9S'));
    for (const after of [
      valid(checkMeld('3S 4S 2S 6S 7S 8S 9S 5S')),
      valid(checkMeld('3S 4S 2S 6S 7S 8S 9S 5S', undefined, before.arrangement)),
    ]) {
      expect(after.clean).toBe(true);
      expect(after.isBirimba).toBe(true);
      expect(after.length).toBe(8);
      expect(acting(after)).toHaveLength(0);
      expect(layout(after)).toBe('2S@2 3S@3 4S@4 5S@5 6S@6 7S@7 8S@8 9S@9');
    }
  });

  it('calls a meld clean when a natural 2 sits in it (AS 2S 3S … 7S)', () => {
    const meld = valid(checkMeld('AS 2S 3S 4S 5S 6S 7S'));
    expect(meld.clean).toBe(true);
    expect(meld.isBirimba).toBe(true);
  });

  it('calls a meld dirty when its only arrangement has an acting wild', () => {
    for (const text of ['3S 4S JK 6S 7S 8S 9S', '3S 4S 2H 6S 7S 8S 9S', '4S 5S 6S 7S 8S 9S JK']) {
      const meld = valid(checkMeld(text));
      expect(meld.clean, text).toBe(false);
      expect(acting(meld), text).toHaveLength(1);
    }
  });
});

describe('rules.md §9: the melds of the worked example', () => {
  it('2S 3S 4S 5S 6S 7S 8S 9S is a clean birimba worth 55 card points', () => {
    const meld = valid(checkMeld('2S 3S 4S 5S 6S 7S 8S 9S'));
    expect(meld.clean).toBe(true);
    expect(meld.isBirimba).toBe(true);
    expect(meld.length).toBe(8);
    expect(meld.points).toBe(55);
    expect(layout(meld)).toBe('2S@2 3S@3 4S@4 5S@5 6S@6 7S@7 8S@8 9S@9');
  });

  it('QH KH AH is a clean run worth 35, the ace high', () => {
    const meld = valid(checkMeld('QH KH AH'));
    expect(meld.clean).toBe(true);
    expect(meld.isBirimba).toBe(false);
    expect(meld.points).toBe(35);
    expect(layout(meld)).toBe('QH@12 KH@13 AH@14');
  });

  it('JK 5D 6D is a dirty run worth 30, the joker standing for 4D or 7D', () => {
    const meld = valid(checkMeld('JK 5D 6D'));
    expect(meld.clean).toBe(false);
    expect(meld.points).toBe(30);
    expect(['4D', '7D']).toContain(wildStandsFor(meld, 'JK'));
  });
});

/** The arrangement of a run, written by hand: `wildAt` is where the one wild stands. */
function handArrangement(cards: readonly Card[], wildAt: number): Arrangement {
  const slots: MeldSlot[] = cards.map((card) => {
    const isWild = card.rank === 'JK';
    const position = isWild ? wildAt : card.rank === 'A' ? 1 : Number(card.rank);
    return { card, position, acting: isWild, standsFor: `${String(position)}S` };
  });
  slots.sort((a, b) => a.position - b.position);
  return { kind: 'run', suit: 'S', low: slots[0]?.position ?? 0, high: slots[slots.length - 1]?.position ?? 0, slots };
}

describe('rules.md §5.3: moving a wild inside a laid meld', () => {
  it('moves the wild when its natural card is laid off', () => {
    const before = valid(checkMeld('4S JK 6S'));
    expect(wildStandsFor(before, 'JK')).toBe('5S');
    const after = valid(checkMeld('4S JK 6S 5S', undefined, before.arrangement));
    expect(['3S', '7S']).toContain(wildStandsFor(after, 'JK'));
    expect(after.arrangement.slots.find((s) => name(s.card) === '5S')?.position).toBe(5);
    expectConsecutive(after);
  });

  it('moves a 2 of another suit the same way', () => {
    const before = valid(checkMeld('3S 2H 5S 6S'));
    expect(wildStandsFor(before, '2H')).toBe('4S');
    const after = valid(checkMeld('3S 2H 5S 6S 4S', undefined, before.arrangement));
    expect(['2S', '7S']).toContain(wildStandsFor(after, '2H'));
  });

  it('refuses the lay-off when the wild has nowhere to go in a 13-card meld', () => {
    const full = valid(checkMeld('AS JK 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS'));
    expect(full.length).toBe(13);
    expect(wildStandsFor(full, 'JK')).toBe('2S');
    const bad = invalid(checkMeld('AS JK 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS 2S', undefined, full.arrangement));
    expect(bad.code).toBe('too-long');
  });

  it('refuses the lay-off when the only arrangement would need two acting wilds', () => {
    const before = valid(checkMeld('JK 4S 5S'));
    expect(invalid(checkMeld('JK 4S 5S 2H', undefined, before.arrangement)).reason).toMatch(/two wild/i);
    const dirty = valid(checkMeld('4S 2H 6S'));
    expect(invalid(checkMeld('4S 2H 6S JK 8S', undefined, dirty.arrangement)).code).toBe('two-wilds');
  });

  it('prefers the arrangement where a 2 of the suit sits naturally (3S 4S 2S)', () => {
    const meld = valid(checkMeld('3S 4S 2S'));
    expect(meld.clean).toBe(true);
    expect(layout(meld)).toBe('2S@2 3S@3 4S@4');
  });

  it('puts a 2 of the suit back in its natural place rather than keep it where it acted', () => {
    const before = valid(checkMeld('4S 5S 2S'));
    expect(['3S', '6S']).toContain(wildStandsFor(before, '2S'));
    const after = valid(checkMeld('4S 5S 2S 3S', undefined, before.arrangement));
    expect(after.clean).toBe(true);
    expect(layout(after)).toBe('2S@2 3S@3 4S@4 5S@5');
  });

  it('keeps the wild where it stood when it still can (low end)', () => {
    const cards = parseCards('JK 4S 5S 6S');
    const before = handArrangement(cards.slice(0, 3), 3);
    const after = valid(checkMeld(cards, undefined, before));
    expect(wildStandsFor(after, 'JK')).toBe('3S');
    expect(layout(after)).toBe('JK*@3 4S@4 5S@5 6S@6');
  });

  it('keeps the wild where it stood when it still can (high end)', () => {
    const cards = parseCards('4S 5S JK 3S');
    const before = handArrangement(cards.slice(0, 3), 6);
    const after = valid(checkMeld(cards, undefined, before));
    expect(wildStandsFor(after, 'JK')).toBe('6S');
  });

  it('keeps the same copy of a 2 in its natural place when another 2 of the suit is laid off', () => {
    const [first2S, second2S, threeS, fourS] = parseCards('2S 2S 3S 4S') as [Card, Card, Card, Card];
    const before = valid(checkMeld([second2S, threeS, fourS]));
    expect(before.clean).toBe(true);
    const after = valid(checkMeld([second2S, threeS, fourS, first2S], undefined, before.arrangement));
    const natural = after.arrangement.slots.find((s) => s.position === 2);
    expect(natural?.card.id).toBe(second2S.id);
    expect(natural?.acting).toBe(false);
    const wild = acting(after);
    expect(wild.map((s) => s.card.id)).toEqual([first2S.id]);
    expect(['AS', '5S']).toContain(wild[0]?.standsFor);
  });

  it('judges validity by the cards alone, whatever the previous arrangement', () => {
    const before = valid(checkMeld('4S JK 6S'));
    for (const text of ['4S JK 6S 5S', '4S JK 6S 7S', '4S JK 6S 3S', '4S JK 6S 8S', '4S JK 6S 2H']) {
      expect(checkMeld(text, undefined, before.arrangement).valid, text).toBe(checkMeld(text).valid);
    }
  });
});

describe('rule variants', () => {
  it('allowSets makes KS KH KD a valid, clean set', () => {
    const meld = valid(checkMeld('KS KH KD', { allowSets: true }));
    expect(meld.arrangement.kind).toBe('set');
    expect(meld.arrangement.suit).toBeNull();
    expect(meld.clean).toBe(true);
    expect(meld.length).toBe(3);
    expect(meld.points).toBe(30);
  });

  it('allowSets allows one wild in a set, not two', () => {
    const one = valid(checkMeld('KS KH JK', { allowSets: true }));
    expect(one.clean).toBe(false);
    expect(wildStandsFor(one, 'JK')).toBe('K');
    const two = invalid(checkMeld('KS KH JK 2D', { allowSets: true }));
    expect(two.code).toBe('two-wilds');
    expect(two.reason).toMatch(/two wild/i);
  });

  it('allowSets lays a set out naturals first (by suit, copies by id), the wild last, whatever the order given', () => {
    const order = (text: string): string[] =>
      valid(checkMeld(text, { allowSets: true })).arrangement.slots.map(
        (s) => `${s.card.rank}${s.card.suit ?? ''}#${String(s.card.id)}@${String(s.position)}`,
      );
    // The 2S has the lowest code of all, and still goes last: it acts as the wild.
    expect(order('KH 2S KS')).toEqual(['KS#12@1', 'KH#25@2', '2S#1@3']);
    expect(order('2S KS KH')).toEqual(['KS#12@1', 'KH#25@2', '2S#1@3']);
    // Two copies of one card: the lower id first, given in either order.
    const copies = parseCards('KS KH KS');
    const [first, hearts, second] = copies as [Card, Card, Card];
    expect(
      valid(checkMeld([second, hearts, first], { allowSets: true })).arrangement.slots.map((s) => s.card.id),
    ).toEqual([12, 64, 25]);
    expect(
      valid(checkMeld([hearts, first, second], { allowSets: true })).arrangement.slots.map((s) => s.card.id),
    ).toEqual([12, 64, 25]);
  });

  it('allowSets leaves runs as they were', () => {
    expect(valid(checkMeld('4S 2H 6S', { allowSets: true })).arrangement.kind).toBe('run');
    expect(invalid(checkMeld('5S 6S 7H', { allowSets: true })).code).toBe('mixed-suits');
  });

  it('twoOfSuitNeverDirty makes 3S 4S 2S 6S clean', () => {
    expect(valid(checkMeld('3S 4S 2S 6S')).clean).toBe(false);
    const meld = valid(checkMeld('3S 4S 2S 6S', { twoOfSuitNeverDirty: true }));
    expect(meld.clean).toBe(true);
    expect(wildStandsFor(meld, '2S')).toBe('5S');
  });

  it('twoOfSuitNeverDirty does not clean a joker or a 2 of another suit', () => {
    expect(valid(checkMeld('3S 4S JK 6S', { twoOfSuitNeverDirty: true })).clean).toBe(false);
    expect(valid(checkMeld('3S 4S 2H 6S', { twoOfSuitNeverDirty: true })).clean).toBe(false);
  });

  it('refuses unknown or ill-typed rule fields with a RuleSetError', () => {
    expect(() => checkMeld('AS 2S 3S', { allowRuns: true } as unknown as Partial<RuleSet>)).toThrow(RuleSetError);
    expect(() => checkMeld('AS 2S 3S', { allowSets: 'yes' } as unknown as Partial<RuleSet>)).toThrow(RuleSetError);
    let caught: unknown;
    try {
      checkMeld('AS 2S 3S', { wildAces: true } as unknown as Partial<RuleSet>);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RuleSetError);
    expect((caught as RuleSetError).field).toBe('wildAces');
    expect((caught as RuleSetError).message).toContain('wildAces');
  });
});
