// Who may ask the matchmaking for a room or a seat, decided before anything is created, stored or reserved: the join
// options against the protocol, the rooms an address may create ("play now" making one counts as `create` does) and
// hold open at once, the seat reservations it holds and has not used, the rooms this process holds; and the matchmaking request's body, refused unread when it is too large or not JSON. Also
// the matchmaking's answers when the store fails or a room was damaged: each a refusal with its own code and line.

import type { IncomingMessage, Server } from 'node:http';
import { ErrorCode, ServerError, matchMaker } from '@colyseus/core';
import { schemaProblem } from '@birimba/game-log';
import { JoinOptionsSchema, MATCHMAKE_ERRORS, MAX_OPTIONS_BYTES } from '@birimba/protocol/schemas';
import type { Clock, Timer } from '../clock.js';
import { answer, guardRequests } from '../http/guard.js';
import type { ServerLog } from '../log.js';
import type { RoomStore } from '../store/room-store.js';

/** The limits of the matchmaking (config.ts). */
export interface AdmissionLimits {
  /** Rooms one address may create in an hour: a burst of that many, refilled evenly over the hour (0: no limit). */
  readonly roomsPerHour: number;
  /** The most rooms this process holds: a new room past it is refused (restored rooms are not counted out). */
  readonly maxRooms: number;
  /** The most seat reservations one address holds at once that no connection has claimed yet. */
  readonly unclaimedPerAddress: number;
  /** The most rooms one address holds open at once — rooms it made that are not closed (0: no limit). */
  readonly openRoomsPerAddress: number;
}

/** What the matchmaking asks of the server before it makes a room for an address. */
export interface MatchmakingFacts {
  /** Whether "play now" finds a public room still gathering, to join rather than make one. */
  openRoom(): Promise<boolean>;
  /** How many rooms the address holds open now, on every process (holdings.ts). */
  held(address: string): Promise<number>;
}

/** The most unclaimed seat reservations of an address, unless told otherwise: a family or a club behind one address
 * pressing "play now" together claims each within a second. */
export const UNCLAIMED_PER_ADDRESS = 8;

/** How long a seat reservation waits for its client's WebSocket, in seconds (Colyseus' default is 15): the SDK opens
 * it as soon as the reservation arrives, so a few seconds are plenty, and an unused one is soon gone. */
export const RESERVATION_SECONDS = 5;

/** A seat reservation the matchmaking granted: whose address, which one (the room's `client.auth`); whether a new
 * room is made for it (`makes`: `create`, or "play now" finding no room to join), and whether that room was taken from
 * the address's budget already (`paid`: `create` pays as it asks; "play now" when its room is made, `made`). */
export interface Ticket {
  readonly address: string;
  readonly id: number;
  /** The process that granted it (Colyseus' id), where it counts until it is claimed. */
  readonly process?: string;
  readonly makes?: boolean;
  readonly paid?: boolean;
}

/** The address a client came from (its matchmaking ticket, `client.auth`), or null. */
export function ticketAddress(auth: unknown): string | null {
  const address = (auth as Partial<Ticket> | undefined)?.address;
  return typeof address === 'string' && address !== '' ? address : null;
}

/** Whether a room is made for the ticket's client (`create`, or "play now" finding no room to join). */
export function madeFor(auth: unknown): boolean {
  return (auth as Partial<Ticket> | undefined)?.makes === true;
}

/** How many addresses' creation budgets are kept before the full ones are forgotten. */
const BUDGETS_KEPT = 10_000;

export class Admission {
  /** Each address's creation budget: rooms it may still create, as of `at`. */
  private readonly budgets = new Map<string, { rooms: number; at: number }>();
  /** Each address's unclaimed reservations, each with the timer that forgets it once it has lapsed, and whether it
   * creates a room. */
  private readonly unclaimed = new Map<string, Map<number, { timer: Timer; creates: boolean }>>();
  private tickets = 0;

  constructor(
    private readonly limits: AdmissionLimits,
    private readonly clock: Clock,
    /** The rooms this process holds now. */
    private readonly rooms: () => number,
    private readonly facts: MatchmakingFacts,
    /** This process's id, and how a ticket another process granted is told to that process once claimed here. */
    private readonly processes: { readonly own: () => string; readonly tell: (ticket: Ticket) => void } = {
      own: () => '',
      tell: () => undefined,
    },
  ) {}

