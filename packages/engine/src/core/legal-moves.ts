// Every distinct legal move: new melds and lay-offs enumerated by the structure of runs, not by subsets.

import {
  type Card,
  CODE_BY_ID,
  CODE_COUNT,
  JOKER_CODE,
  RANK_BY_CODE,
  RANK_COUNT,
  SUIT_BY_CODE,
  WILD_BY_CODE,
  WILD_CODES,
  codeOfPlace,
  rankNumber,
} from '../vocabulary/cards.js';
import { SHORTEST_MELD } from '../vocabulary/facts.js';
import { ArgumentError, IllegalMoveError, asEngineError, quoteInput } from '../vocabulary/errors.js';
import { toCards } from './meld-rules.js';
import type { MeldRules } from './meld-rules.js';
import { checkMove, emptyingRequirement, turnFacts } from './moves.js';
import type { Move } from './moves.js';
import { teamOf } from '../vocabulary/rules.js';
import type { GameState, Meld } from './state.js';
import { type PlayerView, assertStateOrView } from './view.js';

/** A hand by identity: how many of each code (0..52) and their ids, lowest first. */
interface HandIndex {
  readonly count: Int8Array;
  readonly ids: number[][];
}

function indexHand(hand: readonly Card[]): HandIndex {
  const count = new Int8Array(CODE_COUNT);
  const ids: number[][] = [];
  for (const c of hand) {
    const code = CODE_BY_ID[c.id] as number;
    count[code] = (count[code] as number) + 1;
    const list = ids[code];
    if (list === undefined) ids[code] = [c.id];
    else {
      list.push(c.id);
      list.sort((a, b) => a - b);
    }
  }
  return { count, ids };
}

/** The fixed part of a lay-off: the cards already in a run meld. */
interface FixedRun {
  readonly size: number;
  /** Positions of its naturals other than aces and 2s. */
  readonly mask: number;
  readonly hasAce: boolean;
  /** Its 2s of the run's suit (they may sit naturally or act). */
  readonly twosOfSuit: number;
  /** Its jokers and 2s of other suits: they always act. */
  readonly forced: number;
}

const EMPTY_RUN: FixedRun = { size: 0, mask: 0, hasAce: false, twosOfSuit: 0, forced: 0 };

function fixedRunOf(cards: readonly Card[], s: number): FixedRun {
  let mask = 0;
  let hasAce = false;
  let twosOfSuit = 0;
  let forced = 0;
  for (const c of cards) {
    const code = CODE_BY_ID[c.id] as number;
    if (code === JOKER_CODE) forced++;
    else if (WILD_BY_CODE[code] === 1) {
      if (SUIT_BY_CODE[code] === s) twosOfSuit++;
      else forced++;
    } else if (RANK_BY_CODE[code] === 1) hasAce = true;
    else mask |= 1 << (RANK_BY_CODE[code] as number);
  }
  return { size: cards.length, mask, hasAce, twosOfSuit, forced };
}

/** Per suit, the identity code at each run place 1..14 (`codeOfPlace` as a table; place 0 unused). */
const PLACE_CODES: readonly Int8Array[] = [0, 1, 2, 3].map((suit) =>
  Int8Array.from({ length: 15 }, (_, place) => (place === 0 ? -1 : codeOfPlace(suit, place))),
);

/**
 * Every distinct multiset of hand cards (as codes) that makes, with `fixed`, a valid run of suit `s`.
 * With an empty `fixed` these are the new melds of that suit.
 */
function runAdditions(fixed: FixedRun, s: number, hand: HandIndex, out: number[][]): void {
  const seen = new Set<number>();
  const count = hand.count;
  const places = PLACE_CODES[s] as Int8Array;
  const shortest = SHORTEST_MELD;
  const handNatural = (p: number): boolean => {
    if (p === 1 || p === 14) return !fixed.hasAce && (count[places[1] as number] as number) > 0;
    return (count[places[p] as number] as number) > 0;
  };
  const wilds = WILD_CODES.filter((w) => (count[w] as number) > 0);
  const aceOptions = fixed.hasAce ? [1, 14] : [0];
  for (const aceAt of aceOptions) {
    for (let k = fixed.twosOfSuit > 0 ? 1 : 0; k >= 0; k--) {
      const fa = fixed.forced + fixed.twosOfSuit - k;
      if (fa > 1) continue;
      const fixedMask = fixed.mask | (aceAt !== 0 ? 1 << aceAt : 0) | (k === 1 ? 4 : 0);
      const fLo = fixedMask === 0 ? 15 : 31 - Math.clz32(fixedMask & -fixedMask);
      const fHi = fixedMask === 0 ? 0 : 31 - Math.clz32(fixedMask);
      const maxLo = Math.min(fLo, 12);
      for (let lo = 1; lo <= maxLo; lo++) {
        // Holes to the left of the fixed span are counted as we go right from lo.
        let holes = 0;
        let hole = 0;
        for (let hi = lo; hi <= 14; hi++) {
          if (lo === 1 && hi === 14) break;
          if ((fixedMask & (1 << hi)) === 0 && !handNatural(hi)) {
            holes++;
            hole = hi;
            if (holes > 1) break;
          }
          const len = hi - lo + 1;
          if (hi < fHi || len < shortest) continue;
          const added = len - fixed.size;
          if (added < 1) continue;
          emitRun(s, lo, hi, fixedMask, holes, hole, fa, wilds, hand, seen, out);
        }
      }
    }
  }
}

