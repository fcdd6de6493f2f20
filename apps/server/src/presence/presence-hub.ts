// Presence on one server process: the live lines it holds open (several tabs of one account are one presence), a
// closed page's grace, and the seats of the rooms it runs; from them this process's share of each account's presence
// (presence-rules.ts), written to Colyseus' presence — a hash per account, a field per process, renewed while it
// lasts — and, when an account's presence over every process changes, told on each friend's channel (`friendsOf`).
// Each account with a line open here is subscribed to its own channel, once, and fans out to its lines. Across
// processes this is Redis (RedisPresence); alone, Colyseus' local presence.

import type { Presence as ColyseusPresence } from '@colyseus/core';
import { type FriendPresence, PRESENCE_FIGURES, type PresenceEvent } from '@birimba/protocol';
import type { Clock, Timer } from '../clock.js';
import { type ServerLog, errorText } from '../log.js';
import { type FriendsOf, Invitations, accountChannel } from './invitations.js';
import type { Named } from './presence-names.js';
import {
  OFFLINE,
  type Presence,
  type RoomFacts,
  type RoomPresence,
  localPresence,
  presenceOf,
  sameFacts,
  samePresence,
  shareText,
} from './presence-rules.js';

/** How long a process's share lasts unless renewed, and how often it renews them: a process gone without a word stops
 * counting within `SHARE_MS`. */
export const SHARE_MS = 30_000;
export const RENEW_MS = 10_000;

const presenceKey = (account: string): string => `birimba:presence:${account}`;

/** What the hub needs. */
export interface PresenceHubOptions {
  readonly presence: () => ColyseusPresence;
  /** This process's name in the presence (Colyseus' process id). */
  readonly process: () => string;
  readonly clock: Clock;
  readonly friendsOf: FriendsOf;
  /** The handles and names of accounts (deleted ones left out). */
  readonly namesOf: (accounts: readonly string[]) => Promise<ReadonlyMap<string, Named>>;
  /** The account of a handle, or null. */
  readonly accountOf: (handle: string) => Promise<string | null>;
  readonly log: ServerLog;
  /** A closed page's grace (default `PRESENCE_FIGURES.graceMs`). */
  readonly graceMs?: number;
}

/** One open page's line: its events held back until its first (`presence`) is sent, a friend's status told once. */
class Line {
  private queue: PresenceEvent[] | null = [];
  private readonly last = new Map<string, string>();

  constructor(private readonly send: (event: PresenceEvent) => void) {}

  tell(event: PresenceEvent): void {
    if (this.queue !== null) this.queue.push(event);
    else if (this.fresh(event)) this.send(event);
  }

  /** The snapshot, then what came while it was read. */
  start(friends: readonly FriendPresence[]): void {
    const queued = this.queue ?? [];
    this.queue = null;
    for (const friend of friends) this.last.set(friend.handle, `${friend.status} ${String(friend.room)}`);
    this.send({ type: 'presence', friends });
    for (const event of queued) if (this.fresh(event)) this.send(event);
  }

  /** A friend's change this line has not told yet (a change is told by each process that sees it). */
  private fresh(event: PresenceEvent): boolean {
    if (event.type === 'friend-removed') this.last.delete(event.handle);
    if (event.type !== 'presence-changed') return true;
    const said = `${event.friend.status} ${String(event.friend.room)}`;
    if (this.last.get(event.friend.handle) === said) return false;
    this.last.set(event.friend.handle, said);
    return true;
  }
}

export class PresenceHub implements RoomPresence {
  readonly invitations: Invitations;
  private readonly lines = new Map<string, Set<Line>>();
  private readonly listeners = new Map<string, (event: PresenceEvent) => void>();
  private readonly graces = new Map<string, Timer>();
  private readonly rooms = new Map<string, RoomFacts>();
  /** This process's share of each account, as last written (offline: none). */
  private readonly shares = new Map<string, Presence>();
  /** Each account's updates, one after another. */
  private readonly updating = new Map<string, Promise<void>>();
  /** The next renewal, while this process has something to renew (an idle process's clock has nothing to call). */
  private renewing: Timer | null = null;
  private stopped = false;
  private readonly graceMs: number;

