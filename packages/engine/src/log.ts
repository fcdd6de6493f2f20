// Moves put into words, in English or Greek: the one place that does it, for logs, replays, the table's action feed
// and the bots' explanations. A card hidden from the viewer is never named.

import { type Card, DECK, formatCard } from './cards.js';
import { ArgumentError, IllegalMoveError, asEngineError, quoteInput } from './errors.js';
import { assertState } from './guard.js';
import { type Move, normalizeMove } from './moves.js';
import type { Seat } from './rules.js';
import type { GameState } from './state.js';

/** The languages moves can be told in. */
export type Locale = 'en' | 'el';
export const LOCALES: readonly Locale[] = ['en', 'el'];

export interface DescribeOptions {
  /** `'en'` (default) or `'el'`. */
  readonly locale?: Locale;
  /**
   * Who reads the line: a drawn card is named only to the seat that drew it; `'all'` (default) names every card,
   * for logs of a finished game. A page showing seat 0 must pass 0.
   */
  readonly viewer?: Seat | 'all';
  /** How a card is written (default: notation such as `7H`; a table may pass symbols such as `7♥`). */
  readonly cardText?: (card: Card) => string;
  /** How a seat is named (default: `Seat 2` / `Θέση 2`). */
  readonly seatName?: (seat: Seat) => string;
}

interface Phrases {
  seat: (n: number) => string;
  draws: (card: string | null) => string;
  lastCard: string;
  takesPile: (count: number, cards: string) => string;
  melds: (cards: string) => string;
  laysOff: (cards: string, meld: number, after: string | null) => string;
  discards: (card: string) => string;
  birimbaki: string;
  closes: string;
  stockOut: string;
  // A planned move, as advice (imperative): no seat.
  plan: {
    draw: string;
    takePile: string;
    meld: (cards: string) => string;
    layOff: (cards: string, meld: number) => string;
    discard: (card: string) => string;
    nothing: string;
    /** Between moves (not ';' in Greek: it is the Greek question mark). */
    joiner: string;
  };
}

const PHRASES: Readonly<Record<Locale, Phrases>> = {
  en: {
    seat: (n) => `Seat ${String(n)}`,
    draws: (card) => (card === null ? 'draws from the stock' : `draws ${card}`),
    lastCard: ' (the last stock card)',
    takesPile: (count, cards) => `takes the pile (${String(count)} card${count === 1 ? '' : 's'}: ${cards})`,
    melds: (cards) => `melds ${cards}`,
    laysOff: (cards, meld, after) => `lays off ${cards} on meld ${String(meld)}${after === null ? '' : ` → ${after}`}`,
    discards: (card) => `discards ${card}`,
    birimbaki: '; takes a birimbaki',
    closes: '; closes',
    stockOut: '; the stock is exhausted and the game ends',
    plan: {
      draw: 'draw from the stock',
      takePile: 'take the pile',
      meld: (cards) => `meld ${cards}`,
      layOff: (cards, meld) => `lay off ${cards} on meld ${String(meld)}`,
      discard: (card) => `discard ${card}`,
      nothing: 'nothing',
      joiner: '; ',
    },
  },
  el: {
    seat: (n) => `Θέση ${String(n)}`,
    draws: (card) => (card === null ? 'τραβάει από την τράπουλα' : `τραβάει ${card}`),
    lastCard: ' (το τελευταίο φύλλο της τράπουλας)',
    takesPile: (count, cards) => `μαζεύει τα πεταμένα (${String(count)} ${count === 1 ? 'φύλλο' : 'φύλλα'}: ${cards})`,
    melds: (cards) => `κατεβάζει ${cards}`,
    laysOff: (cards, meld, after) => `κολλάει ${cards} στην κατεβασιά ${String(meld)}${after === null ? '' : ` → ${after}`}`,
    discards: (card) => `πετάει ${card}`,
    birimbaki: ' και παίρνει μπιριμπάκι',
    closes: ' και κλείνει',
    stockOut: '· η τράπουλα τελείωσε και η μοιρασιά λήγει',
    plan: {
      draw: 'Τράβα από την τράπουλα',
      takePile: 'Μάζεψε τα πεταμένα',
      meld: (cards) => `Κατέβασε ${cards}`,
      layOff: (cards, meld) => `Κόλλησε ${cards} στην κατεβασιά ${String(meld)}`,
      discard: (card) => `Πέτα ${card}`,
      nothing: 'τίποτα',
      joiner: ' · ',
    },
  },
};

const cardsOf = (ids: readonly number[]): Card[] => ids.map((id) => DECK[id] as Card);

