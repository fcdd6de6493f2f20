// Errors as values with a stable code and a sentence a player could read.

/**
 * Untrusted input quoted for an error message: JSON-like, at most `max` characters (a 50 MB string is not copied
 * into a message), and never throwing (BigInt, circular structures, symbols and functions are described).
 */
export function quoteInput(value: unknown, max = 100): string {
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

/** A move the rules do not allow; the state it was tried on is unchanged. */
export class IllegalMoveError extends Error {
  override readonly name = 'IllegalMoveError';
  constructor(
    readonly code: IllegalMoveCode,
    message: string,
  ) {
    super(message);
  }
}

/** Bad card notation; `token` is the offending piece of text. */
export class CardNotationError extends Error {
  override readonly name = 'CardNotationError';
  constructor(
    message: string,
    readonly token: string,
  ) {
    super(message);
  }
}

/** An unknown or ill-typed rule-set field. */
export class RuleSetError extends Error {
  override readonly name = 'RuleSetError';
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** A game state or snapshot that cannot be loaded: wrong format version, or corrupted. */
export class SnapshotError extends Error {
  override readonly name = 'SnapshotError';
  constructor(
    readonly code: 'wrong-format' | 'wrong-version' | 'corrupted',
    message: string,
  ) {
    super(message);
  }
}
