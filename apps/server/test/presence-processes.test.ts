// Friends' presence and invitations across server processes: two `birimba-server` processes on one Redis (a
// redis-server of the test's own) and one real PostgreSQL (the friends made through the HTTP routes, as a page makes
// them). A page's live line on process A is told its friend's changes made on process B — a line opened there, a seat
// taken in a room B holds, the friendship itself ended there — and an invitation sent through A reaches the friend's
// lines on B and A, and ends on both when declined on one. Child processes, because Colyseus' matchmaker is one per
// process: two servers in one process cannot be two.
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROUTES,
  FRIEND_ROUTES,
  type FriendRoute,
  PRESENCE_ROUTES,
  type PresenceEvent,
  type SignedIn,
  accountAuthorization,
  declineInvitationPath,
  friendPath,
} from '@birimba/protocol';
import type { ChildServer } from './helpers/child-server.js';
import { roomsOf, startProcess } from './helpers/fleet.js';
import { type LiveLine, openLine } from './helpers/live-line.js';
import { Player } from './helpers/players.js';
import { NO_POSTGRES, type TestPostgres, startPostgres } from './helpers/postgres.js';
import { NO_REDIS, type TestRedis, startRedis } from './helpers/redis.js';

const SKIP = NO_REDIS !== null || NO_POSTGRES !== null;
let redis: TestRedis | null = null;
let postgres: TestPostgres | null = null;
const children: ChildServer[] = [];
const lines: LiveLine[] = [];
const players: Player[] = [];

beforeAll(async () => {
  if (SKIP) return;
  [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
});
afterAll(async () => {
  for (const line of lines) line.close();
  for (const player of players) await player.room.leave().catch(() => undefined);
  for (const child of children) await child.kill();
  await redis?.stop();
  await postgres?.stop();
});

const http = (server: ChildServer): string => `http://127.0.0.1:${String(server.port)}`;
const sdk = (server: ChildServer): Client => new Client(`ws://127.0.0.1:${String(server.port)}`);

async function signUp(server: ChildServer, name: string): Promise<SignedIn> {
  const response = await fetch(`${http(server)}${ACCOUNT_ROUTES.createAccount.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SignedIn;
}

async function ask(server: ChildServer, me: SignedIn, route: FriendRoute, other: SignedIn): Promise<number> {
  const response = await fetch(`${http(server)}${friendPath(route, other.account.handle)}`, {
    method: FRIEND_ROUTES[route].method,
    headers: { authorization: accountAuthorization(me.key) },
  });
  await response.arrayBuffer();
  return response.status;
}

async function line(server: ChildServer, who: SignedIn): Promise<LiveLine> {
  const opened = await openLine(http(server), who.key);
  lines.push(opened);
  await opened.next((e) => e.type === 'presence', 'the snapshot');
  return opened;
}

const about =
  (who: SignedIn, status: string) =>
  (e: PresenceEvent): boolean =>
    e.type === 'presence-changed' && e.friend.handle === who.account.handle && e.friend.status === status;

describe.skipIf(SKIP)('presence across two processes on one Redis and one PostgreSQL', () => {
  it('tells a page on A its friend’s changes made on B, and carries an invitation from A to the friend on B', async () => {
    const env = { DATABASE_URL: (await postgres?.database()) ?? '' };
    const a = await startProcess(redis?.url ?? '', children, env);
    // A room on A first: the next room is made on B (the process of fewest rooms).
    players.push(await Player.create(sdk(a), { name: 'Filler' }));
    const b = await startProcess(redis?.url ?? '', children, env);
    const maria = await signUp(a, 'Maria');
    const nikos = await signUp(b, 'Nikos');
    // Friends through both: asked on A, accepted on B.
    expect(await ask(a, maria, 'requestFriend', nikos)).toBe(200);
    expect(await ask(b, nikos, 'acceptFriend', maria)).toBe(200);

    const m = await line(a, maria);
    expect(m.events[0]).toEqual({
      type: 'presence',
      friends: [{ handle: nikos.account.handle, name: 'Nikos', status: 'offline', room: null }],
    });
    // A line of Nikos's opened on B: online on Maria's page on A.
    const n = await line(b, nikos);
    await m.next(about(nikos, 'online'), 'Nikos online, told on A');
    // And Maria, online through A, is online on Nikos's line on B (in its snapshot, or told just after it).
    const mariaOnline = (e: PresenceEvent): boolean =>
      (e.type === 'presence' && e.friends.some((f) => f.handle === maria.account.handle && f.status === 'online')) ||
      about(maria, 'online')(e);
    await n.next(mariaOnline, 'Maria online, told on B');
    // Nikos makes a table through B, held by B: playing.
    const host = await Player.create(sdk(b), { name: 'Nikos', account: nikos.key });
    players.push(host);
    expect([await roomsOf(a), await roomsOf(b)]).toEqual([1, 1]);
    await m.next(about(nikos, 'playing'), 'Nikos playing, told on A');

    // Maria has a page on B too; Nikos invites her through A: both her pages are told.
    const mb = await line(b, maria);
    const invited = await fetch(`${http(a)}${PRESENCE_ROUTES.invite.path}`, {
      method: 'POST',
      headers: { authorization: accountAuthorization(nikos.key), 'content-type': 'application/json' },
      body: JSON.stringify({ room: host.code, handle: maria.account.handle }),
    });
    expect(await invited.json()).toEqual({ invited: maria.account.handle, sent: true });
    const invitation = { type: 'invitation', room: host.code, from: { handle: nikos.account.handle, name: 'Nikos' } };
    for (const l of [mb, m]) expect(await l.next((e) => e.type === 'invitation', 'the invitation')).toEqual(invitation);
    // Declined on her page on B: ended on A too.
    const declined = await fetch(`${http(b)}${declineInvitationPath(host.code)}`, {
      method: 'DELETE',
      headers: { authorization: accountAuthorization(maria.key) },
    });
    expect(declined.status).toBe(204);
    await m.next((e) => e.type === 'invitation-ended' && e.room === host.code, 'the invitation ended on A');

    // The friendship ended on B: Maria's page on A is told.
    expect(await ask(b, nikos, 'removeFriend', maria)).toBe(204);
    await m.next((e) => e.type === 'friend-removed' && e.handle === nikos.account.handle, 'Nikos removed, told on A');
  });
});
