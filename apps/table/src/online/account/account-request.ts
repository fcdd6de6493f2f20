// One request to a Birimba server's account or passkey routes from the table (`ACCOUNT_ROUTES`, `PASSKEY_ROUTES`):
// the signed-in device's key in the `Authorization` header, the answer or the refusal as a value — never an
// exception — and the key forgotten when the server says it is no longer good. Both clients ask through it.

import { ACCOUNT_ERRORS, type AccountErrorCode, type AccountMethod, accountAuthorization } from '@birimba/protocol';
import type { AccountKeys } from './account-keys.js';

/** Why a call came to nothing: the server's refusal (`ACCOUNT_ERRORS`), `signed-out` (the route needs a key and this
 * device has none), `unreachable` (no answer, or one that is not the route's JSON), `cancelled` (the player closed
 * the browser's passkey prompt, or the browser made or chose none), or `already-registered` (this device holds one of
 * the account's passkeys already). */
export type AccountProblem = AccountErrorCode | 'signed-out' | 'unreachable' | 'cancelled' | 'already-registered';

/** A route's answer, or why there is none. */
export type AccountResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: AccountProblem; readonly message: string };

/** One request: the route's method and whether it needs the key, its path with the search, and its JSON body. */
export interface AccountRequest {
  readonly method: AccountMethod;
  /** The route needs this device's key (`key` in `ACCOUNT_ROUTES` and `PASSKEY_ROUTES`). */
  readonly needsKey: boolean;
  /** The key names the asker on a route that does not need it too (the public reads: what a player lets them see). */
  readonly sendKey: boolean;
  /** The path, its `:id` filled and its search added. */
  readonly path: string;
  readonly body?: unknown;
  /** The route answers 204, with no body. */
  readonly noContent: boolean;
}

/** Asks the server at `origin` as `keys`' device. */
export async function askServer<T>(
  origin: string,
  keys: AccountKeys,
  request: AccountRequest,
): Promise<AccountResult<T>> {
  const { needsKey, body } = request;
  const account = keys.account();
  if (needsKey && account === null) return refused('signed-out', 'This device is not signed in.');
  const headers: Record<string, string> = {};
  if (account !== null && (needsKey || request.sendKey)) headers.authorization = accountAuthorization(account.key);
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return refused('unreachable', 'The server cannot be reached.');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    if (request.noContent || response.status === 204) return { ok: true, value: undefined as T };
    return typeof json === 'object' && json !== null
      ? { ok: true, value: json as T }
      : refused('unreachable', 'The server answered with something else.');
  }
  const { error, message } = (json ?? {}) as { error?: unknown; message?: unknown };
  const problem = typeof error === 'string' && error in ACCOUNT_ERRORS ? (error as AccountErrorCode) : 'unreachable';
  // The key is no longer good (signed out everywhere, the account deleted): this device is signed out.
  if (problem === 'unauthorized' && account !== null && needsKey) keys.forget();
  return refused(problem, typeof message === 'string' ? message : `The server refused (${String(response.status)}).`);
}

/** A call that came to nothing, and why. */
export function refused<T>(problem: AccountProblem, message: string): AccountResult<T> {
  return { ok: false, problem, message };
}
