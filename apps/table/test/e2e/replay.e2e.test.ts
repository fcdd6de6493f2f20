// End-to-end: <birimba-table replay="URL"> in real Chromium on the log of a finished match of several deals that the
// simulator played (`--log-dir`): a move on and back by clicks, every deal jumped to and its end with all hands shown,
// the arrow keys, another seat's view; a file picked; a bad address and a file that is no log said clearly; 44 px
// targets and the accessibility audit; screenshots at 360 and 1280 px in English and Greek.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, RESULTS, audit, looks, newPage, openTable, smallButtons, start, picture } from './browser.js';
import { simulatorMatchLog } from '../support/simulator.js';

const LOG = await simulatorMatchLog(3, 1500);
const DEALS = (JSON.parse(LOG) as { deals: { moves: unknown[] }[] }).deals;

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

/** The page with the table opened on `path` for replay; the page's server answers `/logs/match.json` with the log
 * and `/logs/missing.json` with a 404. */
async function openReplay(page: Page, path: string, lang = 'en'): Promise<void> {
  await page.route('**/logs/match.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: LOG }),
  );
  await page.route('**/logs/missing.json', (route) => route.fulfill({ status: 404, body: 'not here' }));
  await page.goto(`${h.base}/e2e.html?${new URLSearchParams({ replay: path, lang }).toString()}`);
  await page.locator('birimba-table [data-replay-position], birimba-table [data-replay-error]').first().waitFor();
}

const position = async (page: Page): Promise<[number, number]> => {
  const text = (await page.locator('birimba-table [data-replay-position]').textContent()) ?? '';
  const found = /(\d+)\D+(\d+)/.exec(text);
  if (found === null) throw new Error(`no position in "${text}"`);
  return [Number(found[1]), Number(found[2])];
};

