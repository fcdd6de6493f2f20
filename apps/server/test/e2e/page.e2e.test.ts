/// <reference lib="dom" />
// End to end in Chromium: the server's online page speaks the table's language — its `<html lang>` and its title
// follow what the table says (`birimba-language`): Greek on a Greek phone, English when the table turns to English —
// and it has an icon.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { onlineTable } from './pages.js';

const online = onlineTable();

const page = async (locale: string): Promise<Page> => {
  const context = await online.browser.newContext({ locale, viewport: { width: 360, height: 740 } });
  const opened = await context.newPage();
  opened.on('pageerror', (e) => console.error('page error:', e.message));
  await opened.goto(`${online.t.http}/`);
  return opened;
};

/** The page's language and title, read at once. */
const spoken = (p: Page): Promise<{ lang: string; title: string }> =>
  p.evaluate(() => ({ lang: document.documentElement.lang, title: document.title }));

describe('the online page', () => {
  it('speaks the table’s language, Greek on a Greek phone, and follows it; it has an icon', async () => {
    const greek = await page('el-GR');
    try {
      await expect.poll(() => spoken(greek), { timeout: 20_000 }).toEqual({ lang: 'el', title: 'Μπιρίμπα online' });
      expect(await greek.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'))).toMatch(
        /^data:image\/svg\+xml,/,
      );
      await greek.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
      await expect.poll(() => spoken(greek), { timeout: 20_000 }).toEqual({ lang: 'en', title: 'Birimba online' });
    } finally {
      await greek.context().close();
    }
    const english = await page('en-US');
    try {
      await expect.poll(() => spoken(english), { timeout: 20_000 }).toEqual({ lang: 'en', title: 'Birimba online' });
    } finally {
      await english.context().close();
    }
  });
});
