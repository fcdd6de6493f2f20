// What a room's store keeps: the room as a list of events, from its creation on. The room is their fold
// (room/room-model.ts): its settings, seats and host, each match's seed and every accepted move with its client id.
// Nothing here is a state to trust: a game state is always the replay of its seed, rules and moves.

import type { Move, RuleSet, Seat, ShuffleDerivation } from '@birimba/engine';
import type { NoteKind } from '@birimba/game-log';
import { StoreError } from './store-error.js';

/** The first event's `format`. */
export const ROOM_FORMAT = 'birimba-room';
/** The event format's version: a reader refuses a history written by a later one. */
export const ROOM_FORMAT_VERSION = 1;

/** What the host sets: the rules (the target is `rules.matchTarget`), the bots' level, the move timer, the listing. */
export interface RoomSettings {
  /** The rule set in full. */
  readonly rules: RuleSet;
  /** The level of the bots in empty seats and of the server's play for a seat out of time. */
  readonly botLevel: string;
  /** Seconds a turn may take; 0: no timer. */
  readonly moveTimer: number;
  /** Listed for "play now". */
  readonly public: boolean;
  /** The players may chat; absent in rooms stored before chat (off). */
  readonly chat?: boolean;
  /** People may watch the room; absent in rooms stored before watching (allowed). */
  readonly watching?: boolean;
  /** Watchers may say quick phrases; absent in rooms stored before watching (not). */
  readonly watcherPhrases?: boolean;
  /** The host made the room rated (its matches rate their players when nothing else stands in the way:
   * ratings/rating-rules.ts' `unratedReasons`); absent in rooms stored before ratings (not). */
  readonly rated?: boolean;
  /** A room the rated queue made: the account kept for each seat (index = seat) — nobody else takes a seat, and its
   * settings stay as the queue made them; absent in every other room. */
  readonly seatsFor?: readonly string[];
}

