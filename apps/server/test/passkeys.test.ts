// Passkeys over HTTP on a real server, on both database drivers: a signed-in player adds a passkey and signs another
// device in with it — the same account, a new key; the options exclude the account's own passkeys; a challenge works
// once, within five minutes, on the host it was asked of; a signature whose counter does not move on, or by another key,
// is refused like an unknown passkey; a deleted passkey, or one of a deleted account, signs in no more; "sign out
// everywhere" keeps the passkeys; the export lists them; a passkey is renamed under the name rules, two of a day get
// names of their own, and its id is base64url throughout (base64 read as the same); and every attempt counts against
// the sign-in limits.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROUTES,
  type AccountExport,
  type AccountRoute,
  PASSKEY_CHALLENGE_MS,
  PASSKEY_ROUTES,
  type Passkey,
  type PasskeyList,
  type PasskeyOptions,
  type PasskeyRoute,
  type SignedIn,
  accountAuthorization,
  accountPath,
  passkeyPath,
} from '@birimba/protocol';
import type { Database } from '../src/db/database.js';
import { migrate, readMigrations } from '../src/db/migrations.js';
import { DATABASES } from './helpers/databases.js';
import { type TestServer, testServer } from './helpers/server.js';
import { SoftAuthenticator } from './helpers/soft-authenticator.js';

