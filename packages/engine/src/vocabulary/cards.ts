// Cards of the Birimba decks: identities, notation, points. Two decks and four jokers (108 cards, ids 0..107) for two
// and four players; six play with a third deck and two more jokers (162 cards), whose ids continue at 108.

import { ArgumentError, CardNotationError, quoteInput } from './errors.js';

/** A suit: spades, hearts, diamonds, clubs. */
export type Suit = 'S' | 'H' | 'D' | 'C';
/** The rank of a suited card; `2` is wild wherever it does not stand in its own place. */
export type NaturalRank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';
/** A natural rank, or `JK` for a joker. */
export type Rank = NaturalRank | 'JK';

/** A suited card. `id` is unique in the deck (0..103 for suited cards, 108..159 for the third deck's). */
export interface SuitedCard {
  /** Unique in the deck: 0..103 (copy × 52 + identity code), then 108..159 (108 + identity code) for a third deck. */
  readonly id: number;
  /** Its rank. */
  readonly rank: NaturalRank;
  /** Its suit. */
  readonly suit: Suit;
}

/** One of the jokers (ids 104..107, and 160..161 with a third deck). */
export interface JokerCard {
  /** 104..107, or 160..161. */
  readonly id: number;
  /** Always `JK`. */
  readonly rank: 'JK';
  /** Jokers have no suit. */
  readonly suit: null;
}

/** A physical card: 108 exist, ids 0..107 (162 with a third deck, ids 0..161); copies of a suited card have different ids. */
export type Card = SuitedCard | JokerCard;

/** The suits in identity-code order: S H D C. */
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
/** The ranks in identity-code order, ace low. */
export const RANKS: readonly NaturalRank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** Ranks in a suit: 13 (A 2 … K). */
export const RANK_COUNT = RANKS.length;
/** Identity codes of the suited cards: 52, one per suit and rank (0..51). */
export const SUITED_CODES = SUITS.length * RANK_COUNT;
/** The identity code of every joker (suited cards are 0..51). */
export const JOKER_CODE = SUITED_CODES;
/** Identity codes in all: the suited ones and the joker's, 0..52. */
export const CODE_COUNT = JOKER_CODE + 1;
/** Jokers in the deck (rules §2). */
export const JOKERS = 4;
/** The id of the first joker: the two copies of every suited card come first (ids 0..103). */
export const FIRST_JOKER_ID = 2 * SUITED_CODES;
/** 108 cards: two 52-card decks and four jokers (rules §2). */
export const DECK_SIZE = FIRST_JOKER_ID + JOKERS;
/** Jokers the third deck brings (rules §2, six players): six in all. */
export const THIRD_DECK_JOKERS = 2;
/** The id of the third deck's first joker: its 52 suited cards come first (ids 108..159). */
export const THIRD_DECK_FIRST_JOKER_ID = DECK_SIZE + SUITED_CODES;
/** 162 cards: three 52-card decks and six jokers (rules §2, six players). */
export const THREE_DECK_SIZE = THIRD_DECK_FIRST_JOKER_ID + THIRD_DECK_JOKERS;

/** The identity code of a card id, the same for every copy: 0..51 for suited cards, 52 for a joker. */
export function codeOfId(id: number): number {
  if (id < FIRST_JOKER_ID) return id % SUITED_CODES;
  return id < DECK_SIZE || id >= THIRD_DECK_FIRST_JOKER_ID ? JOKER_CODE : id - DECK_SIZE;
}

/**
 * The identity code of a card, the same for both copies: suit index × 13 + (rank number − 1) for suited cards
 * (0..51), 52 for a joker.
 */
export function cardCode(card: Card): number {
  return codeOfId(card.id);
}

/** The suit index (S 0, H 1, D 2, C 3) of a suited identity code. */
export function suitOfCode(code: number): number {
  return (code / RANK_COUNT) | 0;
}

