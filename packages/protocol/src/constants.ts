// The protocol's fixed words and numbers, each said once: the room's name, the message types of each direction, the
// stages of a room, the codes of every refusal and error, the limits a server keeps and the defaults of a new room.
// No valibot here: a page imports these without the schemas.

/** The name of the one Colyseus room type: `client.joinOrCreate(ROOM_NAME, options)`. */
export const ROOM_NAME = 'birimba';

/** The protocol's version; a change that breaks a client raises it. */
export const PROTOCOL_VERSION = 1;

/** What a client sends (`room.send(type, payload)`), in the order a room meets them. */
export const CLIENT_MESSAGE_TYPES = [
  'choose-seat',
  'settings',
  'start',
  'move',
  'next-deal',
  'rematch',
  'sync',
  'ready',
  'away',
  'ask-seat',
  'let-in',
  'phrase',
  'mute',
  'chat',
  'pause',
  'pass-host',
  'give-to-bot',
  'host-move',
  'kick',
  'let-back',
  'watch',
] as const;

/** What the server sends to one client (`room.onMessage(type, …)`). */
export const SERVER_MESSAGE_TYPES = [
  'welcome',
  'view',
  'answer',
  'deal-over',
  'error',
  'visitor',
  'phrase',
  'mutes',
  'chat',
  'watch',
] as const;

/** Where a room is: players gather and the host sets it up; a deal is played; a deal of a match is over and the
 * next one is awaited; the match (or the single deal) is over and a rematch may follow. */
export const STAGES = ['lobby', 'playing', 'deal-over', 'match-over'] as const;

/** Who holds a seat: nobody yet (in the lobby), a person, or a bot at the room's level. */
export const SEAT_OCCUPANTS = ['empty', 'human', 'bot'] as const;

/**
 * Why a message was refused, sent to its sender alone in an `error` message; the room is unchanged.
 * `bad-message` — not what the protocol says (the reason names the field); `unknown-type` — no such message type;
 * `too-large` — over `MAX_MESSAGE_BYTES`; `rate-limited` — over `RATE_LIMIT`; `not-host` — only the host may do it;
 * `wrong-stage` — not now (e.g. `start` while playing); `seat-taken` — another player sits there; `too-many-people`
 * — more people sit in the lobby than the form asked for seats (some must leave first); `not-asked` — nobody asks for
 * that seat now (`let-in`), or it is not a seat one may ask for (`ask-seat`); `not-let-in` — the table said no to a
 * visitor's `ask-seat`; `too-soon` — a phrase or chat line within `PHRASE_INTERVAL_MS` of the sender's last one;
 * `chat-off` — a chat line while the host has not turned chat on; `paused` — not while the match is paused (`pause`);
 * `not-offline` — the host gives only an offline player's seat to a bot (`give-to-bot`); `not-here` — the host's
 * rights pass only to another person at the table, connected (`pass-host`); `watching` — a watcher sent something
 * other than a phrase (a watcher only watches); `watcher-phrases-off` — a watcher's phrase while the host does not let
 * watchers send phrases; `watch-off` — `watch` while the host does not allow watching; `watchers-full` — `watch`
 * while `MAX_WATCHERS` watch already; `store-failed` — the server could not record it (try again); `server-error` —
 * something went wrong on the server (it is logged); `owner-answers` — `let-in` for a seat only its own device may
 * let someone into (`RoomSeat.askAnswer` `owner`: its person is here, it holds the host's rights, or the asker comes
 * from the address of someone at the table).
 */
export const ERROR_CODES = [
  'bad-message',
  'unknown-type',
  'too-large',
  'rate-limited',
  'not-host',
  'wrong-stage',
  'seat-taken',
  'too-many-people',
  'not-asked',
  'not-let-in',
  'too-soon',
  'chat-off',
  'paused',
  'not-offline',
  'not-here',
  'watching',
  'watcher-phrases-off',
  'watch-off',
  'watchers-full',
  'store-failed',
  'server-error',
  'owner-answers',
] as const;

/**
 * Why the room refused a move, beyond the engine's own reasons (`IllegalMoveCode`): `not-playing` — no deal is being
 * played; `stand-in` — a bot plays this seat until the player's next turn begins; `timed-out` — the turn's time ran
 * out and the server plays it; `paused` — the host paused the match (`pause`): send it again once it goes on;
 * `store-failed` — the server could not record it (send it again with the same id).
 */
export const ROOM_MOVE_REFUSALS = ['not-playing', 'stand-in', 'timed-out', 'paused', 'store-failed'] as const;

/** Why a join was refused: the `code` of the error a client's `join…`/`create` call rejects with. */
export const JOIN_ERRORS = {
  /** The join options are not what the protocol says (the message names the field). */
  'bad-options': 4501,
  /** Every seat is taken. */
  'room-full': 4502,
  /** The game has started: only its players may come back, with their seat's token. */
  'game-started': 4503,
  /** The token is not one of this room's seats (or its player left for good). */
  'bad-token': 4504,
  /** The host asked this person to leave the room (`kick`) less than `KICK_BAR_MS` ago: they may come back only when
   * the host lets them (`let-back`). */
  barred: 4505,
  /** The host does not allow watching this room (`watch` join option). */
  'watch-off': 4506,
  /** `MAX_WATCHERS` people watch this room already. */
  'watchers-full': 4507,
} as const;

