// The phrase book looked up: small functions that put the game's facts into words in the reader's language — move
// events, refusals, meld faults, rule fields, card names, plans, the bots' reasons and the rules in brief.

import {
  type Card,
  type Suit,
  THREE_DECKS,
  DECK_SIZE,
  JOKERS,
  RANKS,
  SUITS,
  cardPoints,
  formatCard,
  parseCard,
} from '../vocabulary/cards.js';
import {
  type IllegalMoveDetails,
  type MeldFaultDetails,
  ArgumentError,
  ILLEGAL_MOVE_CODES,
  IllegalMoveError,
  MELD_FAULTS,
  quoteInput,
} from '../vocabulary/errors.js';
import {
  BIRIMBAKIA,
  BIRIMBAKI_SIZE,
  BIRIMBA_LENGTH,
  HAND_SIZE,
  LONGEST_RUN,
  SCORE,
  SHORTEST_MELD,
  birimbakiaFor,
  deckSizeFor,
  jokersFor,
} from '../vocabulary/facts.js';
import type { Move } from '../vocabulary/move.js';
import { type RuleSet, RULE_FIELDS } from '../vocabulary/rules.js';
import { DEFAULT_PLAYERS, type Players, type Seat, isPlayers, isSeat } from '../vocabulary/seats.js';
import { EL } from './el.js';
import { EN } from './en.js';
import { GUIDES } from './guide.js';
import {
  type DecisionStory,
  type MoveEvent,
  type NameOf,
  type PhraseBook,
  type RuleNumbers,
  type RulesGuide,
  DECISION_REASON_KINDS,
  MOVE_EVENT_KINDS,
} from './phrase-book.js';
import { type CardsPart, type Locale, type Phrase, capitalize, cardsPart, phraseText, w } from './phrase.js';

const BOOKS: Readonly<Record<Locale, PhraseBook>> = { en: EN, el: EL };

/** The phrase book of a language; an `ArgumentError` for one the book does not have. */
export function phraseBook(locale: Locale = 'en'): PhraseBook {
  if (locale !== 'en' && locale !== 'el')
    throw new ArgumentError('bad-options', `locale must be 'en' or 'el', got ${quoteInput(locale)}`);
  return BOOKS[locale];
}

/** Whom a sentence is for: its language, the seat addressed as "you", and how other seats are named. */
export interface TellOptions {
  /** `'en'` (default) or `'el'`. */
  readonly locale?: Locale;
  /**
   * The reader's own seat, addressed in the second person ("You draw 7♥", «Τράβηξες 7♥»). Default: none, every
   * seat in the third person.
   */
  readonly you?: Seat;
  /** How another seat is named (default `Seat 2` / `Θέση 2`); a table passes its own names (“West”). */
  readonly seatName?: (seat: Seat) => string;
  /** Players at the table whose seats `you` names (default four). */
  readonly players?: Players;
}

/** The options checked, with the book and a seat's name in a sentence (null for "you"). */
export interface Teller {
  readonly book: PhraseBook;
  readonly name: NameOf;
  /** Whether `seat` is addressed as "you". */
  readonly isYou: (seat: Seat) => boolean;
}

/** Checks `options` and gives what the telling functions need; `inline` names seats as within a sentence. */
export function teller(options: TellOptions = {}, inline = false): Teller {
  if (options === null || typeof options !== 'object')
    throw new ArgumentError('bad-options', `options must be an object, got ${quoteInput(options)}`);
  const book = phraseBook(options.locale);
  const you = options.you;
  const players = options.players ?? DEFAULT_PLAYERS;
  if (!isPlayers(players))
    throw new ArgumentError('bad-options', `players must be 2, 4 or 6, got ${quoteInput(players)}`);
  if (you !== undefined && !isSeat(you, players))
    throw new ArgumentError('bad-seat', `you must be a seat 0..${String(players - 1)}, got ${quoteInput(you)}`);
  const named = options.seatName ?? (inline ? book.seatInline : book.seat);
  return {
    book,
    name: (seat) => (seat === you ? null : named(seat)),
    isYou: (seat) => seat === you,
  };
}

