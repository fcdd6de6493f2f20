// Friends and blocks on the database (migration 0007): requests, friendships, blocks, and the rules between them — a
// request to a player who asked you makes you friends; a request twice, to a friend, or to a player who blocked you
// is answered alike (the last kept as `hidden`, so that the sender's list shows it sent and the block is never
// revealed); a decline is not told either; a block removes the friendship and the requests both ways. The caps are the
// protocol's (`MAX_SENT_REQUESTS`, `MAX_FRIENDS`). Each change is one transaction; SQL only, every value a parameter.

import {
  type AccountError,
  type FriendList,
  type FriendPlayer,
  type FriendRequestAnswer,
  MAX_FRIENDS,
  MAX_SENT_REQUESTS,
} from '@birimba/protocol';
import type { Database, Sql } from '../db/database.js';

/** A change refused, with the answer to give. */
export interface FriendRefusal {
  readonly ok: false;
  readonly error: AccountError;
}

/** A change done, with its answer. */
export interface FriendDone<T> {
  readonly ok: true;
  readonly answer: T;
}

const NOT_YOURSELF: FriendRefusal = {
  ok: false,
  error: { error: 'bad-request', message: 'this is your own handle: name another player' },
};
const YOU_BLOCKED: FriendRefusal = {
  ok: false,
  error: { error: 'forbidden', message: 'you blocked this player: unblock them first' },
};
const NO_REQUEST: FriendRefusal = {
  ok: false,
  error: { error: 'not-found', message: 'this player has not asked you to be friends' },
};
const SENT_FULL: FriendRefusal = {
  ok: false,
  error: {
    error: 'friend-limit',
    message: `you have ${String(MAX_SENT_REQUESTS)} requests waiting for an answer: take some back first`,
  },
};
const FRIENDS_FULL: FriendRefusal = {
  ok: false,
  error: { error: 'friend-limit', message: `a player may have at most ${String(MAX_FRIENDS)} friends` },
};

/** The pair's row of `friendships`: the smaller id first. */
function pair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

interface PlayerRow {
  readonly handle: string;
  readonly name: string;
  readonly avatar: string | null;
  readonly since: Date;
}

const player = (row: PlayerRow): FriendPlayer => ({
  handle: row.handle,
  name: row.name,
  avatar: row.avatar,
  since: row.since.toISOString(),
});

/** The other accounts' columns of a list, joined as `a`, live ones only. */
const PLAYER = `a.handle, a.name, a.avatar`;

/** The account's friends, requests and blocks, each newest first. Requests from players it blocked are not shown
 * (they were refused silently). */
export async function friendList(db: Sql, account: string): Promise<FriendList> {
  const friends = await db.query<PlayerRow>(
    `SELECT ${PLAYER}, f.since FROM friendships f
       JOIN accounts a ON a.id = CASE WHEN f.low = $1 THEN f.high ELSE f.low END
      WHERE (f.low = $1 OR f.high = $1) AND a.deleted_at IS NULL ORDER BY f.since DESC, a.handle`,
    [account],
  );
  const incoming = await db.query<PlayerRow>(
    `SELECT ${PLAYER}, r.created_at AS since FROM friend_requests r JOIN accounts a ON a.id = r.from_account
      WHERE r.to_account = $1 AND r.state = 'pending' AND a.deleted_at IS NULL ORDER BY r.created_at DESC, a.handle`,
    [account],
  );
  const outgoing = await db.query<PlayerRow>(
    `SELECT ${PLAYER}, r.created_at AS since FROM friend_requests r JOIN accounts a ON a.id = r.to_account
      WHERE r.from_account = $1 AND a.deleted_at IS NULL ORDER BY r.created_at DESC, a.handle`,
    [account],
  );
  const blocked = await db.query<PlayerRow>(
    `SELECT ${PLAYER}, b.since FROM blocks b JOIN accounts a ON a.id = b.blocked
      WHERE b.blocker = $1 AND a.deleted_at IS NULL ORDER BY b.since DESC, a.handle`,
    [account],
  );
  return {
    friends: friends.map(player),
    incoming: incoming.map(player),
    outgoing: outgoing.map(player),
    blocked: blocked.map(player),
  };
}

/** Whether the two accounts are friends. */
export async function areFriends(db: Sql, a: string, b: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM friendships WHERE low = $1 AND high = $2', pair(a, b));
  return rows.length > 0;
}

