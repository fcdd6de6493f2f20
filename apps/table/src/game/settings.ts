// The player's settings: the three AI seats' difficulty, the rule variants, the speed and the language. Saved with
// the game under `storage-key`; a change applies from the next deal (speed and language at once).

import { LEVEL_NAMES } from '@birimba/ai';
import {
  type Locale,
  type Players,
  type RuleFieldInfo,
  type RuleSet,
  LOCALES,
  PLAYER_COUNTS,
  RULE_INFO,
  requirePlayers,
  resolveRules,
} from '@birimba/engine';

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant'];
/** Milliseconds between a bot's actions at each speed. */
export const SPEED_DELAY: Readonly<Record<Speed, number>> = { slow: 1500, normal: 900, fast: 400, instant: 0 };

/** The registry's difficulty levels (`@birimba/ai`'s `LEVEL_NAMES`), when it has them; else the bots by name. */
export const LEVELS: readonly string[] = LEVEL_NAMES;
export const BOT_NAMES: readonly string[] = ['random', 'greedy', 'classic'];

export interface Settings {
  /** The bot of seats 1, 2 and 3 (East, North, West), as a registry name; with six players seats 4 and 5 play as
   * their partners 1 and 2, with two seat 1 as East. Null: the `seats` attribute's. */
  readonly bots: readonly [string, string, string] | null;
  /** Rule-set fields chosen by the player (only those that differ from the defaults need be present). */
  readonly rules: Readonly<Partial<Record<keyof RuleSet, unknown>>>;
  /** Null: the `ai-delay` attribute. */
  readonly speed: Speed | null;
  /** Null: the `lang` attribute. */
  readonly lang: Locale | null;
  /** The coach on or off; absent or null: the `coach` attribute. */
  readonly coach?: boolean | null;
}

export const NO_SETTINGS: Settings = Object.freeze({ bots: null, rules: Object.freeze({}), speed: null, lang: null });

/** What the difficulty choice offers, from the names the AI registry has (`botKinds()`). */
export function difficultyChoices(kinds: readonly string[]): string[] {
  if (LEVELS.every((level) => kinds.includes(level))) return [...LEVELS];
  const named = BOT_NAMES.filter((name) => kinds.includes(name));
  return named.length > 0 ? named : [...kinds];
}

const BOT = /^[a-z][a-z0-9:=._-]{0,63}$/i;

/** The numbers of players the table seats: two head to head, four or six in partnerships (the engine's forms). */
export const TABLE_PLAYERS: readonly Players[] = PLAYER_COUNTS;

/** The rules the table offers: every field of the engine's `RULE_INFO`, the number of players included. */
export const TABLE_RULE_INFO: readonly RuleFieldInfo[] = RULE_INFO;

/** Settings from untrusted data (a save): checked whole; null if any part is off. Rules go through the engine's
 * `resolveRules`, so an unknown or ill-typed rule refuses the whole. */
export function readSettings(value: unknown): Settings | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const bots = v.bots;
  if (
    bots !== null &&
    !(Array.isArray(bots) && bots.length === 3 && bots.every((b) => typeof b === 'string' && BOT.test(b)))
  )
    return null;
  if (v.speed !== null && !SPEEDS.includes(v.speed as Speed)) return null;
  if (v.lang !== null && !LOCALES.includes(v.lang as Locale)) return null;
  if (v.coach !== undefined && v.coach !== null && typeof v.coach !== 'boolean') return null;
  const rules = v.rules;
  if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) return null;
  try {
    requirePlayers(resolveRules(rules), TABLE_PLAYERS, 'the table');
  } catch {
    return null;
  }
  const known = new Set<string>(RULE_INFO.map((i) => i.field));
  const picked: Record<string, unknown> = {};
  for (const [field, val] of Object.entries(rules)) if (known.has(field)) picked[field] = val;
  return {
    bots: bots === null ? null : [String(bots[0]), String(bots[1]), String(bots[2])],
    rules: picked,
    speed: v.speed as Speed | null,
    lang: v.lang as Locale | null,
    ...(typeof v.coach === 'boolean' ? { coach: v.coach } : {}),
  };
}
