// How often anyone may guess or mint credentials — present a key that is no good, redeem a sign-in link, make one,
// make an account — counted per address and per account on the server's clock (`rate-limit.ts`' buckets), a refusal
// being `rate-limited` with when to try again. A good key's request is not counted (account-routes.ts): a table that
// loads a profile, a page of matches and a match is no guesser.

import type { AccountError } from '@birimba/protocol';
import type { Clock } from '../clock.js';
import { BucketsByKey, type RateLimit, perMinute } from '../rate-limit.js';

/** The limits of sign-in attempts. */
export interface SignInLimitFigures {
  readonly perAddress: RateLimit;
  readonly perAccount: RateLimit;
}

/**
 * The figures. Per address, 20 attempts a minute (a burst of 20, one back every 3 s): a family or a school behind one
 * address making accounts and signing in a handful of devices never meets it, while a guesser gets under 30,000 tries
 * a day — against 256-bit keys and links, nothing, but it keeps the database's load from one address small. Per
 * account, 10 a minute: one person makes a link, opens it, signs a device or two in; a stolen link tried from many
 * addresses at once still waits.
 */
export const SIGN_IN_LIMITS: SignInLimitFigures = { perAddress: perMinute(20), perAccount: perMinute(10) };

/** A refusal: `rate-limited`, and the whole seconds to wait (the `Retry-After` header). */
export interface SignInRefusal {
  readonly ok: false;
  readonly error: AccountError;
  readonly retryAfterSeconds: number;
}

/** Sign-in attempts counted per address and per account. */
export class SignInLimits {
  private readonly addresses: BucketsByKey;
  private readonly accounts: BucketsByKey;

  constructor(clock: Clock, figures: SignInLimitFigures = SIGN_IN_LIMITS) {
    this.addresses = new BucketsByKey(figures.perAddress, clock);
    this.accounts = new BucketsByKey(figures.perAccount, clock);
  }

  /** Counts an attempt from `address` (its key, `addressKey`) at `account` when it is known: allowed, or refused. */
  attempt(address: string, account?: string): { readonly ok: true } | SignInRefusal {
    if (!this.addresses.take(address)) return refuse('from this address', this.addresses.retryAfterSeconds);
    if (account !== undefined && !this.accounts.take(account))
      return refuse('at this account', this.accounts.retryAfterSeconds);
    return { ok: true };
  }
}

function refuse(where: string, retryAfterSeconds: number): SignInRefusal {
  return {
    ok: false,
    error: {
      error: 'rate-limited',
      message: `too many sign-in attempts ${where}: try again in ${String(retryAfterSeconds)} s`,
    },
    retryAfterSeconds,
  };
}
