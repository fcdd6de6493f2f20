// What the server sends to one client, as types: its seat, its view and the moves as it may learn them, the answers
// and refusals, the talk, a watcher's view (client-messages.ts has the other direction). The schemas
// (`@birimba/protocol/schemas`) check the same shapes at run time.

import type {
  Card,
  FinalScores,
  IllegalMoveCode,
  MoveEvent,
  PlayerView,
  PublicDeal,
  Seat,
  Team,
} from '@birimba/engine';
import type { NoteKind } from '@birimba/game-log';
import type { PhraseId } from './client-messages.js';
import type { ERROR_CODES, ROOM_MOVE_REFUSALS, SERVER_MESSAGE_TYPES } from './constants.js';

/** `welcome`: sent to a client alone when it takes its seat. Keep the token: it takes the seat back. */
export interface WelcomeMessage {
  /** The room's code (its Colyseus `roomId`). */
  readonly code: string;
  /** The seat this client holds. */
  readonly seat: Seat;
  /** The seat's reservation token: secret, unguessable; the server keeps only its hash. */
  readonly token: string;
}

/** A move of the deal as this seat may learn it. */
export interface LearnedMove {
  /** The move's index in the deal, from 0. */
  readonly index: number;
  /** Who made it. */
  readonly seat: Seat;
  /** What it did, as this seat may learn it (the engine's `moveEvents` for this viewer). */
  readonly events: readonly MoveEvent[];
  /** Made by the server for the seat: its time ran out (`timeout`) or a bot stands in for its player (`stand-in`). */
  readonly note?: NoteKind;
}

/** `view`: what this client's seat may know now (the engine's `viewFor`), and the moves since `from` as it may learn
 * them. Sent after every move, at each deal, on joining and on `sync` (then `from` is 0: the whole deal so far). */
export interface ViewMessage {
  /** The deal, from 1. */
  readonly deal: number;
  /** Moves played in the deal so far; `view` is the state after them. */
  readonly played: number;
  /** The index of the first move in `moves`. */
  readonly from: number;
  /** The seat's view. */
  readonly view: PlayerView;
  /** Moves `from` … `played` − 1. */
  readonly moves: readonly LearnedMove[];
  /** Milliseconds left for the turn when this was sent (the move timer), or null. */
  readonly deadlineIn: number | null;
  /** The same deadline by the server's clock (ms since 1970; 0 without a timer): with `deadlineIn`, the offset between
   * the server's clock and the client's — the public state's `deadline` may reach the client after the view. */
  readonly deadline: number;
}

/** Why a move was refused: the engine's reason, or the room's (`ROOM_MOVE_REFUSALS`). */
export type MoveRefusalCode = IllegalMoveCode | (typeof ROOM_MOVE_REFUSALS)[number];

/** `answer`: the server's answer to a `move`, by its id. */
export type AnswerMessage =
  | {
      /** The move's id. */
      readonly id: string;
      /** Played. */
      readonly accepted: true;
      /** The deal it was played in. */
      readonly deal: number;
      /** Its index in the deal. */
      readonly index: number;
      /** True when the id had been played before: this is the earlier answer again, nothing was played. */
      readonly repeat: boolean;
    }
  | {
      /** The move's id. */
      readonly id: string;
      /** Refused: nothing changed. */
      readonly accepted: false;
      /** Why, stable. */
      readonly code: MoveRefusalCode;
      /** Why, in a sentence a player can read. */
      readonly message: string;
    };

/** `deal-over`: a deal ended. The hands are shown; the stock and the untaken birimbakia stay hidden. */
export interface DealOverMessage {
  /** The deal, from 1. */
  readonly deal: number;
  /** The engine's final scores of the deal. */
  readonly scores: FinalScores;
  /** Each seat's hand at the end, one per seat (2, 4 or 6). */
  readonly hands: readonly (readonly Card[])[];
  /** The match totals with this deal, one per team (two, or three with six players). */
  readonly totals: readonly number[];
  /** Whether the match (or the single deal) is over. */
  readonly matchOver: boolean;
  /** The team that won the match, when it is over (null on a tie of a single deal). */
  readonly matchWinner: Team | null;
}

/** An error code of `error` (`ERROR_CODES`). */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** `error`: a message of this client was refused; only this client is told, and the room is unchanged. */
export interface ErrorMessage {
  /** Why, stable. */
  readonly code: ErrorCode;
  /** Why, in one sentence. */
  readonly message: string;
  /** The type of the message refused, when it had one. */
  readonly type: string | null;
}

