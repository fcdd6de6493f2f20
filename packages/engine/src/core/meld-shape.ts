// The summary of a meld's cards by identity code (rules §5.1–§5.2) and the geometry of runs: the one model of a
// meld that `checkMeld` builds to find what is wrong, and the playout core keeps per meld on the table to judge.

import { CODE_POINTS, JOKER_CODE, RANK_BY_CODE, SUIT_BY_CODE } from '../vocabulary/cards.js';
import { LONGEST_RUN, SHORTEST_MELD } from '../vocabulary/facts.js';

/** The place of the ace above the king, in a run's places 1..14. */
const ACE_HIGH = LONGEST_RUN + 1;
/** The rank (and natural place) of a 2. */
const TWO = 2;

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
      const aceAt = aces > 0 ? (a === 0 ? 1 : ACE_HIGH) : 0;
      const p = mask | (nat2 === 1 ? 1 << TWO : 0) | (aceAt !== 0 ? 1 << aceAt : 0);
      const lo = 31 - Math.clz32(p & -p);
      const hi = 31 - Math.clz32(p);
      const gaps = hi - lo + 1 - popcount(p);
      if (gaps > acting || (lo === 1 && hi === ACE_HIGH)) {
        visitor.miss(p, lo, hi, gaps - acting);
        continue;
      }
      if (acting === 0) visitor.fit(nat2, aceAt, 0, 0);
      else if (gaps === 1) {
        let w = lo + 1;
        while ((p & (1 << w)) !== 0) w++;
        visitor.fit(nat2, aceAt, acting, w);
      } else {
        if (hi + 1 <= ACE_HIGH && !(lo === 1 && hi + 1 === ACE_HIGH)) visitor.fit(nat2, aceAt, acting, hi + 1);
        if (lo - 1 >= 1 && !(lo - 1 === 1 && hi === ACE_HIGH)) visitor.fit(nat2, aceAt, acting, lo - 1);
      }
    }
  }
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Whether some layout fits and whether one has no acting wild: filled by `runVerdict` through the shared geometry. */
const verdictOf = {
  valid: false,
  clean: false,
  fit(_nat2: number, _aceAt: number, acting: number): void {
    this.valid = true;
    if (acting === 0) this.clean = true;
  },
  miss(): void {
    // Not a layout: nothing to note.
  },
};

/**
 * The verdict on a run of one suit from its summary (rules §5.1–§5.2): -1 invalid, 0 valid and dirty, 1 valid and
 * clean. `mask` has a bit per natural position 3..13, `aces` and `twos` (of the run's suit) are counted apart
 * because they may sit in two places, `forced` counts the cards that always act as wilds (jokers, other suits' 2s).
 * The layouts are `forEachRunLayout`'s, as `checkMeld` uses.
 */
export function runVerdict(
  mask: number,
  aces: number,
  twos: number,
  forced: number,
  size: number,
  twoOfSuitNeverDirty: boolean,
): number {
  if (size < SHORTEST_MELD || size > LONGEST_RUN || forced >= 2 || aces >= 2) return -1;
  verdictOf.valid = false;
  verdictOf.clean = false;
  forEachRunLayout(mask, aces, twos, forced, verdictOf);
  if (!verdictOf.valid) return -1;
  // Variant: a 2 of the suit never makes a meld dirty; with no forced wild the acting card is such a 2.
  return verdictOf.clean || (twoOfSuitNeverDirty && forced === 0) ? 1 : 0;
}

/**
 * The summary of a meld by identity codes, and its verdict as `checkMeld` gives it (the set variant included).
 * Reused: `reset`, then `add` each code, then `verdict()`; `checkMeld` reads the same fields to say what is wrong.
 */
export class MeldShape {
  /** 0 run, 1 set (sets variant). */
  kind = 0;
  /** A run's suit (0..3): the first natural's; -1 before the first natural. */
  suit = -1;
  /** A bit per natural position 3..13 of a run. */
  mask = 0;
  /** Aces in the meld. */
  aces = 0;
  /** 2s of the run's suit (natural or acting), once `verdict` has run. */
  twos = 0;
  /** Cards that always act as wilds (jokers, other suits' 2s), once `verdict` has run. */
  forced = 0;
  /** Cards in the meld. */
  size = 0;
  /** Card points of the meld. */
  points = 0;
  /** The rank of a natural seen twice at one place of a run (a run's fault), 0 when none. */
  clash = 0;
  /** Jokers in the meld. */
  jokers = 0;
  /** 2s of every suit in the meld. */
  allTwos = 0;
  /** Naturals (not 2s, not jokers) in the meld. */
  naturals = 0;
  /** Whether every natural has one rank. */
  sameRank = true;
  /** Whether the naturals are of more than one suit. */
  mixed = false;
  private firstRank = -1;
  /** 2s by suit. */
  readonly twosBySuit = new Int8Array(4);

