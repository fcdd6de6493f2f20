// Cards of the 108-card Birimba deck: identities, notation, points.

import { ArgumentError, CardNotationError, quoteInput } from './errors.js';

/** A suit: spades, hearts, diamonds, clubs. */
export type Suit = 'S' | 'H' | 'D' | 'C';
/** The rank of a suited card; `2` is wild wherever it does not stand in its own place. */
export type NaturalRank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';
/** A natural rank, or `JK` for a joker. */
export type Rank = NaturalRank | 'JK';

/** A suited card. `id` is unique in the deck (0..103 for suited cards). */
export interface SuitedCard {
  /** Unique in the deck: 0..103 (copy × 52 + identity code). */
  readonly id: number;
  /** Its rank. */
  readonly rank: NaturalRank;
  /** Its suit. */
  readonly suit: Suit;
}

/** One of the four jokers (ids 104..107). */
export interface JokerCard {
  /** 104..107. */
  readonly id: number;
  /** Always `JK`. */
  readonly rank: 'JK';
  /** Jokers have no suit. */
  readonly suit: null;
}

/** A physical card: 108 exist, ids 0..107; the two copies of a suited card have different ids. */
export type Card = SuitedCard | JokerCard;

/** The suits in identity-code order: S H D C. */
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
/** The ranks in identity-code order, ace low. */
export const RANKS: readonly NaturalRank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** 108 cards: two 52-card decks and four jokers (rules §2). */
export const DECK_SIZE = 108;
/** The identity code of every joker (suited cards are 0..51). */
export const JOKER_CODE = 52;

/**
 * The identity code of a card, the same for both copies: suit index × 13 + (rank number − 1) for suited cards
 * (0..51), 52 for a joker.
 */
export function cardCode(card: Card): number {
  return card.id < 104 ? card.id % 52 : JOKER_CODE;
}

/** Ids are laid out as copy × 52 + code for suited cards, then 104..107 for the jokers. */
function makeCard(id: number): Card {
  if (id >= 104) return Object.freeze({ id, rank: 'JK', suit: null });
  const code = id % 52;
  const suit = SUITS[Math.floor(code / 13)] as Suit;
  const rank = RANKS[code % 13] as NaturalRank;
  return Object.freeze({ id, rank, suit });
}

/** Every card of the deck, indexed by id. */
export const DECK: readonly Card[] = Object.freeze(Array.from({ length: DECK_SIZE }, (_, id) => makeCard(id)));

/** The card with this id; throws on an id outside 0..107. */
export function cardById(id: number): Card {
  const card = Number.isInteger(id) ? DECK[id] : undefined;
  if (card === undefined) throw new ArgumentError('bad-card', `no card has id ${quoteInput(id)} (ids are 0..107)`);
  return card;
}

/** Rank as a number: A = 1, 2..10, J = 11, Q = 12, K = 13; a joker is 0. */
export function rankNumber(card: Card): number {
  return card.rank === 'JK' ? 0 : ((card.id % 52) % 13) + 1;
}

/** Suit index (S 0, H 1, D 2, C 3), or -1 for a joker. */
export function suitIndex(card: Card): number {
  return card.rank === 'JK' ? -1 : Math.floor((card.id % 52) / 13);
}

/** Whether the card is a joker. */
export function isJoker(card: Card): card is JokerCard {
  return card.rank === 'JK';
}

/** A wild card: any 2 or a joker (rules §2). Whether a 2 acts as a wild depends on the meld. */
export function isWild(card: Card): boolean {
  return card.rank === 'JK' || card.rank === '2';
}

const POINTS_BY_RANK: Readonly<Record<Rank, number>> = {
  A: 15,
  '2': 10,
  '3': 5,
  '4': 5,
  '5': 5,
  '6': 5,
  '7': 5,
  '8': 10,
  '9': 10,
  '10': 10,
  J: 10,
  Q: 10,
  K: 10,
  JK: 20,
};

/** Card points (rules §2): 3–7 = 5; 8–K = 10; any 2 = 10; A = 15; joker = 20. */
export function cardPoints(card: Card): number {
  return POINTS_BY_RANK[card.rank];
}

