// Who is connected at which seat of a room: each seat's client now, the sessions that hold seats (with their tokens,
// kept in memory only — the store has their hashes — and their message budgets), a dropped player's reconnection
// held during the grace period and the timer that ends it, the visitors — clients without a seat who came to ask
// for an offline player's seat — and the watchers, who hold no seat either. The room's decisions read it (`People`,
// by seat and session) and the room core changes it as they say. Nothing here is stored or told: the room does that.

import type { Client, Deferred } from '@colyseus/core';
import type { Seat } from '@birimba/engine';
import { CLOSE_CODES, MAX_WATCHERS } from '@birimba/protocol/schemas';
import type { Clock, Timer } from '../clock.js';
import { type RateLimit, TokenBucket } from '../rate-limit.js';
import { ticketAddress } from './admission.js';
import type { People } from './decision.js';
import { MOST_SEATS, MOST_VISITORS } from './seat-events.js';

/** A client in the room without a seat, come to ask for one: the name it gave, the address it came from, the seat it
 * asks for (null: none now) and since when (ms by the clock: when it came, asked, or stopped asking). */
export interface Visitor {
  readonly session: string;
  readonly client: Client;
  readonly name: string;
  readonly address: string | null;
  asked: Seat | null;
  since: number;
}

export class Connections implements People {
  private readonly clientOf = new Array<Client | null>(MOST_SEATS).fill(null);
  private readonly seatOf = new Map<string, Seat>();
  private readonly held = new Array<Deferred<Client> | null>(MOST_SEATS).fill(null);
  private readonly graceTimers = new Array<Timer | null>(MOST_SEATS).fill(null);
  /** When each running grace period ends (ms by the clock), 0: none runs. */
  private readonly graceEnd = new Array<number>(MOST_SEATS).fill(0);
  /** The visitors by session, in the order they came. */
  private readonly visitors = new Map<string, Visitor>();
  /** The watchers by session: their client, the name they gave, when they last said a phrase (ms by the clock). */
  private readonly watchers = new Map<string, { client: Client; name: string; phraseAt: number }>();
  private readonly tokens = new Map<string, string>();
  /** When each seat last said a phrase or a line (ms by the clock). */
  private readonly saidAt = new Array<number>(MOST_SEATS).fill(-Infinity);
  private readonly buckets = new Map<string, TokenBucket>();
  /** The accounts each session's person blocked, as their join found them (sessions that blocked nobody: none). */
  private readonly blocking = new Map<string, readonly string[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: { readonly rateLimit: RateLimit; readonly graceMs: number },
    /** Called when a seat's grace period ends with its person still away. */
    private readonly graceOver: (seat: Seat) => void,
  ) {}

  /** The seat's client now, or null. */
  client(seat: Seat): Client | null {
    return this.clientOf[seat] ?? null;
  }

  /** Whether the seat's person is connected now. */
  connected(seat: Seat): boolean {
    return this.client(seat) !== null;
  }

  /** Whether anyone at all is connected (a visitor does not count: a room is not kept open for one). */
  anyone(): boolean {
    return this.clientOf.some((c) => c !== null);
  }

  /** When the seat's grace period ends (ms by the clock), 0 when none runs. */
  graceEnds(seat: Seat): number {
    return this.graceEnd[seat] ?? 0;
  }

  /** The session of the seat's client now, or null. */
  sessionAt(seat: Seat): string | null {
    return this.client(seat)?.sessionId ?? null;
  }

  /** The seat token the seat's client holds ('' if none is known). */
  tokenAt(seat: Seat): string {
    const session = this.sessionAt(seat);
    return session === null ? '' : this.tokenOf(session);
  }

  /** The address the seat's client came from, or null. */
  addressAt(seat: Seat): string | null {
    return ticketAddress(this.client(seat)?.auth);
  }

  // ---- visitors -----------------------------------------------------------------------------------------------

