// The room core: one room's pipeline, and the adapters that carry its decisions out. A change runs after the ones
// before it (`run`); its decision (decision.ts) is carried out effect by effect, in order (`carryOut`): an event is
// recorded in the store, then applied to the model (`commit`), before anything after it is done — so nobody is told
// of a change the store does not have; messages go to the clients, the connections change, the turn's timer is armed
// on the clock, a bot is asked on the bots' threads, and the steps that follow a change (turn-steps.ts) are decided
// in their turn on the room as it is then. Nothing here decides; birimba-room.ts is the Colyseus room around it.

import { type Client, CloseCode } from '@colyseus/core';
import { type Move, viewFor } from '@birimba/engine';
import { CLOSE_CODES } from '@birimba/protocol/schemas';
import type { SeatAccount } from '../accounts/account-store.js';
import type { Bots } from '../bots/bot-pool.js';
import type { Clock, Timer } from '../clock.js';
import { type MatchKeeper, keptMatch } from '../matches/kept-match.js';
import { type ServerLog, errorText } from '../log.js';
import type { RateLimit } from '../rate-limit.js';
import type { RoomPresence } from '../presence/presence-rules.js';
import { newToken } from '../secrets.js';
import type { RoomEvent } from '../store/room-events.js';
import type { RoomStore } from '../store/room-store.js';
import { StoreError } from '../store/store-error.js';
import type { Admission } from './admission.js';
import { Connections } from './connections.js';
import type { Holdings } from './holdings.js';
import type { MatchedTable } from './matched-room.js';
import {
  type BotRequest,
  type Decision,
  type Effect,
  type Later,
  type RoomNow,
  SYNC,
  type ServerMessage,
  type To,
} from './decision.js';
import { MoveTimer } from './move-timer.js';
import { type RoomState, syncRoomState } from './public-state.js';
import type { FinishedMatch } from './match-record.js';
import type { RoomModel } from './room-model.js';
import { graceOver } from './seating.js';
import { told } from './telling.js';
import { botAnswered, botMoves, botRetry, moved, schedule, settle, timeUp } from './turn-steps.js';
import { NEW_TURNS, type TurnState, standsIn, stopped } from './turns.js';
import { askAnswer, visitsDue } from './visitors.js';

/** What every room of a server shares: the store, the bots, the clock, the limits. */
export interface RoomServices {
  readonly store: RoomStore;
  readonly bots: Bots;
  readonly clock: Clock;
  readonly log: ServerLog;
  /** The log of what may fail again and again: a line of one cause at most once a minute (log.ts' QuietLog). */
  readonly failures: ServerLog;
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
  /** The tables the rated queue is making now, by the key it creates their room with (queue/rated-tables.ts): a room
   * is made for a table only from here, never at a client's asking. */
  readonly matched?: Map<string, MatchedTable>;
  /** A new match's seed (128 random bits; a test may deal the matches it wants). */
  readonly newSeed: () => string;
  /** A new room's code (50 random bits; a test may choose the code it needs). */
  readonly newRoomCode: () => string;
  /** Who may ask the matchmaking for a room or a seat (admission.ts). */
  readonly admission: Admission;
  /** The rooms each address holds open (holdings.ts). */
  readonly holdings: Holdings;
  /** Where a finished match's record goes (the outbox: the store first, then the database). */
  readonly matches: MatchKeeper;
  /** The account a device key names (`JoinOptions.account`) with its handle, or null: unknown, revoked, or no accounts
   * here. Refused when the database cannot say (the person then plays without one). */
  readonly accountOfKey: (key: string) => Promise<SeatAccount | null>;
  /** Where the room tells who is seated, for friends' presence and the lobby's invitations (absent: nowhere). */
  readonly presence?: RoomPresence;
  /** The least match target new rooms rate, lowered by a test (server.ts' `ratedTestTarget`); absent: `RATED_TARGET`. */
  readonly ratedTestTarget?: number | null;
}

/** What the core needs of the Colyseus room around it. */
export interface RoomShell {
  /** The synced public state. */
  readonly state: RoomState;
  /** The client of a session in the room now, if any. */
  clientOf(session: string): Client | undefined;
  /** Lists the room in the lobby (`false`) or hides it. */
  setPrivate(hidden: boolean): Promise<void>;
  /** Ends every connection with a close code. */
  disconnect(closeCode: number): Promise<unknown>;
  /** No one joins any more (Colyseus' `lock`): "play now" never offers a room that is closing. */
  lock(): Promise<void>;
  /** How many people "play now" sent here hold a seat reservation and are not seated yet: their seats are spoken for. */
  onTheirWay(): number;
  /** A public room in its lobby has no seat left to offer: the next room "play now" makes says it is the next table. */
  filled(): void;
}

