// Meld validity (rules.md §5.1, §5.2) against a brute-force reference written from the rules text alone.
//
// The reference knows nothing of the engine's algorithm: for every suit S and every window of consecutive positions
// (1..13 ace low or 2..14 ace high, no wrap) as long as the meld, it tries to put each card on its own position by
// backtracking, counting the cards that act as wilds, and keeps the fewest. Valid iff some placement has at most one
// acting wild; clean iff some placement has none.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, DECK, type Suit, SUITS, formatCards } from '../../src/vocabulary/cards.js';
import { type Arrangement, checkMeld } from '../../src/core/meld-rules.js';
import { samples } from '../support/samples.js';

// ---- the reference, from rules.md §2 and §5.1 ---------------------------------------------------------------------

const RANK_NUMBER: Readonly<Record<string, number>> = {
  A: 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  J: 11,
  Q: 12,
  K: 13,
};

/** Where a card may stand in a run of suit `suit`: natural places (no wild acting) and whether it may act as a wild. */
function placesFor(card: Card, suit: Suit): { natural: number[]; wild: boolean } {
  if (card.rank === 'JK') return { natural: [], wild: true };
  if (card.rank === '2') return { natural: card.suit === suit ? [2] : [], wild: true };
  if (card.suit !== suit) return { natural: [], wild: false };
  if (card.rank === 'A') return { natural: [1, 14], wild: false };
  return { natural: [RANK_NUMBER[card.rank] as number], wild: false };
}

/**
 * The fewest "dirty" cards over every placement of `cards` on the window low..low+n-1 of suit `suit` that has at
 * most one acting wild, or Infinity if there is none. A 2 of the suit on position 2 is natural, never acting. By
 * default every acting wild is dirty; with `twoOfSuitNeverDirty` an acting 2 of the suit is not (rules §5.2 variant).
 */
function fewestDirty(cards: readonly Card[], suit: Suit, low: number, twoOfSuitNeverDirty: boolean): number {
  const n = cards.length;
  const high = low + n - 1;
  const options = cards.map((c) => placesFor(c, suit));
  const dirtyIfActing = cards.map((c) => !(twoOfSuitNeverDirty && c.rank === '2' && c.suit === suit));
  const taken = new Array<boolean>(15).fill(false);
  let best = Infinity;
  const place = (i: number, acting: number, dirty: number): void => {
    if (acting > 1 || dirty >= best) return;
    if (i === n) {
      best = dirty;
      return;
    }
    const opt = options[i] as { natural: number[]; wild: boolean };
    for (let pos = low; pos <= high; pos++) {
      if (taken[pos] === true) continue;
      const natural = opt.natural.includes(pos);
      if (!natural && !opt.wild) continue;
      taken[pos] = true;
      if (natural) place(i + 1, acting, dirty);
      else place(i + 1, acting + 1, dirty + (dirtyIfActing[i] === true ? 1 : 0));
      taken[pos] = false;
    }
  };
  place(0, 0, 0);
  return best;
}

interface Reference {
  readonly valid: boolean;
  readonly clean: boolean;
}

function reference(cards: readonly Card[], twoOfSuitNeverDirty = false): Reference {
  const n = cards.length;
  if (n < 3 || n > 13) return { valid: false, clean: false };
  let best = Infinity;
  for (const suit of SUITS) {
    // Windows inside 1..13 (ace low) or 2..14 (ace high): low from 1 to 15 - n, never 1..14 (n ≤ 13).
    for (let low = 1; low + n - 1 <= 14; low++) {
      best = Math.min(best, fewestDirty(cards, suit, low, twoOfSuitNeverDirty));
      if (best === 0) return { valid: true, clean: true };
    }
  }
  return { valid: best <= 1, clean: best === 0 };
}

