// Shared by the end-to-end tests: the built table in headless Chromium (scripts/table-page.ts, which the README's
// screenshots use too), where the tests write their results, and readers of the table's state from outside (storage,
// the hand) and axe-core.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import axe from 'axe-core';
import { type GameState, restoreGame } from '@birimba/engine';
import { type Harness, APP, start as startTable } from '../../scripts/table-page.js';

export { type Harness, APP, DIST, launch, newPage, openTable, status, waitForHuman } from '../../scripts/table-page.js';

export const RESULTS = join(APP, 'test-results');

/** The table served and Chromium started; the tests' results folder made. */
export async function start(): Promise<Harness> {
  mkdirSync(RESULTS, { recursive: true });
  return startTable();
}

export async function saved(page: Page, key: string): Promise<GameState> {
  const text = await page.evaluate((k) => localStorage.getItem(k), key);
  if (text === null) throw new Error('nothing saved');
  return restoreGame((JSON.parse(text) as { game: unknown }).game).getSnapshot().context.game;
}

export const handOf = (page: Page): Promise<(string | null)[]> =>
  page
    .locator('birimba-table [data-zone="hand"] button[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));

/** axe-core on the element (shadow DOM included), WCAG 2.x A/AA rules: returns the violations, described. */
export async function audit(page: Page, state: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const element = document.querySelector('birimba-table') as unknown as Element;
    const result = await run(element, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' > ')).join(' | ')}`);
  });
  return violations.map((v) => `${state} — ${v}`);
}

/** Buttons (the hand's cards aside: each card's visible corner is its target, as wide as the fan allows) smaller
 * than 44×44 px, read in one call (the bots could move between two reads). */
export function smallButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const found: string[] = [];
    for (const b of root?.querySelectorAll('button:not([part="card"])') ?? []) {
      const r = b.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.width < 43.5 || r.height < 43.5)
        found.push(`${b.outerHTML.slice(0, 120)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return found;
  });
}
