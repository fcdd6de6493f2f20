// Passkeys in the table (online/account/passkeys.ts, profile-passkeys.ts, passkey-offer.ts): offered only where the
// page and the server are reached by a name; signing in with one keeps the account's new key and says who, a closed
// prompt or a passkey the server does not know leaves the device as it was and says which; the profile lists the
// account's passkeys, renames one, and deletes one only once the player has said yes; a device that holds one of the
// account's passkeys already is told so, not that the prompt was closed.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { html, render } from 'lit';
import { PASSKEY_ROUTES, type AccountSelf, type Passkey } from '@birimba/protocol';
import { AccountSession } from '../src/online/account/account-session.js';
import { hostIsName } from '../src/online/account/passkey-offer.js';
import { Passkeys } from '../src/online/account/passkeys.js';
import { ProfilePasskeys } from '../src/online/account/profile-passkeys.js';
import { ProfileDoor } from '../src/online/screens/profile-door.js';
import { PROFILE_TEXTS } from '../src/texts/profile-texts.js';
import { ONLINE_TEXTS } from '../src/texts/online-texts.js';
import { memoryStorage } from './support/memory-storage.js';

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const SERVER = 'http://localhost:2567';
const KEY = 'k'.repeat(43);
const CREDENTIAL = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30' } };
const MARIA: AccountSelf = {
  id: 'a'.repeat(22),
  name: 'Maria',
  handle: 'maria',
  avatar: null,
  languages: [],
  joined: '2026-12-07T18:00:00.000Z',
  privacy: { statistics: 'everyone', history: 'friends', leaderboards: true },
};

/** The server's routes as `fetch` sees them: each request noted (method, path, body), answered by `answer`. */
function server(answer: (method: string, path: string) => [number, unknown]): { asked: [string, string, unknown][] } {
  const asked: [string, string, unknown][] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const path = url.slice(SERVER.length);
    const method = init.method ?? 'GET';
    asked.push([method, path, typeof init.body === 'string' ? JSON.parse(init.body) : undefined]);
    const [status, json] = answer(method, path);
    return Promise.resolve(new Response(status === 204 ? null : JSON.stringify(json), { status }));
  });
  return { asked };
}

/** Answers sign-in options, and the sign-in with `signIn`. */
const signInServer = (signIn: [number, unknown]) =>
  server((_, path) => (path === PASSKEY_ROUTES.passkeySignInOptions.path ? [200, { challenge: 'c' }] : signIn));

const session = (): AccountSession => {
  const kept = memoryStorage();
  return new AccountSession(
    () => SERVER,
    () => kept,
    () => undefined,
  );
};