/** Checks that an arrangement is a legal placement of exactly these cards (a certificate for `valid`). */
function checkArrangement(cards: readonly Card[], arrangement: Arrangement): string | null {
  const { slots, suit } = arrangement;
  if (arrangement.kind !== 'run' || suit === null) return `kind ${arrangement.kind}, suit ${String(suit)}`;
  const ids = slots.map((s) => s.card.id).sort((a, b) => a - b);
  const input = cards.map((c) => c.id).sort((a, b) => a - b);
  if (JSON.stringify(ids) !== JSON.stringify(input)) return 'slots are not a permutation of the cards';
  const positions = slots.map((s) => s.position);
  for (let i = 1; i < positions.length; i++) {
    if (positions[i] !== (positions[i - 1] as number) + 1) return `positions not consecutive: ${positions.join(',')}`;
  }
  const low = positions[0] as number;
  const high = positions[positions.length - 1] as number;
  if (low < 1 || high > 14 || (low === 1 && high === 14)) return `window ${low}..${high}`;
  if (arrangement.low !== low || arrangement.high !== high) return 'low/high disagree with the slots';
  let acting = 0;
  for (const slot of slots) {
    const opt = placesFor(slot.card, suit);
    const natural = opt.natural.includes(slot.position);
    if (natural === slot.acting) return `slot ${slot.position} acting=${slot.acting} but natural=${natural}`;
    if (!natural && !opt.wild) return `${formatCards([slot.card])} cannot stand on ${slot.position}`;
    if (slot.acting) acting++;
    const rank =
      slot.position === 14 || slot.position === 1
        ? 'A'
        : slot.position === 11
          ? 'J'
          : slot.position === 12
            ? 'Q'
            : slot.position === 13
              ? 'K'
              : String(slot.position);
    if (slot.standsFor !== `${rank}${suit}`) return `slot ${slot.position} stands for ${slot.standsFor}`;
  }
  if (acting > 1) return `${acting} acting wilds`;
  return null;
}

// ---- the reference checks itself on rules.md's examples -----------------------------------------------------------

function parse(text: string): Card[] {
  // A tiny parser of its own, so the reference does not lean on the engine's notation either.
  const seen = new Map<string, number>();
  return text.split(' ').map((token) => {
    const n = seen.get(token) ?? 0;
    seen.set(token, n + 1);
    const matches = DECK.filter((c) => (c.rank === 'JK' ? 'JK' : `${c.rank}${c.suit}`) === token);
    const card = matches[n];
    if (card === undefined) throw new Error(`test notation: no copy ${n + 1} of ${token}`);
    return card;
  });
}

describe('the brute-force reference', () => {
  it.each([
    ['AS 2S 3S', true, true],
    ['AS 2S 3S JK', true, false],
    ['4S 2H 6S', true, false],
    ['5S JK 7S', true, false],
    ['QS KS AS', true, true],
    ['KS AS 2S', true, false],
    ['2S 2S 3S', true, false],
    ['2H 2S 3H', true, false],
    ['2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS', true, true],
    ['4S JK 2H 7S', false, false],
    ['JK JK 5S', false, false],
    // rules.md also lists `2S 2S 2S`, which no deck can produce (only two 2S exist); all-wild melds instead:
    ['2S 2H 2D', false, false],
    ['2S 2S JK', false, false],
    ['5S 5S 6S', false, false],
    ['5S 6S 7H', false, false],
    ['AS 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS', false, false],
    ['AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS', false, false],
    ['3S 4S 2S 6S 7S 8S 9S', true, false],
    ['2S 3S 4S 5S 6S 7S 8S 9S', true, true],
  ] as const)('agrees with rules.md on %s', (text, valid, clean) => {
    expect(reference(parse(text))).toEqual({ valid, clean });
  });
});

// ---- generators ---------------------------------------------------------------------------------------------------

/** Physical ids for a list of identity codes (0..51 suited, 52 joker), dropping copies the deck does not have. */
function toDistinctCards(codes: readonly number[]): Card[] {
  const used = new Map<number, number>();
  const out: Card[] = [];
  for (const code of codes) {
    const n = used.get(code) ?? 0;
    const copies = code === 52 ? 4 : 2;
    if (n >= copies) continue;
    used.set(code, n + 1);
    const id = code === 52 ? 104 + n : code + 52 * n;
    out.push(DECK[id] as Card);
  }
  return out;
}

const codeOf = (suit: number, rank: number): number => suit * 13 + (rank === 14 ? 1 : rank) - 1;

type Mutation = {
  kind: 'joker' | 'otherTwo' | 'ownTwo' | 'otherSuit' | 'shift' | 'drop' | 'duplicate' | 'insertWild';
  at: number;
  arg: number;
};

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('joker', 'otherTwo', 'ownTwo', 'otherSuit', 'shift', 'drop', 'duplicate', 'insertWild'),
  at: fc.nat({ max: 12 }),
  arg: fc.nat({ max: 12 }),
});