  /**
   * A matchmaking request (`create`, `joinOrCreate`, `join`, `joinById`) from an address, before any room is made or
   * seat reserved: its options checked; a new room — `create`, or "play now" with no public room to join — within the
   * server's room cap, the rooms the address holds open and its budget of new rooms; a seat reservation within the
   * unclaimed ones an address may hold. The ticket of its reservation, or a ServerError.
   */
  async admit(method: string, options: unknown, address: string): Promise<Ticket> {
    const problem = schemaProblem(JoinOptionsSchema, options);
    if (problem !== null) throw new ServerError(MATCHMAKE_ERRORS['bad-options'], `bad-options: ${problem}`);
    const makes = method === 'create' || (method === 'joinOrCreate' && !(await this.facts.openRoom()));
    const holding = makes && this.limits.openRoomsPerAddress > 0 ? await this.facts.held(address) : 0;
    // From here on nothing waits: the checks and the counts that follow them are one step.
    const unclaimed = this.unclaimed.get(address);
    if (unclaimed !== undefined && unclaimed.size >= this.limits.unclaimedPerAddress)
      throw new ServerError(
        MATCHMAKE_ERRORS['too-often'],
        'too-often: too many seats asked for from your address and not taken yet; wait a few seconds',
      );
    if (makes) {
      this.roomAllowed();
      this.mayHold(address, holding);
      // `create` pays now; "play now" once its room is made for it (`made`): several pressing it at once make a room.
      if (method === 'create') this.spend(address);
      else this.budgetLeft(address);
    }
    const id = ++this.tickets;
    const mine = unclaimed ?? new Map<number, { timer: Timer; creates: boolean }>();
    this.unclaimed.set(address, mine);
    // Colyseus drops the reservation after RESERVATION_SECONDS; a second more covers a connection on its way.
    const timer = this.clock.after((RESERVATION_SECONDS + 1) * 1000, () => this.claimed({ address, id }));
    mine.set(id, { timer, creates: method === 'create' });
    return { address, id, process: this.processes.own(), makes, paid: method === 'create' };
  }

  /** A room was made for the ticket's client, who joins it first: "play now" pays for it from the address's budget
   * now (`too-often` when none is left: the room, nobody in it, closes). */
  made(ticket: unknown): void {
    if (isTicket(ticket) && ticket.makes === true && ticket.paid !== true) this.spend(ticket.address);
  }

  /** Refuses a new room for an address that holds `holding` rooms open, with the rooms it is creating. ("Play now"
   * pressed by several at once makes one room for them, not one each: counted once it is made.) */
  private mayHold(address: string, holding: number): void {
    const most = this.limits.openRoomsPerAddress;
    if (most === 0) return;
    const making = [...(this.unclaimed.get(address)?.values() ?? [])].filter((t) => t.creates).length;
    if (holding + making >= most)
      throw new ServerError(
        MATCHMAKE_ERRORS['too-often'],
        `too-often: your address holds ${String(most)} rooms open already; play in one of them, or close one`,
      );
  }

  /** A new room (not a restored one) may be made: false past `maxRooms` — throws `server-full`. */
  roomAllowed(): void {
    if (this.rooms() >= this.limits.maxRooms)
      throw new ServerError(
        MATCHMAKE_ERRORS['server-full'],
        `server-full: this server holds as many rooms as it may (${String(this.limits.maxRooms)}); try again later`,
      );
  }

  /** The ticket's connection came (or its reservation lapsed): it no longer counts against its address — on the
   * process that granted it, told when the connection came to another (the room's, with several processes). */
  claimed(ticket: unknown): void {
    if (!isTicket(ticket)) return;
    if (typeof ticket.process === 'string' && ticket.process !== this.processes.own()) {
      this.processes.tell(ticket);
      return;
    }
    const held = this.unclaimed.get(ticket.address);
    held?.get(ticket.id)?.timer.cancel();
    held?.delete(ticket.id);
    if (held?.size === 0) this.unclaimed.delete(ticket.address);
  }

  /** Takes one room from the address's budget, refilled evenly over the hour; throws `too-often` when none is left. */
  private spend(address: string): void {
    const rooms = this.budgetLeft(address);
    if (rooms !== null) this.budgets.set(address, { rooms: rooms - 1, at: this.clock.now() });
  }

  /** The rooms left in the address's budget now (null: no budget); throws `too-often` when not one is left. */
  private budgetLeft(address: string): number | null {
    const most = this.limits.roomsPerHour;
    if (most === 0) return null;
    const now = this.clock.now();
    const refill = (b: { rooms: number; at: number }): number =>
      Math.min(most, b.rooms + ((now - b.at) * most) / 3.6e6);
    if (this.budgets.size >= BUDGETS_KEPT)
      for (const [a, b] of this.budgets) if (refill(b) >= most) this.budgets.delete(a);
    const budget = this.budgets.get(address);
    const rooms = budget === undefined ? most : refill(budget);
    if (rooms < 1)
      throw new ServerError(
        MATCHMAKE_ERRORS['too-often'],
        `too-often: your address created ${String(most)} rooms within the hour; wait a few minutes`,
      );
    return rooms;
  }
}

