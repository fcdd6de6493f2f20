// Meld validity (rules §5): runs of one suit with at most one acting wild, clean/dirty, birimbas, arrangements.

import {
  type Card,
  type Suit,
  DECK,
  SUITS,
  RANKS,
  formatCard,
  parseCards,
  positionNotation,
  sumPoints,
} from './cards.js';
import { type RuleSet, resolveRules } from './rules.js';
import { ArgumentError, quoteInput } from './errors.js';
import { StampSet } from './stamps.js';

/** One card of a laid-out meld: the place it takes and, for a wild, what it stands for. */
export interface MeldSlot {
  /** The card. */
  readonly card: Card;
  /** In a run: 1..14 (1 = ace low, 14 = ace high). In a set: 1..n, display order. */
  readonly position: number;
  /** True when the card acts as a wild (a joker, or a 2 not in its natural place). */
  readonly acting: boolean;
  /** The card this place stands for, in notation: `5S` (for a set, the rank: `K`). */
  readonly standsFor: string;
}

/** How a meld's cards are laid out. */
export interface Arrangement {
  /** A run of one suit, or a set of one rank (sets variant). */
  readonly kind: 'run' | 'set';
  /** The run's suit; null for a set. */
  readonly suit: Suit | null;
  /** Lowest and highest position taken. */
  readonly low: number;
  /** Highest place taken. */
  readonly high: number;
  /** Cards in position order. */
  readonly slots: readonly MeldSlot[];
}

/** Why cards are not a meld. Stable codes; the `reason` is for people. */
export type MeldFault =
  'too-few' | 'too-long' | 'two-wilds' | 'mixed-suits' | 'set-not-allowed' | 'same-position' | 'gap';

/** A valid meld and how it is laid out. */
export interface ValidMeld {
  /** Always true. */
  readonly valid: true;
  /** Can be arranged with no acting wild (a natural 2 allowed), rules §5.2. */
  readonly clean: boolean;
  /** How many cards. */
  readonly length: number;
  /** 7 or more cards (rules §5.2). */
  readonly isBirimba: boolean;
  /** Where every card sits. */
  readonly arrangement: Arrangement;
  /** Sum of card points of the meld's cards. */
  readonly points: number;
}

/** Cards that are not a meld, and why. */
export interface InvalidMeld {
  /** Always false. */
  readonly valid: false;
  /** Why, stable. */
  readonly code: MeldFault;
  /** Why, for people. */
  readonly reason: string;
}

/** The verdict of `checkMeld`. */
export type MeldCheck = ValidMeld | InvalidMeld;

/** The two rule-set fields meld validity depends on. */
export type MeldRules = Pick<RuleSet, 'allowSets' | 'twoOfSuitNeverDirty'>;

const resolvedRules = new WeakSet<object>();

/** The two flags meld validity depends on, from a full or partial rule set (validated). */
export function meldRulesOf(rules?: Partial<RuleSet>): MeldRules {
  if (rules === undefined) return DEFAULT_MELD_RULES;
  if (resolvedRules.has(rules)) return rules as MeldRules;
  const full = resolveRules(rules);
  resolvedRules.add(full);
  return full;
}
const DEFAULT_MELD_RULES: MeldRules = meldRulesOfDefaults();
function meldRulesOfDefaults(): MeldRules {
  const full = resolveRules({});
  resolvedRules.add(full);
  return full;
}

// The ids seen in the current call of toCards.
const seen = new StampSet(DECK.length);

