// Reading an account route's request body as a server receives it: against the route's schema, a refusal being the
// `AccountError` to answer with — `name-invalid` when the name breaks the name rules, `bad-request` otherwise, the
// message naming the field, never echoing what was sent. The passkey routes' bodies are read the same way.

import * as v from 'valibot';
import type { AccountRoute } from '../accounts.js';
import type { AccountError, AccountRequests } from '../account-shapes.js';
import type { PasskeyRequests, PasskeyRoute } from '../passkeys.js';
import { ACCOUNT_REQUEST_SCHEMAS } from './account-schemas.js';
import { PASSKEY_REQUEST_SCHEMAS } from './passkey-schemas.js';

/** A body read: the request, or the refusal to answer with. */
export type ReadRequest<T> =
  { readonly ok: true; readonly request: T } | { readonly ok: false; readonly error: AccountError };

/** `body` read as `route`'s request, or the refusal to answer with. */
export function readAccountRequest<R extends AccountRoute>(route: R, body: unknown): ReadRequest<AccountRequests[R]> {
  return readRequest(route, ACCOUNT_REQUEST_SCHEMAS[route], body);
}

/** `body` read as the passkey route `route`'s request, or the refusal to answer with. */
export function readPasskeyRequest<R extends PasskeyRoute>(route: R, body: unknown): ReadRequest<PasskeyRequests[R]> {
  return readRequest(route, PASSKEY_REQUEST_SCHEMAS[route], body);
}

function readRequest<T>(route: string, schema: v.GenericSchema | undefined, body: unknown): ReadRequest<T> {
  if (schema === undefined)
    return body === undefined || (typeof body === 'object' && body !== null && Object.keys(body).length === 0)
      ? { ok: true, request: undefined as T }
      : { ok: false, error: { error: 'bad-request', message: `${route} takes no body` } };
  const result = v.safeParse(schema, body);
  if (result.success) return { ok: true, request: result.output as T };
  const [issue] = result.issues;
  const field = v.getDotPath(issue) ?? 'the body';
  if (field === 'name' && issue.kind === 'validation')
    return { ok: false, error: { error: 'name-invalid', message: `the name breaks the name rules: ${issue.message}` } };
  // What was expected, never what was received: a refused body may hold a secret.
  return {
    ok: false,
    error: { error: 'bad-request', message: `${route}: ${field}: expected ${issue.expected ?? 'another value'}` },
  };
}