/** The accounts that are friends of `account` (either id of the pair): whose pages see its presence, whom it may invite. */
export async function friendIds(db: Sql, account: string): Promise<string[]> {
  const rows = await db.query<{ friend: string }>(
    `SELECT high AS friend FROM friendships WHERE low = $1 UNION ALL SELECT low FROM friendships WHERE high = $1`,
    [account],
  );
  return rows.map((r) => r.friend);
}

/** Whether `blocker` blocked `blocked`. */
async function blocks(db: Sql, blocker: string, blocked: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM blocks WHERE blocker = $1 AND blocked = $2', [blocker, blocked]);
  return rows.length > 0;
}

/** The accounts `account` blocked: hidden from it at a table (the room learns them at a join). */
export async function blockedBy(db: Sql, account: string): Promise<string[]> {
  const rows = await db.query<{ blocked: string }>('SELECT blocked FROM blocks WHERE blocker = $1', [account]);
  return rows.map((r) => r.blocked);
}

/**
 * The pairs among `accounts` of which one blocked the other, each once, as `[blocker, blocked]` — for matchmaking,
 * which never seats them together. Both ways blocked gives both pairs.
 */
export async function apartPairs(db: Sql, accounts: readonly string[]): Promise<Array<[string, string]>> {
  if (accounts.length < 2) return [];
  const rows = await db.query<{ blocker: string; blocked: string }>(
    `SELECT blocker, blocked FROM blocks WHERE blocker = ANY($1::text[]) AND blocked = ANY($1::text[])
      ORDER BY blocker, blocked`,
    [[...new Set(accounts)]],
  );
  return rows.map((r) => [r.blocker, r.blocked]);
}

async function friendCount(tx: Sql, account: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM friendships WHERE low = $1 OR high = $1',
    [account],
  );
  return row?.n ?? 0;
}

/** Makes the two friends, their requests removed; refused when either has `MAX_FRIENDS` already. */
async function befriend(
  tx: Sql,
  a: string,
  b: string,
  now: string,
): Promise<FriendDone<FriendRequestAnswer> | FriendRefusal> {
  if ((await friendCount(tx, a)) >= MAX_FRIENDS || (await friendCount(tx, b)) >= MAX_FRIENDS) return FRIENDS_FULL;
  await tx.query(
    `DELETE FROM friend_requests WHERE (from_account = $1 AND to_account = $2) OR (from_account = $2 AND to_account = $1)`,
    [a, b],
  );
  await tx.query('INSERT INTO friendships (low, high, since) VALUES ($1, $2, $3::timestamptz) ON CONFLICT DO NOTHING', [
    ...pair(a, b),
    now,
  ]);
  return { ok: true, answer: { relation: 'friends' } };
}

