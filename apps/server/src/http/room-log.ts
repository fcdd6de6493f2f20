// `GET /rooms/:code/log`: the game log of a room's finished match, for the people who played it. A stranger costs a
// file read and no more: the token is checked against the hashes the room's history stores before the room is replayed;
// a finished match's log, once made, is kept (it cannot change); and each client address has a rate limit.

import type { Request, RequestHandler, Response } from 'express';
import { serializeGameLog } from '@birimba/game-log';
import { isRoomCode, tokenOfAuthorization } from '@birimba/protocol';
import type { Clock } from '../clock.js';
import { BucketsByKey, type RateLimit } from '../rate-limit.js';
import type { FinishedMatch } from '../room/match-record.js';
import { RoomModel } from '../room/room-model.js';
import { tokenHash } from '../secrets.js';
import type { RoomEvent } from '../store/room-events.js';
import type { RoomStore } from '../store/room-store.js';
import { clientAddress } from './address.js';

/** What the route needs. */
export interface RoomLogOptions {
  readonly store: RoomStore;
  readonly clock: Clock;
  /** Requests per client address. */
  readonly limit: RateLimit;
}

/** How much made logs the route keeps, in characters (a one-deal log is some 20,000). */
const KEPT_CHARS = 8_000_000;

/** The route's handler. */
export function roomLogRoute(options: RoomLogOptions): RequestHandler {
  const buckets = new BucketsByKey(options.limit, options.clock);
  const kept = new MadeLogs(KEPT_CHARS);
  return (req, res) => {
    if (!buckets.take(clientAddress(req))) {
      res.set('Retry-After', String(buckets.retryAfterSeconds));
      refuse(res, 429, 'too-many', 'too many requests for logs from your address: wait a little');
      return;
    }
    void answer(req, res, options.store, kept).catch(() => {
      if (!res.headersSent) refuse(res, 500, 'failed', 'the log could not be made');
    });
  };
}

function refuse(res: Response, status: number, error: string, message: string): void {
  res.status(status).json({ error, message });
}

/**
 * The log of the room's last finished match (`?match=N` for an earlier one), for a player of that match: the seat's
 * token as `Authorization: Bearer TOKEN`. Only a finished match: its seed tells every deal of it.
 */
async function answer(req: Request, res: Response, store: RoomStore, kept: MadeLogs): Promise<void> {
  if ('token' in req.query)
    return refuse(res, 400, 'token-in-url', 'send the token in the Authorization header, not in the address');
  const wanted = matchNumber(req.query.match);
  if (wanted === 'bad') return refuse(res, 400, 'bad-match', '?match is the number of a match of the room: 1, 2, …');
  const token = tokenOfAuthorization(req.get('authorization'));
  if (token === null) return refuse(res, 401, 'no-token', "send your seat's token: Authorization: Bearer TOKEN");
  const code = String(req.params.code ?? '');
  const events = isRoomCode(code) ? await store.load(code).catch(() => null) : null;
  if (events === null) return refuse(res, 404, 'no-room', `there is no room ${JSON.stringify(code.slice(0, 20))}`);
  const hash = tokenHash(token);
  const notAPlayer = (): void => refuse(res, 403, 'not-a-player', 'only the players of a match may read its log');
  if (!events.some((e) => givesSeat(e) && e.tokenHash === hash)) return notAPlayer();

  const send = (made: MadeLog): void => {
    if (!made.readers.has(hash)) return notAPlayer();
    res.set('Cache-Control', 'no-store').type('application/json').send(made.text);
  };
  const number = wanted ?? kept.lastFinished(code, events);
  const made = number === null ? undefined : kept.get(code, number);
  if (made !== undefined) return send(made);

  let model: RoomModel;
  try {
    model = RoomModel.fromHistory(events);
  } catch {
    return refuse(res, 500, 'damaged', 'the room’s history cannot be read');
  }
  model.dispose();
  kept.noteFinished(code, events, model.finished.length);
  const n = wanted ?? model.finished.length;
  const finished = model.finished[n - 1];
  if (finished !== undefined) return send(kept.put(code, n, finished));
  // A match the room never had is not found; one not over (or not begun): its players are told to wait, anyone
  // else that it is not theirs.
  const begun = model.match?.number ?? model.finished.length;
  if (wanted !== null && wanted > begun)
    return refuse(res, 404, 'no-match', `room ${code} has had ${String(begun)} match(es), not ${String(wanted)}`);
  const playing = model.match !== null && (wanted === null || wanted === model.match.number) ? model.match : null;
  if (playing !== null && !playing.readers.has(hash)) return notAPlayer();
  refuse(res, 409, 'not-over', 'the log is given once the match is over: until then it would tell cards still hidden');
}

/** Whether an event gives a seat's token: a person seated, reseated or let in by the table. */
function givesSeat(e: RoomEvent): e is Extract<RoomEvent, { readonly kind: 'seated' | 'reseated' | 'lent' }> {
  return e.kind === 'seated' || e.kind === 'reseated' || e.kind === 'lent';
}

/** `?match`: absent (null), a match number, or anything else ('bad'). */
function matchNumber(value: unknown): number | null | 'bad' {
  if (value === undefined) return null;
  return typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 'bad';
}

/** A finished match's log as sent, and who may read it. */
interface MadeLog {
  readonly text: string;
  readonly readers: ReadonlySet<string>;
}

/**
 * The logs made so far, the least recently read forgotten beyond a size; and, for each room, how many of its matches
 * were over at the history's length when it was last replayed (a history only grows: the same length, the same room).
 */
class MadeLogs {
  private readonly logs = new Map<string, MadeLog>();
  private readonly finished = new Map<string, { readonly events: number; readonly matches: number }>();
  private chars = 0;

  constructor(private readonly most: number) {}

  get(code: string, match: number): MadeLog | undefined {
    const key = `${code} ${String(match)}`;
    const made = this.logs.get(key);
    if (made !== undefined) {
      this.logs.delete(key);
      this.logs.set(key, made);
    }
    return made;
  }

  put(code: string, match: number, finished: FinishedMatch): MadeLog {
    const made = { text: serializeGameLog(finished.log), readers: finished.readers };
    this.logs.set(`${code} ${String(match)}`, made);
    this.chars += made.text.length;
    for (const [key, old] of this.logs) {
      if (this.chars <= this.most) break;
      this.logs.delete(key);
      this.chars -= old.text.length;
    }
    return made;
  }

  /** The number of the room's last finished match, if known for this history (null: unknown, or none). */
  lastFinished(code: string, events: readonly RoomEvent[]): number | null {
    const known = this.finished.get(code);
    return known !== undefined && known.events === events.length && known.matches > 0 ? known.matches : null;
  }

  noteFinished(code: string, events: readonly RoomEvent[], matches: number): void {
    this.finished.delete(code);
    this.finished.set(code, { events: events.length, matches });
    if (this.finished.size > 10_000) this.finished.delete(this.finished.keys().next().value ?? '');
  }
}
