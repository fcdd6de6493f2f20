/// <reference lib="dom" />
// End to end in Chromium: friends online and an invitation. Maria (1280 px, English) and Nikos (360 px, Greek) are
// friends, each signed in on a page of their own: each page's friends list shows the other online; Maria makes a table
// and invites Nikos from its lobby; his page shows the invitation, and Join seats him at her table. Pictures in
// test-results (`presence-*.png`): the friends list and the invitation, at 1280 px in English and 360 px in Greek.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FRIEND_ROUTES, type SignedIn, accountAuthorization, accountPath, friendPath } from '@birimba/protocol';
import { picture } from '../../../table/test/e2e/browser.js';
import { onlineTable, phonePage, playerPage, until } from './pages.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
const online = onlineTable();

async function account(name: string): Promise<SignedIn> {
  const made = await fetch(`${online.t.http}${accountPath('createAccount')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  return (await made.json()) as SignedIn;
}

/** The page's device signed in with `who`'s key, then loaded again, in `lang`. */
async function signIn(page: Page, who: SignedIn, lang: 'en' | 'el'): Promise<void> {
  await page.evaluate((a) => localStorage.setItem(`birimba-account|${location.origin}`, JSON.stringify(a)), {
    id: who.account.id,
    key: who.key,
  });
  await page.reload();
  await page.evaluate((l) => document.querySelector('birimba-table')?.setAttribute('lang', l), lang);
}

const friendShown = (handle: string, presence: string) =>
  `birimba-table [data-friends] [data-friend][data-handle="${handle}"][data-presence="${presence}"]`;

describe('friends online in the table', () => {
  it('shows each the other online, and carries an invitation from a table’s lobby to a friend’s page', async () => {
    const [maria, nikos] = [await account('Maria'), await account('Nikos')];
    for (const [me, other, route] of [
      [maria, nikos, 'requestFriend'],
      [nikos, maria, 'acceptFriend'],
    ] as const) {
      const response = await fetch(`${online.t.http}${friendPath(route, other.account.handle)}`, {
        method: FRIEND_ROUTES[route].method,
        headers: { authorization: accountAuthorization(me.key) },
      });
      expect(response.status).toBe(200);
    }
    const laptop = await playerPage(online.browser, `${online.t.http}/`);
    const phone = await phonePage(online.browser, `${online.t.http}/`, 'el-GR');
    await signIn(laptop, maria, 'en');
    await signIn(phone, nikos, 'el');
    await laptop.waitForSelector(friendShown(nikos.account.handle, 'online'));
    await phone.waitForSelector(friendShown(maria.account.handle, 'online'));
    await picture(laptop, { path: `${RESULTS}presence-friends-1280-en.png` });
    await picture(phone, { path: `${RESULTS}presence-friends-360-el.png` });

    // Maria makes a table; in its lobby she invites Nikos.
    await laptop.fill('[data-field="player-name"]', 'Maria');
    await laptop.click('[data-action="create-room"]');
    const code = (await until(laptop, (s) => s.roomCode !== null, 'the room')).roomCode ?? '';
    await laptop.click(`[data-friend][data-handle="${nikos.account.handle}"] [data-action="invite"]`);
    await phone.waitForSelector(`birimba-table [data-invitation="${code}"]`);
    await laptop.waitForSelector(
      `[data-friend][data-handle="${nikos.account.handle}"] [data-action="invite"]:disabled`,
    );
    await picture(phone, { path: `${RESULTS}presence-invitation-360-el.png` });
    await picture(laptop, { path: `${RESULTS}presence-invited-1280-en.png` });
    // Join: Nikos sits at her table.
    await phone.click(`[data-invitation="${code}"] [data-action="accept-invitation"]`);
    expect((await until(phone, (s) => s.roomCode !== null, 'Nikos at the table')).roomCode).toBe(code);
    await laptop.waitForSelector('[data-seat="1"][data-occupied="human"]');
  });
});