/**
 * Why the matchmaking request itself was refused, before any room is created or any seat reserved: the HTTP status,
 * which is the `code` a client's `join…`/`create` call rejects with (the body says why in a line). `bad-options` — the
 * options are not what the protocol says, or not JSON (`Content-Type: application/json`); `options-too-large` — the
 * body is over `MAX_OPTIONS_BYTES`; `too-often` — this address created too many rooms lately, or holds too many seat
 * reservations it has not used (wait a little); `server-full` — the server holds as many rooms as it may;
 * `room-damaged` — the room's stored history was damaged, so it could not be restored (it never will be: open a new
 * one); `store-failed` — the server cannot store rooms or moves now (its room store cannot write, or does not answer:
 * Redis away — said at once; try again), also the code of a join whose seat could not be stored; `room-moving` — a
 * join of a room that is between server processes (its process stopped or died, another takes it over): join again in
 * a moment, with the seat's token.
 */
export const MATCHMAKE_ERRORS = {
  'bad-options': 400,
  'room-damaged': 410,
  'options-too-large': 413,
  'too-often': 429,
  'server-full': 503,
  'store-failed': 507,
  'room-moving': 409,
} as const;

/** The largest matchmaking request body (the join options as JSON), in bytes; a larger one is refused unread. */
export const MAX_OPTIONS_BYTES = 2048;

/** Close codes a server ends a connection with, beyond Colyseus' own (4000–4010). */
export const CLOSE_CODES = {
  /** Another connection took this seat with its token (the player opened the game elsewhere). */
  replaced: 4601,
  /** The room was closed: nobody played in it for too long. */
  closed: 4602,
  /** The room moves to another server process (this one is stopping: a rolling update): join again with the seat's
   * token at once — the room is back within a moment, wherever the matchmaking sends you. */
  moved: 4603,
  /** The host asked this person to leave the room (`kick`). */
  kicked: 4604,
  /** The host stopped allowing watching: every watcher's connection ends (a watcher is never a seat to hold). */
  'watch-off': 4605,
  /** A visit ended: the visitor asked for no seat within `VISIT_MS`, or another visitor from the same address came
   * (an address holds one visitor's place). Join again with `ask` to ask. */
  'visit-over': 4606,
} as const;

/** How long a visitor's ask waits for its answer before it expires (`not-let-in`), and how long a visitor asking for
 * nothing stays (then `visit-over`), in ms: two minutes. */
export const VISIT_MS = 2 * 60 * 1000;

/** Who may answer a visitor's ask for a seat (`RoomSeat.askAnswer`): nobody asks (''); only a device of the seat's own,
 * holding its token (`owner`); the host — or, the host offline, a player at the table — for an asker whose device has
 * no proof (`table`). */
export const ASK_ANSWERS = ['', 'owner', 'table'] as const;

/** How long a person the host asked to leave (`kick`) may not come back without the host's yes, in ms: ten minutes. */
export const KICK_BAR_MS = 10 * 60 * 1000;

/** The longest display name, in UTF-16 code units. */
export const NAME_MAX_LENGTH = 24;

/** The longest client move id. */
export const MOVE_ID_MAX_LENGTH = 64;

/** The largest message a client may send: its payload as JSON, in bytes (UTF-16 code units). */
export const MAX_MESSAGE_BYTES = 1024;

/** The largest WebSocket frame a server reads; a bigger one ends the connection (ws close code 1009). */
export const MAX_FRAME_BYTES = 4096;

/** Messages one client may send: a burst of `burst`, refilled at `perSecond`. Past it: `rate-limited`. */
export const RATE_LIMIT = { burst: 20, perSecond: 10 } as const;

/**
 * The quick phrases a player may say to the table (`phrase`), by stable id: their words are each table's phrase book
 * (English and Greek in `<birimba-table>`), never sent. Ids are only ever added.
 */
export const QUICK_PHRASES = [
  'hello',
  'good-luck',
  'well-done',
  'thanks',
  'think',
  'oops',
  'lets-go',
  'sorry',
  'nice-move',
  'pity',
  'hurry',
  'good-game',
] as const;

/** The emotes a player may show the table (`phrase` too), by stable id: faces and a heart, drawn by each table. */
export const EMOTES = ['smile', 'laugh', 'wow', 'wink', 'cool', 'sad', 'angry', 'heart'] as const;

/** The least time between two phrases (emotes, chat lines) of one seat, in ms; one sooner is refused `too-soon`. */
export const PHRASE_INTERVAL_MS = 3000;

/** The most people who may watch one room at once (`watch`); watchers hold no seat and are never stored. */
export const MAX_WATCHERS = 50;

/** The longest chat line, in UTF-16 code units. */
export const CHAT_MAX_LENGTH = 200;

/** The chat lines a room keeps (the newest), told to each person who comes (back) to the table. */
export const CHAT_KEPT_LINES = 50;

/** The match target of a new room (`rules.matchTarget`; `null` plays one deal). */
export const DEFAULT_TARGET = 3000;

/** The level of the bots in the empty seats of a new room. */
export const DEFAULT_BOT_LEVEL = 'normal';

/** The bot levels a room may have, weakest first: `@birimba/ai`'s `LEVEL_NAMES` (a module free of the bots). */
export { LEVEL_NAMES } from '@birimba/ai';

/** The move timer of a new public room, in seconds (a private room starts without one: 0). */
export const PUBLIC_MOVE_TIMER = 60;

/** The move timer's range in seconds, when on (0 turns it off). */
export const MOVE_TIMER_RANGE = { min: 10, max: 600 } as const;

/** How long a server holds a dropped player's seat before a bot plays it, in seconds, unless configured otherwise. */
export const DEFAULT_GRACE_SECONDS = 60;

/** A reservation token: 32 random bytes in base64url, 43 characters. */
export const TOKEN_LENGTH = 43;
