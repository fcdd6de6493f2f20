// The coach in a real browser, with the build's own worker: the player throws the joker seed 7 deals them, the coach
// (its own worker, the bots playing on meanwhile) flags the turn, and Show me draws a better turn on a copy of the
// position, one the engine takes from the game as the turn began; the line and the copy pass the accessibility
// audit and their buttons are 44 px targets, on a phone and a desktop, in English and in Greek.

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Move, applyMove, formatCard } from '@birimba/engine';
import {
  type Harness,
  RESULTS,
  audit,
  looks,
  newPage,
  openTable,
  playMove,
  saved,
  smallButtons,
  start,
  picture,
} from './browser.js';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

// Every size and language in a soak run; a phone in Greek in `check` (each was looked at when it was built).
const RUNS = looks(
  [
    { name: 'phone', width: 360, height: 740, lang: 'el' },
    { name: 'phone', width: 360, height: 740, lang: 'en' },
    { name: 'desktop', width: 1280, height: 800, lang: 'en' },
    { name: 'desktop', width: 1280, height: 800, lang: 'el' },
  ] as const,
  [{ name: 'phone', width: 360, height: 740, lang: 'el' }] as const,
);

describe('the coach', () => {
  for (const size of RUNS) {
    const lang = size.lang;
    it(`flags a thrown joker and shows a better, legal turn (${size.name}, ${lang})`, async () => {
      const key = `coach-${size.name}-${lang}`;
      const page = await newPage(h, { viewport: { width: size.width, height: size.height } });
      await openTable(h, page, { seed: '7', 'ai-delay': '0', 'storage-key': key, coach: '', lang });
      await playMove(page, { type: 'draw' });
      const after = await saved(page, key);
      const joker = after.hands[0]?.find((c) => formatCard(c) === 'JK');
      expect(joker).toBeDefined();
      await playMove(page, { type: 'discard', card: joker?.id ?? -1 });
      await page.waitForFunction(
        () =>
          document
            .querySelector('birimba-table')
            ?.shadowRoot?.querySelector('[data-feedback]')
            ?.getAttribute('data-coach-status') === 'flagged',
        undefined,
        { timeout: 120_000, polling: 50 },
      );
      const line = page.locator('birimba-table [data-coach]');
      expect(Number(await line.getAttribute('data-coach-gap'))).toBeGreaterThanOrEqual(40);
      await picture(page, { path: join(RESULTS, `coach-line-${size.name}-${lang}.png`) });
      // On a phone every button is a 44 px target (a desktop's small buttons are for a mouse, as elsewhere).
      if (size.name === 'phone') {
        const small = await smallButtons(page);
        expect(small.filter((b) => /show-me|dismiss-coach/.test(b))).toEqual([]);
      }
      expect(await audit(page, `coach line ${size.name} ${lang}`)).toEqual([]);
      await page.locator('birimba-table [data-action="show-me"]').click();
      const copy = page.locator('birimba-table [data-show-me]');
      await copy.waitFor();
      const moves = JSON.parse((await copy.getAttribute('data-moves')) ?? '[]') as Move[];
      expect(moves.length).toBeGreaterThan(0);
      let state = after;
      for (const move of moves) state = applyMove(state, move);
      expect(moves.some((m) => m.type === 'discard' && m.card === joker?.id)).toBe(false);
      await picture(page, { path: join(RESULTS, `coach-show-me-${size.name}-${lang}.png`) });
      expect(await audit(page, `coach ${size.name} ${lang}`)).toEqual([]);
      await page.locator('birimba-table [data-action="close-show-me"]').click();
      expect(await copy.count()).toBe(0);
      await page.context().close();
    });
  }
});