  constructor(private readonly options: PresenceHubOptions) {
    this.graceMs = options.graceMs ?? PRESENCE_FIGURES.graceMs;
    this.invitations = new Invitations({
      presence: options.presence,
      clock: options.clock,
      friendsOf: options.friendsOf,
      nameOf: async (account) => (await options.namesOf([account])).get(account) ?? null,
      accountOf: options.accountOf,
    });
  }

  /** How many live lines of `account` this process holds open. */
  lineCount(account: string): number {
    return this.lines.get(account)?.size ?? 0;
  }

  /** Opens a live line of `account`: its friends' presence first, then their changes and its invitations; the
   * account is online while it is open (and a grace after). Returns its close. */
  async open(account: string, send: (event: PresenceEvent) => void): Promise<() => void> {
    const line = new Line(send);
    let lines = this.lines.get(account);
    if (lines === undefined) {
      lines = new Set();
      this.lines.set(account, lines);
      const listener = (event: PresenceEvent): void => {
        for (const l of this.lines.get(account) ?? []) l.tell(event);
      };
      this.listeners.set(account, listener);
      await this.options.presence().subscribe(accountChannel(account), listener);
    }
    lines.add(line);
    this.graces.get(account)?.cancel();
    this.graces.delete(account);
    let open = true;
    const close = (): void => {
      if (open) this.close(account, line);
      open = false;
    };
    try {
      line.start(await this.friendsPresence(account));
    } catch (e) {
      close();
      throw e;
    }
    this.update(account);
    return close;
  }

  private close(account: string, line: Line): void {
    const lines = this.lines.get(account);
    lines?.delete(line);
    if (lines === undefined || lines.size > 0) return;
    this.lines.delete(account);
    const listener = this.listeners.get(account);
    this.listeners.delete(account);
    void Promise.resolve(this.options.presence().unsubscribe(accountChannel(account), listener) as unknown);
    // Online a while longer: a reload, or another page of the game, opens a line again.
    this.graces.set(
      account,
      this.options.clock.after(this.graceMs, () => {
        this.graces.delete(account);
        this.update(account);
      }),
    );
  }

  /** Every friend of `account` with their presence now. */
  private async friendsPresence(account: string): Promise<FriendPresence[]> {
    const friends = await this.options.friendsOf(account);
    const names = await this.options.namesOf(friends);
    const now = this.options.clock.now();
    const presence = this.options.presence();
    const all = await Promise.all(
      friends.map(async (friend) => {
        const named = names.get(friend);
        if (named === undefined) return null;
        return { ...named, ...presenceOf(await presence.hgetall(presenceKey(friend)), now) };
      }),
    );
    return all.filter((f) => f !== null);
  }

  /**
   * Two accounts became friends (`friends`) or stopped being friends (removed, blocked): each one's open lines, on
   * every process, are told — the new friend's presence now, or the friend's removal. Called by the friends' routes.
   */
  friendsChanged(a: string, b: string, friends: boolean): void {
    this.tellFriendship(a, b, friends).catch((e: unknown) => this.failed('friendship not told', e));
  }

  private async tellFriendship(a: string, b: string, friends: boolean): Promise<void> {
    const names = await this.options.namesOf([a, b]);
    const presence = this.options.presence();
    const now = this.options.clock.now();
    const tell = async (to: string, about: string): Promise<void> => {
      const named = names.get(about);
      if (named === undefined) return;
      const event: PresenceEvent = friends
        ? {
            type: 'presence-changed',
            friend: { ...named, ...presenceOf(await presence.hgetall(presenceKey(about)), now) },
          }
        : { type: 'friend-removed', handle: named.handle };
      await presence.publish(accountChannel(to), event);
    };
    await Promise.all([tell(a, b), tell(b, a)]);
  }

