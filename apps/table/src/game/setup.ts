// What a new local game is made of, read from the element's attributes and the player's settings: who sits where
// (`seats`) and the match target (`target`). The seed is in seeds.ts.

import type { Settings } from '../settings.js';

export const DEFAULT_SEATS = 'human normal normal normal';

/** Four seat kinds from the `seats` attribute or `newGame({ seats })`: missing ones are filled in (seat 0 human). */
export function parseSeats(value: readonly string[] | string | null | undefined): string[] {
  const list = typeof value === 'string' ? value.trim().split(/\s+/) : [...(value ?? [])];
  const seats = [0, 1, 2, 3].map((i) => list[i] ?? (i === 0 ? 'human' : 'classic'));
  return seats.map((s) => (s === '' ? 'classic' : s));
}

/** Seats 1–3 that are bots get the bots of the settings; human seats stay human. */
export function withSettingsBots(seats: readonly string[], settings: Settings): string[] {
  const bots = settings.bots;
  if (bots === null) return [...seats];
  return seats.map((kind, seat) => (seat === 0 || kind === 'human' ? kind : (bots[seat - 1] ?? kind)));
}

/** A match target must be a positive whole number; anything else means a single deal. */
export function parseTarget(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}
