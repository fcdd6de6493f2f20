// Cards that travel, in a real browser: the card you draw starts at the stock and ends in your hand; your discard
// starts at your hand and ends on the pile; when the animations are over nothing is left moving or displaced.
// Under prefers-reduced-motion nothing moves at all. Each travel is held at its start while it is looked at (Chromium's
// animation domain), so that it is seen under way on a loaded machine too.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Harness, newPage, openTable, saved, start, status, waitForHuman } from './browser.js';

let h: Harness;
beforeAll(async () => {
  h = await start();
});
afterAll(async () => {
  await h?.close();
});

const KEY = 'motion';

interface Rect {
  x: number;
  y: number;
}

/** Where an element is drawn now, and the animations running in the table. */
async function probe(page: Page, selector: string): Promise<{ at: Rect | null; running: number }> {
  return page.evaluate((sel) => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const r = root?.querySelector(sel)?.getBoundingClientRect();
    // Cards' travels only (Web Animations); the thinking dots are a CSS animation that runs while a bot thinks.
    const travels = (root?.getAnimations() ?? []).filter(
      (a) => !(a instanceof CSSAnimation) && !(a instanceof CSSTransition),
    );
    return { at: r ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null, running: travels.length };
  }, selector);
}

const centre = async (page: Page, selector: string): Promise<Rect> => {
  const b = await page.locator(`birimba-table ${selector}`).first().boundingBox();
  if (b === null) throw new Error(`no ${selector}`);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

/** Holds every animation of the page where it starts (`held(true)`: Chromium's animation domain at playback rate 0),
 * so that a card's travel is seen under way however loaded the machine is; `held(false)` lets them run. */
async function animationHold(page: Page): Promise<(held: boolean) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  return async (held) => {
    await cdp.send('Animation.setPlaybackRate', { playbackRate: held ? 0 : 1 });
  };
}

async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const travels = (root?.getAnimations() ?? []).filter(
      (a) => !(a instanceof CSSAnimation) && !(a instanceof CSSTransition),
    );
    await Promise.all(travels.map((a) => a.finished.catch(() => undefined)));
  });
}

describe('cards that travel', () => {
  it('the drawn card flies from the stock into the hand; the discard from the hand onto the pile; then all is still', async () => {
    const page = await newPage(h);
    await openTable(h, page, { seed: 'motion', 'ai-delay': '3000', 'storage-key': KEY });
    const stock = await centre(page, '[data-zone="stock"]');
    const hold = await animationHold(page);
    const before = new Set((await saved(page, KEY)).hands[0]?.map((c) => c.id));
    await hold(true);
    await page.locator('birimba-table [data-action="draw"]').click();
    const drawn = (await saved(page, KEY)).hands[0]?.find((c) => !before.has(c.id));
    const selector = `[data-zone="hand"] button[data-id="${drawn?.id ?? -1}"]`;
    const early = await probe(page, selector);
    expect(early.running).toBeGreaterThan(0);
    await hold(false);
    await settled(page);
    const late = await probe(page, selector);
    expect(late.running).toBe(0);
    const hand = await page.locator('birimba-table [data-zone="hand"]').boundingBox();
    // It ends in the hand, and it started much nearer the stock than where it ended.
    expect(late.at?.y ?? 0).toBeGreaterThan(hand?.y ?? 1e9);
    const dist = (a: Rect, b: Rect): number => Math.hypot(a.x - b.x, a.y - b.y);
    expect(dist(early.at as Rect, stock)).toBeLessThan(dist(late.at as Rect, stock));

    // The discard: from the hand to the pile.
    const card = page.locator(`birimba-table ${selector}`);
    const from = await centre(page, selector);
    await card.click();
    await hold(true);
    await page.locator('birimba-table [data-action="discard"]').click();
    const onPile = `[data-zone="pile"] [data-id="${drawn?.id ?? -1}"]`;
    const start = await probe(page, onPile);
    expect(start.running).toBeGreaterThan(0);
    await hold(false);
    await settled(page);
    const end = await probe(page, onPile);
    const pile = await page.locator('birimba-table [data-zone="pile"]').boundingBox();
    expect(end.running).toBe(0);
    expect(end.at?.y ?? 1e9).toBeLessThan((pile?.y ?? 0) + (pile?.height ?? 0));
    expect(dist(start.at as Rect, from)).toBeLessThan(dist(end.at as Rect, from));
    await page.context().close();
  });

  it('nothing moves under prefers-reduced-motion: every card is in its place at once', async () => {
    const page = await newPage(h, { reducedMotion: 'reduce' });
    await openTable(h, page, { seed: 'still', 'ai-delay': '0', 'storage-key': KEY });
    await page.locator('birimba-table [data-action="draw"]').click();
    await expect.poll(() => status(page)).toEqual({ turn: '0', phase: 'play' });
    expect((await probe(page, '[data-zone="hand"]')).running).toBe(0);
    await page.locator('birimba-table [data-zone="hand"] button[data-card]').first().click();
    await page.locator('birimba-table [data-action="discard"]').click();
    // The bots play their turns (each would animate); nothing runs at any time, CSS animations included.
    let seen = 0;
    for (let i = 0; i < 40; i++) {
      seen = Math.max(
        seen,
        await page.evaluate(() => document.querySelector('birimba-table')?.shadowRoot?.getAnimations().length ?? -1),
      );
    }
    await waitForHuman(page);
    expect(seen).toBe(0);
    expect(await page.locator('birimba-table .flight-layer *').count()).toBe(0);
    await page.context().close();
  });
});
