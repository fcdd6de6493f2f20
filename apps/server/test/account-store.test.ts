// The account store on both drivers (the embedded PGlite and a real PostgreSQL): an account made from a name with a
// handle free by its fold, even when many ask at once; keys and links kept only as hashes; a link good once, within
// ten minutes; signing out one device or every one; a rename that keeps the handle; a profile changed only where asked;
// a deletion that erases the profile and frees the handle; an export of what is kept.

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ID_LENGTH, ACCOUNT_KEY_LENGTH, DEVICE_LINK_MS } from '@birimba/protocol';
import { LAST_USED_EVERY_MS, AccountStore } from '../src/accounts/account-store.js';
import type { Database } from '../src/db/database.js';
import { migrate, readMigrations } from '../src/db/migrations.js';
import { DATABASES } from './helpers/databases.js';

/** The time the store reads, moved by the test. */
const clock = { time: 1_750_000_000_000, now: () => clock.time };

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

describe.each(DATABASES)('accounts on the $kind database', (databases) => {
  beforeAll(async () => {
    if (databases.missing === null) await databases.start();
  });
  afterAll(() => databases.stop());

  describe.skipIf(databases.missing !== null)('', () => {
    let db: Database;
    let store: AccountStore;
    beforeAll(async () => {
      db = await databases.fresh();
      await migrate(db, readMigrations());
      store = new AccountStore(db, clock);
    });

    /** A new account of `name`, which must be made. */
    async function made(name: string) {
      const result = await store.createAccount(name);
      if (!result.ok) throw new Error(`not made: ${result.error.message}`);
      return result;
    }

    it('makes an account of a name: a random id, a handle from the name, a key that signs it in', async () => {
      const { account, key } = await made('Ελένη Π.');
      expect(account).toEqual({
        id: expect.stringMatching(new RegExp(`^[A-Za-z0-9_-]{${String(ACCOUNT_ID_LENGTH)}}$`)) as string,
        name: 'Ελένη Π.',
        handle: 'eleni-p',
        avatar: null,
        languages: [],
        joined: new Date(clock.time).toISOString(),
        privacy: { statistics: 'everyone', history: 'friends', leaderboards: true },
      });
      expect(key).toMatch(new RegExp(`^[A-Za-z0-9_-]{${String(ACCOUNT_KEY_LENGTH)}}$`));
      expect(await store.accountOfKey(key)).toBe(account.id);
      expect(await store.account(account.id)).toEqual(account);
    });

    it('refuses a name against the name rules, and keeps nothing of it', async () => {
      const before = await db.query('SELECT id FROM accounts');
      for (const name of ['', ' Nikos', 'Ni\u202Ekos', 'x'.repeat(200)])
        expect(await store.createAccount(name)).toMatchObject({ ok: false, error: { error: 'name-invalid' } });
      expect(await db.query('SELECT id FROM accounts')).toEqual(before);
    });

    it('numbers a handle until it is free by its fold: Nikos, then NIKOS and Νίκος', async () => {
      const handles = [];
      for (const name of ['Nikos', 'NIKOS', 'Νίκος']) handles.push((await made(name)).account.handle);
      expect(handles).toEqual(['nikos', 'nikos-2', 'nikos-3']);
    });

    it('gives each of many accounts made at once a handle of its own', async () => {
      const all = await Promise.all(Array.from({ length: 8 }, () => made('Maria')));
      expect(new Set(all.map((a) => a.account.handle)).size).toBe(8);
      expect(all.map((a) => a.account.handle).sort()).toContain('maria');
    });

    it('takes a name made to look like SQL as just a name', async () => {
      const name = "');DROP TABLE accounts--";
      const { account, key } = await made(name);
      expect((await store.account(account.id))?.name).toBe(name);
      expect(await store.accountOfKey(key)).toBe(account.id);
      expect(await db.query('SELECT count(*) AS n FROM accounts WHERE name = $1', [name])).toEqual([{ n: 1 }]);
    });

    it('keeps keys and links only as their SHA-256: no secret is in any table', async () => {
      const { account, key } = await made('Kostas');
      const link = await store.makeDeviceLink(account.id);
      const tables = JSON.stringify([
        await db.query('SELECT * FROM accounts'),
        await db.query('SELECT * FROM device_keys'),
        await db.query('SELECT * FROM sign_in_links'),
      ]);
      expect(tables).not.toContain(key);
      expect(tables).not.toContain(link.secret);
      expect(tables).toContain(sha256(key));
      expect(tables).toContain(sha256(link.secret));
    });

    it('signs nobody in with an unknown key', async () => {
      expect(await store.accountOfKey('A'.repeat(ACCOUNT_KEY_LENGTH))).toBeNull();
    });

    it('writes when a key was last used at most once a minute', async () => {
      const { key } = await made('Giorgos');
      const lastUsed = async (): Promise<number> => {
        const [row] = await db.query<{ last_used_at: Date }>(
          'SELECT last_used_at FROM device_keys WHERE key_hash = $1',
          [sha256(key)],
        );
        return row?.last_used_at.getTime() ?? -1;
      };
      const madeAt = clock.time;
      clock.time += LAST_USED_EVERY_MS - 1;
      await store.accountOfKey(key);
      expect(await lastUsed()).toBe(madeAt);
      clock.time += 1;
      await store.accountOfKey(key);
      expect(await lastUsed()).toBe(clock.time);
    });

    it('signs another device in with a link, once: the first device stays signed in', async () => {
      const { account, key } = await made('Anna');
      const link = await store.makeDeviceLink(account.id);
      expect(link.expires).toBe(new Date(clock.time + DEVICE_LINK_MS).toISOString());
      const phone = await store.redeemDeviceLink(link.secret);
      expect(phone?.account).toEqual(account);
      expect(phone?.key).not.toBe(key);
      expect(await store.accountOfKey(phone?.key ?? '')).toBe(account.id);
      expect(await store.accountOfKey(key)).toBe(account.id);
      expect(await store.redeemDeviceLink(link.secret)).toBeNull();
    });

    it('lets only one of two devices opening one link at once in', async () => {
      const { account } = await made('Petros');
      const link = await store.makeDeviceLink(account.id);
      const both = await Promise.all([store.redeemDeviceLink(link.secret), store.redeemDeviceLink(link.secret)]);
      expect(both.filter((signedIn) => signedIn !== null)).toHaveLength(1);
      expect(await db.query('SELECT count(*) AS n FROM device_keys WHERE account_id = $1', [account.id])).toEqual([
        { n: 2 },
      ]);
    });

    it('refuses a link once its ten minutes are over', async () => {
      const { account } = await made('Sofia');
      const late = await store.makeDeviceLink(account.id);
      const inTime = await store.makeDeviceLink(account.id);
      clock.time += DEVICE_LINK_MS - 1;
      expect(await store.redeemDeviceLink(inTime.secret)).not.toBeNull();
      clock.time += 1;
      expect(await store.redeemDeviceLink(late.secret)).toBeNull();
      expect(await store.redeemDeviceLink('B'.repeat(ACCOUNT_KEY_LENGTH))).toBeNull();
    });

    it('signs one device out, and then every device and every unused link', async () => {
      const { account, key } = await made('Dimitra');
      const phone = await store.redeemDeviceLink((await store.makeDeviceLink(account.id)).secret);
      const tablet = await store.redeemDeviceLink((await store.makeDeviceLink(account.id)).secret);
      const unused = await store.makeDeviceLink(account.id);
      await store.signOut(phone?.key ?? '');
      expect(await store.accountOfKey(phone?.key ?? '')).toBeNull();
      expect(await store.accountOfKey(key)).toBe(account.id);
      await store.signOutEverywhere(account.id);
      expect(await store.accountOfKey(key)).toBeNull();
      expect(await store.accountOfKey(tablet?.key ?? '')).toBeNull();
      expect(await store.redeemDeviceLink(unused.secret)).toBeNull();
    });

    it('renames an account and keeps its handle; a name against the rules changes nothing', async () => {
      const { account } = await made('Vasilis');
      expect(await store.rename(account.id, 'Βασίλης')).toEqual({ ok: true, ...account, name: 'Βασίλης' });
      expect(await store.rename(account.id, 'Ba\u200Bsilis')).toMatchObject({ error: { error: 'name-invalid' } });
      expect((await store.account(account.id))?.name).toBe('Βασίλης');
    });

    it('changes only what a profile edit names', async () => {
      const { account } = await made('Irini');
      const edited = await store.editProfile(account.id, { avatar: 'owl', languages: ['el', 'en'] });
      expect(edited).toEqual({ ...account, avatar: 'owl', languages: ['el', 'en'] });
      const hidden = await store.editProfile(account.id, { privacy: { history: 'nobody' } });
      expect(hidden).toEqual({ ...edited, privacy: { statistics: 'everyone', history: 'nobody', leaderboards: true } });
      expect(await store.editProfile(account.id, { avatar: null })).toEqual({ ...hidden, avatar: null });
    });

    it('deletes an account: its profile erased, its keys refused, its handle free again', async () => {
      const { account, key } = await made('Stavros');
      await store.editProfile(account.id, { avatar: 'fox', languages: ['el'] });
      const link = await store.makeDeviceLink(account.id);
      await store.deleteAccount(account.id);
      expect(await store.accountOfKey(key)).toBeNull();
      expect(await store.account(account.id)).toBeNull();
      expect(await store.redeemDeviceLink(link.secret)).toBeNull();
      expect(await store.exportAccount(account.id)).toBeNull();
      expect(
        await db.query('SELECT name, handle, handle_key, avatar, languages FROM accounts WHERE id = $1', [account.id]),
      ).toEqual([{ name: null, handle: null, handle_key: null, avatar: null, languages: [] }]);
      expect((await made('Stavros')).account.handle).toBe('stavros');
    });

    it('exports what is kept of an account: itself, its name, its devices', async () => {
      const { account, key } = await made('Katerina');
      await store.redeemDeviceLink((await store.makeDeviceLink(account.id)).secret);
      expect(await store.exportAccount(account.id)).toEqual({
        format: 'birimba-account',
        version: 1,
        exported: new Date(clock.time).toISOString(),
        account,
        names: [{ name: 'Katerina', from: account.joined, until: null }],
        devices: 2,
        passkeys: [],
        statistics: [],
        matches: [],
        friends: { friends: [], incoming: [], outgoing: [], blocked: [] },
      });
      await store.signOut(key);
      expect((await store.exportAccount(account.id))?.devices).toBe(1);
    });
  });
});
