// The room core: one room's pipeline, which every change goes through in the same order. A change runs after the ones
// before it (`run`); it is recorded in the store before anything changes (`commit`), then applied to the model; what
// follows a move (`afterMove`: each seat's view, a deal's end) and any change (`afterChange`: stand-ins give seats
// back, the host is there, the timer and the bots are set, the public state synced) comes next. The message intake
// (messages.ts) and the turns (turns.ts) call it directly; birimba-room.ts is the Colyseus room around it.

import { type Client, CloseCode } from '@colyseus/core';
import type { GameState, Move, Seat } from '@birimba/engine';
import type { NoteKind } from '@birimba/game-log';
import { CLOSE_CODES, type ServerMessages } from '@birimba/protocol/schemas';
import type { Bots } from '../bots/bot-pool.js';
import type { Clock, Timer } from '../clock.js';
import { type ServerLog, errorText } from '../log.js';
import type { RateLimit } from '../rate-limit.js';
import type { RoomEvent } from '../store/room-events.js';
import { type RoomStore, StoreError } from '../store/room-store.js';
import type { Admission } from './admission.js';
import { Connections } from './connections.js';
import { type RoomState, syncRoomState } from './public-state.js';
import type { RoomModel } from './room-model.js';
import { Turns } from './turns.js';
import { dealOver, viewAfterMove, watchAfterMove, wholeView, wholeWatch } from './views.js';

/** What every room of a server shares: the store, the bots, the clock, the limits. */
export interface RoomServices {
  readonly store: RoomStore;
  readonly bots: Bots;
  readonly clock: Clock;
  readonly log: ServerLog;
  /** How long a dropped player's seat is held before a bot plays it. */
  readonly graceMs: number;
  /** The least time a bot's move takes, from the moment it is asked (players see bots play at a pace). */
  readonly botDelayMs: number;
  /** A room nobody is connected to is closed after this long. */
  readonly idleMs: number;
  /** Each client's message budget. */
  readonly rateLimit: RateLimit;
  /** The rooms the server itself is restoring now, read from the store (restore.ts): a room is restored only from
   * here, never at a client's asking. */
  readonly restoring: Map<string, RoomModel>;
  /** A new match's seed (128 random bits; a test may deal the matches it wants). */
  readonly newSeed: () => string;
  /** A new room's code (50 random bits; a test may choose the code it needs). */
  readonly newRoomCode: () => string;
  /** Who may ask the matchmaking for a room or a seat (admission.ts). */
  readonly admission: Admission;
}

/** What the core needs of the Colyseus room around it. */
export interface RoomShell {
  /** The synced public state. */
  readonly state: RoomState;
  /** Lists the room in the lobby (`false`) or hides it. */
  setPrivate(hidden: boolean): Promise<void>;
  /** Ends every connection with a close code. */
  disconnect(closeCode: number): Promise<unknown>;
  /** No one joins any more (Colyseus' `lock`): "play now" never offers a room that is closing. */
  lock(): Promise<void>;
}

export class RoomCore {
  /** The room's model: what the store's history says. */
  model!: RoomModel;
  code = '';
  /** The room is closing (or let go): nothing more is played or told. */
  closing = false;
  /** Who is connected at which seat; a dropped player's grace period. */
  readonly connections: Connections;
  /** Who plays each turn: people, bots, stand-ins, the timer. */
  readonly turns: Turns;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: Timer | null = null;
  private listed: boolean | null = null;

  constructor(
    readonly services: RoomServices,
    private readonly shell: RoomShell,
  ) {
    this.connections = new Connections(services.clock, services, (seat) => {
      void this.run(() => this.graceOver(seat)).catch((e: unknown) => this.fail('grace', e));
    });
    this.turns = new Turns(this, services);
  }

  /** A new room's first event, until a person sits: nothing is stored of a room nobody came to. */
  private unstored: RoomEvent | null = null;

  /** The room's model and code from here on (a new room, or one restored from its history). */
  open(code: string, model: RoomModel, unstored: RoomEvent | null = null): void {
    this.code = code;
    this.model = model;
    this.unstored = unstored;
  }

  /** Whether the store has the room (a new room has it once its first person sits). */
  get stored(): boolean {
    return this.unstored === null;
  }

  // ---- the pipeline -------------------------------------------------------------------------------------------

  /** Runs a change after the ones before it. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Records an event, then applies it: nothing is told or changed unless the store has it. */
  async commit(event: RoomEvent): Promise<void> {
    try {
      if (this.unstored !== null) {
        await this.services.store.create(this.code, this.unstored);
        this.unstored = null;
      }
      await this.services.store.append(this.code, event);
    } catch (e) {
      if (e instanceof StoreError && e.code === 'lost') void this.relinquish();
      throw e;
    }
    this.model.apply(event);
  }

  /** A move of the seat to act — a person's (with its id) or a bot's — recorded, applied and told to every seat. */
  async playMove(seat: Seat, move: Move, id: string | null, note: NoteKind | null): Promise<void> {
    const before = this.model.match?.state;
    await this.commit({ kind: 'move', seat, move, id, note });
    if (before !== undefined) this.afterMove(before);
  }

