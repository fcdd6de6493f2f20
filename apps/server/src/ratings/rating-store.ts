// Ratings on the database (migration 0005-ratings.sql): a rated match's changes written in the transaction that records
// the match (match-archive.ts calls `rateMatch` once the match's row is new), and an account's ratings read back for
// its profile. What a match does to whom is rating-rules.ts'; here is only reading, locking and writing it.

import type { FormRating, MatchForm, RatingChangeReason } from '@birimba/protocol';
import type { Sql } from '../db/database.js';
import type { KeptMatch } from '../matches/kept-match.js';
import type { MatchStats } from '../matches/match-stats.js';
import { refreshMonths } from './leaderboard-months.js';
import {
  type CountedSeat,
  NEW_SKILL,
  type RatedSeat,
  type Skill,
  type WaitingMatch,
  applyWaiting,
  countSeats,
  displayRating,
  isLeaver,
  isProvisional,
  placesOf,
  rateSeats,
} from './rating-rules.js';

/** A rated seat with its account. */
interface AccountSeat extends CountedSeat {
  readonly seat: number;
  readonly account: string;
}

/**
 * Rates a match just recorded, in the transaction `tx` that records it: nothing when it was not rated, or when not
 * every seat is a different account (the room rates only such matches; a record says so again). The accounts' rows are
 * locked, in the order of their ids, so that two matches of one player recorded at once by two processes are rated
 * one after the other.
 */
export async function rateMatch(tx: Sql, match: KeptMatch, stats: MatchStats): Promise<void> {
  if (match.rated !== true) return;
  const accounts = stats.seats.map((s) => (s.player.kind === 'human' ? (match.accounts[s.seat] ?? null) : null));
  const known = accounts.filter((a) => a !== null);
  if (known.length < accounts.length || new Set(known).size < known.length) return;
  const form = stats.form;
  const skills = await lockedSkills(tx, form, known);
  const places = placesOf(stats.teams.map((t) => t.score));
  const leavers = new Set(match.leavers ?? []);
  const seats = stats.seats.map((s, i): AccountSeat => {
    const account = known[i] ?? '';
    const held = skills.get(account);
    return {
      seat: s.seat,
      account,
      team: s.team,
      place: places[s.team] ?? 0,
      left: isLeaver({ left: leavers.has(s.seat), moves: s.moves, servedMoves: s.servedMoves }),
      skill: held?.skill ?? NEW_SKILL,
      counted: held?.matches ?? 0,
      waiting: held?.waiting ?? 0,
    };
  });
  const players = [...known].sort().join(' ');
  const day = new Date(match.endedAt).toISOString().slice(0, 10);
  const counts = countSeats(seats, await countedToday(tx, players, day));
  // A player's waiting first matches are applied before this one, which is then rated from where they left them.
  const rated: AccountSeat[] = [];
  for (const [i, seat] of seats.entries())
    rated.push(
      counts[i]?.applyWaiting === true ? { ...seat, skill: await applyFirstMatches(tx, seat, form, match) } : seat,
    );
  const after = rateSeats(rated);
  const changes: Change[] = [];
  const saved: SavedSkill[] = [];
  for (const [i, seat] of rated.entries()) {
    const count = counts[i];
    if (count === undefined) continue;
    const skill = count.counted ? (after[i] ?? seat.skill) : seat.skill;
    changes.push({
      seat: seats[i] ?? seat,
      before: seat.skill,
      after: skill,
      counted: count.counted,
      reason: count.reason,
    });
    if (count.counted) saved.push({ account: seat.account, skill, added: count.applyWaiting ? seat.waiting + 1 : 1 });
  }
  // One statement each for every seat's row and every skill that moved: a match's rating is a few round trips.
  await insertChanges(tx, match, form, changes);
  await saveSkills(tx, form, saved);
  await tx.query(
    `INSERT INTO rated_matches (match_id, form, players, day, counted) VALUES ($1, $2, $3, $4::date, $5)`,
    [match.id, form, players, day, counts.every((c) => c.reason !== 'daily-limit')],
  );
  await refreshMonths(tx, form, known, match.endedAt);
}

