// What a profile reads of the archive, in the protocol's shapes: an account's statistics per form, its matches newest
// first a page at a time, one match with its log, and every match of an account for its export. Who played a seat
// reads as the account's handle today, a former player once that account is deleted, a guest's name or a bot's level.

import type {
  FormStatistics,
  MatchDetail,
  MatchForm,
  MatchOutcome,
  MatchSeat,
  MatchSummary,
  MatchTeam,
  PlayedMatch,
  SeatPlayer,
  Visibility,
} from '@birimba/protocol';
import type { GameLog } from '@birimba/game-log';
import type { Sql } from '../db/database.js';
import { type HistoryCursor, historyPage } from './match-archive.js';

/** A row of `account_stats`, as the statistics are read. */
export interface StatsRow {
  form: number;
  matches: number;
  won: number;
  drawn: number;
  deals: number;
  score_sum: number;
  birimbas_clean: number;
  birimbas_dirty: number;
  closings: number;
  best_match_id: string;
  best_score: number;
}

/** The account's statistics, one entry a form it played, by form. */
export async function formStatistics(db: Sql, account: string): Promise<FormStatistics[]> {
  const rows = await db.query<StatsRow>(
    `SELECT form, matches, won, drawn, deals, score_sum, birimbas_clean, birimbas_dirty, closings, best_match_id,
            best_score
     FROM account_stats WHERE account_id = $1 ORDER BY form`,
    [account],
  );
  return rows.map((r) => ({
    form: r.form as MatchForm,
    matches: r.matches,
    won: r.won,
    drawn: r.drawn,
    deals: r.deals,
    averageDealScore: r.deals === 0 ? 0 : r.score_sum / r.deals,
    birimbas: { clean: r.birimbas_clean, dirty: r.birimbas_dirty },
    closings: r.closings,
    best: { match: r.best_match_id, score: r.best_score },
  }));
}

/** A page of the account's matches, newest first, after `before` (`historyPage`'s keyset). */
export async function playedMatches(
  db: Sql,
  account: string,
  size: number,
  before: HistoryCursor | null,
): Promise<{ readonly matches: PlayedMatch[]; readonly next: HistoryCursor | null }> {
  const page = await historyPage(db, account, size, before);
  const summaries = await matchesOf(
    db,
    page.matches.map((m) => m.match),
    false,
  );
  const matches = page.matches.flatMap((entry): PlayedMatch[] => {
    const summary = summaries.get(entry.match);
    return summary === undefined ? [] : [{ ...summary.summary, seat: entry.seat, outcome: entry.outcome }];
  });
  return { matches, next: page.next };
}

/** One match with its log; null when none of that id is kept. */
export async function matchDetail(db: Sql, id: string): Promise<MatchDetail | null> {
  const read = (await matchesOf(db, [id], true)).get(id);
  return read === undefined ? null : detailOf(read);
}

/** The accounts (not deleted) that played the match `id`, each with who may see its history: none for a match never
 * kept, or one of guests and bots only. */
export function matchAccounts(
  db: Sql,
  id: string,
): Promise<{ readonly account: string; readonly history: Visibility }[]> {
  return db.query<{ account: string; history: Visibility }>(
    `SELECT DISTINCT a.id AS account, a.history_visible_to AS history
     FROM match_players p JOIN accounts a ON a.id = p.account_id
     WHERE p.match_id = $1 AND a.deleted_at IS NULL`,
    [id],
  );
}

/** Every match the account played, newest first, each with its log: for its export. */
export async function matchDetailsOf(db: Sql, account: string): Promise<MatchDetail[]> {
  const ids = await db.query<{ match_id: string }>(
    `SELECT match_id FROM match_players WHERE account_id = $1
     GROUP BY match_id, ended_at ORDER BY ended_at DESC, match_id DESC`,
    [account],
  );
  const read = await matchesOf(
    db,
    ids.map((r) => r.match_id),
    true,
  );
  return ids.flatMap((r) => {
    const match = read.get(r.match_id);
    return match === undefined ? [] : [detailOf(match)];
  });
}

/** A match as read: its summary, and its log when it was asked for. */
interface ReadMatch {
  readonly summary: MatchSummary;
  readonly log: GameLog | null;
}

function detailOf(read: ReadMatch): MatchDetail {
  if (read.log === null) throw new Error('unreachable: a match read without its log');
  return { ...read.summary, rules: read.log.rules, log: read.log };
}

interface MatchRow {
  id: string;
  form: number;
  started_at: Date | null;
  ended_at: Date;
  scores: number[];
  deal_scores: number[][];
  log: GameLog | null;
}

interface SeatRow {
  match_id: string;
  seat: number;
  team: number;
  account_id: string | null;
  name: string;
  bot_level: string | null;
  outcome: MatchOutcome;
  birimbas_clean: number;
  birimbas_dirty: number;
  closings: number;
  stand_in_share: number;
  handle: string | null;
}

/** The matches of `ids` that are kept, by id: two queries whatever their number. */
async function matchesOf(db: Sql, ids: readonly string[], withLog: boolean): Promise<Map<string, ReadMatch>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<MatchRow>(
    `SELECT id, form, started_at, ended_at, scores, deal_scores, CASE WHEN $2::boolean THEN log END AS log
     FROM matches WHERE id = ANY($1::text[])`,
    [[...ids], withLog],
  );
  const seats = await db.query<SeatRow>(
    `SELECT p.match_id, p.seat, p.team, p.account_id, p.name, p.bot_level, p.outcome, p.birimbas_clean,
            p.birimbas_dirty, p.closings, p.stand_in_share, a.handle
     FROM match_players p LEFT JOIN accounts a ON a.id = p.account_id AND a.deleted_at IS NULL
     WHERE p.match_id = ANY($1::text[]) ORDER BY p.match_id, p.seat`,
    [[...ids]],
  );
  return new Map(
    rows.map((row) => {
      const its = seats.filter((s) => s.match_id === row.id);
      return [row.id, { summary: summary(row, its), log: row.log }];
    }),
  );
}

function summary(row: MatchRow, seats: readonly SeatRow[]): MatchSummary {
  return {
    id: row.id,
    form: row.form as MatchForm,
    // A match kept from a room stored before its start was kept: its end stands for it.
    started: (row.started_at ?? row.ended_at).toISOString(),
    ended: row.ended_at.toISOString(),
    seats: seats.map((s): MatchSeat => ({
      seat: s.seat,
      team: s.team,
      player: seatPlayer(s),
      standIn: s.stand_in_share > 0,
    })),
    teams: row.scores.map((score, team): MatchTeam => {
      const its = seats.filter((s) => s.team === team);
      return {
        team,
        seats: its.map((s) => s.seat),
        outcome: its[0]?.outcome ?? 'lost',
        score,
        deals: row.deal_scores[team] ?? [],
        birimbas: {
          clean: sum(its.map((s) => s.birimbas_clean)),
          dirty: sum(its.map((s) => s.birimbas_dirty)),
        },
        closings: sum(its.map((s) => s.closings)),
      };
    }),
  };
}

/** Who played a seat: a bot, a guest, an account by its handle, or a former player (an account since deleted: its
 * name is not told either). */
function seatPlayer(s: SeatRow): SeatPlayer {
  if (s.bot_level !== null) return { kind: 'bot', level: s.bot_level };
  if (s.account_id === null) return { kind: 'guest', name: s.name };
  if (s.handle === null) return { kind: 'former' };
  return { kind: 'account', name: s.name, handle: s.handle };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
