// A player's comfort, measured in Chromium: on a phone every button is a 44 px target at least; after a reload the
// log shows its newest line (in a page where it sits below the fold too); the demo page asks for nothing that is not there (no favicon 404).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, openTable, smallButtons, start, waitForHuman } from './browser.js';

let h: Harness;

/** How far the log is from its end, once every line in its view is drawn (not skipped by `content-visibility`). */
const logGap = (page: Page): Promise<{ drawn: boolean; gap: number }> =>
  page.evaluate(() => {
    const list = document.querySelector('birimba-table')?.shadowRoot?.querySelector('[data-log] ol');
    if (list === null || list === undefined) return { drawn: false, gap: -1 };
    const box = list.getBoundingClientRect();
    const inView = [...list.children].filter((li) => {
      const r = li.getBoundingClientRect();
      return r.bottom > box.top && r.top < box.bottom;
    });
    return {
      drawn: inView.length > 0 && inView.every((li) => li.checkVisibility({ contentVisibilityAuto: true })),
      gap: Math.round(list.scrollHeight - list.scrollTop - list.clientHeight),
    };
  });
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h.close();
});

describe('a player’s comfort in Chromium', () => {
  it('gives every button on a 360×740 phone at least 44×44 px, in both languages', async () => {
    for (const lang of ['en', 'el']) {
      const page = await newPage(h, { viewport: { width: 360, height: 740 } });
      await openTable(h, page, { seed: '2026', 'ai-delay': '0', lang });
      await page.locator('birimba-table [data-action="draw"]').click();
      await waitForHuman(page);
      const small = await smallButtons(page);
      expect(small, lang).toEqual([]);
      await page.context().close();
    }
  });

  it('shows the newest log line after a reload mid-deal (1280×800), and loads no missing file', async () => {
    const page = await newPage(h);
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) missing.push(`${String(r.status())} ${r.url()}`);
    });
    await openTable(h, page, { seed: '2026', 'ai-delay': '0', 'storage-key': 'comfort-e2e' });
    for (let i = 0; i < 4; i++) {
      await page.locator('birimba-table [data-action="draw"]').click();
      await page.locator('birimba-table [data-zone="hand"] button[data-card]').first().click();
      await page.locator('birimba-table [data-action="discard"]').click();
      await waitForHuman(page);
    }
    await page.reload();
    await waitForHuman(page);
    await expect.poll(() => logGap(page)).toEqual({ drawn: true, gap: 0 });

    // The same game in a page where the table sits below the fold: its lines are laid out only once the reader scrolls
    // down to it (`content-visibility: auto`), the wrapped ones growing to two lines after the log went to its end.
    await page.addInitScript(() => {
      addEventListener('DOMContentLoaded', () => {
        const above = document.createElement('div');
        above.style.blockSize = '5000px';
        document.body.prepend(above);
      });
    });
    await page.reload();
    await waitForHuman(page);
    await page.locator('birimba-table [data-log]').scrollIntoViewIfNeeded();
    await expect.poll(() => logGap(page)).toEqual({ drawn: true, gap: 0 });
    expect(missing).toEqual([]);
    await page.context().close();
  });
});
