// The account routes of a Birimba server from the table (`ACCOUNT_ROUTES`, `@birimba/protocol`): each asked with the
// signed-in device's key in the `Authorization` header, its answer or its refusal as a value — never an exception —
// and the key forgotten when the server says it is no longer good (account-request.ts).

import {
  ACCOUNT_ROUTES,
  type AccountAnswers,
  type AccountRequests,
  type AccountRoute,
  accountPath,
} from '@birimba/protocol';
import type { AccountKeys } from './account-keys.js';
import { type AccountResult, askServer } from './account-request.js';

export type { AccountProblem, AccountResult } from './account-request.js';

/** The routes that answer 204, with no body. */
const NO_CONTENT: ReadonlySet<AccountRoute> = new Set(['signOut', 'signOutEverywhere', 'deleteAccount']);

export class AccountClient {
  constructor(
    /** The server's HTTP origin (`room-log.ts`' `httpOriginOf`). */
    private readonly origin: () => string,
    private readonly keys: AccountKeys,
  ) {}

  /** Asks `route` with `request` (its JSON body), `id` filling the path's `:handle` or `:id`, and `query` its search. */
  call<R extends AccountRoute>(
    route: R,
    request?: AccountRequests[R],
    id = '',
    query: Readonly<Record<string, string>> = {},
  ): Promise<AccountResult<AccountAnswers[R]>> {
    const { method, key } = ACCOUNT_ROUTES[route];
    const search = new URLSearchParams(query).toString();
    return askServer(this.origin(), this.keys, {
      method,
      needsKey: key,
      // A key names the asker on the public reads too (what a player lets them see).
      sendKey: true,
      path: `${accountPath(route, id)}${search === '' ? '' : `?${search}`}`,
      body: request,
      noContent: NO_CONTENT.has(route),
    });
  }
}
