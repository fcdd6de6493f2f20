// The account a device plays under (online/account/account-session.ts) and the profile's door: signed in by playing —
// one account made for the first room, its key kept and sent from then on; a server that cannot make one leaves the
// player a guest and is asked again next time; a page without storage makes no second account; a sign-in link opened
// on the page is redeemed once, its secret out of the address bar first.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ROUTES, type AccountSelf } from '@birimba/protocol';
import { ACCOUNT_WAIT_MS, AccountSession } from '../src/online/account/account-session.js';
import { memoryStorage } from './support/memory-storage.js';
import { ProfileDoor } from '../src/online/screens/profile-door.js';
import { TEXTS } from '../src/texts/i18n.js';
import type { KeyValueStorage } from '../src/online/room/seat-tokens.js';

const SERVER = 'http://127.0.0.1:2567';
const KEY = 'k'.repeat(43);

afterEach(() => {
  vi.unstubAllGlobals();
});

function accountOf(name: string): AccountSelf {
  return {
    id: 'a'.repeat(22),
    name,
    handle: name.toLowerCase(),
    avatar: null,
    languages: [],
    joined: '2026-12-07T18:00:00.000Z',
    privacy: { statistics: 'everyone', history: 'friends', leaderboards: true },
  };
}

/** A server's account routes as `fetch` sees them: each request noted, answered by `answer` (a status and a body). */
function server(answer: (path: string, body: unknown) => [number, unknown]): { asked: [string, unknown][] } {
  const asked: [string, unknown][] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const path = url.slice(SERVER.length);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    asked.push([path, body]);
    const [status, json] = answer(path, body);
    return Promise.resolve(new Response(JSON.stringify(json), { status }));
  });
  return { asked };
}

/** Answers like a server whose database is up: an account for each name, a link redeemed once. */
const up = (path: string, body: unknown): [number, unknown] =>
  path === ACCOUNT_ROUTES.createAccount.path
    ? [200, { account: accountOf((body as { name: string }).name), key: KEY }]
    : [401, { error: 'unauthorized', message: 'no' }];

const session = (kept: KeyValueStorage | null = memoryStorage()): AccountSession =>
  new AccountSession(
    () => SERVER,
    () => kept,
    () => undefined,
  );

describe('signed in by playing', () => {
  it('makes one account for the first room, however many joins ask at once, and joins with its key after', async () => {
    const { asked } = server(up);
    const device = session();
    expect(device.signedIn).toBe(false);
    expect(await Promise.all([device.keyFor('Maria'), device.keyFor('Maria')])).toEqual([KEY, KEY]);
    expect(asked).toEqual([[ACCOUNT_ROUTES.createAccount.path, { name: 'Maria' }]]);
    expect(await device.keyFor('Maria')).toBe(KEY);
    expect(asked).toHaveLength(1);
    expect(device).toMatchObject({ signedIn: true, self: { name: 'Maria' }, note: null });
  });

  it('keeps the key on the device: a new page of the same browser joins with it', async () => {
    const { asked } = server(up);
    const kept = memoryStorage();
    await session(kept).keyFor('Maria');
    expect(await session(kept).keyFor('Nikos')).toBe(KEY);
    expect(asked).toHaveLength(1);
  });

  it('leaves the player a guest when profiles are unavailable, quietly, and makes the account next time', async () => {
    let down = true;
    const { asked } = server((path, body) =>
      down ? [503, { error: 'profiles-unavailable', message: 'later' }] : up(path, body),
    );
    const device = session();
    expect(await device.keyFor('Maria')).toBeNull();
    expect(device).toMatchObject({ signedIn: false, note: 'away' });
    down = false;
    expect(await device.keyFor('Maria')).toBe(KEY);
    expect(device).toMatchObject({ signedIn: true, note: null });
    expect(asked).toHaveLength(2);
  });

  it('leaves the player a guest when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('failed to fetch')));
    const device = session();
    expect(await device.keyFor('Maria')).toBeNull();
    expect(device.note).toBe('away');
  });

  it('does not hold the player at the door for a slow server: a guest now, the account kept once made', async () => {
    vi.useFakeTimers();
    try {
      let answer: ((response: Response) => void) | undefined;
      vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
      const maria = session();
      const key = maria.keyFor('Maria');
      await vi.advanceTimersByTimeAsync(ACCOUNT_WAIT_MS - 1);
      expect(answer).toBeDefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(await key).toBeNull();
      expect(maria.note).toBe('away');
      answer?.(new Response(JSON.stringify({ account: accountOf('Maria'), key: KEY }), { status: 200 }));
      await vi.waitFor(() => expect(maria.key()).toBe(KEY));
      expect(maria.note).toBeNull();
      expect(await maria.keyFor('Maria')).toBe(KEY);
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes no second account on a page whose storage is missing or refused', async () => {
    const { asked } = server(up);
    const none = session(null);
    await none.keyFor('Maria');
    expect(await none.keyFor('Maria')).toBe(KEY);
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    const locked = session(refusing);
    await locked.keyFor('Maria');
    expect(await locked.keyFor('Maria')).toBe(KEY);
    expect(asked).toHaveLength(2);
  });

  it('is signed out on the device, and a new account is made the next time it plays', async () => {
    const { asked } = server(up);
    const device = session();
    await device.keyFor('Maria');
    device.signedOut();
    expect(device).toMatchObject({ signedIn: false, self: null });
    expect(await device.keyFor('Maria')).toBe(KEY);
    expect(asked).toHaveLength(2);
  });
});

describe('a sign-in link opened on the page', () => {
  /** A page at `href`, its history noted. */
  function page(href: string): { replaced: string[]; device: AccountSession } {
    const replaced: string[] = [];
    const device = session();
    const door = new ProfileDoor(document.createElement('div') as never, device, {
      locale: () => 'en',
      texts: () => TEXTS.en,
      review: () => undefined,
    });
    const url = new URL(href);
    door.redeemLink({
      location: { href, pathname: url.pathname, search: url.search },
      history: { replaceState: (_data, _unused, to) => void replaced.push(to) },
    });
    return { replaced, device };
  }

  it('signs the device in with the link’s secret, taken out of the address first', async () => {
    const secret = 's'.repeat(43);
    const { asked } = server((path) =>
      path === ACCOUNT_ROUTES.redeemDeviceLink.path ? [200, { account: accountOf('Maria'), key: KEY }] : [404, {}],
    );
    const { replaced, device } = page(`${SERVER}/?lang=el#device=${secret}`);
    expect(replaced).toEqual(['/?lang=el']);
    await vi.waitFor(() => expect(device.signedIn).toBe(true));
    expect(asked).toEqual([[ACCOUNT_ROUTES.redeemDeviceLink.path, { secret }]]);
    expect(device).toMatchObject({ note: 'linked', self: { name: 'Maria' } });
  });

  it('says plainly that a used or expired link signs nothing in', async () => {
    server(() => [401, { error: 'unauthorized', message: 'no' }]);
    const { device } = page(`${SERVER}/#device=${'s'.repeat(43)}`);
    await vi.waitFor(() => expect(device.note).toBe('link-refused'));
    expect(device.signedIn).toBe(false);
  });

  it('leaves a page without a link as it is', () => {
    const { asked } = server(up);
    const { replaced } = page(`${SERVER}/?room=ABCDEFGHJK`);
    expect(replaced).toEqual([]);
    expect(asked).toEqual([]);
  });
});
