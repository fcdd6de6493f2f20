// The rated queue ("Play rated"): a signed-in person waits in their form's queue until the server finds people of close
// ratings for a full table, then is sent to a rated room whose seats are reserved for exactly those accounts. The
// queue's room name, its join options, the messages each way, the window of ratings as the wait grows, and its codes.

import type { Players, Seat } from '@birimba/engine';

/** The queue's Colyseus room: one per form, found with `joinOrCreate(RATED_QUEUE_ROOM, RatedQueueOptions)`. */
export const RATED_QUEUE_ROOM = 'rated-queue';

/**
 * How far apart the ratings at one table may be, by how long a person has waited: `within` rating points either side
 * of their rating for waits of `afterMs` or more (null: anyone). Tables are built around each waiting person in the
 * order they came (the longest-waiting first): everyone at a table is within the window of the person it was built
 * around — so the longer the wait, the wider the table's spread may be, and after two minutes anyone is seated with
 * anyone (never with an account one of them blocked).
 */
export const RATED_QUEUE_WINDOWS: readonly { readonly afterMs: number; readonly within: number | null }[] = [
  { afterMs: 0, within: 100 },
  { afterMs: 30_000, within: 200 },
  { afterMs: 60_000, within: 400 },
  { afterMs: 120_000, within: null },
];

/** The options of `joinOrCreate(RATED_QUEUE_ROOM, …)`: the form to play, the account key (signed in only). */
export interface RatedQueueOptions {
  /** The number of players at the table: 2, 4 or 6. */
  readonly form: Players;
  /** The person's account key (`ACCOUNT_KEY_LENGTH` characters), as a room's join carries it. */
  readonly account: string;
}

/**
 * The types of the queue's messages to the server: `queue-ready` once the page listens for the queue's messages (sent
 * right after the join, its handlers set: until then the person is neither told nor seated — a message sent with the
 * join's answer would reach a page not listening yet, and a seat would be lost); `queue-leave` leaves the queue (so
 * does leaving the room).
 */
export const RATED_QUEUE_CLIENT_TYPES = ['queue-ready', 'queue-leave'] as const;

/** The types of the queue's messages to a client, with `RatedQueueMessages`' payloads. */
export const RATED_QUEUE_SERVER_TYPES = ['queue-status', 'queue-seated'] as const;

/** `queue-status`: where a waiting person stands, sent on joining and whenever the count or the window changes (the
 * page counts the seconds between). */
export interface QueueStatusMessage {
  /** The form this person waits for (2, 4 or 6 players). */
  readonly form: Players;
  /** How long this person has waited, in ms, as the server counts it. */
  readonly waitedMs: number;
  /** How many people are looking for a table of this form now, this person among them. */
  readonly looking: number;
  /** The rating points either side this person is seated within now (`RATED_QUEUE_WINDOWS`); null: anyone. */
  readonly within: number | null;
}

/** `queue-seated`: a table was found. The person joins the room by its code (`joinById`) with their account key, and
 * takes the seat kept for their account (partners: the best rated with the least, the middle two together — or for
 * six, first with sixth, second with fifth, third with fourth). The queue connection ends after it
 * (`RATED_QUEUE_CLOSE_CODES.seated`). */
export interface QueueSeatedMessage {
  /** The room's code. */
  readonly room: string;
  /** The seat kept for this account. */
  readonly seat: Seat;
}

/** The queue's messages to a client by type. */
export interface RatedQueueMessages {
  /** Where a waiting person stands. */
  readonly 'queue-status': QueueStatusMessage;
  /** A table was found. */
  readonly 'queue-seated': QueueSeatedMessage;
}

/**
 * Why the queue refused a person, before they wait: the HTTP status, which is the `code` the client's `joinOrCreate`
 * rejects with (as `MATCHMAKE_ERRORS`): `bad-options` — not a form of 2, 4 or 6, or no account
 * key; `not-signed-in` — the key names no account (or the accounts cannot be read now); `at-table` — the account sits
 * at an open rated table the queue made, whose match has not ended: play it out first.
 */
export const RATED_QUEUE_ERRORS = {
  'bad-options': 400,
  'not-signed-in': 401,
  'at-table': 409,
} as const;

/** How a queue connection ends: `seated` — a table was found (`queue-seated` said where); `replaced` — the same
 * account joined the queue from another tab or device, which waits instead (its wait goes on from the older's). */
export const RATED_QUEUE_CLOSE_CODES = {
  seated: 4711,
  replaced: 4712,
} as const;

/** The refusal of a join of a rated room the queue made, by someone its seats are not kept for (a room's join code,
 * beside `JOIN_ERRORS`). */
export const RESERVED_SEAT_ERROR = 4508;
