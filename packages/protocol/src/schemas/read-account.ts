// Reading an account route's request body as a server receives it: against the route's schema, a refusal being the
// `AccountError` to answer with — `name-invalid` when the name breaks the name rules, `bad-request` otherwise, the
// message naming the field, never echoing what was sent.

import * as v from 'valibot';
import type { AccountRoute } from '../accounts.js';
import type { AccountError, AccountRequests } from '../account-shapes.js';
import { ACCOUNT_REQUEST_SCHEMAS } from './account-schemas.js';

/** `body` read as `route`'s request, or the refusal to answer with. */
export function readAccountRequest<R extends AccountRoute>(
  route: R,
  body: unknown,
): { readonly ok: true; readonly request: AccountRequests[R] } | { readonly ok: false; readonly error: AccountError } {
  const schema = ACCOUNT_REQUEST_SCHEMAS[route];
  if (schema === undefined)
    return body === undefined || (typeof body === 'object' && body !== null && Object.keys(body).length === 0)
      ? { ok: true, request: undefined as AccountRequests[R] }
      : { ok: false, error: { error: 'bad-request', message: `${route} takes no body` } };
  const result = v.safeParse(schema, body);
  if (result.success) return { ok: true, request: result.output as AccountRequests[R] };
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
