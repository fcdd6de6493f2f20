// Moves put into words: what a move did as a viewer may learn it (`moveEvents`), that in a sentence of the phrase
// book (`describeMove`), planned moves as advice (`describePlan`) and a bot's decision with its reason. The one place
// that decides what a log may say; a card hidden from the viewer is never named.

import { type Card, THREE_DECKS, formatCard } from '../vocabulary/cards.js';
import { ArgumentError, IllegalMoveError, asEngineError, quoteInput } from '../vocabulary/errors.js';
import type { Move } from '../vocabulary/move.js';
import { type Seat, isSeat } from '../vocabulary/seats.js';
import type { DecisionStory, MoveEvent } from '../words/phrase-book.js';
import { type Phrase, phraseText } from '../words/phrase.js';
import { type TellOptions, decisionPhrase, phraseBook, planPhrase, tellEvents } from '../words/tell.js';
import { assertState } from './guard.js';
import { normalizeMove } from './moves.js';
import type { GameState } from './state.js';

/** How `describeMove` tells a move. */
export interface DescribeOptions extends TellOptions {
  /**
   * Who reads the line: a drawn card is named only to the seat that drew it; `'all'` (default) names every card,
   * for logs of a finished game. A page showing seat 0 must pass 0.
   */
  readonly viewer?: Seat | 'all';
  /** How a card is written (default: notation such as `7H`; a table may pass symbols such as `7♥`). */
  readonly cardText?: (card: Card) => string;
}

function viewerOf(viewer: unknown): Seat | 'all' {
  if (viewer === undefined) return 'all';
  if (viewer !== 'all' && !isSeat(viewer))
    throw new ArgumentError('bad-seat', `viewer must be a seat (0..5) or 'all', got ${quoteInput(viewer)}`);
  return viewer;
}

const cardsOf = (ids: readonly number[]): Card[] => ids.map((id) => THREE_DECKS[id] as Card);

/** The events of a move made in `before` that led to `after`, as `viewer` may learn them (see `MoveEvent`). */
export function moveEvents(before: GameState, move: Move, after: GameState, viewer: Seat | 'all' = 'all'): MoveEvent[] {
  assertState(before, 'moveEvents');
  assertState(after, 'moveEvents');
  const who = viewerOf(viewer);
  const normal = normalizeMove(move, before.rules.players);
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
      events.push({ kind: 'discard', seat, card: formatCard(THREE_DECKS[move.card] as Card) });
      break;
  }
  if (after.birimbakia.length < before.birimbakia.length) events.push({ kind: 'birimbaki', seat });
  if (after.endReason === 'closed' && before.endReason === null) events.push({ kind: 'closed', seat });
  if (after.endReason === 'stock-exhausted' && before.endReason === null) events.push({ kind: 'stockOut' });
  return events;
}

/**
 * One line for a move made in `before` that led to `after`, e.g. `Seat 1 lays off 5S on meld 2 → 3S 4S 5S 6S` or
 * «Θέση 1: πέταξε 7H»: the events of `moveEvents` in a sentence of the phrase book. The card a seat draws is named
 * only when the viewer is that seat (or `'all'`); the seat given as `you` is addressed in the second person. The
 * last argument is the options, or (as before) just the viewer.
 */
export function describeMove(
  before: GameState,
  move: Move,
  after: GameState,
  options?: DescribeOptions | Seat | 'all',
): string {
  const o: DescribeOptions =
    typeof options === 'object' && options !== null ? options : options === undefined ? {} : { viewer: options };
  const viewer = viewerOf(o.viewer);
  phraseBook(o.locale);
  const events = moveEvents(before, move, after, viewer);
  return phraseText(tellEvents(events, o), o.cardText === undefined ? {} : { cardText: o.cardText });
}

/** How planned moves are told. */
export interface PlanOptions {
  /** `'en'` (default) or `'el'`. */
  readonly locale?: DescribeOptions['locale'];
  /** The pile's size, said with a `takePile` when given: `take the pile (2 cards)`. */
  readonly pileSize?: number;
}

function checkedMoves(moves: readonly Move[], where: string): Move[] {
  if (!Array.isArray(moves))
    throw new ArgumentError('bad-argument', `${where} takes a list of moves, got ${quoteInput(moves)}`);
  return (moves as readonly unknown[]).map((input) => {
    // A plan is told, not judged: the card ids of any table (six players' third deck too) are named.
    const m = normalizeMove(input, 6);
    if (m instanceof IllegalMoveError) throw m;
    return m;
  });
}

function pileOf(options: { readonly pileSize?: number }): number | null {
  const pile = options.pileSize;
  if (pile === undefined) return null;
  if (!Number.isSafeInteger(pile) || pile < 0)
    throw new ArgumentError('bad-options', `pileSize must be a whole number, got ${quoteInput(pile)}`);
  return pile;
}

/** Planned moves as advice, in parts (cards kept as cards): `meld 5S 6S 7S; discard KD`. */
export function tellPlan(moves: readonly Move[], options: PlanOptions = {}): Phrase {
  const book = phraseBook(options.locale);
  return planPhrase(checkedMoves(moves, 'tellPlan'), book, pileOf(options));
}

/**
 * Planned moves as advice — `meld 5S 6S 7S; discard KD`, or in Greek `Κατέβασε 5S 6S 7S · Πέτα KD`.
 * For hints and the bots' explanations: only cards of the planning seat's own hand and the table are named.
 */
export function describePlan(
  moves: readonly Move[],
  options: PlanOptions & Pick<DescribeOptions, 'cardText'> = {},
): string {
  const book = phraseBook(options.locale);
  const phrase = planPhrase(checkedMoves(moves, 'describePlan'), book, pileOf(options));
  return phraseText(phrase, options.cardText === undefined ? {} : { cardText: options.cardText });
}

/**
 * A bot's decision told: its reason (the kind, with its numbers) around its moves as advice, e.g.
 * `take the pile: the pile is worth taking`, in Greek `Μάζεψε τα πεταμένα: τα πεταμένα αξίζει να τα μαζέψεις`.
 * A bot's `Explanation` is a story.
 */
export function tellDecision(
  moves: readonly Move[],
  story: DecisionStory,
  options: Pick<PlanOptions, 'locale'> = {},
): Phrase {
  const book = phraseBook(options.locale);
  if (story === null || typeof story !== 'object')
    throw new ArgumentError('bad-argument', `tellDecision takes a decision's story, got ${quoteInput(story)}`);
  pileOf(story);
  return decisionPhrase(checkedMoves(moves, 'tellDecision'), story, book);
}

/** `tellDecision` as a string, cards in notation: a bot's `summary`. */
export function describeDecision(
  moves: readonly Move[],
  story: DecisionStory,
  options: Pick<PlanOptions, 'locale'> = {},
): string {
  return phraseText(tellDecision(moves, story, options));
}