export class RoomCore {
  /** The room's model: what the store's history says. */
  model!: RoomModel;
  code = '';
  /** The room is closing (or let go): nothing more is played or told. */
  closing = false;
  /** Who is connected at which seat; a dropped player's grace period. */
  readonly connections: Connections;
  /** Who plays each turn: stand-ins, time-outs, the move timer, the bot asked (turns.ts). */
  private turns: TurnState = NEW_TURNS;
  private readonly moveTimer: MoveTimer;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: Timer | null = null;
  private listed: boolean | null = null;
  /** Made by "play now" moments after another public table filled: its lobby says it is the next table. */
  nextTable = false;

  constructor(
    readonly services: RoomServices,
    private readonly shell: RoomShell,
  ) {
    this.connections = new Connections(services.clock, services, (seat) => {
      void this.run(() => this.carryOut(graceOver(this.now(), seat))).catch((e: unknown) => this.fail('grace', e));
    });
    this.moveTimer = new MoveTimer(services.clock, (key) => {
      void this.run(() => this.carryOut(timeUp(this.now(), key))).catch((e: unknown) => this.fail('timer', e));
    });
  }

  /** A new room's first event, until a person sits: nothing is stored of a room nobody came to. */
  private unstored: RoomEvent | null = null;
  /** The address that made the room, as its history keeps it (holdings.ts), or null. */
  private maker: string | null = null;

  /** The room's model and code from here on (a new room, or one restored from its history): a restored room counts
   * against the address that made it again. */
  open(code: string, model: RoomModel, unstored: RoomEvent | null = null): void {
    this.code = code;
    this.model = model;
    this.unstored = unstored;
    if (model.madeBy !== null) this.hold(model.madeBy);
    // A room restored just after a match ended may have stopped before its record was kept: kept again (the same id,
    // so once in the store and once in the database; its end is then the restore's time).
    const last = model.finished.at(-1);
    if (model.stage === 'match-over' && last !== undefined) void this.keepMatch(last);
  }

  /** Whether the room is new and has no maker yet: the client it was made for, the first to join it, is its maker. */
  makerWanted(): boolean {
    return this.unstored?.kind === 'created' && this.maker === null;
  }

  /** The room was made for a client of the address kept as `by`, the first to join it: kept with the room's creation,
   * and counted against that address while the room is open. */
  madeFor(by: string): void {
    if (this.unstored?.kind !== 'created' || this.maker !== null) return;
    this.unstored = { ...this.unstored, by };
    this.hold(by);
  }

  private hold(by: string): void {
    this.maker = by;
    this.services.holdings.hold(by, this.code).catch((e: unknown) => this.fail('holdings', e));
  }

  /** Whether the store has the room (a new room has it once its first person sits). */
  get stored(): boolean {
    return this.unstored === null;
  }

  /** The room as a decision reads it, now. */
  now(): RoomNow {
    return {
      code: this.code,
      model: this.model,
      turns: this.turns,
      people: this.connections,
      now: this.services.clock.now(),
      closing: this.closing,
      fresh: { seed: () => this.services.newSeed(), token: newToken },
    };
  }

  // ---- the pipeline -------------------------------------------------------------------------------------------

  /** Runs a change after the ones before it. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Carries a decision out, effect by effect; a failure (the store's, say) stops it there. */
  async carryOut(decision: Decision): Promise<void> {
    for (const effect of decision) await this.carry(effect);
  }

  /** Records an event, then applies it: nothing is told or changed unless the store has it. */
  private async commit(event: RoomEvent): Promise<void> {
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
    const finished = this.model.finished.length;
    this.model.apply(event);
    const ended = this.model.finished[finished];
    // The match's record is kept before anyone is told it ended (the database is not waited for).
    if (ended !== undefined) await this.keepMatch(ended);
  }

  private keepMatch(finished: FinishedMatch): Promise<void> {
    return this.services.matches.keep(keptMatch(this.code, finished, this.services.clock.now()));
  }

