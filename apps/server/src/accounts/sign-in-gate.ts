// The sign-in limits at the door of the account and passkey routes, one count for both (a guesser gets no second
// budget at the passkeys): a guess (a key or link that is no good) and the making of a key or link are counted per
// address and per account (sign-in-limits.ts); a good key's request is not.

import type { Request, Response } from 'express';
import { clientAddress } from '../http/address.js';
import { readAccountKey } from './account-secrets.js';
import type { AccountStore } from './account-store.js';
import { NOT_SIGNED_IN, refuse } from './route-answers.js';
import type { SignInLimits } from './sign-in-limits.js';

/** A request of a signed-in device: its account and the key it sent. */
export interface SignedInRequest {
  readonly account: string;
  readonly key: string;
}

/** The gate's two questions, over `store`'s keys and `limits`' counts. */
export function signInGate(store: Pick<AccountStore, 'accountOfKey'>, limits: SignInLimits) {
  /** Counts a guess or the making of a key or link; false when it was refused (answered 429). */
  const counted = (req: Request, res: Response, account: string | null): boolean => {
    const attempt = limits.attempt(clientAddress(req), account ?? undefined);
    if (attempt.ok) return true;
    res.set('Retry-After', String(attempt.retryAfterSeconds));
    refuse(res, attempt.error);
    return false;
  };
  /** The signed-in device of a request, or null when it was refused (answered): a key that is no good is counted. */
  const signedIn = async (req: Request, res: Response): Promise<SignedInRequest | null> => {
    const read = readAccountKey(req.get('authorization'));
    const account = read.ok ? await store.accountOfKey(read.key) : null;
    if (read.ok && account !== null) return { account, key: read.key };
    if (counted(req, res, null)) refuse(res, read.ok ? NOT_SIGNED_IN : read.error);
    return null;
  };
  return { counted, signedIn };
}
