// Friends and blocks over HTTP, on a real server and the worker's shared database: a request accepted, declined or
// taken back; two requests that meet make friends; a request twice or to a friend answered alike; a block removes the
// friendship and the requests both ways, and the blocked player's requests after it are answered as sent while the
// blocker never sees them; the caps; handles that name nobody; an account's deletion taking its friends with it; the
// pairs matchmaking keeps apart.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ACCOUNT_ROUTES,
  FRIEND_ROUTES,
  type FriendList,
  type FriendRoute,
  type PlayerProfile,
  MAX_FRIENDS,
  MAX_SENT_REQUESTS,
  type SignedIn,
  accountAuthorization,
  accountPath,
  friendPath,
} from '@birimba/protocol';
import { ACCOUNT_ANSWER_SCHEMAS, FRIEND_ANSWER_SCHEMAS } from '@birimba/protocol/schemas';
import { seatAccountOfKey } from '../src/accounts/account-store.js';
import { apartPairs } from '../src/friends/friend-store.js';
import { sharedDatabase } from './helpers/shared-database.js';
import { type TestServer, testServer } from './helpers/server.js';

const UNLIMITED = { perAddress: { burst: 1e6, perSecond: 1e6 }, perAccount: { burst: 1e6, perSecond: 1e6 } };