/** One event of a room's history. */
export type RoomEvent =
  /** The room was made. Always the first event. `by`: the address it was made for (the hash of its key), against
   * which it counts while open; absent in rooms stored before, and in rooms the server made by itself. */
  | {
      readonly kind: 'created';
      readonly format: typeof ROOM_FORMAT;
      readonly version: number;
      readonly code: string;
      readonly settings: RoomSettings;
      readonly by?: string;
      /** The least match target at which the room's matches are rated (null: one deal too), lowered from
       * `RATED_TARGET` by a server a test started with `ratedTestTarget` (server.ts; the production start refuses
       * it: config.ts); absent in every other room. Kept with the room so that its replay rates what it rated. */
      readonly ratedTestTarget?: number | null;
    }
  /** A person took an empty seat; their token is kept as its hash. `account`: the id of the account they joined with
   * (a device key the database knew), kept with the matches they play at the seat and never sent to anyone; absent
   * without one, and in rooms stored before accounts. `handle`: that account's handle, shown on the seat (absent
   * without one, and in rooms stored before it). */
  | {
      readonly kind: 'seated';
      readonly seat: Seat;
      readonly name: string;
      readonly tokenHash: string;
      readonly account?: string;
      readonly handle?: string;
    }
  /** A person moved to an empty seat (in the lobby); their token goes with them. */
  | { readonly kind: 'moved'; readonly from: Seat; readonly to: Seat }
  /** A seat is empty again (its person left the lobby); its token no longer takes it. */
  | { readonly kind: 'vacated'; readonly seat: Seat }
  /**
   * A person left a match: a bot plays the seat until they come back with its token (`returned`). (Rooms stored before
   * this came back voided the token here; their left seats stay with the bot.)
   */
  | { readonly kind: 'left'; readonly seat: Seat }
  /** A person who left the match came back with the seat's token: the seat is theirs again. */
  | { readonly kind: 'returned'; readonly seat: Seat }
  /** A visitor the table let in took the seat of its person, offline (from another device): the old token is void.
   * (Rooms stored before a seat's own token always won it back; `lent` since.) */
  | { readonly kind: 'reseated'; readonly seat: Seat; readonly tokenHash: string }
  /** The table let a person without proof play an offline player's seat (from another device): on a token of their
   * own, until the seat's own token takes it back (`reclaimed`). */
  | { readonly kind: 'lent'; readonly seat: Seat; readonly tokenHash: string }
  /** The seat's own token took the seat back from the person the table let in: their token takes it no more. */
  | { readonly kind: 'reclaimed'; readonly seat: Seat }
  /** A person said they are ready for the match (lobby), or no longer. */
  | { readonly kind: 'ready'; readonly seat: Seat; readonly ready: boolean }
  /** A person is away (a bot plays their turns: they said so, or two turns in a row ran out of time), or back. */
  | { readonly kind: 'away'; readonly seat: Seat; readonly away: boolean }
  /** A person stopped being shown another person's phrases (`muted`), or shows them again. */
  | { readonly kind: 'muted'; readonly seat: Seat; readonly of: Seat; readonly muted: boolean }
  /** A person said a line of the room's chat. */
  | { readonly kind: 'said'; readonly seat: Seat; readonly text: string }
  /** After a match, back to the lobby for the next one: the people keep their seats, the bots' seats are free. */
  | { readonly kind: 'lobby' }
  /** The host changed (null: nobody is there to be host). */
  | { readonly kind: 'host'; readonly seat: Seat | null }
  /** The host changed the settings. */
  | { readonly kind: 'settings'; readonly settings: RoomSettings }
  /** A match began (the start, or a rematch): its seed, and the bot level of each seat a bot plays (null: a person). */
  | {
      readonly kind: 'started';
      readonly seed: string;
      readonly bots: readonly (string | null)[];
      /** How the match's deals are shuffled from the seed; absent in rooms stored before HMAC (`continued`). */
      readonly shuffle?: ShuffleDerivation;
      /** When it began (ms by the server's clock); absent in rooms stored before matches were kept. */
      readonly at?: number;
    }
  /** A move was accepted: the seat's own (with the client's id) or made by the server for it (with a note). */
  | {
      readonly kind: 'move';
      readonly seat: Seat;
      readonly move: Move;
      readonly id: string | null;
      readonly note: NoteKind | null;
    }
  /** The next deal of the match was dealt. */
  | { readonly kind: 'next-deal' }
  /** The host paused the match (`left`: the ms the turn's timer had left, null without one), or let it go on. */
  | { readonly kind: 'paused'; readonly seat: Seat; readonly paused: boolean; readonly left?: number | null }
  /** The host gave an offline player's seat to a bot for the rest of the match, unless its person comes back with its
   * token (`returned`). (Rooms stored before this voided the token here; read now, their token takes the seat back.) */
  | { readonly kind: 'given'; readonly seat: Seat }
  /** The host asked the person at a seat to leave (lobby): the seat is free; their old token may not take a seat until
   * `until` (ms by the server's clock) or the host's `let-back`. `addressHash`: their address, as a hash (null when
   * unknown), kept by rooms stored before a bar was the person's alone; it is read and bars nobody. */
  | {
      readonly kind: 'kicked';
      readonly seat: Seat;
      readonly until: number;
      readonly addressHash?: string | null;
    }
  /** The host let a person asked to leave come back. */
  | { readonly kind: 'let-back'; readonly name: string }
  /** The room was closed: it is not restored, its history stays for its logs. */
  | { readonly kind: 'closed' };

/** Every kind of event. Keyed by kind, so that a kind added to `RoomEvent` is a type error here until it is read. */
const EVENT_KINDS: { readonly [K in RoomEvent['kind']]: true } = {
  created: true,
  seated: true,
  moved: true,
  vacated: true,
  left: true,
  returned: true,
  reseated: true,
  lent: true,
  reclaimed: true,
  ready: true,
  away: true,
  muted: true,
  said: true,
  lobby: true,
  host: true,
  settings: true,
  started: true,
  move: true,
  'next-deal': true,
  paused: true,
  given: true,
  kicked: true,
  'let-back': true,
  closed: true,
};

/**
 * A room's history from its stored records, one JSON event each (a file's lines, a Redis list's events): the one
 * reader of both stores. A record that is not JSON, or not an object of a kind of event, is damage, named by its
 * place (`line 2`, `event 2`). Whether each event fits the room is the fold's (room/room-model.ts).
 */
export function readHistory(code: string, records: readonly string[], record: 'line' | 'event'): RoomEvent[] {
  return records.map((text, i) => {
    const damaged = (what: string): StoreError =>
      new StoreError('damaged', `room ${code}: ${record} ${String(i + 1)} of its history is ${what}`);
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch {
      throw damaged('not JSON');
    }
    const kind = (event as { kind?: unknown } | null)?.kind;
    if (typeof event !== 'object' || typeof kind !== 'string' || !Object.hasOwn(EVENT_KINDS, kind))
      throw damaged('no event of a room');
    return event as RoomEvent;
  });
}