/** Mostly one suit, near-consecutive ranks, with a few wilds and faults thrown in; shuffled. */
const nearRun: fc.Arbitrary<Card[]> = fc
  .record({
    suit: fc.nat({ max: 3 }),
    length: fc.integer({ min: 3, max: 13 }),
    start: fc.integer({ min: 1, max: 14 }),
    mutations: fc.array(mutation, { maxLength: 3 }),
    keys: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 16, maxLength: 16 }),
  })
  .map(({ suit, length, start, mutations, keys }) => {
    const low = Math.max(1, Math.min(start, 15 - length));
    const codes: number[] = [];
    for (let pos = low; pos < low + length; pos++) codes.push(codeOf(suit, pos));
    for (const m of mutations) {
      if (codes.length === 0) break;
      const at = m.at % codes.length;
      switch (m.kind) {
        case 'joker':
          codes[at] = 52;
          break;
        case 'otherTwo':
          codes[at] = codeOf((suit + 1 + (m.arg % 3)) % 4, 2);
          break;
        case 'ownTwo':
          codes[at] = codeOf(suit, 2);
          break;
        case 'otherSuit':
          codes[at] = codeOf((suit + 1 + (m.arg % 3)) % 4, ((codes[at] as number) % 13) + 1);
          break;
        case 'shift':
          codes[at] = codeOf(suit, (m.arg % 13) + 1);
          break;
        case 'drop':
          codes.splice(at, 1);
          break;
        case 'duplicate':
          codes.push(codes[at] as number);
          break;
        case 'insertWild':
          codes.push(m.arg % 3 === 0 ? 52 : codeOf(m.arg % 4, 2));
          break;
      }
    }
    const cards = toDistinctCards(codes);
    const order = cards.map((_, i) => i).sort((a, b) => (keys[a % 16] as number) - (keys[b % 16] as number) || a - b);
    return order.map((i) => cards[i] as Card);
  })
  .filter((cards) => cards.length >= 3 && cards.length <= 13);

/** Any 3 to 13 distinct physical cards of the deck. */
const anyCards: fc.Arbitrary<Card[]> = fc
  .uniqueArray(fc.nat({ max: 107 }), { minLength: 3, maxLength: 13 })
  .map((ids) => ids.map((id) => DECK[id] as Card));

/**
 * Cards of one suit from a narrow window of ranks (both copies), plus a few jokers and 2s: validity hinges on
 * duplicates, the ace's two places, natural and acting 2s and how many wilds act.
 */
const oneSuitCards: fc.Arbitrary<Card[]> = fc
  .record({
    suit: fc.nat({ max: 3 }),
    low: fc.integer({ min: 1, max: 12 }),
    width: fc.integer({ min: 3, max: 14 }),
    picks: fc.array(fc.record({ kind: fc.nat({ max: 9 }), index: fc.nat({ max: 99 }) }), {
      minLength: 3,
      maxLength: 14,
    }),
  })
  .map(({ suit, low, width, picks }) => {
    const high = Math.min(14, low + width - 1);
    const inWindow = (c: Card): boolean => {
      const r = RANK_NUMBER[c.rank] as number;
      return (r >= low && r <= high) || (r === 1 && high === 14);
    };
    const window = DECK.filter((c) => c.suit === SUITS[suit] && inWindow(c));
    const jokers = DECK.filter((c) => c.rank === 'JK');
    const twos = DECK.filter((c) => c.rank === '2');
    const ids = new Set<number>();
    for (const { kind, index } of picks.slice(0, high - low + 2)) {
      const from = kind === 0 ? jokers : kind === 1 ? twos : window;
      ids.add((from[index % from.length] as Card).id);
    }
    return [...ids].map((id) => DECK[id] as Card);
  })
  .filter((cards) => cards.length >= 3 && cards.length <= 13);

// ---- the properties -----------------------------------------------------------------------------------------------

/**
 * How checkMeld's verdict on `cards` disagrees with the reference's `expected` and its own certificate, or null. The
 * facts are compared in plain code and a disagreement is reported once, with the cards: hundreds of thousands of
 * `expect` calls in the loops below cost more than the comparisons themselves.
 */
