// Loading a game log for replay: from an address (the `replay` attribute: a file the page serves, the simulator's
// `--log-dir` files, a server's `GET /rooms/:code/log` with a seat's token), from a file picked or dropped, or from a log
// already in the page (the table's own match). Every way ends in one value: the replay, or what went wrong with a code
// the table words in the player's language and the reader's sentence (English) for the details.

import { GameLogError, ReplayError, parseGameLog } from '@birimba/game-log';
import type { GameLog } from '@birimba/game-log';
import { roomLogAuthorization } from '@birimba/protocol';
import { type ReplayModel, replayModel } from './replay-model.js';

/** Why a log could not be opened: the address is not one (`bad-url`), the seat token given with it cannot be sent
 * (`bad-token`), it could not be fetched (`fetch-failed`), the server asks for a player's token (`unauthorized`, 401),
 * refuses the one sent (`forbidden`, 403), has no log there (`not-found`, 404) or not yet (`not-over`, 409: the match
 * is still played), or answered with another error (`http-status`), the file is too large (`too-large`) or cannot be
 * read (`unreadable`), it is not a game log (`not-a-log`), or its moves do not replay (`does-not-replay`). */
export type ReplayProblemCode =
  | 'bad-url'
  | 'bad-token'
  | 'fetch-failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'not-over'
  | 'http-status'
  | 'too-large'
  | 'unreadable'
  | 'not-a-log'
  | 'does-not-replay';

/** What went wrong, and the reader's own words for it (English, for the details). */
export interface ReplayProblem {
  readonly code: ReplayProblemCode;
  readonly detail: string;
}

/** A log opened for replay, or why it was not. */
export type Loaded =
  { readonly ok: true; readonly model: ReplayModel } | { readonly ok: false; readonly problem: ReplayProblem };

/** The largest log read, in characters: a long match's log is well under a megabyte. */
export const MAX_LOG_CHARS = 20_000_000;

const failed = (code: ReplayProblemCode, detail: string): Loaded => ({ ok: false, problem: { code, detail } });

/** A log already read (the table's own match): replayed. */
export function openLog(log: GameLog): Loaded {
  try {
    return { ok: true, model: replayModel(log) };
  } catch (e) {
    if (e instanceof ReplayError) return failed('does-not-replay', e.message);
    throw e;
  }
}

/** A log from its text: read (`parseGameLog`: any version, checked), then replayed. */
export function readReplay(text: string): Loaded {
  if (text.length > MAX_LOG_CHARS) return failed('too-large', `${String(text.length)} characters`);
  let log: GameLog;
  try {
    log = parseGameLog(text);
  } catch (e) {
    if (e instanceof GameLogError) return failed('not-a-log', e.message);
    throw e;
  }
  return openLog(log);
}

/** The answers of a server that have words of their own (a room's log: apps/server, `GET /rooms/:code/log`). */
const STATUS_PROBLEMS: Readonly<Record<number, ReplayProblemCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'not-over',
};

/** A seat token as a server gives it (base64url): visible characters, no spaces, so that a header can carry it. */
const TOKEN = /^[\x21-\x7e]{1,512}$/;

/**
 * A log from the address `url` (relative to `base`, the page's). With `token` (a seat's token, the `replay-token`
 * attribute or the table's own seat), it is sent as `Authorization: Bearer TOKEN`, the way a Birimba server gives a
 * room's log to the match's players — only to an `http(s)` address.
 */
export async function fetchReplay(
  url: string,
  base: string,
  fetchFn: typeof fetch = (...args) => fetch(...args),
  token: string | null = null,
): Promise<Loaded> {
  let address: URL;
  try {
    address = new URL(url.trim(), base);
  } catch {
    return failed('bad-url', url.slice(0, 200));
  }
  if (!['http:', 'https:', 'blob:', 'data:'].includes(address.protocol)) return failed('bad-url', address.protocol);
  const bearer = token === null || token.trim() === '' ? null : token.trim();
  if (bearer !== null && !TOKEN.test(bearer)) return failed('bad-token', `${String(bearer.length)} characters`);
  const web = address.protocol === 'http:' || address.protocol === 'https:';
  let response: Response;
  try {
    response =
      bearer !== null && web
        ? await fetchFn(address.href, { headers: { authorization: roomLogAuthorization(bearer) } })
        : await fetchFn(address.href);
  } catch (e) {
    return failed('fetch-failed', e instanceof Error ? e.message : String(e));
  }
  if (!response.ok) {
    const status = `${String(response.status)} ${response.statusText}`.trim();
    return failed(STATUS_PROBLEMS[response.status] ?? 'http-status', await withReason(status, response));
  }
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > MAX_LOG_CHARS * 4) return failed('too-large', `${String(length)} bytes`);
  let text: string;
  try {
    text = await response.text();
  } catch (e) {
    return failed('fetch-failed', e instanceof Error ? e.message : String(e));
  }
  return readReplay(text);
}

/** The status, and the server's own sentence when it sent one (a Birimba server answers `{ error, message }`). */
async function withReason(status: string, response: Response): Promise<string> {
  try {
    const body = JSON.parse((await response.text()).slice(0, 2000)) as { message?: unknown };
    return typeof body.message === 'string' ? `${status}: ${body.message.slice(0, 300)}` : status;
  } catch {
    return status;
  }
}

/** A log from a file the player picked or dropped. */
export async function fileReplay(file: Blob): Promise<Loaded> {
  if (file.size > MAX_LOG_CHARS * 4) return failed('too-large', `${String(file.size)} bytes`);
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    return failed('unreadable', e instanceof Error ? e.message : String(e));
  }
  return readReplay(text);
}
