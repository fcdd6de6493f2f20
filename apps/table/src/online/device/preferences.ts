// What this device remembers of a person's online choices, beside the seat tokens in its localStorage: whether the
// table's phrases are shown, and how the player's turn is told (a sound, a vibration, a system notification). One
// entry, read whole and checked field by field; a damaged or foreign one gives the defaults.

import type { KeyValueStorage } from '../room/seat-tokens.js';

export interface OnlinePreferences {
  /** The table's phrases and emotes are shown (by the seats and in the log). */
  readonly phrases: boolean;
  /** A short sound when it becomes the player's turn. */
  readonly turnSound: boolean;
  /** A vibration when it becomes the player's turn (phones). */
  readonly turnVibrate: boolean;
  /** A system notification when it becomes the player's turn while the page is hidden (the browser asks first). */
  readonly turnNotify: boolean;
}

/** Sound and vibration on, as a player away from the screen needs them; a notification only when asked for. */
export const DEFAULT_PREFERENCES: OnlinePreferences = Object.freeze({
  phrases: true,
  turnSound: true,
  turnVibrate: true,
  turnNotify: false,
});

/** The localStorage key (the seat tokens' prefix, `birimba-online`). */
export const PREFERENCES_KEY = 'birimba-online-preferences';

/** Preferences from untrusted data: each known field that is a boolean, the defaults for the rest. */
export function readPreferences(text: string | null): OnlinePreferences {
  let value: unknown;
  try {
    value = text === null ? null : JSON.parse(text);
  } catch {
    value = null;
  }
  const record = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const chosen = Object.fromEntries(
    Object.keys(DEFAULT_PREFERENCES).flatMap((key) => (typeof record[key] === 'boolean' ? [[key, record[key]]] : [])),
  );
  return { ...DEFAULT_PREFERENCES, ...chosen };
}

export class Preferences {
  private current: OnlinePreferences | null = null;

  constructor(private readonly storage: () => KeyValueStorage | null) {}

  /** The preferences now (read once from the device). */
  get value(): OnlinePreferences {
    if (this.current === null) {
      let text: string | null = null;
      try {
        text = this.storage()?.getItem(PREFERENCES_KEY) ?? null;
      } catch {
        // a storage the page may not read: the defaults
      }
      this.current = readPreferences(text);
    }
    return this.current;
  }

  /** Changes some preferences, remembered on the device (when it lets the page write). */
  set(change: Partial<OnlinePreferences>): void {
    this.current = { ...this.value, ...change };
    try {
      this.storage()?.setItem(PREFERENCES_KEY, JSON.stringify(this.current));
    } catch {
      // kept for this page only
    }
  }
}
