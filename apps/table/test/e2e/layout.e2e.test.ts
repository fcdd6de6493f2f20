// The phone layout (360×740 portrait): on your turn the hand, the pile, the stock, the actions and what you are
// told are all on screen without scrolling; melds scroll in their own area; cards keep 44 px touch corners. Also the
// desktop layout, the demo page served by `vite preview`, screenshots in both languages and the accessibility audit.

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createBot } from '@birimba/ai';
import { type GameState, applyMove, createGameActor, newGame, persistGame, viewFor } from '@birimba/engine';
import {
  type Harness,
  CORNER_POINTS,
  RESULTS,
  audit,
  looks,
  newPage,
  openTable,
  start,
  status,
  waitForHuman,
  picture,
} from './browser.js';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

interface Box {
  readonly what: string;
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** The boxes of everything a player needs on his turn, in viewport coordinates. */
async function turnBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const wanted: [string, string][] = [
      ['stock', '[data-zone="stock"]'],
      ['pile', '[data-zone="pile"]'],
      ['hand', '[data-zone="hand"]'],
      ['told', '[data-feedback]'],
      ...['draw', 'take-pile', 'meld', 'lay-off', 'discard', 'hint', 'clear-selection'].map((a): [string, string] => [
        a,
        `[data-action="${a}"]`,
      ]),
    ];
    const boxes = wanted.map(([what, selector]) => {
      const r = root?.querySelector(selector)?.getBoundingClientRect();
      return { what, top: r?.top ?? -1, bottom: r?.bottom ?? 1e9, left: r?.left ?? -1, right: r?.right ?? 1e9 };
    });
    for (const [i, card] of [...(root?.querySelectorAll('[data-zone="hand"] button[data-card]') ?? [])].entries()) {
      const r = card.getBoundingClientRect();
      boxes.push({ what: `hand card ${i}`, top: r.top, bottom: r.bottom, left: r.left, right: r.right });
    }
    return boxes;
  });
}

async function expectAllOnScreen(page: Page, width: number, height: number): Promise<void> {
  const scroll = await page.evaluate(() => ({
    x: window.scrollX,
    y: window.scrollY,
    wide: document.documentElement.scrollWidth,
  }));
  expect(scroll).toEqual({ x: 0, y: 0, wide: width });
  for (const box of await turnBoxes(page)) {
    expect(box.top, `${box.what} top`).toBeGreaterThanOrEqual(0);
    expect(box.left, `${box.what} left`).toBeGreaterThanOrEqual(0);
    expect(box.bottom, `${box.what} bottom`).toBeLessThanOrEqual(height);
    expect(box.right, `${box.what} right`).toBeLessThanOrEqual(width);
  }
}

/** Each hand card's top-left 44×44 px corner is that card's own (nothing covers it): a touch target. */
async function touchCorners(page: Page): Promise<string[]> {
  return page.evaluate((points) => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const bad: string[] = [];
    for (const card of root?.querySelectorAll<HTMLElement>('[data-zone="hand"] button[data-card]') ?? []) {
      const r = card.getBoundingClientRect();
      for (const [dx, dy] of points) {
        const hit = root?.elementFromPoint(r.left + dx, r.top + dy);
        if (hit?.closest('button[data-card]') !== card) bad.push(`${card.dataset.card ?? ''}@${dx},${dy}`);
      }
    }
    return bad;
  }, CORNER_POINTS);
}

/** A deal in progress with many melds on the table, seat 0 to draw: the engine plays greedy for every seat. */
function manyMelds(): GameState {
  const greedy = createBot('greedy');
  for (let seed = 1; seed < 200; seed++) {
    let state = newGame({ seed: `melds-${seed}` });
    while (state.phase !== 'over') {
      if (state.turn === 0 && state.phase === 'draw' && state.melds.length >= 9) return state;
      const before = state.turnNumber;
      for (const move of greedy.decide(viewFor(state, state.turn), state.turnNumber).moves) {
        state = applyMove(state, move);
        if (state.phase === 'over' || state.turnNumber !== before) break;
      }
    }
  }
  throw new Error('no deal with nine melds found');
}

