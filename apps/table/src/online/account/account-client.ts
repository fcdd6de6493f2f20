// The account routes of a Birimba server from the table (`ACCOUNT_ROUTES`, `@birimba/protocol`): each asked with the
// signed-in device's key in the `Authorization` header, its answer or its refusal as a value — never an exception —
// and the key forgotten when the server says it is no longer good.

import {
  ACCOUNT_ERRORS,
  ACCOUNT_ROUTES,
  type AccountAnswers,
  type AccountErrorCode,
  type AccountRequests,
  type AccountRoute,
  accountAuthorization,
  accountPath,
} from '@birimba/protocol';
import type { AccountKeys } from './account-keys.js';

/** Why a call came to nothing: the server's refusal (`ACCOUNT_ERRORS`), `signed-out` (the route needs a key and this
 * device has none), or `unreachable` (no answer, or one that is not the route's JSON). */
export type AccountProblem = AccountErrorCode | 'signed-out' | 'unreachable';

/** A route's answer, or why there is none. */
export type AccountResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: AccountProblem; readonly message: string };

/** The routes that answer 204, with no body. */
const NO_CONTENT: ReadonlySet<AccountRoute> = new Set(['signOut', 'signOutEverywhere', 'deleteAccount']);

export class AccountClient {
  constructor(
    /** The server's HTTP origin (`room-log.ts`' `httpOriginOf`). */
    private readonly origin: () => string,
    private readonly keys: AccountKeys,
  ) {}

  /** Asks `route` with `request` (its JSON body), `id` filling the path's `:handle` or `:id`, and `query` its search. */
  async call<R extends AccountRoute>(
    route: R,
    request?: AccountRequests[R],
    id = '',
    query: Readonly<Record<string, string>> = {},
  ): Promise<AccountResult<AccountAnswers[R]>> {
    const { method, key: needsKey } = ACCOUNT_ROUTES[route];
    const account = this.keys.account();
    if (needsKey && account === null) return refused('signed-out', 'This device is not signed in.');
    const headers: Record<string, string> = {};
    // A key names the asker on the public reads too (what a player lets them see).
    if (account !== null) headers.authorization = accountAuthorization(account.key);
    if (request !== undefined) headers['content-type'] = 'application/json';
    const search = new URLSearchParams(query).toString();
    let response: Response;
    try {
      response = await fetch(`${this.origin()}${accountPath(route, id)}${search === '' ? '' : `?${search}`}`, {
        method,
        headers,
        ...(request === undefined ? {} : { body: JSON.stringify(request) }),
      });
    } catch {
      return refused('unreachable', 'The server cannot be reached.');
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      if (NO_CONTENT.has(route)) return { ok: true, value: undefined as AccountAnswers[R] };
      return typeof body === 'object' && body !== null
        ? { ok: true, value: body as AccountAnswers[R] }
        : refused('unreachable', 'The server answered with something else.');
    }
    const { error, message } = (body ?? {}) as { error?: unknown; message?: unknown };
    const problem = typeof error === 'string' && error in ACCOUNT_ERRORS ? (error as AccountErrorCode) : 'unreachable';
    // The key is no longer good (signed out everywhere, the account deleted): this device is signed out.
    if (problem === 'unauthorized' && account !== null && needsKey) this.keys.forget();
    return refused(problem, typeof message === 'string' ? message : `The server refused (${String(response.status)}).`);
  }
}

function refused<T>(problem: AccountProblem, message: string): AccountResult<T> {
  return { ok: false, problem, message };
}
