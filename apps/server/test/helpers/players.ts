// A person at a table, as a test plays them through the SDK: everything received is kept (each message, and the
// public state after each patch), and a turn is played the way a client could — deciding on its own view only.

import type { Client, Room } from '@colyseus/sdk';
import { createBot } from '@birimba/ai';
import type { Move, PlayerView, Seat } from '@birimba/engine';
import {
  type AnswerMessage,
  type JoinOptions,
  type PublicRoomState,
  ROOM_NAME,
  type ServerMessages,
  type ViewMessage,
} from '@birimba/protocol';
import { rawPost } from './raw-http.js';

type Received = {
  [T in keyof ServerMessages]: { readonly type: T; readonly payload: ServerMessages[T] };
}[keyof ServerMessages];

/** How long a test waits for something before it reports what it waited for (a hang, not a timing assertion). */
const HANG_MS = 30_000;

export class Player {
  readonly received: Received[] = [];
  /** The public state after each patch, as the SDK decoded it. */
  readonly states: PublicRoomState[] = [];
  seat: Seat = 0;
  token = '';
  /** The close code the connection ended with, once it ended. */
  closedWith: number | null = null;
  private listeners: (() => void)[] = [];
  private moveCount = 0;

  private constructor(
    readonly room: Room,
    readonly name: string,
  ) {
    room.reconnection.enabled = false;
    room.onMessage('*', (type: string | number, payload: unknown) => {
      const message = { type, payload } as Received;
      this.received.push(message);
      if (message.type === 'welcome') {
        this.seat = message.payload.seat;
        if (message.payload.token !== '') this.token = message.payload.token;
      }
      this.wake();
    });
    room.onStateChange((state: { toJSON(): unknown }) => {
      this.states.push(state.toJSON() as PublicRoomState);
      this.wake();
    });
    room.onLeave((code: number) => {
      this.closedWith = code;
      this.wake();
    });
  }

  static async create(sdk: Client, options: JoinOptions): Promise<Player> {
    return Player.ready(await sdk.create(ROOM_NAME, options), options.name);
  }

  static async join(sdk: Client, code: string, options: JoinOptions): Promise<Player> {
    return Player.ready(await sdk.joinById(code, options), options.name);
  }

  /** "Play now", as the table asks it — from the local address `from`, when given. */
  static async playNow(sdk: Client, options: JoinOptions, from?: string): Promise<Player> {
    const asked = { ...options, public: true, playNow: true };
    const room =
      from === undefined
        ? await sdk.joinOrCreate(ROOM_NAME, asked)
        : await matchmakeFrom(sdk, `joinOrCreate/${ROOM_NAME}`, asked, from);
    return Player.ready(room, options.name);
  }

  /** A new private room — from the local address `from`. */
  static async createFrom(sdk: Client, options: JoinOptions, from: string): Promise<Player> {
    return Player.ready(await matchmakeFrom(sdk, `create/${ROOM_NAME}`, options, from), options.name);
  }

  /** The same person back in their seat with a fresh join and the seat's token (a reload, a restart). */
  static async rejoin(sdk: Client, previous: Player): Promise<Player> {
    return Player.join(sdk, previous.code, { name: previous.name, token: previous.token });
  }

  /** The same session back through the SDK's reconnection (within the grace period). */
  static async reconnect(sdk: Client, previous: Player): Promise<Player> {
    const player = new Player(await sdk.reconnect(previous.room.reconnectionToken), previous.name);
    player.seat = previous.seat;
    player.token = previous.token;
    await player.until(() => player.states.length > 0, 'the state');
    return player;
  }

  /** Comes in without a seat (`ask`) once the match has begun: a visitor, who may ask for an offline player's seat.
   * From `from`, another local address (127.0.0.2 …), when given: the matchmaking sees that address. */
  static async visit(sdk: Client, code: string, name: string, from?: string): Promise<Player> {
    const options = { name, ask: true };
    const room = from === undefined ? await sdk.joinById(code, options) : await joinFrom(sdk, code, options, from);
    const player = new Player(room, name);
    await player.until(
      () => player.received.some((m) => m.type === 'visitor') && player.states.length > 0,
      'the visitor message and the first state',
    );
    return player;
  }

