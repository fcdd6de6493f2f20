// Passkeys from the table (`PASSKEY_ROUTES`, `@birimba/protocol`): whether this browser offers them, adding one to the
// signed-in account, listing, renaming and deleting them, and signing this device in with one. `@simplewebauthn/browser` is
// loaded only when a passkey is made or used, in a chunk of its own: the table's main file does not carry it.

import {
  PASSKEY_ROUTES,
  type Passkey,
  type PasskeyAnswers,
  type PasskeyCredential,
  type PasskeyRequests,
  type PasskeyRoute,
  type SignedIn,
  passkeyPath,
} from '@birimba/protocol';
import type { AccountKeys } from './account-keys.js';
import { type AccountResult, askServer, refused } from './account-request.js';

export { browserOffersPasskeys } from './passkey-offer.js';

/** The browser's WebAuthn, loaded when first needed. */
const webauthn = () => import('@simplewebauthn/browser');

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
    } catch (e) {
      // The authenticator holds one of the account's passkeys already (the options exclude them): WebAuthn's
      // InvalidStateError, which `@simplewebauthn/browser` passes on by its name.
      return alreadyHere(e)
        ? refused('already-registered', 'This device has a passkey of this account already.')
        : refused('cancelled', 'No passkey was made.');
    }
    return this.call('registerPasskey', name === undefined ? { credential } : { credential, name });
  }

  /** Renames one of the signed-in account's passkeys. */
  rename(id: string, name: string): Promise<AccountResult<Passkey>> {
    return this.call('renamePasskey', { name }, id);
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
      return refused('cancelled', 'No passkey was chosen.');
    }
    const signedIn = await this.call('signInWithPasskey', { credential });
    if (signedIn.ok) this.keys.keep({ id: signedIn.value.account.id, key: signedIn.value.key });
    return signedIn;
  }

  private call<R extends PasskeyRoute>(
    route: R,
    request?: PasskeyRequests[R],
    id = '',
  ): Promise<AccountResult<PasskeyAnswers[R]>> {
    const { method, key } = PASSKEY_ROUTES[route];
    return askServer(this.origin(), this.keys, {
      method,
      needsKey: key,
      sendKey: false,
      path: passkeyPath(route, id),
      body: request,
      noContent: route === 'deletePasskey',
    });
  }
}

/** Whether a failed `startRegistration` says the authenticator has one of the excluded passkeys already. */
function alreadyHere(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
}
