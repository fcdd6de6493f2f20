import { describe, expect, it } from 'vitest';
import { type Card, formatCard, parseCards } from '@birimba/engine';
import {
  type CardThrows,
  type ClassicTables,
  DEFAULT_PROFILE,
  buildMemory,
  cardThrows,
  drawFeatures,
  feedValue,
  keepValue,
  negativeThrow,
} from '../../src/index.js';
import { type ViewSpec, makeView } from '../support/view.js';

// DEFAULT_PROFILE.tables, by combination size 3..13:
//   opponent    [-2, -3, -4, -5, -6, -7, -8, -8, -9, -9, -10]
//   pile        [-6, -8, -10, -11, -12, -13, -14, -14, -15, -15, -15]
//   partnerKeep [-1, -2, -2, -3, -3, -4, -4, -5, -5, -5, -5]
//   partnerLay  [0, 3, 5, 4, 2, 0, -2, -3, -4, -4, -4]
const TABLES = DEFAULT_PROFILE.tables;

/** One throw of every hand card, by the card's notation (the hands here hold no two copies of a card). */
function throwsOf(
  spec: ViewSpec,
  key: keyof CardThrows,
  tables: ClassicTables = TABLES,
): Record<string, number | undefined> {
  const view = makeView(spec);
  const throws = cardThrows(view.hand, buildMemory(view), tables, view.rules);
  return Object.fromEntries(view.hand.map((c) => [formatCard(c), throws.get(c.id)?.[key]]));
}

const ZERO: CardThrows = { opponent: 0, pile: 0, partnerKeep: 0, partnerLay: 0 };
const card = (text: string): Card => parseCards(text)[0] as Card;

describe('the opponent throw: our cards that combine with an opponent known card are kept for it', () => {
  it('gives each card of the combination the table entry of its size, the most negative one winning', () => {
    // 7S makes 5S 6S 7S (3: −2), 5S 6S 7S 8S (4: −3) and 6S 7S 8S (3: −2); 6S ends on −3 although its last combination is −2.
    expect(throwsOf({ hand: '5S 6S 8S KD', known: { 1: '7S' } }, 'opponent')).toEqual({
      '5S': -3,
      '6S': -3,
      '8S': -3,
      KD: 0,
    });
    // The other opponent's cards count the same.
    expect(throwsOf({ hand: '5S 6S KD', known: { 3: '7S' } }, 'opponent')).toEqual({ '5S': -2, '6S': -2, KD: 0 });
  });

  it('counts only combinations that use the known card, not melds the hand makes alone', () => {
    expect(throwsOf({ hand: '5S 6S 7S', known: { 1: '9H' } }, 'opponent')).toEqual({ '5S': 0, '6S': 0, '7S': 0 });
  });

  it('clamps the combination size to the table: 13 cards and more read the last entry', () => {
    const custom = { ...TABLES, opponent: [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11] };
    // AS..KS less 7S, plus 7S: a 13-card run (−11); 3-card combinations read the first entry.
    const long = throwsOf({ hand: 'AS 2S 3S 4S 5S 6S 8S 9S 10S JS QS KS', known: { 1: '7S' } }, 'opponent', custom);
    expect(long['AS']).toBe(-11);
    expect(throwsOf({ hand: '5S 6S', known: { 1: '7S' } }, 'opponent', custom)).toEqual({ '5S': -1, '6S': -1 });
  });

  it('ignores known wilds, copies of our own cards, and cards that fit the opponents’ melds', () => {
    expect(throwsOf({ hand: '5S 6S', known: { 1: 'JK 2H' } }, 'opponent')).toEqual({ '5S': 0, '6S': 0 });
    expect(throwsOf({ hand: '5S 6S 7S', known: { 1: '7S' } }, 'opponent')).toEqual({ '5S': 0, '6S': 0, '7S': 0 });
    expect(
      throwsOf({ hand: '5S 6S', known: { 1: '7S' }, melds: [{ team: 1, cards: '8S 9S 10S' }] }, 'opponent'),
    ).toEqual({ '5S': 0, '6S': 0 });
    // Our own team's meld does not stop him throwing it.
    expect(
      throwsOf({ hand: '5S 6S', known: { 1: '7S' }, melds: [{ team: 0, cards: '8S 9S 10S' }] }, 'opponent'),
    ).toEqual({ '5S': -2, '6S': -2 });
  });
});

