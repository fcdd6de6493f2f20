// What a client says to the server, as types: the join options and every client message (server-messages.ts has the
// other direction). The schemas (`@birimba/protocol/schemas`) check the same shapes at run time.

import type { Move, RuleSet, Seat } from '@birimba/engine';
import type { CLIENT_MESSAGE_TYPES, EMOTES, QUICK_PHRASES } from './constants.js';

/**
 * The options of `joinOrCreate`, `create` and `joinById`. With a `token` the client takes back the seat it was given
 * (after a reload, a lost connection or a server restart); without one it takes `seat`, or the first free seat.
 */
export interface JoinOptions {
  /** The player's display name: 1 to `NAME_MAX_LENGTH` characters, no control characters, no space at either end. */
  readonly name: string;
  /** The seat's reservation token from `welcome`, to take the seat back. */
  readonly token?: string;
  /** The seat wished for (a free one; the first free seat otherwise). */
  readonly seat?: Seat;
  /** On creating a room: list it for "play now" (`joinOrCreate` passes true). A room is private otherwise. */
  readonly public?: boolean;
  /**
   * Without a token, once the match has begun: come in as a visitor (`visitor`) who may ask for the seat of a player
   * who is offline (`ask-seat`), instead of being refused `game-started`. Refused all the same when no seat of the
   * match is held for someone offline. Ignored in the lobby.
   */
  readonly ask?: boolean;
  /**
   * Without a token: come in to watch (`watch` messages), holding no seat — in the lobby, during a match, a full room
   * too. A watcher sees what a stranger sees (never a hand before the players are shown it) and sends nothing but
   * phrases, when the host lets watchers send them. Refused `watch-off` when the host does not allow watching,
   * `watchers-full` past `MAX_WATCHERS`. A watcher is never stored: after a lost connection or a restart it joins
   * again with `watch`.
   */
  readonly watch?: boolean;
  /**
   * Sent by "play now" (with `public`): a room it makes just after another public table filled says so in its lobby
   * (`nextTable`) — the people who pressed it at the same moment are seated there together.
   */
  readonly playNow?: boolean;
  /**
   * The account key of the person joining (`ACCOUNT_KEY_LENGTH` characters), when they are signed in: the match they
   * play is kept in their history. Sent here, in the join's options, never in a URL.
   */
  readonly account?: string;
}

/** `choose-seat`: in the lobby, move to a free seat of the room's form (partners sit opposite: engine `partnerOf`). */
export interface ChooseSeatMessage {
  /** The free seat, 0 .. players − 1 (the room's rule `players`: 2, 4 or 6). */
  readonly seat: Seat;
}

/**
 * `settings`: the host sets up the room, in the lobby or after a match. Each field given replaces the room's; the
 * others stay. The match target is `rules.matchTarget` (`null`: one deal).
 */
export interface SettingsMessage {
  /** Rule fields to change, as the engine's `RULE_INFO` describes them. */
  readonly rules?: Partial<RuleSet>;
  /** The level of the bots in the empty seats (and of the server's play when time runs out): a level of
   * `@birimba/ai`'s `LEVELS`. */
  readonly botLevel?: string;
  /** Seconds a player has for a turn, from `MOVE_TIMER_RANGE`; 0 turns the timer off. */
  readonly moveTimer?: number;
  /** Whether "play now" may bring strangers into the room. */
  readonly public?: boolean;
  /** Whether the players may chat (free text, `chat`); off in a new room. Alone, it may change at any stage. */
  readonly chat?: boolean;
  /** Whether people may watch the room (`watch`); on in a new room. Turned off, every watcher is let go (close code
   * `watch-off`). With `chat` and `watcherPhrases` alone, it may change at any stage. */
  readonly watching?: boolean;
  /** Whether watchers may say quick phrases and emotes (`phrase`); off in a new room. Any stage, as `chat`. */
  readonly watcherPhrases?: boolean;
  /** Whether the room's matches are rated (`ratings.ts`); off in a new room. In the lobby or after a match, as the
   * rules: a match is rated when nothing else stands in the way (`PublicRoomState.unrated`). */
  readonly rated?: boolean;
}

