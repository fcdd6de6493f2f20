// Passkeys (WebAuthn) over HTTP, as the table asks and the server answers: a signed-in device adds a passkey to its
// account, any device signs in with one (a new device key, as a sign-in link gives), and the account lists and deletes
// its passkeys. The options and the credential are WebAuthn's JSON (`@simplewebauthn/browser` makes and reads them);
// a refusal is an `AccountError` of `ACCOUNT_ERRORS`, as on every account route.

import type { AccountMethod } from './accounts.js';
import type { Passkey, SignedIn } from './account-shapes.js';

/**
 * Every passkey route (Express notation), by what it does; `key` as in `ACCOUNT_ROUTES`. Adding one takes two steps,
 * options then the credential the browser made with them; so does signing in. The options' challenge works once,
 * within `PASSKEY_CHALLENGE_MS`, on the host it was asked of.
 */
export const PASSKEY_ROUTES = {
  /** The options to make a passkey for this account with (`PasskeyOptions`): its own passkeys excluded. */
  passkeyRegistrationOptions: { method: 'POST', path: '/api/account/passkeys/options', key: true },
  /** Adds the passkey the browser made with those options (`Passkey`). */
  registerPasskey: { method: 'POST', path: '/api/account/passkeys', key: true },
  /** The account's passkeys, oldest first (`PasskeyList`). */
  passkeys: { method: 'GET', path: '/api/account/passkeys', key: true },
  /** Renames one of the account's passkeys (`RenamePasskeyRequest`; the `Passkey` renamed). */
  renamePasskey: { method: 'PUT', path: '/api/account/passkeys/:id', key: true },
  /** Deletes one of the account's passkeys (204): it signs in no more. */
  deletePasskey: { method: 'DELETE', path: '/api/account/passkeys/:id', key: true },
  /** The options to sign in with a passkey (`PasskeyOptions`): no account named, the browser offers its own. */
  passkeySignInOptions: { method: 'POST', path: '/api/account/passkey-sign-in/options', key: false },
  /** Signs this device in with the passkey the browser chose (`SignedIn`, a new key: other devices stay signed in). */
  signInWithPasskey: { method: 'POST', path: '/api/account/passkey-sign-in', key: false },
} as const satisfies Readonly<
  Record<string, { readonly method: AccountMethod; readonly path: string; readonly key: boolean }>
>;

/** What a passkey route does: a key of `PASSKEY_ROUTES`. */
export type PasskeyRoute = keyof typeof PASSKEY_ROUTES;

/** How long the options of one ceremony (adding a passkey, signing in) work, in ms, once: five minutes. */
export const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;

/** WebAuthn's options as JSON (`PublicKeyCredentialCreationOptionsJSON`, `…RequestOptionsJSON`), for
 * `@simplewebauthn/browser`'s `startRegistration` and `startAuthentication`; the challenge is base64url. */
export interface PasskeyOptions {
  /** The ceremony's challenge, base64url: good once, within `PASSKEY_CHALLENGE_MS`. */
  readonly challenge: string;
  /** The rest of WebAuthn's options. */
  readonly [field: string]: unknown;
}

/** A credential as the browser gives it in JSON (`RegistrationResponseJSON`, `AuthenticationResponseJSON`). */
export interface PasskeyCredential {
  /** The credential's id, base64url. */
  readonly id: string;
  /** The same id (WebAuthn's JSON gives both). */
  readonly rawId: string;
  /** Always `public-key`. */
  readonly type: 'public-key';
  /** The authenticator's answer: `clientDataJSON` and the rest, base64url. */
  readonly response: { readonly clientDataJSON: string; readonly [field: string]: unknown };
  /** The extensions' results (none asked). */
  readonly clientExtensionResults?: Readonly<Record<string, unknown>>;
  /** `platform` (this device) or `cross-platform` (a security key, a phone). */
  readonly authenticatorAttachment?: string;
  /** What else a browser adds. */
  readonly [field: string]: unknown;
}

/** Adding a passkey (`registerPasskey`): the credential, and a name to tell it by (the name rules). Without one the
 * server names it `passkey YYYY-MM-DD` by the day it is added, numbered from the second of a day (`… 2`), so that
 * every passkey of an account has a name of its own. */
export interface RegisterPasskeyRequest {
  /** The credential `startRegistration` made. */
  readonly credential: PasskeyCredential;
  /** What the player calls it (`NameSchema`'s rules). */
  readonly name?: string;
}

/** Renaming a passkey (`renamePasskey`). */
export interface RenamePasskeyRequest {
  /** Its new name (`NameSchema`'s rules, as a player's name). */
  readonly name: string;
}

/** Signing in with a passkey (`signInWithPasskey`). */
export interface SignInWithPasskeyRequest {
  /** The credential `startAuthentication` gave. */
  readonly credential: PasskeyCredential;
}

/** An account's passkeys (`passkeys`). */
export interface PasskeyList {
  /** Oldest first. */
  readonly passkeys: readonly Passkey[];
}

/** What each passkey route takes as its body (`undefined`: none). */
export interface PasskeyRequests {
  /** The route `PASSKEY_ROUTES.passkeyRegistrationOptions`. */
  readonly passkeyRegistrationOptions: undefined;
  /** The route `PASSKEY_ROUTES.registerPasskey`. */
  readonly registerPasskey: RegisterPasskeyRequest;
  /** The route `PASSKEY_ROUTES.passkeys`. */
  readonly passkeys: undefined;
  /** The route `PASSKEY_ROUTES.renamePasskey`. */
  readonly renamePasskey: RenamePasskeyRequest;
  /** The route `PASSKEY_ROUTES.deletePasskey`. */
  readonly deletePasskey: undefined;
  /** The route `PASSKEY_ROUTES.passkeySignInOptions`. */
  readonly passkeySignInOptions: undefined;
  /** The route `PASSKEY_ROUTES.signInWithPasskey`. */
  readonly signInWithPasskey: SignInWithPasskeyRequest;
}

/** What each passkey route answers with when it succeeds (`undefined`: 204, no body). */
export interface PasskeyAnswers {
  /** The route `PASSKEY_ROUTES.passkeyRegistrationOptions`. */
  readonly passkeyRegistrationOptions: PasskeyOptions;
  /** The route `PASSKEY_ROUTES.registerPasskey`. */
  readonly registerPasskey: Passkey;
  /** The route `PASSKEY_ROUTES.passkeys`. */
  readonly passkeys: PasskeyList;
  /** The route `PASSKEY_ROUTES.renamePasskey`. */
  readonly renamePasskey: Passkey;
  /** The route `PASSKEY_ROUTES.deletePasskey`. */
  readonly deletePasskey: undefined;
  /** The route `PASSKEY_ROUTES.passkeySignInOptions`. */
  readonly passkeySignInOptions: PasskeyOptions;
  /** The route `PASSKEY_ROUTES.signInWithPasskey`. */
  readonly signInWithPasskey: SignedIn;
}

/** The path of a passkey route with its `:id` (a passkey's, base64url) filled in. */
export function passkeyPath(route: PasskeyRoute, id = ''): string {
  return PASSKEY_ROUTES[route].path.replace(':id', encodeURIComponent(passkeyId(id)));
}

/**
 * A credential id in base64url, WebAuthn's encoding and the one every passkey route speaks: an id given in plain
 * base64 (`+`, `/`, `=` padding — as the Chrome DevTools Protocol and some libraries give it) is read as the same id.
 */
export function passkeyId(id: string): string {
  return id.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