  /** A set's rank (1..13), or the first natural's rank of a run. */
  get rank(): number {
    return this.firstRank;
  }

  /** Empties the shape. */
  reset(): this {
    this.kind = 0;
    this.suit = -1;
    this.mask = 0;
    this.aces = 0;
    this.twos = 0;
    this.forced = 0;
    this.size = 0;
    this.points = 0;
    this.clash = 0;
    this.jokers = 0;
    this.allTwos = 0;
    this.firstRank = -1;
    this.sameRank = true;
    this.mixed = false;
    this.naturals = 0;
    this.twosBySuit.fill(0);
    return this;
  }

  /** Copies a meld of the table into this shape. */
  load(from: MeldShape): this {
    this.kind = from.kind;
    this.suit = from.suit;
    this.mask = from.mask;
    this.aces = from.aces;
    this.twos = from.twos;
    this.forced = from.forced;
    this.size = from.size;
    this.points = from.points;
    this.clash = from.clash;
    this.jokers = from.jokers;
    this.allTwos = from.allTwos;
    this.firstRank = from.firstRank;
    this.sameRank = from.sameRank;
    this.mixed = from.mixed;
    this.naturals = from.naturals;
    this.twosBySuit.set(from.twosBySuit);
    return this;
  }

  /** Adds a card by identity code. */
  add(code: number): this {
    this.size++;
    this.points += CODE_POINTS[code] as number;
    if (code === JOKER_CODE) {
      this.jokers++;
      return this;
    }
    const s = SUIT_BY_CODE[code] as number;
    const rank = RANK_BY_CODE[code] as number;
    if (rank === TWO) {
      this.allTwos++;
      this.twosBySuit[s] = (this.twosBySuit[s] as number) + 1;
      return this;
    }
    this.naturals++;
    if (this.firstRank === -1) this.firstRank = rank;
    else if (rank !== this.firstRank) this.sameRank = false;
    if (this.suit === -1) this.suit = s;
    else if (s !== this.suit) this.mixed = true;
    if (rank === 1) this.aces++;
    else {
      if ((this.mask & (1 << rank)) !== 0) this.clash = rank;
      this.mask |= 1 << rank;
    }
    return this;
  }

  /** Jokers and 2s together. */
  get wilds(): number {
    return this.jokers + this.allTwos;
  }

  /**
   * Whether the cards are judged as a set rather than a run: naturals of mixed suits, or (sets allowed) at least two
   * naturals of one rank with at most one wild. Such cards are a set or nothing.
   */
  judgedAsSet(allowSets: boolean): boolean {
    return this.mixed || (this.sameRank && allowSets && this.naturals >= 2 && this.wilds <= 1);
  }

  /** Counts the run's own 2s (`twos`) and the cards that always act (`forced`) for the suit of its naturals. */
  countRunWilds(): void {
    this.twos = this.twosBySuit[this.suit] as number;
    this.forced = this.wilds - this.twos;
  }

  /** -1 invalid, 0 valid and dirty, 1 valid and clean; sets `kind` and the run's `twos`/`forced` for its suit. */
  verdict(allowSets: boolean, twoOfSuitNeverDirty: boolean): number {
    if (this.size < SHORTEST_MELD || this.suit === -1) return -1;
    if (this.judgedAsSet(allowSets)) {
      if (!this.sameRank || !allowSets) return -1;
      this.kind = 1;
      return this.wilds > 1 ? -1 : this.wilds === 0 ? 1 : 0;
    }
    this.kind = 0;
    if (this.clash !== 0) return -1;
    this.countRunWilds();
    return runVerdict(this.mask, this.aces, this.twos, this.forced, this.size, twoOfSuitNeverDirty);
  }
}