  roomChanged(code: string, facts: RoomFacts): void {
    const before = this.rooms.get(code);
    if (sameFacts(before, facts)) return;
    this.rooms.set(code, facts);
    this.renewSoon();
    if (facts.lobby && facts.host !== null && facts.host !== before?.host) this.lobbyOpen(code, facts.host);
    if (before?.lobby === true && !facts.lobby) this.lobbyEnded(code);
    for (const account of new Set([...(before?.seated ?? []), ...facts.seated])) this.update(account);
  }

  roomGone(code: string, closed: boolean): void {
    const before = this.rooms.get(code);
    if (before === undefined) return;
    this.rooms.delete(code);
    if (closed && before.lobby) this.lobbyEnded(code);
    for (const account of before.seated) this.update(account);
  }

  private lobbyOpen(code: string, host: string): void {
    this.invitations.lobbyOpen(code, host).catch((e: unknown) => this.failed('lobby not kept', e));
  }

  private lobbyEnded(code: string): void {
    this.invitations.ended(code).catch((e: unknown) => this.failed('invitations not ended', e));
  }

  /** This process's share of `account` again; written and told when it changed. */
  private update(account: string): void {
    const before = this.updating.get(account) ?? Promise.resolve();
    const next = before
      .then(() => this.write(account))
      .catch((e: unknown) => this.failed('presence not told', e))
      .finally(() => {
        if (this.updating.get(account) === next) this.updating.delete(account);
      });
    this.updating.set(account, next);
  }

  private async write(account: string): Promise<void> {
    const open = this.lines.has(account) || this.graces.has(account);
    const now = localPresence(open, this.rooms, account);
    if (samePresence(now, this.shares.get(account) ?? OFFLINE)) return;
    const presence = this.options.presence();
    const key = presenceKey(account);
    const process = this.options.process();
    if (now.status === 'offline') {
      this.shares.delete(account);
      await presence.hdel(key, process);
    } else {
      this.shares.set(account, now);
      this.renewSoon();
      await presence.hset(key, process, shareText(now, this.options.clock.now() + SHARE_MS));
      await presence.expire(key, (2 * SHARE_MS) / 1000);
    }
    const merged = presenceOf(await presence.hgetall(key), this.options.clock.now());
    const friends = await this.options.friendsOf(account);
    if (friends.length === 0) return;
    const named = (await this.options.namesOf([account])).get(account);
    if (named === undefined) return;
    const event: PresenceEvent = { type: 'presence-changed', friend: { ...named, ...merged } };
    await Promise.all(friends.map((friend) => presence.publish(accountChannel(friend), event) as unknown));
  }

  /** Every share of this process and every lobby it runs, renewed. */
  private renew(): void {
    const presence = this.options.presence();
    const process = this.options.process();
    const until = this.options.clock.now() + SHARE_MS;
    const renewed = [...this.shares].map(async ([account, share]) => {
      await presence.hset(presenceKey(account), process, shareText(share, until));
      await presence.expire(presenceKey(account), (2 * SHARE_MS) / 1000);
    });
    for (const [code, room] of this.rooms)
      if (room.lobby && room.host !== null) renewed.push(this.invitations.lobbyOpen(code, room.host));
    Promise.all(renewed).catch((e: unknown) => this.failed('presence not renewed', e));
    this.renewing = null;
    this.renewSoon();
  }

  /** Renews in `RENEW_MS` when nothing is due yet and there is something to renew: a share, or a lobby with a host. */
  private renewSoon(): void {
    if (this.renewing !== null || this.stopped) return;
    const lobbies = [...this.rooms.values()].some((room) => room.lobby && room.host !== null);
    if (this.shares.size === 0 && !lobbies) return;
    this.renewing = this.options.clock.after(RENEW_MS, () => this.renew());
  }

  /** This process stops: its timers end, its shares are taken back (its lines close with the server). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.renewing?.cancel();
    this.renewing = null;
    for (const timer of this.graces.values()) timer.cancel();
    this.graces.clear();
    const presence = this.options.presence();
    const process = this.options.process();
    await Promise.all([...this.shares.keys()].map((account) => presence.hdel(presenceKey(account), process))).catch(
      () => undefined,
    );
    this.shares.clear();
  }

  private failed(what: string, e: unknown): void {
    this.options.log.error(what, { error: errorText(e) });
  }
}