describe('the pile throw: our cards that a pile card would combine with', () => {
  it('reads the pile table', () => {
    expect(throwsOf({ hand: '5S 6S 8S KD', pile: '9H 7S' }, 'pile')).toEqual({ '5S': -8, '6S': -8, '8S': -8, KD: 0 });
  });
});

describe('the partner-keep throw: our cards that complete a combination of the partner’s known cards', () => {
  it('reads the partnerKeep table for the combination our card joins', () => {
    expect(throwsOf({ hand: '7S 9H', known: { 2: '5S 6S' } }, 'partnerKeep')).toEqual({ '7S': -1, '9H': 0 });
    expect(throwsOf({ hand: '7S', known: { 2: '5S 6S 8S' } }, 'partnerKeep')).toEqual({ '7S': -2 });
  });

  it('does not count a meld the partner already holds without our card', () => {
    expect(throwsOf({ hand: '9H', known: { 2: '5S 6S 7S' } }, 'partnerKeep')).toEqual({ '9H': 0 });
  });

  it('never keeps a wild for him (it fits anything)', () => {
    expect(throwsOf({ hand: 'JK 2H', known: { 2: '5S 6S' } }, 'partnerKeep')).toEqual({ JK: 0, '2H': 0 });
  });
});

describe('the partner-lay throw: melds the partner’s known cards would attach to', () => {
  it('reads the partnerLay table at the meld’s size plus his cards, and counts only what attaches', () => {
    // 5S 6S 7S + his 8S: size 4 → 3; his KD attaches nowhere and does not count.
    expect(throwsOf({ hand: '5S 6S 7S 9H', known: { 2: '8S KD' } }, 'partnerLay')).toEqual({
      '5S': 3,
      '6S': 3,
      '7S': 3,
      '9H': 0,
    });
  });

  it('is 0 when nothing of his attaches: no partner cards, a wild, a stranger, or a second copy of a meld card', () => {
    const zero = { '5S': 0, '6S': 0, '7S': 0, '8S': 0 };
    expect(throwsOf({ hand: '5S 6S 7S 8S' }, 'partnerLay')).toEqual(zero);
    expect(throwsOf({ hand: '5S 6S 7S 8S', known: { 2: 'JK' } }, 'partnerLay')).toEqual(zero);
    // KD attaches to none of 5-6-7, 5-6-7-8, 6-7-8 (the 4-card meld would read 3 if it counted without an attachment).
    expect(throwsOf({ hand: '5S 6S 7S 8S', known: { 2: 'KD' } }, 'partnerLay')).toEqual(zero);
    // His 7S makes 5S 6S 7S with two of ours, but cannot join any of our melds whole.
    expect(throwsOf({ hand: '5S 6S 7S 8S', known: { 2: '7S' } }, 'partnerLay')).toEqual(zero);
  });

  it('keeps the largest positive entry (a later, smaller one, 0 included, does not replace it)', () => {
    // His 4S attaches to 5-7 (size 4: 3), 5-8 (5: 5), 5-9 (6: 4), 5-10 (7: 2), 5-J (8: 0), in that order.
    expect(throwsOf({ hand: '5S 6S 7S 8S 9S 10S JS', known: { 2: '4S' } }, 'partnerLay')).toEqual({
      '5S': 5,
      '6S': 5,
      '7S': 5,
      '8S': 5,
      '9S': 4,
      '10S': 2,
      JS: 0,
    });
  });

  it('counts a card that joins the whole meld, not one that makes another meld with part of it', () => {
    // With sets allowed, his 5H makes the set 5S 5H JK with two cards of our 5S 6S JK, but cannot join the run.
    expect(throwsOf({ hand: '5S 6S JK', known: { 2: '5H' }, rules: { allowSets: true } }, 'partnerLay')).toEqual({
      '5S': 0,
      '6S': 0,
      JK: 0,
    });
    // His 7S joins it (JK acting as 4S or 8S): size 4 → 3.
    expect(throwsOf({ hand: '5S 6S JK', known: { 2: '7S' }, rules: { allowSets: true } }, 'partnerLay')).toEqual({
      '5S': 3,
      '6S': 3,
      JK: 3,
    });
  });

  it('lets a negative entry replace a positive one, and only a more negative one replace a negative one', () => {
    const hand = '5S 6S 7S 8S 9S 10S';
    // Sizes 4, 5, 6, 7 read 4, 0, −3, −1: 5S goes 4 → (0 is not above 4) → −3 → (−1 is not below −3).
    const a = { ...TABLES, partnerLay: [0, 4, 0, -3, -1, 0, 0, 0, 0, 0, 0] };
    expect(throwsOf({ hand, known: { 2: '4S' } }, 'partnerLay', a)).toEqual({
      '5S': -3,
      '6S': -3,
      '7S': -3,
      '8S': -3,
      '9S': -3,
      '10S': -1,
    });
    // Sizes 4, 5, 6, 7 read −2, 3, −1, 0: once negative, a positive entry does not bring it back.
    const b = { ...TABLES, partnerLay: [0, -2, 3, -1, 0, 0, 0, 0, 0, 0, 0] };
    expect(throwsOf({ hand, known: { 2: '4S' } }, 'partnerLay', b)).toEqual({
      '5S': -2,
      '6S': -2,
      '7S': -2,
      '8S': -1,
      '9S': -1,
      '10S': 0,
    });
  });
});