  private async carry(effect: Effect): Promise<void> {
    const connections = this.connections;
    switch (effect.kind) {
      case 'store':
        return this.commit(effect.event);
      case 'send':
        this.send(effect.to, effect.message);
        return;
      case 'tell-mutes':
      case 'tell-own-mutes':
      case 'tell-wholes':
      case 'tell-whole':
      case 'tell-watch':
      case 'tell-watcher-welcome':
      case 'tell-arrival':
      case 'tell-chat-line':
        return this.carryOut(told(this.now(), effect));
      case 'take':
        connections.take(effect.session, effect.seat, effect.token);
        return;
      case 'attach': {
        const client = this.shell.clientOf(effect.session);
        if (client !== undefined) connections.attach(client, effect.seat);
        return;
      }
      case 'replace':
        connections.replace(effect.seat);
        return;
      case 'expire':
        connections.expire(effect.seat);
        return;
      case 'unseat':
        connections.unseat(effect.seat);
        return;
      case 'move-seat':
        connections.move(effect.from, effect.to);
        return;
      case 'visit': {
        const client = this.shell.clientOf(effect.session);
        if (client !== undefined) connections.visit(client, effect.name);
        return;
      }
      case 'end-visit':
        connections.endVisit(effect.session);
        return;
      case 'ask':
        connections.ask(effect.session, effect.seat);
        return;
      case 'watch': {
        const client = this.shell.clientOf(effect.session);
        if (client !== undefined) connections.watch(client, effect.name);
        return;
      }
      case 'unwatch':
        connections.unwatch(effect.session);
        return;
      case 'let-go':
        this.client(effect.to)?.leave(effect.code, effect.reason);
        return;
      case 'phrase-said':
        connections.phraseSaid(effect.by);
        return;
      case 'turns':
        this.turns = effect.turns;
        return;
      case 'timer':
        this.moveTimer.arm(effect.timer);
        return;
      case 'later':
        this.later(effect.ms, effect.step);
        return;
      case 'idle':
        this.watchIdle(effect.nobody);
        return;
      case 'ask-bot':
        this.askBot(effect.request);
        return;
      case 'settle':
        return this.carryOut(settle(this.now()));
      case 'schedule':
        return this.carryOut(schedule(this.now()));
      case 'moved':
        return this.carryOut(moved(this.now(), effect.before));
      case 'bot-moves':
        return this.carryOut(botMoves(this.now(), effect.request, effect.moves, effect.played));
      case 'sync':
        this.sync();
        return;
      case 'close':
        return this.close(effect.why);
      case 'log':
        this.services.log[effect.level](effect.message, effect.fields);
        return;
    }
  }

  // ---- the adapters -------------------------------------------------------------------------------------------

  /** The client a message goes to now, if connected. */
  private client(to: To): Client | undefined {
    return 'seat' in to ? (this.connections.client(to.seat) ?? undefined) : this.shell.clientOf(to.session);
  }

  private send(to: To, message: ServerMessage): void {
    this.client(to)?.send(message.type, message.payload);
  }

  /** A step decided `ms` from now, in its turn. */
  private later(ms: number, step: Later): void {
    this.services.clock.after(ms, () => {
      void this.run(() => {
        const room = this.now();
        // A bot's failed decision is asked again; the asks nobody answered and the visits asking for nothing end; a
        // bar's end is told in the list of people barred.
        if (step === 'bot-retry') return this.carryOut(botRetry(room));
        if (room.closing) return Promise.resolve();
        return this.carryOut(step === 'visits' ? visitsDue(room) : [SYNC]);
      }).catch((e: unknown) => this.fail(step, e));
    });
  }

  /** Asks the bots' threads for a seat's decision — none for a person out of time whose discard is known — and hands
   * the answer back no sooner than `botDelayMs` after the asking (players see bots play at a pace). */
  private askBot(request: BotRequest): void {
    const { clock, bots, log, botDelayMs } = this.services;
    const asked = clock.now();
    const answered = (moves: readonly Move[] | null): void => {
      const wait = Math.max(0, asked + botDelayMs - clock.now());
      const go = (): void => {
        void this.run(() => this.carryOut(botAnswered(this.now(), request, moves))).catch((e: unknown) =>
          this.fail('bot', e),
        );
      };
      if (wait === 0) go();
      else clock.after(wait, go);
    };
    const decided =
      request.preferred === null
        ? bots.decide(request.level, viewFor(request.state, request.seat), request.seed)
        : Promise.resolve([]);
    decided.then(answered, (e: unknown) => {
      log.error('bot failed', { room: this.code, seat: request.seat, level: request.level, error: errorText(e) });
      answered(null);
    });
  }

