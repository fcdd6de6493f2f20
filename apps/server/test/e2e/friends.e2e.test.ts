/// <reference lib="dom" />
// End to end in Chromium: two accounts become friends through the table. Maria (1280 px, English) and Nikos (360 px,
// Greek) each sign a page in with a link; Maria opens Nikos's profile and adds him, Nikos accepts in his own profile's
// friends, and each then sees the other as a friend; Maria's Block is asked about before it is done. Pictures in
// test-results (`friends-*.png`), each in both languages.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type DeviceLink,
  type SignedIn,
  accountAuthorization,
  accountPath,
  deviceLinkUrl,
  profileLinkUrl,
} from '@birimba/protocol';
import { picture } from '../../../table/test/e2e/browser.js';
import { onlineTable, playerPage } from './pages.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
const online = onlineTable();

/** An account made by HTTP, and a sign-in link for a page. */
async function accountWithLink(name: string): Promise<{ signedIn: SignedIn; link: DeviceLink }> {
  const made = await fetch(`${online.t.http}${accountPath('createAccount')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  const signedIn = (await made.json()) as SignedIn;
  const link = await fetch(`${online.t.http}${accountPath('makeDeviceLink')}`, {
    method: 'POST',
    headers: { authorization: accountAuthorization(signedIn.key) },
  });
  return { signedIn, link: (await link.json()) as DeviceLink };
}

/** A page signed in by the link. */
async function signedInPage(link: DeviceLink, width: number): Promise<Page> {
  const page = await playerPage(online.browser, deviceLinkUrl(online.t.http, link.secret), width, 800);
  await page.waitForSelector('birimba-table [data-account-note="linked"]');
  return page;
}

/** The page shows the profile of `handle` (its address: a reload opens it), in `lang`. */
async function openProfile(page: Page, handle: string, lang: 'en' | 'el'): Promise<void> {
  await page.goto(profileLinkUrl(online.t.http, handle));
  await page.reload();
  await page.evaluate((l) => document.querySelector('birimba-table')?.setAttribute('lang', l), lang);
}

/** A picture in test-results in English and in Greek (the page left in `lang`). */
async function pictures(page: Page, name: string, width: number, lang: 'en' | 'el'): Promise<void> {
  for (const l of lang === 'en' ? (['el', 'en'] as const) : (['en', 'el'] as const)) {
    await page.evaluate((to) => document.querySelector('birimba-table')?.setAttribute('lang', to), l);
    await picture(page, { path: `${RESULTS}friends-${name}-${String(width)}-${l}.png` });
  }
}

describe('friends in the table', () => {
  it('are made by a request on a profile and its acceptance in the other’s friends', async () => {
    const maria = await accountWithLink('Maria');
    const nikos = await accountWithLink('Νίκος');
    const laptop = await signedInPage(maria.link, 1280);
    const phone = await signedInPage(nikos.link, 360);
    try {
      const [m, n] = [maria.signedIn.account.handle, nikos.signedIn.account.handle];
      await openProfile(laptop, n, 'en');
      await laptop.click('birimba-table [data-action="add-friend"][data-relation="none"]');
      await laptop.waitForSelector('birimba-table [data-action="add-friend"][data-relation="sent"]');
      await pictures(laptop, 'sent', 1280, 'en');

      await openProfile(phone, n, 'el');
      await phone.click(`birimba-table [data-friend-request="${m}"] [data-action="accept-friend"]`);
      await phone.waitForSelector(`birimba-table [data-friend-list="1"] [data-friend="${m}"]`);
      await phone.locator('birimba-table [data-friend-list]').scrollIntoViewIfNeeded();
      await pictures(phone, 'list', 360, 'el');

      await openProfile(laptop, n, 'en');
      await laptop.waitForSelector('birimba-table [data-action="add-friend"][data-relation="friends"]');
      await laptop.click('birimba-table [data-action="block"]');
      await laptop.waitForSelector('birimba-table [data-ask="block"]');
      await pictures(laptop, 'block', 1280, 'en');
      await laptop.click('birimba-table [data-action="confirm-block"]');
      await laptop.waitForSelector('birimba-table [data-action="unblock"]');
      // The block ended the friendship: Nikos's friends are none again.
      await openProfile(phone, n, 'el');
      await phone.waitForSelector('birimba-table [data-friend-list="0"]');
      expect(await phone.locator(`birimba-table [data-friend="${m}"]`).count()).toBe(0);
    } finally {
      await laptop.context().close();
      await phone.context().close();
    }
  });
});
