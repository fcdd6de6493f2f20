// A form's leaderboard read from the database (migration 0006): the top, and an account's own place with the rows
// around it, of all time (`ratings`) or of a month (`month_ratings`). Who is on a board and in which order is the
// protocol's (leaderboards.ts): accounts of `PROVISIONAL_MATCHES` counted rated matches or more, shown (not hidden,
// not deleted), by rating, then matches, then handle; equal rating and matches, equal rank. A friends' board is the
// same board of the asker and their friends only, ranked within it.

import {
  LEADERBOARD_AROUND,
  type LeaderboardBoard,
  LEADERBOARD_TOP,
  type LeaderboardEntry,
  type LeaderboardPage,
  type LeaderboardPeriod,
  type MatchForm,
  PROVISIONAL_MATCHES,
} from '@birimba/protocol';
import type { Sql } from '../db/database.js';
import { monthOf } from './leaderboard-months.js';

/** A row as read: the entry without its rank. */
interface BoardRow {
  readonly account_id: string;
  readonly handle: string;
  readonly name: string;
  readonly avatar: string | null;
  readonly rating: number;
  readonly matches: number;
}

/** One board's rows in SQL: `r` the rating rows (with `rating` and `matches`), `a` their accounts, the parameters
 * $1 and $2 its form and month. The minimum of matches is written into the text: a partial index serves only a
 * query whose condition is its own. */
interface Board {
  readonly from: string;
  readonly params: readonly unknown[];
  /** Its name in `board_counts`: `all` or the month's `YYYY-MM`. */
  readonly counts: string;
}

/** The accounts shown on every board. */
const SHOWN = `a.on_leaderboards AND a.deleted_at IS NULL`;

/** Handles compared byte by byte: the same order on every database, whatever its locale. */
const HANDLE = `a.handle COLLATE "C"`;

const COLUMNS = `r.account_id, a.handle, a.name, a.avatar, r.rating, r.matches`;

function board(form: MatchForm, period: LeaderboardPeriod, now: number): Board {
  const minimum = String(PROVISIONAL_MATCHES);
  if (period === 'all')
    return {
      from: `ratings r JOIN accounts a ON a.id = r.account_id
             WHERE r.form = $1 AND r.matches >= ${minimum} AND ${SHOWN}`,
      params: [form],
      counts: 'all',
    };
  return {
    from: `month_ratings r JOIN accounts a ON a.id = r.account_id
           WHERE r.form = $1 AND r.month = ($2::timestamptz AT TIME ZONE 'UTC')::date AND r.total >= ${minimum}
             AND ${SHOWN}`,
    params: [form, monthOf(now).start],
    counts: monthOf(now).name,
  };
}

/** Rows before (rating, matches, handle) $n.. in the board's order: the first condition is the index's range. */
const before = (n: number): string =>
  `(r.rating, r.matches) >= ($${String(n)}, $${String(n + 1)})
   AND NOT (r.rating = $${String(n)} AND r.matches = $${String(n + 1)} AND ${HANDLE} >= $${String(n + 2)})`;

/** Rows after (rating, matches, handle) $n.. in the board's order. */
const after = (n: number): string =>
  `(r.rating, r.matches) <= ($${String(n)}, $${String(n + 1)})
   AND NOT (r.rating = $${String(n)} AND r.matches = $${String(n + 1)} AND ${HANDLE} <= $${String(n + 2)})`;

const DOWN = `ORDER BY r.rating DESC, r.matches DESC, ${HANDLE}`;
const UP = `ORDER BY r.rating, r.matches, ${HANDLE} DESC`;

/** Ranks rows that follow each other in the board's order, the first of rank `first` at position `position` (0 the
 * top): a row level with the one before it (rating and matches) shares its rank, any other's is its position + 1. */
function ranked(rows: readonly BoardRow[], first: number, position: number): (LeaderboardEntry & { id: string })[] {
  const entries: (LeaderboardEntry & { id: string })[] = [];
  for (const [i, row] of rows.entries()) {
    const previous = entries[i - 1];
    const level = previous !== undefined && previous.rating === row.rating && previous.matches === row.matches;
    entries.push({
      id: row.account_id,
      rank: i === 0 ? first : level ? previous.rank : position + i + 1,
      handle: row.handle,
      name: row.name,
      avatar: row.avatar,
      rating: row.rating,
      matches: row.matches,
    });
  }
  return entries;
}

const entry = ({ id: _id, ...e }: LeaderboardEntry & { id: string }): LeaderboardEntry => e;

/**
 * A form's board for the period at the time `now` (the month is the UTC month of `now`): its top, and when `asker`
 * names an account, its own place with `LEADERBOARD_AROUND` rows around it — half above, half below, the rest from
 * the other side at an end of the board.
 */