describe('the merged keep value of a card', () => {
  it('is the most negative throw, a positive partnerLay counting as 0', () => {
    expect(negativeThrow(undefined)).toBe(0);
    expect(negativeThrow({ opponent: -1, pile: -2, partnerKeep: 0, partnerLay: -3 })).toBe(-3);
    expect(negativeThrow({ opponent: -1, pile: -2, partnerKeep: 0, partnerLay: 5 })).toBe(-2);
    expect(negativeThrow({ ...ZERO, partnerLay: 5 })).toBe(0);
  });
});

describe('how much a card is worth keeping for our own melds', () => {
  const keep = (c: string, hand: string, spec: Partial<ViewSpec> = {}, throws?: CardThrows): number => {
    const view = makeView({ ...spec, hand: `${c} ${hand}` });
    return keepValue(view.hand[0] as Card, view.hand, buildMemory(view), throws);
  };

  it('is 10 for a wild', () => {
    expect(keep('JK', '')).toBe(10);
    expect(keep('2H', 'KD')).toBe(10);
  });

  // [card, the rest of the hand, keep value]
  const neighbours: [string, string, number][] = [
    // 4 per neighbour and 2.5 per card two away in its suit.
    ['7S', '', 0],
    ['7S', '8S', 4],
    ['7S', '5S', 2.5],
    ['7S', '10S', 0],
    ['7S', '6S 9S', 6.5],
    ['7S', '5S 6S 8S 9S', 10],
    // Other suits, wilds and a second copy of the card do not count.
    ['7S', '8H 6D', 0],
    ['3S', '2S JK', 0],
    ['7S', '7S', 0],
    // The ace is next to the king and the two, two away from the queen and the three.
    ['AS', 'KS', 4],
    ['KS', 'AS', 4],
    ['AS', 'QS', 2.5],
    ['QS', 'AS', 2.5],
    ['AS', '3S', 2.5],
    ['AS', '7S', 0],
  ];
  it('adds 4 per neighbour and 2.5 per card two away in its suit, the ace both high and low', () => {
    for (const [c, hand, value] of neighbours) expect([c, hand, keep(c, hand)]).toEqual([c, hand, value]);
  });

  it('is 5 for a card that fits one of our melds, not the opponents’', () => {
    expect(keep('8H', '', { melds: [{ team: 0, cards: '5H 6H 7H' }] })).toBe(5);
    expect(keep('8H', '', { melds: [{ team: 0, cards: '5C 6C 7C' }] })).toBe(0);
    expect(keep('8H', '', { melds: [{ team: 1, cards: '5H 6H 7H' }] })).toBe(0);
  });

  it('takes the strongest of neighbours, melds and the negative throws', () => {
    expect(keep('7S', '', {}, { ...ZERO, opponent: -6 })).toBe(6);
    expect(keep('7S', '8S', {}, { ...ZERO, pile: -3 })).toBe(4);
    expect(keep('7S', '', {}, { ...ZERO, pile: -15 })).toBe(10);
  });
});