  /** After a move is applied: every seat gets its view with the move as it may learn it; a deal's end is told. */
  private afterMove(before: GameState): void {
    const match = this.model.match;
    if (match === null) return;
    this.turns.moved(before);
    // Whoever acts next, and their deadline, are settled before anyone is told of the move.
    this.turns.handBack();
    this.turns.timeTurn();
    const timing = this.turns.timing();
    for (const seat of this.model.seatList()) {
      const client = this.connections.client(seat);
      if (client !== null) this.tell(client, 'view', viewAfterMove(match, before, seat, timing));
    }
    // The watchers after the players: the move as a stranger learns it.
    const watchers = this.connections.watcherClients();
    if (watchers.length > 0) {
      const watch = watchAfterMove(this.code, match, before, timing);
      for (const client of watchers) this.tell(client, 'watch', watch);
    }
    if (match.state.phase === 'over') {
      const over = dealOver(match);
      for (const seat of this.model.seatList()) {
        const client = this.connections.client(seat);
        if (client !== null) this.tell(client, 'deal-over', over);
      }
      // The hands are shown to the watchers once the players have been shown them.
      for (const client of watchers) this.tell(client, 'deal-over', over);
      this.services.log.info('deal over', { room: this.code, deal: over.deal, match: over.matchOver });
    }
  }

  /** After any change: stand-ins give seats back at a turn's boundary, the host is there, the timer and the bots
   * are set for whoever is to act, and the public state is synced. */
  async afterChange(): Promise<void> {
    for (const seat of this.turns.backNow()) await this.commit({ kind: 'away', seat, away: false });
    this.turns.handBack();
    if (this.model.host === null && this.model.players().some((s) => this.connections.connected(s)))
      await this.passHost();
    this.turns.schedule();
    this.watchIdle();
    this.sync();
  }

  // ---- seats --------------------------------------------------------------------------------------------------

  /** The seat's client is connected (joined, back with its token, or reconnected): it is told where the game is. */
  async attach(client: Client, seat: Seat): Promise<void> {
    this.connections.attach(client, seat);
    const mutes = this.model.seats[seat]?.mutes ?? [];
    this.tell(client, 'mutes', { seats: mutes });
    const lines = this.model.chat.filter((line) => !mutes.includes(line.seat));
    if (lines.length > 0) this.tell(client, 'chat', { lines, kept: true });
    this.sendWhole(client, seat);
    await this.afterChange();
  }

  /** A dropped player did not come back in time: their seat is freed (lobby) or a bot plays it (a match). */
  private async graceOver(seat: Seat): Promise<void> {
    if (this.connections.connected(seat) || this.model.seats[seat]?.occupant !== 'human') return;
    this.connections.expire(seat);
    this.services.log.info('grace over', { room: this.code, seat, stage: this.model.stage });
    if (this.model.stage === 'lobby') await this.leaveSeat(seat);
    else {
      this.turns.setStandIn(seat, true);
      await this.passHost();
      await this.afterChange();
    }
  }

  /** A player leaves for good: the lobby seat is free again; in a match a bot plays the seat to its end. */
  async leaveSeat(seat: Seat): Promise<void> {
    if (this.model.seats[seat]?.occupant !== 'human' || this.model.seats[seat].left) return;
    const lobby = this.model.stage === 'lobby';
    await this.commit(lobby ? { kind: 'vacated', seat } : { kind: 'left', seat });
    if (lobby) this.tellMutes();
    this.turns.setStandIn(seat, false);
    this.services.log.info('player left', { room: this.code, seat });
    if (this.model.players().length === 0) {
      await this.close('everyone left');
      return;
    }
    await this.passHost();
    await this.afterChange();
  }

  /** The host's rights go to the next player at the table when the host is gone (left, or their grace is over). */
  private async passHost(): Promise<void> {
    const host = this.model.host;
    const present = (s: Seat): boolean =>
      this.model.seats[s]?.occupant === 'human' && !this.model.seats[s].left && !this.turns.standsIn(s);
    if (host !== null && present(host)) return;
    const seats = this.model.seatList();
    const order = seats.map((i) => (((host ?? 0) + i) % seats.length) as Seat);
    const next =
      order.find((s) => present(s) && this.connections.connected(s)) ?? order.find((s) => present(s)) ?? null;
    if (next !== host) await this.commit({ kind: 'host', seat: next });
  }

  // ---- what clients are told ----------------------------------------------------------------------------------

  tell<T extends keyof ServerMessages>(client: Client, type: T, payload: ServerMessages[T]): void {
    client.send(type, payload);
  }

  /** Every connected person's mutes, again: after a person moved or left the lobby, the seats in them changed. */
  tellMutes(): void {
    for (const seat of this.model.seatList()) {
      const client = this.connections.client(seat);
      if (client !== null) this.tell(client, 'mutes', { seats: this.model.seats[seat]?.mutes ?? [] });
    }
  }

