// A friendship begun or ended reaches the two accounts' open pages without a reconnection, over real HTTP streams,
// the friends' routes and the database: a request accepted (or two that meet) tells each the other's presence; a
// friend removed or blocked is told as removed, and a later change of theirs is no longer told; an invitation declined
// on one page ends on the account's other pages.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRIEND_ROUTES,
  type FriendRoute,
  PRESENCE_ROUTES,
  type PresenceEvent,
  type SignedIn,
  accountAuthorization,
  accountPath,
  declineInvitationPath,
  friendPath,
} from '@birimba/protocol';
import { type LiveLine, openLine } from './helpers/live-line.js';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

const UNLIMITED = { perAddress: { burst: 1e6, perSecond: 1e6 }, perAccount: { burst: 1e6, perSecond: 1e6 } };

let t: TestServer;
const lines: LiveLine[] = [];
beforeAll(async () => {
  t = await testServer({ signInLimits: UNLIMITED });
});
afterAll(async () => {
  for (const line of lines) line.close();
  await t.close();
});

async function signUp(name: string): Promise<SignedIn> {
  const response = await fetch(`${t.http}${accountPath('createAccount')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `${name} ${randomUUID().slice(0, 6)}` }),
  });
  return (await response.json()) as SignedIn;
}

async function ask(me: SignedIn, route: FriendRoute, other: SignedIn): Promise<number> {
  const response = await fetch(`${t.http}${friendPath(route, other.account.handle)}`, {
    method: FRIEND_ROUTES[route].method,
    headers: { authorization: accountAuthorization(me.key) },
  });
  await response.arrayBuffer();
  return response.status;
}

async function line(who: SignedIn): Promise<LiveLine> {
  const opened = await openLine(t.http, who.key);
  lines.push(opened);
  await opened.next((e) => e.type === 'presence', 'the snapshot');
  return opened;
}

const about =
  (who: SignedIn, status: string) =>
  (e: PresenceEvent): boolean =>
    e.type === 'presence-changed' && e.friend.handle === who.account.handle && e.friend.status === status;
const removed =
  (who: SignedIn) =>
  (e: PresenceEvent): boolean =>
    e.type === 'friend-removed' && e.handle === who.account.handle;

describe('a friendship begun or ended', () => {
  it('is told to both pages at once: the new friend’s presence, then their removal', async () => {
    const [maria, nikos] = [await signUp('Maria'), await signUp('Nikos')];
    const [m, n] = [await line(maria), await line(nikos)];
    expect(await ask(maria, 'requestFriend', nikos)).toBe(200);
    expect(await ask(nikos, 'acceptFriend', maria)).toBe(200);
    // Each is online (their line is open): each page is told the other, with no reconnection.
    await m.next(about(nikos, 'online'), 'Nikos on Maria’s page');
    await n.next(about(maria, 'online'), 'Maria on Nikos’s page');
    // Nikos sits at a table: Maria is told, as of any friend.
    const player = await Player.create(t.sdk(), { name: 'Nikos', account: nikos.key });
    await m.next(about(nikos, 'playing'), 'Nikos playing');
    expect(await ask(nikos, 'removeFriend', maria)).toBe(204);
    await m.next(removed(nikos), 'Nikos removed from Maria’s page');
    await n.next(removed(maria), 'Maria removed from Nikos’s page');
    // Friends again at once (two requests that meet), Nikos still at his table: told again, though nothing else changed.
    const again = m.events.length;
    expect(await ask(maria, 'requestFriend', nikos)).toBe(200);
    expect(await ask(nikos, 'requestFriend', maria)).toBe(200);
    await m.next(about(nikos, 'playing'), 'Nikos back on Maria’s page', again);
    expect(await ask(maria, 'removeFriend', nikos)).toBe(204);
    await m.next(removed(nikos), 'Nikos removed again', again);
    // Removed: his next change is not told to her (his leaving the table is told to nobody; Eleni, his friend, sees
    // it, and by then Maria's line would have had it too).
    const eleni = await signUp('Eleni');
    expect(await ask(eleni, 'requestFriend', nikos)).toBe(200);
    expect(await ask(nikos, 'requestFriend', eleni)).toBe(200); // two requests that meet: friends
    const e = await line(eleni);
    await e.next((ev) => ev.type === 'presence' && ev.friends.some((f) => f.status === 'playing'), 'Nikos at a table');
    const before = m.events.length;
    await player.room.leave();
    await e.next(about(nikos, 'online'), 'Nikos online, on Eleni’s page');
    expect(m.events.slice(before).filter((ev) => ev.type === 'presence-changed')).toEqual([]);
  });

  it('ends with a block, told to both', async () => {
    const [anna, petros] = [await signUp('Anna'), await signUp('Petros')];
    expect(await ask(anna, 'requestFriend', petros)).toBe(200);
    expect(await ask(petros, 'acceptFriend', anna)).toBe(200);
    const [a, p] = [await line(anna), await line(petros)];
    expect(await ask(anna, 'block', petros)).toBe(204);
    await a.next(removed(petros), 'Petros removed from Anna’s page');
    await p.next(removed(anna), 'Anna removed from Petros’s page');
  });
});

describe('an invitation declined on one page', () => {
  it('ends on the account’s other pages', async () => {
    const [giorgos, sofia] = [await signUp('Giorgos'), await signUp('Sofia')];
    expect(await ask(giorgos, 'requestFriend', sofia)).toBe(200);
    expect(await ask(sofia, 'acceptFriend', giorgos)).toBe(200);
    const [s1, s2] = [await line(sofia), await line(sofia)];
    const host = await Player.create(t.sdk(), { name: 'Giorgos', account: giorgos.key });
    try {
      const invited = await fetch(`${t.http}${PRESENCE_ROUTES.invite.path}`, {
        method: 'POST',
        headers: { authorization: accountAuthorization(giorgos.key), 'content-type': 'application/json' },
        body: JSON.stringify({ room: host.code, handle: sofia.account.handle }),
      });
      expect(invited.status).toBe(200);
      for (const l of [s1, s2]) await l.next((e) => e.type === 'invitation', 'the invitation');
      const decline = (key: string, room: string) =>
        fetch(`${t.http}${declineInvitationPath(room)}`, {
          method: 'DELETE',
          headers: { authorization: accountAuthorization(key) },
        });
      expect((await decline(sofia.key, host.code)).status).toBe(204);
      for (const l of [s1, s2])
        expect(await l.next((e) => e.type === 'invitation-ended', 'the invitation’s end')).toEqual({
          type: 'invitation-ended',
          room: host.code,
        });
      expect((await decline(sofia.key, 'not a code')).status).toBe(400);
      expect((await decline('x'.repeat(43), host.code)).status).toBe(401);
    } finally {
      await host.room.leave();
    }
  });
});
