// What <birimba-table> needs of a game, whatever runs it: one interface. The local game (local-game.ts: the engine's
// actor in the page, bots in a worker, a save in localStorage) is its first implementation; an online room is meant
// to be the second, without a fork of the element.

import type { ReactiveController } from 'lit';
import type { Decision } from '@birimba/ai';
import type { Card, FinalScores, IllegalMoveError, Move, MoveEvent, Phase, PlayerView, Seat } from '@birimba/engine';
import type { TableFailure } from '../api/errors.js';
import type { GameLog } from '@birimba/game-log';
import type { Settings } from './settings.js';
import type { SaveState } from './save-store.js';
import type { DealResult, MatchInfo, SaveProblem } from '../api/types.js';

/** Why a room refused a move beyond the engine's reasons (`@birimba/protocol`'s `ROOM_MOVE_REFUSALS`). */
export type RoomRefusal = 'not-playing' | 'stand-in' | 'timed-out' | 'store-failed';

/** Who sits at a seat, as a room reports it (a local game has no names: its `people` is empty). */
export interface SeatPerson {
  /** The person's display name; '' for a bot's seat. */
  readonly name: string;
  /** A person holds the seat (else a bot, or nobody yet). */
  readonly human: boolean;
  /** The person's connection is open. */
  readonly connected: boolean;
  /** A bot plays for the person now ("a bot plays for Maria"). */
  readonly standIn: boolean;
  /** The room's host. */
  readonly host: boolean;
  /** The bot level playing the seat ('' for a person playing). */
  readonly level: string;
}

/** A new game asked for by the page (`newGame(options)`) or the player. */
export interface GameOptions {
  readonly seed?: string | number;
  /** Four seat kinds: 'human' or a bot name. Seat 0 is the person at this table. */
  readonly seats?: readonly string[] | string;
}

/**
 * What happened in the game, told to the element through `subscribe`. The element renders again after every change
 * and turns some into its DOM events (`birimba-move`, `birimba-turn`, …).
 */
export type GameChange =
  /** Something shown changed that none of the others says: who is thinking, a failure cleared, the settings … */
  | { readonly kind: 'changed' }
  /** A move was accepted (any seat's). `description` is the engine's `describeMove` for the player's seat. */
  | { readonly kind: 'move'; readonly seat: Seat; readonly move: Move; readonly description: string }
  /** The seat to act or the phase changed, or a deal began. */
  | { readonly kind: 'turn'; readonly seat: Seat; readonly phase: Phase }
  /** The deal is over: its scores, and where the match stands with it. */
  | { readonly kind: 'deal-over'; readonly scores: FinalScores; readonly match: MatchInfo }
  /** A match with a target is over. */
  | { readonly kind: 'match-over'; readonly match: MatchInfo }
  /** A move `play` had accepted for sending was refused later (a game whose judge is elsewhere): the engine's reason,
   * or the room's own (`room`: the seat is played by a stand-in, its time ran out, …) which the table words itself. */
  | { readonly kind: 'refused'; readonly move: Move; readonly error: IllegalMoveError; readonly room?: RoomRefusal }
  /** A bot's decision could not be had: the game waits at `failure.seat` until `retry()`. */
  | { readonly kind: 'failure'; readonly failure: TableFailure }
  /** The saved game could not be used: a new one began. */
  | { readonly kind: 'save-damaged'; readonly problem: SaveProblem };

/** A game log on a server: its address (`GET /rooms/:code/log`) and the seat's token, sent as `Authorization: Bearer`. */
export interface ServerLog {
  readonly url: string;
  readonly token: string;
}

/**
 * A game as the table sees it: what the person at this table may know, and what they may do.
 *
 * The element only reads public facts and `view` — what `mySeat` may know — and draws every seat relative to
 * `mySeat` (`display/seat-geometry.ts`: that seat at the bottom, the next one on the right, the partner opposite). It adds
 * the game as one of its Lit controllers: `hostConnected` / `hostDisconnected` tell when the table is on the page,
 * and `begin()` is called at its first update, once its attributes are read. After any change the game tells its
 * listeners (`subscribe`); the element then reads the members again.
 *
 * **The local game** (`LocalGame`) holds the whole state in the page: `mySeat` is 0, moves go through the engine's
 * actor at once, bots decide in a worker, the game is saved in `localStorage`.
 *
 * **An online room** implements it over a WebSocket to an authoritative server that sends this
 * client only `viewFor(state, mySeat)` and public facts (the log, scores, the match, the hands once shown):
 * - `mySeat` is the room seat this client holds (any of 0–3), `seats` the kinds the room reports (`human` or a bot
 *   name); `view` is null in the lobby, before the first deal, and the element draws nothing until it is set.
 * - `play(move)` may refuse at once what the view already shows to be illegal (the engine's `checkMove` and
 *   `moveOutcome` work on a `PlayerView`), else send it and return null; the server's answer arrives later as a new
 *   view (with `move`/`turn` changes) or as a `refused` change, which the element shows as it shows a refusal.
 * - `hint()` can run the expert on `view` in the page (it needs no hidden card); `thinking` is the bot seat the
 *   server is waiting for; `failure`, `retry()`, `skip()` and `botsPlaying` are about bots this client runs, so a
 *   room whose bots run on the server keeps them null, false and no-ops.
 * - `newGame`, `nextDeal` ask the room (whose answer comes as changes); `exportLog()` is null until the server has
 *   sent the deal's moves and seed; `settings`, `setSettings` and the hand order may stay in the page.
 * - `people` names who sits where, connected or not, and who a bot stands in for.
 *
 * **The online game** (`OnlineGame`, src/online/, loaded only when the element has a `server`) is that room.
 */
