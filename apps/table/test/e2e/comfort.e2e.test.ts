// A player's comfort, measured in Chromium: on a phone every button is a 44 px target at least; after a reload the
// log shows its newest line; the demo page asks for nothing that is not there (no favicon 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, openTable, smallButtons, start, waitForHuman } from './browser.js';

let h: Harness;
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
    // The log ends at its newest line within a few frames (on a busy machine the page draws slowly), and stays so.
    const gapNow = (): Promise<number> =>
      page.evaluate(() => {
        const list = document.querySelector('birimba-table')?.shadowRoot?.querySelector('[data-log] ol');
        return list === null || list === undefined ? -1 : list.scrollHeight - list.scrollTop - list.clientHeight;
      });
    let gap = await gapNow();
    for (let i = 0; i < 20 && !(gap >= 0 && gap < 4); i++) {
      await page.waitForTimeout(100);
      gap = await gapNow();
    }
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(4);
    expect(missing).toEqual([]);
    await page.context().close();
  });
});