  /** The seat's whole view (and the deal's end, when it is over): for a client that joins, returns or asks. */
  sendWhole(client: Client, seat: Seat): void {
    const match = this.model.match;
    if (match === null) return;
    this.tell(client, 'view', wholeView(match, seat, this.turns.timing()));
    if (match.state.phase === 'over') this.tell(client, 'deal-over', dealOver(match));
  }

  sendWholeToAll(): void {
    this.model.seatList().forEach((seat) => {
      const client = this.connections.client(seat);
      if (client !== null) this.sendWhole(client, seat);
    });
    for (const client of this.connections.watcherClients()) this.sendWatch(client);
  }

  /** A watcher arrives (joined to watch, or a visitor who chose to): the whole view and the room's kept chat. */
  welcomeWatcher(client: Client): void {
    this.sendWatch(client);
    if (this.model.chat.length > 0) this.tell(client, 'chat', { lines: this.model.chat, kept: true });
  }

  /** A watcher's whole view (and the deal's end, when it is over): on arrival, at a deal, on `sync`. */
  sendWatch(client: Client): void {
    const match = this.model.match;
    this.tell(client, 'watch', wholeWatch(this.code, match, this.turns.timing()));
    if (match !== null && match.state.phase === 'over') this.tell(client, 'deal-over', dealOver(match));
  }

  /** The host stopped allowing watching: every watcher is let go, told why by the close code. */
  dismissWatchers(): void {
    for (const client of this.connections.watcherClients()) {
      this.connections.unwatch(client.sessionId);
      client.leave(CLOSE_CODES['watch-off'], 'watch-off: the host no longer allows watching this room');
    }
  }

  /**
   * The public state from the model: only public facts. A public room is listed (offered to "play now") while it is
   * in the lobby with a seat free: a full lobby is not offered, so the next person gets a new room.
   */
  sync(): void {
    const settings = this.model.settings;
    syncRoomState(this.shell.state, this.model, {
      connected: (seat) => this.connections.connected(seat),
      standIn: (seat) => this.turns.standsIn(seat),
      timeouts: (seat) => this.turns.timeoutsOf(seat),
      graceEnds: (seat) => this.connections.graceEnds(seat),
      askedBy: (seat) => this.connections.asking(seat)?.name ?? '',
      watchers: this.connections.watcherCount,
      deadline: this.turns.deadline,
      thinking: this.turns.thinking,
      now: this.services.clock.now(),
    });
    const free = this.model.seatList().some((seat) => this.model.seats[seat]?.occupant === 'empty');
    const listed = settings.public && this.model.stage === 'lobby' && free;
    if (listed !== this.listed) {
      this.listed = listed;
      void this.shell.setPrivate(!listed);
    }
  }

  // ---- the room's life ----------------------------------------------------------------------------------------

  /** Closes the room for good when nobody is connected for `idleMs`. */
  watchIdle(): void {
    const someone = this.connections.anyone();
    if (someone || this.closing) {
      this.idleTimer?.cancel();
      this.idleTimer = null;
    } else if (this.idleTimer === null) {
      this.idleTimer = this.services.clock.after(this.services.idleMs, () => {
        this.idleTimer = null;
        void this.run(() => this.close('idle'));
      });
    }
  }

  /** Another process holds the room now (a shared store: this one was silent past its claim). It is let go without
   * a write; its players are disconnected as by a server stopping, and take their seats back where it is now. */
  async relinquish(): Promise<void> {
    if (this.closing) return;
    await this.leaveProcess('held by another process', CloseCode.SERVER_SHUTDOWN);
  }

  /** This process stops and another takes the room over (a shared store): what was on its way is recorded first,
   * nothing more is played here, and its clients are told to join again (`moved`) — the room is restored on another
   * process from the store, where they take their seats back with their tokens. */
  async handOver(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await this.run(() => Promise.resolve());
    await this.leaveProcess('handed over', CLOSE_CODES.moved);
  }

  /** The room leaves this process, kept open in the store: no timer runs on, its clients are disconnected. */
  private async leaveProcess(why: string, closeCode: number): Promise<void> {
    this.closing = true;
    this.stopTimers();
    this.services.log.info('room let go', { room: this.code, why });
    await this.shell.disconnect(closeCode);
  }

  /** Closes the room for good: its history is kept for its logs, and it is not restored. */
  async close(why: string): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    this.stopTimers();
    await this.shell.lock();
    if (this.stored) await this.services.store.close(this.code);
    this.services.log.info('room closed', { room: this.code, why });
    await this.shell.disconnect(CLOSE_CODES.closed);
  }

  /** The room stops (the server shuts down, or the room is disposed): no timer runs on. */
  stopTimers(): void {
    this.turns.stop();
    this.idleTimer?.cancel();
    this.connections.stop();
  }

  fail(what: string, e: unknown): void {
    this.services.log.error('room error', {
      room: this.code,
      on: what,
      error: e instanceof StoreError ? `store-${e.code}` : errorText(e),
    });
  }
}
