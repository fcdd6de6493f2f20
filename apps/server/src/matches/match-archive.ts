// The archive of finished matches on the database: a match recorded once with its players and the statistics it adds
// to each account in it, all in one transaction (recorded again — a resent end, a restore, an outbox drained twice —
// it changes nothing); and a player's matches newest first, page by page (match-reads.ts reads them, and one match,
// in the protocol's shapes).

import type { MatchForm, MatchOutcome } from '@birimba/protocol';
import type { Database, Sql } from '../db/database.js';
import { rateMatch } from '../ratings/rating-store.js';
import type { KeptMatch } from './kept-match.js';
import { type MatchStats, type SeatStats, matchStats } from './match-stats.js';

/**
 * Records a finished match: its row, only when it is new its players, and the statistics of each account in it — in
 * one transaction. Its `stats` are read from its log by replaying it through the engine (`matchStats`), unless given.
 * Resolves true when this call recorded it, false when it was recorded already. Refused with the database's
 * `DatabaseError` (nothing written).
 */
export async function recordMatch(
  db: Database,
  match: KeptMatch,
  stats: MatchStats = matchStats(match.log),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO matches (id, form, rules, target, started_at, ended_at, deals, scores, deal_scores, winner,
                            stand_in, log)
       VALUES ($1, $2, $3::jsonb, $4, to_timestamp($5::double precision / 1000),
               to_timestamp($6::double precision / 1000), $7, $8::int[], $9::jsonb, $10, $11, $12::jsonb)
       ON CONFLICT (id) DO NOTHING
       RETURNING id`,
      [
        match.id,
        stats.form,
        JSON.stringify(match.log.rules),
        match.log.rules.matchTarget,
        match.startedAt,
        match.endedAt,
        stats.deals,
        stats.teams.map((t) => t.score),
        JSON.stringify(stats.teams.map((t) => t.deals)),
        stats.winner,
        stats.seats.some((s) => s.standIn),
        JSON.stringify(match.log),
      ],
    );
    if (inserted.length === 0) return false;
    for (const seat of stats.seats) await insertPlayer(tx, match, seat);
    for (const [account, seat] of accountSeats(match, stats)) await addStats(tx, match, stats, account, seat);
    await rateMatch(tx, match, stats);
    return true;
  });
}

/**
 * Adds a seat of a new match. A person's name is the one they played under: the room's seat's, from their join, which
 * the room writes into the log's seat as `player` (room-model.ts' start). A log that names no one there (the format
 * lets it) is stored under the account's name of the moment, or a guest's seat number — never the seat's kind.
 */
async function insertPlayer(tx: Sql, match: KeptMatch, seat: SeatStats): Promise<void> {
  const bot = seat.player.kind !== 'human';
  await tx.query(
    `INSERT INTO match_players (match_id, seat, team, account_id, name, bot_level, outcome, won, score,
                                birimbas_clean, birimbas_dirty, closings, stand_in_share, ended_at)
     VALUES ($1, $2, $3, $4::text, COALESCE($5::text, (SELECT name FROM accounts WHERE id = $4::text), $15::text),
             $6, $7, $8, $9, $10, $11, $12, $13, to_timestamp($14::double precision / 1000))`,
    [
      match.id,
      seat.seat,
      seat.team,
      bot ? null : (match.accounts[seat.seat] ?? null),
      bot ? seat.player.name : (seat.player.player ?? null),
      bot ? seat.player.name : null,
      seat.outcome,
      seat.outcome === 'won',
      seat.score,
      seat.birimbas.clean,
      seat.birimbas.dirty,
      seat.closings,
      seat.moves === 0 ? 0 : seat.servedMoves / seat.moves,
      match.endedAt,
      `Player ${String(seat.seat + 1)}`,
    ],
  );
}

/** Each account of the match with its seat: its first, should one account sit at two seats (two devices), so that
 * a match counts once for it. */
function accountSeats(match: KeptMatch, stats: MatchStats): Map<string, SeatStats> {
  const seats = new Map<string, SeatStats>();
  for (const seat of stats.seats) {
    const account = seat.player.kind === 'human' ? (match.accounts[seat.seat] ?? null) : null;
    if (account !== null && !seats.has(account)) seats.set(account, seat);
  }
  return seats;
}

/** Adds a match to an account's statistics of its form; its best match is the first of the highest score. */
async function addStats(tx: Sql, match: KeptMatch, stats: MatchStats, account: string, seat: SeatStats) {
  await tx.query(
    `INSERT INTO account_stats AS s (account_id, form, matches, won, drawn, deals, score_sum, birimbas_clean,
                                     birimbas_dirty, closings, best_match_id, best_score)
     VALUES ($1, $2, 1, $3, $11, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (account_id, form) DO UPDATE SET
       matches = s.matches + 1,
       won = s.won + EXCLUDED.won,
       drawn = s.drawn + EXCLUDED.drawn,
       deals = s.deals + EXCLUDED.deals,
       score_sum = s.score_sum + EXCLUDED.score_sum,
       birimbas_clean = s.birimbas_clean + EXCLUDED.birimbas_clean,
       birimbas_dirty = s.birimbas_dirty + EXCLUDED.birimbas_dirty,
       closings = s.closings + EXCLUDED.closings,
       best_match_id = CASE WHEN EXCLUDED.best_score > s.best_score THEN EXCLUDED.best_match_id ELSE s.best_match_id END,
       best_score = GREATEST(s.best_score, EXCLUDED.best_score),
       updated_at = now()`,
    [
      account,
      stats.form,
      seat.outcome === 'won' ? 1 : 0,
      stats.deals,
      seat.score,
      seat.birimbas.clean,
      seat.birimbas.dirty,
      seat.closings,
      match.id,
      seat.score,
      seat.outcome === 'drawn' ? 1 : 0,
    ],
  );
}

/** One match of a player's history, as the account played it. */
export interface HistoryEntry {
  readonly match: string;
  readonly form: MatchForm;
  readonly endedAt: number;
  readonly seat: number;
  readonly team: number;
  readonly outcome: MatchOutcome;
  readonly score: number;
  /** Each team's final score, by team. */
  readonly scores: readonly number[];
}

/** Where a history page ends: the next page begins after it. */
export interface HistoryCursor {
  readonly endedAt: number;
  readonly match: string;
}

/** A page of a player's history. */
export interface HistoryPage {
  readonly matches: readonly HistoryEntry[];
  /** The cursor of the next page; null when there is none. */
  readonly next: HistoryCursor | null;
}

/** An account's matches, newest first, `size` of them after `after` (keyset: a page never shifts when matches are
 * added meanwhile). */
export async function historyPage(
  db: Sql,
  account: string,
  size: number,
  after: HistoryCursor | null = null,
): Promise<HistoryPage> {
  const rows = await db.query<{
    match: string;
    form: number;
    ended_ms: number;
    seat: number;
    team: number;
    outcome: MatchOutcome;
    score: number;
    scores: number[];
  }>(
    `SELECT p.match_id AS match, m.form, (extract(epoch FROM p.ended_at) * 1000)::bigint AS ended_ms, p.seat, p.team,
            p.outcome, p.score, m.scores
     FROM match_players p JOIN matches m ON m.id = p.match_id
     WHERE p.account_id = $1
       AND ($2::bigint IS NULL OR (p.ended_at, p.match_id) < (to_timestamp($2::double precision / 1000), $3::text))
     ORDER BY p.ended_at DESC, p.match_id DESC
     LIMIT $4`,
    [account, after?.endedAt ?? null, after?.match ?? '', size + 1],
  );
  const matches = rows.slice(0, size).map((r): HistoryEntry => ({
    match: r.match,
    form: r.form as MatchForm,
    endedAt: r.ended_ms,
    seat: r.seat,
    team: r.team,
    outcome: r.outcome,
    score: r.score,
    scores: r.scores,
  }));
  const last = matches.at(-1);
  return {
    matches,
    next: rows.length > size && last !== undefined ? { endedAt: last.endedAt, match: last.match } : null,
  };
}
