// What a new local game is made of, read from the element's attributes and the player's settings: who sits where
// (`seats`) and the match target (`target`). The seed is in seeds.ts.

import { type Players, isPlayers } from '@birimba/engine';
import type { Settings } from '../game/settings.js';

export const DEFAULT_SEATS = 'human normal normal normal';

/** The settings' bot that plays `seat` (1..players-1): its own, or with six players its partner's (seat 4 as 1, 5 as 2). */
const settingsSlot = (seat: number): number => ((seat - 1) % 3) + 1;

/**
 * The seat kinds of a table of `players` (four by default) from the `seats` attribute or `newGame({ seats })`: the
 * first `players` kinds given; missing ones are filled in — seat 0 human, with six players seats 4 and 5 as their
 * partners 1 and 2 (`seats="human expert greedy classic"` seats two experts and two greedy bots), else classic.
 */
export function parseSeats(value: readonly string[] | string | null | undefined, players: Players = 4): string[] {
  const list = (typeof value === 'string' ? value.trim().split(/\s+/) : [...(value ?? [])]).map((s) =>
    s === '' ? 'classic' : s,
  );
  const seats: string[] = [];
  for (let i = 0; i < players; i++)
    seats.push(list[i] ?? (i === 0 ? 'human' : i >= 4 ? (seats[settingsSlot(i)] as string) : 'classic'));
  return seats;
}

/** Bot seats get the bots of the settings (seats 4 and 5 of six those of 1 and 2); human seats stay human. */
export function withSettingsBots(seats: readonly string[], settings: Settings): string[] {
  const bots = settings.bots;
  if (bots === null) return [...seats];
  return seats.map((kind, seat) => (seat === 0 || kind === 'human' ? kind : (bots[settingsSlot(seat) - 1] ?? kind)));
}

/** The number of players of new games from the `players` attribute: 2, 4 or 6, else null (the rules' default). */
export function parsePlayers(value: unknown): Players | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return isPlayers(n) ? n : null;
}

/** A match target must be a positive whole number; anything else means a single deal. */
export function parseTarget(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}
