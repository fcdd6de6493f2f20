import { describe, expect, it } from 'vitest';
import { type Card, DECK_SIZE, formatCards } from '../../src/index.js';
import { ids, notation, position } from './position.js';
import { everyCard } from './places.js';

describe('the position helper', () => {
  it('puts the named cards where they are named and every card of the deck in exactly one place', () => {
    const state = position({
      hands: ['5S 6S 7S 9H', 'KD KD', '', 'JK'],
      pile: 'QC 3D',
      melds: [
        { team: 0, cards: '3H 4H 5H' },
        { team: 1, cards: '9C 10C JC' },
      ],
      stock: '4C 8D',
      turn: 0,
      phase: 'play',
    });
    expect(notation(state.hands[0] as Card[])).toBe('5S 6S 7S 9H');
    expect(formatCards(state.hands[1] as Card[])).toBe('KD KD');
    // Seat 2 was left open: mid-deal no hand is empty, and what the stock cannot hold goes there.
    expect(state.hands[2]!.length).toBeGreaterThan(0);
    expect(formatCards(state.pile)).toBe('QC 3D');
    expect(state.melds.map((m) => [m.team, formatCards(m.cards)])).toEqual([
      [0, '3H 4H 5H'],
      [1, '9C 10C JC'],
    ]);
    expect(formatCards(state.stock.slice(-2))).toBe('4C 8D');
    const all = everyCard(state);
    expect(all).toHaveLength(DECK_SIZE);
    expect(new Set(all.map((c) => c.id)).size).toBe(DECK_SIZE);
    expect(state.birimbakia.map((p) => p.length)).toEqual([11, 11]);
    expect(state.stock).toHaveLength(42);
    expect(state.hands[2]).toHaveLength(DECK_SIZE - 7 - 2 - 6 - 22 - 42);
  });

  it('fills hands, a short stock and the pile bottom from the unnamed cards', () => {
    const state = position({
      hands: ['AS', '', '', ''],
      handSizes: [11, 11, 11, 11],
      pile: 'KH',
      stock: '5D',
      stockSize: 3,
      tookBirimbaki: [true, false],
    });
    expect(state.hands.map((h) => h.length)).toEqual([11, 11, 11, 11]);
    expect(state.stock).toHaveLength(3);
    expect(formatCards(state.stock.slice(-1))).toBe('5D');
    expect(state.birimbakia).toHaveLength(1);
    expect(formatCards(state.pile.slice(-1))).toBe('KH');
    expect(state.pile).toHaveLength(DECK_SIZE - 44 - 3 - 11);
    expect(new Set(everyCard(state).map((c) => c.id)).size).toBe(DECK_SIZE);
  });

  it('refuses impossible positions, saying what is wrong', () => {
    const refusals: [unknown, string][] = [
      [{ hands: ['5S 5S 5S', '', '', ''] }, 'too many "5S": the deck holds only 2 of that card'],
      [{ hands: ['5S', '5S', '5S', ''] }, 'position: no copy of 5S left for hand 2'],
      [
        { hands: ['5S', '', '', ''], melds: [{ team: 0, cards: '5S 6S 8S' }] },
        'position: meld 5S 6S 8S is not valid: gap of 1 at 7S: a run needs consecutive cards and at most one wild to fill a place',
      ],
      [{ hands: ['', '9H', '', ''], turn: 0 }, 'corrupted game state: the seat to act has no cards'],
      [
        { hands: ['5S', '', '', ''], birimbakia: 2, tookBirimbaki: [true, false] },
        'corrupted game state: birimbakia do not match tookBirimbaki',
      ],
      [{ hands: ['5S', '', '', ''], known: ['6S', '', '', ''] }, 'position: known cards 6S are not all in hand 0'],
      [{ hands: ['5S 6S', '', '', ''], handSizes: [1] }, 'position: hand 0 names 2 cards, more than 1'],
      [
        { hands: ['5S', '', '', ''], birimbakia: ['5S 6S 7S 8S 9S 10S JS QS KS AS 2S 3S'] },
        'position: birimbaki 0 names 12 cards, more than 11',
      ],
      [{ hands: ['5S', '', '', ''], handSizes: [100] }, 'position: not enough unnamed cards to fill hand 0'],
      [{ hands: ['5S', '', '', ''], stock: '6S 7S', stockSize: 1 }, 'position: the stock names 2 cards, more than 1'],
      [{ hands: ['5S 5S', '', '', ''], birimbakia: ['5S'] }, 'position: no copy of 5S left for birimbaki 0'],
      // Not a description at all, or one that breaks the builder: refused as bad options, never a raw TypeError.
      [null, 'buildPosition needs a description of the position, got null'],
      [{ hands: 5 }, 'buildPosition: handTexts.map is not a function'],
    ];
    const messageOf = (spec: unknown): string => {
      try {
        position(spec as never);
      } catch (e) {
        return (e as Error).message;
      }
      return 'nothing thrown';
    };
    for (const [spec, message] of refusals) expect(messageOf(spec)).toBe(message);
    for (const spec of [null, { hands: 5 }])
      expect(() => position(spec as never)).toThrow(expect.objectContaining({ code: 'bad-options' }) as Error);
    // The builder's own refusals are bad arguments (the game-state check's are corrupted states).
    for (const [spec, message] of refusals.filter(([, m]) => m.startsWith('position:'))) {
      expect(() => position(spec as never), message).toThrow(
        expect.objectContaining({ name: 'ArgumentError', code: 'bad-argument' }) as Error,
      );
    }
  });

  it('deals the named first seat, and every hand when none is named', () => {
    const state = position({
      firstSeat: 2,
      handSizes: [undefined, undefined, 5, undefined],
      melds: [{ team: 1, cards: '3H 4H 5H' }],
    });
    expect(state.firstSeat).toBe(2);
    expect(state.turn).toBe(2);
    expect(state.hands.every((h) => h.length > 0)).toBe(true);
    expect(new Set(everyCard(state).map((c) => c.id)).size).toBe(DECK_SIZE);
    expect(state.hands[2]).toHaveLength(5);
    expect(position({ handSizes: [4] })).toEqual(position({ hands: ['', '', '', ''], handSizes: [4] }));
  });

  it('is deterministic and finds card ids by notation', () => {
    const spec = { hands: ['5S 5S 6H', '', '', ''], seed: 'x' } as const;
    expect(position(spec)).toEqual(position(spec));
    const state = position(spec);
    const [a, b] = ids(state, '5S 5S');
    expect(a).not.toBe(b);
  });
});
