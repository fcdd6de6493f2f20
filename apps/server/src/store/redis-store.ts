// The room store on Redis, for several server processes: each room's history a list of JSON events, the open rooms a
// set, and each open room's holder a claim that lapses unless renewed. Every change is one Lua script, so it is atomic:
// a code is created once, and only the room's holder writes to it. "Durable" is Redis' acknowledgement; how much of
// that survives a crash of Redis itself is its persistence setting (the README's "Running on Redis"). Each process also
// keeps a liveness key of its own (renewed with its claims, "draining" while it hands its rooms over) and names its
// connection after itself, so that the others can tell a process that is gone — its connection closed, as a killed
// process's is at once — from one that is slow. No room leaves a key without an end: a room nobody played in is
// forgotten whole (`discard`), a closed room's history expires once kept for its time. The outbox — finished matches'
// records waiting for the database — is one hash, a field per match, shared by every process: none of it expires.

import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { isRoomCode } from '@birimba/protocol';
import { type RoomEvent, readHistory } from './room-events.js';
import {
  KEEP_CLOSED_MS,
  type OutboxRecord,
  type ProcessView,
  RELEASED,
  type SharedRoomStore,
  StoreError,
  checkOutboxId,
  isOutboxId,
} from './room-store.js';

/** The default key prefix. */
export const REDIS_PREFIX = 'birimba:';
/** The default claim: a room whose holder is silent this long is restored by another process. */
export const DEFAULT_CLAIM_MS = 10_000;

