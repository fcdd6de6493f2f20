// An account's unguessable values — its id (128 random bits), each device's key and each sign-in link's secret (256
// random bits: `secrets.ts`' `newToken`), kept only as their SHA-256 (`tokenHash`) — and reading a key from a
// request's `Authorization: Account KEY` header, a refusal being a value that never repeats what was sent.

import { randomBytes } from 'node:crypto';
import { ACCOUNT_KEY_LENGTH, type AccountError, accountKeyOfAuthorization } from '@birimba/protocol';
import { newToken, tokenHash } from '../secrets.js';

export { tokenMatches as secretMatches } from '../secrets.js';

/** A secret as it is made: the secret itself, told once to its device, and the hash that is stored. */
export interface IssuedSecret {
  readonly secret: string;
  readonly hash: string;
}

/** A new account id: 16 random bytes (128 bits) in base64url, `ACCOUNT_ID_LENGTH` characters. */
export function newAccountId(): string {
  return randomBytes(16).toString('base64url');
}

/** A new device key or sign-in link secret (32 random bytes, base64url) with the SHA-256 to store in its place. */
export function newSecret(): IssuedSecret {
  const secret = newToken();
  return { secret, hash: tokenHash(secret) };
}

/** The hash to look a presented key or link secret up by. */
export const secretHash: (secret: string) => string = tokenHash;

/** What a key may be: `ACCOUNT_KEY_LENGTH` characters of base64url. */
const KEY = new RegExp(`^[A-Za-z0-9_-]{${String(ACCOUNT_KEY_LENGTH)}}$`);

/**
 * The account key of a request's `Authorization` header, or the refusal to answer with (`unauthorized`): no header, or
 * one that is not `Account` and a key of the right form. The message says which, never what was sent.
 */
export function readAccountKey(
  header: string | undefined,
): { readonly ok: true; readonly key: string } | { readonly ok: false; readonly error: AccountError } {
  if (header === undefined || header.trim() === '')
    return refuse('no account key: send the header Authorization: Account KEY');
  const key = accountKeyOfAuthorization(header);
  if (key === null || !KEY.test(key))
    return refuse(
      `the Authorization header is not Account followed by a key of ${String(ACCOUNT_KEY_LENGTH)} characters`,
    );
  return { ok: true, key };
}

function refuse(message: string) {
  return { ok: false as const, error: { error: 'unauthorized' as const, message } };
}