function disagreement(
  cards: readonly Card[],
  expected: { valid: boolean; clean: boolean },
  twoOfSuitNeverDirty: boolean,
): string | null {
  const got = twoOfSuitNeverDirty ? checkMeld(cards, { twoOfSuitNeverDirty }) : checkMeld(cards);
  if (got.valid !== expected.valid) return `valid: ${String(got.valid)}, the reference says ${String(expected.valid)}`;
  if (!got.valid) {
    if (typeof got.code !== 'string') return `the refusal's code is a ${typeof got.code}`;
    return got.reason.length > 0 ? null : 'the refusal gives no reason';
  }
  if (got.clean !== expected.clean) return `clean: ${String(got.clean)}, the reference says ${String(expected.clean)}`;
  if (got.length !== cards.length) return `length ${String(got.length)}`;
  if (got.isBirimba !== cards.length >= 7) return `isBirimba ${String(got.isBirimba)}`;
  const certificate = checkArrangement(cards, got.arrangement);
  if (certificate !== null) return certificate;
  const acting = got.arrangement.slots.filter((s) => s.acting);
  if (!twoOfSuitNeverDirty) {
    if (acting.length !== (got.clean ? 0 : 1))
      return `${String(acting.length)} acting wilds in a ${got.clean ? 'clean' : 'dirty'} meld`;
  } else if (got.clean && acting.length === 1) {
    const wild = acting[0]?.card;
    if (!(wild?.rank === '2' && wild.suit === got.arrangement.suit)) return 'the acting wild of a clean meld';
  }
  return null;
}

function agreesWithReference(
  cards: readonly Card[],
  twoOfSuitNeverDirty = false,
  expected = reference(cards, twoOfSuitNeverDirty),
): void {
  const problem = disagreement(cards, expected, twoOfSuitNeverDirty);
  if (problem !== null) expect.fail(`${formatCards(cards)}: ${problem}`);
}

describe('checkMeld agrees with the reference', () => {
  /** Runs the comparison on `numRuns` inputs and says how many the reference found valid, clean and dirty. */
  function compare(arb: fc.Arbitrary<Card[]>, numRuns: number): { valid: number; clean: number; dirty: number } {
    const seen = { valid: 0, clean: 0, dirty: 0 };
    fc.assert(
      fc.property(arb, (cards) => {
        const r = reference(cards);
        if (r.valid) seen[r.clean ? 'clean' : 'dirty']++;
        if (r.valid) seen.valid++;
        agreesWithReference(cards, false, r);
      }),
      { numRuns },
    );
    return seen;
  }

  it('on near-runs of one suit with some wilds and faults (12000 runs)', () => {
    const runs = samples(12000);
    const seen = compare(nearRun, runs);
    // The generator is biased so that the comparison covers many valid melds, clean and dirty.
    expect(seen.valid).toBeGreaterThan(runs * 0.4);
    expect(seen.clean).toBeGreaterThan(runs * 0.15);
    expect(seen.dirty).toBeGreaterThan(runs * 0.15);
  });

  it('on cards of one suit mixed with wilds (5000 runs)', () => {
    const runs = samples(5000);
    const seen = compare(oneSuitCards, runs);
    expect(seen.valid).toBeGreaterThan(runs * 0.08);
    expect(seen.clean).toBeGreaterThan(runs * 0.01);
  });

  it('on fully random cards (5000 runs)', () => {
    compare(anyCards, samples(5000));
  });

  it('with twoOfSuitNeverDirty, on near-runs and one-suit cards (4000 runs)', () => {
    const either = fc.oneof(nearRun, oneSuitCards);
    fc.assert(
      fc.property(either, (cards) => agreesWithReference(cards, true)),
      { numRuns: samples(4000) },
    );
  });

  it('on every 3-card combination of one suit and the wilds, exhaustively', () => {
    // All multisets of three distinct physical cards drawn from spades (both copies) and the 12 wilds.
    const pool = DECK.filter((c) => c.suit === 'S' || c.rank === 'JK' || c.rank === '2');
    expect(pool).toHaveLength(26 + 6 + 4);
    let valid = 0;
    for (let a = 0; a < pool.length; a++)
      for (let b = a + 1; b < pool.length; b++)
        for (let c = b + 1; c < pool.length; c++) {
          const cards = [pool[a], pool[b], pool[c]] as Card[];
          const r = reference(cards);
          agreesWithReference(cards, false, r);
          if (r.valid) valid++;
        }
    expect(valid).toBeGreaterThan(100);
  });
});
