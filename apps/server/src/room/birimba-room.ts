// The `birimba` room: the Colyseus room around the room core. It keeps Colyseus' lifecycle — a room created or
// restored, a client joining (its options read here, then decided: seating.ts), dropping, coming back, leaving, the
// room disposed — and hands each client message to the intake (messages.ts). Every change goes through the core's
// pipeline (room-core.ts): queued, decided, recorded in the store, applied, then told.

import type { SeatAccount } from '../accounts/account-store.js';
import { type AuthContext, type Client, CloseCode, ErrorCode, Room, ServerError } from '@colyseus/core';
import { resolveRules } from '@birimba/engine';
import { schemaProblem } from '@birimba/game-log';
import { ACCOUNT_KEY_LENGTH, CLIENT_MESSAGE_TYPES } from '@birimba/protocol';
import {
  CLOSE_CODES,
  DEFAULT_BOT_LEVEL,
  DEFAULT_TARGET,
  JOIN_ERRORS,
  type JoinOptions,
  JoinOptionsSchema,
  MATCHMAKE_ERRORS,
  MAX_WATCHERS,
  PUBLIC_MOVE_TIMER,
} from '@birimba/protocol/schemas';
import type { Timer } from '../clock.js';
import { errorText } from '../log.js';
import type { RoomSettings } from '../store/room-events.js';
import type { RoomStore } from '../store/room-store.js';
import { StoreError } from '../store/store-error.js';
import { RESERVATION_SECONDS, type Ticket, madeFor, matchmakeMethod, storeFailed, ticketAddress } from './admission.js';
import { SETTLE, SYNC } from './decision.js';
import { holderOf } from './holdings.js';
import { Messages } from './messages.js';
import { RoomState } from './public-state.js';
import { JoinRefusal } from './refusal.js';
import { RoomCore, type RoomServices, type RoomShell } from './room-core.js';
import { RoomModel } from './room-model.js';
import { arrived, join, leave } from './seating.js';
import { startMatch } from './lobby-messages.js';
import { MATCHED_ARRIVAL_MS, holdsAccount, matchedSettings, readyToStart } from './matched-room.js';
import { MOST_SEATS, MOST_VISITORS } from './seat-events.js';
import { watchIdle } from './turn-steps.js';

export type { RoomServices } from './room-core.js';

/** The options a room is created with: a client's join options, or the server's restore of a stored room. */
interface CreateOptions extends Partial<JoinOptions> {
  readonly restore?: string;
  /** The key of a table the rated queue found (`services.matched`). */
  readonly matched?: string;
}