beforeEach(() => {
  webauthn.startAuthentication.mockReset();
  webauthn.startRegistration.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where passkeys are offered', () => {
  it('takes a host name, localhost too, and refuses an IP address as the relying party', () => {
    expect(['localhost', 'birimba.gr', 'table.local'].map(hostIsName)).toEqual([true, true, true]);
    expect(['127.0.0.1', '192.168.1.5', '[::1]', '::1', ''].map(hostIsName)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('offers «Sign in with a passkey» to a device with no account, where the browser has passkeys', () => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const host = Object.assign(document.createElement('div'), { requestUpdate: () => undefined }) as never;
    const offered = (device: AccountSession): Element | null => {
      const box = document.createElement('div');
      render(new ProfileDoor(host, device, {} as never).passkeySignIn(ONLINE_TEXTS.el), box);
      return box.querySelector('[data-action="sign-in-passkey"]');
    };
    const guest = session();
    expect(offered(guest)?.textContent?.trim()).toBe('Σύνδεση με κλειδί πρόσβασης');
    guest.keys.keep({ id: MARIA.id, key: KEY });
    expect(offered(guest)).toBeNull();
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(offered(session())).toBeNull();
  });
});

describe('signing in with a passkey', () => {
  it('keeps the new key of the account the passkey names, and says who is signed in', async () => {
    const { asked } = signInServer([200, { account: MARIA, key: KEY }]);
    webauthn.startAuthentication.mockResolvedValue(CREDENTIAL);
    const device = session();
    expect(await device.signInWithPasskey()).toBe(true);
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c' } });
    expect(asked.at(-1)).toEqual(['POST', PASSKEY_ROUTES.signInWithPasskey.path, { credential: CREDENTIAL }]);
    expect(device).toMatchObject({ signedIn: true, self: { name: 'Maria' }, note: 'passkey' });
    expect(device.key()).toBe(KEY);
  });

  it('says the prompt was closed, sends nothing and stays a guest', async () => {
    const { asked } = signInServer([500, {}]);
    webauthn.startAuthentication.mockRejectedValue(new DOMException('closed', 'NotAllowedError'));
    const device = session();
    expect(await device.signInWithPasskey()).toBe(false);
    expect(asked.map(([, path]) => path)).toEqual([PASSKEY_ROUTES.passkeySignInOptions.path]);
    expect(device).toMatchObject({ signedIn: false, note: 'passkey-cancelled' });
  });

  it('says a passkey the server does not know is not recognised, and stays a guest', async () => {
    signInServer([401, { error: 'unauthorized', message: 'no' }]);
    webauthn.startAuthentication.mockResolvedValue(CREDENTIAL);
    const device = session();
    expect(await device.signInWithPasskey()).toBe(false);
    expect(device).toMatchObject({ signedIn: false, note: 'passkey-refused' });
  });

  it('says when the server cannot answer, apart from a refusal', async () => {
    signInServer([503, { error: 'profiles-unavailable', message: 'later' }]);
    webauthn.startAuthentication.mockResolvedValue(CREDENTIAL);
    const device = session();
    expect(await device.signInWithPasskey()).toBe(false);
    expect(device.note).toBe('passkey-failed');
  });
});

describe('the profile’s passkeys', () => {
  const PHONE: Passkey = {
    id: 'phone-id',
    name: 'Phone',
    created: '2026-12-01T10:00:00Z',
    lastUsed: null,
    synced: true,
  };

  function shown(list: () => readonly Passkey[]): {
    box: HTMLElement;
    asked: [string, string, unknown][];
    ready: () => Promise<void>;
  } {
    const { asked } = server((method, path) =>
      method === 'GET' && path === PASSKEY_ROUTES.passkeys.path
        ? [200, { passkeys: list() }]
        : method === 'POST' && path === PASSKEY_ROUTES.passkeyRegistrationOptions.path
          ? [200, { challenge: 'c' }]
          : method === 'POST' || method === 'PUT'
            ? [200, PHONE]
            : [204, null],
    );
    const device = session();
    device.keys.keep({ id: MARIA.id, key: KEY });
    const box = document.createElement('div');
    let pending: Promise<unknown> = Promise.resolve();
    const view: ProfilePasskeys = new ProfilePasskeys(device, {
      update: () => render(view.render(PROFILE_TEXTS.en, 'en'), box),
      run: (call) => {
        const done = call.then((r) => (r.ok ? r.value : null));
        pending = done;
        return done;
      },
    });
    render(html`${view.render(PROFILE_TEXTS.en, 'en')}`, box);
    return { box, asked, ready: () => view.load().then(async () => void (await pending)) };
  }

  const click = (box: HTMLElement, name: string): void =>
    box.querySelector<HTMLButtonElement>(`[data-action="${name}"]`)?.click();

  it('lists each passkey by its name, when it was added and whether it was used', async () => {
    const { box, ready } = shown(() => [
      PHONE,
      { ...PHONE, id: 'key-id', name: 'Key', lastUsed: '2026-12-05T10:00:00Z' },
    ]);
    await ready();
    const rows = [...box.querySelectorAll('[data-passkey]')].map((r) => r.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual([
      'Phone added Dec 1, 2026 · not used yet Rename Delete',
      'Key added Dec 1, 2026 · last used Dec 5, 2026 Rename Delete',
    ]);
  });

  it('deletes a passkey only once the player says yes', async () => {
    let list: readonly Passkey[] = [PHONE];
    const { box, asked, ready } = shown(() => list);
    await ready();
    click(box, 'delete-passkey');
    expect(box.querySelector('[data-ask="delete-passkey"]')?.textContent).toContain('“Phone”');
    click(box, 'cancel-delete-passkey');
    expect(box.querySelector('[data-ask]')).toBeNull();
    click(box, 'delete-passkey');
    list = [];
    click(box, 'confirm-delete-passkey');
    await vi.waitFor(() => expect(box.querySelector('[data-passkeys]')?.getAttribute('data-passkeys')).toBe('0'));
    expect(asked.filter(([method]) => method === 'DELETE')).toEqual([
      ['DELETE', PASSKEY_ROUTES.deletePasskey.path.replace(':id', 'phone-id'), undefined],
    ]);
  });

  it('adds the passkey the browser made, and shows it', async () => {
    let list: readonly Passkey[] = [];
    const { box, asked, ready } = shown(() => list);
    await ready();
    webauthn.startRegistration.mockResolvedValue(CREDENTIAL);
    list = [PHONE];
    click(box, 'add-passkey');
    await vi.waitFor(() => expect(box.querySelector('[data-passkey="phone-id"]')).not.toBeNull());
    expect(asked).toContainEqual(['POST', PASSKEY_ROUTES.registerPasskey.path, { credential: CREDENTIAL }]);
  });

  it('renames a passkey with the name the player writes, and shows the new name', async () => {
    let list: readonly Passkey[] = [PHONE];
    const { box, asked, ready } = shown(() => list);
    await ready();
    click(box, 'rename-passkey');
    const field = box.querySelector<HTMLInputElement>('[data-passkey="phone-id"] [data-field="passkey-name"]');
    expect(field?.value).toBe('Phone');
    click(box, 'cancel-rename-passkey');
    expect(box.querySelector('[data-field="passkey-name"]')).toBeNull();
    click(box, 'rename-passkey');
    const again = box.querySelector<HTMLInputElement>('[data-field="passkey-name"]');
    if (again === null) throw new Error('no name field');
    again.value = ' Work phone ';
    list = [{ ...PHONE, name: 'Work phone' }];
    // A form submits in a document.
    document.body.append(box);
    click(box, 'save-passkey-name');
    box.remove();
    await vi.waitFor(() =>
      expect(box.querySelector('[data-passkey="phone-id"] .passkey-name')?.textContent).toBe('Work phone'),
    );
    expect(asked.filter(([method]) => method === 'PUT')).toEqual([
      ['PUT', PASSKEY_ROUTES.renamePasskey.path.replace(':id', 'phone-id'), { name: 'Work phone' }],
    ]);
  });

  it('says a device that holds one of the account’s passkeys already is so, not that the prompt was closed', async () => {
    const device = session();
    device.keys.keep({ id: MARIA.id, key: KEY });
    const { asked } = server(() => [200, { challenge: 'c' }]);
    const previously = Object.assign(new Error('The authenticator was previously registered'), {
      name: 'InvalidStateError',
      code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
    });
    webauthn.startRegistration.mockRejectedValueOnce(previously);
    expect(await new Passkeys(() => SERVER, device.keys).add()).toMatchObject({
      ok: false,
      problem: 'already-registered',
    });
    webauthn.startRegistration.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    expect(await new Passkeys(() => SERVER, device.keys).add()).toMatchObject({ ok: false, problem: 'cancelled' });
    // Nothing was sent to be added either time.
    expect(asked.filter(([, path]) => path === PASSKEY_ROUTES.registerPasskey.path)).toEqual([]);
    expect(PROFILE_TEXTS.en.problems['already-registered']).toContain('already has a passkey');
    expect(PROFILE_TEXTS.el.problems['already-registered']).toContain('έχει ήδη');
  });
});
