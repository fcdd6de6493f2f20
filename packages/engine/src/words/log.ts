// Moves put into words, in English or Greek: the one place that does it, for logs, replays, the table's action feed
// and the bots' explanations. A card hidden from the viewer is never named.

import { type Card, DECK, formatCard, parseCard } from '../vocabulary/cards.js';
import { ArgumentError, IllegalMoveError, asEngineError, quoteInput } from '../vocabulary/errors.js';
import { assertState } from '../core/guard.js';
import { type Move, normalizeMove } from '../core/moves.js';
import type { Seat } from '../vocabulary/rules.js';
import type { GameState } from '../core/state.js';

/** The languages moves can be told in. */
export type Locale = 'en' | 'el';
/** The languages moves are told in. */
export const LOCALES: readonly Locale[] = ['en', 'el'];

/** How `describeMove` tells a move. */
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
    laysOff: (cards, meld, after) =>
      `κολλάει ${cards} στην κατεβασιά ${String(meld)}${after === null ? '' : ` → ${after}`}`,
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
  const o: DescribeOptions =
    typeof options === 'object' && options !== null ? options : options === undefined ? {} : { viewer: options };
  const locale = o.locale ?? 'en';
  if (locale !== 'en' && locale !== 'el')
    throw new ArgumentError('bad-options', `locale must be 'en' or 'el', got ${quoteInput(locale)}`);
  const viewer = o.viewer ?? 'all';
  if (viewer !== 'all' && viewer !== 0 && viewer !== 1 && viewer !== 2 && viewer !== 3) {
    throw new ArgumentError('bad-seat', `viewer must be a seat 0..3 or 'all', got ${quoteInput(viewer)}`);
  }
  const words = PHRASES[locale];
  return { words, viewer, card: o.cardText ?? formatCard, seat: o.seatName ?? ((s) => words.seat(s)) };
}

/**
 * What a move did, as a viewer may learn it (rules §8): one event for the move, then the birimbaki picked up, the
 * close, the end by the stock. Cards are in notation; the card a seat draws is given only to that seat (or to
 * `'all'`). The one place that decides what a log may say; `describeMove` puts these into words, a table may show
 * them its own way.
 */
export type MoveEvent =
  | { readonly kind: 'draw'; readonly seat: Seat; readonly card?: string; readonly last: boolean }
  | { readonly kind: 'takePile'; readonly seat: Seat; readonly count: number; readonly cards: readonly string[] }
  | { readonly kind: 'meld'; readonly seat: Seat; readonly cards: readonly string[] }
  | {
      readonly kind: 'layOff';
      readonly seat: Seat;
      readonly cards: readonly string[];
      readonly meldId: number;
      readonly after: readonly string[];
    }
  | { readonly kind: 'discard'; readonly seat: Seat; readonly card: string }
  | { readonly kind: 'birimbaki'; readonly seat: Seat }
  | { readonly kind: 'closed'; readonly seat: Seat }
  | { readonly kind: 'stockOut' };

/** The events of a move made in `before` that led to `after`, as `viewer` may learn them (see `MoveEvent`). */
export function moveEvents(before: GameState, move: Move, after: GameState, viewer: Seat | 'all' = 'all'): MoveEvent[] {
  assertState(before, 'moveEvents');
  assertState(after, 'moveEvents');
  const { viewer: who } = resolve({ viewer });
  const normal = normalizeMove(move);
  if (normal instanceof IllegalMoveError) throw normal;
  try {
    return eventsOf(before, normal, after, who);
  } catch (e) {
    throw asEngineError(e, 'moveEvents');
  }
}