  /** Closes the room for good when nobody is connected for `idleMs` (`nobody`); stops watching when someone is. */
  private watchIdle(nobody: boolean): void {
    if (!nobody) {
      this.idleTimer?.cancel();
      this.idleTimer = null;
    } else if (this.idleTimer === null) {
      this.idleTimer = this.services.clock.after(this.services.idleMs, () => {
        this.idleTimer = null;
        void this.run(() => this.close('idle'));
      });
    }
  }

  /** How many seats "play now" may still offer here: a public room's free seats in the lobby, less those spoken for by
   * people on their way (0 in any other room). */
  seatsToOffer(): number {
    const model = this.model;
    if (!model.settings.public || model.stage !== 'lobby' || this.closing) return 0;
    const free = model.seatList().filter((seat) => model.seats[seat]?.occupant === 'empty').length;
    return Math.max(0, free - this.shell.onTheirWay());
  }

  /**
   * The public state from the model: only public facts. A public room is listed (offered to "play now") while it is
   * in the lobby with a seat free that nobody on their way has spoken for: a full lobby is not offered, so the next
   * people get a new room — together.
   */
  sync(): void {
    const turns = this.turns;
    syncRoomState(this.shell.state, this.model, {
      connected: (seat) => this.connections.connected(seat),
      standIn: (seat) => standsIn(turns, seat),
      timeouts: (seat) => turns.timeouts[seat] ?? 0,
      graceEnds: (seat) => this.connections.graceEnds(seat),
      askedBy: (seat) => this.connections.asking(seat)?.name ?? '',
      askAnswer: (seat) => askAnswer(this.now(), seat),
      watchers: this.connections.watcherCount,
      deadline: turns.timer?.at ?? 0,
      thinking: turns.thinking,
      now: this.services.clock.now(),
      nextTable: this.nextTable,
    });
    this.tellPresence();
    const listed = this.seatsToOffer() > 0;
    if (listed !== this.listed) {
      // Its last seat spoken for — not made private by its host, nor begun, nor closing.
      const filled =
        this.listed === true && this.model.settings.public && this.model.stage === 'lobby' && !this.closing;
      this.listed = listed;
      void this.shell.setPrivate(!listed);
      if (filled) this.shell.filled();
    }
  }

  /** Who sits here now, for friends' presence: the accounts seated and connected, the host's, the stage. */
  private tellPresence(): void {
    const model = this.model;
    const seated = model
      .players()
      .filter((seat) => this.connections.connected(seat))
      .map((seat) => model.seats[seat]?.account)
      .filter((account) => typeof account === 'string');
    const host = model.host === null ? null : model.seats[model.host]?.account;
    this.services.presence?.roomChanged(this.code, {
      lobby: model.stage === 'lobby' && !this.closing,
      watching: model.settings.watching !== false,
      host: typeof host === 'string' ? host : null,
      seated,
    });
  }

  // ---- the room's life ----------------------------------------------------------------------------------------

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
    this.services.presence?.roomGone(this.code, false);
    this.services.log.info('room let go', { room: this.code, why });
    await this.shell.disconnect(closeCode);
  }

  /** Closes the room for good: it is not restored, and no longer counts against the address that made it. Its history
   * is kept for its matches' logs (for a while: the store's sweep); a room nobody played a match in leaves nothing. */
  async close(why: string): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    this.stopTimers();
    await this.shell.lock();
    const played = this.model.match !== null || this.model.finished.length > 0;
    if (this.stored) await (played ? this.services.store.close(this.code) : this.services.store.discard(this.code));
    if (this.maker !== null)
      await this.services.holdings.release(this.maker, this.code).catch((e: unknown) => this.fail('holdings', e));
    this.services.presence?.roomGone(this.code, true);
    this.services.log.info('room closed', { room: this.code, why, kept: played });
    await this.shell.disconnect(CLOSE_CODES.closed);
  }

  /** The room stops (the server shuts down, or the room is disposed): no timer runs on, no bot's answer is played. */
  stopTimers(): void {
    this.turns = stopped(this.turns);
    this.moveTimer.arm(null);
    this.idleTimer?.cancel();
    this.connections.stop();
  }

  fail(what: string, e: unknown): void {
    this.services.failures.error('room error', {
      room: this.code,
      on: what,
      error: e instanceof StoreError ? `store-${e.code}` : errorText(e),
    });
  }
}
