// A count with its noun: the simulator's headlines say "1 duplicate deal" and "2 duplicate deals", never "1 … deals".
import { describe, expect, it } from 'vitest';
import { counted } from '../src/counted.js';

describe('counted', () => {
  it('is singular for one and plural otherwise', () => {
    expect(counted(1, 'duplicate deal')).toBe('1 duplicate deal');
    expect(counted(0, 'duplicate deal')).toBe('0 duplicate deals');
    expect(counted(2, 'duplicate match', 'duplicate matches')).toBe('2 duplicate matches');
  });
});
