// Passkeys from the table (`PASSKEY_ROUTES`, `@birimba/protocol`): whether this browser offers them, adding one to the
// signed-in account, listing and deleting them, and signing this device in with one. `@simplewebauthn/browser` is
// loaded only when a passkey is made or used, in a chunk of its own: the table's main file does not carry it.

import {
  ACCOUNT_ERRORS,
  PASSKEY_ROUTES,
  type AccountErrorCode,
  type Passkey,
  type PasskeyAnswers,
  type PasskeyCredential,
  type PasskeyRequests,
  type PasskeyRoute,
  type SignedIn,
  accountAuthorization,
  passkeyPath,
} from '@birimba/protocol';
import type { AccountResult } from './account-client.js';
import type { AccountKeys } from './account-keys.js';

/** The browser's WebAuthn, loaded when first needed. */
const webauthn = () => import('@simplewebauthn/browser');

/** Whether this browser offers passkeys (WebAuthn in a secure context), without loading the library. */
export function browserOffersPasskeys(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

export class Passkeys {
  constructor(
    /** The server's HTTP origin. */
    private readonly origin: () => string,
    private readonly keys: AccountKeys,
  ) {}

  /** Makes a passkey on this device (the browser asks the player) and adds it to the signed-in account as `name`. */
  async add(name?: string): Promise<AccountResult<Passkey>> {
    const options = await this.call('passkeyRegistrationOptions');
    if (!options.ok) return options;
    let credential: PasskeyCredential;
    try {
      const { startRegistration } = await webauthn();
      credential = (await startRegistration({ optionsJSON: options.value as never })) as unknown as PasskeyCredential;
    } catch {
      return failed('bad-request', 'No passkey was made.');
    }
    return this.call('registerPasskey', name === undefined ? { credential } : { credential, name });
  }

  /** The signed-in account's passkeys. */
  async list(): Promise<AccountResult<readonly Passkey[]>> {
    const answer = await this.call('passkeys');
    return answer.ok ? { ok: true, value: answer.value.passkeys } : answer;
  }

  /** Deletes one of the signed-in account's passkeys. */
  delete(id: string): Promise<AccountResult<undefined>> {
    return this.call('deletePasskey', undefined, id);
  }

  /** Signs this device in with a passkey the browser offers; the new key is kept (`AccountKeys`). */
  async signIn(): Promise<AccountResult<SignedIn>> {
    const options = await this.call('passkeySignInOptions');
    if (!options.ok) return options;
    let credential: PasskeyCredential;
    try {
      const { startAuthentication } = await webauthn();
      credential = (await startAuthentication({ optionsJSON: options.value })) as unknown as PasskeyCredential;
    } catch {
      return failed('unauthorized', 'No passkey was chosen.');
    }
    const signedIn = await this.call('signInWithPasskey', { credential });
    if (signedIn.ok) this.keys.keep({ id: signedIn.value.account.id, key: signedIn.value.key });
    return signedIn;
  }

  private async call<R extends PasskeyRoute>(
    route: R,
    request?: PasskeyRequests[R],
    id = '',
  ): Promise<AccountResult<PasskeyAnswers[R]>> {
    const { method, key: needsKey } = PASSKEY_ROUTES[route];
    const account = this.keys.account();
    if (needsKey && account === null) return failed('signed-out', 'This device is not signed in.');
    const headers: Record<string, string> = {};
    if (needsKey && account !== null) headers.authorization = accountAuthorization(account.key);
    if (request !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.origin()}${passkeyPath(route, id)}`, {
        method,
        headers,
        ...(request === undefined ? {} : { body: JSON.stringify(request) }),
      });
    } catch {
      return failed('unreachable', 'The server cannot be reached.');
    }
    if (response.status === 204) return { ok: true, value: undefined as PasskeyAnswers[R] };
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok && typeof body === 'object' && body !== null) return { ok: true, value: body as PasskeyAnswers[R] };
    const { error, message } = (body ?? {}) as { error?: unknown; message?: unknown };
    const problem = typeof error === 'string' && error in ACCOUNT_ERRORS ? (error as AccountErrorCode) : 'unreachable';
    if (problem === 'unauthorized' && needsKey) this.keys.forget();
    return failed(problem, typeof message === 'string' ? message : `The server refused (${String(response.status)}).`);
  }
}

function failed<T>(problem: AccountErrorCode | 'signed-out' | 'unreachable', message: string): AccountResult<T> {
  return { ok: false, problem, message };
}
