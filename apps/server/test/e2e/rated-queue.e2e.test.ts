/// <reference lib="dom" />
// End to end in Chromium: «Play rated». Eleni (a 360 px phone, Greek) and Petros (a laptop, 1280 px, English) are
// signed in by having played once (a room opened and left: the account is made as they play). Eleni presses Play rated
// for two players and waits — the panel shows her wait, that she alone looks, the window of ratings — and cancels: she
// is out of the queue, for Petros pressing it next is told he alone looks. Eleni presses it again: both are seated by
// themselves in one rated room, whose match starts with the rated mark in the room's bar. The pictures of the waiting
// panel are kept in test-results (`rated-queue-*.png`, both languages at both widths).
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { picture } from '../../../table/test/e2e/browser.js';
import { onlineTable, phonePage, playerPage, until } from './pages.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
const online = onlineTable();

/** What a page's rated-queue panel shows (null: none). */
const queueShown = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const panel = root?.querySelector('[data-rated-queue]');
    return {
      stage: panel?.getAttribute('data-rated-queue') ?? null,
      looking: panel?.querySelector('[data-looking]')?.getAttribute('data-looking') ?? null,
      within: panel?.querySelector('[data-within]')?.getAttribute('data-within') ?? null,
      text: (panel?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ratedMark: root?.querySelector('[data-rated-mark]') != null,
    };
  });

/** Signed in by playing once: a room opened under `name` (the account made as it is joined) and left. */
async function playedOnce(page: Page, name: string): Promise<void> {
  await page.fill('[data-field="player-name"]', name);
  await page.click('[data-action="create-room"]');
  await until(page, (s) => s.roomCode !== null, 'the room');
  await page.click('[data-action="leave"]');
  await page.waitForSelector('birimba-table >> [data-action="play-rated"]');
}

/** Play rated for two players. */
async function playRated(page: Page): Promise<void> {
  await page.selectOption('[data-field="rated-form"]', '2');
  await page.click('[data-action="play-rated"]');
}

/** Waits until the page's panel shows `looking` people. */
async function looking(page: Page, n: number): Promise<void> {
  await page.waitForSelector(`birimba-table >> [data-rated-queue="waiting"] [data-looking="${String(n)}"]`);
}

/** A picture of what `shows` (the doors, the waiting panel) in the page's language and the other. */
async function pictures(page: Page, name: string, shows: string, width: number, lang: 'en' | 'el'): Promise<void> {
  const setLang = (l: string): Promise<void> =>
    page.evaluate((to) => document.querySelector('birimba-table')?.setAttribute('lang', to), l);
  for (const l of [lang, lang === 'en' ? 'el' : 'en']) {
    await setLang(l);
    await page.waitForSelector(`birimba-table >> [lang="${l}"] ${shows}`);
    await picture(page, { path: `${RESULTS}rated-queue-${name}-${String(width)}-${l}.png` });
  }
  await setLang(lang);
}

describe('Play rated in the browser', () => {
  it('seats two signed-in people in one rated room by themselves; a cancelled wait leaves the queue', async () => {
    const eleni = await phonePage(online.browser, `${online.t.http}/`, 'el-GR');
    const petros = await playerPage(online.browser, `${online.t.http}/`);
    // Signed out, the page says how to sign in and offers no button.
    await eleni.waitForSelector('birimba-table >> [data-rated-sign-in]');
    expect(await eleni.$('birimba-table >> [data-action="play-rated"]')).toBeNull();
    await playedOnce(eleni, 'Ελένη');
    await playedOnce(petros, 'Petros');
    await pictures(petros, 'doors', '[data-action="play-rated"]', 1280, 'en');

    await playRated(eleni);
    await looking(eleni, 1);
    const waiting = await queueShown(eleni);
    expect(waiting).toMatchObject({ stage: 'waiting', within: '100' });
    expect(waiting.text).toContain('±100');
    expect(waiting.text).toContain('Αναμονή 0:');
    await pictures(eleni, 'waiting', '[data-rated-queue]', 360, 'el');
    await eleni.click('birimba-table >> [data-action="leave-queue"]');
    await eleni.waitForSelector('birimba-table >> [data-action="play-rated"]');
    await pictures(eleni, 'doors', '[data-action="play-rated"]', 360, 'el');

    // Out of the queue: Petros alone looks, and stays waiting.
    await playRated(petros);
    await looking(petros, 1);
    await pictures(petros, 'waiting', '[data-rated-queue]', 1280, 'en');

    await playRated(eleni);
    const [e, p] = await Promise.all([
      until(eleni, (s) => s.roomCode !== null && s.hand.length > 0, 'Eleni at the rated table'),
      until(petros, (s) => s.roomCode !== null && s.hand.length > 0, 'Petros at the rated table'),
    ]);
    expect(e.roomCode).toBe(p.roomCode);
    expect([...e.names]).toEqual(['Petros']);
    expect((await queueShown(eleni)).ratedMark).toBe(true);
    expect((await queueShown(petros)).ratedMark).toBe(true);
  });
});