/** The room class for a server's services. */
export function birimbaRoom(services: RoomServices): typeof Room<{ state: RoomState }> {
  const { store, log } = services;

  return class BirimbaRoom extends Room<{ state: RoomState }> implements RoomShell {
    // The room lives while its match can go on, whoever is connected; it closes itself (`close`).
    override autoDispose = false;
    // Up to six seats, and a dropped player's held session besides; the visitors and the watchers.
    override maxClients = 2 * MOST_SEATS + MOST_VISITORS + MAX_WATCHERS;
    // A flood ends the connection (Colyseus closes it, 4002); the rate limit answers long before.
    override maxMessagesPerSecond = Math.max(100, 5 * (services.rateLimit.burst + services.rateLimit.perSecond));
    override state = new RoomState();
    // A seat reservation nobody uses is soon gone (admission.ts).
    override seatReservationTimeout = RESERVATION_SECONDS;

    /** Checked before any room is made or seat reserved (admission.ts): the options, the address's budgets, the cap. */
    static override onAuth(_token: string, options: unknown, context: AuthContext): Promise<Ticket> {
      const url: unknown = (context.req as { url?: unknown } | undefined)?.url;
      return services.admission.admit(matchmakeMethod(url), options, context.ip ?? '');
    }

    /** Only the clients connected fill the room, not the seats reserved for those on their way: a room cannot be
     * locked by reservations nobody uses (every seat is the room's own to give, `room-full`). */
    override hasReachedMaxClients(): boolean {
      return this.clients.length >= this.maxClients || this.core.closing;
    }

    /** The room's pipeline: its model, the store, the adapters that carry its decisions out (room-core.ts). */
    private readonly core = new RoomCore(services, this);
    /** Every client message, checked, then decided and carried out through the core (messages.ts). */
    private readonly intake = new Messages(this.core);

    /** Colyseus' seat reservations by session — its options, its ticket, whether its client came — kept private by
     * its types. */
    private get reservations(): Record<string, readonly [unknown, unknown, boolean, boolean] | undefined> {
      return (this as unknown as { _reservedSeats: Record<string, readonly [unknown, unknown, boolean, boolean]> })
        ._reservedSeats;
    }

    /** The people "play now" sent here, with a seat reservation and not seated yet — those whose join is under way
     * too: Colyseus hides a reservation being used from enumeration (until its `onJoin` ends), not from the room. */
    onTheirWay(): number {
      const connections = this.core.connections;
      const reservations = this.reservations;
      return Object.getOwnPropertyNames(reservations).filter((session) => {
        const seat = reservations[session];
        return seat !== undefined && seeksSeat(seat[0]) && connections.seatOfSession(session) === undefined;
      }).length;
    }

    /**
     * "Play now" is given a seat reservation only where a seat is left for it: a room whose seats are spoken for (each
     * free one reserved for someone on their way) refuses it before it is made, and is no longer offered — Colyseus
     * then tries again, and the people pressing it at once are seated together in the next room, not refused one by
     * one at their joins (`room-full`). Colyseus' `_reserveSeat` is the one place a reservation's options are seen
     * before it is made; its types keep it private. A reservation refused lets its ticket go (admission.ts).
     */
    private offerSeatsOnce(): void {
      const room = this as unknown as { _reserveSeat: Reserve };
      const reserve = room._reserveSeat.bind(this);
      room._reserveSeat = async (session, options, auth, ...rest) => {
        const playNow = seeksSeat(options);
        const reserved =
          playNow && this.core.seatsToOffer() === 0 ? false : await reserve(session, options, auth, ...rest);
        if (!reserved) services.admission.claimed(auth);
        else if (playNow) {
          this.core.sync();
          // A reservation nobody used lapses: its seat is offered again.
          services.clock.after((RESERVATION_SECONDS + 1) * 1000, () => {
            if (!this.core.closing) this.core.sync();
          });
        }
        return reserved;
      };
    }

    /** The client of a session in the room now, if any (the core sends by session). */
    clientOf(session: string): Client | undefined {
      return this.clients.getById(session);
    }

    /**
     * A room restored (its model read from the store by the server, restore.ts) or made for a client. A failure is
     * said once, here, in one line, and answered as a refusal — `store-failed` when the store cannot write — so that
     * Colyseus adds no line of its own; a refusal (bad options, the cap) is answered as it is.
     */
    override async onCreate(options: CreateOptions): Promise<void> {
      const core = this.core;
      this.offerSeatsOnce();
      const restore = options.restore;
      // Only the server restores a room (services.restoring); a client's `restore` is not one.
      const restored = typeof restore === 'string' ? services.restoring.get(restore) : undefined;
      try {
        if (restore !== undefined && restored !== undefined) {
          services.restoring.delete(restore);
          core.open(restore, restored);
          // Nobody is connected after a restart: each player's seat is held for the grace period from now.
          for (const seat of core.model.players()) core.connections.startGrace(seat);
        } else if (typeof options.matched === 'string' && services.matched?.has(options.matched) === true) {
          const table = services.matched.get(options.matched);
          services.matched.delete(options.matched);
          if (table !== undefined) await this.create({}, matchedSettings(table));
        } else await this.create(options);
        this.roomId = core.code;
        this.handleMessages();
        this.state.code = core.code;
        await core.carryOut([SYNC, watchIdle(core.now())]);
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

    /** Its last seat spoken for: for a few seconds, the room "play now" makes next says it is the next table. */
    filled(): void {
      // Colyseus types the presence's answers as `any`: the embedded presence answers at once, Redis's in a promise.
      Promise.resolve(
        this.presence.setex(PLAY_NOW_FILLED, String(services.clock.now()), NEXT_TABLE_SECONDS) as unknown,
      ).catch((e: unknown) => {
        log.info('play now: a full table not told', { room: this.core.code, error: errorText(e) });
      });
    }

    /** Whether a public table filled moments ago (`filled`): a room "play now" makes now is the next one. */
    private async afterAFullTable(): Promise<boolean> {
      try {
        // When it filled, by the server's clock (the key's own expiry only clears it away).
        const at = Number(await (this.presence.get(PLAY_NOW_FILLED) as Promise<unknown>));
        return at > 0 && services.clock.now() - at <= NEXT_TABLE_SECONDS * 1000;
      } catch {
        return false;
      }
    }

    /** A new room for a client. Nothing is stored until a person sits (the core's first commit). */
    private async create(options: CreateOptions, matched?: RoomSettings): Promise<void> {
      const core = this.core;
      // The matchmaking checked the options and the limits (onAuth); a room made at another process's asking is
      // checked here too. A table of the rated queue comes with its settings (matched-room.ts).
      const problem = matched === undefined ? schemaProblem(JoinOptionsSchema, options) : null;
      if (problem !== null) throw new ServerError(MATCHMAKE_ERRORS['bad-options'], `bad-options: ${problem}`);
      services.admission.roomAllowed();
      const listed = options.public === true;
      const settings: RoomSettings = matched ?? {
        rules: resolveRules({ matchTarget: DEFAULT_TARGET }),
        botLevel: DEFAULT_BOT_LEVEL,
        moveTimer: listed ? PUBLIC_MOVE_TIMER : 0,
        public: listed,
      };
      const code = await freeCode(store, services.newRoomCode);
      const created = RoomModel.created(code, settings, services.ratedTestTarget);
      core.open(code, RoomModel.fromHistory([created]), created);
      core.nextTable = listed && options.playNow === true && (await this.afterAFullTable());
      // Its creator's reservation lapsed and nobody sat: the room is closed, and nothing of it was stored.
      services.clock.after((RESERVATION_SECONDS + 1) * 1000, () => {
        void core.run(async () => {
          if (!core.stored && !core.connections.anyone()) await core.close('its creator did not come');
        });
      });
      // A table of the queue whose people did not all come in time: closed, those who came free to queue again.
      if (matched !== undefined)
        services.clock.after(MATCHED_ARRIVAL_MS, () => {
          void core.run(async () => {
            if (!core.closing && core.model.stage === 'lobby') await core.close('not everyone the queue seated came');
          });
        });
    }

    /** Each client message type to the intake; a type the protocol has not is refused as unknown. */
    private handleMessages(): void {
      const intake = this.intake;
      for (const type of CLIENT_MESSAGE_TYPES)
        this.onMessage(type, (client: Client, payload: unknown) => intake.receive(client, type, payload, true));
      this.onMessage('*', (client: Client, type: string | number, payload: unknown) =>
        intake.receive(client, type, payload, false),
      );
    }

    // ---- connections ------------------------------------------------------------------------------------------

    override async onJoin(client: Client, options: JoinOptions): Promise<void> {
      const core = this.core;
      try {
        // The client a new room was made for, first in it: "play now" pays for the room now, and the room counts
        // against that address while it is open.
        const address = ticketAddress(client.auth);
        if (address !== null && madeFor(client.auth) && core.makerWanted()) {
          services.admission.made(client.auth);
          core.madeFor(holderOf(address));
        }
      } finally {
        services.admission.claimed(client.auth);
      }
      // A closing room takes nobody in, at once: a join queued behind the close would wait for it, while the close
      // waits for the room to empty — and Colyseus lets in a client whose reservation came before the close.
      if (core.closing) throw new ServerError(CLOSE_CODES.closed, 'closed: this room is closing');
      // Looked up before the join's turn: the room's pipeline never waits for the database.
      const account = await accountOf(services, options.account);
      try {
        await core.run(() => this.seatClient(client, options, account));
      } catch (e) {
        // A room whose creator could not take a seat has nobody to wait for.
        // (A rated table of the queue waits for its people all the same: a stranger's refusal closes nothing.)
        if (
          core.model.stage === 'lobby' &&
          core.model.players().length === 0 &&
          core.model.settings.seatsFor === undefined
        )
          void core.run(() => core.close('its creator could not join'));
        if (e instanceof JoinRefusal) throw new ServerError(e.code, e.message);
        // The store could not keep the seat: said once here, and to the client as the matchmaking says it.
        if (!(e instanceof StoreError && e.code === 'io')) throw e;
        log.error('player not seated', { room: core.code, error: e.message });
        throw storeFailed();
      }
    }

    /** A client joins: its options read, then its seat (or its watching, or its visit) decided and carried out. */
    private async seatClient(client: Client, options: JoinOptions, account: SeatAccount | null): Promise<void> {
      const core = this.core;
      if (core.closing) throw new ServerError(CLOSE_CODES.closed, 'closed: this room is closing');
      const problem = schemaProblem(JoinOptionsSchema, options);
      if (problem !== null) throw new ServerError(JOIN_ERRORS['bad-options'], `bad-options: ${problem}`);
      const joiner = { session: client.sessionId, address: ticketAddress(client.auth), account };
      core.connections.blocks(client.sessionId, account?.blocks ?? []);
      await core.carryOut(join(core.now(), joiner, options));
      // A rated table the queue made starts once its last person sat.
      if (readyToStart(core.model)) await core.carryOut([...startMatch(core.now()), SETTLE]);
    }

    /** Whether the account sits here at a rated table the queue made whose match is still to be played out (the queue
     * asks, from any process: Colyseus' remote room call). */
    holds(account: string): boolean {
      return !this.core.closing && holdsAccount(this.core.model, account);
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
      void core.run(() => core.carryOut([{ kind: 'settle' }]));
    }

    override onReconnect(client: Client): void {
      const seat = this.core.connections.seatOfSession(client.sessionId);
      if (seat === undefined) return;
      void this.core.run(() => this.core.carryOut(arrived(client.sessionId, seat)));
    }

    override onLeave(client: Client, code?: number): void {
      const core = this.core;
      const seat = core.connections.seatOfSession(client.sessionId);
      if (seat === undefined) this.endVisit(client);
      if (seat === undefined || core.closing) return;
      // The end of a drop (its grace period is over, or the room is closing): the core did what there was to do.
      if (code !== CloseCode.CONSENTED) return;
      core.connections.leave(client.sessionId, seat);
      void core.run(() => core.carryOut(leave(core.now(), seat))).catch((e: unknown) => core.fail('leave', e));
    }

    override onBeforeShutdown(): void {
      // The server stops: the room is kept in the store as it is and restored at the next start.
      this.core.closing = true;
      super.onBeforeShutdown();
    }

    override onDispose(): void {
      this.core.closing = true;
      this.core.stopTimers();
      // Gone from this process (closed already said so, with its lobby's end).
      if (this.core.code !== '') services.presence?.roomGone(this.core.code, false);
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
  };
}

/** The presence key a public room sets as its last seat is spoken for (the time, by the server's clock), and how long a
 * room made after it is the next table: the people pressing "play now" at the same moment as those who filled it make
 * the next room within seconds. */
const PLAY_NOW_FILLED = 'birimba:play-now-filled';
const NEXT_TABLE_SECONDS = 10;

/** Colyseus' `_reserveSeat`: a session, its join options, its ticket, then Colyseus' own arguments. */
type Reserve = (session: string, options: unknown, auth: unknown, ...rest: unknown[]) => Promise<boolean>;

/** Whether a seat reservation is "play now"'s (`public`, no token, not to watch): a newcomer for a free seat. */
function seeksSeat(options: unknown): boolean {
  const o = options as Partial<JoinOptions> | null | undefined;
  return typeof o === 'object' && o !== null && o.public === true && o.token === undefined && o.watch !== true;
}

/** A new room's code, free in the store (it is stored when its first person sits), and never a damaged room's. */
async function freeCode(store: RoomStore, newCode: () => string): Promise<string> {
  for (;;) {
    const code = newCode();
    if ((await store.load(code)) === null && !(await store.damaged(code))) return code;
  }
}

/** How long a join waits for the database to name the account of its key: past it, the person plays without one. */
export const ACCOUNT_LOOKUP_MS = 2000;

/** The account of a join's key, or null: no key, a key of no account, or the database not answering (within
 * `ACCOUNT_LOOKUP_MS`) — a join never fails for want of the database. */
async function accountOf(services: RoomServices, key: string | undefined): Promise<SeatAccount | null> {
  if (typeof key !== 'string' || key.length !== ACCOUNT_KEY_LENGTH) return null;
  let timer: Timer | null = null;
  const late = new Promise<null>((resolve) => {
    timer = services.clock.after(ACCOUNT_LOOKUP_MS, () => resolve(null));
  });
  try {
    return await Promise.race([services.accountOfKey(key).catch(() => null), late]);
  } finally {
    (timer as Timer | null)?.cancel();
  }
}
