// Test helpers over the engine's position builder: cards by notation, hands as notation, deep freezing.

import {
  type Card,
  type GameState,
  type Seat,
  buildPosition,
  cardCode,
  formatCards,
  parseCards,
} from '../../src/index.js';
export type { MeldSpec, PositionSpec } from '../../src/index.js';

/** A valid game state as described (the engine's `buildPosition`). */
export const position = buildPosition;

/** The physical cards of `text` found in `cards`, by identity (first matching copies). */
export function pick(cards: readonly Card[], text: string): Card[] {
  const left = [...cards];
  return parseCards(text).map((parsed) => {
    const code = cardCode(parsed);
    const i = left.findIndex((c) => cardCode(c) === code);
    if (i < 0) throw new Error(`pick: ${formatCards([parsed])} is not among ${formatCards(cards)}`);
    return left.splice(i, 1)[0] as Card;
  });
}

/** Ids of the cards of `text` in the hand of the seat to act. */
export function ids(state: GameState, text: string, seat: Seat = state.turn): number[] {
  return pick(state.hands[seat] as Card[], text).map((c) => c.id);
}

/** A hand (or any card list) as sorted notation, for comparisons that ignore order and copies. */
export function notation(cards: readonly Card[]): string {
  return formatCards([...cards].sort((a, b) => cardCode(a) - cardCode(b)));
}

/** Deep-freezes a value (for checking that nothing mutates it). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