interface Resolved {
  readonly words: Phrases;
  readonly viewer: Seat | 'all';
  readonly card: (card: Card) => string;
  readonly seat: (seat: Seat) => string;
}

function resolve(options: DescribeOptions | Seat | 'all' | undefined): Resolved {
  const o: DescribeOptions = typeof options === 'object' && options !== null ? options : options === undefined ? {} : { viewer: options };
  const locale = o.locale ?? 'en';
  if (locale !== 'en' && locale !== 'el') throw new ArgumentError('bad-options', `locale must be 'en' or 'el', got ${quoteInput(locale)}`);
  const viewer = o.viewer ?? 'all';
  if (viewer !== 'all' && viewer !== 0 && viewer !== 1 && viewer !== 2 && viewer !== 3) {
    throw new ArgumentError('bad-seat', `viewer must be a seat 0..3 or 'all', got ${quoteInput(viewer)}`);
  }
  const words = PHRASES[locale];
  return { words, viewer, card: o.cardText ?? formatCard, seat: o.seatName ?? ((s) => words.seat(s)) };
}

/**
 * One line for a move made in `before` that led to `after`, e.g. `Seat 1 lays off 5S on meld 2 → 3S 4S 5S 6S` or
 * `Θέση 1 πετάει 7H`. The card a seat draws is named only when the viewer is that seat (or `'all'`). The last
 * argument is the options, or (as before) just the viewer.
 */
export function describeMove(before: GameState, move: Move, after: GameState, options?: DescribeOptions | Seat | 'all'): string {
  assertState(before, 'describeMove');
  assertState(after, 'describeMove');
  const how = resolve(options);
  const normal = normalizeMove(move);
  if (normal instanceof IllegalMoveError) throw normal;
  try {
    return describe(before, normal, after, how);
  } catch (e) {
    throw asEngineError(e, 'describeMove');
  }
}

function describe(before: GameState, move: Move, after: GameState, how: Resolved): string {
  const { words } = how;
  const seat = before.turn;
  const list = (cards: readonly Card[]): string => cards.map(how.card).join(' ');
  let line: string;
  switch (move.type) {
    case 'draw': {
      const drawn = before.stock[before.stock.length - 1];
      const sees = how.viewer === 'all' || how.viewer === seat;
      line = words.draws(sees && drawn !== undefined ? how.card(drawn) : null);
      if (after.lastTurn && !before.lastTurn) line += words.lastCard;
      break;
    }
    case 'takePile':
      line = words.takesPile(before.pile.length, list(before.pile));
      break;
    case 'meld': {
      const meld = after.melds.find((m) => m.id === before.nextMeldId);
      line = words.melds(list(meld?.cards ?? cardsOf(move.cards)));
      break;
    }
    case 'layOff': {
      const meld = after.melds.find((m) => m.id === move.meldId);
      line = words.laysOff(list(cardsOf(move.cards)), move.meldId, meld === undefined ? null : list(meld.cards));
      break;
    }
    case 'discard':
      line = words.discards(how.card(DECK[move.card] as Card));
      break;
  }
  line = `${how.seat(seat)} ${line}`;
  if (after.birimbakia.length < before.birimbakia.length) line += words.birimbaki;
  if (after.endReason === 'closed' && before.endReason === null) line += words.closes;
  if (after.endReason === 'stock-exhausted' && before.endReason === null) line += words.stockOut;
  return line;
}

/**
 * Planned moves as advice — `meld 5S 6S 7S; discard KD`, or in Greek `Κατέβασε 5S 6S 7S · Πέτα KD`.
 * For hints and the bots' explanations: only cards of the planning seat's own hand and the table are named.
 */
export function describePlan(moves: readonly Move[], options: Pick<DescribeOptions, 'locale' | 'cardText'> = {}): string {
  if (!Array.isArray(moves)) throw new ArgumentError('bad-argument', `describePlan takes a list of moves, got ${quoteInput(moves)}`);
  const how = resolve({ ...options, viewer: 'all' });
  const plan = how.words.plan;
  if (moves.length === 0) return plan.nothing;
  const list = (ids: readonly number[]): string => cardsOf(ids).map(how.card).join(' ');
  return moves
    .map((input) => {
      const m = normalizeMove(input);
      if (m instanceof IllegalMoveError) throw m;
      switch (m.type) {
        case 'draw':
          return plan.draw;
        case 'takePile':
          return plan.takePile;
        case 'meld':
          return plan.meld(list(m.cards));
        case 'layOff':
          return plan.layOff(list(m.cards), m.meldId);
        case 'discard':
          return plan.discard(how.card(DECK[m.card] as Card));
      }
    })
    .join(plan.joiner);
}
