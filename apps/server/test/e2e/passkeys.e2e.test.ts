/// <reference lib="dom" />
// End to end in Chromium: passkeys in the table, with Chromium's virtual authenticators (CDP's WebAuthn domain) as the
// players' devices. Maria plays online at `http://localhost:PORT` (a name: browsers refuse an IP address as the
// relying party's id) and so has an account; she adds a passkey in her profile; another device holding the same
// credential (copied into its own authenticator, as a synced passkey would be) signs in with it and is the same
// account; once she deletes the passkey it signs in no more, and the table says it is not recognised.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { passkeyId } from '@birimba/protocol';
import { onlineTable, playerPage, until } from './pages.js';

const online = onlineTable();

/** A credential as `WebAuthn.getCredentials` gives it and `WebAuthn.addCredential` takes it. */
type VirtualCredential = Awaited<ReturnType<typeof credentialsOf>>[number];

/** A page's own platform authenticator that holds resident keys and verifies its user, always. */
async function authenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The credentials a page's authenticator holds now (their signature counters as they stand). */
async function credentialsOf(device: { cdp: CDPSession; authenticatorId: string }) {
  const { credentials } = await device.cdp.send('WebAuthn.getCredentials', { authenticatorId: device.authenticatorId });
  return credentials;
}

/** A new device at the server's page whose authenticator holds `credentials`. */
async function deviceWith(
  credentials: readonly VirtualCredential[],
  url: string,
): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  const page = await playerPage(online.browser, url);
  const { cdp, authenticatorId } = await authenticator(page);
  for (const credential of credentials) await cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
  return { page, cdp, authenticatorId };
}

/** The account this page keeps for the server (localStorage `birimba-account|SERVER`): its id, or null. */
const keptAccount = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const name = Object.keys(localStorage).find((k) => k.startsWith('birimba-account|'));
    return name === undefined
      ? null
      : ((JSON.parse(localStorage.getItem(name) ?? 'null') as { id?: string })?.id ?? null);
  });

/** Presses «Sign in with a passkey» and waits for the account's quiet line to say how it went. */
async function signInWithPasskey(page: Page): Promise<string | null> {
  await page.click('[data-action="sign-in-passkey"]');
  const note = await page.waitForSelector('birimba-table [data-account-note^="passkey"]');
  return note.getAttribute('data-account-note');
}

describe('passkeys in the table', () => {
  it('adds a passkey in the profile, signs another device in with it, and not once deleted', async () => {
    const url = `http://localhost:${new URL(online.t.http).port}/`;
    const laptop = await playerPage(online.browser, url);
    const pages = [laptop];
    try {
      await laptop.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
      const laptopKeys = await authenticator(laptop);
      // No account on this device yet: the lobby offers a passkey beside the name.
      await laptop.waitForSelector('birimba-table [data-action="sign-in-passkey"]');
      await laptop.fill('[data-field="player-name"]', 'Maria');
      await laptop.click('[data-action="create-room"]');
      await until(laptop, (s) => s.roomCode !== null, 'the room');
      const maria = await keptAccount(laptop);
      expect(maria).not.toBeNull();

      await laptop.click('[data-action="profile"]');
      await laptop.click('[data-action="add-passkey"]');
      const row = await laptop.waitForSelector('birimba-table [data-passkey]');
      expect(await row.textContent()).toContain('not used yet');
      const credentials = await credentialsOf(laptopKeys);
      // CDP gives the id in base64; the server, the table and WebAuthn speak base64url, and read base64 as the same id.
      expect(credentials.map((c) => passkeyId(c.credentialId))).toEqual([await row.getAttribute('data-passkey')]);

      // Another device with the same passkey signs in as Maria, with a key of its own.
      const phoneDevice = await deviceWith(credentials, url);
      const phone = phoneDevice.page;
      pages.push(phone);
      await phone.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
      expect(await signInWithPasskey(phone)).toBe('passkey');
      expect(await keptAccount(phone)).toBe(maria);
      expect(await phone.textContent('[data-account-note]')).toContain('Maria');
      await phone.waitForSelector('birimba-table [data-action="sign-in-passkey"]', { state: 'detached' });

      // Deleted (asked first), the passkey signs no device in.
      await laptop.click('[data-action="delete-passkey"]');
      await laptop.click('[data-action="confirm-delete-passkey"]');
      await laptop.waitForSelector('birimba-table [data-passkeys="0"]');
      // The credential as the phone holds it after signing in: its counter ahead of the server's, so only the deleting
      // refuses it.
      const tablet = (await deviceWith(await credentialsOf(phoneDevice), url)).page;
      pages.push(tablet);
      expect(await signInWithPasskey(tablet)).toBe('passkey-refused');
      expect(await keptAccount(tablet)).toBeNull();
    } finally {
      for (const page of pages) await page.context().close();
    }
  });
});
