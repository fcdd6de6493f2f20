// Choices and safety in a real browser: settings persist across a reload and apply from the next deal; a damaged
// save is kept aside and the player told; New game asks first; panels pass the accessibility audit.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, audit, newPage, openTable, saved, start, waitForHuman } from './browser.js';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

describe('settings, saves and panels', () => {
  it('keeps the settings across a reload and applies them from the next deal', async () => {
    const key = 'settings-e2e';
    const page = await newPage(h);
    await openTable(h, page, { seed: 'set', 'ai-delay': '0', 'storage-key': key });
    await page.locator('birimba-table [data-action="settings"]').click();
    await page.locator('birimba-table [data-setting="bot-1"]').selectOption('easy');
    await page.locator('birimba-table [data-rule="allowSets"]').check();
    await page.locator('birimba-table [data-setting="speed"]').selectOption('fast');
    expect(await audit(page, 'settings panel')).toEqual([]);
    await page.locator('birimba-table [data-setting="lang"]').selectOption('el');
    await page.reload();
    await waitForHuman(page);
    expect(await page.locator('birimba-table [data-action="draw"]').textContent()).toContain('Τράβα');
    await page.locator('birimba-table [data-action="settings"]').click();
    expect(await page.locator('birimba-table [data-setting="bot-1"]').inputValue()).toBe('easy');
    expect(await page.locator('birimba-table [data-rule="allowSets"]').isChecked()).toBe(true);
    expect(await page.locator('birimba-table [data-setting="speed"]').inputValue()).toBe('fast');
    expect((await saved(page, key)).rules.allowSets).toBe(false);
    await page.locator('birimba-table [data-action="close-panel"]').click();
    // New game asks first (a deal is running), then deals with the new rules.
    await page.locator('birimba-table [data-action="new-game"]').click();
    expect(await audit(page, 'new game question')).toEqual([]);
    await page.locator('birimba-table [data-action="confirm-new-game"]').click();
    await waitForHuman(page);
    expect((await saved(page, key)).rules.allowSets).toBe(true);
    await page.context().close();
  });

  it('tells the player about a damaged save, keeps its text aside and starts a new game', async () => {
    const key = 'damaged-e2e';
    const page = await newPage(h, { viewport: { width: 360, height: 740 } });
    await page.goto(`${h.base}/e2e.html?ai-delay=0&storage-key=${key}`);
    const junk =
      '{"format":"birimba-table-save","version":1,"seats":["human","classic","classic","classic"],"log":[{"kind":"meld","seat":1,"cards":5}],"game":{}}';
    await page.evaluate(([k, text]) => localStorage.setItem(k as string, text as string), [key, junk]);
    await page.reload();
    await waitForHuman(page);
    const notice = page.locator('birimba-table [data-notice]');
    expect(await notice.isVisible()).toBe(true);
    const box = await notice.boundingBox();
    expect((box?.y ?? 1e9) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
    expect(await notice.textContent()).toContain(`${key}:damaged`);
    expect(await page.evaluate((k) => localStorage.getItem(`${k}:damaged`), key)).toBe(junk);
    expect(await page.locator('birimba-table [data-zone="hand"] button[data-card]').count()).toBe(11);
    expect(await audit(page, 'damaged-save notice')).toEqual([]);
    await page.context().close();
  });

  it('shows the rules in both languages', async () => {
    const page = await newPage(h);
    await openTable(h, page, { seed: 'rules', 'ai-delay': '0', lang: 'el' });
    await page.locator('birimba-table [data-action="rules"]').click();
    const text = (await page.locator('birimba-table [data-rules]').textContent()) ?? '';
    expect(text).toContain('μπαλαντέρ');
    expect(text).toContain('μπιριμπάκι');
    expect(await audit(page, 'rules panel')).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.locator('birimba-table [data-rules]').count()).toBe(0);
    await page.context().close();
  });
});