/**
 * Each account's skill, counted matches and first matches still waiting in the form, its row made when new and locked
 * for the transaction.
 */
async function lockedSkills(
  tx: Sql,
  form: MatchForm,
  accounts: readonly string[],
): Promise<Map<string, { skill: Skill; matches: number; waiting: number }>> {
  const sorted = [...accounts].sort();
  await tx.query(
    `INSERT INTO ratings (account_id, form, mu, sigma)
     SELECT a, $2, $3, $4 FROM unnest($1::text[]) AS a
     ON CONFLICT (account_id, form) DO NOTHING`,
    [sorted, form, NEW_SKILL.mu, NEW_SKILL.sigma],
  );
  const rows = await tx.query<{ account_id: string; mu: number; sigma: number; matches: number; waiting: number }>(
    `SELECT r.account_id, r.mu, r.sigma, r.matches,
            (SELECT count(*)::int FROM rating_changes c
             WHERE c.account_id = r.account_id AND c.form = r.form AND c.reason = 'first-matches' AND NOT c.counted)
              AS waiting
     FROM ratings r
     WHERE r.form = $1 AND r.account_id = ANY($2::text[]) ORDER BY r.account_id FOR UPDATE OF r`,
    [form, sorted],
  );
  return new Map(
    rows.map((r) => [r.account_id, { skill: { mu: r.mu, sigma: r.sigma }, matches: r.matches, waiting: r.waiting }]),
  );
}

