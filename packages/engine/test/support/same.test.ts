// The fast first look of the long loops says "the same" only of values that JSON and toEqual also find the same.

import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, newGame } from '../../src/index.js';
import { sameData, sameJson } from './same.js';

describe('sameData, the long loops’ first look at two states', () => {
  it('finds two states computed apart the same, as JSON does', () => {
    const a = newGame({ seed: 5 });
    const b = newGame({ seed: 5 });
    const move = legalMoves(a)[0]!;
    expect(sameData(applyMove(a, move), applyMove(b, move))).toBe(true);
    expect(sameData(a, structuredClone(a))).toBe(true);
  });

  it('finds a difference in a value, a key, the keys’ order, a length or the kind of container', () => {
    const base = { a: 1, b: [1, { c: 'x' }] };
    const different: unknown[] = [
      { a: 2, b: [1, { c: 'x' }] },
      { a: 1, b: [1, { c: 'y' }] },
      { a: 1, b: [1, { d: 'x' }] },
      { b: [1, { c: 'x' }], a: 1 },
      { a: 1, b: [1, { c: 'x' }, 2] },
      { a: 1, b: { 0: 1, 1: { c: 'x' } } },
      { a: 1, b: [1, null] },
      { a: 1 },
      null,
    ];
    for (const other of different) expect(sameData(base, other), JSON.stringify(other)).toBe(false);
    expect(sameData(newGame({ seed: 5 }), newGame({ seed: 6 }))).toBe(false);
  });

  it('leaves what it cannot call the same to JSON: a key with no value is no key there', () => {
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
  });
});
