// The per-client rate limit: a token bucket, `burst` messages at once and `perSecond` more each second.

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