function emitRun(
  s: number,
  lo: number,
  hi: number,
  fixedMask: number,
  holes: number,
  hole: number,
  fa: number,
  wilds: readonly number[],
  hand: HandIndex,
  seen: Set<number>,
  out: number[][],
): void {
  const places = PLACE_CODES[s] as Int8Array;
  const emit = (skip: number, wild: number): void => {
    // Codes of the hand's cards: naturals at every free position but `skip`, plus `wild` (-1 for none).
    const codes: number[] = [];
    let rankMask = 0;
    let twos = 0;
    for (let p = lo; p <= hi; p++) {
      if (p === skip || (fixedMask & (1 << p)) !== 0) continue;
      const code = places[p] as number;
      codes.push(code);
      if (p === 2) twos++;
      else rankMask |= 1 << (p === 14 ? 1 : p);
    }
    let other = 0;
    if (wild >= 0) {
      codes.push(wild);
      if (wild === places[2]) twos++;
      else other = wild === JOKER_CODE ? 1 : 2 + (SUIT_BY_CODE[wild] as number);
      let used = 0;
      for (const c of codes) if (c === wild) used++;
      if (used > (hand.count[wild] as number)) return;
    }
    const key = (rankMask * 3 + twos) * 6 + other;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(codes);
  };
  if (fa === 1) {
    if (holes === 1) emit(hole, -1);
    else for (let q = lo; q <= hi; q++) if ((fixedMask & (1 << q)) === 0) emit(q, -1);
    return;
  }
  if (holes === 1) {
    for (const w of wilds) emit(hole, w);
    return;
  }
  emit(-1, -1);
  for (let q = lo; q <= hi; q++) {
    if ((fixedMask & (1 << q)) !== 0) continue;
    for (const w of wilds) emit(q, w);
  }
}

/** Sets (variant): every distinct multiset of rank `r` naturals plus at most one wild, added to `fixed`. */
function setAdditions(rank: number, fixedSize: number, fixedActing: number, hand: HandIndex, out: number[][]): void {
  const counts = [0, 1, 2, 3].map((s) => hand.count[codeOfPlace(s, rank)] as number);
  const wildChoices = fixedActing === 0 ? [-1, ...WILD_CODES.filter((w) => (hand.count[w] as number) > 0)] : [-1];
  const take = [0, 0, 0, 0];
  const visit = (s: number): void => {
    if (s < 4) {
      for (let n = 0; n <= (counts[s] as number); n++) {
        take[s] = n;
        visit(s + 1);
      }
      return;
    }
    const naturals = take.reduce((a, b) => a + b, 0);
    for (const w of wildChoices) {
      const added = naturals + (w >= 0 ? 1 : 0);
      if (added === 0) continue;
      // A new set needs 3 cards; with one wild at most, that makes at least 2 naturals.
      if (fixedSize === 0 && added < SHORTEST_MELD) continue;
      const codes: number[] = [];
      take.forEach((n, suit) => {
        for (let i = 0; i < n; i++) codes.push(codeOfPlace(suit, rank));
      });
      if (w >= 0) codes.push(w);
      out.push(codes);
    }
  };
  visit(0);
}

function toCardsFromCodes(codes: readonly number[], hand: HandIndex, byId: ReadonlyMap<number, Card>): Card[] {
  const used = new Map<number, number>();
  return codes.map((code) => {
    const n = used.get(code) ?? 0;
    used.set(code, n + 1);
    return byId.get((hand.ids[code] as number[])[n] as number) as Card;
  });
}

/** `hand` checked to be an array of distinct cards of the deck. */
function handOf(hand: unknown, where: string): readonly Card[] {
  if (!Array.isArray(hand))
    throw new ArgumentError('bad-cards', `${where} needs a hand: an array of cards, got ${quoteInput(hand)}`);
  return toCards(hand as readonly Card[]);
}

