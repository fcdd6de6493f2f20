// Passkeys on the database (migration 0004): an account's WebAuthn credentials — added, listed, deleted, used to sign a
// device in with its signature counter moved on — and the challenges of the ceremonies under way, each bound to its
// purpose, its account and its host, taken once and only before it expires. SQL only, every value a parameter.

import { PASSKEY_CHALLENGE_MS, type Passkey } from '@birimba/protocol';
import type { Clock } from '../clock.js';
import type { Database, Sql } from '../db/database.js';
import { secretHash } from './account-secrets.js';
import { issueDeviceKey } from './device-keys.js';

/** What a ceremony is for, and where: the host name (the relying party's id) and the page's origin it runs on. */
export interface Ceremony {
  readonly purpose: 'registration' | 'authentication';
  readonly rpId: string;
  readonly origin: string;
}

/** A passkey as a sign-in checks it. */
export interface StoredPasskey {
  readonly id: string;
  readonly account: string;
  readonly publicKey: Uint8Array<ArrayBuffer>;
  readonly counter: number;
  readonly transports: readonly string[];
}

/** A passkey verified, to add to an account. */
export interface NewPasskey {
  readonly id: string;
  readonly publicKey: Uint8Array;
  readonly counter: number;
  readonly transports: readonly string[];
  readonly deviceType: 'singleDevice' | 'multiDevice';
  readonly backedUp: boolean;
  readonly name: string;
}

interface PasskeyRow {
  readonly id: string;
  readonly name: string;
  readonly created_at: Date;
  readonly last_used_at: Date | null;
  readonly device_type: string;
  readonly backed_up: boolean;
}

const PASSKEY_COLUMNS = 'id, name, created_at, last_used_at, device_type, backed_up';

function passkey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created: row.created_at.toISOString(),
    lastUsed: row.last_used_at?.toISOString() ?? null,
    synced: row.device_type === 'multiDevice' && row.backed_up,
  };
}

/** A time of the clock as a parameter (`$n::timestamptz`). */
function at(ms: number): string {
  return new Date(ms).toISOString();
}

/** The passkeys of `account`, oldest first (its list, its export). */
export async function passkeysOf(db: Sql, account: string): Promise<Passkey[]> {
  const rows = await db.query<PasskeyRow>(
    `SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE account_id = $1 ORDER BY created_at, id`,
    [account],
  );
  return rows.map(passkey);
}

/** Removes every passkey of `account` and its ceremonies under way (the account is deleted). */
export async function deletePasskeysOf(tx: Sql, account: string): Promise<void> {
  await tx.query('DELETE FROM passkeys WHERE account_id = $1', [account]);
  await tx.query('DELETE FROM passkey_challenges WHERE account_id = $1', [account]);
}

