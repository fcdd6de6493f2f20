import { describe, expect, it } from 'vitest';
import { Random, mixSeed } from '../src/index.js';

describe('the seeded random source', () => {
  it('gives the same sequence for the same seed', () => {
    const a = new Random(7);
    const b = new Random(7);
    for (let i = 0; i < 20; i++) expect(a.next()).toBe(b.next());
  });

  it('gives unrelated first draws for neighbouring seeds', () => {
    const firsts = Array.from({ length: 400 }, (_, s) => new Random(s + 1).next());
    const below = firsts.filter((x) => x < 0.5).length / firsts.length;
    expect(below).toBeGreaterThan(0.4);
    expect(below).toBeLessThan(0.6);
    // Neighbours are not close to each other.
    const close = firsts.slice(1).filter((x, i) => Math.abs(x - (firsts[i] as number)) < 0.01).length;
    expect(close).toBeLessThan(20);
  });

  it('mixes seeds so that their order matters', () => {
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
    expect(mixSeed(1, 2)).toBe(mixSeed(1, 2));
  });

  it('picks within range and refuses an empty list', () => {
    const r = new Random(3);
    for (let i = 0; i < 100; i++) {
      const n = r.int(2, 5);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(() => r.pick([])).toThrow(/empty/);
  });
});
