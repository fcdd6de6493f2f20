// The online game's line to its server through @colyseus/sdk: into a room (a new one, by code or link, "play now",
// back with the seat's reservation token), the room's messages and public state handed on, and the way back after a
// lost connection — two quick tries of the SDK's own reconnection (a moment's loss on a process that is still there),
// then a fresh join by code and token, through any process of the server, tried again with backoff for as long as the
// trouble passes (the server restarting, the room moving to another process, its store away) — «Reconnecting…»,
// not an error. What the messages mean is the online game's (online-game.ts).

import { Client, type Room } from '@colyseus/sdk';
import type { Seat } from '@birimba/engine';
import {
  type JoinOptions,
  type PublicRoomState,
  type ServerMessages,
  CLOSE_CODES,
  ROOM_NAME,
  SERVER_MESSAGE_TYPES,
  parseRoomCode,
} from '@birimba/protocol';
import { type OnlineProblem, joinProblem, offeredAway } from './join-problems.js';
import { type KeyValueStorage, SeatTokens } from './seat-tokens.js';

export type { OnlineProblem } from './join-problems.js';
export { wireMove } from './move-sender.js';

/** Where this table is with the server: no room yet, joining one, in it, or finding its way back to it. */
export type Connection = 'idle' | 'joining' | 'in-room' | 'reconnecting';

/** A message of the server with its type. */
export type Received = {
  [T in keyof ServerMessages]: { readonly type: T; readonly payload: ServerMessages[T] };
}[keyof ServerMessages];

/** What the link tells the game. */
export interface LinkListener {
  /** A message of the server, by type. */
  message(received: Received): void;
  /** The room's public state after a patch. */
  state(state: PublicRoomState): void;
  /** Something went wrong (null: all is well again). */
  problem(problem: OnlineProblem | null): void;
  /** The seat is lost for good (left, replaced, closed, its token refused): forget the room. */
  gone(): void;
  /** The connection or the room changed. */
  changed(): void;
  /** The game is under way in the page (a lost connection is "reconnecting", not "joining"). */
  playing(): boolean;
  /** Back in the seat with a fresh join after a lost connection: what was sent and not answered is sent again. */
  rejoined(): void;
}

/** The account a join goes in with (account-session.ts): its key in the join's `account` option. */
export interface JoinAccount {
  /** The key this device keeps, or null. */
  key(): string | null;
  /** The key to go into a room with, an account made for `name` first when this device has none; null: as a guest. */
  keyFor(name: string): Promise<string | null>;
}

/** The longest wait between two fresh joins with the token (ms); the first is at once, the next after 250 ms. */
const RETRY_MAX_MS = 1000;
/** Troubles that pass, for a join with the seat's token: tried again until the room is back. */
const PASSING: ReadonlySet<OnlineProblem> = new Set([
  'unreachable',
  'room-moving',
  'store-failed',
  'server-full',
  'server-busy',
  'too-often',
]);
/** How many times a join without a token asks again for a room that is moving to another process (about 6 s). */
const MOVING_TRIES = 8;
/** How many times "play now" asks again when the room it was offered filled up meanwhile, before making one. */
const PLAY_NOW_TRIES = 2;
/** How many times a room no process has is looked for again (a server restarting restores its rooms as it starts). */
const NO_ROOM_TRIES = 5;

export class RoomLink {
  connection: Connection = 'idle';
  /** The room's code once in it (or the code asked for). */
  code: string | null = null;
  /** The seat's reservation token, once welcomed. */
  token: string | null = null;
  /** In the room as a watcher: no token; a lost connection joins again to watch. */
  private watcher = false;
  /** The name this table last went in with (a watcher joins again with it). */
  private lastName = '';
  private sdk: Client | null = null;
  private current: Room | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retries = 0;
  private noRoom = 0;
  private readonly tokens: SeatTokens;

  constructor(
    /** The server's WebSocket endpoint. */
    private readonly endpoint: () => string,
    /** The name to take a seat back with (the `name` attribute). */
    private readonly name: () => string,
    storage: () => KeyValueStorage | null,
    private readonly listener: LinkListener,
    private readonly account: JoinAccount,
  ) {
    this.tokens = new SeatTokens(storage, endpoint);
  }

