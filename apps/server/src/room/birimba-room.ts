// The `birimba` room: Colyseus' room around the room model. It turns connections into seats, checks every client
// message (size, rate, schema, who may do it, the engine's rules), records each change in the store before anyone is
// told of it, then applies it to the model, syncs the public state and sends each seat what it may see. Bots, stand-ins
// for dropped players and the move timer play through the same path as people.
// All changes run one after another (`run`): a store write is awaited before the next change begins.

import { type Client, CloseCode, Room, ServerError } from '@colyseus/core';
import { type GameState, type Seat, resolveRules } from '@birimba/engine';
import { schemaProblem } from '@birimba/game-log';
import {
  DEFAULT_BOT_LEVEL,
  DEFAULT_TARGET,
  JOIN_ERRORS,
  type JoinOptions,
  JoinOptionsSchema,
  PUBLIC_MOVE_TIMER,
  type ServerMessages,
  CLOSE_CODES,
} from '@birimba/protocol/schemas';
import type { Bots } from '../bots/bot-pool.js';
import type { Clock, Timer } from '../clock.js';
import { type ServerLog, errorText } from '../log.js';
import type { RateLimit } from '../rate-limit.js';
import { newRoomCode, newToken, tokenHash } from '../secrets.js';
import type { RoomEvent, RoomSettings } from '../store/room-events.js';
import { type RoomStore, StoreError } from '../store/room-store.js';
import { RoomState, syncRoomState } from './public-state.js';
import { MOST_SEATS, RoomModel } from './room-model.js';
import { Connections } from './connections.js';
import { Messages, type MessagesHost } from './messages.js';
import { Turns, type TurnsHost } from './turns.js';
import { dealOver, viewAfterMove, wholeView } from './views.js';

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
  /** The codes the server itself is restoring now: a room is restored only from here, never at a client's asking. */
  readonly restoring: Set<string>;
}

/** The options a room is created with: a client's join options, or the server's restore of a stored room. */
interface CreateOptions extends Partial<JoinOptions> {
  readonly restore?: string;
}

