// The rated queue's Colyseus room, `rated-queue`: one per form (Colyseus' `filterBy(['form'])`), which `joinOrCreate`
// finds on whichever process holds it — over the Redis driver when scaled out, its creation serialised across
// processes by Colyseus' concurrent-joinOrCreate lock on the presence — so every process's people wait in one queue.
// A signed-in person waits here; every second (and at each join) the matching (matching.ts) finds the full tables of
// close ratings; each table's rated room is made, its seats kept for exactly those accounts, and each person is told
// where to go, then let go. One account waits once: a second tab takes over the first's wait.

import { type AuthContext, type Client, Room, ServerError } from '@colyseus/core';
import type { Players, Seat } from '@birimba/engine';
import { schemaProblem } from '@birimba/game-log';
import {
  type QueueStatusMessage,
  RATED_QUEUE_CLOSE_CODES,
  RATED_QUEUE_ERRORS,
  type RatedQueueOptions,
  RatedQueueOptionsSchema,
} from '@birimba/protocol/schemas';
import type { SeatAccount } from '../accounts/account-store.js';
import type { Clock, Timer } from '../clock.js';
import { type ServerLog, errorText } from '../log.js';
import { type Waiting, apartLookup, findTables, windowAfter } from './matching.js';

/** How often the queue looks for tables (and widens its people's windows), in ms. */
export const QUEUE_TICK_MS = 1000;

/** What the queue needs of the server. */
export interface QueueServices {
  readonly clock: Clock;
  readonly log: ServerLog;
  /** The account of a key, or null (the room's join uses the same). */
  readonly accountOfKey: (key: string) => Promise<SeatAccount | null>;
  /** The account's rating in the form (`START_RATING` before any rated match of it). */
  readonly ratingOf: (account: string, form: Players) => Promise<number>;
  /** The pairs among `accounts` of which one blocked the other: never seated together (default: none). */
  readonly apart: (accounts: string[]) => Promise<[string, string][]>;
  /** Whether the account sits at an open rated table the queue made whose match has not ended. */
  readonly atTable: (account: string) => Promise<boolean>;
  /** Makes the rated room of a table (`accounts` by seat) and notes them at it; its code. */
  readonly makeRoom: (form: Players, accounts: readonly string[]) => Promise<string>;
}

/** What the queue's `onAuth` found: the account and its rating. */
interface Admitted {
  readonly account: string;
  readonly rating: number;
}

/** One person waiting: their connection's session, and since when (carried over to a newer tab). */
interface Waiter extends Waiting {
  readonly session: string;
  /** The page listens (`queue-ready`): only then is it told, and seated. */
  ready: boolean;
}

/** The queue room's types: no synced state (each person is sent their own status). */
type QueueRoomOptions = { state: undefined };