describe('phone portrait 360×740', () => {
  // `check` in Greek (the longer words); `soak:e2e` in English too.
  for (const lang of looks(['en', 'el'], ['el'])) {
    it(`shows hand, pile, stock, actions and the prompt without scrolling, with 44 px corners (${lang})`, async () => {
      // Reduced motion: a card still in flight may cover another one, and Playwright would then scroll the page to
      // reach it (a tap's retry); the layout is the same with or without travels.
      const page = await newPage(h, {
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
        reducedMotion: 'reduce',
      });
      await openTable(h, page, { seed: 'phone', 'ai-delay': '0', lang });
      await expectAllOnScreen(page, 360, 740);
      expect(await touchCorners(page)).toEqual([]);
      // The faces are drawn: every hand card's corner shows its rank and a suit symbol (CSS generated content).
      const corners = await page.evaluate(() =>
        [
          ...(document
            .querySelector('birimba-table')
            ?.shadowRoot?.querySelectorAll('[data-zone="hand"] birimba-card:not([joker]) .corner.tl') ?? []),
        ].map((c) => `${getComputedStyle(c, '::before').content} ${getComputedStyle(c, '::after').content}`),
      );
      expect(corners.length).toBeGreaterThan(5);
      for (const corner of corners) expect(corner).toMatch(/^"(10|[2-9AJQK])" \/ "" "[♠♥♦♣]\uFE0E?" \/ ""$/u);
      await page.locator('birimba-table [data-action="draw"]').tap();
      await expect.poll(() => status(page)).toEqual({ turn: '0', phase: 'play' });
      await page.locator('birimba-table [data-zone="hand"] button[data-card]').first().tap();
      await expectAllOnScreen(page, 360, 740);
      // A refusal shows next to the hand, in the viewport.
      await page.locator('birimba-table [data-action="meld"]').tap();
      const error = await page.locator('birimba-table [data-error]').boundingBox();
      expect(error?.y).toBeGreaterThanOrEqual(0);
      expect((error?.y ?? 1e9) + (error?.height ?? 0)).toBeLessThanOrEqual(740);
      await picture(page, { path: join(RESULTS, `phone-${lang}.png`) });
      expect(await audit(page, `phone ${lang}`)).toEqual([]);
      await page.context().close();
    });
  }

  it('scrolls many melds in their own area; the page itself never scrolls on your turn', async () => {
    const state = manyMelds();
    const save = JSON.stringify({
      format: 'birimba-table-save',
      version: 1,
      seats: ['human', 'classic', 'classic', 'classic'],
      log: [],
      game: persistGame(createGameActor({ state })),
    });
    const page = await newPage(h, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await page.goto(`${h.base}/e2e.html?ai-delay=0&storage-key=melds`);
    await page.evaluate((text) => localStorage.setItem('melds', text), save);
    await page.reload();
    await waitForHuman(page);
    expect(await page.locator('birimba-table [data-meld]').count()).toBe(state.melds.length);
    const area = await page.evaluate(() => {
      const el = document.querySelector('birimba-table')?.shadowRoot?.querySelector('.melds-area') as HTMLElement;
      const before = el.scrollTop;
      el.scrollTop = el.scrollHeight;
      return {
        overflow: getComputedStyle(el).overflowY,
        scrolls: el.scrollHeight > el.clientHeight,
        moved: el.scrollTop > before,
      };
    });
    expect(area).toEqual({ overflow: 'auto', scrolls: true, moved: true });
    await expectAllOnScreen(page, 360, 740);
    await page.context().close();
  });
});

describe('desktop and the demo page', () => {
  it('at 1280×800 everything needed on your turn is on screen, the log beside the table', async () => {
    const page = await newPage(h);
    await openTable(h, page, { seed: 'desk', 'ai-delay': '0', lang: 'el' });
    await expectAllOnScreen(page, 1280, 800);
    const log = await page.locator('birimba-table [data-log]').boundingBox();
    expect(log?.x).toBeGreaterThan(900);
    await picture(page, { path: join(RESULTS, 'desktop-el.png') });
    expect(await audit(page, 'desktop el')).toEqual([]);
    await page.context().close();
  });

  it('the demo page, served by vite preview, plays a match to 3000', async () => {
    const page = await newPage(h);
    await page.goto(`${h.base}/`);
    await waitForHuman(page);
    expect(await page.locator('birimba-table [data-match-bar]').textContent()).toContain('3000');
    expect(await page.locator('birimba-table [data-zone="hand"] button[data-card]').count()).toBe(11);
    await page.context().close();
  });
});