/** `visitor`: sent to a client that came in with `ask` and holds no seat: it sees the room's public state and may ask
 * for an offline player's seat. Sent on arrival (`asked` −1) and after its `ask-seat` (the seat asked for). */
export interface VisitorMessage {
  /** The seat asked for, or −1. */
  readonly asked: number;
  /** Let in without proof, this client played a seat until the seat's own token took it back: it visits again. */
  readonly reclaimed?: boolean;
}

/** `phrase`: a player — or a watcher, while the host lets watchers send phrases — said a quick phrase or showed an
 * emote; sent to every client of the room (the sender too) but those who muted the sender. */
export type PhraseSaidMessage =
  | {
      /** The sender's seat. */
      readonly seat: Seat;
      /** What they said. */
      readonly id: PhraseId;
    }
  | {
      /** −1: a watcher said it. */
      readonly seat: -1;
      /** What they said. */
      readonly id: PhraseId;
      /** The watcher's name. */
      readonly watcher: string;
    };

/** `mutes`: the seats whose phrases this player does not see (`mute`); sent on joining or coming back, and after each
 * `mute` of theirs. */
export interface MutesMessage {
  /** The seats muted, in order. */
  readonly seats: readonly Seat[];
}

/** A line of the room's chat. */
export interface ChatLine {
  /** The line's number in the room, from 1: a line told twice (on coming back) is one line. */
  readonly n: number;
  /** The sayer's seat. */
  readonly seat: Seat;
  /** The sayer's name when they said it. */
  readonly name: string;
  /** The text as sent, to be shown as text. */
  readonly text: string;
}

/** `chat`: lines of the room's chat, oldest first: each new line as it is said, and the lines kept on joining or
 * coming back — but those of the seats this client muted. */
export interface ChatLinesMessage {
  /** The lines, oldest first. */
  readonly lines: readonly ChatLine[];
  /** The lines kept, told on joining or coming back (true); a line just said (false). */
  readonly kept: boolean;
}

/** What a watcher may see of a deal: what every seat sees in public — the pile, the melds, the cards known to be
 * held, the counts — and no hand. The engine's `PlayerView` without its seat, team and hand. */
export interface WatcherView extends PublicDeal {
  /** Marks a watcher's view. */
  readonly kind: 'watcher-view';
  /** Cards in each seat's hand, by seat (2, 4 or 6). */
  readonly handSizes: readonly number[];
  /** Cards in the stock. */
  readonly stockSize: number;
  /** Birimbaki packets still untaken. */
  readonly birimbakiaLeft: number;
}

/** `watch`: sent to a watcher alone — on arrival (`from` 0: the whole deal so far, or `view` null outside a match),
 * after every move (that move), at each deal, and on `sync`. The watcher's `view`: the moves as a stranger learns them
 * (a card drawn is never named), and the end of a deal as `deal-over` when the players are shown it. */
export interface WatchMessage {
  /** The room's code. */
  readonly code: string;
  /** The deal, from 1; 0 outside a match. */
  readonly deal: number;
  /** Moves played in the deal so far. */
  readonly played: number;
  /** The index of the first move in `moves`. */
  readonly from: number;
  /** What a stranger sees now; null outside a match (the lobby). */
  readonly view: WatcherView | null;
  /** Moves `from` … `played` − 1, as a stranger learns them. */
  readonly moves: readonly LearnedMove[];
  /** Milliseconds left for the turn (the move timer), or null. */
  readonly deadlineIn: number | null;
  /** The same deadline by the server's clock (ms since 1970; 0 without a timer). */
  readonly deadline: number;
}

/** What the server sends to one client, by type. */
export interface ServerMessages {
  /** The seat taken and its token. */
  readonly welcome: WelcomeMessage;
  /** This seat's view and the moves it may learn. */
  readonly view: ViewMessage;
  /** The answer to a move. */
  readonly answer: AnswerMessage;
  /** A deal ended. */
  readonly 'deal-over': DealOverMessage;
  /** A message of this client was refused. */
  readonly error: ErrorMessage;
  /** In the room without a seat, asking for one. */
  readonly visitor: VisitorMessage;
  /** A player's quick phrase or emote. */
  readonly phrase: PhraseSaidMessage;
  /** The seats this player muted. */
  readonly mutes: MutesMessage;
  /** Lines of the room's chat. */
  readonly chat: ChatLinesMessage;
  /** What a watcher sees. */
  readonly watch: WatchMessage;
}

/** A server message's type. */
export type ServerMessageType = (typeof SERVER_MESSAGE_TYPES)[number];
