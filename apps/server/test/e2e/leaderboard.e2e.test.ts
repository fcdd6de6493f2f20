/// <reference lib="dom" />
// End to end in Chromium: the leaderboard. Fourteen players of four with ten rated matches or more, and Maria, signed
// in on this device, among them: the lobby's «Leaderboard» opens the board of four, all time, its rows ranked as the
// server ranks them, Maria's own row marked; this month's board is empty (nobody played this month); a name opens that
// player's profile; the friends' board holds Maria and her friend Yannis only. Maria hides herself in her profile: the
// board says she is hidden and shows her no more. Pictures in test-results (`leaderboard-*.png`) at 1280 px and 360 px,
// English and Greek.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FRIEND_ROUTES, type SignedIn, accountAuthorization, accountPath, friendPath } from '@birimba/protocol';
import { picture } from '../../../table/test/e2e/browser.js';
import type { Database } from '../../src/db/database.js';
import { ownDatabase } from '../helpers/shared-database.js';
import { onlineTable, phonePage, playerPage } from './pages.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));

let db: Database | null = null;
const online = onlineTable(async () => {
  // A board is every account's: a database of the file's own.
  db = await ownDatabase();
  return {
    database: db,
    signInLimits: { perAddress: { burst: 1e6, perSecond: 1e6 }, perAccount: { burst: 1e6, perSecond: 1e6 } },
  };
});

/** What the open leaderboard shows. */
const board = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const section = root?.querySelector('[data-leaderboard]');
    return {
      form: section?.getAttribute('data-form') ?? null,
      period: section?.getAttribute('data-period') ?? null,
      whose: section?.getAttribute('data-board') ?? null,
      rows: [...(section?.querySelectorAll('tr[data-rank]') ?? [])].map(
        (r) => `${r.getAttribute('data-rank') ?? ''} ${r.getAttribute('data-handle') ?? ''}`,
      ),
      you: [...(section?.querySelectorAll('tr[data-you]') ?? [])].map((r) => r.getAttribute('data-handle')),
      note: section?.querySelector('p[data-you]')?.getAttribute('data-you') ?? null,
      loading: section?.querySelector('[role=status]') != null,
      wide: document.documentElement.scrollWidth > innerWidth,
    };
  });

