// The profile while the server cannot say what the account is (online/account/account-session.ts `unavailable`,
// account-views.ts): its database away (503 `profiles-unavailable`) or no answer, the profile says so plainly, in the
// player's language, in place of the account it told before — which it keeps, and shows again once the server answers.
// A key no longer good is not that: the device is signed out.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'lit';
import { ACCOUNT_ROUTES, type AccountSelf } from '@birimba/protocol';
import { AccountSession } from '../src/online/account/account-session.js';
import { ProfileView } from '../src/online/account/account-views.js';
import { TEXTS } from '../src/texts/i18n.js';
import { memoryStorage } from './support/memory-storage.js';

const SERVER = 'http://127.0.0.1:2567';
const MARIA: AccountSelf = {
  id: 'a'.repeat(22),
  name: 'Maria',
  handle: 'maria',
  avatar: 'owl',
  languages: [],
  joined: '2026-12-07T18:00:00.000Z',
  privacy: { statistics: 'everyone', history: 'friends', leaderboards: true },
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** What `me` answers now: the account, or a status and its error. */
let me: [number, unknown] = [200, MARIA];

/** The server's routes as `fetch` sees them: `me` as set, Maria's profile and an empty history; nothing else. */
function server(): void {
  vi.stubGlobal('fetch', (url: string) => {
    const path = url.slice(SERVER.length).split('?')[0];
    const [status, json]: [number, unknown] =
      path === ACCOUNT_ROUTES.me.path
        ? me
        : path === ACCOUNT_ROUTES.player.path.replace(':handle', 'maria')
          ? [200, { handle: 'maria', name: 'Maria', avatar: 'owl', statistics: [] }]
          : path === ACCOUNT_ROUTES.playerMatches.path.replace(':handle', 'maria')
            ? [200, { matches: [], next: null }]
            : [404, { error: 'not-found', message: 'no' }];
    return Promise.resolve(new Response(JSON.stringify(json), { status }));
  });
}

/** Maria's device, signed in and told its account earlier, and her profile open in `locale` in the page, drawn again
 * whenever the account or the profile changes (as the table's element does). */
function opened(locale: 'el' | 'en'): { box: HTMLElement; account: AccountSession; view: ProfileView } {
  server();
  const box = document.createElement('div');
  document.body.append(box);
  let view: ProfileView | null = null;
  const draw = (): void => {
    if (view !== null) render(view.render(locale), box);
  };
  const storage = memoryStorage();
  const account = new AccountSession(
    () => SERVER,
    () => storage,
    () => draw(),
  );
  account.keys.keep({ id: MARIA.id, key: 'k'.repeat(43) });
  account.updated(MARIA);
  view = new ProfileView(account, {
    update: draw,
    close: () => undefined,
    texts: () => TEXTS[locale],
    review: () => undefined,
    player: () => undefined,
  });
  view.opened();
  draw();
  return { box, account, view };
}

const state = (box: HTMLElement): string | null =>
  box.querySelector('[data-profile]')?.getAttribute('data-profile') ?? null;

describe('the profile while the server cannot say what the account is', () => {
  it('says plainly, in Greek, that profiles are not available now, in place of the account', async () => {
    me = [503, { error: 'profiles-unavailable', message: 'profiles are not available right now' }];
    const { box, account } = opened('el');
    await vi.waitFor(() => expect(state(box)).toBe('unavailable'));
    const said = box.querySelector('[data-account-problem]');
    expect(said?.getAttribute('data-account-problem')).toBe('profiles-unavailable');
    expect(said?.getAttribute('role')).toBe('alert');
    expect(said?.textContent).toContain('Τα προφίλ δεν είναι διαθέσιμα τώρα');
    expect(box.querySelector('[data-account-name]')).toBeNull();
    expect(box.querySelector('[data-history]')).toBeNull();
    // Still signed in: the account it told before is kept.
    expect(account).toMatchObject({ signedIn: true, self: MARIA, unavailable: 'profiles-unavailable' });
  });

  it('says so in English when the server cannot be reached', async () => {
    me = [502, 'Bad Gateway'];
    const { box } = opened('en');
    await vi.waitFor(() => expect(state(box)).toBe('unavailable'));
    expect(box.querySelector('[data-account-problem]')?.textContent).toContain('The server cannot be reached.');
  });

  it('shows the profile again, its history asked, once the server answers', async () => {
    me = [503, { error: 'profiles-unavailable', message: 'profiles are not available right now' }];
    const { box, account, view } = opened('en');
    await vi.waitFor(() => expect(state(box)).toBe('unavailable'));
    me = [200, { ...MARIA, name: 'Maria K' }];
    view.opened();
    await vi.waitFor(() => expect(box.querySelector('[data-history]')?.getAttribute('data-history')).toBe('shown'));
    expect(state(box)).toBe('signed-in');
    expect(box.querySelector('[data-account-name]')?.textContent).toBe('Maria K');
    expect(box.querySelector('[data-account-problem]')).toBeNull();
    expect(account.unavailable).toBeNull();
  });

  it('signs the device out, not unavailable, when its key is no longer good', async () => {
    me = [401, { error: 'unauthorized', message: 'no' }];
    const { box, account } = opened('en');
    await vi.waitFor(() => expect(state(box)).toBe('guest'));
    expect(account).toMatchObject({ signedIn: false, self: null, unavailable: null });
    expect(box.querySelector('[data-account-problem]')).toBeNull();
  });
});
