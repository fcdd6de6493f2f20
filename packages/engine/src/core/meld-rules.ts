// Meld validity (rules §5): runs of one suit with at most one acting wild, clean/dirty, birimbas, arrangements.

import {
  type Card,
  type Suit,
  THREE_DECKS,
  SUITS,
  RANKS,
  codeOfId,
  formatCard,
  isWild,
  parseCards,
  positionNotation,
  rankNumber,
  suitIndex,
  sumPoints,
} from '../vocabulary/cards.js';
import { LONGEST_RUN, SHORTEST_MELD, isBirimbaLength } from '../vocabulary/facts.js';
import { MeldShape, forEachRunLayout } from './meld-shape.js';
import { type RuleSet, resolveRules } from '../vocabulary/rules.js';
import { type MeldFault, type MeldFaultDetails, ArgumentError, quoteInput } from '../vocabulary/errors.js';
import { meldFaultReason } from '../words/tell.js';
import { StampSet } from '../vocabulary/stamps.js';

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

export type { MeldFault, MeldFaultDetails } from '../vocabulary/errors.js';

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
  /** Why, with the facts a sentence needs (the count, the places missing …): `tellMeldFault` words it. */
  readonly details: MeldFaultDetails;
  /** Why, for people: the English sentence of the phrase book. */
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
const seen = new StampSet(THREE_DECKS.length);

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
    const real = c !== null && typeof c === 'object' && typeof c.id === 'number' ? THREE_DECKS[c.id] : undefined;
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

function fail(details: MeldFaultDetails): InvalidMeld {
  return { valid: false, code: details.code, details, reason: meldFaultReason(details) };
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

// The summary `analyze` builds (single-threaded: one check at a time).
const shape = new MeldShape();

function analyze(cards: readonly Card[], rules: MeldRules, previous: Arrangement | undefined): MeldCheck {
  const n = cards.length;
  if (n < SHORTEST_MELD) return fail({ code: 'too-few', count: n });
  shape.reset();
  for (let i = 0; i < n; i++) shape.add(codeOfId((cards[i] as Card).id));
  const suit = shape.suit;
  if (suit === -1) {
    return fail({ code: 'two-wilds', noNatural: true });
  }
  if (shape.judgedAsSet(rules.allowSets)) {
    if (shape.sameRank) {
      if (rules.allowSets) return analyzeSet(cards, shape.rank, shape.wilds);
      return fail({ code: 'set-not-allowed' });
    }
    return fail({ code: 'mixed-suits' });
  }
  if (n > LONGEST_RUN) return fail({ code: 'too-long', count: n });
  const suitLetter = SUITS[suit] as Suit;
  if (shape.clash !== 0) {
    return fail({ code: 'same-position', place: positionNotation(shape.clash, suitLetter) });
  }
  if (shape.aces >= 2) return fail({ code: 'same-position', place: positionNotation(1, suitLetter) });
  shape.countRunWilds();
  const twosOfSuit = shape.twos;
  const forced = shape.forced;
  // At most one 2 of the suit can sit in its own place: any other acts as a wild with the forced ones.
  if (forced + Math.max(0, twosOfSuit - 1) >= 2) return fail({ code: 'two-wilds', noNatural: false });

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
  forEachRunLayout(shape.mask, shape.aces, twosOfSuit, forced, {
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
    return fail({ code: 'gap', missing: missing.map((pos) => positionNotation(pos, suitLetter)) });
  }
  return buildRun(cards, suit, suitLetter, bestNat2, bestAce, bestWild, bestActing, rules, previous);
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
      if (c.rank === '2' && suitIndex(c) === suit) {
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
    if (isWild(c) && c.id !== natural2Id) {
      position = wildPos;
      isActing = true;
      actingCard = c;
    } else if (c.rank === 'A') position = aceAt;
    else position = rankNumber(c);
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
    isBirimba: isBirimbaLength(cards.length),
    arrangement: { kind: 'run', suit: suitLetter, low, high, slots },
    points: sumPoints(cards),
  };
}

function analyzeSet(cards: readonly Card[], rank: number, wilds: number): MeldCheck {
  if (wilds > 1) return fail({ code: 'two-wilds', noNatural: false });
  const rankLetter = RANKS[rank - 1] as string;
  const ordered = [...cards].sort((a, b) => {
    const wa = isWild(a) ? 1 : 0;
    const wb = isWild(b) ? 1 : 0;
    return wa - wb || codeOfId(a.id) - codeOfId(b.id) || a.id - b.id;
  });
  const slots = ordered.map((card, i) => ({
    card,
    position: i + 1,
    acting: isWild(card),
    standsFor: isWild(card) ? rankLetter : formatCard(card),
  }));
  return {
    valid: true,
    clean: wilds === 0,
    length: cards.length,
    isBirimba: isBirimbaLength(cards.length),
    arrangement: { kind: 'set', suit: null, low: 1, high: slots.length, slots },
    points: sumPoints(cards),
  };
}
