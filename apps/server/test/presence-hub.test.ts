// The presence of one process's hub on Colyseus' local presence with a clock moved by hand: several pages of an
// account are one presence, a closed page's account is online through the grace and offline after it, a share
// another process stopped renewing stops counting, and the rules of a seat (playing, watchable) hold.
import { LocalPresence } from '@colyseus/core';
import { type PresenceEvent } from '@birimba/protocol';
import { describe, expect, it } from 'vitest';
import { PresenceHub } from '../src/presence/presence-hub.js';
import { OFFLINE, localPresence, presenceOf, shareText } from '../src/presence/presence-rules.js';
import { eventually } from './helpers/eventually.js';
import { ManualClock } from './helpers/manual-clock.js';

const GRACE = 20_000;

/** A hub where maria and nikos are friends, and what maria's page is told. */
function hubOfFriends() {
  const clock = new ManualClock();
  const presence = new LocalPresence();
  const friends = new Map([
    ['maria', ['nikos']],
    ['nikos', ['maria']],
  ]);
  const hub = new PresenceHub({
    presence: () => presence,
    process: () => 'p1',
    clock,
    friendsOf: (a) => Promise.resolve(friends.get(a) ?? []),
    namesOf: (accounts) =>
      Promise.resolve(new Map(accounts.map((a) => [a, { handle: a, name: a.toUpperCase() }] as const))),
    accountOf: (handle) => Promise.resolve(handle),
    log: { info: () => undefined, error: () => undefined },
    graceMs: GRACE,
  });
  return { clock, hub, presence };
}

const statuses = (events: PresenceEvent[]): string[] =>
  events.flatMap((e) => (e.type === 'presence-changed' ? [e.friend.status] : []));

describe('the presence hub', () => {
  it('counts several pages as one presence, and a closed page online until its grace is over', async () => {
    const { clock, hub, presence } = hubOfFriends();
    const seen: PresenceEvent[] = [];
    await hub.open('maria', (e) => seen.push(e));
    const closeOne = await hub.open('nikos', () => undefined);
    const closeTwo = await hub.open('nikos', () => undefined);
    await eventually(() => Promise.resolve(statuses(seen).length === 1), 'nikos online');
    closeOne();
    closeTwo();
    clock.advance(GRACE - 1);
    // The grace runs: this process still says online (no change was told).
    expect(presenceOf(await presence.hgetall('birimba:presence:nikos'), clock.now()).status).toBe('online');
    expect(statuses(seen)).toEqual(['online']);
    clock.advance(1);
    await eventually(() => Promise.resolve(statuses(seen).length === 2), 'nikos offline');
    expect(statuses(seen)).toEqual(['online', 'offline']);
    await hub.stop();
  });

  it('says playing at a lobby or a room closed to watchers, watchable with its code at a match open to them', () => {
    const rooms = (lobby: boolean, watching: boolean) =>
      new Map([['ROOM', { lobby, watching, host: null, seated: ['nikos'] }]]);
    expect(localPresence(true, rooms(true, true), 'nikos')).toEqual({ status: 'playing', room: null });
    expect(localPresence(false, rooms(false, false), 'nikos')).toEqual({ status: 'playing', room: null });
    expect(localPresence(false, rooms(false, true), 'nikos')).toEqual({ status: 'watchable', room: 'ROOM' });
    expect(localPresence(true, rooms(false, true), 'maria')).toEqual({ status: 'online', room: null });
    expect(localPresence(false, new Map(), 'maria')).toEqual(OFFLINE);
  });

  it('takes the strongest share of the processes that has not run out', () => {
    const shares = {
      p1: shareText({ status: 'online', room: null }, 2000),
      p2: shareText({ status: 'watchable', room: 'ROOM' }, 1000),
      p3: 'not a share',
    };
    expect(presenceOf(shares, 999)).toEqual({ status: 'watchable', room: 'ROOM' });
    expect(presenceOf(shares, 1000)).toEqual({ status: 'online', room: null });
    expect(presenceOf(shares, 2000)).toEqual(OFFLINE);
  });
});
