// The passkey routes (`PASSKEY_ROUTES` of the protocol) over HTTP: a signed-in device adds a passkey (options, then the
// browser's credential verified by `@simplewebauthn/server`), lists, renames and deletes them; any device signs in with
// one and gets a new device key, as a sign-in link gives. Each ceremony's challenge is kept on the server, bound to its purpose,
// account and host, answered once within five minutes; a sign-in's signature counter must move on. Every attempt is
// counted by the sign-in limits, shared with the account routes; every failure says only that it failed.

import express, { type Request, type Response, Router } from 'express';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  type AccountError,
  PASSKEY_CHALLENGE_MS,
  PASSKEY_ROUTES,
  type PasskeyCredential,
  type PasskeyRoute,
  type SignedIn,
  passkeyId,
} from '@birimba/protocol';
import { readPasskeyRequest } from '@birimba/protocol/schemas';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { ServerLog } from '../log.js';
import { NOT_SIGNED_IN, bodyOf, bodyRefused, guarded, refuse } from './route-answers.js';
import { signInGate } from './sign-in-gate.js';
import { AccountStore } from './account-store.js';
import { type Ceremony, PasskeyStore } from './passkey-store.js';
import { relyingParty } from './relying-party.js';
import type { SignInLimits } from './sign-in-limits.js';

/** What the routes need. */
export interface PasskeyRouteOptions {
  readonly database: Database;
  readonly clock: Clock;
  /** The sign-in attempts, counted with the account routes'. */
  readonly limits: SignInLimits;
  readonly log: ServerLog;
}

/** The largest body a passkey route reads: an attestation of a large (RSA) key is under 2 KB. */
export const PASSKEY_BODY_BYTES = 16_384;

/** The relying party's name, as an authenticator shows it. */
const RP_NAME = 'Birimba';

/** A passkey not added, for whatever reason: the options expired or used, the credential not verified, or kept. */
const NOT_ADDED: AccountError = {
  error: 'bad-request',
  message: 'this passkey was not added: ask for new options and try again',
};

/** A passkey that does not sign in: unknown, deleted, of a deleted account, its signature or challenge no good. */
const PASSKEY_REFUSED: AccountError = {
  error: 'unauthorized',
  message: 'this passkey does not sign in (any more): sign in another way, or try again',
};

/** A passkey route's `:id` that names none of the account's passkeys. */
const NO_PASSKEY: AccountError = { error: 'not-found', message: 'this account has no passkey of this id' };

/** The passkey a path names: its `:id`, base64url — or base64, read as the same id (`passkeyId`). Every id is stored
 * in base64url (migration 0004's check admits no other), so none stored needs reading in another form. */
function idOf(req: Request): string {
  return passkeyId(String(req.params.id ?? ''));
}

