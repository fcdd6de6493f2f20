// Rate limits: a token bucket, `burst` messages at once and `perSecond` more each second; one per client, or one per
// key (an address) for the HTTP routes.

import type { Clock } from './clock.js';

/** How many messages a client may send: a burst, refilled at a rate. */
export interface RateLimit {
  readonly burst: number;
  readonly perSecond: number;
}

/** One client's bucket. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly limit: RateLimit,
    private readonly clock: Clock,
  ) {
    this.tokens = limit.burst;
    this.last = clock.now();
  }

  /** Takes one message's token: false when there is none left (the message is refused). */
  take(): boolean {
    const now = this.clock.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((now - this.last) / 1000) * this.limit.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** A bucket per key (a client's address), the least recently used forgotten beyond `most` keys. */
export class BucketsByKey {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly limit: RateLimit,
    private readonly clock: Clock,
    private readonly most = 10_000,
  ) {}

  /** Takes one request's token from `key`'s bucket: false when it has none left. */
  take(key: string): boolean {
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      bucket = new TokenBucket(this.limit, this.clock);
      if (this.buckets.size >= this.most) this.buckets.delete(this.buckets.keys().next().value ?? '');
    } else this.buckets.delete(key);
    this.buckets.set(key, bucket);
    return bucket.take();
  }

  /** The whole seconds to wait for the next token once a bucket is empty. */
  get retryAfterSeconds(): number {
    return Math.ceil(1 / this.limit.perSecond);
  }
}

/** The per-minute limit `perMinute` as a bucket: a minute's requests at once, refilled over the minute. */
export function perMinute(perMinute: number): RateLimit {
  return { burst: perMinute, perSecond: perMinute / 60 };
}
