// Two players who share a name show their handles: the names compared as handles are (case, accents and Greek/Latin
// look-alikes aside), among one room's or one match's people.
import { describe, expect, it } from 'vitest';
import { sharedNames } from '../src/online/account/shared-names.js';

describe('names two players share', () => {
  it('are one name whatever their case, accents or Greek capitals drawn like Latin ones', () => {
    expect(sharedNames(['Νίκος', 'NIKOS'])('Νίκος')).toBe(true);
    expect(sharedNames(['Νίκος', 'NIKOS'])('NIKOS')).toBe(true);
    expect(sharedNames(['maria', 'Μαρία'])('maria')).toBe(false);
    expect(sharedNames(['Βob', 'Bob', 'Eleni'])('Bob')).toBe(true);
    expect(sharedNames(['Βob', 'Bob', 'Eleni'])('Eleni')).toBe(false);
    expect(sharedNames(['Maria', 'María'])('Maria')).toBe(true);
  });

  it('are none among different names, nor for an empty seat', () => {
    expect(sharedNames(['Maria', 'Nikos', '', ''])('Maria')).toBe(false);
    expect(sharedNames(['Maria', 'Nikos', '', ''])('')).toBe(false);
  });

  it('show whichever of the two players sat first or last', () => {
    const seats = ['NIKOS', 'Maria', 'Bot', 'Νίκος'];
    for (const order of [seats, [...seats].reverse()]) {
      const shared = sharedNames(order);
      expect(order.filter(shared).sort()).toEqual(['NIKOS', 'Νίκος']);
    }
  });
});
