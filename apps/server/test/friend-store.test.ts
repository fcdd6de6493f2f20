// The friends' store on both drivers (the embedded PGlite and a real PostgreSQL): the rules' SQL runs alike — a
// request that meets one makes friends, a blocked player's request is kept hidden, the pairs kept apart.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStore } from '../src/accounts/account-store.js';
import type { Database } from '../src/db/database.js';
import { migrate, readMigrations } from '../src/db/migrations.js';
import { FriendStore, apartPairs, friendList } from '../src/friends/friend-store.js';
import { DATABASES } from './helpers/databases.js';

describe.each(DATABASES)('friends on the $kind database', (databases) => {
  beforeAll(async () => {
    if (databases.missing === null) await databases.start();
  });
  afterAll(() => databases.stop());

  describe.skipIf(databases.missing !== null)('', () => {
    let db: Database;
    let friends: FriendStore;
    let made: (name: string) => Promise<string>;
    beforeAll(async () => {
      db = await databases.fresh();
      await migrate(db, readMigrations());
      const clock = { now: () => 1_750_000_000_000 };
      const accounts = new AccountStore(db, clock);
      friends = new FriendStore(db, clock.now);
      made = async (name) => {
        const result = await accounts.createAccount(name);
        if (!result.ok) throw new Error(result.error.message);
        return result.account.id;
      };
    });

    it('makes friends of two requests that meet; hides a blocked player’s; keeps the pair apart', async () => {
      const [maria, nikos, eleni] = [await made('Maria'), await made('Nikos'), await made('Eleni')];
      expect(await friends.request(maria, nikos)).toEqual({ ok: true, answer: { relation: 'sent' } });
      expect(await friends.request(nikos, maria)).toEqual({ ok: true, answer: { relation: 'friends' } });
      expect((await friendList(db, maria)).friends.map((f) => f.name)).toEqual(['Nikos']);
      await friends.block(eleni, maria);
      expect(await friends.request(maria, eleni)).toEqual({ ok: true, answer: { relation: 'sent' } });
      expect((await friendList(db, eleni)).incoming).toEqual([]);
      expect(await apartPairs(db, [maria, nikos, eleni])).toEqual([[eleni, maria]]);
    });
  });
});
