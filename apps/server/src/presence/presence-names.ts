// The accounts of presence as pages see them: an account's handle and name (an account's id is never told), and the
// account of a handle — read from the accounts table, deleted accounts left out.

import { handleKey } from '../accounts/handle.js';
import type { Sql } from '../db/database.js';

/** An account as a page sees it. */
export interface Named {
  readonly handle: string;
  readonly name: string;
}

/** The handle and name of each of `accounts` that is not deleted. */
export async function namesOf(db: Sql, accounts: readonly string[]): Promise<Map<string, Named>> {
  if (accounts.length === 0) return new Map();
  const rows = await db.query<{ id: string; handle: string; name: string }>(
    `SELECT id, handle, name FROM accounts WHERE id = ANY($1::text[]) AND deleted_at IS NULL`,
    [accounts],
  );
  return new Map(rows.map((r) => [r.id, { handle: r.handle, name: r.name }]));
}

/** The account of a handle (found by its fold, as `/p/HANDLE` finds it), or null (no such handle, or its account deleted). */
export async function accountOfHandle(db: Sql, handle: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(`SELECT id FROM accounts WHERE handle_key = $1 AND deleted_at IS NULL`, [
    handleKey(handle),
  ]);
  return row?.id ?? null;
}
