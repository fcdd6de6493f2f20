// The server's connections to Redis — the room store's, Colyseus' presence (a publisher, and a subscriber made from it)
// and its driver — and whether Redis is there. While Redis is away each fails fast (the store's commands at once, with
// no offline queue: a move is refused, not held; Colyseus' after one try instead of twenty), each comes back within a
// quarter of a second of Redis, and their errors are this module's: one log line when Redis goes and one when it is
// back, where ioredis printed an "Unhandled error event" per retry of a connection nobody listened to. `check` asks
// Redis itself, with a short timeout, whether the store can keep moves now (a stalled Redis answers nothing and closes
// no connection).

import { Redis, type RedisOptions } from 'ioredis';
import { type ServerLog, errorText } from '../log.js';
import { StoreError } from './store-error.js';

/** How long a check waits for Redis' answer, in milliseconds. */
export const CHECK_TIMEOUT_MS = 1000;

/** How long a check's answer holds for the next ones (so that a flood of requests is not a flood of pings). */
const CHECK_FRESH_MS = 250;
/** The longest wait between two attempts to reach Redis again. */
const RETRY_MOST_MS = 250;

/** Options of every connection: a refused command fails after one reconnection, not twenty; retries come quickly. */
const CONNECTION: RedisOptions = {
  connectTimeout: 2000,
  maxRetriesPerRequest: 1,
  retryStrategy: (times: number) => Math.min(100 * times, RETRY_MOST_MS),
};

export class RedisLink {
  /** The room store's commands: refused at once while Redis is away. */
  readonly store: Redis;
  /** Colyseus' presence publishes here; its subscriber is a duplicate (`adopt` it). */
  readonly presence: Redis;
  /** Colyseus' driver: the room listings. */
  readonly driver: Redis;
  private readonly clients = new Set<Redis>();
  /** Why Redis is taken for away, or null while it answers. */
  private away: string | null = null;
  private closing = false;
  private checked: { at: number; answer: Promise<boolean> } | null = null;

  constructor(
    url: string,
    private readonly log: ServerLog,
  ) {
    this.store = this.adopt(new Redis(url, { ...CONNECTION, enableOfflineQueue: false }));
    this.presence = this.adopt(new Redis(url, CONNECTION));
    this.driver = this.adopt(new Redis(url, CONNECTION));
  }

  /** Takes a connection's errors over (its other listeners' included: Colyseus logs one line per retry). */
  adopt(client: Redis): Redis {
    client.removeAllListeners('error');
    client.on('error', this.lost);
    if (!this.clients.has(client)) {
      this.clients.add(client);
      client.on('close', () => this.lost('the connection closed'));
      client.on('ready', () => this.back());
    }
    return client;
  }

  /** Resolves once every connection is ready; a one-line `io` StoreError when Redis does not answer in `timeoutMs`. */
  async ready(timeoutMs: number): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!this.connected()) {
      if (Date.now() > end) {
        this.disconnect();
        throw new StoreError('io', `the room store could not reach Redis: ${this.away ?? 'no answer'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Whether the room store can keep moves now: every connection up and Redis answering within `CHECK_TIMEOUT_MS`
   * (asked at most every quarter of a second). */
  check(): Promise<boolean> {
    if (!this.connected()) return Promise.resolve(false);
    const now = Date.now();
    if (this.checked !== null && now - this.checked.at < CHECK_FRESH_MS) return this.checked.answer;
    const answer = this.ping();
    this.checked = { at: now, answer };
    return answer;
  }

  /** Calls `back` whenever a connection is ready again (after an outage, or a reconnection). */
  onReady(back: () => void): void {
    for (const client of this.clients) client.on('ready', back);
  }

  /** No more events: the server stops, its connections are quit by their owners (or dropped here). */
  disconnect(): void {
    this.closing = true;
    for (const client of this.clients) if (client.status !== 'end') client.disconnect();
  }

  /** Stops saying so when connections close: the server is stopping and quits them itself. */
  stopping(): void {
    this.closing = true;
  }

  private connected(): boolean {
    return [...this.clients].every((c) => c.status === 'ready');
  }

  private async ping(): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${String(CHECK_TIMEOUT_MS)} ms`)), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.store.ping(), late]);
      this.back();
      return true;
    } catch (e) {
      this.lost(e);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private readonly lost = (e: unknown): void => {
    if (this.closing || this.away !== null) return;
    this.away = typeof e === 'string' ? e : errorText(e);
    this.checked = null;
    this.log.error('redis unreachable', { error: this.away });
  };

  private back(): void {
    if (this.closing || this.away === null || !this.connected()) return;
    this.away = null;
    this.log.info('redis reachable again');
  }
}
