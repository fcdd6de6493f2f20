// The `birimba` room: the Colyseus room around the room core. It keeps Colyseus' lifecycle — a room created or
// restored, a client joining (its seat taken with a token, or a free one in the lobby), dropping, coming back,
// leaving, the room disposed — and hands each type of client message to its handler (messages.ts). Every change goes
// through the core's pipeline (room-core.ts): queued, recorded in the store, applied, then told.

import { type AuthContext, type Client, CloseCode, ErrorCode, Room, ServerError } from '@colyseus/core';
import { type Seat, resolveRules } from '@birimba/engine';
import { schemaProblem } from '@birimba/game-log';
import type { ClientMessageType } from '@birimba/protocol';
import {
  CLOSE_CODES,
  DEFAULT_BOT_LEVEL,
  DEFAULT_TARGET,
  JOIN_ERRORS,
  type JoinOptions,
  JoinOptionsSchema,
  MATCHMAKE_ERRORS,
  MAX_WATCHERS,
  NAME_MAX_LENGTH,
  PUBLIC_MOVE_TIMER,
} from '@birimba/protocol/schemas';
import { errorText } from '../log.js';
import { newToken, tokenHash } from '../secrets.js';
import type { RoomSettings } from '../store/room-events.js';
import { type RoomStore, StoreError } from '../store/room-store.js';
import { RESERVATION_SECONDS, type Ticket, matchmakeMethod, storeFailed } from './admission.js';
import { HostTools } from './host-tools.js';
import { type MessageHandler, Messages } from './messages.js';
import { RoomState } from './public-state.js';
import { Connections } from './connections.js';
import { RoomCore, type RoomServices } from './room-core.js';
import { RoomModel } from './room-model.js';
import { MOST_SEATS } from './seat-events.js';

export type { RoomServices } from './room-core.js';

/** The options a room is created with: a client's join options, or the server's restore of a stored room. */
interface CreateOptions extends Partial<JoinOptions> {
  readonly restore?: string;
}

