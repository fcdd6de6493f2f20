/// <reference lib="dom" />
// End to end in Chromium: a friend who closes her tab mid-deal and opens the room's link again on the same device
// (a new tab of the same browser) is back in her seat with her hand, without asking anyone; a second tab of that
// browser in the same room is the same player, never a second one — the first is told its seat moved.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Shown, onlineTable, shown, until } from './pages.js';

const online = onlineTable();

const playing = (s: Shown): boolean => s.hand.length > 0 && s.turn !== null;

/** What the page's table says went wrong, if anything (`[data-problem]`). */
const problem = (page: Page): Promise<string | null> =>
  page.evaluate(
    () =>
      document
        .querySelector('birimba-table')
        ?.shadowRoot?.querySelector('[data-problem]')
        ?.getAttribute('data-problem') ?? null,
  );

describe('the same device, a new tab', () => {
  it('takes the seat back after the tab was closed, and two tabs of one browser are one player', async () => {
    const device = await online.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const first = await device.newPage();
      await first.goto(`${online.t.http}/`);
      await first.fill('[data-field="player-name"]', 'Maria');
      await first.click('[data-action="create-room"]');
      const code = (await until(first, (s) => s.roomCode !== null, 'the room')).roomCode ?? '';
      await first.click('[data-action="start-game"]');
      const dealt = await until(first, playing, 'the deal');
      // Maria's seat is the first to act: nothing moves while she is away (the grace period waits on the test's clock).
      expect(dealt.turn).toBe(0);
      await first.close();

      const again = await device.newPage();
      await again.goto(`${online.t.http}/?room=${code}`);
      const back = await until(again, playing, 'Maria back in her seat');
      expect(back.roomCode).toBe(code);
      expect([...back.hand].sort((x, y) => x - y)).toEqual([...dealt.hand].sort((x, y) => x - y));
      expect(await problem(again)).toBeNull();

      // A second tab of the same browser opens the link: the same player, so the seat moves to it.
      const second = await device.newPage();
      await second.goto(`${online.t.http}/?room=${code}`);
      const moved = await until(second, playing, 'the seat in the second tab');
      expect([...moved.hand].sort((x, y) => x - y)).toEqual([...dealt.hand].sort((x, y) => x - y));
      await expect.poll(() => problem(again), { timeout: 20_000 }).toBe('replaced');
      expect((await shown(again)).hand).toEqual([]);
    } finally {
      await device.close();
    }
  });
});
