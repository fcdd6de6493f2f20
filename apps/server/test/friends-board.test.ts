// The friends' board on a real server and the worker's shared database: the asker and their friends only, by the
// same rules as everyone's board (ten counted rated matches to be on it, the same order, level rows sharing a rank),
// ranked within it, the asker's place among them; a player who is not a friend, however strong, is not on it; it
// needs a key.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  FRIEND_ROUTES,
  type LeaderboardPage,
  type SignedIn,
  accountAuthorization,
  accountPath,
  friendPath,
  leaderboardPath,
} from '@birimba/protocol';
import { LeaderboardPageSchema } from '@birimba/protocol/schemas';
import type { Database } from '../src/db/database.js';
import { sharedDatabase } from './helpers/shared-database.js';
import { type TestServer, testServer } from './helpers/server.js';

const UNLIMITED = { perAddress: { burst: 1e6, perSecond: 1e6 }, perAccount: { burst: 1e6, perSecond: 1e6 } };

let t: TestServer;
let db: Database;
beforeAll(async () => {
  db = await sharedDatabase();
  t = await testServer({ signInLimits: UNLIMITED, database: db });
});
afterAll(() => t.close());

/** A new account, of a name no other test's is. */
async function signUp(name: string): Promise<SignedIn> {
  const response = await fetch(`${t.http}${accountPath('createAccount')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `${name} ${randomUUID().slice(0, 6)}` }),
  });
  return (await response.json()) as SignedIn;
}

/** `a` and `b` become friends through the routes (a request, then its acceptance). */
async function befriend(a: SignedIn, b: SignedIn): Promise<void> {
  for (const [me, other, route] of [
    [a, b, 'requestFriend'],
    [b, a, 'acceptFriend'],
  ] as const) {
    const response = await fetch(`${t.http}${friendPath(route, other.account.handle)}`, {
      method: FRIEND_ROUTES[route].method,
      headers: { authorization: accountAuthorization(me.key) },
    });
    expect(response.status).toBe(200);
  }
}

/** Gives the account the rating `rating` in the four-player form after `matches` counted rated matches. */
async function rate(who: SignedIn, rating: number, matches: number): Promise<void> {
  await db.query(
    `INSERT INTO ratings (account_id, form, mu, sigma, matches) VALUES ($1, 4, $2, 4, $3)
     ON CONFLICT (account_id, form) DO UPDATE SET mu = excluded.mu, matches = excluded.matches`,
    [who.account.id, 25 + (rating - 1500) / 20, matches],
  );
}

async function friendsBoard(key?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${t.http}${leaderboardPath(4, 'all', 'friends')}`, {
    headers: key === undefined ? {} : { authorization: accountAuthorization(key) },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('the friends’ board', () => {
  it('holds the asker and their friends of ten matches, ranked among themselves', async () => {
    const [maria, nikos, eleni, kostas] = [
      await signUp('Maria'),
      await signUp('Nikos'),
      await signUp('Eleni'),
      await signUp('Kostas'),
    ];
    const [stranger, newcomer] = [await signUp('Stranger'), await signUp('Newcomer')];
    for (const friend of [nikos, eleni, kostas, newcomer]) await befriend(maria, friend);
    await rate(maria, 1550, 12);
    await rate(nikos, 1600, 20);
    await rate(eleni, 1550, 12);
    await rate(kostas, 1400, 10);
    await rate(stranger, 9000, 50); // on everyone's board at the top, not a friend
    await rate(newcomer, 1900, 9); // a friend, too few matches
    const answer = await friendsBoard(maria.key);
    expect(answer.status).toBe(200);
    const board: LeaderboardPage = v.parse(LeaderboardPageSchema, answer.body);
    const rows = board.top.map((e) => [e.handle, e.rank]);
    const [first, second] = [maria, eleni].map((p) => p.account.handle).sort();
    expect(rows).toEqual([
      [nikos.account.handle, 1],
      [first, 2],
      [second, 2],
      [kostas.account.handle, 4],
    ]);
    expect(board).toMatchObject({ form: 4, period: 'all', board: 'friends', you: 2, around: board.top });
    // Everyone's board has the stranger first: the friends' ranks are their own.
    const all = (await (await fetch(`${t.http}${leaderboardPath(4)}`)).json()) as LeaderboardPage;
    expect(all.top[0]?.handle).toBe(stranger.account.handle);
    // Kostas's friends' board is Maria's and his own.
    const his = v.parse(LeaderboardPageSchema, (await friendsBoard(kostas.key)).body);
    expect(his.top.map((e) => [e.handle, e.rank])).toEqual([
      [maria.account.handle, 1],
      [kostas.account.handle, 2],
    ]);
    expect(his.you).toBe(2);
    // The newcomer is not on it, and so has no place.
    expect(v.parse(LeaderboardPageSchema, (await friendsBoard(newcomer.key)).body)).toMatchObject({
      around: null,
      you: null,
    });
  });

  it('needs a key', async () => {
    expect(await friendsBoard()).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
  });
});
