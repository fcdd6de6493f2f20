import { describe, expect, it } from 'vitest';
import { type Card, DECK_SIZE, formatCards } from '../../src/index.js';
import { ids, notation, position } from './position.js';
import { everyCard } from '../support/places.js';


describe('the position helper', () => {
  it('puts the named cards where they are named and every card of the deck in exactly one place', () => {
    const state = position({
      hands: ['5S 6S 7S 9H', 'KD KD', '', 'JK'],
      pile: 'QC 3D',
      melds: [{ team: 0, cards: '3H 4H 5H' }, { team: 1, cards: '9C 10C JC' }],
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

  it('refuses impossible positions', () => {
    expect(() => position({ hands: ['5S 5S 5S', '', '', ''] })).toThrow();
    expect(() => position({ hands: ['5S', '5S', '5S', ''] })).toThrow();
    expect(() => position({ hands: ['5S', '', '', ''], melds: [{ team: 0, cards: '5S 6S 8S' }] })).toThrow();
    expect(() => position({ hands: ['', '9H', '', ''], turn: 0 })).toThrow();
    expect(() => position({ hands: ['5S', '', '', ''], birimbakia: 2, tookBirimbaki: [true, false] })).toThrow();
    expect(() => position({ hands: ['5S', '', '', ''], known: ['6S', '', '', ''] })).toThrow();
  });

  it('is deterministic and finds card ids by notation', () => {
    const spec = { hands: ['5S 5S 6H', '', '', ''], seed: 'x' } as const;
    expect(position(spec)).toEqual(position(spec));
    const state = position(spec);
    const [a, b] = ids(state, '5S 5S');
    expect(a).not.toBe(b);
  });
});
