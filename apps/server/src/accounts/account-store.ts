// Accounts on the database (migration 0001): making one, the keys its devices sign in with, the links that sign another
// device in, its profile, its deletion and its export — SQL only, every value a parameter, the same text on both
// drivers. Times come from the server's clock, so that a link's ten minutes are the server's ten minutes.

import {
  type AccountError,
  type AccountExport,
  type AccountSelf,
  DEVICE_LINK_MS,
  type DeviceLink,
  type EditProfileRequest,
  type FormStatistics,
  type MatchDetail,
  type NameHeld,
  type PlayerProfile,
  type ProfilePrivacy,
  type SignedIn,
  type Visibility,
} from '@birimba/protocol';
import { readAccountRequest } from '@birimba/protocol/schemas';
import type { Clock } from '../clock.js';
import { type Database, DatabaseError, type Sql } from '../db/database.js';
import { newAccountId, newSecret, secretHash } from './account-secrets.js';
import { issueDeviceKey } from './device-keys.js';
import { freeHandle, handleCandidates, handleKey } from './handle.js';
import { blockedBy, deleteFriendsOf, friendList } from '../friends/friend-store.js';
import { deletePasskeysOf, passkeysOf } from './passkey-store.js';

/** A refusal the player can act on (`name-invalid`, `handle-taken`). */
export interface AccountRefusal {
  readonly ok: false;
  readonly error: AccountError;
}

/** What an account has played, for its export: the matches' slice gives it (`matches/`); until then, nothing. */
export interface PlayedMatches {
  /** Its statistics, one entry a form played. */
  statisticsOf(db: Sql, account: string): Promise<readonly FormStatistics[]>;
  /** Every match it played, with its log. */
  matchesOf(db: Sql, account: string): Promise<readonly MatchDetail[]>;
}

/** A profile as others may see it, with the account it is of and what the player lets whom see. */
export interface PublicProfile {
  readonly id: string;
  readonly profile: Pick<PlayerProfile, 'handle' | 'name' | 'avatar' | 'languages' | 'joined'>;
  readonly privacy: ProfilePrivacy;
}

/** No matches kept yet. */
export const NO_MATCHES: PlayedMatches = {
  statisticsOf: () => Promise.resolve([]),
  matchesOf: () => Promise.resolve([]),
};

/** How often a key's `last_used_at` is written at most: reading a key is frequent, the minute is enough to show. */
export const LAST_USED_EVERY_MS = 60_000;

/** The handles tried in one read of those taken (the 50th Nikos is rare; past them `freeHandle` goes on). */
const CANDIDATES_READ = 50;

/** How many times an account is tried again when another took its handle meanwhile. */
const HANDLE_RETRIES = 10;

/** The account's columns as `AccountSelf` is made of them. */
const SELF_COLUMNS = `id, name, handle, avatar, languages, created_at,
  statistics_visible_to, history_visible_to, on_leaderboards`;

interface SelfRow {
  readonly id: string;
  readonly name: string;
  readonly handle: string;
  readonly avatar: string | null;
  readonly languages: readonly string[];
  readonly created_at: Date;
  readonly statistics_visible_to: Visibility;
  readonly history_visible_to: Visibility;
  readonly on_leaderboards: boolean;
}

function self(row: SelfRow): AccountSelf {
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    avatar: row.avatar,
    languages: [...row.languages],
    joined: row.created_at.toISOString(),
    privacy: {
      statistics: row.statistics_visible_to,
      history: row.history_visible_to,
      leaderboards: row.on_leaderboards,
    },
  };
}

/** An account a person sits at a room's seat under: its id, kept with the matches and never told, and its handle,
 * which the seat shows (a handle is public: `/p/HANDLE`). */
export interface SeatAccount {
  readonly id: string;
  readonly handle: string;
  /** The accounts it blocked, as at the join: their phrases and chat hidden from it at the table. */
  readonly blocks?: readonly string[];
}