  /** Once: back to the seat this tab holds in the room asked for (or the last one), or that room's lobby — joined at
   * once when the page gives a name. */
  begin(asked: string | null): void {
    if (this.sdk !== null) return;
    this.sdk = new Client(this.endpoint());
    const given = asked !== null && asked !== '';
    const watched = this.tokens.watched();
    const code = given ? parseRoomCode(asked) : (this.tokens.lastRoom() ?? watched?.code ?? null);
    if (given && code === null) this.listener.problem('bad-code');
    this.code = code;
    const token = code === null ? null : this.tokens.token(code);
    if (code !== null && token !== null) void this.rejoin(code, token, given && this.name().trim() !== '');
    // A reload of a watcher's page (no seat): watching again, under the name it watched with.
    else if (code !== null && watched?.code === code) void this.watch(code, watched.name);
    else if (code !== null && given && this.name().trim() !== '') void this.join(code, this.name());
  }

  create(name: string, isPublic: boolean): Promise<boolean> {
    return this.enter(name, (sdk, options) => sdk.create(ROOM_NAME, { ...options, public: isPublic }));
  }

  join(input: string, name: string, seat?: Seat): Promise<boolean> {
    const code = parseRoomCode(input);
    if (code === null) return this.fail('bad-code');
    this.code = code;
    // The token this browser keeps for the room goes with the join, the code typed as when the link is opened: the seat
    // back, or — asked to leave — the person known by it while the bar lasts. One that takes no seat any more is
    // forgotten, and the join goes on as anyone's.
    const token = this.tokens.token(code);
    return this.enter(name, async (sdk, options) => {
      // A match begun: in as a visitor who may ask for an offline player's seat (refused when there is none).
      const asked = seat === undefined ? { ...options, ask: true } : { ...options, seat, ask: true };
      if (token === null) return sdk.joinById(code, asked);
      try {
        return await sdk.joinById(code, { ...asked, token });
      } catch (error) {
        if (joinProblem(error) !== 'bad-token') throw error;
        this.tokens.forget(code);
        return sdk.joinById(code, asked);
      }
    });
  }

  /** Watches the room of `input`: no seat (a full room, a game under way); after a lost connection, again. */
  async watch(input: string, name: string): Promise<boolean> {
    const code = parseRoomCode(input);
    if (code === null) return this.fail('bad-code');
    this.code = code;
    // Watching makes no account (nothing is played), and goes in with the one this device has.
    const watching = await this.enter(name, (sdk, options) => sdk.joinById(code, { ...options, watch: true }), false);
    this.watcher = watching;
    if (!watching) this.tokens.unwatch(code);
    return watching;
  }

  /** The room told this client it watches (joined to watch, or a visitor who chose to). */
  watching(code: string): void {
    this.code = code;
    this.watcher = true;
    this.tokens.watch(code, this.lastName || this.name().trim() || 'Watcher');
  }

  /** "Play now": a public room still gathering, or a new one. The room offered may fill up meanwhile (many asking at
   * once): asked again, the server offers the next room — the one the others who came too late are seated in — and
   * only then is a room of its own made. */
  playNow(name: string): Promise<boolean> {
    return this.enter(name, async (sdk, options) => {
      const asked = { ...options, public: true, playNow: true };
      for (let again = 0; ; again++) {
        try {
          return await sdk.joinOrCreate(ROOM_NAME, asked);
        } catch (error) {
          if (!offeredAway(error)) throw error;
          if (again >= PLAY_NOW_TRIES) return sdk.create(ROOM_NAME, asked);
        }
      }
    });
  }

  /** The seat was taken back from this device by its own token (it was let in without proof): its token is void. */
  unseated(): void {
    if (this.code !== null) this.tokens.forget(this.code);
    this.token = null;
  }

  /** The seat's token from `welcome`: kept for the tab. */
  welcomed(code: string, token: string): void {
    this.code = code;
    if (token === '') return;
    this.token = token;
    this.tokens.keep(code, token);
    this.tokens.unwatch();
  }

