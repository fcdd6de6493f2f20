// The online game's way into a room and out of it — the lobby's actions (a new room, one by code or link, watching,
// "play now", leaving), where this table is with the server and its clock, the room's share link and its game log —
// over its line to the server (room-link.ts). The online game (online-game.ts) says what the room's messages mean.

import type { Seat } from '@birimba/engine';
import { type PublicRoomState, roomLink, roomLogPath } from '@birimba/protocol';
import type { DecideFn } from '../../game/bot-turns.js';
import type { ServerLog } from '../../game/table-game.js';
import { AccountSession } from '../account/account-session.js';
import { RoomActions } from './room-actions.js';
import { RoomClock } from './room-clock.js';
import { RatedQueue } from './rated-queue.js';
import { type Connection, type OnlineProblem, type Received, RoomLink } from './room-link.js';
import { endpointOf, httpOriginOf } from './room-log.js';
import type { KeyValueStorage } from './seat-tokens.js';

/** What the online game reads from the element, when it needs it. */
export interface OnlineSetup {
  /** The server's URL (`ws://host:port`, `wss://…`, or `http(s)://…`). */
  server(): string;
  /** The `room` attribute: a code (or a share link) to open, or null. */
  room(): string | null;
  /** The `name` attribute: the player's display name, or ''. */
  name(): string;
  /** Who runs the expert for a hint (in the page, on the view). */
  decide(): DecideFn;
  /** Where the seat's token is kept (in a page: localStorage, `deviceStorage`). */
  storage(): KeyValueStorage | null;
}

export abstract class RoomEntry extends RoomActions {
  /** The room's public state after its last patch; null outside a room. */
  room: PublicRoomState | null = null;
  protected readonly line: RoomLink;
  /** The server's clock as this page sees it (the turn's deadline, a seat's grace). */
  protected readonly clock = new RoomClock();
  /** The account this device plays under on the server (account-session.ts): made by playing, sent with each join. */
  readonly account: AccountSession;
  /** "Play rated": this page's wait in the rated queue, and the room it finds (rated-queue.ts). */
  readonly rated: RatedQueue;

  constructor(protected readonly setup: OnlineSetup) {
    super();
    this.account = new AccountSession(
      () => httpOriginOf(setup.server()),
      () => setup.storage(),
      () => this.changed(),
    );
    this.line = new RoomLink(
      () => endpointOf(this.setup.server()),
      () => setup.name(),
      () => setup.storage(),
      {
        message: (received) => this.onMessage(received),
        state: (state) => this.onState(state),
        problem: (problem) => this.onProblem(problem),
        gone: () => this.onGone(),
        changed: () => this.changed(),
        playing: () => this.inGame,
        rejoined: () => this.onRejoined(),
      },
      this.account,
    );
    this.rated = new RatedQueue({
      endpoint: () => endpointOf(this.setup.server()),
      key: () => this.account.key(),
      seat: (code, seat, name) => this.join(code, name, seat),
      changed: () => this.changed(),
    });
  }

  /** A message of the server, by type. */
  protected abstract onMessage(received: Received): void;
  /** The room's public state after a patch. */
  protected abstract onState(state: PublicRoomState): void;
  /** Something went wrong (null: all is well again). */
  protected abstract onProblem(problem: OnlineProblem | null): void;
  /** The seat is lost for good: nothing of the room is kept. */
  protected abstract onGone(): void;
  /** Back in the seat with a fresh join: what was sent and not answered is sent again. */
  protected abstract onRejoined(): void;
  /** The game is under way in the page (a lost connection is "reconnecting", not "joining"). */
  protected abstract get inGame(): boolean;

  /** Where this table is with the server. */
  get connection(): Connection {
    return this.line.connection;
  }

  /** The room's code once in it (or the code asked for). */
  get code(): string | null {
    return this.line.code;
  }

  /** When the turn's time runs out, by this page's clock (ms), or null: the public state's deadline (the server's
   * clock) moved to this page's clock by the offset a view's `deadlineIn` showed. */
  get deadlineAt(): number | null {
    const at = this.clock.local(this.room?.deadline ?? 0);
    // Never more than the timer: a deadline is never further than a whole turn's time away.
    const most = (this.room?.moveTimer ?? 0) * 1000;
    return at === null ? null : Math.min(at, Date.now() + most);
  }

  /** A seat's time left before a bot stands in for its offline person, by this page's clock (ms), or null. */
  graceEndsAt(seat: number): number | null {
    return this.clock.local(this.room?.seats[seat]?.graceEnds ?? 0);
  }

  /** The room's share link on its server's page. */
  get link(): string | null {
    return this.code === null ? null : roomLink(httpOriginOf(this.setup.server()), this.code);
  }

  /** The room's log on its server and this seat's token, once the match is over (Review: `replay` with the token). */
  get serverLog(): ServerLog | null {
    const code = this.code;
    const token = this.line.token;
    if (this.room?.stage !== 'match-over' || code === null || token === null) return null;
    return { url: `${httpOriginOf(this.setup.server())}${roomLogPath(code)}`, token };
  }

  /** Opens a private room (or a public one) and takes its first seat: its host. */
  create(name: string, isPublic = false): Promise<boolean> {
    return this.line.create(name, isPublic);
  }

  /** Joins the room of `input` (a code as typed, or a share link), at `seat` if free. */
  join(input: string, name: string, seat?: Seat): Promise<boolean> {
    return this.line.join(input, name, seat);
  }

  /** Watches the room of `input` (a code or a share link): no seat, what a stranger sees. */
  watch(input: string, name: string): Promise<boolean> {
    return this.line.watch(input, name);
  }

  /** "Play now": an open public room still in its lobby, or a new one. */
  playNow(name: string): Promise<boolean> {
    return this.line.playNow(name);
  }

  /**
   * Leaves the room: a seat in the lobby is freed; in a match a bot plays it, and the room's link brings this player
   * back to it (its token is kept).
   */
  leave(): Promise<void> {
    const inMatch = this.room !== null && this.room.stage !== 'lobby';
    return this.line.leave(inMatch);
  }
}
