// The table's account client (apps/table's online/account) against this server: a device not signed in asks nothing
// of a keyed route; making an account keeps its key; a sign-in link signs a second device into the same account; a
// key the server no longer takes (signed out everywhere) is forgotten by the device that held it; a server that
// cannot be reached is `unreachable`, never an exception.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceLinkSecret, deviceLinkUrl } from '@birimba/protocol';
import { AccountClient } from '../../table/src/online/account/account-client.js';
import { AccountKeys } from '../../table/src/online/account/account-keys.js';
import { memoryStorage } from '../../table/test/support/memory-storage.js';
import { freePort } from './helpers/redis.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

/** A device of a person: its storage, its keys, its client of the test's server. */
function device(origin = (): string => t.http): { keys: AccountKeys; client: AccountClient } {
  const kept = memoryStorage();
  const keys = new AccountKeys(() => kept, origin);
  return { keys, client: new AccountClient(origin, keys) };
}

describe('the table’s account client', () => {
  it('signs a laptop in by a name and a phone in by its link, and forgets the key once it is revoked', async () => {
    const laptop = device();
    // Not signed in: a keyed route is not asked at all.
    expect(await laptop.client.call('me')).toMatchObject({ ok: false, problem: 'signed-out' });

    const made = await laptop.client.call('createAccount', { name: 'Maria' });
    if (!made.ok) throw new Error(made.message);
    laptop.keys.keep({ id: made.value.account.id, key: made.value.key });
    const me = await laptop.client.call('me');
    expect(me).toMatchObject({ ok: true, value: { id: made.value.account.id, name: 'Maria' } });

    // The link, as the phone opens it (its secret in the address's fragment).
    const link = await laptop.client.call('makeDeviceLink');
    if (!link.ok) throw new Error(link.message);
    const opened = deviceLinkUrl(t.http, link.value.secret);
    const phone = device();
    const signed = await phone.client.call('redeemDeviceLink', { secret: deviceLinkSecret(opened) ?? '' });
    if (!signed.ok) throw new Error(signed.message);
    phone.keys.keep({ id: signed.value.account.id, key: signed.value.key });
    expect(await phone.client.call('me')).toMatchObject({ ok: true, value: { id: made.value.account.id } });
    // Used once: a second device opening the same link is refused.
    expect(await device().client.call('redeemDeviceLink', { secret: link.value.secret })).toMatchObject({
      ok: false,
      problem: 'unauthorized',
    });

    // Signed out everywhere from the laptop: the phone's key is refused, and the phone forgets it.
    expect(await laptop.client.call('signOutEverywhere')).toMatchObject({ ok: true });
    expect(await phone.client.call('me')).toMatchObject({ ok: false, problem: 'unauthorized' });
    expect(phone.keys.account()).toBeNull();
    expect(await laptop.client.call('me')).toMatchObject({ ok: false, problem: 'unauthorized' });
    expect(laptop.keys.account()).toBeNull();
  });

  it('answers unreachable when the server cannot be reached', async () => {
    const port = await freePort();
    const away = device(() => `http://127.0.0.1:${String(port)}`);
    expect(await away.client.call('createAccount', { name: 'Nikos' })).toMatchObject({
      ok: false,
      problem: 'unreachable',
    });
  });
});
