import { describe, expect, it } from 'vitest';
import { type Card, formatCard } from '@birimba/engine';
import { buildMemory } from '../../src/index.js';
import { makeView } from '../support/view.js';

const names = (cards: readonly { cards: readonly Card[] }[] | readonly Card[]): string[] =>
  cards.map((c) => ('cards' in c ? c.cards.map(formatCard).join(' ') : formatCard(c)));

describe('the card memory of a seat', () => {
  it('names the partner and the opponents around the table', () => {
    expect(buildMemory(makeView({ hand: 'KD' }))).toMatchObject({
      seat: 0,
      team: 0,
      partner: 2,
      nextOpponent: 1,
      otherOpponent: 3,
    });
    expect(buildMemory(makeView({ seat: 1, hand: 'KD' }))).toMatchObject({
      seat: 1,
      team: 1,
      partner: 3,
      nextOpponent: 2,
      otherOpponent: 0,
    });
  });

  it('remembers each seat’s publicly known cards under its role, and the whole pile', () => {
    const m = buildMemory(
      makeView({ seat: 1, hand: 'KD', known: { 0: '5H', 2: '6C 7C', 3: '8D' }, pile: '9S 10S JS' }),
    );
    expect(names(m.partnerKnown)).toEqual(['8D']);
    expect(names(m.nextOpponentKnown)).toEqual(['6C', '7C']);
    expect(names(m.otherOpponentKnown)).toEqual(['5H']);
    expect(names(m.pile)).toEqual(['9S', '10S', 'JS']);
  });

  it('reads a seat missing from the view’s known cards as knowing nothing of it', () => {
    const view = makeView({ hand: 'KD' });
    const m = buildMemory({ ...view, known: [[]] });
    expect(m.partnerKnown).toEqual([]);
    expect(m.nextOpponentKnown).toEqual([]);
    expect(m.otherOpponentKnown).toEqual([]);
  });

  it('splits the melds into ours and theirs', () => {
    const melds = [
      { team: 0 as const, cards: '5H 6H 7H' },
      { team: 1 as const, cards: '8C 9C 10C' },
    ];
    const m0 = buildMemory(makeView({ hand: 'KD', melds }));
    expect(names(m0.ownMelds)).toEqual(['5H 6H 7H']);
    expect(names(m0.opponentMelds)).toEqual(['8C 9C 10C']);
    const m1 = buildMemory(makeView({ seat: 1, hand: 'KD', melds }));
    expect(names(m1.ownMelds)).toEqual(['8C 9C 10C']);
    expect(names(m1.opponentMelds)).toEqual(['5H 6H 7H']);
  });

  it('leads by the card points on the table: ours minus theirs', () => {
    // 5H 6H 7H = 15 points, 8C 9C 10C = 30.
    const melds = [
      { team: 0 as const, cards: '5H 6H 7H' },
      { team: 1 as const, cards: '8C 9C 10C' },
    ];
    expect(buildMemory(makeView({ hand: 'KD', melds })).lead).toBe(-15);
    expect(buildMemory(makeView({ seat: 3, hand: 'KD', melds })).lead).toBe(15);
    expect(buildMemory(makeView({ hand: 'KD' })).lead).toBe(0);
  });

  it('goes from stage 0 at a full stock (42 cards) to 1 at an empty one', () => {
    expect(buildMemory(makeView({ hand: 'KD', stockSize: 42 })).stage).toBe(0);
    expect(buildMemory(makeView({ hand: 'KD', stockSize: 21 })).stage).toBe(0.5);
    expect(buildMemory(makeView({ hand: 'KD', stockSize: 0 })).stage).toBe(1);
    expect(buildMemory(makeView({ hand: 'KD', stockSize: 42 })).stockSize).toBe(42);
  });

  it('records who took a birimbaki', () => {
    const m = buildMemory(makeView({ seat: 1, hand: 'KD', tookBirimbaki: [true, false] }));
    expect(m).toMatchObject({ ownTookBirimbaki: false, opponentsTookBirimbaki: true });
  });
});

describe('the threat of the opponents closing', () => {
  const threat = (handSizes: number[], took: boolean): number =>
    buildMemory(makeView({ hand: 'KD', handSizes, tookBirimbaki: [false, took] })).threat;

  it('after their birimbaki, rises as their shortest hand shrinks: 1 − (fewest − 1) / 8, within 0..1', () => {
    expect(threat([1, 5, 11, 9], true)).toBe(0.5);
    expect(threat([1, 9, 11, 5], true)).toBe(0.5);
    expect(threat([1, 1, 11, 11], true)).toBe(1);
    expect(threat([1, 0, 11, 11], true)).toBe(1);
    expect(threat([1, 9, 11, 9], true)).toBe(0);
    expect(threat([1, 11, 11, 11], true)).toBe(0);
  });

  it('before it, is at most 0.3 − fewest / 30', () => {
    expect(threat([1, 3, 11, 9], false)).toBeCloseTo(0.2);
    expect(threat([1, 9, 11, 3], false)).toBeCloseTo(0.2);
    expect(threat([1, 9, 11, 11], false)).toBe(0);
    expect(threat([1, 11, 11, 11], false)).toBe(0);
  });

  it('reads a hand size missing from the view as 11', () => {
    expect(buildMemory({ ...makeView({ hand: 'KD', tookBirimbaki: [false, true] }), handSizes: [1] }).threat).toBe(0);
  });
});