/** A time of the clock as a parameter (`$n::timestamptz`). */
function at(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * The account a device key signs in, or null: unknown, revoked, or its account deleted — one answer for all, so that
 * nothing is learned. Its `last_used_at` is written when it is a minute old or more (`LAST_USED_EVERY_MS`).
 */
export async function accountOfKey(db: Sql, key: string, now: number): Promise<string | null> {
  return (await seatAccountOfKey(db, key, now))?.id ?? null;
}

/** The account a join's key names, with the handle its seat shows (`RoomSeat.handle`), or null (`accountOfKey`). */
export async function seatAccountOfKey(db: Sql, key: string, now: number): Promise<SeatAccount | null> {
  const [row] = await db.query<{ account_id: string; handle: string; last_used_at: Date }>(
    `SELECT k.account_id, a.handle, k.last_used_at FROM device_keys k JOIN accounts a ON a.id = k.account_id
      WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND a.deleted_at IS NULL`,
    [secretHash(key)],
  );
  if (row === undefined) return null;
  if (now - row.last_used_at.getTime() >= LAST_USED_EVERY_MS)
    await db.query(
      `UPDATE device_keys SET last_used_at = $2::timestamptz WHERE key_hash = $1 AND last_used_at <= $3::timestamptz`,
      [secretHash(key), at(now), at(now - LAST_USED_EVERY_MS)],
    );
  return { id: row.account_id, handle: row.handle, blocks: await blockedBy(db, row.account_id) };
}

/** Accounts, their keys, links and profiles. A DatabaseError (`unavailable`, `closed`, …) is thrown as it came. */
export class AccountStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly played: PlayedMatches = NO_MATCHES,
  ) {}

  /**
   * Makes an account for `name` (the protocol's name rules) with its first device key. Its handle is the first of the
   * name's free (`handleCandidates`); another account that takes it meanwhile makes this one try the next.
   */
  async createAccount(name: string): Promise<({ readonly ok: true } & SignedIn) | AccountRefusal> {
    const checked = readAccountRequest('createAccount', { name });
    if (!checked.ok) return checked;
    const taken = new Set(await this.takenHandleKeys(name));
    for (let attempt = 0; attempt < HANDLE_RETRIES; attempt++) {
      const handle = freeHandle(name, taken);
      try {
        return { ok: true, ...(await this.insertAccount(name, handle)) };
      } catch (e) {
        if (!(e instanceof DatabaseError && e.code === 'duplicate' && e.constraint === 'accounts_handle_key')) throw e;
        taken.add(handleKey(handle));
      }
    }
    return {
      ok: false,
      error: { error: 'handle-taken', message: 'no handle was free for this name just now: try again or another name' },
    };
  }

  /** The handle keys of `name`'s first candidates that accounts hold. */
  private async takenHandleKeys(name: string): Promise<string[]> {
    const keys: string[] = [];
    for (const handle of handleCandidates(name)) {
      keys.push(handleKey(handle));
      if (keys.length === CANDIDATES_READ) break;
    }
    const rows = await this.db.query<{ handle_key: string }>(
      'SELECT handle_key FROM accounts WHERE handle_key = ANY($1::text[])',
      [keys],
    );
    return rows.map((r) => r.handle_key);
  }

  private insertAccount(name: string, handle: string): Promise<SignedIn> {
    const now = at(this.clock.now());
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<SelfRow>(
        `INSERT INTO accounts (id, name, handle, handle_key, created_at) VALUES ($1, $2, $3, $4, $5::timestamptz)
          RETURNING ${SELF_COLUMNS}`,
        [newAccountId(), name, handle, handleKey(handle), now],
      );
      if (row === undefined) throw new DatabaseError('query-failed', 'the new account was not returned');
      await tx.query('INSERT INTO account_names (account_id, name, held_from) VALUES ($1, $2, $3::timestamptz)', [
        row.id,
        name,
        now,
      ]);
      return { account: self(row), key: await issueDeviceKey(tx, row.id, now) };
    });
  }

  /** The account a device key signs in, or null (`accountOfKey`). */
  accountOfKey(key: string): Promise<string | null> {
    return accountOfKey(this.db, key, this.clock.now());
  }

  /** The account as its owner sees it, or null when it is deleted (or never was). */
  async account(id: string): Promise<AccountSelf | null> {
    const [row] = await this.db.query<SelfRow>(
      `SELECT ${SELF_COLUMNS} FROM accounts WHERE id = $1 AND deleted_at IS NULL`,
      [id],
    );
    return row === undefined ? null : self(row);
  }

  /** The public part of the profile of the account whose handle has the first of `keys` that one has
   * (`handleKeysOf`), with who may see what of it; null when there is none. */
  async publicProfile(keys: readonly string[]): Promise<PublicProfile | null> {
    const [row] = await this.db.query<SelfRow>(
      `SELECT ${SELF_COLUMNS} FROM accounts WHERE handle_key = ANY($1::text[]) AND deleted_at IS NULL
        ORDER BY array_position($1::text[], handle_key) LIMIT 1`,
      [[...keys]],
    );
    if (row === undefined) return null;
    const { id, name, handle, avatar, languages, joined, privacy } = self(row);
    return { id, profile: { handle, name, avatar, languages, joined }, privacy };
  }

  /** A sign-in link for another device of `account`: valid `DEVICE_LINK_MS`, once. */
  async makeDeviceLink(account: string): Promise<DeviceLink> {
    const { secret, hash } = newSecret();
    const now = this.clock.now();
    await this.db.query(
      `INSERT INTO sign_in_links (link_hash, account_id, created_at, expires_at)
        VALUES ($1, $2, $3::timestamptz, $4::timestamptz)`,
      [hash, account, at(now), at(now + DEVICE_LINK_MS)],
    );
    return { secret, expires: at(now + DEVICE_LINK_MS) };
  }

  /** The account a link's secret belongs to, used or not (to count attempts at that account), or null. */
  async accountOfLink(secret: string): Promise<string | null> {
    const [row] = await this.db.query<{ account_id: string }>(
      'SELECT account_id FROM sign_in_links WHERE link_hash = $1',
      [secretHash(secret)],
    );
    return row?.account_id ?? null;
  }

  /**
   * Signs a device in with a link's secret: in one transaction the link is marked used — only if it was not, and has
   * not expired, and its account is not deleted — and a new key made. Null for a link guessed, used, expired or
   * revoked alike.
   */
  redeemDeviceLink(secret: string): Promise<SignedIn | null> {
    const now = at(this.clock.now());
    return this.db.transaction(async (tx) => {
      const [link] = await tx.query<{ account_id: string }>(
        `UPDATE sign_in_links l SET used_at = $2::timestamptz FROM accounts a
          WHERE l.link_hash = $1 AND l.used_at IS NULL AND l.expires_at > $2::timestamptz
            AND a.id = l.account_id AND a.deleted_at IS NULL
          RETURNING l.account_id`,
        [secretHash(secret), now],
      );
      if (link === undefined) return null;
      const [row] = await tx.query<SelfRow>(`SELECT ${SELF_COLUMNS} FROM accounts WHERE id = $1`, [link.account_id]);
      if (row === undefined) return null;
      return { account: self(row), key: await issueDeviceKey(tx, row.id, now) };
    });
  }

  /** Revokes one device key (signing that device out). */
  async signOut(key: string): Promise<void> {
    await this.db.query(
      'UPDATE device_keys SET revoked_at = $2::timestamptz WHERE key_hash = $1 AND revoked_at IS NULL',
      [secretHash(key), at(this.clock.now())],
    );
  }

  /** Revokes every key of the account and removes its unused links: every device signed out, no link left to open. */
  signOutEverywhere(account: string): Promise<void> {
    return this.db.transaction((tx) => this.revokeAll(tx, account, at(this.clock.now())));
  }

  private async revokeAll(tx: Sql, account: string, now: string): Promise<void> {
    await tx.query('UPDATE device_keys SET revoked_at = $2::timestamptz WHERE account_id = $1 AND revoked_at IS NULL', [
      account,
      now,
    ]);
    await tx.query('DELETE FROM sign_in_links WHERE account_id = $1 AND used_at IS NULL', [account]);
  }

  /** Changes the name (the protocol's name rules); the handle stays, the name held until now is kept among the names
   * held (`account_names`). Null when the account is deleted. */
  async rename(account: string, name: string): Promise<({ readonly ok: true } & AccountSelf) | AccountRefusal | null> {
    const checked = readAccountRequest('rename', { name });
    if (!checked.ok) return checked;
    const now = at(this.clock.now());
    const row = await this.db.transaction(async (tx) => {
      const [was] = await tx.query<{ name: string }>(
        'SELECT name FROM accounts WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
        [account],
      );
      if (was === undefined) return undefined;
      if (was.name !== name) {
        await tx.query(
          'UPDATE account_names SET held_until = $2::timestamptz WHERE account_id = $1 AND held_until IS NULL',
          [account, now],
        );
        await tx.query('INSERT INTO account_names (account_id, name, held_from) VALUES ($1, $2, $3::timestamptz)', [
          account,
          name,
          now,
        ]);
      }
      const [renamed] = await tx.query<SelfRow>(
        `UPDATE accounts SET name = $2 WHERE id = $1 RETURNING ${SELF_COLUMNS}`,
        [account, name],
      );
      return renamed;
    });
    return row === undefined ? null : { ok: true, ...self(row) };
  }

  /** Changes what `edit` names of the profile (an avatar of the drawn set, languages, who sees what,
   * whether it is on the leaderboards), the rest as it
   * was. `edit` is read already (`readAccountRequest`). Null when the account is deleted. */
  async editProfile(account: string, edit: EditProfileRequest): Promise<AccountSelf | null> {
    const [row] = await this.db.query<SelfRow>(
      `UPDATE accounts SET
          avatar = CASE WHEN $2::boolean THEN $3::text ELSE avatar END,
          languages = COALESCE($4::text[], languages),
          statistics_visible_to = COALESCE($5::text, statistics_visible_to),
          history_visible_to = COALESCE($6::text, history_visible_to),
          on_leaderboards = COALESCE($7::boolean, on_leaderboards)
        WHERE id = $1 AND deleted_at IS NULL
        RETURNING ${SELF_COLUMNS}`,
      [
        account,
        edit.avatar !== undefined,
        edit.avatar ?? null,
        edit.languages === undefined ? null : [...edit.languages],
        edit.privacy?.statistics ?? null,
        edit.privacy?.history ?? null,
        edit.privacy?.leaderboards ?? null,
      ],
    );
    return row === undefined ? null : self(row);
  }

  /**
   * Deletes the account: its profile erased (name, handle, avatar, languages — the handle free for another), every key
   * revoked, every link and passkey removed, its friends, requests and blocks too, in one transaction. Its row stays, so that its seats in others' matches are a former
   * player's.
   */
  deleteAccount(account: string): Promise<void> {
    const now = at(this.clock.now());
    return this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE accounts SET name = NULL, handle = NULL, handle_key = NULL, avatar = NULL, languages = '{}',
            deleted_at = $2::timestamptz
          WHERE id = $1 AND deleted_at IS NULL`,
        [account, now],
      );
      await this.revokeAll(tx, account, now);
      await tx.query('DELETE FROM sign_in_links WHERE account_id = $1', [account]);
      await deletePasskeysOf(tx, account);
      await deleteFriendsOf(tx, account);
      await tx.query('DELETE FROM account_names WHERE account_id = $1', [account]);
    });
  }

  /** The names `me` has held, oldest first; an account made before they were kept, and never renamed since, has held
   * its name since it joined. */
  private async namesHeld(me: AccountSelf): Promise<NameHeld[]> {
    const rows = await this.db.query<{ name: string; held_from: Date; held_until: Date | null }>(
      'SELECT name, held_from, held_until FROM account_names WHERE account_id = $1 ORDER BY held_from, held_until',
      [me.id],
    );
    if (rows.length === 0) return [{ name: me.name, from: me.joined, until: null }];
    return rows.map((r) => ({
      name: r.name,
      from: r.held_from.toISOString(),
      until: r.held_until?.toISOString() ?? null,
    }));
  }

  /** Everything kept of the account, for the account itself; null when it is deleted. */
  async exportAccount(account: string): Promise<AccountExport | null> {
    const me = await this.account(account);
    if (me === null) return null;
    const [devices] = await this.db.query<{ live: number }>(
      'SELECT count(*)::int AS live FROM device_keys WHERE account_id = $1 AND revoked_at IS NULL',
      [account],
    );
    return {
      format: 'birimba-account',
      version: 1,
      exported: at(this.clock.now()),
      account: me,
      names: await this.namesHeld(me),
      devices: devices?.live ?? 0,
      passkeys: await passkeysOf(this.db, account),
      statistics: await this.played.statisticsOf(this.db, account),
      matches: await this.played.matchesOf(this.db, account),
      friends: await friendList(this.db, account),
    };
  }
}