  /** The most visitors a room keeps at once (the decisions keep to it: seating.ts). */
  static readonly MOST_VISITORS = MOST_VISITORS;

  /** A client came in without a seat, to ask for one (or is back to visiting): asking for nothing yet. */
  visit(client: Client, name: string): void {
    const now = this.clock.now();
    const address = ticketAddress(client.auth);
    this.visitors.set(client.sessionId, { session: client.sessionId, client, name, address, asked: null, since: now });
  }

  /** The session's visit, if it is a visitor's. */
  visitor(session: string): Visitor | undefined {
    return this.visitors.get(session);
  }

  /** The visitor leaves (went away, or was given the seat). */
  endVisit(session: string): void {
    this.visitors.delete(session);
    this.buckets.delete(session);
  }

  /** The visitor asks for a seat now (null: for none): an ask made again goes after the others'. */
  ask(session: string, seat: Seat | null): void {
    const visit = this.visitors.get(session);
    if (visit === undefined) return;
    visit.asked = seat;
    visit.since = this.clock.now();
  }

  /** The visitor whose ask for the seat came first, if any. */
  asking(seat: Seat): Visitor | null {
    return this.askers(seat)[0] ?? null;
  }

  /** The visitors asking for the seat, in the order they asked. */
  askers(seat: Seat): Visitor[] {
    return [...this.visitors.values()].filter((v) => v.asked === seat).sort((a, b) => a.since - b.since);
  }

  /** Every visitor, in the order they came. */
  visits(): Visitor[] {
    return [...this.visitors.values()];
  }

  get visitorCount(): number {
    return this.visitors.size;
  }

  /** Every visitor's session. */
  visitorSessions(): string[] {
    return [...this.visitors.keys()];
  }

  // ---- watchers -----------------------------------------------------------------------------------------------

  /** A client came in to watch; false when `MAX_WATCHERS` watch already. */
  watch(client: Client, name: string): boolean {
    if (this.watchers.size >= MAX_WATCHERS) return false;
    this.watchers.set(client.sessionId, { client, name, phraseAt: -Infinity });
    return true;
  }

  /** The session's watcher, if it is one. */
  watcher(session: string): { readonly client: Client; readonly name: string } | undefined {
    return this.watchers.get(session);
  }

  /** The watcher went away (or was let go). */
  unwatch(session: string): void {
    this.watchers.delete(session);
    this.buckets.delete(session);
  }

  /** How many watch now. */
  get watcherCount(): number {
    return this.watchers.size;
  }

  /** Every watcher's session. */
  watcherSessions(): string[] {
    return [...this.watchers.keys()];
  }

  /** When the watcher last said a phrase (ms by the clock). */
  watcherPhraseAt(session: string): number {
    return this.watchers.get(session)?.phraseAt ?? -Infinity;
  }

  /** The seat a session holds, if any. */
  seatOfSession(session: string): Seat | undefined {
    return this.seatOf.get(session);
  }

  /** The session's seat token ('' if none is known). */
  tokenOf(session: string): string {
    return this.tokens.get(session) ?? '';
  }

  /** The session's message budget. */
  bucket(session: string): TokenBucket {
    let bucket = this.buckets.get(session);
    if (bucket === undefined) {
      bucket = new TokenBucket(this.limits.rateLimit, this.clock);
      this.buckets.set(session, bucket);
    }
    return bucket;
  }

  /** A session holds a seat, with the seat's token. */
  take(session: string, seat: Seat, token: string): void {
    this.seatOf.set(session, seat);
    this.tokens.set(session, token);
  }

  /** The seat's client is connected (joined, back with its token, or reconnected): no grace period runs. */
  attach(client: Client, seat: Seat): void {
    this.clientOf[seat] = client;
    this.held[seat] = null;
    this.cancelGrace(seat);
  }

  /** The seat's client dropped: its reconnection is held (if it can come back) and the grace period starts. */
  drop(seat: Seat, held: Deferred<Client> | null): void {
    this.clientOf[seat] = null;
    this.held[seat] = held;
    this.startGrace(seat);
  }