/** `move`: a move of the sender's own seat (a move carries no seat). The answer comes as `answer` with the same id. */
export interface MoveMessage {
  /** The client's id of this move, 1 to `MOVE_ID_MAX_LENGTH` of `A-Z a-z 0-9 _ -`: a move sent again with the same id
   * is answered again, never played twice. */
  readonly id: string;
  /** The move, plain JSON as the engine takes it, without `seat`. */
  readonly move: Move;
}

/** A message with nothing to say but its type: `start`, `next-deal`, `rematch`, `sync` (an empty object, or nothing). */
export type EmptyMessage = Readonly<Record<string, never>> | undefined;

/** `ready`: in the lobby, a person says they are ready to play (or no longer). The host starts when they choose. */
export interface ReadyMessage {
  /** Ready (true) or not yet (false). */
  readonly ready: boolean;
}

/** `away`: during a match, a bot at the room's level plays the sender's turns (`true`) until they are back
 * (`false`: their seat is theirs again at the next turn's boundary). Two turns in a row whose time ran out set it. */
export interface AwayMessage {
  /** Away (true) or back (false). */
  readonly away: boolean;
}

/** `ask-seat`: a visitor (joined with `ask`) asks for the seat of a player who is offline — theirs, from another
 * device. The host (or, without one present, any player at the table) is asked (`RoomSeat.askedBy`). */
export interface AskSeatMessage {
  /** The seat asked for: a person's seat of the match, held for them while they are offline. */
  readonly seat: Seat;
}

/** `let-in`: answers the first visitor's `ask-seat` for a seat (`RoomSeat.askedBy`), by whoever `RoomSeat.askAnswer`
 * names. From the seat's own device (`owner`), yes hands the seat over: the visitor is the same person, and takes the
 * seat with its own token (`welcome`; the answering device gives way, `replaced`). From the table (`table`: the host,
 * or with the host offline any player), yes lets a person without proof play the seat on a token of its own — until
 * the seat's own token comes back, which takes the seat at once (the visitor visits again). No: the visitor is told
 * `not-let-in`. */
export interface LetInMessage {
  /** The seat a visitor asks for. */
  readonly seat: Seat;
  /** Whether to let them in (default true). */
  readonly allow?: boolean;
  /** The asker's name as the answer was given to it (`askedBy`): refused `not-asked` when another visitor's ask comes
   * first by then. */
  readonly asker?: string;
}

/** A quick phrase's or an emote's id (`QUICK_PHRASES`, `EMOTES`). */
export type PhraseId = (typeof QUICK_PHRASES)[number] | (typeof EMOTES)[number];

/** `phrase`: during a match, a player says a quick phrase or shows an emote to the table, at most one every
 * `PHRASE_INTERVAL_MS`. Every client of the room is told (`phrase`, with the sender's seat) but those who muted the
 * sender. */
export interface PhraseMessage {
  /** The phrase or emote. */
  readonly id: PhraseId;
}

/** `mute`: a player stops being shown another seat's phrases (`muted: true`), or shows them again. Kept by the room
 * (a reload, another device and a restart keep it); told back to this player alone (`mutes`). */
export interface MuteMessage {
  /** The other seat, 0 .. players − 1. */
  readonly seat: Seat;
  /** Muted (true) or heard again (false). */
  readonly muted: boolean;
}

/** `chat`: a line of free text to the table, while the host allows chat; shown only as text (never as markup). The
 * room keeps the last `CHAT_KEPT_LINES`. One every `PHRASE_INTERVAL_MS`, phrases included. */
export interface ChatMessage {
  /** 1 to `CHAT_MAX_LENGTH` characters, something visible, no control characters (a line, not a page). */
  readonly text: string;
}

/** `pause`: the host pauses the match (`paused: true`: no move is played, the move timer stops, the bots wait; every
 * screen shows who paused, `PublicRoomState.pausedBy`), or lets it go on (`false`: the turn being played has its whole
 * time again). While paused, a move is refused `paused`. */
export interface PauseMessage {
  /** Paused (true) or going on (false). */
  readonly paused: boolean;
}