/** Friends and blocks of the accounts in `db`, at the times of `now`. */
export class FriendStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  private at(): string {
    return new Date(this.now()).toISOString();
  }

  /** The account's lists (`friendList`). */
  list(account: string): Promise<FriendList> {
    return friendList(this.db, account);
  }

  /**
   * `from` asks `to` to be friends. Friends already: `friends`. `to` asked `from` already (pending or declined):
   * friends now. Otherwise the request is kept and answered `sent` — also when it was sent before, and when `to`
   * blocked `from` (kept `hidden`: `to` never sees it). Refused: `to` is `from`; `from` blocked `to`; `from` has
   * `MAX_SENT_REQUESTS` requests waiting; a friendship past `MAX_FRIENDS`.
   */
  request(from: string, to: string): Promise<FriendDone<FriendRequestAnswer> | FriendRefusal> {
    if (from === to) return Promise.resolve(NOT_YOURSELF);
    const now = this.at();
    return this.db.transaction(async (tx) => {
      // One request at a time per sender: its count of requests waiting cannot be passed by two at once.
      await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [from]);
      if (await blocks(tx, from, to)) return YOU_BLOCKED;
      if (await areFriends(tx, from, to)) return { ok: true, answer: { relation: 'friends' } };
      const [theirs] = await tx.query<{ state: string }>(
        'SELECT state FROM friend_requests WHERE from_account = $1 AND to_account = $2',
        [to, from],
      );
      if (theirs !== undefined && theirs.state !== 'hidden') {
        if ((await friendCount(tx, from)) >= MAX_FRIENDS) return FRIENDS_FULL;
        return befriend(tx, from, to, now);
      }
      const [mine] = await tx.query('SELECT 1 FROM friend_requests WHERE from_account = $1 AND to_account = $2', [
        from,
        to,
      ]);
      if (mine !== undefined) return { ok: true, answer: { relation: 'sent' } };
      const [sent] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM friend_requests WHERE from_account = $1',
        [from],
      );
      if ((sent?.n ?? 0) >= MAX_SENT_REQUESTS) return SENT_FULL;
      if ((await friendCount(tx, from)) >= MAX_FRIENDS) return FRIENDS_FULL;
      const state = (await blocks(tx, to, from)) ? 'hidden' : 'pending';
      await tx.query(
        `INSERT INTO friend_requests (from_account, to_account, state, created_at) VALUES ($1, $2, $3, $4::timestamptz)`,
        [from, to, state, now],
      );
      return { ok: true, answer: { relation: 'sent' } };
    });
  }

  /** `to` accepts `from`'s request: friends (`befriend`); `not-found` when `from` sent none `to` may see. */
  accept(to: string, from: string): Promise<FriendDone<FriendRequestAnswer> | FriendRefusal> {
    const now = this.at();
    return this.db.transaction(async (tx) => {
      const [theirs] = await tx.query(
        `SELECT 1 FROM friend_requests WHERE from_account = $1 AND to_account = $2 AND state = 'pending' FOR UPDATE`,
        [from, to],
      );
      if (theirs === undefined)
        return (await areFriends(tx, to, from)) ? { ok: true, answer: { relation: 'friends' } } : NO_REQUEST;
      return befriend(tx, to, from, now);
    });
  }

  /** `to` declines `from`'s request: kept as declined, so that `from` sees it sent and asking again changes nothing. */
  async decline(to: string, from: string): Promise<void> {
    await this.db.query(
      `UPDATE friend_requests SET state = 'declined' WHERE from_account = $1 AND to_account = $2 AND state = 'pending'`,
      [from, to],
    );
  }

  /** `from` takes back its request to `to`, whatever became of it. */
  async cancel(from: string, to: string): Promise<void> {
    await this.db.query('DELETE FROM friend_requests WHERE from_account = $1 AND to_account = $2', [from, to]);
  }

  /** Ends the friendship of the two, for both; whether there was one. */
  async remove(a: string, b: string): Promise<boolean> {
    const ended = await this.db.query('DELETE FROM friendships WHERE low = $1 AND high = $2 RETURNING low', pair(a, b));
    return ended.length > 0;
  }

  /** `blocker` blocks `blocked`: the friendship and the requests between them removed, in one transaction; whether a
   * friendship ended. */
  block(blocker: string, blocked: string): Promise<FriendRefusal | { readonly ok: true; readonly ended: boolean }> {
    if (blocker === blocked) return Promise.resolve(NOT_YOURSELF);
    const now = this.at();
    return this.db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO blocks (blocker, blocked, since) VALUES ($1, $2, $3::timestamptz) ON CONFLICT DO NOTHING',
        [blocker, blocked, now],
      );
      const ended = await tx.query(
        'DELETE FROM friendships WHERE low = $1 AND high = $2 RETURNING low',
        pair(blocker, blocked),
      );
      await tx.query(
        `DELETE FROM friend_requests
          WHERE (from_account = $1 AND to_account = $2) OR (from_account = $2 AND to_account = $1)`,
        [blocker, blocked],
      );
      return { ok: true, ended: ended.length > 0 };
    });
  }

  /** `blocker` unblocks `blocked`; the requests it refused silently meanwhile go (they were refused). */
  unblock(blocker: string, blocked: string): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM blocks WHERE blocker = $1 AND blocked = $2', [blocker, blocked]);
      await tx.query(`DELETE FROM friend_requests WHERE from_account = $1 AND to_account = $2 AND state = 'hidden'`, [
        blocked,
        blocker,
      ]);
    });
  }
}

/** Removes every friendship, request and block of an account, both ways: its deletion (the row stays, erased). */
export async function deleteFriendsOf(tx: Sql, account: string): Promise<void> {
  await tx.query('DELETE FROM friendships WHERE low = $1 OR high = $1', [account]);
  await tx.query('DELETE FROM friend_requests WHERE from_account = $1 OR to_account = $1', [account]);
  await tx.query('DELETE FROM blocks WHERE blocker = $1 OR blocked = $1', [account]);
}
