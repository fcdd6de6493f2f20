// Ratings, as the table reads them and the server says them, named once: why a room's match will not be rated (the
// lobby says so before Start), how a rated match changed a player's rating (the profile's history), and a player's
// rating in one form of the game.

import type { Players } from '@birimba/engine';
import { DEFAULT_TARGET } from './constants.js';

/**
 * Why a room's next match will not be rated (`PublicRoomState.unrated`), in the order a lobby names them:
 * - `off`: the host has not made the room rated (`settings` with `rated: true`; a new room is not);
 * - `bot-seat`: a seat is empty or a bot's (a bot takes every empty seat at Start) — a rated match is people only;
 * - `no-account`: a person at the table is not signed in;
 * - `same-account`: one account sits at two seats;
 * - `custom-rules`: a rule other than the standard ones (every rule as `rules.md` has it; who plays first may vary);
 * - `lowered-target`: the match target is below `RATED_TARGET`, or one deal.
 */
export const UNRATED_REASONS = [
  'off',
  'bot-seat',
  'no-account',
  'same-account',
  'custom-rules',
  'lowered-target',
] as const;

/** Why a room's next match will not be rated (`UNRATED_REASONS`). */
export type UnratedReason = (typeof UNRATED_REASONS)[number];

/** The lowest match target a rated match is played to: the default of a new room, in every form. */
export const RATED_TARGET = DEFAULT_TARGET;

/** A player's rating in a new form, before any rated match. */
export const START_RATING = 1500;

/** The rated matches of a form during which a rating is provisional (its uncertainty still large). */
export const PROVISIONAL_MATCHES = 10;

/**
 * How a rated match counted for a player (`RatingChange.reason`):
 * - `played`: as it ended;
 * - `left`: the player left it, or a stand-in played more than a third of their moves: counted as lost;
 * - `partner-left`: a partner left it: it did not count for the player (their rating as it was);
 * - `daily-limit`: the same players had already played `SAME_PLAYERS_DAILY` rated matches together that day (UTC): it
 *   counted for nobody;
 * - `first-matches`: one of the player's first `FIRST_MATCHES` rated matches of the form: it counts once the last of
 *   them is played, all of them then, in order (until then `counted` is false).
 */
export const RATING_CHANGE_REASONS = ['played', 'left', 'partner-left', 'daily-limit', 'first-matches'] as const;

/** How a rated match counted for a player (`RATING_CHANGE_REASONS`). */
export type RatingChangeReason = (typeof RATING_CHANGE_REASONS)[number];

/** The rated matches the same set of accounts counts together in a day (UTC); those after count for nobody. */
export const SAME_PLAYERS_DAILY = 5;

/** A new account's first rated matches of a form that count only once the last of them is played. */
export const FIRST_MATCHES = 3;

/** One rated match in a player's history of their rating. */
export interface RatingChange {
  /** The match's id (`ACCOUNT_ROUTES.match`). */
  readonly match: string;
  /** When it changed the rating (ISO 8601): the match's end, or for `first-matches` the end of the last of them. */
  readonly at: string;
  /** The rating before it. */
  readonly before: number;
  /** The rating after it (the same as before when it did not count). */
  readonly after: number;
  /** Whether it changed the rating (false: `partner-left`, `daily-limit`, or `first-matches` still waiting). */
  readonly counted: boolean;
  /** How it counted. */
  readonly reason: RatingChangeReason;
}

/** A player's rating in one form (`PlayerProfile.ratings`). */
export interface FormRating {
  /** The number of players (`MatchForm`). */
  readonly form: Players;
  /** The rating: `START_RATING` at the start, on the scale apps/server/README.md describes. */
  readonly rating: number;
  /** Fewer than `PROVISIONAL_MATCHES` rated matches counted: the rating is still uncertain. */
  readonly provisional: boolean;
  /** The rated matches that counted. */
  readonly matches: number;
  /** Every rated match of the form, oldest first. */
  readonly history: readonly RatingChange[];
}
