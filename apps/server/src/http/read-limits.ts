// How often one address may read players and matches — a profile, a page of a player's matches, one match with its
// log (`/api/players…`, `/api/matches/:id`) and the public page `/p/HANDLE` —, counted together in a token bucket per
// address on the server's clock (`rate-limit.ts`): a table never meets it, a stranger cannot scrape every profile.
// Past it the read is refused 429 `rate-limited` with `Retry-After`.

import type { Request } from 'express';
import type { AccountError } from '@birimba/protocol';
import type { Clock } from '../clock.js';
import { BucketsByKey, type RateLimit } from '../rate-limit.js';
import { clientAddress } from './address.js';

/**
 * The figures: a burst of 60 reads, then one a second. A player's table opening a profile asks for it, its first page
 * of matches and perhaps a few more pages and matches — a dozen reads —, and a family behind one address browsing
 * each other's profiles stays within a minute's worth; a scraper gets 3,600 an hour, not the whole database.
 */
export const PUBLIC_READ_LIMIT: RateLimit = { burst: 60, perSecond: 1 };

/** A read refused: `rate-limited`, and the whole seconds to wait (the `Retry-After` header). */
export interface ReadRefusal {
  readonly error: AccountError;
  readonly retryAfterSeconds: number;
}

/** The public reads, counted per client address (`clientAddress`). */
export class PublicReads {
  private readonly addresses: BucketsByKey;

  constructor(clock: Clock, limit: RateLimit = PUBLIC_READ_LIMIT) {
    this.addresses = new BucketsByKey(limit, clock);
  }

  /** Counts `req`: null when it may be answered, else the refusal. */
  count(req: Request): ReadRefusal | null {
    if (this.addresses.take(clientAddress(req))) return null;
    const seconds = this.addresses.retryAfterSeconds;
    return {
      error: {
        error: 'rate-limited',
        message: `too many reads of players and matches from this address: try again in ${String(seconds)} s`,
      },
      retryAfterSeconds: seconds,
    };
  }
}