function assertEvent(event: unknown): asserts event is MoveEvent {
  const e = event as Partial<MoveEvent> | null;
  const ok =
    e !== null &&
    typeof e === 'object' &&
    MOVE_EVENT_KINDS.includes(e.kind as MoveEvent['kind']) &&
    (e.kind === 'stockOut' || isSeat((e as { seat?: unknown }).seat));
  if (!ok) throw new ArgumentError('bad-argument', `not a move event: ${quoteInput(event)}`);
}

/** What a seat did, without its subject: `draws 7H`, «πέταξε KD» (or, to the reader, `draw 7H`, «πέταξες KD»). */
function predicate(t: Teller, event: Exclude<MoveEvent, { kind: 'stockOut' }>): Phrase {
  const words = t.book.events[event.kind] as (e: MoveEvent, you: boolean) => Phrase;
  return words(event, t.isYou(event.seat));
}

/** One event as a clause: the seat's subject and what it did, or the end by the stock. */
function clause(t: Teller, event: MoveEvent): Phrase {
  if (event.kind === 'stockOut') return t.book.events.stockOut(event, false);
  return w`${t.book.subject(t.name(event.seat))}${predicate(t, event)}`;
}

/**
 * One move event as a sentence, from the reader's side: `You draw 7H`, `West melds 5S 6S 7S`, «Τράβηξες 7H»,
 * «Δύση: πέταξε KD», `The stock is exhausted and the deal ends`. With `meldAfter: false` a lay-off does not show the
 * meld it made (a table shows that meld anyway).
 */
export function tellEvent(event: MoveEvent, options: TellOptions & { readonly meldAfter?: boolean } = {}): Phrase {
  assertEvent(event);
  const t = teller(options);
  return capitalize(
    clause(t, event.kind === 'layOff' && options.meldAfter === false ? { ...event, after: [] } : event),
  );
}

/**
 * The events of one move as one line: the move, then what it led to said of the same seat
 * (`Seat 0 discards 9C and takes a birimbaki`), and the end by the stock after it
 * (`…; the stock is exhausted and the deal ends`).
 */
export function tellEvents(events: readonly MoveEvent[], options: TellOptions = {}): Phrase {
  if (!Array.isArray(events))
    throw new ArgumentError('bad-argument', `tellEvents takes a list of move events, got ${quoteInput(events)}`);
  const t = teller(options);
  let line: Phrase = [];
  let subject: Seat | null = null;
  for (const event of events as readonly MoveEvent[]) {
    assertEvent(event);
    if (line.length === 0) line = capitalize(clause(t, event));
    else if (event.kind !== 'stockOut' && event.seat === subject) line = w`${line}${t.book.and}${predicate(t, event)}`;
    else line = w`${line}${t.book.then}${clause(t, event)}`;
    subject = event.kind === 'stockOut' ? null : event.seat;
  }
  return line;
}

/**
 * Why a move was refused, in the reader's language: from the error's details (the card, the meld, the requirement,
 * the meld's fault …), or from its code alone when it came without details. Seats are named as `options` say.
 */
export function tellRefusal(refusal: IllegalMoveError | IllegalMoveDetails, options: TellOptions = {}): Phrase {
  const t = teller(options, true);
  const details = refusal instanceof IllegalMoveError ? refusal.details : refusal;
  if (details === undefined) return [t.book.refusalCodes[(refusal as IllegalMoveError).code]];
  if (details === null || typeof details !== 'object' || !ILLEGAL_MOVE_CODES.includes(details.code))
    throw new ArgumentError('bad-argument', `not a refusal: ${quoteInput(refusal)}`);
  const words = t.book.refusals[details.code] as (d: IllegalMoveDetails, name: NameOf) => Phrase;
  return words(details, t.name);
}

/** A refusal with its details, its message the English sentence of the phrase book (as every engine refusal). */
export function illegalMove(details: IllegalMoveDetails): IllegalMoveError {
  const words = EN.refusals[details.code] as (d: IllegalMoveDetails, name: NameOf) => Phrase;
  return new IllegalMoveError(details.code, phraseText(words(details, EN.seatInline)), details);
}

