// Reading a client message as a server receives it (a type and a decoded payload): its size first, without recursion
// (a deeply nested payload cannot overflow the stack), then its type, then its payload against the schema. Anything
// else is an `error` message for its sender: a stable code and one line that names the problem, never a stack.

import * as v from 'valibot';
import { schemaProblem } from '@birimba/game-log';
import { CLIENT_MESSAGE_TYPES, MAX_MESSAGE_BYTES } from '../constants.js';
import type { ClientMessageType, ClientMessages } from '../client-messages.js';
import type { ErrorMessage } from '../server-messages.js';
import { CLIENT_PAYLOADS } from './client-schemas.js';

/** A client message that passed every check. */
export type ClientMessage = {
  [T in ClientMessageType]: { readonly type: T; readonly payload: ClientMessages[T] };
}[ClientMessageType];

/**
 * The size of `value` as JSON, in UTF-16 code units, or `limit + 1` as soon as it is known to be larger: counted
 * without recursion and stopped early, so any payload costs at most about `limit` steps.
 */
export function jsonSize(value: unknown, limit: number = MAX_MESSAGE_BYTES): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    if (size > limit) return limit + 1;
    const item = stack.pop();
    if (item === null || item === undefined || typeof item === 'boolean') size += 5;
    else if (typeof item === 'number') size += String(item).length;
    else if (typeof item === 'string') size += item.length + 2;
    else if (typeof item === 'bigint') size += String(item).length;
    else if (Array.isArray(item)) {
      size += 2 + item.length;
      for (const element of item as unknown[]) stack.push(element);
    } else if (typeof item === 'object') {
      const entries = Object.entries(item);
      size += 2 + entries.length;
      for (const [key, element] of entries) {
        size += key.length + 3;
        stack.push(element);
      }
    } else size += 10;
  }
  return size > limit ? limit + 1 : size;
}

/** Whether `type` is a client message type. */
export function isClientMessageType(type: unknown): type is ClientMessageType {
  return typeof type === 'string' && (CLIENT_MESSAGE_TYPES as readonly string[]).includes(type);
}

/**
 * A client message checked: its payload within `MAX_MESSAGE_BYTES`, a known type, a payload its schema takes. The
 * refusal is the `error` message to send back (`too-large`, `unknown-type`, `bad-message`).
 */
export function readClientMessage(
  type: unknown,
  payload: unknown,
): { readonly ok: true; readonly message: ClientMessage } | { readonly ok: false; readonly error: ErrorMessage } {
  const named = typeof type === 'string' && type.length <= 40 ? type : null;
  if (jsonSize(payload) > MAX_MESSAGE_BYTES)
    return refuse('too-large', `a message may carry at most ${String(MAX_MESSAGE_BYTES)} bytes of JSON`, named);
  if (!isClientMessageType(type))
    return refuse(
      'unknown-type',
      `there is no message type ${JSON.stringify(named ?? String(typeof type))}; the types are: ${CLIENT_MESSAGE_TYPES.join(', ')}`,
      named,
    );
  const problem = schemaProblem(CLIENT_PAYLOADS[type], payload);
  if (problem !== null) return refuse('bad-message', `${type}: ${problem}`, type);
  const parsed = v.parse(CLIENT_PAYLOADS[type], payload) as ClientMessages[typeof type];
  return { ok: true, message: { type, payload: parsed } as ClientMessage };
}

function refuse(code: ErrorMessage['code'], message: string, type: string | null) {
  return { ok: false as const, error: { code, message, type } };
}