/** The rank number (A 1, 2..10, J 11, Q 12, K 13) of a suited identity code. */
export function rankOfCode(code: number): number {
  return (code % RANK_COUNT) + 1;
}

/** The identity code of the natural card of suit `suit` (0..3) at run place `place` (1 and 14 are the ace). */
export function codeOfPlace(suit: number, place: number): number {
  return suit * RANK_COUNT + (place === RANK_COUNT + 1 ? 0 : place - 1);
}

/** Ids are laid out as copy × 52 + code for suited cards, then 104..107 for the jokers; the third deck after. */
function makeCard(id: number): Card {
  const code = codeOfId(id);
  if (code === JOKER_CODE) return Object.freeze({ id, rank: 'JK', suit: null });
  const suit = SUITS[suitOfCode(code)] as Suit;
  const rank = RANKS[rankOfCode(code) - 1] as NaturalRank;
  return Object.freeze({ id, rank, suit });
}

/** Every card of three decks, indexed by id (0..161): the six-player deck. */
export const THREE_DECKS: readonly Card[] = Object.freeze(
  Array.from({ length: THREE_DECK_SIZE }, (_, id) => makeCard(id)),
);

/** Every card of the deck of two and four players, indexed by id (0..107): the same objects as `THREE_DECKS`. */
export const DECK: readonly Card[] = Object.freeze(THREE_DECKS.slice(0, DECK_SIZE));

/** The card with this id; throws on an id outside 0..107. */
export function cardById(id: number): Card {
  return cardInDecks(id, 2);
}

/** The card with this id among `decks` decks; throws on an id outside 0..107, or 0..161 with a third deck. */
export function cardInDecks(id: number, decks: 2 | 3): Card {
  const deck = decks === 3 ? THREE_DECKS : DECK;
  const card = Number.isInteger(id) ? deck[id] : undefined;
  if (card === undefined)
    throw new ArgumentError('bad-card', `no card has id ${quoteInput(id)} (ids are 0..${String(deck.length - 1)})`);
  return card;
}

/** Rank as a number: A = 1, 2..10, J = 11, Q = 12, K = 13; a joker is 0. */
export function rankNumber(card: Card): number {
  return card.rank === 'JK' ? 0 : rankOfCode(codeOfId(card.id));
}

/** Suit index (S 0, H 1, D 2, C 3), or -1 for a joker. */
export function suitIndex(card: Card): number {
  return card.rank === 'JK' ? -1 : suitOfCode(codeOfId(card.id));
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

/** The rank of a 2: wild wherever it does not stand in its own place. */
const TWO_RANK = RANKS.indexOf('2') + 1;

/** Whether an identity code is a wild card's: the joker or a 2 (rules §2). */
export function isWildCode(code: number): boolean {
  return code === JOKER_CODE || code % RANK_COUNT === TWO_RANK - 1;
}

/** The wild identity codes, most points first: the joker, then the 2 of each suit (S H D C). */
export const WILD_CODES: readonly number[] = [JOKER_CODE, ...SUITS.map((_, suit) => codeOfPlace(suit, TWO_RANK))];

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
  return SUITS.indexOf(suit) * RANK_COUNT + RANKS.indexOf(rank);
}

/** The most copies of one identity: the six jokers of three decks (a suited card has two, or three). */
export const MOST_COPIES = JOKERS + THIRD_DECK_JOKERS;

/**
 * The copy-ids table of `decks` decks: per identity code, `MOST_COPIES` slots holding the ids of its copies, lowest
 * first, then -1. The one place where the deck's layout turns a code into its copies' ids; read by `idsOfCode`, the
 * playout core and the rollouts alike.
 */
function copyTable(decks: 2 | 3): Int16Array {
  const table = new Int16Array(CODE_COUNT * MOST_COPIES).fill(-1);
  const filled = new Uint8Array(CODE_COUNT);
  const size = decks === 3 ? THREE_DECK_SIZE : DECK_SIZE;
  for (let id = 0; id < size; id++) {
    const code = codeOfId(id);
    table[code * MOST_COPIES + (filled[code] as number)] = id;
    filled[code] = (filled[code] as number) + 1;
  }
  return table;
}

