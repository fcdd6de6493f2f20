// Cheap checks at the public door: a function that takes a game state refuses anything else with a SnapshotError
// before it reads a field (a full check of a state from outside is `validateGameState`; views are checked in view.ts).

import { SnapshotError, asEngineError, quoteInput } from '../vocabulary/errors.js';
import { type GameState, STATE_FORMAT } from './state.js';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isGameStateLike(value: unknown): value is GameState {
  return isRecord(value) && value.format === STATE_FORMAT;
}

/** Refuses anything but a game state. */
export function assertState(value: unknown, where: string): asserts value is GameState {
  if (!isGameStateLike(value)) {
    throw new SnapshotError(
      'wrong-format',
      `${where} needs a game state (from newGame or applyMove), got ${quoteInput(value, 60)}`,
    );
  }
}

/**
 * `work` on a value that must be a game state: anything else is refused before it is read, and a state that
 * breaks inside (a field missing or mistyped) is reported as malformed, not as a raw TypeError.
 */
export function onState<T>(value: unknown, where: string, work: (state: GameState) => T): T {
  assertState(value, where);
  try {
    return work(value);
  } catch (e) {
    throw asEngineError(e, where);
  }
}