/** Passkeys and their challenges. A DatabaseError is thrown as it came. */
export class PasskeyStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  /** Keeps `challenge` (as its hash) for `ceremony`, of `account` when it adds a passkey, for `PASSKEY_CHALLENGE_MS`;
   * the expired ones are swept on the way. */
  async saveChallenge(challenge: string, ceremony: Ceremony, account: string | null): Promise<void> {
    const now = this.clock.now();
    await this.db.query('DELETE FROM passkey_challenges WHERE expires_at <= $1::timestamptz', [at(now)]);
    await this.db.query(
      `INSERT INTO passkey_challenges (challenge_hash, purpose, account_id, rp_id, origin, created_at, expires_at)
        VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz)`,
      [
        secretHash(challenge),
        ceremony.purpose,
        account,
        ceremony.rpId,
        ceremony.origin,
        at(now),
        at(now + PASSKEY_CHALLENGE_MS),
      ],
    );
  }

  /**
   * Takes `challenge` for `ceremony` (and `account`, when it adds a passkey): true when it was kept for just that and
   * has not expired. Taken means removed, whatever the answer: a challenge is answered once.
   */
  async takeChallenge(challenge: string, ceremony: Ceremony, account: string | null): Promise<boolean> {
    const [row] = await this.db.query<{ expires_at: Date }>(
      `DELETE FROM passkey_challenges
        WHERE challenge_hash = $1 AND purpose = $2 AND account_id IS NOT DISTINCT FROM $3 AND rp_id = $4 AND origin = $5
        RETURNING expires_at`,
      [secretHash(challenge), ceremony.purpose, account, ceremony.rpId, ceremony.origin],
    );
    return row !== undefined && row.expires_at.getTime() > this.clock.now();
  }

  /** The passkeys of `account` (`passkeysOf`). */
  list(account: string): Promise<Passkey[]> {
    return passkeysOf(this.db, account);
  }

  /** The ids and transports of `account`'s passkeys: what its new passkey's options exclude. */
  async credentialsOf(account: string): Promise<{ id: string; transports: string[] }[]> {
    return this.db.query<{ id: string; transports: string[] }>(
      'SELECT id, transports FROM passkeys WHERE account_id = $1 ORDER BY created_at, id',
      [account],
    );
  }

  /** Adds `added` to `account`; null when a passkey of that id is kept already (this account's or another's). */
  async add(account: string, added: NewPasskey): Promise<Passkey | null> {
    const [row] = await this.db.query<PasskeyRow>(
      `INSERT INTO passkeys (id, account_id, public_key, counter, transports, device_type, backed_up, name, created_at)
        VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9::timestamptz)
        ON CONFLICT (id) DO NOTHING
        RETURNING ${PASSKEY_COLUMNS}`,
      [
        added.id,
        account,
        added.publicKey,
        added.counter,
        [...added.transports],
        added.deviceType,
        added.backedUp,
        added.name,
        at(this.clock.now()),
      ],
    );
    return row === undefined ? null : passkey(row);
  }

  /** The passkey of `id` when its account is not deleted, or null. */
  async find(id: string): Promise<StoredPasskey | null> {
    const [row] = await this.db.query<{
      id: string;
      account_id: string;
      public_key: Uint8Array;
      counter: string;
      transports: string[];
    }>(
      `SELECT p.id, p.account_id, p.public_key, p.counter::text AS counter, p.transports
        FROM passkeys p JOIN accounts a ON a.id = p.account_id
        WHERE p.id = $1 AND a.deleted_at IS NULL`,
      [id],
    );
    return row === undefined
      ? null
      : {
          id: row.id,
          account: row.account_id,
          publicKey: new Uint8Array(row.public_key),
          counter: Number(row.counter),
          transports: row.transports,
        };
  }

  /**
   * Signs a device in with `used`, whose signature showed `counter`: in one transaction its counter moves on — only
   * from the value it was checked against, so that two sign-ins of one signature cannot both pass — and a new device
   * key is made. Null when another sign-in moved it first, or the passkey is gone.
   */
  signIn(used: StoredPasskey, counter: number): Promise<{ readonly account: string; readonly key: string } | null> {
    const now = at(this.clock.now());
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ account_id: string }>(
        `UPDATE passkeys SET counter = $3, last_used_at = $4::timestamptz
          WHERE id = $1 AND counter = $2 RETURNING account_id`,
        [used.id, used.counter, counter, now],
      );
      if (row === undefined) return null;
      return { account: row.account_id, key: await issueDeviceKey(tx, row.account_id, now) };
    });
  }

  /** Renames `account`'s passkey `id` to `name`; null when it has none of that id. */
  async rename(account: string, id: string, name: string): Promise<Passkey | null> {
    const [row] = await this.db.query<PasskeyRow>(
      `UPDATE passkeys SET name = $3 WHERE id = $1 AND account_id = $2 RETURNING ${PASSKEY_COLUMNS}`,
      [id, account, name],
    );
    return row === undefined ? null : passkey(row);
  }

  /** A name for a passkey `account` adds on `day` without naming it: `passkey DAY`, numbered from the second of the
   * day (`passkey DAY 2`) so that two passkeys of a day are told apart. */
  async defaultName(account: string, day: string): Promise<string> {
    const base = `passkey ${day}`;
    const rows = await this.db.query<{ name: string }>(
      'SELECT name FROM passkeys WHERE account_id = $1 AND (name = $2 OR name LIKE $3)',
      [account, base, `${base} %`],
    );
    const taken = new Set(rows.map((r) => r.name));
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base} ${String(n)}`;
    return name;
  }

  /** Deletes `account`'s passkey `id`; false when it has none of that id. */
  async delete(account: string, id: string): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      'DELETE FROM passkeys WHERE id = $1 AND account_id = $2 RETURNING id',
      [id, account],
    );
    return rows.length > 0;
  }
}