/** Why cards are not a meld, in the reader's language (`InvalidMeld.details`). */
export function tellMeldFault(fault: MeldFaultDetails, options: Pick<TellOptions, 'locale'> = {}): Phrase {
  const book = phraseBook(options.locale);
  if (fault === null || typeof fault !== 'object' || !MELD_FAULTS.includes(fault.code))
    throw new ArgumentError('bad-argument', `not a meld fault: ${quoteInput(fault)}`);
  return (book.faults[fault.code] as (d: MeldFaultDetails) => Phrase)(fault);
}

/** The facts of a fault as a short key: equal faults, equal sentences. */
function faultKey(fault: MeldFaultDetails): string {
  switch (fault.code) {
    case 'too-few':
    case 'too-long':
      return `${fault.code}${String(fault.count)}`;
    case 'two-wilds':
      return fault.noNatural ? 'wilds' : 'wild';
    case 'same-position':
      return `place${fault.place}`;
    case 'gap':
      return `gap${fault.missing.join()}`;
    default:
      return fault.code;
  }
}

// Search judges many cards that make no meld: the few sentences there are are made once (the cache is bounded).
const REASONS = new Map<string, string>();

/** Why cards are not a meld, the English sentence (`InvalidMeld.reason`). */
export function meldFaultReason(fault: MeldFaultDetails): string {
  const key = faultKey(fault);
  let reason = REASONS.get(key);
  if (reason === undefined) {
    reason = phraseText((EN.faults[fault.code] as (d: MeldFaultDetails) => Phrase)(fault));
    if (REASONS.size >= 1024) REASONS.clear();
    REASONS.set(key, reason);
  }
  return reason;
}

/** A card's name for a screen reader or running text: `7 of hearts`, «7 κούπα», `Joker`, «Τζόκερ». */
export function cardName(card: Card, locale: Locale = 'en'): string {
  const words = phraseBook(locale).cards;
  if (card === null || typeof card !== 'object') throw new ArgumentError('bad-card', `not a card: ${quoteInput(card)}`);
  if (card.rank === 'JK' || card.suit === null) return words.joker;
  const suit = words.suits[card.suit] as string | undefined;
  if (!RANKS.includes(card.rank) || suit === undefined)
    throw new ArgumentError('bad-card', `not a card: ${quoteInput(card)}`);
  const courts: Readonly<Record<string, string>> = words.courts;
  return words.name(courts[card.rank] ?? card.rank, suit);
}

/** A suit's name: `hearts` / «κούπα», or as a group (`plural`): `Hearts` / «Κούπες». */
export function suitName(suit: Suit, locale: Locale = 'en', plural = false): string {
  const words = phraseBook(locale).cards;
  if (!SUITS.includes(suit)) throw new ArgumentError('bad-argument', `not a suit: ${quoteInput(suit)}`);
  return (plural ? words.suitsPlural : words.suits)[suit];
}

function ruleWords(field: keyof RuleSet, locale: Locale): PhraseBook['rules'][keyof RuleSet] {
  const book = phraseBook(locale);
  if (!RULE_FIELDS.includes(field)) throw new ArgumentError('bad-argument', `not a rule: ${quoteInput(field)}`);
  return book.rules[field];
}

/** A rule-set field's label on a form, addressed to the player: `To close, your team must own`. */
export function ruleLabel(field: keyof RuleSet, locale: Locale = 'en'): string {
  return ruleWords(field, locale).label;
}

/** A rule-set field's description: `what a team must own among its melds to close (rules §6)`. */
export function ruleDescription(field: keyof RuleSet, locale: Locale = 'en'): string {
  return ruleWords(field, locale).description;
}

/**
 * The name of one choice of a rule-set field: `A clean birimba`, `Drawn at random`; a seat is named as the reader
 * names seats (`seatName`, default `Seat 2`).
 */
