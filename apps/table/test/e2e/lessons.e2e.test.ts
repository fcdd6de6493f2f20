// «Learn Biriba» in Chromium, as a new player meets it (a clean browser): the offer at the start of the first game,
// the lessons' list, lessons 1 and 2 done by clicking cards and buttons, the goal bar marked done
// (`[data-lesson-goal][data-done="true"]`), the progress kept across a reload. Then a lesson in progress (two wrong
// tries, the engine's reason, the coach's hint) and done, photographed at 360 and 1280 px in English and Greek, axe
// clean, every button a 44 px target on the phone.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  APP,
  RESULTS,
  audit,
  looks,
  newPage,
  smallButtons,
  start,
  waitForHuman,
  picture,
} from './browser.js';

/** Where the photographs go: test-results/, or apps/table/docs/ with UPDATE_SCREENSHOTS=1 (the README links them). */
const OUT = process.env.UPDATE_SCREENSHOTS === '1' ? join(APP, 'docs') : RESULTS;

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const goal = (page: Page) => page.locator('birimba-table [data-lesson-goal]');

/** Taps the hand's cards named in notation, one not yet selected copy each, at the corner a player taps. */
async function tap(page: Page, cards: string): Promise<void> {
  for (const code of cards.split(' '))
    await page
      .locator(`birimba-table [data-zone="hand"] button[data-card="${code}"]:not([aria-pressed="true"])`)
      .first()
      .click({ position: { x: 10, y: 12 } });
}

const press = (page: Page, action: string): Promise<void> =>
  page.locator(`birimba-table [data-action="${action}"]`).first().click();

describe('a new player learns Biriba', () => {
  it('takes the first two lessons from the offer of the first game, by clicks', async () => {
    const page = await newPage(h, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${h.base}/e2e.html?ai-delay=0&seed=3&lang=en`);
    await waitForHuman(page);
    await page.locator('birimba-table [data-lesson-offer]').waitFor();
    await picture(page, { path: join(OUT, 'lesson-offer-1280-en.png') });
    await page.locator('birimba-table [data-lesson-offer] [data-action="learn"]').click();
    await page.locator('birimba-table [data-lesson-open="1"]').click();

    // Lesson 1: draw, then meld a run of hearts.
    await expect.poll(() => goal(page).getAttribute('data-done')).toBe('false');
    expect(await goal(page).textContent()).toContain('meld');
    await press(page, 'draw');
    await tap(page, '5H 6H 7H 8H');
    await press(page, 'meld');
    await expect.poll(() => goal(page).getAttribute('data-done')).toBe('true');

    // Lesson 2: a wild and a natural 2 in one run.
    await press(page, 'next-lesson');
    await expect.poll(() => page.locator('birimba-table [data-lesson]').getAttribute('data-lesson')).toBe('2');
    expect(await goal(page).getAttribute('data-done')).toBe('false');
    await tap(page, 'AH 2H 3H JK 5H');
    await press(page, 'meld');
    await expect.poll(() => goal(page).getAttribute('data-done')).toBe('true');
    expect(await audit(page, 'lesson 2 done')).toEqual([]);

    // The progress outlives the page: after a reload the list marks both lessons done.
    await page.reload();
    await waitForHuman(page);
    expect(await page.locator('birimba-table [data-lesson-offer]').count()).toBe(0);
    await press(page, 'rules');
    await press(page, 'learn');
    const done = await page
      .locator('birimba-table [data-lesson-open]')
      .evaluateAll((items) => items.map((b) => b.getAttribute('data-done')));
    expect(done).toEqual(['true', 'true', 'false', 'false', 'false', 'false', 'false', 'false']);
    await page.context().close();
  });
});

describe('the way in on a phone', () => {
  it('offers the lessons at the first game and lists them, in Greek', async () => {
    const page = await newPage(h, { viewport: { width: 360, height: 740 }, hasTouch: true, reducedMotion: 'reduce' });
    await page.goto(`${h.base}/e2e.html?ai-delay=0&seed=3&lang=el`);
    await waitForHuman(page);
    await page.locator('birimba-table [data-lesson-offer]').waitFor();
    await picture(page, { path: join(OUT, 'lesson-offer-360-el.png') });
    expect(await audit(page, 'offer phone el')).toEqual([]);
    expect(await smallButtons(page)).toEqual([]);
    await page.locator('birimba-table [data-lesson-offer] [data-action="learn"]').click();
    await page.locator('birimba-table [data-lesson-open="8"]').waitFor();
    await picture(page, { path: join(OUT, 'lesson-list-360-el.png') });
    expect(await audit(page, 'list phone el')).toEqual([]);
    expect(await smallButtons(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a lesson on screen', () => {
  const phone = { name: 'phone', width: 360, height: 740 };
  const desktop = { name: 'desktop', width: 1280, height: 800 };
  const runs = looks(
    [
      { size: phone, lang: 'en' },
      { size: phone, lang: 'el' },
      { size: desktop, lang: 'en' },
      { size: desktop, lang: 'el' },
    ],
    [{ size: phone, lang: 'en' }],
  );
  for (const { size, lang } of runs)
    it(`in progress and done at ${size.width} px in ${lang}`, async () => {
      const page = await newPage(h, {
        viewport: { width: size.width, height: size.height },
        hasTouch: size.name === 'phone',
        reducedMotion: 'reduce',
      });
      await page.goto(`${h.base}/e2e.html?ai-delay=0&lang=${lang}&lesson=2`);
      await expect.poll(() => goal(page).getAttribute('data-done')).toBe('false');
      // Two wrong tries: two acting wilds, refused with the engine's reason; then the coach's hint.
      for (let i = 0; i < 2; i++) {
        await tap(page, '3H 2C JK 5H');
        await press(page, 'meld');
        await page.locator('birimba-table [data-error]').waitFor();
        await press(page, 'clear-selection');
      }
      await page.locator('birimba-table [data-lesson-hint]').waitFor();
      expect(await page.locator('birimba-table [data-lesson-coach]').getAttribute('data-lesson-coach')).toBe('hint');
      // The expert coach is on in a lesson (the setting is off): it waits for a turn to end.
      expect(await page.locator('birimba-table [data-feedback]').getAttribute('data-coach-status')).toBe('idle');
      await tap(page, '3H 2C JK 5H');
      await press(page, 'meld');
      await page.locator('birimba-table [data-error]').waitFor();
      await picture(page, { path: join(OUT, `lesson-progress-${size.width}-${lang}.png`) });
      expect(await audit(page, `lesson in progress ${size.name} ${lang}`)).toEqual([]);
      if (size.name === 'phone') expect(await smallButtons(page)).toEqual([]);
      await press(page, 'clear-selection');
      await tap(page, 'AH 2H 3H JK 5H');
      await press(page, 'meld');
      await expect.poll(() => goal(page).getAttribute('data-done')).toBe('true');
      await picture(page, { path: join(OUT, `lesson-done-${size.width}-${lang}.png`) });
      expect(await audit(page, `lesson done ${size.name} ${lang}`)).toEqual([]);
      if (size.name === 'phone') expect(await smallButtons(page)).toEqual([]);
      await page.context().close();
    });
});
