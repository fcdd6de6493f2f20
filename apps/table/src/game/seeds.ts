// The seeds of the local game: a new game's seed (given, or 128 unguessable bits) and the seed of each bot decision,
// counted as `@birimba/ai`'s runner counts them, so the table and the simulator play the same deal the same way.

import type { GameState, MoveEvent } from '@birimba/engine';
import { matchDecisionSeed } from '@birimba/ai';

/** A new game's seed: a whole number or a string as given (the `seed` attribute, `newGame({ seed })`), else drawn. */
export function parseSeed(value: string | number | null | undefined): string | number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : value.trim();
  }
  return unguessableSeed();
}

/** A new game's seed: 128 bits from the platform's cryptographic generator, as 32 hex digits (rules §8: a player
 * must not be able to recover the deal from what he sees). */
export function unguessableSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(4));
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

/**
 * How many birimbakia were left when the turn of the seat to act began: those left now and those it picked up in this
 * turn, read from this deal's log, so a resumed game asks its bots with the same seeds (`decisionStep`).
 */
export function birimbakiAtTurnStart(state: GameState, log: readonly MoveEvent[]): number {
  let taken = 0;
  // This turn's entries are the last ones, all of the seat to act (the turn before ended with another seat's).
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i] as MoveEvent;
    if (!('seat' in entry) || entry.seat !== state.turn) break;
    if (entry.kind === 'birimbaki') taken++;
  }
  return state.birimbakia.length + taken;
}

/** The seed of a decision at this table: `@birimba/ai`'s `matchDecisionSeed`, the turn's start read from the log. */
export function tableDecisionSeed(state: GameState, log: readonly MoveEvent[]): number {
  return matchDecisionSeed(state, birimbakiAtTurnStart(state, log));
}