/** The queue room class for a server's services. */
export function ratedQueueRoom(services: QueueServices): typeof Room<QueueRoomOptions> {
  return class RatedQueueRoom extends Room<QueueRoomOptions> {
    override autoDispose = true;
    override maxClients = 100_000;

    private form: Players = 4;
    /** The people waiting, by account. */
    private readonly waiting = new Map<string, Waiter>();
    private ticking: Timer | null = null;
    /** A look for tables under way: the next waits for it (a room being made must not be made twice). */
    private looking: Promise<void> = Promise.resolve();
    /** What each session was told last, so that only changes are sent. */
    private readonly told = new Map<string, string>();

    /** The options checked, the key's account found, not at a table already; its rating in the form. */
    static override async onAuth(_token: string, options: unknown, _context: AuthContext): Promise<Admitted> {
      const problem = schemaProblem(RatedQueueOptionsSchema, options);
      if (problem !== null) throw new ServerError(RATED_QUEUE_ERRORS['bad-options'], `bad-options: ${problem}`);
      const { form, account: key } = options as RatedQueueOptions;
      const account = await services.accountOfKey(key).catch(() => null);
      if (account === null)
        throw new ServerError(RATED_QUEUE_ERRORS['not-signed-in'], 'not-signed-in: sign in to play rated');
      if (await services.atTable(account.id))
        throw new ServerError(
          RATED_QUEUE_ERRORS['at-table'],
          'at-table: you sit at a rated table whose match has not ended; play it out first',
        );
      return { account: account.id, rating: await services.ratingOf(account.id, form) };
    }

    override onCreate(options: RatedQueueOptions): void {
      this.form = options.form;
      this.onMessage('queue-leave', (client: Client) => client.leave());
      this.onMessage('queue-ready', (client: Client) => {
        const waiter = [...this.waiting.values()].find((w) => w.session === client.sessionId);
        if (waiter === undefined || waiter.ready) return;
        waiter.ready = true;
        this.look();
      });
      this.onMessage('*', () => undefined);
      this.tick();
    }

    override onJoin(client: Client, _options: RatedQueueOptions, auth: Admitted): void {
      const earlier = this.waiting.get(auth.account);
      // A second tab of the same account takes over the wait (since when it began); the older one is told.
      if (earlier !== undefined) {
        this.told.delete(earlier.session);
        this.clients.getById(earlier.session)?.leave(RATED_QUEUE_CLOSE_CODES.replaced);
      }
      const since = earlier?.since ?? services.clock.now();
      const waiter = { session: client.sessionId, account: auth.account, rating: auth.rating, since, ready: false };
      this.waiting.set(auth.account, waiter);
    }

    override onLeave(client: Client): void {
      for (const [account, waiter] of this.waiting)
        if (waiter.session === client.sessionId) this.waiting.delete(account);
      this.told.delete(client.sessionId);
      this.tell();
    }

    override onDispose(): void {
      this.ticking?.cancel();
    }

    /** Every `QUEUE_TICK_MS`: a look for tables, the windows widened. */
    private tick(): void {
      this.ticking = services.clock.after(QUEUE_TICK_MS, () => {
        this.look();
        this.tick();
      });
    }

    /** Looks for tables once the look before has ended. */
    private look(): void {
      this.looking = this.looking
        .then(() => this.seatTables())
        .catch((e: unknown) => {
          services.log.error('rated queue: tables not made', { form: this.form, error: errorText(e) });
        });
    }

    /** The full tables found now, each made and its people sent to it; then everyone left is told where they stand. */
    private async seatTables(): Promise<void> {
      const people = [...this.waiting.values()].filter((w) => w.ready);
      if (people.length >= this.form) {
        const apart = apartLookup(await services.apart(people.map((p) => p.account)));
        for (const table of findTables(people, this.form, services.clock.now(), apart)) await this.seat(table);
      }
      this.tell();
    }

    /** A table's room made; each of its people — still waiting, on the same connection — sent there and let go. */
    private async seat(table: readonly Waiter[]): Promise<void> {
      // Out of the queue first: a person leaving while the room is made is not matched twice.
      for (const w of table) this.waiting.delete(w.account);
      const code = await services.makeRoom(
        this.form,
        table.map((w) => w.account),
      );
      table.forEach((w, seat) => {
        const client = this.clients.getById(w.session);
        if (client === undefined) return;
        client.send('queue-seated', { room: code, seat: seat as Seat });
        this.told.delete(w.session);
        client.leave(RATED_QUEUE_CLOSE_CODES.seated);
      });
      services.log.info('rated queue: table made', { form: this.form, room: code });
    }

    /** Each person waiting told their wait, how many look, and their window — when the count or the window changed. */
    private tell(): void {
      const now = services.clock.now();
      const ready = [...this.waiting.values()].filter((w) => w.ready);
      const looking = ready.length;
      for (const w of ready) {
        const client = this.clients.getById(w.session);
        if (client === undefined) continue;
        const waitedMs = Math.max(0, now - w.since);
        const within = windowAfter(waitedMs);
        const key = `${String(looking)} ${String(within)}`;
        if (this.told.get(w.session) === key) continue;
        this.told.set(w.session, key);
        const status: QueueStatusMessage = { form: this.form, waitedMs, looking, within };
        client.send('queue-status', status);
      }
    }
  };
}
