// What the phrase book holds, kind by kind, and the keys it is looked up by: the events of a move, refusals, meld
// faults, rule fields, cards, plans and the bots' reasons. One book per language (`en.ts`, `el.ts`) fills the same
// shape, so the compiler insists that every key has its words in every language. The rules in brief, longer prose
// that only a help panel reads, are `guide.ts`, of both languages alike.

import type { Suit } from '../vocabulary/cards.js';
import type { IllegalMoveCode, IllegalMoveDetails, MeldFault, MeldFaultDetails } from '../vocabulary/errors.js';
import type { SCORE } from '../vocabulary/facts.js';
import type { Move } from '../vocabulary/move.js';
import type { RuleSet } from '../vocabulary/rules.js';
import type { Seat } from '../vocabulary/seats.js';
import type { CardsPart, Phrase, PhrasePart } from './phrase.js';

/**
 * What a move did, as a viewer may learn it (rules §8): one event for the move, then the birimbaki picked up, the
 * close, the end by the stock. Cards are in notation; the card a seat draws is given only to that seat (or to
 * `'all'`). The one shape of a log line, for the engine's words and every table's log.
 */
export type MoveEvent =
  | {
      readonly kind: 'draw';
      readonly seat: Seat;
      /** The card drawn, for a viewer who may see it. */
      readonly card?: string;
      /** Whether it was the last card of the stock. */
      readonly last: boolean;
    }
  | {
      readonly kind: 'takePile';
      readonly seat: Seat;
      /** How many cards the pile held. */
      readonly count: number;
      /** The pile's cards (empty when not known: a log written before they were kept). */
      readonly cards: readonly string[];
    }
  | { readonly kind: 'meld'; readonly seat: Seat; readonly cards: readonly string[] }
  | {
      readonly kind: 'layOff';
      readonly seat: Seat;
      readonly cards: readonly string[];
      readonly meldId: number;
      /** The meld after the lay-off, in its order (empty when not known). */
      readonly after: readonly string[];
    }
  | { readonly kind: 'discard'; readonly seat: Seat; readonly card: string }
  | { readonly kind: 'birimbaki'; readonly seat: Seat }
  | { readonly kind: 'closed'; readonly seat: Seat }
  | { readonly kind: 'stockOut' };

/** Every kind of move event. */
export const MOVE_EVENT_KINDS: readonly MoveEvent['kind'][] = [
  'draw',
  'takePile',
  'meld',
  'layOff',
  'discard',
  'birimbaki',
  'closed',
  'stockOut',
];

/**
 * Why a bot decided as it did, as a kind of reason with its own numbers (the moves, and how many plays or rollouts
 * were weighed, are the explanation's other fields). The phrase book words each kind in every language.
 */
export type DecisionReason =
  /** The pile is empty: draw. */
  | { readonly kind: 'pile-empty' }
  /** The pile is one card of no use: draw (taking it only stalls the deal). */
  | { readonly kind: 'pile-stalls' }
  /** The pile weighed against a stock card by search: both values, and how many positions were weighed. */
  | {
      readonly kind: 'pile-weighed';
      readonly pileValue: number;
      readonly stockValue: number;
      /** Whether the stock's value is exact, or a bound (the search stopped once the choice was clear). */
      readonly stockBound: 'exact' | 'at-most' | 'at-least';
      readonly weighed: number;
      readonly positions: number;
    }
  /** The pile judged by the fuzzy system: better, worse, or a close call decided by chance (with its value). */
  | {
      readonly kind: 'pile-judged';
      readonly verdict: 'pile-better' | 'stock-better' | 'close-call';
      readonly value: number;
    }
  /** Whether the pile makes or extends a meld at once (the greedy player). */
  | { readonly kind: 'pile-makes-meld' }
  /** The play empties the hand: the team closes, or takes its birimbaki. */
  | { readonly kind: 'empties-hand'; readonly closes: boolean }
  /** The best play and discard of those weighed (`considered`). */
  | { readonly kind: 'plays-weighed' }
  /** The only candidate. */
  | { readonly kind: 'only-choice' }
  /** The best of the candidates (`considered`) over the rollouts (`rollouts`), with its estimate. */
  | {
      readonly kind: 'rollouts';
      readonly estimate: number;
      /** Points ahead at the end of the deal, or match equity ×1000 in a match. */
      readonly unit: 'points' | 'match-equity';
    }
  /** Every card laid down. */
  | { readonly kind: 'lays-down-everything' }
  /** The plan, with no reason given. */
  | { readonly kind: 'plan' }
  /** Chosen at random. */
  | { readonly kind: 'at-random' };

/** Every kind of decision reason. */
export const DECISION_REASON_KINDS: readonly DecisionReason['kind'][] = [
  'pile-empty',
  'pile-stalls',
  'pile-weighed',
  'pile-judged',
  'pile-makes-meld',
  'empties-hand',
  'plays-weighed',
  'only-choice',
  'rollouts',
  'lays-down-everything',
  'plan',
  'at-random',
];

/** A decision as the phrase book tells it: its moves, why, and how much was weighed (a bot's explanation fits). */
export interface DecisionStory {
  /** Why. */
  readonly reason: DecisionReason;
  /** Candidates (plays, plans) weighed in all. */
  readonly considered?: number;
  /** Rollouts played in all. */
  readonly rollouts?: number;
  /** The pile's size, told with a plan that takes it (`take the pile (3 cards)`). */
  readonly pileSize?: number;
}