/** Accepts real cards, cards that came through JSON (matched by id), or notation. */
export function toCards(input: readonly Card[] | string): readonly Card[] {
  if (typeof input === 'string') return parseCards(input);
  if (!Array.isArray(input))
    throw new ArgumentError(
      'bad-cards',
      `expected an array of cards or a string of card notation, got ${quoteInput(input)}`,
    );
  const list = input as readonly Card[];
  seen.next();
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    const real = c !== null && typeof c === 'object' && typeof c.id === 'number' ? DECK[c.id] : undefined;
    if (real === undefined || real.rank !== c?.rank) {
      throw new ArgumentError('bad-cards', `item ${String(i + 1)} is not a card of the deck: ${quoteInput(c)}`);
    }
    if (seen.has(real.id)) {
      throw new ArgumentError(
        'bad-cards',
        `card ${formatCard(real)} (id ${String(real.id)}) is given twice: one physical card is in one place`,
      );
    }
    seen.mark(real.id);
  }
  return list;
}

function fail(code: MeldFault, reason: string): InvalidMeld {
  return { valid: false, code, reason };
}

/**
 * Is this multiset of cards a valid meld (rules §5.1)? Gives how it is laid out, whether it is clean, and a
 * birimba; or why not. `previous` is the meld's arrangement before a lay-off: among equal choices, wilds keep
 * their place (rules §5.3).
 */
export function checkMeld(
  input: readonly Card[] | string,
  rules?: Partial<RuleSet>,
  previous?: Arrangement,
): MeldCheck {
  const cards = toCards(input);
  const r = meldRulesOf(rules);
  return analyze(cards, r, previous);
}

function analyze(cards: readonly Card[], rules: MeldRules, previous: Arrangement | undefined): MeldCheck {
  const n = cards.length;
  if (n < 3) return fail('too-few', `a meld needs at least 3 cards, got ${String(n)}`);
  let suit = -1;
  let jokers = 0;
  let twos = 0;
  let twosOfSuit = 0;
  let aces = 0;
  let mask = 0;
  let duplicate = 0;
  let mixed = false;
  let firstRank = -1;
  let allSameRank = true;
  for (let i = 0; i < n; i++) {
    const id = (cards[i] as Card).id;
    if (id >= 104) {
      jokers++;
      continue;
    }
    const code = id % 52;
    const s = (code / 13) | 0;
    const rank = (code % 13) + 1;
    if (rank === 2) {
      twos++;
      continue;
    }
    if (firstRank === -1) firstRank = rank;
    else if (rank !== firstRank) allSameRank = false;
    if (suit === -1) suit = s;
    else if (s !== suit) mixed = true;
    if (rank === 1) aces++;
    else {
      if ((mask & (1 << rank)) !== 0) duplicate = rank;
      mask |= 1 << rank;
    }
  }
  if (suit === -1) {
    return fail('two-wilds', 'two wild cards: a meld needs natural cards and may hold only one acting wild');
  }
  if (mixed || (allSameRank && rules.allowSets && n - jokers - twos >= 2 && jokers + twos <= 1)) {
    if (allSameRank) {
      if (rules.allowSets) return analyzeSet(cards, firstRank, jokers + twos);
      return fail(
        'set-not-allowed',
        `equal ranks make a set, and sets are not melds in these rules (only runs of one suit)`,
      );
    }
    return fail('mixed-suits', 'mixed suits: every natural card of a run must be of one suit');
  }
  if (n > 13) return fail('too-long', `a run holds at most 13 cards, got ${String(n)}`);
  const suitLetter = SUITS[suit] as Suit;
  if (duplicate !== 0) {
    return fail('same-position', `two ${positionNotation(duplicate, suitLetter)}: each place in a run holds one card`);
  }
  if (aces >= 2) return fail('same-position', 'two aces: a run cannot hold its ace both low and high');
  for (let i = 0; i < n; i++) {
    const id = (cards[i] as Card).id;
    if (id < 104 && id % 13 === 1 && (((id % 52) / 13) | 0) === suit) twosOfSuit++;
  }
  const forced = jokers + twos - twosOfSuit;
  // At most one 2 of the suit can sit in its own place: any other acts as a wild with the forced ones.
  if (forced + Math.max(0, twosOfSuit - 1) >= 2)
    return fail('two-wilds', 'two wild cards: a meld may hold only one card acting as a wild');

  // Try every way the few free choices can go: a 2 of the suit natural or acting, the ace low or high, and
  // where a lone wild goes. Keep the best by the preferences of rules §5.3.
  let bestScore = -1;
  let bestNat2 = 0;
  let bestAce = 0;
  let bestWild = 0;
  let bestActing = 0;
  let gapLo = 0;
  let gapHi = 0;
  let gapCount = 99;
  let gapMask = 0;
  const prevWild = previous?.slots.find((s) => s.acting)?.position ?? 0;
  const prevAce = previous?.slots.find((s) => s.card.rank === 'A' && !s.acting)?.position ?? 0;
  forEachRunLayout(mask, aces, twosOfSuit, forced, {
    fit(nat2, aceAt, acting, wild) {
      let score = 1000 - acting * 500 + nat2 * 200;
      if (wild !== 0 && wild === prevWild) score += 100;
      if (aceAt !== 0 && aceAt === prevAce) score += 50;
      score += wild;
      if (score > bestScore) {
        bestScore = score;
        bestNat2 = nat2;
        bestAce = aceAt;
        bestWild = wild;
        bestActing = acting;
      }
    },
    miss(p, lo, hi, shortBy) {
      if (shortBy < gapCount) {
        gapCount = shortBy;
        gapLo = lo;
        gapHi = hi;
        gapMask = p;
      }
    },
  });
  if (bestScore < 0) {
    const missing: number[] = [];
    // Some layout had at most one acting wild (two-wilds is refused above) and left a gap, so `missing` is not empty.
    for (let pos = gapLo + 1; pos < gapHi; pos++) if ((gapMask & (1 << pos)) === 0) missing.push(pos);
    const first = positionNotation(missing[0] as number, suitLetter);
    const last = positionNotation(missing[missing.length - 1] as number, suitLetter);
    const where = missing.length === 1 ? first : `${first}–${last}`;
    return fail(
      'gap',
      `gap of ${String(missing.length)} at ${where}: a run needs consecutive cards and at most one wild to fill a place`,
    );
  }
  return buildRun(cards, suit, suitLetter, bestNat2, bestAce, bestWild, bestActing, rules, previous);
}

