// Two and six players in real Chromium: a whole deal of each form played through the table (the built CDN bundle,
// its AI worker) by bots in every seat at nearly full speed, the DOM checked against the saved game at every turn as it
// goes — no face-down card named, every other seat's area naming just the cards it shows — and at the end every
// seat's hand shown, one score column per team, and the deal's game log (replayed by the table) of that form. The
// six-player deal is `pnpm soak:e2e`'s; in `check` six players are drawn in Chromium by the server's forms.e2e (each
// page holds its own hand only) and played to the end of a deal, every move kept, in the happy-dom forms.test.ts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameState, teamCount } from '@birimba/engine';
import {
  type Harness,
  assertNoHiddenIn,
  looks,
  newPage,
  recordDomCards,
  recordedDomCards,
  savedGame,
  start,
} from './browser.js';

const KEY = 'birimba-forms-e2e';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const TWO = { players: 2, seats: 'classic greedy', seed: 'forms-2' } as const;
const SIX = { players: 6, seats: 'classic greedy classic greedy classic greedy', seed: 'forms-6' } as const;

describe.each(looks<typeof TWO | typeof SIX>([TWO, SIX], [TWO]))(
  'a whole deal of $players players',
  ({ players, seats, seed }) => {
    it('is played through the table with no face-down card in the DOM, and scored per team', async () => {
      const page = await newPage(h, { reducedMotion: 'reduce' });
      // A short delay between the bots' actions; the DOM is read at every turn from the page (`recordDomCards`).
      const attributes = { seed, seats, players: String(players), 'ai-delay': '25', 'storage-key': KEY };
      await page.goto(`${h.base}/e2e.html?${new URLSearchParams(attributes).toString()}`);
      await page.locator('birimba-table [data-status]').waitFor();
      await recordDomCards(page, KEY);
      await expect
        .poll(() => page.locator('birimba-table [data-status]').getAttribute('data-phase'), { timeout: 120_000 })
        .toBe('over');

      // The DOM and the save of every turn of the deal, and of its end.
      let state: GameState | null = null;
      const moments = new Set<number>();
      for (const dom of await recordedDomCards(page)) {
        state = savedGame(dom.save as string);
        expect(state.rules.players).toBe(players);
        assertNoHiddenIn(dom, state);
        moments.add(state.turnNumber);
      }
      expect(state?.phase, 'the deal ends').toBe('over');
      // Checked at many moments of the deal, not once.
      expect(moments.size).toBeGreaterThan(10);

      // The end: every other seat's hand shown, the sheet with a column per team, the status over.
      const end = await page.evaluate(() => {
        const root = document.querySelector('birimba-table')?.shadowRoot;
        return {
          phase: root?.querySelector('[data-status]')?.getAttribute('data-phase'),
          revealed: root?.querySelectorAll('[data-revealed]').length,
          columns: root?.querySelectorAll('[data-score-sheet] thead th[scope="col"]').length,
          winner: root?.querySelector('[data-winner]')?.textContent?.trim(),
        };
      });
      expect(end.phase).toBe('over');
      expect(end.revealed, "every other seat's hand shown").toBe(players - 1);
      expect(end.columns, 'a heading column and one per team').toBe(1 + teamCount(players));
      expect(end.winner).not.toBe('');
      // The deal's game log, replayed by the table before it is given: one bot per seat, the form in its rules.
      const log = await page.evaluate(() => {
        const el = document.querySelector('birimba-table') as unknown as { exportLog(): unknown };
        return el.exportLog() as { rules: { players: number }; bots: unknown[] } | null;
      });
      expect(log?.rules.players).toBe(players);
      expect(log?.bots).toHaveLength(players);
      await page.context().close();
    });
  },
);