/** Every distinct new meld that can be made from `hand` (copies of a card count as one). */
export function meldOptions(hand: readonly Card[], rules: MeldRules): Card[][] {
  const cards = handOf(hand, 'meldOptions');
  if (rules === null || typeof rules !== 'object')
    throw new ArgumentError('bad-argument', `meldOptions needs a rule set, got ${quoteInput(rules)}`);
  const index = indexHand(cards);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const codes: number[][] = [];
  for (let s = 0; s < 4; s++) runAdditions(EMPTY_RUN, s, index, codes);
  if (rules.allowSets === true) for (let r = 1; r <= RANK_COUNT; r++) if (r !== 2) setAdditions(r, 0, 0, index, codes);
  return codes.map((c) => toCardsFromCodes(c, index, byId));
}

/** Every distinct non-empty set of hand cards that can be laid off on `meld`. */
export function layOffOptions(meld: Pick<Meld, 'cards' | 'arrangement'>, hand: readonly Card[]): Card[][] {
  handOf(hand, 'layOffOptions');
  if (meld === null || typeof meld !== 'object' || meld.arrangement === null || typeof meld.arrangement !== 'object') {
    throw new ArgumentError('bad-argument', `layOffOptions needs a meld of the table, got ${quoteInput(meld)}`);
  }
  if (!Array.isArray(meld.cards))
    throw new ArgumentError('bad-argument', `layOffOptions needs a meld with its cards, got ${quoteInput(meld)}`);
  toCards(meld.cards);
  try {
    return layOffsOf(meld, hand);
  } catch (e) {
    throw asEngineError(e, 'layOffOptions');
  }
}

function layOffsOf(meld: Pick<Meld, 'cards' | 'arrangement'>, hand: readonly Card[]): Card[][] {
  const index = indexHand(hand);
  const byId = new Map(hand.map((c) => [c.id, c]));
  const codes: number[][] = [];
  const { arrangement } = meld;
  if (arrangement.kind === 'set') {
    const natural = arrangement.slots.find((slot) => !slot.acting);
    if (natural !== undefined) {
      const rank = rankNumber(natural.card);
      const acting = arrangement.slots.filter((slot) => slot.acting).length;
      setAdditions(rank, meld.cards.length, acting, index, codes);
    }
  } else if (arrangement.suit !== null) {
    const s = ['S', 'H', 'D', 'C'].indexOf(arrangement.suit);
    runAdditions(fixedRunOf(meld.cards, s), s, index, codes);
  }
  return codes.map((c) => toCardsFromCodes(c, index, byId));
}

/**
 * Every distinct legal move of the seat to act, from the game or from that seat's own view (a view of a seat
 * that is not to act has none); the two copies of a card count as one.
 */
export function legalMoves(source: GameState | PlayerView): Move[] {
  assertStateOrView(source, 'legalMoves');
  try {
    return legalMovesOf(source);
  } catch (e) {
    throw asEngineError(e, 'legalMoves');
  }
}

function legalMovesOf(source: GameState | PlayerView): Move[] {
  if ('seat' in source && source.seat !== source.turn) return [];
  const state = turnFacts(source);
  if (state.phase === 'over') return [];
  if (state.phase === 'draw') {
    const moves: Move[] = [];
    if (state.stockSize > 0) moves.push({ type: 'draw' });
    if (state.pileSize > 0) moves.push({ type: 'takePile' });
    return moves;
  }
  const seat = state.turn;
  const hand = state.hand;
  const team = teamOf(seat, state.rules.players);
  const moves: Move[] = [];
  for (const cards of meldOptions(hand, state.rules)) moves.push({ type: 'meld', cards: cards.map((c) => c.id) });
  for (const meld of state.melds) {
    if (meld.team !== team) continue;
    for (const cards of layOffOptions(meld, hand)) {
      moves.push({ type: 'layOff', meldId: meld.id, cards: cards.map((c) => c.id) });
    }
  }
  // One discard per card identity (its lowest id), in id order: the same list whatever order the hand is in.
  const seen = new Set<number>();
  const discards: number[] = [];
  for (const c of hand) {
    const code = CODE_BY_ID[c.id] as number;
    if (seen.has(code)) continue;
    seen.add(code);
    discards.push(lowestIdOf(hand, code));
  }
  for (const card of discards.sort((a, b) => a - b)) moves.push({ type: 'discard', card });
  // Only a variant that makes emptying the hand conditional (to close, or to take the birimbaki) can forbid an
  // otherwise valid play.
  if (emptyingRequirement(state, team) !== 'nothing') {
    return moves.filter((m) => !(checkMove(state, m) instanceof IllegalMoveError));
  }
  return moves;
}

function lowestIdOf(hand: readonly Card[], code: number): number {
  let best = Infinity;
  for (const c of hand) if (CODE_BY_ID[c.id] === code && c.id < best) best = c.id;
  return best;
}
