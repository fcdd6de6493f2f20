// Cheap checks at the public door: a function that takes a game state or a player view refuses anything else with
// a SnapshotError before it reads a field (a full check of a state from outside is `validateGameState`).

import { SnapshotError, asEngineError, quoteInput } from './errors.js';
import { type GameState, STATE_FORMAT } from './state.js';
import type { PlayerView } from './view.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function isGameStateLike(value: unknown): value is GameState {
  return isRecord(value) && value.format === STATE_FORMAT;
}

export function isViewLike(value: unknown): value is PlayerView {
  return isRecord(value) && value.kind === 'player-view';
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

/** Refuses anything but a player view. */
export function assertView(value: unknown, where: string): asserts value is PlayerView {
  if (!isViewLike(value)) {
    throw new SnapshotError(
      'wrong-format',
      `${where} needs a player view (from viewFor), got ${quoteInput(value, 60)}`,
    );
  }
}

/** Refuses anything but a game state or a player view. */
export function assertStateOrView(value: unknown, where: string): asserts value is GameState | PlayerView {
  if (!isGameStateLike(value) && !isViewLike(value)) {
    throw new SnapshotError(
      'wrong-format',
      `${where} needs a game state or a player view, got ${quoteInput(value, 60)}`,
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