export function ruleChoiceLabel(
  field: keyof RuleSet,
  choice: string | number,
  options: Pick<TellOptions, 'locale' | 'seatName'> = {},
): string {
  const words = ruleWords(field, options.locale ?? 'en');
  if (field === 'firstSeat' && isSeat(choice)) return (options.seatName ?? phraseBook(options.locale).seat)(choice);
  const choices = words.choices ?? {};
  const key = typeof choice === 'number' ? String(choice) : choice;
  if (typeof key === 'string' && Object.hasOwn(choices, key)) return choices[key] as string;
  throw new ArgumentError('bad-argument', `rule ${field} has no choice ${quoteInput(choice)}`);
}

/** The numbers the rules in brief quote, each read from its one home (the deck, the facts, `SCORE`). */
export const RULE_NUMBERS: RuleNumbers = Object.freeze({
  deckSize: DECK_SIZE,
  jokers: JOKERS,
  handSize: HAND_SIZE,
  packets: BIRIMBAKIA,
  packetSize: BIRIMBAKI_SIZE,
  shortestMeld: SHORTEST_MELD,
  longestRun: LONGEST_RUN,
  birimbaLength: BIRIMBA_LENGTH,
  points: Object.freeze({
    low: cardPoints(parseCard('3S')),
    high: cardPoints(parseCard('KS')),
    ace: cardPoints(parseCard('AS')),
    joker: cardPoints(parseCard('JK')),
  }),
  score: SCORE,
});

/**
 * The rules in brief, for a help panel, with the engine's numbers (`numbers`: for a test of other numbers), opening
 * with who plays at a table of `players` (its deck, its birimbakia; with two, partners and teams read as players).
 */
export function rulesGuide(
  locale: Locale = 'en',
  numbers: RuleNumbers = RULE_NUMBERS,
  players: Players = DEFAULT_PLAYERS,
): RulesGuide {
  phraseBook(locale);
  if (!isPlayers(players))
    throw new ArgumentError('bad-options', `players must be 2, 4 or 6, got ${quoteInput(players)}`);
  const form =
    numbers === RULE_NUMBERS
      ? {
          ...numbers,
          deckSize: deckSizeFor(players),
          jokers: jokersFor(players),
          packets: birimbakiaFor(players),
        }
      : numbers;
  return GUIDES[locale](form, players);
}

const notation = (ids: readonly number[]): CardsPart => cardsPart(ids.map((id) => formatCard(THREE_DECKS[id] as Card)));

/** Checked moves as advice: `meld 5S 6S 7S; discard KD` (the pile's size, when known, with a `takePile`). */
export function planPhrase(moves: readonly Move[], book: PhraseBook, pileSize: number | null): Phrase {
  const { plan } = book;
  if (moves.length === 0) return plan.nothing;
  let out: Phrase = [];
  moves.forEach((m, i) => {
    let step: Phrase;
    switch (m.type) {
      case 'draw':
        step = plan.draw;
        break;
      case 'takePile':
        step = plan.takePile(pileSize);
        break;
      case 'meld':
        step = plan.meld(notation(m.cards));
        break;
      case 'layOff':
        step = plan.layOff(notation(m.cards), m.meldId);
        break;
      case 'discard':
        step = plan.discard(notation([m.card]));
        break;
    }
    out = i === 0 ? step : w`${out}${plan.joiner}${step}`;
  });
  return out;
}

/** A checked decision told: its reason around its plan. */
export function decisionPhrase(moves: readonly Move[], story: DecisionStory, book: PhraseBook): Phrase {
  const reason = story?.reason;
  if (reason === null || typeof reason !== 'object' || !DECISION_REASON_KINDS.includes(reason.kind))
    throw new ArgumentError('bad-argument', `not a decision's reason: ${quoteInput(reason)}`);
  const words = book.decisions[reason.kind] as (
    r: typeof reason,
    plan: Phrase,
    told: { moves: readonly Move[]; considered?: number; rollouts?: number },
  ) => Phrase;
  return words(reason, planPhrase(moves, book, story.pileSize ?? null), {
    moves,
    ...(story.considered === undefined ? {} : { considered: story.considered }),
    ...(story.rollouts === undefined ? {} : { rollouts: story.rollouts }),
  });
}
