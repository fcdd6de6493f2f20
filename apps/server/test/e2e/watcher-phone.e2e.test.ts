/// <reference lib="dom" />
// A watcher on a phone (issue 54 §7), end to end in Chromium: Eleni watches Maria's match with three bots. Every
// team's name over its melds («Maria και Μποτ 2 (κανονικό)»), with its «πήραν μπιριμπάκι» once taken, is whole at
// 320, 360 and 390 px (and 1280) in Greek and English: inside its column, nothing over it, no word broken or cut.
// Pictures in test-results/watcher-*.png.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { looks, picture } from '../../../table/test/e2e/browser.js';
import { onlineTable, phonePage, playerPage, until } from './pages.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
/** A bot's move waits for the test's clock: the deal goes on one move at a time. */
const BOT_DELAY_MS = 1000;
// A deal in which a team takes its birimbaki before the stock runs out.
const online = onlineTable({ botDelayMs: BOT_DELAY_MS, newSeed: () => 'w1' });

/**
 * What is wrong with the teams' names over their melds on this screen, read at once: a name (or its birimbaki mark)
 * out of its column or the melds' area, something else on top of it, its text cut (wider than its box), or a word
 * broken over two lines.
 */
function headerFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot as ShadowRoot;
    const faults: string[] = [];
    const area = (root.querySelector('.melds-area') as HTMLElement).getBoundingClientRect();
    const headers = [...root.querySelectorAll<HTMLElement>('birimba-melds h3')];
    if (headers.length < 2) faults.push(`${String(headers.length)} teams named`);
    for (const h3 of headers) {
      const column = (h3.closest('birimba-melds') as HTMLElement).getBoundingClientRect();
      const parts = [...h3.querySelectorAll<HTMLElement>('.name, .took')].filter((p) => p.getClientRects().length > 0);
      for (const part of [h3, ...parts]) {
        const what = `«${(part.textContent ?? '').trim()}»`;
        const r = part.getBoundingClientRect();
        if (r.left < Math.max(column.left, area.left) - 0.5 || r.right > Math.min(column.right, area.right) + 0.5)
          faults.push(`${what} out of its column (${String(Math.round(r.left))}..${String(Math.round(r.right))})`);
        if (r.top < area.top - 0.5) faults.push(`${what} above the melds' area`);
        if (part.scrollWidth > part.clientWidth + 1 && part !== h3) faults.push(`${what} cut`);
        const hit = root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (hit === null || !(part.contains(hit) || h3.contains(hit)))
          faults.push(`${what} under ${String(hit?.nodeName)}`);
      }
      // Each word of the name on one line, and a bot's name with its number («Μποτ 3», not «Μποτ / 3»): its text
      // among the marks Lit leaves around it.
      const text = [...(h3.querySelector('.name')?.childNodes ?? [])].find((n) => n instanceof Text && n.data.trim());
      if (text instanceof Text)
        for (const m of text.data.matchAll(/(?:Bot|Μποτ)\s\d+|\S+/g)) {
          const range = document.createRange();
          range.setStart(text, m.index);
          range.setEnd(text, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].map((x) => Math.round(x.top)));
          if (lines.size > 1) faults.push(`«${m[0]}» broken over ${String(lines.size)} lines`);
        }
    }
    return faults;
  });
}

describe('a watcher on a phone', () => {
  it('sees every team’s name whole over its melds at 320–390 px, in Greek and English', async () => {
    mkdirSync(RESULTS, { recursive: true });
    const { t, browser } = online;
    const maria = await playerPage(browser, `${t.http}/`);
    await maria.fill('[data-field="player-name"]', 'Maria');
    await maria.click('[data-action="create-room"]');
    const code = (await until(maria, (s) => s.roomCode !== null, 'the room')).roomCode ?? '';
    const eleni = await phonePage(browser, `${t.http}/`, 'el-GR');
    await eleni.fill('[data-field="player-name"]', 'Ελένη');
    await eleni.fill('[data-field="room-code"]', code);
    await eleni.click('[data-action="watch"]');
    await eleni.waitForSelector('[data-watcher-lobby] [data-watching]');
    await maria.click('[data-action="start-game"]');
    await until(eleni, (s) => s.turn !== null, 'the watcher’s table');

    // Maria goes away: the bots play every seat, a move at each step of the clock, until a team took its birimbaki.
    await until(maria, (s) => s.turn !== null, 'the deal');
    await maria.click('[data-action="away"]');
    const took = (): Promise<number> => eleni.locator('[data-took-birimbaki]').count();
    for (let i = 0; i < 400 && (await took()) === 0; i++) {
      t.clock.advance(BOT_DELAY_MS);
      await eleni.waitForTimeout(20);
    }
    expect(await took()).toBeGreaterThan(0);

    // In `check` the Greek phones and an English one; every width in both languages in `soak:e2e` (a desktop's too).
    const all = ['el', 'en'].flatMap((lang) => [320, 360, 390, 1280].map((width) => ({ lang, width })));
    const phones = [...all.filter((l) => l.lang === 'el' && l.width < 400), { lang: 'en', width: 360 }];
    for (const { lang, width } of looks(all, phones)) {
      await eleni.evaluate((l) => document.querySelector('birimba-table')?.setAttribute('lang', l), lang);
      await eleni.setViewportSize({ width, height: width > 400 ? 800 : 740 });
      await eleni.evaluate(() => new Promise(requestAnimationFrame));
      expect.soft(await headerFaults(eleni), `${lang} ${String(width)} px`).toEqual([]);
      await picture(eleni, { path: `${RESULTS}watcher-${String(width)}-${lang}.png` });
    }
    await Promise.all([maria.context().close(), eleni.context().close()]);
  });
});