/** Per identity code, the ids of its copies in two decks (`MOST_COPIES` slots each, -1 after the last). */
export const COPY_IDS_TWO_DECKS: Int16Array = copyTable(2);
/** Per identity code, the ids of its copies in three decks (`MOST_COPIES` slots each, -1 after the last). */
export const COPY_IDS_THREE_DECKS: Int16Array = copyTable(3);

/** The copy-ids table of `decks` decks (`COPY_IDS_TWO_DECKS` or `COPY_IDS_THREE_DECKS`). */
export function copyIdsTable(decks: 2 | 3): Int16Array {
  return decks === 3 ? COPY_IDS_THREE_DECKS : COPY_IDS_TWO_DECKS;
}

/**
 * All ids of one identity code, lowest first: two copies of a suited card and four jokers, or with a third deck
 * (`decks` 3) three copies and six jokers.
 */
export function idsOfCode(code: number, decks: 2 | 3 = 2): readonly number[] {
  if (!Number.isInteger(code) || code < 0 || code > JOKER_CODE) {
    throw new ArgumentError('bad-card', `a card identity code is 0..${String(JOKER_CODE)}, got ${quoteInput(code)}`);
  }
  const slots = copyIdsTable(decks).subarray(code * MOST_COPIES, (code + 1) * MOST_COPIES);
  return Array.from(slots.filter((id) => id >= 0));
}

/** Card points by identity code (rules §2), from the one points table: for code-based cores and search. */
export const CODE_POINTS: Int8Array = Int8Array.from({ length: CODE_COUNT }, (_, code) =>
  cardPoints(DECK[idsOfCode(code)[0] as number] as Card),
);

/** Per card id (0..161), its identity code: `codeOfId` as a table, for code-based cores. */
export const CODE_BY_ID: Int8Array = Int8Array.from({ length: THREE_DECK_SIZE }, (_, id) => codeOfId(id));

/** Per identity code, its suit index (S 0, H 1, D 2, C 3), -1 for the joker: a table for code-based cores. */
export const SUIT_BY_CODE: Int8Array = Int8Array.from({ length: CODE_COUNT }, (_, code) =>
  suitIndex(DECK[idsOfCode(code)[0] as number] as Card),
);

/** Per identity code, its rank number (A 1, 2..10, J 11, Q 12, K 13), 0 for the joker: a table for code-based cores. */
export const RANK_BY_CODE: Int8Array = Int8Array.from({ length: CODE_COUNT }, (_, code) =>
  rankNumber(DECK[idsOfCode(code)[0] as number] as Card),
);

/** Per identity code, 1 for a wild card's (the joker, any 2), else 0: a table for code-based cores. */
export const WILD_BY_CODE: Uint8Array = Uint8Array.from({ length: CODE_COUNT }, (_, code) =>
  isWild(DECK[idsOfCode(code)[0] as number] as Card) ? 1 : 0,
);

/** The points of the whole deck (960): what 108 cards hold between them. */
export const DECK_POINTS = sumPoints(DECK);

/**
 * Parses notation such as `"AS 2S 3S JK 10H"` into distinct physical cards. Equal tokens name the copies of a card
 * (the first `7H` is copy one, the second copy two); more copies than the deck of `decks` decks holds is an error.
 */
export function parseCards(text: string, decks: 2 | 3 = 2): Card[] {
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
    const ids = idsOfCode(code, decks);
    const id = ids[n];
    if (id === undefined) {
      throw new CardNotationError(`too many "${token}": the deck holds only ${String(ids.length)} of that card`, token);
    }
    used.set(code, n + 1);
    return cardInDecks(id, decks);
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
