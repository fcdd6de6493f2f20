// Leaderboards over HTTP, as the table asks and the server answers: a form's board of all time or of this month, its
// top and the asker's own place among the ten around it. Who is on a board and how it is ordered is said here once;
// apps/server/README.md (Leaderboards) tells why. An account hides itself with its profile's privacy
// (`ProfilePrivacy.leaderboards`).

import type { AccountMethod } from './accounts.js';
import type { MatchForm } from './account-shapes.js';

/**
 * The board's periods:
 * - `all`: every rated match, ranked by the rating as it is now;
 * - `month`: the current month (UTC) — the accounts with a rated match that counted in it, ranked by their rating
 *   after the last of them, `matches` those that counted in it.
 */
export const LEADERBOARD_PERIODS = ['all', 'month'] as const;

/** A board's period (`LEADERBOARD_PERIODS`). */
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/**
 * Whose board: `all` — every account shown on boards; `friends` — the asker and their friends only (it needs a key:
 * 401 without), the same rules of who is on it and in which order, ranked within it.
 */
export const LEADERBOARD_BOARDS = ['all', 'friends'] as const;

/** Whose board (`LEADERBOARD_BOARDS`). */
export type LeaderboardBoard = (typeof LEADERBOARD_BOARDS)[number];

/** How many rows a board's top holds. */
export const LEADERBOARD_TOP = 100;

/** How many rows around the asker's own a page gives: as many above as below, fewer only at an end of the board. */
export const LEADERBOARD_AROUND = 10;

/**
 * Every leaderboard route (Express notation); `key` as in `ACCOUNT_ROUTES`: `false`, a key when sent names the asker,
 * whose own place the page then gives. A read counts with the players' reads of its address (429 `rate-limited`).
 * A refusal is an `AccountError` of `ACCOUNT_ERRORS`: `bad-request` for a form or a period not on the lists.
 */
export const LEADERBOARD_ROUTES = {
  /** A form's board (`LeaderboardPage`): `:form` 2, 4 or 6; `?period=all` (the default) or `month`; `?board=all` (the
   * default) or `friends` (with a key only: 401 `unauthorized` without one). */
  leaderboard: { method: 'GET', path: '/api/leaderboards/:form', key: false },
} as const satisfies Readonly<
  Record<string, { readonly method: AccountMethod; readonly path: string; readonly key: boolean }>
>;

/** What a leaderboard route does: a key of `LEADERBOARD_ROUTES`. */
export type LeaderboardRoute = keyof typeof LEADERBOARD_ROUTES;

/**
 * One row of a board. Only accounts with `PROVISIONAL_MATCHES` rated matches of the form or more are on it, never a
 * hidden or a deleted one. Rows are ordered by rating, then by `matches` (more first), then by handle; `rank` is one
 * more than the rows with a higher rating or the same rating and more matches: equal in both, equal rank.
 */
export interface LeaderboardEntry {
  /** The place, from 1. */
  readonly rank: number;
  /** The player's handle (`ACCOUNT_ROUTES.player`). */
  readonly handle: string;
  /** The player's name. */
  readonly name: string;
  /** The player's avatar's id, or null for none. */
  readonly avatar: string | null;
  /** The rating (`FormRating.rating`): now (`all`), or after the player's last counted match of the month. */
  readonly rating: number;
  /** The rated matches of the form that counted: all of them (`all`), or those of the month. */
  readonly matches: number;
}

/** A board's page (`leaderboard`). */
export interface LeaderboardPage {
  /** The number of players. */
  readonly form: MatchForm;
  /** All time or this month. */
  readonly period: LeaderboardPeriod;
  /** Everyone's, or the asker's and their friends'. */
  readonly board: LeaderboardBoard;
  /** The month of a `month` board, `YYYY-MM` (UTC); null for `all`. */
  readonly month: string | null;
  /** The first `LEADERBOARD_TOP` rows. */
  readonly top: readonly LeaderboardEntry[];
  /** The asker's own row with `LEADERBOARD_AROUND` around it, in order; null without a key or when the asker is not
   * on the board. */
  readonly around: readonly LeaderboardEntry[] | null;
  /** The asker's rank; `hidden` when they hide from boards (they are on none); null without a key or when they are
   * not on the board (too few rated matches, none this month). */
  readonly you: number | 'hidden' | null;
}

/** The path of a form's board: `/api/leaderboards/4?period=month&board=friends` (`all` says neither). */
export function leaderboardPath(
  form: MatchForm,
  period: LeaderboardPeriod = 'all',
  board: LeaderboardBoard = 'all',
): string {
  const path = LEADERBOARD_ROUTES.leaderboard.path.replace(':form', String(form));
  const query = [period === 'all' ? '' : `period=${period}`, board === 'all' ? '' : `board=${board}`].filter(Boolean);
  return query.length === 0 ? path : `${path}?${query.join('&')}`;
}
