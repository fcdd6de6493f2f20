// What is wrong with data that a schema refuses, as one short sentence that names the place: the reason a reader of
// a file or a message gives.

import * as v from 'valibot';
import { quoteInput } from '@birimba/engine';

/** The first problem of `data` against `schema` as one short sentence (`"bots.0.seat": expected 0, got 2`), or null
 * when the schema takes it. */
export function schemaProblem(schema: v.GenericSchema, data: unknown): string | null {
  const result = v.safeParse(schema, data);
  if (result.success) return null;
  const issue = result.issues[0];
  const path = v.getDotPath(issue) ?? '';
  if (path !== '' && issue.input === undefined) return `"${path}" is missing`;
  if (path !== '' && issue.expected === 'never') return `"${path}" is not a field it has`;
  const got = quoteInput(issue.input, 60);
  return `${path === '' ? '' : `"${path}": `}${issue.expected === null ? issue.message : `expected ${issue.expected}`}, got ${got}`;
}
