// Issuing a device's account key: the one way a device is signed in — a new account, a sign-in link redeemed, a
// passkey — each gives the device a new key, stored as its hash (`account-secrets.ts`).

import type { Sql } from '../db/database.js';
import { newSecret } from './account-secrets.js';

/** A new device key of `account`, made at `now` (ISO): its secret, the key itself, told once. */
export async function issueDeviceKey(tx: Sql, account: string, now: string): Promise<string> {
  const { secret, hash } = newSecret();
  await tx.query(
    `INSERT INTO device_keys (key_hash, account_id, created_at, last_used_at)
      VALUES ($1, $2, $3::timestamptz, $3::timestamptz)`,
    [hash, account, now],
  );
  return secret;
}
