// An account's month of rated play (migration 0006's `month_ratings`), for the boards of "this month": written again
// from its counted rating changes in the transaction that rates a match (rating-store.ts' `rateMatch`), so that a
// month's board is read from one index instead of gathered from every change of the month.

import type { MatchForm } from '@birimba/protocol';
import type { Sql } from '../db/database.js';

/** A UTC month: its first instant and the next month's, as ISO 8601, and its name `YYYY-MM`. */
export interface Month {
  readonly start: string;
  readonly end: string;
  readonly name: string;
}

/** The UTC month of the time `ms`. */
export function monthOf(ms: number): Month {
  const at = new Date(ms);
  const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
  const end = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1);
  return {
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    name: new Date(start).toISOString().slice(0, 7),
  };
}

/**
 * Writes again the month of `endedAt` of each of `accounts` in `form`, from their counted changes of the month: the
 * rating after the last, how many, and their counted matches in all. Called once a match's changes are written: every
 * change it wrote or counted (a player's waiting first matches) is of the time the match ended. An account without a
 * counted change in the month gets no row.
 */
export async function refreshMonths(
  tx: Sql,
  form: MatchForm,
  accounts: readonly string[],
  endedAt: number,
): Promise<void> {
  const month = monthOf(endedAt);
  await tx.query(
    `INSERT INTO month_ratings (account_id, form, month, rating, matches, total)
     SELECT c.account_id, c.form, ($3::timestamptz AT TIME ZONE 'UTC')::date,
            (array_agg(c.display_after ORDER BY c.at DESC, c.ended_at DESC, c.match_id DESC))[1], count(*), r.matches
     FROM rating_changes c JOIN ratings r ON r.account_id = c.account_id AND r.form = c.form
     WHERE c.account_id = ANY($1::text[]) AND c.form = $2 AND c.counted AND c.at >= $3 AND c.at < $4
     GROUP BY c.account_id, c.form, r.matches
     ON CONFLICT (account_id, form, month) DO UPDATE
       SET rating = excluded.rating, matches = excluded.matches, total = excluded.total`,
    [accounts, form, month.start, month.end],
  );
}
