// The room's synchronised state (Colyseus schema), as a client reads it: only public facts. No card of any hand, the
// stock or the birimbakia is ever in it; each seat's own cards reach that seat alone in `view` messages.

import type { RuleSet } from '@birimba/engine';
import type { ASK_ANSWERS, SEAT_OCCUPANTS, STAGES } from './constants.js';
import type { UnratedReason } from './ratings.js';

/** Where a room is (`STAGES`). */
export type Stage = (typeof STAGES)[number];

/** Who holds a seat (`SEAT_OCCUPANTS`). */
export type SeatOccupant = (typeof SEAT_OCCUPANTS)[number];

/** Who may answer a visitor's ask for a seat (`ASK_ANSWERS`). */
export type AskAnswer = (typeof ASK_ANSWERS)[number];

/** One seat of the room, as everyone sees it. */
export interface RoomSeat {
  /** Nobody, a person or a bot. */
  readonly occupant: SeatOccupant;
  /** The person's display name ('' for an empty seat or a bot). */
  readonly name: string;
  /** The handle of the account the person plays under (their profile: `/p/HANDLE`, the table's `#profile=HANDLE`), or
   * '' for a guest, a bot or an empty seat. (Absent from servers before it.) */
  readonly handle?: string;
  /** The person's connection is open (false for empty seats and bots). */
  readonly connected: boolean;
  /** The bot level that plays the seat: a bot's, or the stand-in's while `standIn`; '' otherwise. */
  readonly level: string;
  /** A bot plays for this person now: the grace period after a lost connection is over, or they left. The table
   * says "a bot plays for Maria". */
  readonly standIn: boolean;
  /** The person left the game for good: a bot plays the seat to the end of the match. */
  readonly left: boolean;
  /** The host gave the seat to a bot (`give-to-bot`): it plays the seat for the rest of the match, unless its person
   * comes back with the seat's token. Every screen says so. (Absent from servers before it.) */
  readonly given?: boolean;
  /** The person said they are ready for the next match (lobby). */
  readonly ready: boolean;
  /** The person is away (`away`, or two turns in a row ran out of time): a bot plays their turns until they are
   * back. */
  readonly away: boolean;
  /** Turns in a row whose time ran out for this seat (0 once the person plays a turn). The table says «time ran
   * out for Maria» when it goes up. */
  readonly timeouts: number;
  /** While the person is offline and their seat held: when a bot stands in (ms since 1970 by the server's clock);
   * 0 otherwise. */
  readonly graceEnds: number;
  /** The name of the visitor whose ask for this seat comes first (`ask-seat`: asks are answered in the order they
   * came), or ''. */
  readonly askedBy: string;
  /** Who may answer that ask: '' (nobody asks); `owner` — only a device of the seat's own, holding its token: its
   * person is here (they say whether the asker is them), the seat holds the host's rights, or the asker comes from the
   * address of someone at the table (nobody holds two seats); `table` — the host, or with the host offline any player
   * at the table: the asker's device has no proof it is the seat's person, and the table says so. */
  readonly askAnswer: AskAnswer;
}

/** The room's public state, kept in step on every client by Colyseus. */
export interface PublicRoomState {
  /** The room's code (its `roomId`). */
  readonly code: string;
  /** Listed for "play now". */
  readonly public: boolean;
  /** Where the room is. */
  readonly stage: Stage;
  /** The host's seat, or -1 while no player is there to be host. */
  readonly host: number;
  /** One per player of the rules (2, 4 or 6); partners sit opposite, the team is the engine's `teamOf`. */
  readonly seats: readonly RoomSeat[];
  /** The rule set in full, as JSON (`parseRoomRules`): the fields of the engine's `RULE_INFO`. */
  readonly rules: string;
  /** The level of the bots in empty seats and of the server's play when time runs out. */
  readonly botLevel: string;
  /** Seconds a turn may take; 0: no timer. */
  readonly moveTimer: number;
  /** The players may chat (the host turned it on: `settings` with `chat`). */
  readonly chat: boolean;
  /** People may watch the room (`watch`; the host may turn it off). */
  readonly watching: boolean;
  /** Watchers may say quick phrases (the host turned it on). */
  readonly watcherPhrases: boolean;
  /** How many people watch now (0 to `MAX_WATCHERS`). */
  readonly watchers: number;
  /** When the current turn's time runs out, in milliseconds since 1970 by the server's clock; 0 without a timer.
   * (`view`'s `deadlineIn` says the same as time left, for a client whose clock differs.) */
  readonly deadline: number;
  /** The seat to act, or -1 outside a deal. */
  readonly turn: number;
  /** The phase of the turn — `draw`, `play`, `over` — or '' outside a deal. */
  readonly phase: string;
  /** The deal of the match, from 1; 0 before the first. */
  readonly deal: number;
  /** The match totals of the deals finished, one per team (A, B, and C with six players). */
  readonly totals: readonly number[];
  /** The points each team has on the table in this deal (the engine's `publicScores`, `onTable`). */
  readonly scores: readonly number[];
  /** The bot seat whose decision the room awaits, or -1. */
  readonly thinking: number;
  /** The name of the person who paused the match (`pause`), or '' while it is not paused. */
  readonly pausedBy: string;
  /** The names of the people the host asked to leave (`kick`) who may not come back yet without the host's yes
   * (`let-back`). */
  readonly barred: readonly string[];
  /** Made by "play now" moments after another public table filled (`JoinOptions.playNow`): the lobby says that this is
   * the next table, where the people who pressed it together are seated. False once the match begins. */
  readonly nextTable: boolean;
  /** The host made the room rated (`settings` with `rated`). (Absent from servers before ratings.) */
  readonly rated?: boolean;
  /** Why the next match will not be rated, or — once a match has begun — why it is not (`UNRATED_REASONS`, in their
   * order); empty: it is rated. The lobby says them before Start. (Absent from servers before ratings.) */
  readonly unrated?: readonly UnratedReason[];
}

/** The room's rule set from its public state's `rules`. */
export function parseRoomRules(rules: string): RuleSet {
  return JSON.parse(rules) as RuleSet;
}