/** Sum of card points. */
export function sumPoints(cards: readonly Card[]): number {
  let total = 0;
  for (const card of cards) total += POINTS_BY_RANK[card.rank];
  return total;
}

/** Notation of a card identity: `7H`, `10S`, `AS`, `JK`. */
export function formatCard(card: Card): string {
  if (card === null || typeof card !== 'object') throw new ArgumentError('bad-card', `not a card: ${quoteInput(card)}`);
  return card.rank === 'JK' ? 'JK' : card.rank + card.suit;
}

/** Space-separated notation, e.g. `AS 2S 3S JK 10H`. */
export function formatCards(cards: readonly Card[]): string {
  if (!Array.isArray(cards)) throw new ArgumentError('bad-cards', `not a list of cards: ${quoteInput(cards)}`);
  return cards.map(formatCard).join(' ');
}

/** Notation of a position in a run of one suit: 1 and 14 are the ace. */
export function positionNotation(position: number, suit: Suit): string {
  if (!Number.isInteger(position) || position < 1 || position > 14 || !SUITS.includes(suit)) {
    throw new ArgumentError(
      'bad-argument',
      `a run position is 1..14 of a suit S H D C, got ${quoteInput([position, suit])}`,
    );
  }
  const rank = position === 14 ? 'A' : RANKS[position - 1];
  return `${rank ?? '?'}${suit}`;
}

const TOKEN = /^(10|[2-9TJQKA])([SHDC])$/;

/** The identity code of one token of notation, or throws naming the token. */
function parseToken(token: string, index: number): number {
  const upper = token.toUpperCase();
  if (upper === 'JK') return JOKER_CODE;
  const match = TOKEN.exec(upper);
  if (match === null) {
    throw new CardNotationError(
      `bad card ${quoteInput(token, 20)} at position ${String(index + 1)}: expected a rank (A 2-10 J Q K, T for 10) and a suit (S H D C), or JK`,
      token.slice(0, 100),
    );
  }
  const rank = match[1] === 'T' ? '10' : (match[1] as NaturalRank);
  const suit = match[2] as Suit;
  return SUITS.indexOf(suit) * 13 + RANKS.indexOf(rank);
}

/** All ids of one identity code: two copies of a suited card, four jokers. */
export function idsOfCode(code: number): readonly number[] {
  if (!Number.isInteger(code) || code < 0 || code > JOKER_CODE) {
    throw new ArgumentError('bad-card', `a card identity code is 0..52, got ${quoteInput(code)}`);
  }
  return code === JOKER_CODE ? [104, 105, 106, 107] : [code, code + 52];
}

/**
 * Parses notation such as `"AS 2S 3S JK 10H"` into distinct physical cards. Equal tokens name the copies of a card
 * (the first `7H` is copy one, the second copy two); more copies than the deck holds is an error.
 */
export function parseCards(text: string): Card[] {
  if (typeof text !== 'string')
    throw new CardNotationError(`card notation must be a string, got ${quoteInput(text)}`, quoteInput(text));
  const tokens = text
    .trim()
    .split(/[\s,]+/)
    .filter((t) => t.length > 0);
  const used = new Map<number, number>();
  return tokens.map((token, index) => {
    const code = parseToken(token, index);
    const n = used.get(code) ?? 0;
    const ids = idsOfCode(code);
    const id = ids[n];
    if (id === undefined) {
      throw new CardNotationError(`too many "${token}": the deck holds only ${String(ids.length)} of that card`, token);
    }
    used.set(code, n + 1);
    return cardById(id);
  });
}

/** Parses a single card token. */
export function parseCard(token: string): Card {
  const cards = parseCards(token);
  if (cards.length !== 1)
    throw new CardNotationError(`expected exactly one card, got ${quoteInput(token)}`, token.slice(0, 100));
  return cards[0] as Card;
}

/** Orders cards for display: by suit (S H D C), then rank, jokers last. */
export function compareCards(a: Card, b: Card): number {
  return cardCode(a) - cardCode(b) || a.id - b.id;
}