/** The rated matches the same set of accounts counted together on a UTC day. */
async function countedToday(tx: Sql, players: string, day: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM rated_matches WHERE players = $1 AND day = $2::date AND counted`,
    [players, day],
  );
  return row?.n ?? 0;
}

/** Applies `seat`'s waiting first matches in order, each row rewritten as it counts now; the skill they leave. */
async function applyFirstMatches(tx: Sql, seat: AccountSeat, form: MatchForm, match: KeptMatch): Promise<Skill> {
  const rows = await tx.query<{
    match_id: string;
    seat: number;
    account_id: string;
    team: number;
    place: number;
    left_match: boolean;
    mu_before: number;
    sigma_before: number;
  }>(
    `SELECT c.match_id, c.seat, c.account_id, c.team, c.place, c.left_match, c.mu_before, c.sigma_before
     FROM rating_changes c
     JOIN rating_changes w ON w.match_id = c.match_id
     WHERE w.account_id = $1 AND w.form = $2 AND w.reason = 'first-matches' AND NOT w.counted
     ORDER BY w.ended_at, w.match_id, c.seat`,
    [seat.account, form],
  );
  // The rows come match by match, in the order the matches ended: a Map keeps that order.
  const byMatch = new Map<string, { seats: RatedSeat[]; seat: number }>();
  for (const row of rows) {
    const waited = byMatch.get(row.match_id) ?? { seats: [], seat: -1 };
    byMatch.set(row.match_id, waited);
    if (row.account_id === seat.account) waited.seat = waited.seats.length;
    waited.seats.push({
      team: row.team,
      place: row.place,
      left: row.left_match,
      skill: { mu: row.mu_before, sigma: row.sigma_before },
    });
  }
  const matches = [...byMatch].map(([id, waited]): WaitingMatch & { id: string } => ({ id, ...waited }));
  const after = applyWaiting(seat.skill, matches);
  let before = seat.skill;
  for (const [i, waited] of matches.entries()) {
    const skill = after[i] ?? before;
    await tx.query(
      `UPDATE rating_changes SET mu_after = $3, sigma_after = $4, display_before = $5, display_after = $6,
              counted = true, at = to_timestamp($7::double precision / 1000)
       WHERE match_id = $1 AND account_id = $2`,
      [waited.id, seat.account, skill.mu, skill.sigma, displayRating(before), displayRating(skill), match.endedAt],
    );
    before = skill;
  }
  return before;
}

/** What a match did to one seat's player: the skill the match saw (`seat.skill`), before and after it. */
interface Change {
  readonly seat: AccountSeat;
  readonly before: Skill;
  readonly after: Skill;
  readonly counted: boolean;
  readonly reason: RatingChangeReason;
}

/** Every seat's row of what the match did to its player, in one statement. */
async function insertChanges(tx: Sql, match: KeptMatch, form: MatchForm, changes: readonly Change[]): Promise<void> {
  if (changes.length === 0) return;
  const column = <T>(pick: (c: Change) => T): T[] => changes.map(pick);
  await tx.query(
    `INSERT INTO rating_changes (match_id, seat, account_id, form, team, place, left_match, mu_before, sigma_before,
                                 mu_after, sigma_after, display_before, display_after, counted, reason, at, ended_at)
     SELECT $1, c.seat, c.account, $2, c.team, c.place, c.left_match, c.mu_before, c.sigma_before, c.mu_after,
            c.sigma_after, c.display_before, c.display_after, c.counted, c.reason,
            to_timestamp($3::double precision / 1000), to_timestamp($3::double precision / 1000)
     FROM unnest($4::smallint[], $5::text[], $6::smallint[], $7::smallint[], $8::boolean[], $9::float8[],
                 $10::float8[], $11::float8[], $12::float8[], $13::integer[], $14::integer[], $15::boolean[],
                 $16::text[])
       AS c(seat, account, team, place, left_match, mu_before, sigma_before, mu_after, sigma_after, display_before,
            display_after, counted, reason)`,
    [
      match.id,
      form,
      match.endedAt,
      column((c) => c.seat.seat),
      column((c) => c.seat.account),
      column((c) => c.seat.team),
      column((c) => c.seat.place),
      column((c) => c.seat.left),
      // The skill the match saw: a player's waiting first matches applied just now are not what the others met.
      column((c) => c.seat.skill.mu),
      column((c) => c.seat.skill.sigma),
      column((c) => c.after.mu),
      column((c) => c.after.sigma),
      column((c) => displayRating(c.before)),
      column((c) => displayRating(c.after)),
      column((c) => c.counted),
      column((c) => c.reason),
    ],
  );
}

/** An account's skill in a form after matches that counted (`added` of them). */
interface SavedSkill {
  readonly account: string;
  readonly skill: Skill;
  readonly added: number;
}

/** The skills that moved, in one statement (their rows locked by `lockedSkills`). */
async function saveSkills(tx: Sql, form: MatchForm, saved: readonly SavedSkill[]): Promise<void> {
  if (saved.length === 0) return;
  await tx.query(
    `UPDATE ratings r SET mu = u.mu, sigma = u.sigma, matches = r.matches + u.added, updated_at = now()
     FROM unnest($2::text[], $3::float8[], $4::float8[], $5::integer[]) AS u(account_id, mu, sigma, added)
     WHERE r.account_id = u.account_id AND r.form = $1`,
    [
      form,
      saved.map((s) => s.account),
      saved.map((s) => s.skill.mu),
      saved.map((s) => s.skill.sigma),
      saved.map((s) => s.added),
    ],
  );
}

/** An account's rating in each form it played rated, with its history, oldest first. */
export async function formRatings(db: Sql, account: string): Promise<FormRating[]> {
  const ratings = await db.query<{ form: number; mu: number; sigma: number; matches: number }>(
    `SELECT form, mu, sigma, matches FROM ratings WHERE account_id = $1 ORDER BY form`,
    [account],
  );
  const changes = await db.query<{
    form: number;
    match_id: string;
    at_ms: number;
    display_before: number;
    display_after: number;
    counted: boolean;
    reason: RatingChangeReason;
  }>(
    `SELECT form, match_id, (extract(epoch FROM at) * 1000)::bigint AS at_ms, display_before, display_after, counted,
            reason
     FROM rating_changes WHERE account_id = $1 ORDER BY form, ended_at, match_id`,
    [account],
  );
  return ratings.map((r) => ({
    form: r.form as MatchForm,
    rating: displayRating(r),
    provisional: isProvisional(r.matches),
    matches: r.matches,
    history: changes
      .filter((c) => c.form === r.form)
      .map((c) => ({
        match: c.match_id,
        at: new Date(Number(c.at_ms)).toISOString(),
        before: c.display_before,
        after: c.display_after,
        counted: c.counted,
        reason: c.reason,
      })),
  }));
}
