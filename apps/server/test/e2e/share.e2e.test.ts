/// <reference lib="dom" />
// End to end in Chromium: a room's Share in the lobby on a phone and a desktop, in Greek and English. Chromium on
// Linux has no share sheet, so Share shows the WhatsApp and Viber links; the QR code's chunk loads under the page's
// Content-Security-Policy; Copy, Share, QR and both links are 44 px targets; the lobby so opened passes axe. `check`
// looks at a Greek phone and an English desktop; `pnpm soak:e2e` at both sizes in both languages.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { audit, looks, picture } from '../../../table/test/e2e/browser.js';
import { type Shown, cspViolations, onlineTable, playerPage, until } from './pages.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
const online = onlineTable();

const inRoom = (s: Shown): boolean => s.roomCode !== null;

describe('sharing a room', () => {
  const all = [
    { lang: 'el', width: 360 },
    { lang: 'el', width: 1280 },
    { lang: 'en', width: 360 },
    { lang: 'en', width: 1280 },
  ] as const;
  for (const { lang, width } of looks(all, [all[0], all[3]]))
    it(`offers the chat apps' links and a QR code, 44 px targets, axe clean (${lang}, ${String(width)} px)`, async () => {
      mkdirSync(RESULTS, { recursive: true });
      const page = await playerPage(online.browser, `${online.t.http}/`, width, 800);
      try {
        await page.evaluate((l) => document.querySelector('birimba-table')?.setAttribute('lang', l), lang);
        await page.fill('[data-field="player-name"]', 'Μαρία');
        await page.click('[data-action="create-room"]');
        await until(page, inRoom, 'the room');
        expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');

        await page.click('[data-action="share"]');
        await page.click('[data-action="qr"]');
        await page.waitForSelector('birimba-table [data-qr="shown"] svg');
        const found = await page.evaluate(() => {
          const root = document.querySelector('birimba-table')?.shadowRoot as ShadowRoot;
          const link = (root.querySelector('[data-share-link]') as HTMLInputElement).value;
          const hrefs = [...root.querySelectorAll<HTMLAnchorElement>('[data-share]')].map((a) => a.href);
          const small: string[] = [];
          for (const target of root.querySelectorAll<HTMLElement>('.share button, .share a')) {
            const r = target.getBoundingClientRect();
            if (r.width < 43.5 || r.height < 43.5 || r.right > innerWidth)
              small.push(`${target.textContent?.trim() ?? ''}: ${Math.round(r.width)}×${Math.round(r.height)}`);
          }
          const qr = (root.querySelector('[data-qr] svg') as SVGElement).getBoundingClientRect();
          return { link, hrefs, small, qr: qr.width, overflow: document.documentElement.scrollWidth > innerWidth };
        });
        expect(found.hrefs).toHaveLength(2);
        for (const href of found.hrefs) expect(decodeURIComponent(href)).toContain(found.link);
        expect(found.small).toEqual([]);
        expect(found.qr).toBeGreaterThanOrEqual(150);
        expect(found.overflow).toBe(false);
        expect(cspViolations(page)).toEqual([]);
        await picture(page, { path: `${RESULTS}share-lobby-${String(width)}-${lang}.png`, fullPage: true });
        expect(await audit(page, `share, ${lang}, ${String(width)} px`)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
});