  /** Comes in to watch (`watch`): no seat, no token — told `watch` and the public state. */
  static async watchRoom(sdk: Client, code: string, name: string): Promise<Player> {
    const player = new Player(await sdk.joinById(code, { name, watch: true }), name);
    await player.until(
      () => player.received.some((m) => m.type === 'watch') && player.states.length > 0,
      'the watch message and the first state',
    );
    return player;
  }

  private static async ready(room: Room, name: string): Promise<Player> {
    const player = new Player(room, name);
    await player.until(() => player.token !== '' && player.states.length > 0, 'the welcome and the first state');
    return player;
  }

  get code(): string {
    return this.room.roomId;
  }

  get state(): PublicRoomState {
    return (this.room.state as { toJSON(): unknown }).toJSON() as PublicRoomState;
  }

  /** The last view received. */
  get view(): PlayerView | null {
    for (let i = this.received.length - 1; i >= 0; i--) {
      const m = this.received[i];
      if (m?.type === 'view') return m.payload.view;
    }
    return null;
  }

  send(type: string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  /** Resolves when `test` holds (checked now and after everything received). */
  until(test: () => boolean, what: string): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const hang = setTimeout(() => reject(new Error(`${this.name} waited in vain for ${what}`)), HANG_MS);
      const check = (): void => {
        if (test()) {
          clearTimeout(hang);
          this.listeners = this.listeners.filter((l) => l !== check);
          resolve();
        }
      };
      this.listeners.push(check);
    });
  }

  /** The first message of `type` from index `since` on that `test` takes (waiting for it if need be). */
  async next<T extends keyof ServerMessages>(
    type: T,
    test: (payload: ServerMessages[T]) => boolean = () => true,
    since = 0,
  ): Promise<ServerMessages[T]> {
    let found: ServerMessages[T] | undefined;
    await this.until(() => {
      for (let i = since; i < this.received.length; i++) {
        const m = this.received[i];
        if (m?.type === type && test(m.payload as ServerMessages[T])) {
          found = m.payload as ServerMessages[T];
          return true;
        }
      }
      return false;
    }, `a ${type} message`);
    return found as ServerMessages[T];
  }

  /** Waits until the room has handled everything this player sent before (it handles a client's messages in order):
   * asks for its view again and waits for it. */
  async roundTrip(): Promise<void> {
    const since = this.received.length;
    this.send('sync');
    await this.next('view', () => true, since);
  }

  /** Sends a move and waits for its answer (and, when it was played, for the view that shows it). */
  async move(move: Move, id = `m${String(++this.moveCount)}-${this.name}`): Promise<AnswerMessage> {
    let answer: AnswerMessage | null = null;
    while (answer === null) {
      const since = this.received.length;
      this.send('move', { id, move });
      await this.until(() => this.answerOrLimit(id, since) !== null, `the answer to ${id}`);
      const got = this.answerOrLimit(id, since);
      answer = got === 'limited' ? null : got;
      // Over the server's rate limit (a test plays faster than a person): wait as a client would, and send it again.
      if (answer === null) await new Promise((resolve) => setTimeout(resolve, 150));
    }
    if (answer.accepted) await this.next('view', (v) => v.deal === answer.deal && v.played > answer.index);
    return answer;
  }

  /** Waits until this seat is to act (by its latest view and the public state). */
  async myTurn(): Promise<PlayerView> {
    await this.until(() => {
      const view = this.view;
      return view !== null && view.turn === this.seat && view.phase !== 'over';
    }, 'its turn');
    return this.view as PlayerView;
  }

  /** Plays its whole turn as the greedy bot would, on its own view: every move answered. */
  async playTurn(seed = 1): Promise<void> {
    const bot = createBot('greedy');
    for (;;) {
      const view = await this.myTurn();
      const phase = view.phase;
      const turn = view.turnNumber;
      const moves = bot.decide(view, seed).moves;
      for (const move of moves) {
        const answer = await this.move(move);
        if (!answer.accepted) throw new Error(`${this.name}: ${answer.code} ${answer.message}`);
        const now = this.view as PlayerView;
        if (now.turn !== this.seat || now.phase === 'over' || now.turnNumber !== turn) return;
      }
      const now = this.view as PlayerView;
      if (now.turn !== this.seat || now.phase === 'over' || (phase === 'play' && now.phase === 'draw')) return;
    }
  }

  /** The answer to move `id` received from `since` on, 'limited' for a rate-limited move, or null. */
  private answerOrLimit(id: string, since: number): AnswerMessage | 'limited' | null {
    for (let i = since; i < this.received.length; i++) {
      const m = this.received[i];
      if (m?.type === 'answer' && m.payload.id === id) return m.payload;
      if (m?.type === 'error' && m.payload.code === 'rate-limited' && m.payload.type === 'move') return 'limited';
    }
    return null;
  }

  /** True when this seat is to act by its latest view. */
  myTurnNow(): boolean {
    const view = this.view;
    return view !== null && view.turn === this.seat && view.phase !== 'over';
  }

  /** The `deal-over` of deal `deal` received from index `since` on, once received. */
  dealOver(deal: number, since = 0): ServerMessages['deal-over'] | null {
    for (let i = since; i < this.received.length; i++) {
      const m = this.received[i];
      if (m?.type === 'deal-over' && m.payload.deal === deal) return m.payload;
    }
    return null;
  }

  /** Runs `check` after everything any of these players receives (see `untilAny`). */
  watch(check: () => void): () => void {
    this.listeners.push(check);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== check);
    };
  }

  /** The view messages received, in order. */
  views(): ViewMessage[] {
    return this.received.flatMap((m) => (m.type === 'view' ? [m.payload] : []));
  }

  private wake(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/** A join by code whose matchmaking request comes from the local address `from` (127.0.0.2 reaches a server on
 * 127.0.0.1 as another address would); its seat reservation then taken by the SDK. */
export function joinFrom(sdk: Client, code: string, options: JoinOptions, from: string): Promise<Room> {
  return matchmakeFrom(sdk, `joinById/${code}`, options, from);
}

/** A matchmaking request (`create/birimba`, `joinOrCreate/birimba`, `joinById/CODE`) from the local address `from`,
 * its seat reservation taken by the SDK; refused with the request's status as the error's `code`. */
export async function matchmakeFrom(sdk: Client, path: string, options: JoinOptions, from: string): Promise<Room> {
  const port = Number(sdk.settings.port);
  const answer = await rawPost(port, `/matchmake/${path}`, JSON.stringify(options), { from });
  if (answer.status !== 200) throw Object.assign(new Error(answer.body), { code: answer.status });
  return sdk.consumeSeatReservation(JSON.parse(answer.body) as never);
}

/** Resolves when `test` holds, checked after anything any of the players receives. */
export function untilAny(players: readonly Player[], test: () => boolean, what: string): Promise<void> {
  if (test()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = [];
    const done = (): void => {
      clearTimeout(hang);
      for (const stop of stops) stop();
    };
    const hang = setTimeout(() => {
      done();
      reject(new Error(`waited in vain for ${what}`));
    }, HANG_MS);
    const check = (): void => {
      if (test()) {
        done();
        resolve();
      }
    };
    for (const p of players) stops.push(p.watch(check));
  });
}

/** Plays deal `deal` to its end: each person plays their turns as they come (bots play on the server). The deal's
 * end is looked for among the messages received from now on (a rematch has a deal 1 again). */
export async function playDeal(players: readonly Player[], deal: number): Promise<void> {
  const since = players.map((p) => p.received.length);
  const over = (p: Player): boolean => p.dealOver(deal, since[players.indexOf(p)]) !== null;
  for (;;) {
    await untilAny(players, () => players.some((p) => over(p) || p.myTurnNow()), `deal ${String(deal)}`);
    if (players.some(over)) {
      await untilAny(players, () => players.every(over), 'every player told');
      return;
    }
    const next = players.find((p) => p.myTurnNow());
    await next?.playTurn(deal);
  }
}

/** The code a join was refused with (it must be refused). */
export async function refusedJoin(join: Promise<unknown>): Promise<number> {
  return (await joinRefusal(join)).code;
}

/** The code and the line a refused join rejected with (it fails the test if the join was not refused). */
export async function joinRefusal(join: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await join;
  } catch (e) {
    return { code: (e as { code: number }).code, message: (e as Error).message };
  }
  throw new Error('the join was not refused');
}