/** The room store cannot write now: a new room, or a seat, could not be stored (the log says why, the client not). */
export function storeFailed(): ServerError {
  return new ServerError(
    MATCHMAKE_ERRORS['store-failed'],
    'store-failed: the server cannot store rooms right now; try again in a few minutes',
  );
}

/** Colyseus' own `invokeMethod`, wrapped anew by each server started in this process. */
const invokeMethod = matchMaker.controller.invokeMethod.bind(matchMaker.controller);

/**
 * A join by code of a room whose history was damaged and set aside (restore.ts) is answered `room-damaged`, not
 * Colyseus' «room not found»: its players learn why it is gone, at every start after too. The store is asked only
 * when no room has the code.
 */
export function answerDamagedRooms(store: RoomStore): void {
  matchMaker.controller.invokeMethod = async (method, roomName, clientOptions, authOptions) => {
    try {
      return (await invokeMethod(method, roomName, clientOptions, authOptions)) as unknown;
    } catch (e) {
      const notFound = method === 'joinById' && (e as { code?: unknown }).code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID;
      if (notFound && (await store.damaged(roomName).catch(() => false)))
        throw new ServerError(
          MATCHMAKE_ERRORS['room-damaged'],
          'room-damaged: this room’s record on the server was damaged, so it could not be restored; open a new room',
        );
      throw e;
    }
  };
}

function isTicket(value: unknown): value is Ticket {
  return typeof value === 'object' && value !== null && 'address' in value && 'id' in value;
}

/** The matchmaking method of a request's URL (`/matchmake/METHOD/…`), '' for another. */
export function matchmakeMethod(url: unknown): string {
  if (typeof url !== 'string') return '';
  return /\/matchmake\/([A-Za-z]+)\//.exec(url)?.[1] ?? '';
}

/**
 * Puts a guard in front of the server's matchmaking (`POST /matchmake/…`, read by Colyseus' own route): a body over
 * `MAX_OPTIONS_BYTES`, sent without a length or not as JSON is refused before anything reads it; and the address the
 * matchmaking sees (`context.ip`, which Colyseus takes from `X-Real-IP` first) is the connection's own — a client's
 * `X-Real-IP` or `X-Forwarded-For` is never believed, so behind a proxy every request has the proxy's address. The
 * body is read here, whole, before Colyseus sees the request: one cut off on its way (the client gone) goes no
 * further, and is said in the log at most once a minute (`log`: a QuietLog) — where Colyseus printed a stack for each.
 */
export function guardMatchmaking(server: Server, log: ServerLog): void {
  guardRequests(server, (req, res) => {
    if (req.method !== 'POST' || req.url?.startsWith('/matchmake/') !== true) return false;
    req.headers['x-real-ip'] = req.socket.remoteAddress ?? '';
    const refusal = bodyRefusal(req);
    if (refusal !== null) {
      answer(req, res, refusal.status, { code: refusal.status, error: refusal.error });
      return true;
    }
    return readWhole(req).then((body) => {
      if (body === null) {
        log.info('matchmaking request cut off', { address: req.socket.remoteAddress ?? '' });
        return true;
      }
      // Colyseus takes a body read already as it is.
      (req as IncomingMessage & { body?: string }).body = body;
      return false;
    });
  });
}

/** A request's body, whole (it is small: checked against its length before), or null when it was cut off. */
function readWhole(req: IncomingMessage): Promise<string | null> {
  if (Number(req.headers['content-length'] ?? 0) === 0) return Promise.resolve('');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('aborted', () => resolve(null));
    req.once('error', () => resolve(null));
    req.once('close', () => {
      if (!req.complete) resolve(null);
    });
  });
}

/** Why a matchmaking request's body is refused unread, if it is. */
function bodyRefusal(req: IncomingMessage): { status: number; error: string } | null {
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] !== undefined)
    return { status: 411, error: 'length-required: send the join options with a Content-Length' };
  if (length === undefined || Number(length) === 0) return null;
  if (!(Number(length) <= MAX_OPTIONS_BYTES))
    return {
      status: MATCHMAKE_ERRORS['options-too-large'],
      error: `options-too-large: the join options are at most ${String(MAX_OPTIONS_BYTES)} bytes`,
    };
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    return { status: MATCHMAKE_ERRORS['bad-options'], error: 'bad-options: send the join options as application/json' };
  return null;
}