  /** The seat's client left for good: no session holds the seat any more. */
  leave(session: string, seat: Seat): void {
    this.forget(session);
    this.clientOf[seat] = null;
  }

  /** A seat's old connection, if any, gives way to a new one (the seat taken back with its token). */
  replace(seat: Seat): void {
    const old = this.clientOf[seat];
    this.release(seat, 'the seat was taken back with its token');
    old?.leave(CLOSE_CODES.replaced, 'the seat was taken back on another connection');
  }

  /** The seat's client — a person the table let in, whose seat its own token took back — holds it no more (it
   * visits again, `visit`); a held reconnection is refused. */
  unseat(seat: Seat): void {
    this.release(seat, 'the seat was taken back with its own token');
  }

  /** The grace period is over: the held reconnection is refused and no session holds the seat any more. */
  expire(seat: Seat): void {
    this.release(seat, 'the grace period is over');
  }

  /** The seat's sessions, client and held reconnection move to another seat (a move in the lobby); its client. */
  move(from: Seat, to: Seat): Client | null {
    for (const [session, s] of this.seatOf) if (s === from) this.seatOf.set(session, to);
    const client = this.clientOf[from] ?? null;
    this.clientOf[to] = client;
    this.clientOf[from] = null;
    this.held[to] = this.held[from] ?? null;
    this.held[from] = null;
    if (this.graceTimers[from] !== null) {
      this.cancelGrace(from);
      this.startGrace(to);
    }
    return client;
  }

  /** When the seat last said a phrase or a line (ms by the clock). Counted by seat, not by connection: a reload does
   * not start the count again. */
  phraseAt(seat: Seat): number {
    return this.saidAt[seat] ?? -Infinity;
  }

  /** The seat — or the watcher of `session` — says a phrase or a line now. */
  phraseSaid(by: { readonly seat: Seat } | { readonly session: string }): void {
    const now = this.clock.now();
    if ('seat' in by) this.saidAt[by.seat] = now;
    else {
      const watcher = this.watchers.get(by.session);
      if (watcher !== undefined) watcher.phraseAt = now;
    }
  }

  /** Starts (or starts again) the seat's grace period. */
  startGrace(seat: Seat): void {
    this.cancelGrace(seat);
    this.graceEnd[seat] = this.clock.now() + this.limits.graceMs;
    this.graceTimers[seat] = this.clock.after(this.limits.graceMs, () => {
      this.graceTimers[seat] = null;
      this.graceEnd[seat] = 0;
      this.graceOver(seat);
    });
  }

  /** Stops every grace period (the room is closing). */
  stop(): void {
    for (const timer of this.graceTimers) timer?.cancel();
    this.graceTimers.fill(null);
    this.graceEnd.fill(0);
  }

  private cancelGrace(seat: Seat): void {
    this.graceTimers[seat]?.cancel();
    this.graceTimers[seat] = null;
    this.graceEnd[seat] = 0;
  }

  private release(seat: Seat, why: string): void {
    for (const [session, s] of this.seatOf) if (s === seat) this.forget(session);
    this.clientOf[seat] = null;
    const held = this.held[seat];
    this.held[seat] = null;
    held?.reject(new Error(why));
  }

  /** The accounts the session's person blocked, known before its join is carried out (`blockedAt`). */
  blocks(session: string, accounts: readonly string[]): void {
    if (accounts.length > 0) this.blocking.set(session, accounts);
    else this.blocking.delete(session);
  }

  blockedAt(seat: Seat): readonly string[] {
    const session = this.sessionAt(seat);
    return session === null ? [] : (this.blocking.get(session) ?? []);
  }

  private forget(session: string): void {
    this.blocking.delete(session);
    this.seatOf.delete(session);
    this.buckets.delete(session);
    this.tokens.delete(session);
  }
}