/** `pass-host`: the host gives the host's rights to another person at the table, connected. */
export interface PassHostMessage {
  /** The new host's seat. */
  readonly seat: Seat;
}

/** `give-to-bot`: during a match, the host gives the seat of a player who is offline to a bot at the room's level
 * for the rest of the match: the seat's token takes it no more, and nobody may ask for it. After the match the seat
 * is free. */
export interface GiveToBotMessage {
  /** The offline player's seat. */
  readonly seat: Seat;
}

/** `host-move`: in the lobby, the host moves a person to an empty seat (partners sit opposite). */
export interface HostMoveMessage {
  /** The person's seat. */
  readonly from: Seat;
  /** The empty seat. */
  readonly to: Seat;
}

/** `kick`: in the lobby, the host asks a person to leave. Their seat is free; for `KICK_BAR_MS` they may not come
 * back (their join with their old token is refused `barred`; the bar is the person's, not their address's) unless
 * the host lets them (`let-back`). The room's public state lists them (`barred`). */
export interface KickMessage {
  /** The person's seat (not the host's own). */
  readonly seat: Seat;
}

/** `let-back`: the host lifts the bar of a person asked to leave (`kick`): they may join again. */
export interface LetBackMessage {
  /** Their name, as the room's `barred` lists it. */
  readonly name: string;
}

/** `watch`: a visitor (in the room without a seat, joined with `ask`) watches instead of asking for a seat: from now
 * on it is a watcher (`watch` messages), as if it had joined with the `watch` option. Refused `watch-off`,
 * `watchers-full`, and `wrong-stage` for a person who holds a seat. Empty (`{}`). */
export type WatchRequest = EmptyMessage;

/** What a client sends, by type. */
export interface ClientMessages {
  /** Move to a free seat (lobby). */
  readonly 'choose-seat': ChooseSeatMessage;
  /** Set the room up (host; lobby or match over). */
  readonly settings: SettingsMessage;
  /** Start the match: bots take every empty seat (host; lobby). */
  readonly start: EmptyMessage;
  /** Play a move of one's own seat (playing). */
  readonly move: MoveMessage;
  /** Deal the next deal of the match (host; deal over). */
  readonly 'next-deal': EmptyMessage;
  /** Back to the lobby for a new match with the same people in their seats (host; match over): the host may change
   * the settings, each person taps Ready, the host starts. */
  readonly rematch: EmptyMessage;
  /** Send me my view and the deal so far again (any time). */
  readonly sync: EmptyMessage;
  /** Ready to play, or not (lobby). */
  readonly ready: ReadyMessage;
  /** A bot plays my turns while I am away, or I am back (a match). */
  readonly away: AwayMessage;
  /** A visitor asks for an offline player's seat (a match). */
  readonly 'ask-seat': AskSeatMessage;
  /** Let a visitor in to the seat they asked for, or not (host; a match). */
  readonly 'let-in': LetInMessage;
  /** Say a quick phrase or show an emote to the table (a player; a match). */
  readonly phrase: PhraseMessage;
  /** Mute another seat's phrases, or hear them again (a player). */
  readonly mute: MuteMessage;
  /** Say a line of free text (a player; chat on). */
  readonly chat: ChatMessage;
  /** Pause the match, or let it go on (host; a match). */
  readonly pause: PauseMessage;
  /** Give the host's rights to another person at the table (host). */
  readonly 'pass-host': PassHostMessage;
  /** Give an offline player's seat to a bot for the rest of the match (host; a match). */
  readonly 'give-to-bot': GiveToBotMessage;
  /** Move a person to an empty seat (host; lobby). */
  readonly 'host-move': HostMoveMessage;
  /** Ask a person to leave (host; lobby). */
  readonly kick: KickMessage;
  /** Let a person asked to leave come back (host). */
  readonly 'let-back': LetBackMessage;
  /** Watch instead of asking for a seat (a visitor). */
  readonly watch: WatchRequest;
}

/** A client message's type. */
export type ClientMessageType = (typeof CLIENT_MESSAGE_TYPES)[number];