/** The routes, under `/api`. */
export function passkeyRoutes(options: PasskeyRouteOptions): Router {
  const accounts = new AccountStore(options.database, options.clock);
  const passkeys = new PasskeyStore(options.database, options.clock);
  const { counted, signedIn } = signInGate(accounts, options.limits);
  const router = Router();
  const path = (route: PasskeyRoute): string => PASSKEY_ROUTES[route].path.replace(/^\/api/, '');
  const ceremony = (req: Request, purpose: Ceremony['purpose']): Ceremony => ({ ...relyingParty(req), purpose });
  const handled = (handle: (req: Request, res: Response) => Promise<void>) => guarded(options.log, handle);
  // Read for these routes alone: the account routes' bodies keep their own, smaller, limit.
  const json = express.json({ limit: PASSKEY_BODY_BYTES });

  router.post(
    path('passkeyRegistrationOptions'),
    json,
    handled(async (req, res) => {
      const who = await signedIn(req, res);
      if (who === null) return;
      const body = readPasskeyRequest('passkeyRegistrationOptions', bodyOf(req));
      if (!body.ok) return refuse(res, body.error);
      const me = await accounts.account(who.account);
      if (me === null) return refuse(res, NOT_SIGNED_IN);
      const made = ceremony(req, 'registration');
      const webauthn = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: made.rpId,
        userID: new TextEncoder().encode(me.id),
        userName: me.handle,
        userDisplayName: me.name,
        timeout: PASSKEY_CHALLENGE_MS,
        attestationType: 'none',
        excludeCredentials: await passkeys.credentialsOf(me.id),
        // A passkey: the credential kept by the authenticator, found without a name at sign-in.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await passkeys.saveChallenge(webauthn.challenge, made, me.id);
      res.json(webauthn);
    }),
  );
  router.post(
    path('registerPasskey'),
    json,
    handled(async (req, res) => {
      const who = await signedIn(req, res);
      if (who === null) return;
      const body = readPasskeyRequest('registerPasskey', bodyOf(req));
      if (!body.ok) return refuse(res, body.error);
      const made = ceremony(req, 'registration');
      const challenge = challengeOf(body.request.credential);
      if (challenge === null || !(await passkeys.takeChallenge(challenge, made, who.account)))
        return refuse(res, NOT_ADDED);
      const verified = await verifyRegistrationResponse({
        response: body.request.credential as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: made.origin,
        expectedRPID: made.rpId,
        requireUserVerification: false,
      }).catch(() => ({ verified: false as const }));
      if (!verified.verified) return refuse(res, NOT_ADDED);
      const info = verified.registrationInfo;
      const added = await passkeys.add(who.account, {
        id: info.credential.id,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name:
          body.request.name ??
          (await passkeys.defaultName(who.account, new Date(options.clock.now()).toISOString().slice(0, 10))),
      });
      if (added === null) return refuse(res, NOT_ADDED);
      res.json(added);
    }),
  );
  router.get(
    path('passkeys'),
    handled(async (req, res) => {
      const who = await signedIn(req, res);
      if (who === null) return;
      res.json({ passkeys: await passkeys.list(who.account) });
    }),
  );
  router.put(
    path('renamePasskey'),
    json,
    handled(async (req, res) => {
      const who = await signedIn(req, res);
      if (who === null) return;
      const body = readPasskeyRequest('renamePasskey', bodyOf(req));
      if (!body.ok) return refuse(res, body.error);
      const renamed = await passkeys.rename(who.account, idOf(req), body.request.name);
      if (renamed === null) refuse(res, NO_PASSKEY);
      else res.json(renamed);
    }),
  );
  router.delete(
    path('deletePasskey'),
    handled(async (req, res) => {
      const who = await signedIn(req, res);
      if (who === null) return;
      if (await passkeys.delete(who.account, idOf(req))) res.status(204).end();
      else refuse(res, NO_PASSKEY);
    }),
  );
  router.post(
    path('passkeySignInOptions'),
    json,
    handled(async (req, res) => {
      if (!counted(req, res, null)) return;
      const body = readPasskeyRequest('passkeySignInOptions', bodyOf(req));
      if (!body.ok) return refuse(res, body.error);
      const made = ceremony(req, 'authentication');
      // No account named: the browser offers the passkeys it keeps for this host (discoverable credentials).
      const webauthn = await generateAuthenticationOptions({
        rpID: made.rpId,
        timeout: PASSKEY_CHALLENGE_MS,
        userVerification: 'preferred',
      });
      await passkeys.saveChallenge(webauthn.challenge, made, null);
      res.json(webauthn);
    }),
  );
  router.post(
    path('signInWithPasskey'),
    json,
    handled(async (req, res) => {
      const body = readPasskeyRequest('signInWithPasskey', bodyOf(req));
      const used = body.ok ? await passkeys.find(body.request.credential.id) : null;
      if (!counted(req, res, used?.account ?? null)) return;
      if (!body.ok) return refuse(res, body.error);
      const made = ceremony(req, 'authentication');
      const challenge = challengeOf(body.request.credential);
      // The challenge is taken first, known passkey or not: it is answered once.
      const taken = challenge !== null && (await passkeys.takeChallenge(challenge, made, null));
      if (!taken || used === null || !userHandleIs(body.request.credential, used.account))
        return refuse(res, PASSKEY_REFUSED);
      const verified = await verifyAuthenticationResponse({
        response: body.request.credential as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: made.origin,
        expectedRPID: made.rpId,
        credential: { id: used.id, publicKey: used.publicKey, counter: used.counter, transports: [...used.transports] },
        requireUserVerification: false,
      }).catch(() => ({ verified: false as const }));
      if (!verified.verified) return refuse(res, PASSKEY_REFUSED);
      const signed = await passkeys.signIn(used, verified.authenticationInfo.newCounter);
      const account = signed === null ? null : await accounts.account(signed.account);
      if (signed === null || account === null) return refuse(res, PASSKEY_REFUSED);
      res.json({ account, key: signed.key } satisfies SignedIn);
    }),
  );

  router.use(bodyRefused);
  return router;
}

/** The challenge a credential answers, from its client data; null when that is not JSON with a challenge. */
function challengeOf(credential: PasskeyCredential): string | null {
  try {
    const data = JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge !== '' ? challenge : null;
  } catch {
    return null;
  }
}

/** Whether a sign-in's user handle, when the authenticator gives one, is the passkey's account (`userID` above). */
function userHandleIs(credential: PasskeyCredential, account: string): boolean {
  const handle = credential.response.userHandle;
  return handle === undefined || handle === Buffer.from(account).toString('base64url');
}
