// The account routes over HTTP on a real server and a real PostgreSQL: a person signs up by a name, signs a second
// device in with a link, signs out one device and then every one; renames, edits, exports and deletes their account —
// and only their own. Keys and links are kept as hashes, travel only in a header, never reach a log line; a key or link
// that is no good is refused alike; attempts are limited; and with the database stopped the routes answer 503 while a
// game on the same server goes on.

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROUTES,
  ACCOUNT_KEY_LENGTH,
  type AccountRoute,
  type AccountSelf,
  DEVICE_LINK_MS,
  type DeviceLink,
  type SignedIn,
  accountAuthorization,
  accountPath,
} from '@birimba/protocol';
import type { Database } from '../src/db/database.js';
import { postgresDatabase } from '../src/db/postgres-database.js';
import { NO_POSTGRES, type TestPostgres, startPostgres } from './helpers/postgres.js';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** As many attempts as the tests make: the limits have their own server below. */
const UNLIMITED = { perAddress: { burst: 1e6, perSecond: 1e6 }, perAccount: { burst: 1e6, perSecond: 1e6 } };

/** An answer: its status, its JSON body (null for none) and its headers. */
interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

/** Calls `route` of the server at `http`: with a key in the header, a body as JSON, a handle in the path. */
async function call(
  http: string,
  route: AccountRoute,
  options: { key?: string; body?: unknown; handle?: string; raw?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.key !== undefined) headers.authorization = accountAuthorization(options.key);
  const text = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (text !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${http}${accountPath(route, options.handle)}`, {
    method: ACCOUNT_ROUTES[route].method,
    headers,
    ...(text === undefined ? {} : { body: text }),
  });
  const body = await response.text();
  return {
    status: response.status,
    body: body === '' ? null : (JSON.parse(body) as unknown),
    headers: response.headers,
  };
}

describe.skipIf(NO_POSTGRES !== null)('the account routes', () => {
  let postgres: TestPostgres;
  let t: TestServer;
  let db: Database;
  /** Every key and link secret the server told, to look for in its tables and its log. */
  const keys: string[] = [];
  const links: string[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    const url = await postgres.database();
    t = await testServer({ databaseUrl: url, signInLimits: UNLIMITED });
    db = postgresDatabase({ url, checkMs: 300, connectMs: 1000 });
  });
  afterAll(async () => {
    await t.close();
    await db.close();
    await postgres.stop();
  });

  const ask = (route: AccountRoute, options?: Parameters<typeof call>[2]) => call(t.http, route, options);

  /** A new account of `name`, signed in on one device. */
  async function signUp(name: string): Promise<SignedIn> {
    const answer = await ask('createAccount', { body: { name } });
    expect(answer.status).toBe(200);
    const signedIn = answer.body as SignedIn;
    keys.push(signedIn.key);
    return signedIn;
  }

  async function deviceLink(key: string): Promise<DeviceLink> {
    const answer = await ask('makeDeviceLink', { key });
    expect(answer.status).toBe(200);
    const link = answer.body as DeviceLink;
    links.push(link.secret);
    return link;
  }

  /** Signs a device in with a link's secret: the new key, or the refusal. */
  async function redeem(secret: string): Promise<Answer> {
    const answer = await ask('redeemDeviceLink', { body: { secret } });
    if (answer.status === 200) keys.push((answer.body as SignedIn).key);
    return answer;
  }

  /** What every key or link that is no good gets: the same 401. */
  const refused = { status: 401, body: { error: 'unauthorized', message: expect.any(String) as string } };
  let notSignedIn: unknown;
  beforeAll(async () => {
    notSignedIn = (await ask('me', { key: 'G'.repeat(ACCOUNT_KEY_LENGTH) })).body;
  });

  it('signs a person up by a name, a second device in by a link, and both out', async () => {
    const laptop = await signUp('Νίκος');
    expect(laptop.account).toMatchObject({ name: 'Νίκος', handle: 'nikos', avatar: null });
    expect(await ask('me', { key: laptop.key })).toMatchObject({ status: 200, body: laptop.account });

    const link = await deviceLink(laptop.key);
    const phone = await redeem(link.secret);
    expect(phone).toMatchObject({ status: 200, body: { account: laptop.account } });
    const phoneKey = (phone.body as SignedIn).key;
    expect(phoneKey).not.toBe(laptop.key);
    expect(await ask('me', { key: phoneKey })).toMatchObject({ status: 200, body: laptop.account });
    expect(await ask('me', { key: laptop.key })).toMatchObject({ status: 200 });

    expect((await ask('signOut', { key: phoneKey })).status).toBe(204);
    expect(await ask('me', { key: phoneKey })).toMatchObject({ ...refused, body: notSignedIn });
    expect(await ask('me', { key: laptop.key })).toMatchObject({ status: 200 });

    const unused = await deviceLink(laptop.key);
    const tablet = (await redeem((await deviceLink(laptop.key)).secret)).body as SignedIn;
    expect((await ask('signOutEverywhere', { key: laptop.key })).status).toBe(204);
    expect(await ask('me', { key: laptop.key })).toMatchObject({ ...refused, body: notSignedIn });
    expect(await ask('me', { key: tablet.key })).toMatchObject({ ...refused, body: notSignedIn });
    expect(await redeem(unused.secret)).toMatchObject({ ...refused, body: notSignedIn });
  });

  it('refuses a link used, expired or guessed, and a key revoked or guessed, all alike', async () => {
    const { account, key } = await signUp('Maria');
    const used = await deviceLink(key);
    expect((await redeem(used.secret)).status).toBe(200);
    const expired = await deviceLink(key);
    t.clock.advance(DEVICE_LINK_MS);
    const revoked = await signUp('Petros');
    await ask('signOut', { key: revoked.key });
    const answers = [
      await redeem(used.secret),
      await redeem(expired.secret),
      await redeem('L'.repeat(ACCOUNT_KEY_LENGTH)),
      await ask('me', { key: revoked.key }),
      await ask('me', { key: 'K'.repeat(ACCOUNT_KEY_LENGTH) }),
    ];
    for (const answer of answers) expect(answer).toMatchObject({ ...refused, body: notSignedIn });
    // Without a key, or with one in the address: not signed in either.
    expect(await ask('me')).toMatchObject(refused);
    const inUrl = await fetch(`${t.http}${accountPath('me')}?key=${key}`);
    expect(inUrl.status).toBe(401);
    expect(await ask('me', { key })).toMatchObject({ status: 200, body: account });
  });

  it('renames an account and keeps its handle; a name against the rules is refused', async () => {
    const { account, key } = await signUp('Eleni');
    expect(await ask('rename', { key, body: { name: 'Ελένη' } })).toMatchObject({
      status: 200,
      body: { ...account, name: 'Ελένη', handle: account.handle },
    });
    expect(await ask('rename', { key, body: { name: 'Ele\u202Eni' } })).toMatchObject({
      status: 400,
      body: { error: 'name-invalid' },
    });
    expect(((await ask('me', { key })).body as AccountSelf).name).toBe('Ελένη');
  });

  it('lets an account change its own profile only: there is no way to name another', async () => {
    const mine = await signUp('Giorgos');
    const theirs = await signUp('Kostas');
    expect(await ask('editProfile', { key: mine.key, body: { avatar: 'owl', languages: ['el', 'en'] } })).toMatchObject(
      { status: 200, body: { ...mine.account, avatar: 'owl', languages: ['el', 'en'] } },
    );
    expect(await ask('editProfile', { key: mine.key, body: { id: theirs.account.id, avatar: 'fox' } })).toMatchObject({
      status: 400,
      body: { error: 'bad-request' },
    });
    expect(await ask('editProfile', { key: mine.key, body: { avatar: 'my-upload' } })).toMatchObject({
      status: 400,
      body: { error: 'bad-request' },
    });
    expect(await ask('me', { key: theirs.key })).toMatchObject({ status: 200, body: theirs.account });
  });

  it('takes a name made to look like SQL as just a name', async () => {
    const name = "');DROP TABLE accounts--";
    const { key } = await signUp(name);
    expect(await ask('me', { key })).toMatchObject({ status: 200, body: { name } });
    expect(await db.query('SELECT count(*) AS n FROM accounts WHERE name = $1', [name])).toEqual([{ n: 1 }]);
  });

  it('gives the export to the account itself only', async () => {
    const mine = await signUp('Anna');
    const theirs = await signUp('Sofia');
    const exported = await ask('exportAccount', { key: mine.key });
    expect(exported).toMatchObject({
      status: 200,
      body: { format: 'birimba-account', version: 1, account: mine.account, devices: 1, matches: [] },
    });
    expect(exported.headers.get('cache-control')).toBe('no-store');
    expect(await ask('exportAccount')).toMatchObject(refused);
    const other = await ask('exportAccount', { key: theirs.key });
    expect(other).toMatchObject({ status: 200, body: { account: theirs.account } });
    expect(JSON.stringify(other.body)).not.toContain(mine.account.id);
  });

  it('shows a public profile by handle, its matches to the player alone by default', async () => {
    const { account, key } = await signUp('Dimitra');
    const profile = {
      handle: account.handle,
      name: 'Dimitra',
      avatar: null,
      languages: [],
      joined: account.joined,
      statistics: [],
    };
    expect(await ask('player', { handle: 'DIMITRA' })).toMatchObject({
      status: 200,
      body: { ...profile, history: false },
    });
    expect(await ask('player', { handle: account.handle, key })).toMatchObject({ body: { ...profile, history: true } });
    await ask('editProfile', { key, body: { privacy: { statistics: 'nobody' } } });
    expect(await ask('player', { handle: account.handle })).toMatchObject({ body: { statistics: null } });
    expect(await ask('player', { handle: 'nobody-here' })).toMatchObject({ status: 404, body: { error: 'not-found' } });
  });

  it('deletes an account: its profile erased, its keys refused, its handle free again', async () => {
    const { account, key } = await signUp('Stavros');
    await ask('editProfile', { key, body: { avatar: 'fox', languages: ['el'] } });
    expect((await ask('deleteAccount', { key })).status).toBe(204);
    expect(await ask('me', { key })).toMatchObject({ ...refused, body: notSignedIn });
    expect(await ask('player', { handle: account.handle })).toMatchObject({ status: 404 });
    expect(
      await db.query(
        'SELECT name, handle, avatar, languages, deleted_at IS NOT NULL AS gone FROM accounts WHERE id = $1',
        [account.id],
      ),
    ).toEqual([{ name: null, handle: null, avatar: null, languages: [], gone: true }]);
    expect((await signUp('Stavros')).account.handle).toBe('stavros');
  });

  it('refuses a body that is not JSON or too large, saying so', async () => {
    expect(await ask('createAccount', { raw: '{"name": "Ni' })).toMatchObject({
      status: 400,
      body: { error: 'bad-request' },
    });
    expect(await ask('createAccount', { raw: JSON.stringify({ name: 'x'.repeat(10_000) }) })).toMatchObject({
      status: 400,
      body: { error: 'bad-request', message: expect.stringContaining('larger') as string },
    });
  });

  it('answers a preflight of the server’s own page with the methods and the Authorization header', async () => {
    const response = await fetch(`${t.http}${accountPath('editProfile')}`, {
      method: 'OPTIONS',
      headers: { origin: t.http, 'access-control-request-method': 'PUT' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(t.http);
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(response.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('answers 503 profiles-unavailable while the database is stopped, a game going on, and serves again after', async () => {
    const { key } = await signUp('Irini');
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
    maria.send('start');
    expect((await maria.myTurn()).phase).toBe('draw');

    // The test's PostgreSQL commits without waiting for its disk (synchronous_commit=off): a checkpoint first, so that
    // the kill loses nothing it acknowledged.
    await db.query('CHECKPOINT');
    await postgres.kill();
    const unavailable = {
      status: 503,
      body: { error: 'profiles-unavailable', message: expect.stringContaining('not available right now') as string },
    };
    expect(await ask('me', { key })).toMatchObject(unavailable);
    expect(await ask('createAccount', { body: { name: 'Vasilis' } })).toMatchObject(unavailable);
    expect(await maria.move({ type: 'draw' })).toMatchObject({ accepted: true });

    await postgres.restart();
    expect(await ask('me', { key })).toMatchObject({ status: 200, body: { name: 'Irini' } });
    expect(t.lines.some((line) => line.includes('accounts: the database is not available'))).toBe(true);
    await maria.room.leave();
  });

  // Last: every secret the file's tests were told.
  it('keeps keys and links only as hashes, and writes none of them to a log line', async () => {
    expect(keys.length).toBeGreaterThan(10);
    expect(links.length).toBeGreaterThan(3);
    const tables = JSON.stringify([
      await db.query('SELECT * FROM accounts'),
      await db.query('SELECT * FROM device_keys'),
      await db.query('SELECT * FROM sign_in_links'),
    ]);
    const log = t.lines.join('\n');
    expect(log).toContain('accounts:');
    for (const secret of [...keys, ...links]) {
      expect(tables).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    // A revoked key stays (refused like an unknown one); a link unused at sign-out everywhere is gone.
    for (const key of keys) expect(tables).toContain(sha256(key));
    expect(links.some((link) => tables.includes(sha256(link)))).toBe(true);
  });
});

describe('the sign-in limits of the account routes', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer({
      signInLimits: { perAddress: { burst: 4, perSecond: 1 / 3 }, perAccount: { burst: 2, perSecond: 1 / 6 } },
    });
  });
  afterAll(() => t.close());

  it('reads a good key’s requests as often as they come, and counts what guesses or makes keys and links', async () => {
    const made = await call(t.http, 'createAccount', { body: { name: 'Lefteris' } });
    const { key } = made.body as SignedIn;
    // A table that loads a profile, a history page and a match, again and again: never limited by these.
    for (let i = 0; i < 12; i++) expect((await call(t.http, 'me', { key })).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await call(t.http, 'player', { handle: 'lefteris', key })).status).toBe(200);
    // Making links counts at the account: two at once, the third waits.
    expect((await call(t.http, 'makeDeviceLink', { key })).status).toBe(200);
    expect((await call(t.http, 'makeDeviceLink', { key })).status).toBe(200);
    const atAccount = await call(t.http, 'makeDeviceLink', { key });
    expect(atAccount).toMatchObject({
      status: 429,
      body: { error: 'rate-limited', message: expect.stringContaining('account') as string },
    });
    expect(Number(atAccount.headers.get('retry-after'))).toBeGreaterThan(0);
    // The address's four are spent (an account made, three links asked for): a guess waits, a good key does not.
    const fromAddress = await call(t.http, 'me', { key: 'K'.repeat(ACCOUNT_KEY_LENGTH) });
    expect(fromAddress).toMatchObject({ status: 429, body: { message: expect.stringContaining('address') as string } });
    expect((await call(t.http, 'createAccount', { body: { name: 'Christos' } })).status).toBe(429);
    expect((await call(t.http, 'redeemDeviceLink', { body: { secret: 'S'.repeat(ACCOUNT_KEY_LENGTH) } })).status).toBe(
      429,
    );
    expect((await call(t.http, 'me', { key })).status).toBe(200);
    t.clock.advance(60_000);
    expect((await call(t.http, 'makeDeviceLink', { key })).status).toBe(200);
  });

  it('counts every guessed key, on every route that reads one', async () => {
    t.clock.advance(60_000);
    const guess = 'G'.repeat(ACCOUNT_KEY_LENGTH);
    const answers = [
      await call(t.http, 'me', { key: guess }),
      await call(t.http, 'exportAccount', { key: guess }),
      await call(t.http, 'player', { handle: 'lefteris', key: guess }),
      await call(t.http, 'me'),
      await call(t.http, 'me', { key: guess }),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 401, 200, 401, 429]);
    expect((await call(t.http, 'player', { handle: 'lefteris', key: guess })).status).toBe(429);
  });
});
