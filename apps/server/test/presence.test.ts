// Friends' presence and invitations on one process, over real HTTP streams and real rooms: a live line starts with
// every friend's presence and then tells their changes (a page open, a seat taken, a match begun that watchers may
// see, a page closed past its grace); the host of a room in its lobby invites a friend, whose every page is told, and
// the invitation ends as the match begins; what is not allowed is refused with the account routes' codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROUTES,
  PRESENCE_FIGURES,
  PRESENCE_ROUTES,
  type PresenceEvent,
  type SignedIn,
  accountAuthorization,
} from '@birimba/protocol';
import { eventually } from './helpers/eventually.js';
import { type LiveLine, openLine } from './helpers/live-line.js';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
/** Who is a friend of whom, both ways (the friends' store is another part's: a Map stands in as the same function). */
const friends = new Map<string, string[]>();

beforeAll(async () => {
  t = await testServer({ friendsOf: (account) => Promise.resolve(friends.get(account) ?? []) });
});
afterAll(() => t.close());

async function signUp(name: string): Promise<SignedIn> {
  const response = await fetch(`${t.http}${ACCOUNT_ROUTES.createAccount.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  return (await response.json()) as SignedIn;
}

function befriend(a: SignedIn, b: SignedIn): void {
  friends.set(a.account.id, [...(friends.get(a.account.id) ?? []), b.account.id]);
  friends.set(b.account.id, [...(friends.get(b.account.id) ?? []), a.account.id]);
}

async function invite(by: SignedIn, room: string, handle: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${t.http}${PRESENCE_ROUTES.invite.path}`, {
    method: 'POST',
    headers: { authorization: accountAuthorization(by.key), 'content-type': 'application/json' },
    body: JSON.stringify({ room, handle }),
  });
  return { status: response.status, body: await response.json() };
}

const changed =
  (handle: string, status: string) =>
  (e: PresenceEvent): boolean =>
    e.type === 'presence-changed' && e.friend.handle === handle && e.friend.status === status;

describe('friends’ presence on one process', () => {
  it('starts with every friend’s presence, then tells each change: online, playing, watchable, offline', async () => {
    const [maria, nikos, eleni] = [await signUp('Maria'), await signUp('Nikos'), await signUp('Eleni')];
    befriend(maria, nikos);
    befriend(maria, eleni);
    const lines: LiveLine[] = [];
    try {
      const m = await openLine(t.http, maria.key);
      lines.push(m);
      const first = await m.next((e) => e.type === 'presence', 'the snapshot');
      const snapshot = first.type === 'presence' ? [...first.friends] : [];
      expect(snapshot.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { handle: eleni.account.handle, name: 'Eleni', status: 'offline', room: null },
        { handle: nikos.account.handle, name: 'Nikos', status: 'offline', room: null },
      ]);
      // Two pages of Nikos's: one presence.
      const n1 = await openLine(t.http, nikos.key);
      const n2 = await openLine(t.http, nikos.key);
      lines.push(n1, n2);
      await m.next(changed(nikos.account.handle, 'online'), 'Nikos online');
      // Nikos sits at a table of his own: playing; its match begun, open to watchers: watchable, with its code.
      const player = await Player.create(t.sdk(), { name: 'Nikos', account: nikos.key });
      await m.next(changed(nikos.account.handle, 'playing'), 'Nikos playing');
      player.send('start');
      const watchable = await m.next(changed(nikos.account.handle, 'watchable'), 'Nikos watchable');
      expect(watchable).toMatchObject({ friend: { room: player.code } });
      await player.room.leave();
      await m.next(changed(nikos.account.handle, 'online'), 'Nikos online again');
      // Both pages closed: offline once the grace is over (its length: presence-hub.test.ts).
      const before = m.events.length;
      n1.close();
      n2.close();
      await eventually(
        () => Promise.resolve(m.events.slice(before).some(changed(nikos.account.handle, 'offline'))),
        'Nikos offline',
        () => t.clock.advance(1000),
      );
    } finally {
      for (const line of lines) line.close();
    }
  });

  it('refuses a line without a good key, and lines beyond the account’s cap', async () => {
    const refused = await fetch(`${t.http}${PRESENCE_ROUTES.events.path}`, {
      headers: { authorization: accountAuthorization('x'.repeat(43)) },
    });
    expect(refused.status).toBe(401);
    const kostas = await signUp('Kostas');
    const lines = await Promise.all(
      Array.from({ length: PRESENCE_FIGURES.linesPerAccount }, () => openLine(t.http, kostas.key)),
    );
    try {
      await expect(openLine(t.http, kostas.key)).rejects.toThrow('429');
    } finally {
      for (const line of lines) line.close();
    }
  });
});

describe('invitations on one process', () => {
  it('reach every page of the friend, once per room, and end as the match begins', async () => {
    const [giorgos, anna, petros] = [await signUp('Giorgos'), await signUp('Anna'), await signUp('Petros')];
    befriend(giorgos, anna);
    const a1 = await openLine(t.http, anna.key);
    const a2 = await openLine(t.http, anna.key);
    const host = await Player.create(t.sdk(), { name: 'Giorgos', account: giorgos.key });
    try {
      const code = host.code;
      expect(await invite(giorgos, code, anna.account.handle)).toEqual({
        status: 200,
        body: { invited: anna.account.handle, sent: true },
      });
      for (const line of [a1, a2])
        expect(await line.next((e) => e.type === 'invitation', 'the invitation')).toEqual({
          type: 'invitation',
          room: code,
          from: { handle: giorgos.account.handle, name: 'Giorgos' },
        });
      expect((await invite(giorgos, code, anna.account.handle)).body).toMatchObject({ sent: false });
      // Not a friend; not the host; no such lobby; not a body of the route.
      expect(await invite(giorgos, code, petros.account.handle)).toMatchObject({
        status: 403,
        body: { error: 'forbidden' },
      });
      expect(await invite(anna, code, giorgos.account.handle)).toMatchObject({ status: 403 });
      expect(await invite(giorgos, 'ZZZZZZZZZZ', anna.account.handle)).toMatchObject({ status: 404 });
      expect(await invite(giorgos, code, 'NOT A HANDLE')).toMatchObject({
        status: 400,
        body: { error: 'bad-request' },
      });
      // Anna comes as by the link; the match begins: the invitation ends on every page.
      const guest = await Player.join(t.sdk(), code, { name: 'Anna', account: anna.key });
      host.send('start');
      for (const line of [a1, a2])
        expect(await line.next((e) => e.type === 'invitation-ended', 'the invitation’s end')).toEqual({
          type: 'invitation-ended',
          room: code,
        });
      expect(await invite(giorgos, code, anna.account.handle)).toMatchObject({ status: 404 });
      await guest.room.leave();
    } finally {
      a1.close();
      a2.close();
      await host.room.leave();
    }
  });
});