export interface TableGame extends ReactiveController {
  /** The seat of the person at this table (the local game: 0). */
  readonly mySeat: Seat;
  /** What `mySeat` may know; null before the first deal. The only game data the element renders. */
  readonly view: PlayerView | null;
  /** The four seats' kinds: `human` or a bot name. */
  readonly seats: readonly string[];
  /** Who sits at each seat (a room's names and connections); empty for a local game. */
  readonly people: readonly SeatPerson[];
  /** True when the person at this table is to act now (their seat's turn, and not played by a bot). */
  readonly myTurn: boolean;
  /** True when the person at this table only watches (online): no seat, no hand, no actions; the table is seen from
   * `mySeat`'s side all the same. Absent: false. */
  readonly watching?: boolean;
  /** True while the host has paused the match (online): nobody acts until it resumes, `myTurn` is false and the
   * actions say why. Absent: false. */
  readonly paused?: boolean;
  /** True while bots this game runs are playing their turns (the element then offers to skip their delays). */
  readonly botsPlaying: boolean;
  /** The bot seat whose decision is awaited, or null. */
  readonly thinking: Seat | null;
  /** Why the game waits at a bot's seat (its decision could not be had), or null. */
  readonly failure: TableFailure | null;
  /** The deal's actions, public data only, as `mySeat` may learn them (a bot's drawn card is not named). */
  readonly log: readonly MoveEvent[];
  /** The match as it stands; null before the first deal. */
  readonly match: MatchInfo | null;
  /** The finished deals of this match (empty for a single deal). */
  readonly history: readonly DealResult[];
  /** True when the deal is over and the match goes on: `nextDeal()` may start the next one. */
  readonly canDealNext: boolean;
  /** The engine's final scores once the deal is over; null before. */
  readonly final: FinalScores | null;
  /** Every seat's hand once the deal is over (the cards left count against their team, so they are shown). */
  readonly revealedHands: readonly (readonly Card[])[] | null;
  /** The player's settings (the local game saves them with the game). */
  readonly settings: Settings;
  /** The player's own order of their hand (card ids); null: sorted. */
  readonly handOrder: readonly number[] | null;
  /** Whether the game is being saved in the page (`saved` also when there is nothing to save, as online). */
  readonly saving: SaveState;
  /** Where a server keeps this game's log and the seat token that opens it: an online room's match once it is over,
   * for a player of it (Review then opens it even when `exportLog()` has nothing). Absent or null: none. */
  readonly serverLog?: ServerLog | null;

  /** Called at the element's first update: the local game resumes its save or deals; a room would join. */
  begin(): void;
  /** Plays a move for the human seat to act: the engine's refusal, or null (accepted, or sent to be judged). */
  play(move: Move): IllegalMoveError | null;
  /** The expert's suggestion for the person at this table; null when it is not their turn. A failure throws a
   * `TableError`. */
  hint(): Promise<Decision | null>;
  /** Starts the next deal of a match when `canDealNext`; false otherwise. */
  nextDeal(): boolean;
  /** A new game (the options override the element's attributes). */
  newGame(options?: GameOptions): void;
  /** Asks the bot that failed again; false when nothing failed. */
  retry(): boolean;
  /** Ends the bots' delays until a person is to act. */
  skip(): void;
  setSettings(settings: Settings): void;
  setHandOrder(order: readonly number[] | null): void;
  /** The deal as the simulator's game log once nothing of it is hidden any more; null before (see `exportLog`). */
  exportLog(): GameLog | null;
  /** Plays on from the game saved in the page (another tab's, or the one under a new storage key); online: nothing. */
  reload(): void;
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: (change: GameChange) => void): () => void;
}
