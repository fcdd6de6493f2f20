import { describe, expect, it } from 'vitest';
import { StampSet } from '../../src/vocabulary/stamps.js';
import { checkMeld, parseCards } from '../../src/index.js';

describe('the stamp set behind duplicate-card detection', () => {
  it('forgets the previous pass', () => {
    const set = new StampSet(10);
    set.next();
    set.mark(3);
    expect(set.has(3)).toBe(true);
    set.next();
    expect(set.has(3)).toBe(false);
  });

  it('still tells seen from unseen across the 32-bit wrap of its marks', () => {
    // Start three passes below 2^32: the passes after it must mark and recognise keys as the first ones did.
    const set = new StampSet(4, 0xffffffff - 3);
    set.next();
    set.mark(1);
    for (let pass = 0; pass < 10; pass++) {
      set.next();
      expect([0, 1, 2, 3].map((k) => set.has(k))).toEqual([false, false, false, false]);
      set.mark(pass % 4);
      expect(set.has(pass % 4)).toBe(true);
    }
  });

  it('keeps checkMeld refusing a card given twice, call after call', () => {
    const [a] = parseCards('5S');
    for (let i = 0; i < 1000; i++) expect(() => checkMeld([a!, a!, a!])).toThrow(/given twice/);
  });
});
