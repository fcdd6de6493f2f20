// Loading a game log for replay: from an address (the `replay` attribute: a file the page serves, the simulator's
// `--log-dir` files, a server's `GET /rooms/:code/log` answer saved), from a file picked or dropped, or from a log
// already in the page (the table's own match). Every way ends in one value: the replay, or what went wrong with a code
// the table words in the player's language and the reader's sentence (English) for the details.

import { GameLogError, ReplayError, parseGameLog } from '@birimba/game-log';
import type { GameLog } from '@birimba/game-log';
import { type ReplayModel, replayModel } from './replay-model.js';

/** Why a log could not be opened: the address is not one (`bad-url`), it could not be fetched (`fetch-failed`) or
 * answered with an error (`http-status`), the file is too large (`too-large`) or cannot be read (`unreadable`), it
 * is not a game log (`not-a-log`), or its moves do not replay (`does-not-replay`). */
export type ReplayProblemCode =
  'bad-url' | 'fetch-failed' | 'http-status' | 'too-large' | 'unreadable' | 'not-a-log' | 'does-not-replay';

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

/** A log from the address `url` (relative to `base`, the page's). */
export async function fetchReplay(
  url: string,
  base: string,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): Promise<Loaded> {
  let address: URL;
  try {
    address = new URL(url.trim(), base);
  } catch {
    return failed('bad-url', url.slice(0, 200));
  }
  if (!['http:', 'https:', 'blob:', 'data:'].includes(address.protocol)) return failed('bad-url', address.protocol);
  let response: Response;
  try {
    response = await fetchFn(address.href);
  } catch (e) {
    return failed('fetch-failed', e instanceof Error ? e.message : String(e));
  }
  if (!response.ok) return failed('http-status', `${String(response.status)} ${response.statusText}`.trim());
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