/** The room class for a server's services. */
export function birimbaRoom(services: RoomServices): typeof Room<{ state: RoomState }> {
  const { store, log } = services;

  return class BirimbaRoom extends Room<{ state: RoomState }> {
    // The room lives while its match can go on, whoever is connected; it closes itself (`close`).
    override autoDispose = false;
    // Up to six seats, and a dropped player's held session besides; the visitors and the watchers.
    override maxClients = 2 * MOST_SEATS + Connections.MOST_VISITORS + MAX_WATCHERS;
    // A flood ends the connection (Colyseus closes it, 4002); the rate limit answers long before.
    override maxMessagesPerSecond = Math.max(100, 5 * (services.rateLimit.burst + services.rateLimit.perSecond));
    override state = new RoomState();
    // A seat reservation nobody uses is soon gone (admission.ts).
    override seatReservationTimeout = RESERVATION_SECONDS;

    /** Checked before any room is made or seat reserved (admission.ts): the options, the address's budgets, the cap. */
    static override onAuth(_token: string, options: unknown, context: AuthContext): Promise<Ticket> {
      const url: unknown = (context.req as { url?: unknown } | undefined)?.url;
      return Promise.resolve(services.admission.admit(matchmakeMethod(url), options, context.ip ?? ''));
    }

    /** Only the clients connected fill the room, not the seats reserved for those on their way: a room cannot be
     * locked by reservations nobody uses (every seat is the room's own to give, `room-full`). */
    override hasReachedMaxClients(): boolean {
      return this.clients.length >= this.maxClients || this.core.closing;
    }

    /** The room's pipeline: its model, the store, what follows each change (room-core.ts). */
    private readonly core = new RoomCore(services, this);
    /** The host's tools: pause, pass the rights, a seat to a bot, move and ask to leave (host-tools.ts). */
    private readonly tools = new HostTools(this.core, log);
    /** Every client message, checked, then handled by its family's handler through the core (messages.ts). */
    private readonly intake = new Messages(this.core, log, this.tools);

    /**
     * A room restored (its model read from the store by the server, restore.ts) or made for a client. A failure is
     * said once, here, in one line, and answered as a refusal — `store-failed` when the store cannot write — so that
     * Colyseus adds no line of its own; a refusal (bad options, the cap) is answered as it is.
     */
    override async onCreate(options: CreateOptions): Promise<void> {
      const core = this.core;
      const restore = options.restore;
      // Only the server restores a room (services.restoring); a client's `restore` is not one.
      const restored = typeof restore === 'string' ? services.restoring.get(restore) : undefined;
      try {
        if (restore !== undefined && restored !== undefined) {
          services.restoring.delete(restore);
          core.open(restore, restored);
          // Nobody is connected after a restart: each player's seat is held for the grace period from now.
          for (const seat of core.model.players()) core.connections.startGrace(seat);
        } else await this.create(options);
        this.roomId = core.code;
        this.handleMessages();
        this.state.code = core.code;
        core.sync();
        core.watchIdle();
      } catch (e) {
        if (e instanceof ServerError) throw e;
        const io = e instanceof StoreError && e.code === 'io';
        log.error(restored === undefined ? 'room not made' : 'room not restored', {
          ...(core.code === '' ? {} : { room: core.code }),
          error: e instanceof StoreError ? e.message : errorText(e),
        });
        throw io
          ? storeFailed()
          : new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, 'server-error: the room could not be made');
      }
      log.info('room open', { room: core.code, restored: restored !== undefined, stage: core.model.stage });
    }

    /** A new room for a client. Nothing is stored until a person sits (the core's first commit). */
    private async create(options: CreateOptions): Promise<void> {
      const core = this.core;
      // The matchmaking checked the options and the limits (onAuth); a room made at another process's asking is
      // checked here too.
      const problem = schemaProblem(JoinOptionsSchema, options);
      if (problem !== null) throw new ServerError(MATCHMAKE_ERRORS['bad-options'], `bad-options: ${problem}`);
      services.admission.roomAllowed();
      const listed = options.public === true;
      const settings: RoomSettings = {
        rules: resolveRules({ matchTarget: DEFAULT_TARGET }),
        botLevel: DEFAULT_BOT_LEVEL,
        moveTimer: listed ? PUBLIC_MOVE_TIMER : 0,
        public: listed,
      };
      const code = await freeCode(store, services.newRoomCode);
      const created = RoomModel.created(code, settings);
      core.open(code, RoomModel.fromHistory([created]), created);
      // Its creator's reservation lapsed and nobody sat: the room is closed, and nothing of it was stored.
      services.clock.after((RESERVATION_SECONDS + 1) * 1000, () => {
        void core.run(async () => {
          if (!core.stored && !core.connections.anyone()) await core.close('its creator did not come');
        });
      });
    }

    /** Each client message type to its handler (messages.ts); a type the protocol has not is refused as unknown. */
    private handleMessages(): void {
      const intake = this.intake;
      intake.handlers(<T extends ClientMessageType>(type: T, handle: MessageHandler<T>): void => {
        this.onMessage(type, (client: Client, payload: unknown) => intake.receive(client, type, payload, handle));
      });
      this.onMessage('*', (client: Client, type: string | number, payload: unknown) =>
        intake.receive(client, type, payload, null),
      );
    }

    // ---- connections ------------------------------------------------------------------------------------------

    override async onJoin(client: Client, options: JoinOptions): Promise<void> {
      const core = this.core;
      services.admission.claimed(client.auth);
      try {
        await core.run(() => this.seatClient(client, options));
      } catch (e) {
        // A room whose creator could not take a seat has nobody to wait for.
        if (core.model.stage === 'lobby' && core.model.players().length === 0)
          void core.run(() => core.close('its creator could not join'));
        // The store could not keep the seat: said once here, and to the client as the matchmaking says it.
        if (!(e instanceof StoreError && e.code === 'io')) throw e;
        log.error('player not seated', { room: core.code, error: e.message });
        throw storeFailed();
      }
    }

    override onDrop(client: Client): void {
      const core = this.core;
      const seat = core.connections.seatOfSession(client.sessionId);
      if (seat === undefined) this.endVisit(client);
      if (seat === undefined || core.closing) return;
      // Held until the grace period ends (then the core turns the seat over to a stand-in) or the client is back.
      const held = this.allowReconnection(client, 'manual');
      held.catch(() => undefined);
      // A client that never finished joining cannot come back: Colyseus answers with a plain rejected promise.
      core.connections.drop(seat, typeof held.reject === 'function' ? held : null);
      log.info('player dropped', { room: core.code, seat });
      void core.run(() => core.afterChange());
    }

    override onReconnect(client: Client): void {
      const seat = this.core.connections.seatOfSession(client.sessionId);
      if (seat === undefined) return;
      void this.core.run(() => this.core.attach(client, seat));
    }

    override onLeave(client: Client, code?: number): void {
      const core = this.core;
      const seat = core.connections.seatOfSession(client.sessionId);
      if (seat === undefined) this.endVisit(client);
      if (seat === undefined || core.closing) return;
      // The end of a drop (its grace period is over, or the room is closing): the core did what there was to do.
      if (code !== CloseCode.CONSENTED) return;
      core.connections.leave(client.sessionId, seat);
      void core.run(() => core.leaveSeat(seat)).catch((e: unknown) => core.fail('leave', e));
    }

    override onBeforeShutdown(): void {
      // The server stops: the room is kept in the store as it is and restored at the next start.
      this.core.closing = true;
      super.onBeforeShutdown();
    }

    override onDispose(): void {
      this.core.closing = true;
      this.core.stopTimers();
      // A room refused in onCreate is disposed before it has a model.
      (this.core.model as RoomModel | undefined)?.dispose();
    }

    /** A visitor went away: their ask, if any, with them; or a watcher (never held: they join again to watch). */
    private endVisit(client: Client): void {
      const connections = this.core.connections;
      if (connections.visitor(client.sessionId) !== undefined) connections.endVisit(client.sessionId);
      else if (connections.watcher(client.sessionId) !== undefined) connections.unwatch(client.sessionId);
      else return;
      if (!this.core.closing) this.core.sync();
    }

    /** Another process holds the room now: it is let go without a write (server.ts asks, from the shared store). */
    relinquish(): Promise<void> {
      return this.core.relinquish();
    }

    /** This process stops: the room is handed over to another, its clients told to join again (server.ts asks). */
    handOver(): Promise<void> {
      return this.core.handOver();
    }

    /** Whether a seat of the match may be asked for: a person's, who is offline. */
    private askable(): boolean {
      const core = this.core;
      return core.model
        .seatList()
        .some(
          (s) =>
            core.model.seats[s]?.occupant === 'human' &&
            core.model.seats[s].given !== true &&
            !core.connections.connected(s),
        );
    }

    /** The name a newcomer goes by: theirs, composed (NFC), numbered ("Maria 2") when a visitor or a person at a seat `counts`
     * has it already, compared as `nameKey` does — two people of one room never share a name. */
    private freeName(name: string, counts: (seat: Seat) => boolean): string {
      const model = this.core.model;
      const taken = new Set(this.core.connections.visitorNames().map(nameKey));
      for (const s of model.seatList()) {
        const seat = model.seats[s];
        if (seat?.occupant === 'human' && counts(s)) taken.add(nameKey(seat.name));
      }
      const base = name.normalize('NFC');
      let free = base;
      for (let n = 2; taken.has(nameKey(free)); n++) {
        const suffix = ` ${String(n)}`;
        // Cut in UTF-16 units, as the length is counted, never through a surrogate pair.
        const cut = base.slice(0, NAME_MAX_LENGTH - suffix.length).replace(/[\uD800-\uDBFF]$/, '');
        free = `${cut.trimEnd()}${suffix}`;
      }
      return free;
    }

    /** A client comes in to watch (`watch`): no seat, nothing stored; refused while the host does not allow it, or
     * when `MAX_WATCHERS` watch. Their name never is a player's. */
    private watch(client: Client, name: string): void {
      const core = this.core;
      if (core.model.stage === 'lobby' && core.model.players().length === 0)
        throw new ServerError(JOIN_ERRORS['bad-options'], 'bad-options: watch: nobody plays in a new room yet');
      if (core.model.settings.watching === false)
        throw new ServerError(JOIN_ERRORS['watch-off'], 'watch-off: the host does not allow watching this room');
      if (
        !core.connections.watch(
          client,
          this.freeName(name, () => true),
        )
      )
        throw new ServerError(
          JOIN_ERRORS['watchers-full'],
          `watchers-full: ${String(MAX_WATCHERS)} people watch this room already`,
        );
      core.welcomeWatcher(client);
      core.sync();
      log.info('watcher came', { room: core.code, watchers: core.connections.watcherCount });
    }

    /** A client takes its seat: back with its token, or a free one in the lobby. */
    private async seatClient(client: Client, raw: JoinOptions): Promise<void> {
      const core = this.core;
      const model = core.model;
      if (core.closing) throw new ServerError(CLOSE_CODES.closed, 'closed: this room is closing');
      const problem = schemaProblem(JoinOptionsSchema, raw);
      if (problem !== null) throw new ServerError(JOIN_ERRORS['bad-options'], `bad-options: ${problem}`);
      const options = raw;
      this.tools.checkBar(client, options.token);
      let seat: Seat;
      let token: string;
      if (options.token !== undefined) {
        const found = model.seatOfToken(tokenHash(options.token));
        if (found === null)
          throw new ServerError(JOIN_ERRORS['bad-token'], 'bad-token: this token takes no seat in this room');
        seat = found;
        token = options.token;
        core.connections.replace(seat);
        // Back after leaving the match: the seat is theirs again, handed back by its bot at the turn's boundary.
        if (model.seats[seat]?.left === true) {
          await core.commit({ kind: 'returned', seat });
          core.turns.setStandIn(seat, true);
        }
      } else if (options.watch === true) {
        this.watch(client, options.name);
        return;
      } else {
        // Come to ask for an offline player's seat (theirs, from another device): in as a visitor, without a seat.
        if (model.stage !== 'lobby' && options.ask === true && this.askable()) {
          // An offline player's own name is theirs to come back with, from another device.
          const name = this.freeName(options.name, (s) => core.connections.connected(s));
          if (!core.connections.visit(client, name))
            throw new ServerError(JOIN_ERRORS['room-full'], 'room-full: too many people are asking for seats here');
          core.tell(client, 'visitor', { asked: -1 });
          core.sync();
          log.info('visitor came', { room: core.code });
          return;
        }
        if (model.stage !== 'lobby')
          throw new ServerError(
            JOIN_ERRORS['game-started'],
            'game-started: the game has started; only its players may come back, with their token',
          );
        const free = model.seatList().filter((s) => model.seats[s]?.occupant === 'empty');
        const wished = options.seat;
        const chosen = wished !== undefined && free.includes(wished) ? wished : free[0];
        if (chosen === undefined) throw new ServerError(JOIN_ERRORS['room-full'], 'room-full: every seat is taken');
        seat = chosen;
        token = newToken();
        const name = this.freeName(options.name, () => true);
        await core.commit({ kind: 'seated', seat, name, tokenHash: tokenHash(token) });
        if (core.model.host === null) await core.commit({ kind: 'host', seat });
      }
      core.connections.take(client.sessionId, seat, token);
      core.tell(client, 'welcome', { code: core.code, seat, token });
      await core.attach(client, seat);
      log.info('player seated', { room: core.code, seat, returning: options.token !== undefined });
    }
  };
}

/** A name as two names of one room are compared: composed (NFC), in lower case (Greek's final sigma included). */
function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replaceAll('ς', 'σ');
}

/** A new room's code, free in the store (it is stored when its first person sits), and never a damaged room's. */
async function freeCode(store: RoomStore, newCode: () => string): Promise<string> {
  for (;;) {
    const code = newCode();
    if ((await store.load(code)) === null && !(await store.damaged(code))) return code;
  }
}