describe('<birimba-table replay> in Chromium', () => {
  it('replays a finished match: steps, every deal, its end with all hands, the keys, another seat', async () => {
    expect(DEALS.length).toBeGreaterThan(1);
    const page = await newPage(h);
    await openReplay(page, '/logs/match.json');
    expect(await position(page)).toEqual([1, 0]);
    await page.locator('birimba-table [data-action="replay-next"]').click();
    await page.locator('birimba-table [data-action="replay-next"]').click();
    expect(await position(page)).toEqual([1, 2]);
    await page.locator('birimba-table [data-action="replay-prev"]').click();
    expect(await position(page)).toEqual([1, 1]);
    for (const [d, deal] of DEALS.entries()) {
      await page.locator('birimba-table [data-replay-pick="deal"]').selectOption(String(d));
      expect(await position(page)).toEqual([d + 1, 0]);
      await page.locator('birimba-table [data-action="replay-end"]').click();
      expect(await position(page)).toEqual([d + 1, deal.moves.length]);
      await page.locator('birimba-table [data-replay-all]').waitFor();
    }
    // At the end of the last deal every hand is shown: each other seat names its cards.
    expect(await page.locator('birimba-table birimba-seat [data-card]').count()).toBeGreaterThan(0);
    expect(await page.locator('birimba-table [data-action="replay-next"]').isDisabled()).toBe(true);
    await page.locator('birimba-table [data-replay-pick="deal"]').selectOption('0');
    await page.locator('birimba-table [data-action="replay-next"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    expect(await position(page)).toEqual([1, 1]);
    await page.locator('birimba-table [data-replay-pick="seat"]').selectOption('1');
    expect(await page.locator('birimba-table [data-zone="hand"] button[data-card]').count()).toBe(11);
    expect(await smallButtons(page)).toEqual([]);
    expect(await audit(page, 'replay')).toEqual([]);
    await page.context().close();
  });

  it('opens a file picked, and says why a missing address or a file that is no log cannot be replayed', async () => {
    const page = await newPage(h, { viewport: { width: 360, height: 740 } });
    await openReplay(page, '/logs/missing.json');
    const error = page.locator('birimba-table [data-replay-error]');
    expect(await error.getAttribute('data-replay-error')).toBe('not-found');
    expect(await error.textContent()).toContain('There is no game log at this address: no such room, match or file.');
    expect(await audit(page, 'replay error')).toEqual([]);
    await picture(page, { path: join(RESULTS, 'replay-error-360-en.png') });
    await page
      .locator('birimba-table [data-replay-file]')
      .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"a":1}') });
    await page.locator('birimba-table [data-replay-error="not-a-log"]').waitFor();
    await page
      .locator('birimba-table [data-replay-file]')
      .setInputFiles({ name: 'match.json', mimeType: 'application/json', buffer: Buffer.from(LOG) });
    await page.locator('birimba-table [data-replay-position]').waitFor();
    expect(await position(page)).toEqual([1, 0]);
    await page.context().close();
  });

  it('opens a log file dropped on a table in play, and goes back to the game', async () => {
    const page = await newPage(h);
    await openTable(h, page, { seed: 'drop', 'ai-delay': '0' });
    const drop = await page.evaluateHandle((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'match.json', { type: 'application/json' }));
      return data;
    }, LOG);
    await page.locator('birimba-table').dispatchEvent('dragover', { dataTransfer: drop });
    await page.locator('birimba-table').dispatchEvent('drop', { dataTransfer: drop });
    await page.locator('birimba-table [data-replay-position]').waitFor();
    expect(await position(page)).toEqual([1, 0]);
    await page.locator('birimba-table [data-action="replay-close"]').click();
    await page.locator('birimba-table [data-action="draw"]').waitFor();
    await page.context().close();
  });

  it.each(
    looks<[number, string]>(
      [
        [360, 'en'],
        [360, 'el'],
        [1280, 'en'],
        [1280, 'el'],
      ],
      [[1280, 'el']],
    ),
  )('looks right at %i px in %s (screenshots)', async (width, lang) => {
    const page = await newPage(h, { viewport: { width, height: width === 360 ? 740 : 800 } });
    await openReplay(page, '/logs/match.json', lang);
    for (let i = 0; i < 9; i++) await page.locator('birimba-table [data-action="replay-next"]').click();
    const text = (await page.locator('birimba-table [data-replay-position]').textContent()) ?? '';
    expect(text).toBe(lang === 'el' ? 'μοιρασιά 1, κίνηση 9' : 'deal 1, move 9');
    await picture(page, { path: join(RESULTS, `replay-${String(width)}-${lang}.png`) });
    await page.locator('birimba-table [data-replay-pick="deal"]').selectOption('1');
    await page.locator('birimba-table [data-action="replay-end"]').click();
    await picture(page, { path: join(RESULTS, `replay-end-${String(width)}-${lang}.png`) });
    expect(await smallButtons(page)).toEqual([]);
    expect(await audit(page, `replay ${String(width)} ${lang}`)).toEqual([]);
    await page.context().close();
  });

  it.each(
    looks<[number, string]>(
      [
        [1280, 'en'],
        [360, 'el'],
      ],
      [[360, 'el']],
    ),
  )(
    'offers Review at the end of a match played at the table, at %i px in %s, and replays its every deal',
    async (width, lang) => {
      // Reduced motion: the bots play the whole match; the cards' flights are motion.e2e's.
      const page = await newPage(h, {
        viewport: { width, height: width === 360 ? 740 : 800 },
        reducedMotion: 'reduce',
      });
      await page.goto(
        `${h.base}/e2e.html?${new URLSearchParams({ seats: 'easy easy easy easy', seed: '4', target: '1200', 'ai-delay': '0', lang }).toString()}`,
      );
      let deals = 1;
      for (;;) {
        await page
          .locator('birimba-table [data-action="next-deal"], birimba-table [data-action="review"]')
          .first()
          .waitFor();
        if ((await page.locator('birimba-table [data-action="review"]').count()) > 0) break;
        await page.locator('birimba-table [data-action="next-deal"]').click();
        deals++;
      }
      expect(deals).toBeGreaterThan(1);
      await picture(page, { path: join(RESULTS, `review-${String(width)}-${lang}.png`) });
      const review = await page.locator('birimba-table [data-action="review"]').boundingBox();
      expect(review?.height).toBeGreaterThanOrEqual(44);
      await page.locator('birimba-table [data-action="review"]').click();
      expect(await position(page)).toEqual([1, 0]);
      expect(await page.locator('birimba-table [data-replay-pick="deal"] option').count()).toBe(deals);
      await page.locator('birimba-table [data-replay-pick="deal"]').selectOption(String(deals - 1));
      await page.locator('birimba-table [data-action="replay-end"]').click();
      await page.locator('birimba-table [data-replay-all]').waitFor();
      await page.locator('birimba-table [data-action="replay-close"]').click();
      await page.locator('birimba-table [data-action="review"]').waitFor();
      await page.context().close();
    },
  );

  it('asks the coach in its worker about the turns of the seat seen from, with a progress bar', async () => {
    const page = await newPage(h, { viewport: { width: 360, height: 740 } });
    await openReplay(page, '/logs/match.json');
    await page.locator('birimba-table [data-action="replay-coach"]').click();
    const progress = page.locator('birimba-table [data-replay-coach="checking"] progress');
    await progress.waitFor();
    const total = Number(await progress.getAttribute('max'));
    expect(total).toBeGreaterThan(5);
    // The real coach in its worker answers turn after turn: the bar moves.
    await page.waitForFunction(
      () => {
        const bar = document
          .querySelector('birimba-table')
          ?.shadowRoot?.querySelector('[data-replay-coach="checking"] progress');
        return bar !== null && bar !== undefined && Number(bar.getAttribute('value')) >= 1;
      },
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    await picture(page, { path: join(RESULTS, 'replay-coach-360-en.png') });
    expect(await audit(page, 'replay coach')).toEqual([]);
    await page.context().close();
  });
});
