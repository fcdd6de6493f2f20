// Which account sits where: a person joins with their device key (the join's `account`), the room keeps the seat's
// account in its `seated` event — never telling it to anyone — and the matches they play there are kept under it. A
// key of no account, or a database that cannot say, seats the person without one; a history stored before accounts
// still loads.

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resolveRules } from '@birimba/engine';
import { RoomModel } from '../src/room/room-model.js';
import { newToken } from '../src/secrets.js';
import { FileRoomStore } from '../src/store/file-store.js';
import type { RoomEvent } from '../src/store/room-events.js';
import { Player, playDeal } from './helpers/players.js';
import { sharedDatabase } from './helpers/shared-database.js';
import { testServer } from './helpers/server.js';
import { eventually } from './helpers/eventually.js';

/** A new account in the worker's database; its id. */
async function newAccount(name: string): Promise<string> {
  const id = `acct-${randomUUID().replaceAll('-', '')}`;
  const db = await sharedDatabase();
  await db.query('INSERT INTO accounts (id, name, handle, handle_key) VALUES ($1, $2, $1, $1)', [id, name]);
  return id;
}

describe('a person who joins with their account key', () => {
  it('plays under their account: the match is kept with it, and nobody is told it', async () => {
    const maria = { key: newToken(), id: await newAccount('Maria') };
    const keys = new Map([[maria.key, maria.id]]);
    const t = await testServer({ accountOfKey: (key) => Promise.resolve(keys.get(key) ?? null) });
    try {
      const sdk = t.sdk();
      const mariaAt = await Player.create(sdk, { name: 'Maria', account: maria.key });
      // A key of no account: Nikos plays without one.
      const nikosAt = await Player.join(sdk, mariaAt.code, { name: 'Nikos', account: newToken() });
      mariaAt.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
      mariaAt.send('start');
      await playDeal([mariaAt, nikosAt], 1);
      const db = await sharedDatabase();
      const seats = async () =>
        db.query<{ seat: number; account_id: string | null; name: string }>(
          'SELECT seat, account_id, name FROM match_players WHERE match_id LIKE $1 ORDER BY seat',
          [`${mariaAt.code}-%`],
        );
      await eventually(async () => (await seats()).length > 0, 'the match kept');
      // Each person under the name they played under (Nikos has no account: his name is the room's alone).
      expect(await seats()).toEqual([
        { seat: 0, account_id: maria.id, name: 'Maria' },
        { seat: 1, account_id: null, name: 'Nikos' },
        { seat: 2, account_id: null, name: 'easy' },
        { seat: 3, account_id: null, name: 'easy' },
      ]);
      const [stats] = await db.query<{ matches: number }>(
        'SELECT matches FROM account_stats WHERE account_id = $1 AND form = 4',
        [maria.id],
      );
      expect(stats?.matches).toBe(1);
      for (const player of [mariaAt, nikosAt]) {
        const told = JSON.stringify([player.received, player.states]);
        expect(told).toContain('Maria');
        expect(told).not.toContain(maria.id);
      }
      const [seated] = ((await new FileRoomStore(t.dataDir).load(mariaAt.code)) ?? []).filter(
        (e) => e.kind === 'seated',
      );
      expect(seated).toMatchObject({ seat: 0, account: maria.id });
      await mariaAt.room.leave();
      await nikosAt.room.leave();
    } finally {
      await t.close();
    }
  });

  it('plays under an account made over HTTP, the server’s own store naming its key', async () => {
    const t = await testServer();
    try {
      const made = await fetch(`${t.http}/api/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Eleni' }),
      });
      const { account, key } = (await made.json()) as { account: { id: string }; key: string };
      const eleni = await Player.create(t.sdk(), { name: 'Eleni', account: key });
      eleni.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
      eleni.send('start');
      await playDeal([eleni], 1);
      const db = await sharedDatabase();
      const mine = async () =>
        db.query<{ seat: number }>('SELECT seat FROM match_players WHERE account_id = $1', [account.id]);
      await eventually(async () => (await mine()).length > 0, 'the match kept under her account');
      expect(await mine()).toEqual([{ seat: 0 }]);
      await eleni.room.leave();
    } finally {
      await t.close();
    }
  });

  it('is seated without one when the database cannot say whose key it is', async () => {
    const t = await testServer({ accountOfKey: () => Promise.reject(new Error('database unavailable')) });
    try {
      const maria = await Player.create(t.sdk(), { name: 'Maria', account: newToken() });
      expect(maria.seat).toBe(0);
      const events = (await new FileRoomStore(t.dataDir).load(maria.code)) ?? [];
      const seated = events.find((e) => e.kind === 'seated');
      expect(seated).toMatchObject({ kind: 'seated', seat: 0, name: 'Maria' });
      expect(seated).not.toHaveProperty('account');
      await maria.room.leave();
    } finally {
      await t.close();
    }
  });
});

describe('a room’s history', () => {
  const settings = { rules: resolveRules({ players: 2 }), botLevel: 'easy', moveTimer: 0, public: false };
  const history = (seated: RoomEvent): RoomEvent[] => [
    RoomModel.created('7KQ2M9XRTA', settings),
    seated,
    { kind: 'started', seed: 'seed-1', bots: [null, 'easy'] },
  ];

  it('stored before accounts loads, its person without an account', () => {
    const room = RoomModel.fromHistory(history({ kind: 'seated', seat: 0, name: 'Maria', tokenHash: 'ab'.repeat(32) }));
    expect(room.seats[0]?.account ?? null).toBeNull();
    expect(room.match?.accounts).toEqual([null, null]);
    expect(room.match?.startedAt).toBeNull();
    room.dispose();
  });

  it('keeps the seat’s account for the match played there', () => {
    const room = RoomModel.fromHistory(
      history({ kind: 'seated', seat: 0, name: 'Maria', tokenHash: 'ab'.repeat(32), account: 'maria-account-1' }),
    );
    expect(room.match?.accounts).toEqual(['maria-account-1', null]);
    room.dispose();
  });
});