describe('how much a discard would help the opponents', () => {
  const feed = (c: string, spec: Omit<ViewSpec, 'hand'>): number => {
    const view = makeView({ ...spec, hand: '' });
    return feedValue(card(c), buildMemory(view), view.rules);
  };

  it('is 10 for a wild or a card that fits their melds', () => {
    expect(feed('JK', {})).toBe(10);
    expect(feed('8H', { melds: [{ team: 1, cards: '5H 6H 7H' }] })).toBe(10);
    expect(feed('8H', { melds: [{ team: 0, cards: '5H 6H 7H' }] })).toBe(0);
  });

  it('is 7 for a combination with the next opponent, 4 with the other, 3 with the pile, the largest winning', () => {
    expect(feed('7H', {})).toBe(0);
    expect(feed('7H', { known: { 1: '5H 6H' } })).toBe(7);
    expect(feed('7H', { known: { 3: '5H 6H' } })).toBe(4);
    expect(feed('7H', { pile: '5H 6H' })).toBe(3);
    expect(feed('7H', { known: { 2: '5H 6H' } })).toBe(0);
    expect(feed('7H', { known: { 1: '5H 6H', 3: '8H 9H' }, pile: '8H 9H' })).toBe(7);
    expect(feed('7H', { known: { 3: '5H 6H' }, pile: '8H 9H' })).toBe(4);
  });
});

describe('the draw system’s inputs', () => {
  const draw = (spec: ViewSpec) => {
    const view = makeView(spec);
    return drawFeatures(view.hand, buildMemory(view), view.rules);
  };

  it('counts the pile’s wilds and the points of the cards we have no use for', () => {
    expect(draw({ hand: '5S', pile: 'JK KD 2H AS' })).toEqual({
      use: 0,
      wilds: 2,
      junk: 25,
      block: 0,
      stage: 1 - 30 / 42,
    });
  });

  it('scores a pile card by the longest meld it makes: 2 for three cards, one more per extra card', () => {
    expect(draw({ hand: '5S 6S', pile: '7S' })).toMatchObject({ use: 2, junk: 0 });
    // 7S and 8S each reach 5S 6S 7S 8S (4 cards: 3), although 6S 7S 8S comes last.
    expect(draw({ hand: '5S 6S', pile: '7S 8S' })).toMatchObject({ use: 6, junk: 0 });
  });

  it('counts lay-offs on our melds by the meld’s size after them', () => {
    // 8H 9H on 5H 6H 7H: 5 cards → 4 each; KC attaches nowhere and is junk.
    expect(draw({ hand: 'KD', pile: '8H 9H KC', melds: [{ team: 0, cards: '5H 6H 7H' }] })).toMatchObject({
      use: 8,
      junk: 10,
    });
    expect(draw({ hand: 'KD', pile: '8H KC', melds: [{ team: 0, cards: '5H 6H 7H' }] })).toMatchObject({
      use: 3,
      junk: 10,
    });
  });

  it('adds 3 of block per pile card that fits the opponents’ melds', () => {
    expect(draw({ hand: 'KD', pile: '8C 4D', melds: [{ team: 1, cards: '5C 6C 7C' }] })).toMatchObject({
      block: 3,
      use: 0,
      junk: 15,
    });
  });

  it('reads the stage from the stock', () => {
    expect(draw({ hand: 'KD', stockSize: 21 }).stage).toBe(0.5);
  });
});