  /**
   * Leaves the room: for good (the lobby's seat is freed), or — `keepSeat`, in a match — with the seat's token kept,
   * so that the room's link brings the player back to it (this browser no longer opens the room by itself).
   */
  async leave(keepSeat = false): Promise<void> {
    const room = this.current;
    if (this.code !== null) {
      if (keepSeat) this.tokens.notLast(this.code);
      else this.tokens.forget(this.code);
    }
    this.drop();
    this.code = null;
    this.endWatch();
    this.listener.gone();
    if (room !== null) await room.leave(true).catch(() => undefined);
  }

  send(type: string, payload: unknown): void {
    this.current?.send(type, payload);
  }

  /** No more tries to come back. */
  stop(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** The element left the page: no more tries to come back, and the connection closed as a drop (the seat is held
   * for its grace period and its token kept, so the table back on a page takes it again, as after a reload). */
  close(): void {
    this.stop();
    const room = this.current;
    this.current = null;
    this.sdk = null;
    this.connection = 'idle';
    if (room === null) return;
    room.removeAllListeners();
    room.reconnection.enabled = false;
    void room.leave(false).catch(() => undefined);
  }

  /** Goes into a room `how` says, with the name and — `play`: made now the first time — the account's key. */
  private async enter(
    name: string,
    how: (sdk: Client, options: JoinOptions) => Promise<Room>,
    play = true,
  ): Promise<boolean> {
    const trimmed = name.trim();
    if (trimmed === '') return this.fail('no-name');
    this.lastName = trimmed;
    const sdk = (this.sdk ??= new Client(this.endpoint()));
    this.connection = 'joining';
    this.listener.problem(null);
    const options = this.withAccount({ name: trimmed }, play ? await this.account.keyFor(trimmed) : this.account.key());
    for (let attempt = 0; ; attempt++) {
      try {
        this.attach(await how(sdk, options));
        return true;
      } catch (error) {
        const problem = joinProblem(error);
        // The room is being taken over by another process (its own was lost): it is back in a second or two.
        if (problem === 'room-moving' && attempt < MOVING_TRIES) {
          await new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_MAX_MS, 250 * 2 ** attempt)));
          continue;
        }
        this.connection = 'idle';
        return this.fail(problem);
      }
    }
  }

  /** A fresh join with the seat's token: after a reload, or when the SDK could not reconnect (a server restart).
   * `anew`: the room's link was opened with a name — a token that takes no seat any more is forgotten and the link
   * joins as anyone's. */
  private async rejoin(code: string, token: string, anew = false): Promise<void> {
    this.stop();
    this.connection = this.listener.playing() ? 'reconnecting' : 'joining';
    this.listener.changed();
    try {
      const sdk = (this.sdk ??= new Client(this.endpoint()));
      const options = this.withAccount({ name: this.name().trim() || 'Player', token }, this.account.key());
      this.attach(await sdk.joinById(code, options));
      this.retries = 0;
      this.noRoom = 0;
      this.listener.rejoined();
    } catch (error) {
      const problem = joinProblem(error);
      // The trouble passes (the server restarting, the room moving or not yet back): again, a little later each time.
      if (PASSING.has(problem) || (problem === 'no-room' && this.noRoom++ < NO_ROOM_TRIES)) {
        this.retryTimer = setTimeout(
          () => void this.rejoin(code, token),
          Math.min(RETRY_MAX_MS, 250 * 2 ** this.retries++),
        );
        return;
      }
      // Asked to leave: the token is kept, the person known by it while the bar lasts (the room no longer the last).
      if (problem === 'barred') this.tokens.notLast(code);
      else this.tokens.forget(code);
      this.drop();
      this.listener.gone();
      if (anew && problem === 'bad-token') void this.join(code, this.name());
      else void this.fail(problem);
    }
  }

  /** Joins again to watch after a lost connection, tried again with backoff while the trouble passes. */
  private async watchAgain(code: string): Promise<void> {
    this.stop();
    this.connection = 'reconnecting';
    this.listener.changed();
    try {
      const sdk = (this.sdk ??= new Client(this.endpoint()));
      const options = { name: this.lastName || this.name().trim() || 'Watcher', watch: true };
      this.attach(await sdk.joinById(code, this.withAccount(options, this.account.key())));
      this.retries = 0;
      this.noRoom = 0;
    } catch (error) {
      const problem = joinProblem(error);
      if (PASSING.has(problem) || (problem === 'no-room' && this.noRoom++ < NO_ROOM_TRIES)) {
        this.retryTimer = setTimeout(
          () => void this.watchAgain(code),
          Math.min(RETRY_MAX_MS, 250 * 2 ** this.retries++),
        );
        return;
      }
      this.drop();
      this.endWatch(code);
      this.listener.gone();
      void this.fail(problem);
    }
  }

  /** A join's options with the account's key, when there is one (never in a URL: the options travel in the join). */
  private withAccount(options: JoinOptions, key: string | null): JoinOptions {
    return key === null ? options : { ...options, account: key };
  }

  private fail(problem: OnlineProblem): Promise<boolean> {
    this.listener.problem(problem);
    return Promise.resolve(false);
  }

  /** Listens to a room just joined. */
  private attach(room: Room): void {
    this.current?.removeAllListeners();
    this.current = room;
    this.code = room.roomId;
    this.connection = 'in-room';
    this.listener.problem(null);
    // Two quick tries of the SDK's own reconnection (to the same process: a moment's loss); past them a fresh join
    // with the token, through any process, takes over — the room's process may be gone.
    room.reconnection.maxRetries = 2;
    room.reconnection.maxDelay = 400;
    for (const type of SERVER_MESSAGE_TYPES)
      room.onMessage(type, (payload: unknown) => this.listener.message({ type, payload } as Received));
    room.onStateChange((state: { toJSON(): unknown }) => this.listener.state(state.toJSON() as PublicRoomState));
    room.onDrop(() => this.connectionIs('reconnecting'));
    room.onReconnect(() => this.connectionIs('in-room'));
    room.onLeave((code: number) => this.onLeave(room, code));
  }

  private connectionIs(connection: Connection): void {
    this.connection = connection;
    this.listener.changed();
  }

  private onLeave(room: Room, code: number): void {
    if (room !== this.current) return;
    this.current = null;
    const roomCode = this.code;
    // A watcher holds no seat: after a lost connection or a restart it joins again to watch — unless the host stopped
    // allowing it, or the room closed.
    if (this.watcher && roomCode !== null && code !== CLOSE_CODES['watch-off'] && code !== CLOSE_CODES.closed) {
      void this.watchAgain(roomCode);
      return;
    }
    if (
      code === CLOSE_CODES.replaced ||
      code === CLOSE_CODES.closed ||
      code === CLOSE_CODES.kicked ||
      code === CLOSE_CODES['watch-off'] ||
      code === CLOSE_CODES['visit-over'] ||
      roomCode === null ||
      this.token === null
    ) {
      if (roomCode !== null && code === CLOSE_CODES.closed) this.tokens.forget(roomCode);
      // Asked to leave: the token is kept — the bar is the person's, known by it (never by the address) — and the room
      // is no longer the one this browser opens by itself.
      if (roomCode !== null && code === CLOSE_CODES.kicked) this.tokens.notLast(roomCode);
      this.drop();
      this.listener.gone();
      if (this.watcher) this.endWatch(roomCode ?? undefined);
      void this.fail(
        code === CLOSE_CODES.replaced
          ? 'replaced'
          : code === CLOSE_CODES.kicked
            ? 'kicked'
            : code === CLOSE_CODES['watch-off']
              ? 'watch-off'
              : code === CLOSE_CODES['visit-over']
                ? 'visit-over'
                : 'closed',
      );
      return;
    }
    // Anything else: the connection was lost, the server stopped (4001), or the room moved to another process (a
    // rolling update, `moved`): joined again at once, by code and token, wherever the matchmaking sends it.
    void this.rejoin(roomCode, this.token);
  }

  /** No longer watching: a reload does not watch again (`code`: only if that room is the one noted). */
  private endWatch(code?: string): void {
    if (this.watcher || code !== undefined) this.tokens.unwatch(code);
    this.watcher = false;
  }

  /** Out of the room: its listeners off, no token, idle. */
  private drop(): void {
    this.stop();
    this.current?.removeAllListeners();
    this.current = null;
    this.connection = 'idle';
    this.token = null;
  }
}