export async function leaderboardPage(
  db: Sql,
  form: MatchForm,
  period: LeaderboardPeriod,
  now: number,
  asker: string | null,
): Promise<LeaderboardPage> {
  const b = board(form, period, now);
  const top = await db.query<BoardRow>(`SELECT ${COLUMNS} FROM ${b.from} ${DOWN} LIMIT ${String(LEADERBOARD_TOP)}`, [
    ...b.params,
  ]);
  const page = {
    form,
    period,
    board: 'all' as const,
    month: period === 'month' ? monthOf(now).name : null,
    top: ranked(top, 1, 0).map(entry),
  };
  if (asker === null) return { ...page, around: null, you: null };
  const own = await ownPlace(db, b, form, asker);
  return { ...page, ...own };
}

/** The asker's own place and the rows around it: `hidden` when they hide from boards, null when not on the board. */
async function ownPlace(
  db: Sql,
  b: Board,
  form: MatchForm,
  asker: string,
): Promise<Pick<LeaderboardPage, 'around' | 'you'>> {
  const n = b.params.length;
  const [me] = await db.query<BoardRow>(`SELECT ${COLUMNS} FROM ${b.from} AND r.account_id = $${String(n + 1)}`, [
    ...b.params,
    asker,
  ]);
  if (me === undefined) {
    const [hidden] = await db.query(
      `SELECT 1 FROM accounts a JOIN ratings r ON r.account_id = a.id AND r.form = $2
       WHERE a.id = $1 AND NOT a.on_leaderboards AND a.deleted_at IS NULL`,
      [asker, form],
    );
    return { around: null, you: hidden === undefined ? null : 'hidden' };
  }
  const key = [...b.params, me.rating, me.matches, me.handle];
  const half = LEADERBOARD_AROUND / 2;
  const above = await db.query<BoardRow>(
    `SELECT ${COLUMNS} FROM ${b.from} AND ${before(n + 1)} ${UP} LIMIT ${String(LEADERBOARD_AROUND)}`,
    key,
  );
  const below = await db.query<BoardRow>(
    `SELECT ${COLUMNS} FROM ${b.from} AND ${after(n + 1)} ${DOWN} LIMIT ${String(LEADERBOARD_AROUND)}`,
    key,
  );
  const up = Math.min(above.length, Math.max(half, LEADERBOARD_AROUND - below.length));
  const down = Math.min(below.length, LEADERBOARD_AROUND - up);
  const rows = [...above.slice(0, up).reverse(), me, ...below.slice(0, down)];
  const first = rows[0] ?? me;
  // The first row's rank: one more than the accounts of a better rating (summed from the board's counts a rating) and
  // of its rating and more matches; its position: those and the ones level with it before it by handle.
  const [counts] = await db.query<{ ahead: number; level: number }>(
    `SELECT (SELECT coalesce(sum(shown), 0) FROM board_counts WHERE form = $${String(n + 4)} AND board = $${String(n + 5)}
               AND rating > $${String(n + 1)})::int
            + count(*) FILTER (WHERE r.matches > $${String(n + 2)})::int AS ahead,
            count(*) FILTER (WHERE r.matches = $${String(n + 2)})::int AS level
     FROM ${b.from} AND r.rating = $${String(n + 1)} AND r.matches >= $${String(n + 2)}
       AND (r.matches > $${String(n + 2)} OR ${HANDLE} < $${String(n + 3)})`,
    [...b.params, first.rating, first.matches, first.handle, form, b.counts],
  );
  const ahead = counts?.ahead ?? 0;
  const around = ranked(rows, ahead + 1, ahead + (counts?.level ?? 0));
  return { around: around.map(entry), you: around.find((e) => e.id === asker)?.rank ?? null };
}

/**
 * A form's board for the period of `asker` and `friends` only (at most `MAX_FRIENDS` + 1 rows, read at once): the
 * same rows in the same order, ranked within it; its top, and the asker's place with the rows around it.
 */
export async function friendsBoardPage(
  db: Sql,
  form: MatchForm,
  period: LeaderboardPeriod,
  now: number,
  asker: string,
  friends: readonly string[],
): Promise<LeaderboardPage> {
  const b = board(form, period, now);
  const n = b.params.length;
  const rows = await db.query<BoardRow>(
    `SELECT ${COLUMNS} FROM ${b.from} AND r.account_id = ANY($${String(n + 1)}::text[]) ${DOWN}`,
    [...b.params, [asker, ...friends]],
  );
  const all = ranked(rows, 1, 0);
  const head = {
    form,
    period,
    board: 'friends' as LeaderboardBoard,
    month: period === 'month' ? monthOf(now).name : null,
    top: all.slice(0, LEADERBOARD_TOP).map(entry),
  };
  const mine = all.findIndex((e) => e.id === asker);
  if (mine < 0) return { ...head, ...(await ownPlace(db, b, form, asker)) };
  const half = LEADERBOARD_AROUND / 2;
  const up = Math.min(mine, Math.max(half, LEADERBOARD_AROUND - (all.length - 1 - mine)));
  const around = all.slice(mine - up, mine + 1 + Math.min(all.length - 1 - mine, LEADERBOARD_AROUND - up));
  return { ...head, around: around.map(entry), you: all[mine]?.rank ?? null };
}