// KEYS: history, open set, claim. ARGV: code, first event, owner, claim ms.
const CREATE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('RPUSH', KEYS[1], ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('SET', KEYS[3], ARGV[3], 'PX', ARGV[4])
return 1`;

// KEYS: history, open set, claim, closed set. ARGV: code, event, owner, claim ms, close (1: the event closes the
// room), keep ms, now. -1: not open; -2: another process holds it. A lapsed claim nobody took is still this process's:
// it is taken again. A closed room's history expires once kept for its time; the closed set notes when it closed (and
// expires when no room has closed for as long: all it noted has expired by then).
const APPEND = `
if redis.call('SISMEMBER', KEYS[2], ARGV[1]) == 0 then return -1 end
local holder = redis.call('GET', KEYS[3])
if holder and holder ~= ARGV[3] then return -2 end
local n = redis.call('RPUSH', KEYS[1], ARGV[2])
if ARGV[5] == '1' then
  redis.call('SREM', KEYS[2], ARGV[1])
  redis.call('DEL', KEYS[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[6])
  redis.call('ZADD', KEYS[4], ARGV[7], ARGV[1])
  redis.call('PEXPIRE', KEYS[4], ARGV[6])
else
  redis.call('SET', KEYS[3], ARGV[3], 'PX', ARGV[4])
end
return n`;

// KEYS: history, open set, claim. ARGV: code, owner. Forgets an open room: its history, its place among the open
// rooms and its claim. -1: not open; -2: another process holds it.
const DISCARD = `
if redis.call('SISMEMBER', KEYS[2], ARGV[1]) == 0 then return -1 end
local holder = redis.call('GET', KEYS[3])
if holder and holder ~= ARGV[2] then return -2 end
redis.call('DEL', KEYS[1], KEYS[3])
redis.call('SREM', KEYS[2], ARGV[1])
return 1`;

// KEYS: open set, claim. ARGV: code, owner, claim ms, released, a gone holder ('' for none). 1: this process holds the
// room now — its claim had lapsed, was released, or was the gone holder's.
const CLAIM = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 0 then return 0 end
local holder = redis.call('GET', KEYS[2])
if holder and holder ~= ARGV[2] and holder ~= ARGV[4] and holder ~= ARGV[5] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
return 1`;

// KEYS: processes set, this process's liveness key, claims. ARGV: owner, claim ms, state ('up' or 'draining'). The
// liveness key first, then each claim; returns the indexes (1-based, among the claims) of those another process holds.
const RENEW = `
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[2])
local lost = {}
for i = 3, #KEYS do
  local holder = redis.call('GET', KEYS[i])
  if holder and holder ~= ARGV[1] then table.insert(lost, i - 2)
  else redis.call('SET', KEYS[i], ARGV[1], 'PX', ARGV[2]) end
end
return lost`;

// KEYS: claims. ARGV: owner, released, claim ms. Lets go of the claims this process holds: any process takes them now.
const RELEASE = `
for _, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then redis.call('SET', key, ARGV[2], 'PX', ARGV[3]) end
end
return 0`;

interface Scripts {
  birimbaCreate(...args: (string | number)[]): Promise<number>;
  birimbaDiscard(...args: (string | number)[]): Promise<number>;
  birimbaAppend(...args: (string | number)[]): Promise<number>;
  birimbaClaim(...args: (string | number)[]): Promise<number>;
  birimbaRenew(...args: (string | number)[]): Promise<number[]>;
  birimbaRelease(...args: (string | number)[]): Promise<number>;
}

/** How a Redis store is set up. */
export interface RedisStoreOptions {
  /** Prefixed to every key (default `birimba:`): several deployments may share one Redis. */
  readonly prefix?: string;
  /** This process's id in the claims (default: a new random one). */
  readonly owner?: string;
  /** How long a claim lasts unless renewed (default 10 s). */
  readonly claimMs?: number;
  /** How long a closed room's history is kept (default 30 days): it expires then. */
  readonly keepClosedMs?: number;
}

/** A room store on the Redis `redis` connects to (a single Redis or a primary, not a cluster). */
export class RedisRoomStore implements SharedRoomStore {
  readonly owner: string;
  readonly claimMs: number;
  private readonly keepClosedMs: number;
  private readonly prefix: string;
  private readonly scripts: Scripts;
  /** The rooms this process holds. */
  private readonly held = new Set<string>();

  constructor(
    private readonly redis: Redis,
    options: RedisStoreOptions = {},
  ) {
    this.prefix = options.prefix ?? REDIS_PREFIX;
    this.owner = options.owner ?? randomUUID();
    this.claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
    this.keepClosedMs = options.keepClosedMs ?? KEEP_CLOSED_MS;
    redis.defineCommand('birimbaCreate', { numberOfKeys: 3, lua: CREATE });
    redis.defineCommand('birimbaAppend', { numberOfKeys: 4, lua: APPEND });
    redis.defineCommand('birimbaDiscard', { numberOfKeys: 3, lua: DISCARD });
    redis.defineCommand('birimbaClaim', { numberOfKeys: 2, lua: CLAIM });
    redis.defineCommand('birimbaRenew', { lua: RENEW });
    redis.defineCommand('birimbaRelease', { lua: RELEASE });
    this.scripts = redis as unknown as Scripts;
    // The connection is named after the process (again at every reconnection): gone from CLIENT LIST, it is gone.
    redis.options.connectionName = this.connectionName();
    void redis.client('SETNAME', this.connectionName()).catch(() => undefined);
  }

  /** Resolves once Redis answers; a one-line `io` error when it cannot be reached. */
  async ready(): Promise<void> {
    await this.io(() => this.redis.ping());
  }

  async create(code: string, first: RoomEvent): Promise<void> {
    checkCode(code);
    const made = await this.io(() =>
      this.scripts.birimbaCreate(...this.keys(code), code, JSON.stringify(first), this.owner, this.claimMs),
    );
    if (made !== 1) throw new StoreError('exists', `room ${code} exists`);
    this.held.add(code);
  }

  append(code: string, event: RoomEvent): Promise<void> {
    return this.write(code, event, false);
  }

  async load(code: string): Promise<RoomEvent[] | null> {
    if (!isRoomCode(code)) return null;
    const lines = await this.io(() => this.redis.lrange(this.history(code), 0, -1));
    if (lines.length === 0) return null;
    return readHistory(code, lines, 'event');
  }

  async openRooms(): Promise<string[]> {
    const codes = await this.io(() => this.redis.smembers(this.openSet()));
    return codes.filter(isRoomCode).sort();
  }

  close(code: string): Promise<void> {
    return this.write(code, { kind: 'closed' }, true);
  }

  async discard(code: string): Promise<void> {
    checkCode(code);
    const result = await this.io(() => this.scripts.birimbaDiscard(...this.keys(code), code, this.owner));
    if (result === -1) throw new StoreError('unknown-room', `room ${code} is not open`);
    if (result === -2) throw new StoreError('lost', `room ${code} is held by another process now`);
    this.held.delete(code);
  }

  /** The histories expire by themselves (`PEXPIRE` at closing); the closed set forgets them as they do. */
  async sweep(now: number): Promise<number> {
    const key = this.closedSet();
    await this.io(() => this.redis.zremrangebyscore(key, '-inf', `(${String(now - this.keepClosedMs)}`));
    return this.io(() => this.redis.zcard(key));
  }

  /** Renames the history `damaged:CODE`: out of the open set, its claim let go. */
  async setAside(code: string): Promise<string> {
    checkCode(code);
    const kept = this.damagedKey(code);
    await this.io(() =>
      this.redis.multi().rename(this.history(code), kept).srem(this.openSet(), code).del(this.claimKey(code)).exec(),
    );
    this.held.delete(code);
    return kept;
  }

  async damaged(code: string): Promise<boolean> {
    return isRoomCode(code) && (await this.io(() => this.redis.exists(this.damagedKey(code)))) === 1;
  }

  async outboxPut(id: string, record: string): Promise<void> {
    checkOutboxId(id);
    await this.io(() => this.redis.hset(this.outboxKey(), id, record));
  }

  async outboxRecords(): Promise<OutboxRecord[]> {
    const all = await this.io(() => this.redis.hgetall(this.outboxKey()));
    return Object.entries(all)
      .filter(([id]) => isOutboxId(id))
      .map(([id, record]) => ({ id, record }));
  }

  async outboxDone(id: string): Promise<void> {
    checkOutboxId(id);
    await this.io(() => this.redis.hdel(this.outboxKey(), id));
  }

  async claim(code: string, gone = ''): Promise<boolean> {
    if (!isRoomCode(code)) return false;
    const taken = await this.io(() =>
      this.scripts.birimbaClaim(this.openSet(), this.claimKey(code), code, this.owner, this.claimMs, RELEASED, gone),
    );
    if (taken === 1) this.held.add(code);
    return taken === 1;
  }

  async renew(draining = false): Promise<string[]> {
    const codes = [...this.held];
    const keys = [this.processSet(), this.processKey(this.owner), ...codes.map((c) => this.claimKey(c))];
    const state = draining ? 'draining' : 'up';
    const lostAt = await this.io(() =>
      this.scripts.birimbaRenew(keys.length, ...keys, this.owner, this.claimMs, state),
    );
    const lost = lostAt.flatMap((i) => codes[i - 1] ?? []);
    for (const code of lost) this.held.delete(code);
    return lost;
  }

  async holders(): Promise<Map<string, string | null>> {
    const codes = await this.openRooms();
    const holders = new Map<string, string | null>();
    for (let i = 0; i < codes.length; i += 500) {
      const batch = codes.slice(i, i + 500);
      const found = await this.io(() => this.redis.mget(batch.map((c) => this.claimKey(c))));
      batch.forEach((code, j) => holders.set(code, found[j] ?? null));
    }
    return holders;
  }

  async unclaimed(): Promise<string[]> {
    const holders = await this.holders();
    return [...holders].flatMap(([code, holder]) => (holder === null || holder === RELEASED ? [code] : []));
  }

  async isOpen(code: string): Promise<boolean> {
    return isRoomCode(code) && (await this.io(() => this.redis.sismember(this.openSet(), code))) === 1;
  }

  rooms(): string[] {
    return [...this.held];
  }

  async release(codes: readonly string[]): Promise<void> {
    const keys = codes.filter((c) => this.held.delete(c)).map((c) => this.claimKey(c));
    if (keys.length > 0)
      await this.io(() => this.scripts.birimbaRelease(keys.length, ...keys, this.owner, RELEASED, this.claimMs));
  }

  async processes(): Promise<ProcessView[]> {
    const owners = (await this.io(() => this.redis.smembers(this.processSet()))).sort();
    if (owners.length === 0) return [];
    const states = await this.io(() => this.redis.mget(owners.map((o) => this.processKey(o))));
    let names: Set<string> | null = null;
    try {
      const list = String(await this.redis.call('CLIENT', 'LIST'));
      names = new Set([...list.matchAll(/ name=(\S+)/g)].map((m) => m[1] ?? ''));
    } catch (e) {
      // A managed Redis may refuse CLIENT LIST: a process is then gone only when its claims lapse.
      if (!(e instanceof Error) || !/unknown|denied|NOPERM|disabled/i.test(e.message)) throw this.ioError(e);
    }
    return owners.map((owner, i) => {
      const state = states[i];
      return {
        owner,
        state: state === 'up' || state === 'draining' ? state : null,
        connected: names === null ? null : names.has(this.connectionName(owner)),
      };
    });
  }

  async forget(owner: string): Promise<void> {
    await this.io(() => this.redis.srem(this.processSet(), owner));
  }

  /** Lets go of this process's rooms (another process restores them at once) and of its liveness, then closes the
   * connection. */
  async shutdown(): Promise<void> {
    const keys = [...this.held].map((c) => this.claimKey(c));
    this.held.clear();
    try {
      if (keys.length > 0) await this.scripts.birimbaRelease(keys.length, ...keys, this.owner, RELEASED, this.claimMs);
      await this.redis.del(this.processKey(this.owner));
      await this.redis.srem(this.processSet(), this.owner);
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }

  private async write(code: string, event: RoomEvent, closing: boolean): Promise<void> {
    checkCode(code);
    const result = await this.io(() =>
      this.scripts.birimbaAppend(
        ...this.keys(code),
        this.closedSet(),
        code,
        JSON.stringify(event),
        this.owner,
        this.claimMs,
        closing ? '1' : '0',
        this.keepClosedMs,
        Date.now(),
      ),
    );
    if (result === -1) throw new StoreError('unknown-room', `room ${code} is not open`);
    if (result === -2) {
      this.held.delete(code);
      throw new StoreError('lost', `room ${code} is held by another process now`);
    }
    if (closing) this.held.delete(code);
    else this.held.add(code);
  }

  private keys(code: string): [string, string, string] {
    return [this.history(code), this.openSet(), this.claimKey(code)];
  }

  private history(code: string): string {
    return `${this.prefix}room:${code}`;
  }

  private openSet(): string {
    return `${this.prefix}open`;
  }

  /** The closed rooms whose histories are kept, each scored by when it closed (ms since 1970). */
  private closedSet(): string {
    return `${this.prefix}closed`;
  }

  /** The outbox: a match's id → its record. */
  private outboxKey(): string {
    return `${this.prefix}outbox`;
  }

  private damagedKey(code: string): string {
    return `${this.prefix}damaged:${code}`;
  }

  private claimKey(code: string): string {
    return `${this.prefix}claim:${code}`;
  }

  private processSet(): string {
    return `${this.prefix}processes`;
  }

  private processKey(owner: string): string {
    return `${this.prefix}process:${owner}`;
  }

  private connectionName(owner = this.owner): string {
    return `${this.prefix}${owner}`;
  }

  private async io<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (e) {
      throw this.ioError(e);
    }
  }

  private ioError(e: unknown): StoreError {
    return new StoreError('io', `the room store could not reach Redis: ${(e as Error).message.split('\n')[0] ?? ''}`);
  }
}

function checkCode(code: string): void {
  if (!isRoomCode(code))
    throw new StoreError('unknown-room', `not a room code: ${JSON.stringify(String(code).slice(0, 20))}`);
}