/** The room class for a server's services. */
export function birimbaRoom(services: RoomServices): typeof Room<{ state: RoomState }> {
  const { store, clock, log } = services;

  return class BirimbaRoom extends Room<{ state: RoomState }> {
    // The room lives while its match can go on, whoever is connected; it closes itself (`close`).
    override autoDispose = false;
    // Up to six seats, and a dropped player's held session besides.
    override maxClients = 2 * MOST_SEATS;
    // A flood ends the connection (Colyseus closes it, 4002); the rate limit answers long before.
    override maxMessagesPerSecond = Math.max(100, 5 * (services.rateLimit.burst + services.rateLimit.perSecond));
    override state = new RoomState();

    private model!: RoomModel;
    private code = '';
    /** Who is connected at which seat; a dropped player's grace period. */
    private readonly connections = new Connections(clock, services, (seat) => {
      void this.run(() => this.graceOver(seat)).catch((e: unknown) => this.fail('grace', e));
    });
    /** Who plays each turn: people, bots, stand-ins, the timer. */
    private readonly turns = new Turns(this.turnsHost(), services);
    /** Every client message. */
    private readonly intake = new Messages(this.messagesHost(), log);
    private idleTimer: Timer | null = null;
    private queue: Promise<unknown> = Promise.resolve();
    private closing = false;
    private listed: boolean | null = null;

    override async onCreate(options: CreateOptions): Promise<void> {
      const restore = options.restore;
      if (typeof restore === 'string' && services.restoring.has(restore)) {
        services.restoring.delete(restore);
        const events = await store.load(restore);
        if (events === null) throw new ServerError(JOIN_ERRORS['bad-options'], `room ${restore} is not stored`);
        this.model = RoomModel.fromHistory(events);
        this.code = restore;
        // Nobody is connected after a restart: each player's seat is held for the grace period from now.
        for (const seat of this.model.players()) this.connections.startGrace(seat);
      } else {
        // The creator's options are checked when they join (onJoin), where a refusal reaches them with its code.
        const listed = options.public === true;
        const settings: RoomSettings = {
          rules: resolveRules({ matchTarget: DEFAULT_TARGET }),
          botLevel: DEFAULT_BOT_LEVEL,
          moveTimer: listed ? PUBLIC_MOVE_TIMER : 0,
          public: listed,
        };
        this.code = await createStored(store, settings);
        this.model = RoomModel.fromHistory([RoomModel.created(this.code, settings)]);
      }
      this.roomId = this.code;
      this.onMessage('*', (client: Client, type: string | number, payload: unknown) =>
        this.intake.receive(client, type, payload),
      );
      this.state.code = this.code;
      this.sync();
      this.watchIdle();
      log.info('room open', { room: this.code, restored: typeof restore === 'string', stage: this.model.stage });
    }

    // ---- connections ------------------------------------------------------------------------------------------

    override async onJoin(client: Client, options: JoinOptions): Promise<void> {
      try {
        await this.run(() => this.seatClient(client, options));
      } catch (e) {
        // A room whose creator could not take a seat has nobody to wait for.
        if (this.model.stage === 'lobby' && this.model.players().length === 0)
          void this.run(() => this.close('its creator could not join'));
        throw e;
      }
    }

    override onDrop(client: Client): void {
      const seat = this.connections.seatOfSession(client.sessionId);
      if (seat === undefined || this.closing) return;
      // Held until the grace period ends (then `graceOver` turns the seat over to a stand-in) or the client is back.
      const held = this.allowReconnection(client, 'manual');
      held.catch(() => undefined);
      // A client that never finished joining cannot come back: Colyseus answers with a plain rejected promise.
      this.connections.drop(seat, typeof held.reject === 'function' ? held : null);
      log.info('player dropped', { room: this.code, seat });
      void this.run(() => this.afterChange());
    }

    override onReconnect(client: Client): void {
      const seat = this.connections.seatOfSession(client.sessionId);
      if (seat === undefined) return;
      void this.run(() => this.attach(client, seat));
    }

    override onLeave(client: Client, code?: number): void {
      const seat = this.connections.seatOfSession(client.sessionId);
      if (seat === undefined || this.closing) return;
      // The end of a drop (its grace period is over, or the room is closing): `graceOver` did what there was to do.
      if (code !== CloseCode.CONSENTED) return;
      this.connections.leave(client.sessionId, seat);
      void this.run(() => this.leaveSeat(seat)).catch((e: unknown) => this.fail('leave', e));
    }

    override onBeforeShutdown(): void {
      // The server stops: the room is kept in the store as it is and restored at the next start.
      this.closing = true;
      super.onBeforeShutdown();
    }

    override onDispose(): void {
      this.closing = true;
      this.stopTimers();
      this.model.match?.actor.stop();
    }

    /** A client takes its seat: back with its token, or a free one in the lobby. */
    private async seatClient(client: Client, raw: JoinOptions): Promise<void> {
      const problem = schemaProblem(JoinOptionsSchema, raw);
      if (problem !== null) throw new ServerError(JOIN_ERRORS['bad-options'], `bad-options: ${problem}`);
      const options = raw;
      let seat: Seat;
      let token: string;
      if (options.token !== undefined) {
        const found = this.model.seatOfToken(tokenHash(options.token));
        if (found === null)
          throw new ServerError(JOIN_ERRORS['bad-token'], 'bad-token: this token takes no seat in this room');
        seat = found;
        token = options.token;
        this.connections.replace(seat);
      } else {
        if (this.model.stage !== 'lobby')
          throw new ServerError(
            JOIN_ERRORS['game-started'],
            'game-started: the game has started; only its players may come back, with their token',
          );
        const free = this.model.seatList().filter((s) => this.model.seats[s]?.occupant === 'empty');
        const wished = options.seat;
        const chosen = wished !== undefined && free.includes(wished) ? wished : free[0];
        if (chosen === undefined) throw new ServerError(JOIN_ERRORS['room-full'], 'room-full: every seat is taken');
        seat = chosen;
        token = newToken();
        await this.commit({ kind: 'seated', seat, name: options.name, tokenHash: tokenHash(token) });
        if (this.model.host === null) await this.commit({ kind: 'host', seat });
      }
      this.connections.take(client.sessionId, seat, token);
      this.tell(client, 'welcome', { code: this.code, seat, token });
      await this.attach(client, seat);
      log.info('player seated', { room: this.code, seat, returning: options.token !== undefined });
    }

    /** The seat's client is connected (joined, back with its token, or reconnected): it is told where the game is. */
    private async attach(client: Client, seat: Seat): Promise<void> {
      this.connections.attach(client, seat);
      this.sendWhole(client, seat);
      await this.afterChange();
    }

    /** A dropped player did not come back in time: their seat is freed (lobby) or a bot plays it (a match). */
    private async graceOver(seat: Seat): Promise<void> {
      if (this.connections.connected(seat) || this.model.seats[seat]?.occupant !== 'human') return;
      this.connections.expire(seat);
      log.info('grace over', { room: this.code, seat, stage: this.model.stage });
      if (this.model.stage === 'lobby') await this.leaveSeat(seat);
      else {
        this.turns.setStandIn(seat, true);
        await this.passHost();
        await this.afterChange();
      }
    }

    /** A player leaves for good: the lobby seat is free again; in a match a bot plays the seat to its end. */
    private async leaveSeat(seat: Seat): Promise<void> {
      if (this.model.seats[seat]?.occupant !== 'human' || this.model.seats[seat].left) return;
      await this.commit(this.model.stage === 'lobby' ? { kind: 'vacated', seat } : { kind: 'left', seat });
      this.turns.setStandIn(seat, false);
      log.info('player left', { room: this.code, seat });
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

    /** After any change: stand-ins give seats back at a turn's boundary, the host is there, the timer and the bots
     * are set for whoever is to act, and the public state is synced. */
    private async afterChange(): Promise<void> {
      this.turns.handBack();
      if (this.model.host === null && this.model.players().some((s) => this.connections.connected(s)))
        await this.passHost();
      this.turns.schedule();
      this.watchIdle();
      this.sync();
    }

    /** What the turns (bots, stand-ins, the timer) need of the room. */
    private turnsHost(): TurnsHost {
      return {
        model: () => this.model,
        code: () => this.code,
        closing: () => this.closing,
        connected: (seat) => this.connections.connected(seat),
        playMove: async (seat, move, note) => {
          const before = this.model.match?.state;
          await this.commit({ kind: 'move', seat, move, id: null, note });
          if (before !== undefined) this.afterMove(before);
        },
        run: (task) => this.run(task),
        afterChange: () => this.afterChange(),
        sync: () => this.sync(),
        fail: (what, e) => this.fail(what, e),
      };
    }

    /** What the message intake needs of the room. */
    private messagesHost(): MessagesHost {
      return {
        model: () => this.model,
        code: () => this.code,
        closing: () => this.closing,
        connections: this.connections,
        turns: this.turns,
        run: (task) => this.run(task),
        commit: (event) => this.commit(event),
        tell: (client, type, payload) => this.tell(client, type, payload),
        afterChange: () => this.afterChange(),
        afterMove: (before) => this.afterMove(before),
        sendWhole: (client, seat) => this.sendWhole(client, seat),
        sendWholeToAll: () => this.sendWholeToAll(),
        fail: (what, e) => this.fail(what, e),
      };
    }

    // ---- store, model and what clients are told ---------------------------------------------------------------

    /** Records an event, then applies it: nothing is told or changed unless the store has it. */
    private async commit(event: RoomEvent): Promise<void> {
      try {
        await store.append(this.code, event);
      } catch (e) {
        if (e instanceof StoreError && e.code === 'lost') void this.relinquish();
        throw e;
      }
      this.model.apply(event);
    }

    /** After a move is applied: every seat gets its view with the move as it may learn it; a deal's end is told. */
    private afterMove(before: GameState): void {
      const match = this.model.match;
      if (match === null) return;
      this.turns.moved(before);
      // Whoever acts next, and their deadline, are settled before anyone is told of the move.
      this.turns.handBack();
      this.turns.timeTurn();
      const deadlineIn = this.turns.timeLeft();
      for (const seat of this.model.seatList()) {
        const client = this.connections.client(seat);
        if (client !== null) this.tell(client, 'view', viewAfterMove(match, before, seat, deadlineIn));
      }
      if (match.state.phase === 'over') {
        const over = dealOver(match);
        for (const seat of this.model.seatList()) {
          const client = this.connections.client(seat);
          if (client !== null) this.tell(client, 'deal-over', over);
        }
        log.info('deal over', { room: this.code, deal: over.deal, match: over.matchOver });
      }
    }

    private sendWhole(client: Client, seat: Seat): void {
      const match = this.model.match;
      if (match === null) return;
      this.tell(client, 'view', wholeView(match, seat, this.turns.timeLeft()));
      if (match.state.phase === 'over') this.tell(client, 'deal-over', dealOver(match));
    }

    private sendWholeToAll(): void {
      this.model.seatList().forEach((seat) => {
        const client = this.connections.client(seat);
        if (client !== null) this.sendWhole(client, seat);
      });
    }

    private tell<T extends keyof ServerMessages>(client: Client, type: T, payload: ServerMessages[T]): void {
      client.send(type, payload);
    }

    /** The public state from the model: only public facts. */
    private sync(): void {
      const settings = this.model.settings;
      syncRoomState(this.state, this.model, {
        connected: (seat) => this.connections.connected(seat),
        standIn: (seat) => this.turns.standsIn(seat),
        deadline: this.turns.deadline,
        thinking: this.turns.thinking,
      });
      const listed = settings.public && this.model.stage === 'lobby';
      if (listed !== this.listed) {
        this.listed = listed;
        void this.setPrivate(!listed);
      }
    }

    // ---- the room's life --------------------------------------------------------------------------------------

    /** Runs a change after the ones before it. */
    private run<T>(task: () => Promise<T>): Promise<T> {
      const next = this.queue.then(task, task);
      this.queue = next.catch(() => undefined);
      return next;
    }

    /** Closes the room for good when nobody is connected for `idleMs`. */
    private watchIdle(): void {
      const someone = this.connections.anyone();
      if (someone || this.closing) {
        this.idleTimer?.cancel();
        this.idleTimer = null;
      } else if (this.idleTimer === null) {
        this.idleTimer = clock.after(services.idleMs, () => {
          this.idleTimer = null;
          void this.run(() => this.close('idle'));
        });
      }
    }

    /** Another process holds the room now (a shared store: this one was silent past its claim). It is let go without
     * a write; its players are disconnected as by a server stopping, and take their seats back where it is now. */
    async relinquish(): Promise<void> {
      if (this.closing) return;
      this.closing = true;
      this.stopTimers();
      log.info('room let go', { room: this.code, why: 'held by another process' });
      await this.disconnect(CloseCode.SERVER_SHUTDOWN);
    }

    private async close(why: string): Promise<void> {
      if (this.closing) return;
      this.closing = true;
      this.stopTimers();
      await store.close(this.code);
      log.info('room closed', { room: this.code, why });
      await this.disconnect(CLOSE_CODES.closed);
    }

    private stopTimers(): void {
      this.turns.stop();
      this.idleTimer?.cancel();
      this.connections.stop();
    }

    private fail(what: string, e: unknown): void {
      log.error('room error', { room: this.code, on: what, error: e instanceof StoreError ? e.code : errorText(e) });
    }
  };
}

/** A new room's code, free in the store, and its first event stored. */
async function createStored(store: RoomStore, settings: RoomSettings): Promise<string> {
  for (;;) {
    const code = newRoomCode();
    try {
      await store.create(code, RoomModel.created(code, settings));
      return code;
    } catch (e) {
      if (!(e instanceof StoreError && e.code === 'exists')) throw e;
    }
  }
}
