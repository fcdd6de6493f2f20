// Takes the README's screenshots of the built table (served by vite preview, headless Chromium): a turn in the
// middle of a deal at 360×740 and 1280×800, in English and in Greek, and the end of a deal. Run after a build:
// `npx -y pnpm@12.4.2 --filter @birimba/table screenshots`. Writes docs/*.png.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { APP, newPage, openTable, start, status, waitForHuman } from './table-page.js';

const OUT = join(APP, 'docs');

/** Plays a few of seat 0's turns (draw, then discard the last card) so that the table has melds and a pile. */
async function playTurns(page: Page, turns: number): Promise<void> {
  for (let i = 0; i < turns && (await status(page)).phase !== 'over'; i++) {
    await page.locator('birimba-table [data-action="draw"]').click();
    await page.locator('birimba-table [data-zone="hand"] button[data-card]').last().click();
    await page.locator('birimba-table [data-action="discard"]').click();
    await waitForHuman(page);
  }
}

const h = await start();
try {
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    for (const lang of ['en', 'el']) {
      const page = await newPage(h, { viewport: { width, height }, reducedMotion: 'reduce' });
      await openTable(h, page, { seed: 'readme-7', 'ai-delay': '0', lang, target: '3000' });
      await playTurns(page, 7);
      await page.locator('birimba-table [data-action="draw"]').click();
      await page.locator('birimba-table [data-zone="hand"] button[data-card]').nth(2).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(OUT, `table-${width}-${lang}.png`) });
      await page.context().close();
    }
  }
  const page = await newPage(h, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await openTable(h, page, { seed: 'readme-7', 'ai-delay': '0', target: '3000' });
  await playTurns(page, 200);
  await page.screenshot({ path: join(OUT, 'table-1280-end.png') });
  await page.context().close();
} finally {
  await h.close();
}