/** The numbers the rules in brief quote: each from its one home in the engine (see `RULE_NUMBERS`). */
export interface RuleNumbers {
  /** Cards in the deck (`DECK_SIZE`). */
  readonly deckSize: number;
  /** Jokers in the deck (`JOKERS`). */
  readonly jokers: number;
  /** Cards dealt to each player (`HAND_SIZE`). */
  readonly handSize: number;
  /** Birimbaki packets (`BIRIMBAKIA`). */
  readonly packets: number;
  /** Cards in each packet (`BIRIMBAKI_SIZE`). */
  readonly packetSize: number;
  /** The fewest cards of a meld (`SHORTEST_MELD`). */
  readonly shortestMeld: number;
  /** The most cards of a run (`LONGEST_RUN`). */
  readonly longestRun: number;
  /** The length of a birimba (`BIRIMBA_LENGTH`). */
  readonly birimbaLength: number;
  /** Card points: 3 to 7, 8 to K and the 2s, an ace, a joker. */
  readonly points: { readonly low: number; readonly high: number; readonly ace: number; readonly joker: number };
  /** The bonuses and penalties (`SCORE`). */
  readonly score: { readonly [K in keyof typeof SCORE]: number };
}

/** A piece of the rules in brief: words, cards, or words to stress. */
export type GuidePart = PhrasePart | { readonly strong: string };

/** The rules in brief, for a help panel: an opening paragraph and titled sections of points. */
export interface RulesGuide {
  /** The opening paragraph. */
  readonly intro: readonly GuidePart[];
  /** The sections, each with its title and its points in order. */
  readonly sections: readonly { readonly title: string; readonly items: readonly (readonly GuidePart[])[] }[];
}

/** The details of one refusal code. */
export type RefusalOf<C extends IllegalMoveCode> = IllegalMoveDetails extends infer D
  ? D extends { readonly code: infer K }
    ? C extends K
      ? D
      : never
    : never
  : never;

/** The details of one meld fault. */
export type FaultOf<F extends MeldFault> = MeldFaultDetails extends infer D
  ? D extends { readonly code: infer K }
    ? F extends K
      ? D
      : never
    : never
  : never;

/** A seat as a sentence names it: its name, or null for the reader's own seat ("you"). */
export type NameOf = (seat: Seat) => string | null;

/** One language's phrase book. */
export interface PhraseBook {
  /** A seat when the reader names none: at the start of a sentence (`Seat 2`) and within one (`seat 2`). */
  readonly seat: (n: number) => string;
  readonly seatInline: (n: number) => string;
  /** `n` cards: `1 card`, `2 cards`. */
  readonly cardCount: (n: number) => string;

  /** The events of a move, as a seat's clause without its subject (`draws 7H`, `τράβηξε 7H`). */
  readonly events: {
    readonly [K in MoveEvent['kind']]: (event: Extract<MoveEvent, { kind: K }>, you: boolean) => Phrase;
  };
  /** Before a seat's clause: its name (`West `, `Δύση: `), or for "you" what the language puts (`You `, nothing). */
  readonly subject: (name: string | null) => string;
  /** Between a move and what it led to, said of the same seat: ` and `. */
  readonly and: string;
  /** Before the end by the stock, after a move: `; `. */
  readonly then: string;

  /** Planned moves as advice (imperative, no seat). */
  readonly plan: {
    readonly draw: Phrase;
    /** With the pile's size when it is known. */
    readonly takePile: (pile: number | null) => Phrase;
    readonly meld: (cards: CardsPart) => Phrase;
    readonly layOff: (cards: CardsPart, meldId: number) => Phrase;
    readonly discard: (card: CardsPart) => Phrase;
    /** No moves at all. */
    readonly nothing: Phrase;
    /** Between moves (in Greek not `;`, the Greek question mark). */
    readonly joiner: string;
  };

  /** Why a move was refused, by code, from its details (`name` names seats). */
  readonly refusals: { readonly [C in IllegalMoveCode]: (details: RefusalOf<C>, name: NameOf) => Phrase };
  /** Why a move was refused, by code alone: for an error that came without details. */
  readonly refusalCodes: { readonly [C in IllegalMoveCode]: string };
  /** Why cards are not a meld, by fault, from its details. */
  readonly faults: { readonly [F in MeldFault]: (details: FaultOf<F>) => Phrase };

  /** Each rule-set field: its label on a form (addressed to the player), its description, its choices' names. */
  readonly rules: {
    readonly [K in keyof RuleSet]: {
      readonly label: string;
      readonly description: string;
      /** The name of each string choice (a seat choice is named as the reader names seats). */
      readonly choices?: { readonly [choice: string]: string };
    };
  };

  /** Card names for screen readers and running text. */
  readonly cards: {
    /** The ace and the court cards by name; the other ranks are their numbers. */
    readonly courts: { readonly [R in 'A' | 'J' | 'Q' | 'K']: string };
    readonly suits: { readonly [S in Suit]: string };
    /** Suits as a group's name: `Spades`. */
    readonly suitsPlural: { readonly [S in Suit]: string };
    readonly joker: string;
    /** A suited card from its rank's and suit's names: `7 of hearts`. */
    readonly name: (rank: string, suit: string) => string;
  };

  /** A bot's reason, by kind, around the plan told (`plan`) and the moves. */
  readonly decisions: {
    readonly [K in DecisionReason['kind']]: (
      reason: Extract<DecisionReason, { kind: K }>,
      plan: Phrase,
      told: { readonly moves: readonly Move[]; readonly considered?: number; readonly rollouts?: number },
    ) => Phrase;
  };
}