/** The board once it has answered and `test` holds of it (the test's timeout says when it never does). */
const until = async (page: Page, test: (b: Awaited<ReturnType<typeof board>>) => boolean, what: string) => {
  for (;;) {
    const now = await board(page);
    if (!now.loading && test(now)) return now;
    if (page.isClosed()) throw new Error(`the page closed, waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Maria's device signed in with her key, then the page loaded again. */
async function signedIn(page: Page, maria: SignedIn): Promise<void> {
  await page.evaluate(
    (account) => {
      localStorage.setItem(`birimba-account|${location.origin}`, JSON.stringify(account));
    },
    { id: maria.account.id, key: maria.key },
  );
  await page.reload();
}

describe('the leaderboard in the table', () => {
  it('ranks the players of a form, marks one’s own row, opens a profile, and hides who asks to be hidden', async () => {
    const { t } = online;
    const make = async (name: string): Promise<SignedIn> => {
      const response = await fetch(`${t.http}${accountPath('createAccount')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      return (await response.json()) as SignedIn;
    };
    const names = ['Eleni', 'Kostas', 'Sofia', 'Giorgos', 'Dimitra', 'Yannis', 'Anna', 'Maria', 'Petros', 'Nikos'];
    const people: SignedIn[] = [];
    for (const [i, name] of names.entries()) {
      const made = await make(name);
      people.push(made);
      await db?.query(`INSERT INTO ratings (account_id, form, mu, sigma, matches) VALUES ($1, 4, $2, 3, $3)`, [
        made.account.id,
        25 + (1740 - 25 * i - 1500) / 20,
        12 + i,
      ]);
    }
    const maria = people[7] as SignedIn;
    const expected = people.map((p, i) => `${String(i + 1)} ${p.account.handle}`);

    const laptop = await playerPage(online.browser, `${t.http}/`);
    await signedIn(laptop, maria);
    await laptop.click('[data-action="leaderboard"]');
    const all = await until(laptop, (b) => b.rows.length === names.length, 'the board of four');
    expect(all).toMatchObject({ form: '4', period: 'all', rows: expected, you: [maria.account.handle], note: null });
    await picture(laptop, { path: `${RESULTS}leaderboard-1280-en.png` });
    await laptop.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'el'));
    await picture(laptop, { path: `${RESULTS}leaderboard-1280-el.png` });
    await laptop.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));

    // This month: nobody played a rated match in it.
    await laptop.click('[data-action="leaderboard-period"][data-value="month"]');
    expect(await until(laptop, (b) => b.period === 'month', 'this month')).toMatchObject({ rows: [], note: 'none' });
    // The board of two: nobody on it.
    await laptop.click('[data-action="leaderboard-form"][data-value="2"]');
    expect(await until(laptop, (b) => b.form === '2', 'the board of two')).toMatchObject({ rows: [] });
    await laptop.click('[data-action="leaderboard-form"][data-value="4"]');
    await laptop.click('[data-action="leaderboard-period"][data-value="all"]');
    await until(laptop, (b) => b.rows.length === names.length, 'the board of four again');
    // Maria and Yannis are friends: the friends' board is theirs, ranked between them.
    const yannis = people[5] as SignedIn;
    for (const [me, other, route] of [
      [maria, yannis, 'requestFriend'],
      [yannis, maria, 'acceptFriend'],
    ] as const)
      await fetch(`${t.http}${friendPath(route, other.account.handle)}`, {
        method: FRIEND_ROUTES[route].method,
        headers: { authorization: accountAuthorization(me.key) },
      });
    await laptop.click('[data-action="leaderboard-board"][data-value="friends"]');
    expect(await until(laptop, (b) => b.whose === 'friends', 'the friends’ board')).toMatchObject({
      rows: [`1 ${yannis.account.handle}`, `2 ${maria.account.handle}`],
      you: [maria.account.handle],
    });
    await picture(laptop, { path: `${RESULTS}leaderboard-friends-1280-en.png` });
    await laptop.click('[data-action="leaderboard-board"][data-value="all"]');
    await until(laptop, (b) => b.whose === 'all' && b.rows.length === names.length, 'everyone’s board again');
    // A name opens that player's profile.
    await laptop.click(
      `[data-leaderboard] [data-action="player-profile"][data-handle="${people[0]?.account.handle ?? ''}"]`,
    );
    await laptop.waitForSelector(`dialog[data-profile="player"][data-handle="${people[0]?.account.handle ?? ''}"]`);

    // Maria hides herself in her own profile: the board says so and shows her no more.
    await laptop.click('[data-action="close-profile"]');
    await laptop.click('[data-action="profile"]');
    await laptop.waitForSelector('dialog[data-profile="signed-in"] [data-privacy="leaderboards"]');
    await laptop.uncheck('[data-privacy="leaderboards"]');
    await laptop.waitForFunction(
      () =>
        document
          .querySelector('birimba-table')
          ?.shadowRoot?.querySelector<HTMLInputElement>('[data-privacy="leaderboards"]')?.checked === false,
    );
    await laptop.click('[data-action="close-profile"]');
    await laptop.click('[data-action="leaderboard"]');
    const hidden = await until(laptop, (b) => b.note === 'hidden', 'Maria hidden');
    expect(hidden.rows).toEqual(
      expected.filter((r) => !r.endsWith(` ${maria.account.handle}`)).map((r, i) => r.replace(/^\d+/, String(i + 1))),
    );

    // On a phone, in Greek: the same board, nothing wider than the screen.
    const phone = await phonePage(online.browser, `${t.http}/`, 'el');
    await signedIn(phone, people[9] as SignedIn);
    await phone.waitForSelector('[data-action="leaderboard"]');
    await picture(phone, { path: `${RESULTS}leaderboard-lobby-360-el.png` });
    await phone.click('[data-action="leaderboard"]');
    const small = await until(phone, (b) => b.rows.length === names.length - 1, 'the board on a phone');
    expect(small).toMatchObject({ you: [people[9]?.account.handle], wide: false });
    await picture(phone, { path: `${RESULTS}leaderboard-360-el.png` });
    await phone.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
    await picture(phone, { path: `${RESULTS}leaderboard-360-en.png` });
  });
});