const UNLIMITED = { perAddress: { burst: 1e6, perSecond: 1e6 }, perAccount: { burst: 1e6, perSecond: 1e6 } };

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** Calls an account or passkey route at `http`, with a key in the header and a body as JSON. */
async function call(
  http: string,
  route: AccountRoute | PasskeyRoute,
  options: { key?: string; body?: unknown; id?: string; rawId?: string } = {},
): Promise<Answer> {
  const passkey = route in PASSKEY_ROUTES;
  const { method } = passkey ? PASSKEY_ROUTES[route as PasskeyRoute] : ACCOUNT_ROUTES[route as AccountRoute];
  // `rawId`: the path's `:id` as it is, where `passkeyPath` would write it in base64url.
  const path =
    options.rawId !== undefined
      ? PASSKEY_ROUTES[route as PasskeyRoute].path.replace(':id', encodeURIComponent(options.rawId))
      : passkey
        ? passkeyPath(route as PasskeyRoute, options.id)
        : accountPath(route as AccountRoute);
  const headers: Record<string, string> = {};
  if (options.key !== undefined) headers.authorization = accountAuthorization(options.key);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${http}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** What a passkey that does not sign in gets, whatever the reason. */
const REFUSED = { status: 401, body: { error: 'unauthorized', message: expect.any(String) as string } };

describe.each(DATABASES)('passkeys on the $kind database', (databases) => {
  beforeAll(async () => {
    if (databases.missing === null) await databases.start();
  });
  afterAll(() => databases.stop());

  describe.skipIf(databases.missing !== null)('', () => {
    let db: Database;
    let t: TestServer;
    beforeAll(async () => {
      db = await databases.fresh();
      await migrate(db, readMigrations());
      t = await testServer({ database: db, signInLimits: UNLIMITED });
    });
    afterAll(() => t.close());

    const ask = (route: AccountRoute | PasskeyRoute, options?: Parameters<typeof call>[2]) =>
      call(t.http, route, options);

    async function signUp(name: string): Promise<SignedIn> {
      return (await ask('createAccount', { body: { name } })).body as SignedIn;
    }

    /** Adds a passkey of a new authenticator to the account of `key`. */
    async function addPasskey(key: string, name?: string): Promise<{ device: SoftAuthenticator; passkey: Passkey }> {
      const device = new SoftAuthenticator(t.http);
      const options = (await ask('passkeyRegistrationOptions', { key })).body as PasskeyOptions;
      const added = await ask('registerPasskey', { key, body: { credential: device.register(options), name } });
      expect(added.status).toBe(200);
      return { device, passkey: added.body as Passkey };
    }

    /** Signs in with `device`'s passkey: the answer. */
    async function signIn(device: SoftAuthenticator, id?: string): Promise<Answer> {
      const options = (await ask('passkeySignInOptions')).body as PasskeyOptions;
      return ask('signInWithPasskey', { body: { credential: device.signIn(options, id) } });
    }

    it('adds a passkey to a signed-in account, and signs another device in with it: a new key', async () => {
      const laptop = await signUp('Νίκος');
      const { device, passkey } = await addPasskey(laptop.key, 'Laptop');
      expect(passkey).toEqual({
        id: [...device.credentials.keys()][0],
        name: 'Laptop',
        created: new Date(t.clock.now()).toISOString(),
        lastUsed: null,
        synced: false,
      });

      const phone = await signIn(device);
      expect(phone).toMatchObject({ status: 200, body: { account: laptop.account } });
      const phoneKey = (phone.body as SignedIn).key;
      expect(phoneKey).not.toBe(laptop.key);
      expect(await ask('me', { key: phoneKey })).toMatchObject({ status: 200, body: laptop.account });
      expect(await ask('me', { key: laptop.key })).toMatchObject({ status: 200 });
      expect(await ask('passkeys', { key: phoneKey })).toEqual({
        status: 200,
        body: { passkeys: [{ ...passkey, lastUsed: new Date(t.clock.now()).toISOString() }] },
      });
    });

    it('asks for a discoverable passkey, names no account at sign-in, and excludes the account’s own', async () => {
      const { key } = await signUp('Maria');
      const first = (await ask('passkeyRegistrationOptions', { key })).body as PasskeyOptions;
      expect(first).toMatchObject({ excludeCredentials: [], authenticatorSelection: { residentKey: 'required' } });
      const { device } = await addPasskey(key);
      const next = (await ask('passkeyRegistrationOptions', { key })).body as PasskeyOptions;
      expect(next.excludeCredentials).toEqual([
        { id: [...device.credentials.keys()][0], type: 'public-key', transports: ['internal'] },
      ]);
      const signInOptions = (await ask('passkeySignInOptions')).body as PasskeyOptions;
      expect(signInOptions.allowCredentials ?? []).toEqual([]);
      expect(signInOptions.rpId).toBe('127.0.0.1');
    });

    it('adds and lists passkeys only for a signed-in device, and only its own account’s', async () => {
      expect((await ask('passkeyRegistrationOptions')).status).toBe(401);
      expect((await ask('passkeys')).status).toBe(401);
      const a = await signUp('Eleni');
      const b = await signUp('Kostas');
      const { passkey } = await addPasskey(a.key);
      expect(await ask('passkeys', { key: b.key })).toEqual({ status: 200, body: { passkeys: [] } });
      expect((await ask('deletePasskey', { key: b.key, id: passkey.id })).status).toBe(404);
      expect(((await ask('passkeys', { key: a.key })).body as PasskeyList).passkeys).toHaveLength(1);
      // Another account's options answered with this account's key: the challenge was not this account's.
      const device = new SoftAuthenticator(t.http);
      const options = (await ask('passkeyRegistrationOptions', { key: a.key })).body as PasskeyOptions;
      expect(
        await ask('registerPasskey', { key: b.key, body: { credential: device.register(options) } }),
      ).toMatchObject({
        status: 400,
        body: { error: 'bad-request' },
      });
    });

    it('answers a challenge once: a sign-in or a passkey sent again is refused', async () => {
      const { key } = await signUp('Giorgos');
      const { device } = await addPasskey(key);
      const options = (await ask('passkeySignInOptions')).body as PasskeyOptions;
      const credential = device.signIn(options);
      expect((await ask('signInWithPasskey', { body: { credential } })).status).toBe(200);
      expect(await ask('signInWithPasskey', { body: { credential } })).toMatchObject(REFUSED);

      const again = new SoftAuthenticator(t.http);
      const registration = (await ask('passkeyRegistrationOptions', { key })).body as PasskeyOptions;
      const made = again.register(registration);
      expect((await ask('registerPasskey', { key, body: { credential: made } })).status).toBe(200);
      expect((await ask('registerPasskey', { key, body: { credential: made } })).status).toBe(400);
    });

    it('refuses a challenge past its five minutes', async () => {
      const { key } = await signUp('Anna');
      const { device } = await addPasskey(key);
      const options = (await ask('passkeySignInOptions')).body as PasskeyOptions;
      t.clock.advance(PASSKEY_CHALLENGE_MS);
      expect(await ask('signInWithPasskey', { body: { credential: device.signIn(options) } })).toMatchObject(REFUSED);
      expect((await signIn(device)).status).toBe(200);
    });

    it('refuses a challenge asked on one host and answered on another', async () => {
      const { key } = await signUp('Petros');
      const { device } = await addPasskey(key);
      const options = (await ask('passkeySignInOptions')).body as PasskeyOptions;
      const other = t.http.replace('127.0.0.1', 'localhost');
      device.origin = other;
      expect(await call(other, 'signInWithPasskey', { body: { credential: device.signIn(options) } })).toMatchObject(
        REFUSED,
      );
    });

    it('refuses a signature whose counter does not move on, by another key, or of an unknown passkey, alike', async () => {
      const { key } = await signUp('Sofia');
      const { device } = await addPasskey(key);
      const id = [...device.credentials.keys()][0] ?? '';
      expect((await signIn(device)).status).toBe(200);
      const kept = device.credentials.get(id);
      if (kept === undefined) throw new Error('no credential');
      kept.counter -= 1; // a clone of the authenticator, a step behind
      const cloned = await signIn(device);
      expect(cloned).toMatchObject(REFUSED);

      const impostor = new SoftAuthenticator(t.http);
      await addPasskey((await signUp('Impostor')).key).then(({ device: d }) => {
        // The impostor's key under Sofia's credential id.
        const theirs = [...d.credentials.values()][0];
        if (theirs !== undefined) impostor.credentials.set(id, { ...theirs, counter: 100 });
      });
      expect(await signIn(impostor, id)).toEqual(cloned);

      const stranger = new SoftAuthenticator(t.http);
      stranger.register((await ask('passkeyRegistrationOptions', { key })).body as PasskeyOptions);
      expect(await signIn(stranger)).toEqual(cloned);
    });

    it('signs in no more with a deleted passkey, or with one of a deleted account', async () => {
      const { key } = await signUp('Dimitra');
      const { device, passkey } = await addPasskey(key);
      expect((await ask('deletePasskey', { key, id: passkey.id })).status).toBe(204);
      expect(await signIn(device)).toMatchObject(REFUSED);
      expect(await ask('passkeys', { key })).toEqual({ status: 200, body: { passkeys: [] } });

      const other = await signUp('Thanos');
      const kept = await addPasskey(other.key);
      expect((await ask('deleteAccount', { key: other.key })).status).toBe(204);
      expect(await signIn(kept.device)).toMatchObject(REFUSED);
      const [left] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM passkeys WHERE id = $1', [
        kept.passkey.id,
      ]);
      expect(left?.n).toBe(0);
    });

    it('keeps the passkeys when signing out everywhere: every key revoked, the passkey signs in again', async () => {
      const { key } = await signUp('Vasso');
      const { device } = await addPasskey(key);
      expect((await ask('signOutEverywhere', { key })).status).toBe(204);
      expect((await ask('me', { key })).status).toBe(401);
      const back = await signIn(device);
      expect(back.status).toBe(200);
      expect((await ask('me', { key: (back.body as SignedIn).key })).status).toBe(200);
    });

    it('renames a passkey under the name rules, only the account’s own', async () => {
      const { key } = await signUp('Stella');
      const { passkey } = await addPasskey(key, 'Laptop');
      expect(await ask('renamePasskey', { key, id: passkey.id, body: { name: 'Κινητό' } })).toEqual({
        status: 200,
        body: { ...passkey, name: 'Κινητό' },
      });
      expect(await ask('passkeys', { key })).toEqual({
        status: 200,
        body: { passkeys: [{ ...passkey, name: 'Κινητό' }] },
      });
      expect(await ask('renamePasskey', { key, id: passkey.id, body: { name: 'a\u202Eb' } })).toMatchObject({
        status: 400,
        body: { error: 'name-invalid' },
      });
      const other = await signUp('Manolis');
      expect(await ask('renamePasskey', { key: other.key, id: passkey.id, body: { name: 'Mine' } })).toMatchObject({
        status: 404,
        body: { error: 'not-found' },
      });
      expect((await ask('renamePasskey', { id: passkey.id, body: { name: 'Mine' } })).status).toBe(401);
      expect(((await ask('passkeys', { key })).body as PasskeyList).passkeys.map((k) => k.name)).toEqual(['Κινητό']);
    });

    it('names the passkeys of a day added without a name apart: the day, then a number', async () => {
      const { key } = await signUp('Fotini');
      const day = new Date(t.clock.now()).toISOString().slice(0, 10);
      const names = [];
      for (let n = 0; n < 3; n++) names.push((await addPasskey(key)).passkey.name);
      expect(names).toEqual([`passkey ${day}`, `passkey ${day} 2`, `passkey ${day} 3`]);
    });

    it('speaks of a passkey by its credential id in base64url, and reads one given in base64 as the same', async () => {
      const { key } = await signUp('Pavlos');
      const { device, passkey } = await addPasskey(key);
      const made = [...device.credentials.keys()][0] ?? '';
      expect(passkey.id).toBe(made);
      expect(passkey.id).toMatch(/^[A-Za-z0-9_-]+$/);
      const next = (await ask('passkeyRegistrationOptions', { key })).body as PasskeyOptions;
      expect((next.excludeCredentials as { id: string }[]).map((c) => c.id)).toEqual([made]);
      const base64 = Buffer.from(made, 'base64url').toString('base64');
      expect(base64).not.toBe(made);
      expect(passkeyPath('deletePasskey', base64)).toBe(passkeyPath('deletePasskey', made));
      expect((await ask('renamePasskey', { key, rawId: base64, body: { name: 'Tablet' } })).body).toMatchObject({
        id: made,
        name: 'Tablet',
      });
      expect((await ask('deletePasskey', { key, rawId: base64 })).status).toBe(204);
      expect(await ask('passkeys', { key })).toEqual({ status: 200, body: { passkeys: [] } });
    });

    it('lists the passkeys in the export: names and dates, no key', async () => {
      const { key } = await signUp('Irini');
      const { passkey } = await addPasskey(key, 'Phone');
      const exported = (await ask('exportAccount', { key })).body as AccountExport;
      expect(exported.passkeys).toEqual([passkey]);
    });
  });
});

describe('the sign-in limits of the passkey routes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer({
      signInLimits: { perAddress: { burst: 3, perSecond: 1 / 3 }, perAccount: { burst: 100, perSecond: 1 } },
    });
  });
  afterAll(() => t.close());

  it('counts sign-ins with passkeys with the account routes’ attempts, per address', async () => {
    expect((await call(t.http, 'createAccount', { body: { name: 'Lefteris' } })).status).toBe(200);
    expect((await call(t.http, 'passkeySignInOptions')).status).toBe(200);
    expect((await call(t.http, 'passkeySignInOptions')).status).toBe(200);
    expect(await call(t.http, 'passkeySignInOptions')).toMatchObject({ status: 429, body: { error: 'rate-limited' } });
    expect((await call(t.http, 'createAccount', { body: { name: 'Lefteris' } })).status).toBe(429);
  });
});
