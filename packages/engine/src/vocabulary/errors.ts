// Errors as values with a stable code and a sentence a player could read.

import type { Seat } from './seats.js';

/**
 * Untrusted input quoted for an error message: JSON-like, at most `max` characters (a 50 MB string is not copied
 * into a message), and never throwing (BigInt, circular structures, symbols and functions are described).
 */
export function quoteInput(value: unknown, limit = 100): string {
  const max = typeof limit === 'number' && Number.isSafeInteger(limit) && limit > 0 ? limit : 100;
  let text: string;
  try {
    if (typeof value === 'bigint') text = `${value.toString()}n`;
    else if (typeof value === 'symbol' || typeof value === 'function') text = `a ${typeof value}`;
    else if (typeof value === 'string') text = JSON.stringify(value.length > max ? value.slice(0, max) : value);
    else if (value === undefined) text = 'undefined';
    else {
      const seen = new WeakSet<object>();
      text =
        JSON.stringify(value, (_key, v: unknown) => {
          if (typeof v === 'bigint') return `${v.toString()}n`;
          if (typeof v === 'object' && v !== null) {
            if (seen.has(v)) return '[circular]';
            seen.add(v);
          }
          return v;
        }) ?? Object.prototype.toString.call(value);
    }
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Why a move was refused. Stable: UIs and tests switch on these. */
export type IllegalMoveCode =
  | 'game-over'
  | 'not-your-turn'
  | 'wrong-phase'
  | 'malformed-move'
  | 'card-not-in-hand'
  | 'duplicate-card'
  | 'invalid-meld'
  | 'unknown-meld'
  | 'not-your-meld'
  | 'empty-pile'
  | 'empty-stock'
  | 'cannot-close'
  | 'cannot-take-birimbaki';

/** Every refusal code (for tests and tables keyed by code). */
export const ILLEGAL_MOVE_CODES: readonly IllegalMoveCode[] = [
  'game-over',
  'not-your-turn',
  'wrong-phase',
  'malformed-move',
  'card-not-in-hand',
  'duplicate-card',
  'invalid-meld',
  'unknown-meld',
  'not-your-meld',
  'empty-pile',
  'empty-stock',
  'cannot-close',
  'cannot-take-birimbaki',
];

/** Why cards are not a meld. Stable codes; the `reason` is for people. */
export type MeldFault =
  'too-few' | 'too-long' | 'two-wilds' | 'mixed-suits' | 'set-not-allowed' | 'same-position' | 'gap';

/** Every meld fault. */
export const MELD_FAULTS: readonly MeldFault[] = [
  'too-few',
  'too-long',
  'two-wilds',
  'mixed-suits',
  'set-not-allowed',
  'same-position',
  'gap',
];

/** Why cards are not a meld, with the facts a sentence in any language needs. Places and cards are in notation. */
export type MeldFaultDetails =
  | {
      readonly code: 'too-few' | 'too-long';
      /** How many cards were given. */
      readonly count: number;
    }
  | {
      readonly code: 'two-wilds';
      /** True when the cards have no natural card at all. */
      readonly noNatural: boolean;
    }
  | { readonly code: 'mixed-suits' | 'set-not-allowed' }
  | {
      readonly code: 'same-position';
      /** The place held twice, e.g. `5S`; an ace (`AS`) means one low and one high. */
      readonly place: string;
    }
  | {
      readonly code: 'gap';
      /** The places missing between the cards, lowest first, e.g. `['6S', '7S']`. */
      readonly missing: readonly string[];
    };

/** The ways a move can be malformed (`malformed-move`). */
export type MalformedMove =
  | 'not-an-object'
  | 'bad-seat'
  | 'no-cards'
  | 'no-meld-id'
  | 'no-card'
  | 'unknown-type'
  | 'no-card-named'
  | 'not-a-play';

/**
 * Why a move was refused, with the facts a sentence in any language needs (the card, the meld, the requirement,
 * the meld's fault …). Cards are in notation; `input` is untrusted input quoted (`quoteInput`).
 */
export type IllegalMoveDetails =
  | {
      readonly code: 'game-over';
      /** True when the game stopped on an internal error rather than by its end. */
      readonly byError?: boolean;
    }
  | {
      readonly code: 'not-your-turn';
      /** The seat to act, when known. */
      readonly turn?: Seat;
      /** The seat that tried to act, when known. */
      readonly seat?: Seat;
    }
  | {
      readonly code: 'wrong-phase';
      /** The phase of the turn: `draw` (draw first) or `play` (already drawn). */
      readonly phase: 'draw' | 'play';
    }
  | {
      readonly code: 'malformed-move';
      /** What is wrong with it. */
      readonly problem: MalformedMove;
      /** The move's type where the problem is the type's own (`no-cards`, `not-a-play`). */
      readonly moveType?: string;
      /** The offending value, quoted (`bad-seat`, `unknown-type`). */
      readonly input?: string;
      /** For `unknown-type`: the types there are, when the refusal lists them. */
      readonly known?: readonly string[];
    }
  | {
      readonly code: 'card-not-in-hand' | 'duplicate-card';
      /** The card, in notation. */
      readonly card: string;
    }
  | {
      readonly code: 'invalid-meld';
      /** Why the cards are not a meld. */
      readonly fault: MeldFaultDetails;
      /** The meld laid off on; absent for a new meld. */
      readonly meldId?: number;
    }
  | {
      readonly code: 'unknown-meld';
      /** The meld asked for, quoted. */
      readonly meldId: string;
    }
  | { readonly code: 'not-your-meld' | 'empty-pile' | 'empty-stock' }
  | {
      readonly code: 'cannot-close' | 'cannot-take-birimbaki';
      /** What the team must own first. */
      readonly need: 'birimba' | 'cleanBirimba';
      /** Whether a play would leave too few cards (`play`) or the last card would be discarded (`discard`). */
      readonly by: 'play' | 'discard';
    };

/** A move the rules do not allow; the state it was tried on is unchanged. */
export class IllegalMoveError extends Error {
  /** Always `IllegalMoveError`. */
  override readonly name = 'IllegalMoveError';
  constructor(
    /** Why, stable: UIs and tests switch on it. */
    readonly code: IllegalMoveCode,
    message: string,
    /**
     * The facts behind the refusal, for putting it into words in any language (`tellRefusal`); the engine always
     * gives them, an error made elsewhere may not.
     */
    readonly details?: IllegalMoveDetails,
  ) {
    super(message);
  }
}

/** Bad card notation; `token` is the offending piece of text. */
export class CardNotationError extends Error {
  /** Always `CardNotationError`. */
  override readonly name = 'CardNotationError';
  constructor(
    message: string,
    /** The offending piece of text (at most 100 characters). */
    readonly token: string,
  ) {
    super(message);
  }
}

/** An unknown or ill-typed rule-set field. */
export class RuleSetError extends Error {
  /** Always `RuleSetError`. */
  override readonly name = 'RuleSetError';
  constructor(
    message: string,
    /** The offending field (at most 100 characters). */
    readonly field: string,
  ) {
    super(message);
  }
}

/** A game state or snapshot that cannot be loaded: wrong format version, or corrupted. */
export class SnapshotError extends Error {
  /** Always `SnapshotError`. */
  override readonly name = 'SnapshotError';
  constructor(
    /** `wrong-format`: not a Birimba state or snapshot; `wrong-version`: another version; `corrupted`: damaged or impossible. */
    readonly code: 'wrong-format' | 'wrong-version' | 'corrupted',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Why an argument was refused: not a game option, seed, seat or list the function takes, or asked too early. */
export type ArgumentCode =
  'bad-argument' | 'bad-options' | 'bad-seed' | 'bad-seat' | 'bad-card' | 'bad-cards' | 'not-over' | 'match-over';

/**
 * An argument a function does not take (a seed that is neither a safe integer nor a non-empty string, a seat
 * outside 0..3), or a deal asked for what its phase cannot give yet (final scores before the end). A `TypeError`,
 * so code that caught those before still does.
 */
export class ArgumentError extends TypeError {
  /** Always `ArgumentError`. */
  override readonly name = 'ArgumentError';
  constructor(
    /** Which argument was wrong, stable. */
    readonly code: ArgumentCode,
    message: string,
  ) {
    super(message);
  }
}

/** Whether `e` is one of the engine's own errors (each with a stable class, and a code or field). */
export function isEngineError(
  e: unknown,
): e is IllegalMoveError | CardNotationError | RuleSetError | SnapshotError | ArgumentError {
  return (
    e instanceof IllegalMoveError ||
    e instanceof CardNotationError ||
    e instanceof RuleSetError ||
    e instanceof SnapshotError ||
    e instanceof ArgumentError
  );
}

/**
 * `e` as an engine error: ours pass through; anything else thrown while working on a caller's state (a field
 * missing or of the wrong type, a stack overflow on a cyclic structure) means the state was not well-formed.
 */
export function asEngineError(e: unknown, where: string): Error {
  if (isEngineError(e)) return e;
  const reason = e instanceof Error ? e.message : quoteInput(e);
  return new SnapshotError('corrupted', `${where}: the game state or view is malformed (${reason.slice(0, 100)})`, {
    cause: e,
  });
}