/** Told of the ways a run can be laid out (see `forEachRunLayout`). */
export interface RunLayoutVisitor {
  /**
   * A valid layout: whether a 2 of the suit sits at its place (`nat2` 1), where the ace sits (0 none, 1 low, 14
   * high), how many cards act as wilds (0 or 1), and the place of the acting wild (0 when none acts).
   */
  fit(nat2: number, aceAt: number, acting: number, wild: number): void;
  /** A layout with more gaps than wilds: its taken places, span, and how many wilds it is short of. */
  miss(p: number, lo: number, hi: number, shortBy: number): void;
}

/**
 * Every way the few free choices of a run of one suit can go (rules §5.1): a 2 of the suit natural or acting, the ace
 * low or high, and each place a lone acting wild may take. `mask` has a bit per natural place 3..13; aces and the
 * suit's 2s are counted apart; `forced` counts the cards that always act (jokers, other suits' 2s). The one place
 * the geometry of runs lives: `checkMeld` keeps the best layout, the playout core only asks whether one exists.
 */
export function forEachRunLayout(
  mask: number,
  aces: number,
  twos: number,
  forced: number,
  visitor: RunLayoutVisitor,
): void {
  for (let nat2 = twos > 0 ? 1 : 0; nat2 >= 0; nat2--) {
    const acting = forced + twos - nat2;
    if (acting > 1) continue;
    for (let a = 0; a < (aces > 0 ? 2 : 1); a++) {
      const aceAt = aces > 0 ? (a === 0 ? 1 : 14) : 0;
      const p = mask | (nat2 === 1 ? 4 : 0) | (aceAt !== 0 ? 1 << aceAt : 0);
      const lo = 31 - Math.clz32(p & -p);
      const hi = 31 - Math.clz32(p);
      const gaps = hi - lo + 1 - popcount(p);
      if (gaps > acting || (lo === 1 && hi === 14)) {
        visitor.miss(p, lo, hi, gaps - acting);
        continue;
      }
      if (acting === 0) visitor.fit(nat2, aceAt, 0, 0);
      else if (gaps === 1) {
        let w = lo + 1;
        while ((p & (1 << w)) !== 0) w++;
        visitor.fit(nat2, aceAt, acting, w);
      } else {
        if (hi + 1 <= 14 && !(lo === 1 && hi + 1 === 14)) visitor.fit(nat2, aceAt, acting, hi + 1);
        if (lo - 1 >= 1 && !(lo - 1 === 1 && hi === 14)) visitor.fit(nat2, aceAt, acting, lo - 1);
      }
    }
  }
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function buildRun(
  cards: readonly Card[],
  suit: number,
  suitLetter: Suit,
  nat2: number,
  aceAt: number,
  wildPos: number,
  acting: number,
  rules: MeldRules,
  previous: Arrangement | undefined,
): ValidMeld {
  // Which 2 of the suit sits naturally: the one that did before, else the lowest id.
  let natural2Id = -1;
  if (nat2 === 1) {
    const prevNatural = previous?.slots.find((s) => s.card.rank === '2' && !s.acting)?.card.id;
    for (const c of cards) {
      if (c.id < 104 && c.id % 13 === 1 && (((c.id % 52) / 13) | 0) === suit) {
        if (c.id === prevNatural) {
          natural2Id = c.id;
          break;
        }
        if (natural2Id === -1 || c.id < natural2Id) natural2Id = c.id;
      }
    }
  }
  const slots: MeldSlot[] = [];
  let actingCard: Card | null = null;
  for (const c of cards) {
    let position: number;
    let isActing = false;
    if (c.id >= 104 || (c.rank === '2' && c.id !== natural2Id)) {
      position = wildPos;
      isActing = true;
      actingCard = c;
    } else if (c.rank === 'A') position = aceAt;
    else position = (c.id % 13) + 1;
    slots.push({ card: c, position, acting: isActing, standsFor: positionNotation(position, suitLetter) });
  }
  slots.sort((x, y) => x.position - y.position);
  const clean =
    acting === 0 ||
    (rules.twoOfSuitNeverDirty && actingCard !== null && actingCard.rank === '2' && actingCard.suit === suitLetter);
  const low = (slots[0] as MeldSlot).position;
  const high = (slots[slots.length - 1] as MeldSlot).position;
  return {
    valid: true,
    clean,
    length: cards.length,
    isBirimba: cards.length >= 7,
    arrangement: { kind: 'run', suit: suitLetter, low, high, slots },
    points: sumPoints(cards),
  };
}

function analyzeSet(cards: readonly Card[], rank: number, wilds: number): MeldCheck {
  if (wilds > 1) return fail('two-wilds', 'two wild cards: a meld may hold only one card acting as a wild');
  const rankLetter = RANKS[rank - 1] as string;
  const ordered = [...cards].sort((a, b) => {
    const wa = a.rank === 'JK' || a.rank === '2' ? 1 : 0;
    const wb = b.rank === 'JK' || b.rank === '2' ? 1 : 0;
    return wa - wb || (a.id % 52) - (b.id % 52) || a.id - b.id;
  });
  const slots = ordered.map((card, i) => ({
    card,
    position: i + 1,
    acting: card.rank === 'JK' || card.rank === '2',
    standsFor: card.rank === 'JK' || card.rank === '2' ? rankLetter : formatCard(card),
  }));
  return {
    valid: true,
    clean: wilds === 0,
    length: cards.length,
    isBirimba: cards.length >= 7,
    arrangement: { kind: 'set', suit: null, low: 1, high: slots.length, slots },
    points: sumPoints(cards),
  };
}