function eventsOf(before: GameState, move: Move, after: GameState, viewer: Seat | 'all'): MoveEvent[] {
  const seat = before.turn;
  const notation = (cards: readonly Card[]): string[] => cards.map(formatCard);
  const events: MoveEvent[] = [];
  switch (move.type) {
    case 'draw': {
      const drawn = before.stock[before.stock.length - 1];
      const last = after.lastTurn && !before.lastTurn;
      events.push(
        drawn !== undefined && (viewer === 'all' || viewer === seat)
          ? { kind: 'draw', seat, card: formatCard(drawn), last }
          : { kind: 'draw', seat, last },
      );
      break;
    }
    case 'takePile':
      events.push({ kind: 'takePile', seat, count: before.pile.length, cards: notation(before.pile) });
      break;
    case 'meld': {
      const meld = after.melds.find((m) => m.id === before.nextMeldId);
      events.push({ kind: 'meld', seat, cards: notation(meld?.cards ?? cardsOf(move.cards)) });
      break;
    }
    case 'layOff': {
      const meld = after.melds.find((m) => m.id === move.meldId);
      events.push({
        kind: 'layOff',
        seat,
        cards: notation(cardsOf(move.cards)),
        meldId: move.meldId,
        after: notation(meld?.cards ?? []),
      });
      break;
    }
    case 'discard':
      events.push({ kind: 'discard', seat, card: formatCard(DECK[move.card] as Card) });
      break;
  }
  if (after.birimbakia.length < before.birimbakia.length) events.push({ kind: 'birimbaki', seat });
  if (after.endReason === 'closed' && before.endReason === null) events.push({ kind: 'closed', seat });
  if (after.endReason === 'stock-exhausted' && before.endReason === null) events.push({ kind: 'stockOut' });
  return events;
}

/**
 * One line for a move made in `before` that led to `after`, e.g. `Seat 1 lays off 5S on meld 2 → 3S 4S 5S 6S` or
 * `Θέση 1 πετάει 7H`: the events of `moveEvents` put into words. The card a seat draws is named only when the viewer
 * is that seat (or `'all'`). The last argument is the options, or (as before) just the viewer.
 */
export function describeMove(
  before: GameState,
  move: Move,
  after: GameState,
  options?: DescribeOptions | Seat | 'all',
): string {
  const how = resolve(options);
  return describeEvents(moveEvents(before, move, after, how.viewer), how);
}

function describeEvents(events: readonly MoveEvent[], how: Resolved): string {
  const { words } = how;
  const list = (cards: readonly string[]): string => cards.map((c) => how.card(parseCard(c))).join(' ');
  let line = '';
  for (const e of events) {
    switch (e.kind) {
      case 'draw':
        line = `${how.seat(e.seat)} ${words.draws(e.card === undefined ? null : how.card(parseCard(e.card)))}${e.last ? words.lastCard : ''}`;
        break;
      case 'takePile':
        line = `${how.seat(e.seat)} ${words.takesPile(e.count, list(e.cards))}`;
        break;
      case 'meld':
        line = `${how.seat(e.seat)} ${words.melds(list(e.cards))}`;
        break;
      case 'layOff':
        line = `${how.seat(e.seat)} ${words.laysOff(list(e.cards), e.meldId, e.after.length === 0 ? null : list(e.after))}`;
        break;
      case 'discard':
        line = `${how.seat(e.seat)} ${words.discards(how.card(parseCard(e.card)))}`;
        break;
      case 'birimbaki':
        line += words.birimbaki;
        break;
      case 'closed':
        line += words.closes;
        break;
      case 'stockOut':
        line += words.stockOut;
        break;
    }
  }
  return line;
}

/**
 * Planned moves as advice — `meld 5S 6S 7S; discard KD`, or in Greek `Κατέβασε 5S 6S 7S · Πέτα KD`.
 * For hints and the bots' explanations: only cards of the planning seat's own hand and the table are named.
 */
export function describePlan(
  moves: readonly Move[],
  options: Pick<DescribeOptions, 'locale' | 'cardText'> = {},
): string {
  if (!Array.isArray(moves))
    throw new ArgumentError('bad-argument', `describePlan takes a list of moves, got ${quoteInput(moves)}`);
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
