// A sentence of the phrase book as data: words and the cards between them, so that each reader shows cards its own
// way (notation in a log file, symbols on a table, names for a screen reader) and the words stay in one place.

import { type Card, parseCard } from '../vocabulary/cards.js';
import { ArgumentError, quoteInput } from '../vocabulary/errors.js';

/** The languages of the phrase book: English and Greek. */
export type Locale = 'en' | 'el';
/** Every language of the phrase book. */
export const LOCALES: readonly Locale[] = ['en', 'el'];

/** Cards named in a sentence, in notation (`7H`, `JK`), in the order they are told. */
export interface CardsPart {
  /** The cards, in notation. */
  readonly cards: readonly string[];
}

/** A piece of a sentence: words, or cards for the reader to show. */
export type PhrasePart = string | CardsPart;

/** A sentence of the phrase book: words and cards in order (`phraseText` makes it a string). */
export type Phrase = readonly PhrasePart[];

/** How `phraseText` writes a phrase's cards. */
export interface PhraseTextOptions {
  /** How a card is written (default: notation such as `7H`; a table may pass symbols such as `7♥`, or names). */
  readonly cardText?: (card: Card) => string;
  /** Between the cards of one list (default a space; names read better with `', '`). */
  readonly cardSeparator?: string;
}

/** A phrase as a string: its words, and its cards written by `cardText` (notation by default). */
export function phraseText(phrase: Phrase, options: PhraseTextOptions = {}): string {
  if (!Array.isArray(phrase)) throw new ArgumentError('bad-argument', `not a phrase: ${quoteInput(phrase)}`);
  const write = options.cardText;
  const separator = options.cardSeparator ?? ' ';
  let text = '';
  for (const part of phrase as Phrase) {
    if (typeof part === 'string') text += part;
    // Notation by default: the engine's own notation is written as it is (a refusal's message is made often).
    else text += (write === undefined ? part.cards : part.cards.map((c) => write(parseCard(c)))).join(separator);
  }
  return text;
}

/** What a `w` template may hold between its words: more words, a number, cards or a whole phrase. */
type Piece = string | number | CardsPart | Phrase;

/**
 * A phrase from a template: `` w`meld ${cards} on meld ${3}` `` — words stay words, numbers are written as numbers,
 * cards and phrases are kept as parts. Consecutive words are joined, so a phrase has no empty or split words.
 */
export function w(strings: TemplateStringsArray, ...pieces: readonly Piece[]): Phrase {
  const out: PhrasePart[] = [];
  const add = (part: PhrasePart): void => {
    if (typeof part === 'string') {
      if (part === '') return;
      const last = out[out.length - 1];
      if (typeof last === 'string') out[out.length - 1] = last + part;
      else out.push(part);
    } else out.push(part);
  };
  strings.forEach((text, i) => {
    add(text);
    if (i >= pieces.length) return;
    const piece = pieces[i] as Piece;
    if (typeof piece === 'number') add(String(piece));
    else if (typeof piece === 'string' || !Array.isArray(piece)) add(piece as string | CardsPart);
    else for (const part of piece as Phrase) add(part);
  });
  return out;
}

/** Cards as a part of a phrase. */
export const cardsPart = (cards: readonly string[]): CardsPart => ({ cards });

/** The phrase with its first letter in capitals: the start of a sentence. */
export function capitalize(phrase: Phrase): Phrase {
  const [first, ...rest] = phrase;
  if (typeof first !== 'string' || first === '') return phrase;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest];
}
