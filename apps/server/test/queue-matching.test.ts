// The rated queue's matching, pure, over a clock the test sets: close ratings first, the window widening with the
// wait, never two apart accounts together, nobody at two tables, partners paired best with least.
import { describe, expect, it } from 'vitest';
import { RATED_QUEUE_WINDOWS } from '@birimba/protocol';
import { type Waiting, apartLookup, findTables, seated, windowAfter } from '../src/queue/matching.js';

/** Someone waiting since `since` with `rating`. */
const w = (account: string, rating: number, since = 0): Waiting => ({ account, rating, since });

const accounts = (tables: readonly (readonly Waiting[])[]): string[][] => tables.map((t) => t.map((p) => p.account));

describe('the rated queue’s window', () => {
  it('widens with the wait as the protocol says, to anyone at the end', () => {
    expect(windowAfter(0)).toBe(100);
    expect(windowAfter(29_999)).toBe(100);
    expect(windowAfter(30_000)).toBe(200);
    expect(windowAfter(60_000)).toBe(400);
    expect(windowAfter(119_999)).toBe(400);
    expect(windowAfter(120_000)).toBeNull();
    expect(RATED_QUEUE_WINDOWS.at(-1)?.within).toBeNull();
  });
});

describe('finding tables', () => {
  it('seats two of close ratings at once and keeps a far one waiting until the window reaches them', () => {
    const people = [w('a', 1500), w('b', 1580), w('c', 1750)];
    expect(accounts(findTables(people, 2, 0))).toEqual([['b', 'a']]);
    const far = [w('a', 1500), w('c', 1750)];
    expect(findTables(far, 2, 29_000)).toEqual([]);
    expect(findTables(far, 2, 30_000)).toEqual([]);
    expect(accounts(findTables(far, 2, 60_000))).toEqual([['c', 'a']]);
  });

  it('seats anyone with anyone after two minutes', () => {
    const far = [w('a', 900), w('c', 2400)];
    expect(findTables(far, 2, 119_000)).toEqual([]);
    expect(findTables(far, 2, 120_000)).toHaveLength(1);
  });

  it('builds around the longest waiting: a newcomer joins them when within their window', () => {
    // `old` waited 40 s (±200): `new` at +150 joins them; a pair of newcomers would not have matched at 150 apart.
    const people = [w('old', 1500, 0), w('new', 1650, 39_000)];
    expect(findTables(people, 2, 40_000)).toHaveLength(1);
    expect(findTables([w('x', 1500, 39_000), w('y', 1650, 39_000)], 2, 40_000)).toEqual([]);
  });

  it('never seats two apart accounts together, whatever the wait', () => {
    const apart = apartLookup([['a', 'b']]);
    const people = [w('a', 1500), w('b', 1500), w('c', 1500)];
    for (const now of [0, 60_000, 600_000]) {
      const tables = findTables(people, 2, now, apart);
      expect(tables).toHaveLength(1);
      expect(accounts(tables)[0]).toContain('c');
    }
    expect(findTables([w('a', 1500), w('b', 1500)], 2, 600_000, apart)).toEqual([]);
  });

  it('makes eight people of close ratings two tables of four, nobody twice, and never a short table', () => {
    const people = [1500, 1510, 1520, 1530, 1900, 1910, 1920, 1930, 1200].map((r, i) => w(`p${String(i)}`, r, i));
    const tables = findTables(people, 4, 1_000);
    expect(tables).toHaveLength(2);
    const all = tables.flat().map((p) => p.account);
    expect(new Set(all).size).toBe(8);
    expect(all).not.toContain('p8');
    for (const table of tables) {
      const ratings = table.map((p) => p.rating);
      expect(Math.max(...ratings) - Math.min(...ratings)).toBeLessThanOrEqual(100);
    }
  });

  it('never seats the same account twice at one table', () => {
    expect(findTables([w('a', 1500), w('a', 1500)], 2, 600_000)).toEqual([]);
  });
});

describe('partnerships', () => {
  it('pairs the best with the least and the middle two, partners opposite', () => {
    const table = seated([w('m1', 1600), w('best', 1700), w('least', 1400), w('m2', 1500)], 4);
    expect(table.map((p) => p.account)).toEqual(['best', 'm1', 'least', 'm2']);
  });

  it('pairs first with sixth, second with fifth, third with fourth at six', () => {
    const people = [6, 5, 4, 3, 2, 1].map((r) => w(`r${String(r)}`, 1000 + r));
    const table = seated(people, 6);
    // Seats s and s + 3 are partners.
    expect([0, 1, 2].map((s) => [table[s]?.account, table[s + 3]?.account])).toEqual([
      ['r6', 'r1'],
      ['r5', 'r2'],
      ['r4', 'r3'],
    ]);
  });
});