let t: TestServer;
beforeAll(async () => {
  t = await testServer({ signInLimits: UNLIMITED });
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** A friends route asked by `me` about `handle`; the answer checked against the protocol's schema. */
async function ask(me: SignedIn, route: FriendRoute, handle = ''): Promise<Answer> {
  const response = await fetch(`${t.http}${friendPath(route, handle)}`, {
    method: FRIEND_ROUTES[route].method,
    headers: { authorization: accountAuthorization(me.key) },
  });
  const text = await response.text();
  const body = text === '' ? null : (JSON.parse(text) as unknown);
  const schema = FRIEND_ANSWER_SCHEMAS[route];
  if (response.ok && schema !== undefined) v.parse(schema, body);
  return { status: response.status, body };
}

/** A new account, of a name no other test's is. */
async function signUp(name: string): Promise<SignedIn> {
  const response = await fetch(`${t.http}${accountPath('createAccount')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `${name} ${randomUUID().slice(0, 6)}` }),
  });
  return (await response.json()) as SignedIn;
}

/** The handles of each of `me`'s lists. */
async function lists(me: SignedIn): Promise<Record<keyof FriendList, string[]>> {
  const list = (await ask(me, 'friends')).body as FriendList;
  const handles = (players: FriendList['friends']) => players.map((p) => p.handle);
  return {
    friends: handles(list.friends),
    incoming: handles(list.incoming),
    outgoing: handles(list.outgoing),
    blocked: handles(list.blocked),
  };
}

const handleOf = (who: SignedIn): string => who.account.handle;
const NOTHING = { friends: [], incoming: [], outgoing: [], blocked: [] };

describe('a friend request', () => {
  it('is sent, seen by both, accepted: friends both ways, the request gone', async () => {
    const [maria, nikos] = await Promise.all([signUp('Maria'), signUp('Nikos')]);
    expect(await ask(maria, 'requestFriend', handleOf(nikos))).toEqual({ status: 200, body: { relation: 'sent' } });
    expect(await lists(maria)).toEqual({ ...NOTHING, outgoing: [handleOf(nikos)] });
    expect(await lists(nikos)).toEqual({ ...NOTHING, incoming: [handleOf(maria)] });
    const list = (await ask(nikos, 'friends')).body as FriendList;
    expect(list.incoming[0]).toMatchObject({ name: maria.account.name, avatar: null });
    expect(await ask(nikos, 'acceptFriend', handleOf(maria))).toEqual({ status: 200, body: { relation: 'friends' } });
    expect(await lists(maria)).toEqual({ ...NOTHING, friends: [handleOf(nikos)] });
    expect(await lists(nikos)).toEqual({ ...NOTHING, friends: [handleOf(maria)] });
    // Either may end it, for both.
    expect((await ask(maria, 'removeFriend', handleOf(nikos))).status).toBe(204);
    expect(await lists(nikos)).toEqual(NOTHING);
  });

  it('twice, or to a friend, is answered alike and changes nothing', async () => {
    const [maria, nikos] = await Promise.all([signUp('Maria'), signUp('Nikos')]);
    await ask(maria, 'requestFriend', handleOf(nikos));
    expect(await ask(maria, 'requestFriend', handleOf(nikos))).toEqual({ status: 200, body: { relation: 'sent' } });
    expect(await lists(nikos)).toEqual({ ...NOTHING, incoming: [handleOf(maria)] });
    await ask(nikos, 'acceptFriend', handleOf(maria));
    expect(await ask(maria, 'requestFriend', handleOf(nikos))).toEqual({ status: 200, body: { relation: 'friends' } });
    expect(await lists(maria)).toEqual({ ...NOTHING, friends: [handleOf(nikos)] });
  });

  it('to a player who asked you makes you friends', async () => {
    const [maria, nikos] = await Promise.all([signUp('Maria'), signUp('Nikos')]);
    await ask(maria, 'requestFriend', handleOf(nikos));
    expect(await ask(nikos, 'requestFriend', handleOf(maria))).toEqual({ status: 200, body: { relation: 'friends' } });
    expect(await lists(maria)).toEqual({ ...NOTHING, friends: [handleOf(nikos)] });
    expect(await lists(nikos)).toEqual({ ...NOTHING, friends: [handleOf(maria)] });
  });

  it('declined leaves the receiver’s list; the sender is not told, and asking again changes nothing', async () => {
    const [maria, nikos] = await Promise.all([signUp('Maria'), signUp('Nikos')]);
    await ask(maria, 'requestFriend', handleOf(nikos));
    expect((await ask(nikos, 'declineFriend', handleOf(maria))).status).toBe(204);
    expect(await lists(nikos)).toEqual(NOTHING);
    expect(await lists(maria)).toEqual({ ...NOTHING, outgoing: [handleOf(nikos)] });
    expect(await ask(maria, 'requestFriend', handleOf(nikos))).toEqual({ status: 200, body: { relation: 'sent' } });
    expect(await lists(nikos)).toEqual(NOTHING);
    // Accepting a declined request is no longer offered; asking the sender back still makes friends.
    expect((await ask(nikos, 'acceptFriend', handleOf(maria))).status).toBe(404);
    expect((await ask(nikos, 'requestFriend', handleOf(maria))).body).toEqual({ relation: 'friends' });
  });

  it('taken back leaves both lists', async () => {
    const [maria, nikos] = await Promise.all([signUp('Maria'), signUp('Nikos')]);
    await ask(maria, 'requestFriend', handleOf(nikos));
    expect((await ask(maria, 'cancelFriendRequest', handleOf(nikos))).status).toBe(204);
    expect(await lists(maria)).toEqual(NOTHING);
    expect(await lists(nikos)).toEqual(NOTHING);
    expect((await ask(nikos, 'acceptFriend', handleOf(maria))).status).toBe(404);
  });

  it('is refused for oneself, a handle of nobody, and without a key', async () => {
    const maria = await signUp('Maria');
    const self = await ask(maria, 'requestFriend', handleOf(maria));
    expect(self).toMatchObject({ status: 400, body: { error: 'bad-request' } });
    expect(await ask(maria, 'requestFriend', 'nobody-has-this-handle')).toMatchObject({
      status: 404,
      body: { error: 'not-found' },
    });
    expect((await ask(maria, 'block', '%E2%80%AE')).status).toBe(404);
    const keyless = await fetch(`${t.http}${friendPath('friends')}`);
    expect(keyless.status).toBe(401);
    expect(await lists(maria)).toEqual(NOTHING);
  });

  it('finds the player by the name their handle was made of, as /p/ does', async () => {
    const [maria, nikos] = await Promise.all([signUp('Maria'), signUp('Nikos')]);
    expect((await ask(maria, 'requestFriend', handleOf(nikos).toUpperCase())).body).toEqual({ relation: 'sent' });
    expect(await lists(nikos)).toEqual({ ...NOTHING, incoming: [handleOf(maria)] });
  });
});

describe('a friendship', () => {
  it('shows a player’s matches kept for friends to their friends, and to them alone', async () => {
    const [maria, nikos, eleni] = await Promise.all([signUp('Maria'), signUp('Nikos'), signUp('Eleni')]);
    const profile = async (asker: SignedIn) =>
      (await (
        await fetch(`${t.http}${accountPath('player', handleOf(nikos))}`, {
          headers: { authorization: accountAuthorization(asker.key) },
        })
      ).json()) as PlayerProfile;
    // Nikos keeps his matches for his friends (the default).
    expect((await profile(maria)).history).toBe(false);
    await ask(maria, 'requestFriend', handleOf(nikos));
    expect((await profile(maria)).history).toBe(false);
    await ask(nikos, 'acceptFriend', handleOf(maria));
    expect((await profile(maria)).history).toBe(true);
    expect((await profile(eleni)).history).toBe(false);
    const matches = await fetch(`${t.http}${accountPath('playerMatches', handleOf(nikos))}`, {
      headers: { authorization: accountAuthorization(maria.key) },
    });
    expect(matches.status).toBe(200);
  });
});

describe('a block', () => {
  it('removes the friendship and every request both ways', async () => {
    const [maria, nikos, eleni] = await Promise.all([signUp('Maria'), signUp('Nikos'), signUp('Eleni')]);
    await ask(maria, 'requestFriend', handleOf(nikos));
    await ask(nikos, 'acceptFriend', handleOf(maria));
    await ask(eleni, 'requestFriend', handleOf(maria));
    await ask(maria, 'requestFriend', handleOf(eleni)); // friends
    await ask(maria, 'removeFriend', handleOf(eleni));
    await ask(eleni, 'requestFriend', handleOf(maria));
    expect((await ask(maria, 'block', handleOf(nikos))).status).toBe(204);
    expect((await ask(maria, 'block', handleOf(eleni))).status).toBe(204);
    expect(await lists(maria)).toEqual({
      ...NOTHING,
      blocked: expect.arrayContaining([handleOf(nikos), handleOf(eleni)]) as string[],
    });
    expect(await lists(nikos)).toEqual(NOTHING);
    expect(await lists(eleni)).toEqual(NOTHING);
    // Blocking oneself is no block; the blocker may not ask the blocked.
    expect((await ask(maria, 'block', handleOf(maria))).status).toBe(400);
    expect(await ask(maria, 'requestFriend', handleOf(nikos))).toMatchObject({
      status: 403,
      body: { error: 'forbidden' },
    });
  });

  it('refuses the blocked player’s requests silently: answered as sent, never seen by the blocker', async () => {
    const [maria, nikos] = await Promise.all([signUp('Maria'), signUp('Nikos')]);
    await ask(maria, 'block', handleOf(nikos));
    expect(await ask(nikos, 'requestFriend', handleOf(maria))).toEqual({ status: 200, body: { relation: 'sent' } });
    expect(await ask(nikos, 'requestFriend', handleOf(maria))).toEqual({ status: 200, body: { relation: 'sent' } });
    expect(await lists(nikos)).toEqual({ ...NOTHING, outgoing: [handleOf(maria)] });
    expect(await lists(maria)).toEqual({ ...NOTHING, blocked: [handleOf(nikos)] });
    expect((await ask(maria, 'acceptFriend', handleOf(nikos))).status).toBe(404);
    // Unblocked: the refused request stays refused; a new one is a request.
    expect((await ask(maria, 'unblock', handleOf(nikos))).status).toBe(204);
    expect(await lists(maria)).toEqual(NOTHING);
    expect(await lists(nikos)).toEqual(NOTHING);
    await ask(nikos, 'requestFriend', handleOf(maria));
    expect(await lists(maria)).toEqual({ ...NOTHING, incoming: [handleOf(nikos)] });
  });

  it('is known to a room the blocker joins: the account of their key names whom they blocked', async () => {
    const [maria, nikos] = await Promise.all([signUp('Maria'), signUp('Nikos')]);
    const db = await sharedDatabase();
    await ask(maria, 'block', handleOf(nikos));
    expect((await seatAccountOfKey(db, maria.key, Date.now()))?.blocks).toEqual([nikos.account.id]);
    expect((await seatAccountOfKey(db, nikos.key, Date.now()))?.blocks).toEqual([]);
  });

  it('keeps the pairs apart for matchmaking: who blocked whom among the accounts asked about', async () => {
    const [maria, nikos, eleni, kostas] = await Promise.all([
      signUp('Maria'),
      signUp('Nikos'),
      signUp('Eleni'),
      signUp('Kostas'),
    ]);
    await ask(maria, 'block', handleOf(nikos));
    await ask(eleni, 'block', handleOf(maria));
    await ask(kostas, 'block', handleOf(nikos));
    const [m, n, e, k] = [maria.account.id, nikos.account.id, eleni.account.id, kostas.account.id];
    const db = await sharedDatabase();
    const sorted = (pairs: [string, string][]) => pairs.map((p) => p.join('>')).sort();
    expect(sorted(await apartPairs(db, [m, n, e]))).toEqual(
      sorted([
        [m, n],
        [e, m],
      ]),
    );
    // Kostas's block counts only when both are asked about; one account alone is no pair.
    expect(await apartPairs(db, [k, e])).toEqual([]);
    expect(await apartPairs(db, [k, n])).toEqual([[k, n]]);
    expect(await apartPairs(db, [m])).toEqual([]);
  });
});

describe('the caps', () => {
  it(`refuse a request past ${String(MAX_SENT_REQUESTS)} waiting, and a friend past ${String(MAX_FRIENDS)}`, async () => {
    const [maria, nikos, eleni] = await Promise.all([signUp('Maria'), signUp('Nikos'), signUp('Eleni')]);
    const db = await sharedDatabase();
    // Made in the database (each handle its id): 500 accounts through the routes would take the test's time for nothing.
    const others = Array.from({ length: MAX_FRIENDS }, () => `cap${randomUUID().replaceAll('-', '').slice(0, 20)}`);
    await db.query(
      `INSERT INTO accounts (id, name, handle, handle_key) SELECT id, 'Other', id, id FROM unnest($1::text[]) AS id`,
      [others],
    );
    await db.query(
      `INSERT INTO friend_requests (from_account, to_account) SELECT $1, id FROM unnest($2::text[]) AS id`,
      [maria.account.id, others.slice(0, MAX_SENT_REQUESTS)],
    );
    expect(await ask(maria, 'requestFriend', handleOf(nikos))).toMatchObject({
      status: 409,
      body: { error: 'friend-limit' },
    });
    // One taken back makes room for one.
    await ask(maria, 'cancelFriendRequest', others[0]);
    expect((await ask(maria, 'requestFriend', handleOf(nikos))).body).toEqual({ relation: 'sent' });

    await db.query(
      `INSERT INTO friendships (low, high) SELECT LEAST($1, id), GREATEST($1, id) FROM unnest($2::text[]) AS id`,
      [eleni.account.id, others],
    );
    await ask(nikos, 'requestFriend', handleOf(eleni));
    expect(await ask(eleni, 'acceptFriend', handleOf(nikos))).toMatchObject({
      status: 409,
      body: { error: 'friend-limit' },
    });
    expect(await ask(nikos, 'requestFriend', handleOf(eleni))).toEqual({ status: 200, body: { relation: 'sent' } });
    await ask(eleni, 'removeFriend', others[1]);
    expect((await ask(eleni, 'acceptFriend', handleOf(nikos))).body).toEqual({ relation: 'friends' });
  });
});

describe('an account deleted', () => {
  it('takes its friendships, requests and blocks with it; its export held them', async () => {
    const [maria, nikos, eleni] = await Promise.all([signUp('Maria'), signUp('Nikos'), signUp('Eleni')]);
    await ask(maria, 'requestFriend', handleOf(nikos));
    await ask(nikos, 'acceptFriend', handleOf(maria));
    await ask(maria, 'requestFriend', handleOf(eleni));
    await ask(eleni, 'block', handleOf(maria));
    const exported = await fetch(`${t.http}${accountPath('exportAccount')}`, {
      headers: { authorization: accountAuthorization(maria.key) },
    });
    const all = v.parse(ACCOUNT_ANSWER_SCHEMAS.exportAccount ?? v.never(), await exported.json()) as {
      friends: FriendList;
    };
    expect(all.friends.friends.map((f) => f.handle)).toEqual([handleOf(nikos)]);
    await fetch(`${t.http}${accountPath('deleteAccount')}`, {
      method: ACCOUNT_ROUTES.deleteAccount.method,
      headers: { authorization: accountAuthorization(maria.key) },
    });
    expect(await lists(nikos)).toEqual(NOTHING);
    expect(await lists(eleni)).toEqual(NOTHING);
    const db = await sharedDatabase();
    const left = await db.query(
      `SELECT 1 FROM friendships WHERE $1 IN (low, high) UNION ALL
       SELECT 1 FROM friend_requests WHERE $1 IN (from_account, to_account) UNION ALL
       SELECT 1 FROM blocks WHERE $1 IN (blocker, blocked)`,
      [maria.account.id],
    );
    expect(left).toEqual([]);
  });
});
