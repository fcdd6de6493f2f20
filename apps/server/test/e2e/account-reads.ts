/// <reference lib="dom" />
// What a page's account shows, read from outside for the account's journeys (account.e2e.test.ts): the profile and its
// history, the key the page keeps, a download saved, and the replay's coach with its marks.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';

/** What the table's profile shows now. */
export interface ProfileShown {
  /** `[data-action=profile]`'s `data-signed-in`. */
  readonly signedIn: string | null;
  /** `[data-profile]`: `signed-in`, `guest`, `loading`; null while closed. */
  readonly profile: string | null;
  readonly name: string | null;
  readonly handle: string | null;
  /** The avatar pressed in the chooser. */
  readonly avatar: string | null;
  /** `[data-account-note]` and its words. */
  readonly note: string | null;
  readonly noteText: string;
  /** `[data-history]`: `loading`, `shown`, `failed`; null when not shown. */
  readonly history: string | null;
  /** The matches of the history, by `data-match`, newest first. */
  readonly matches: string[];
  /** `[data-account-problem]` and its words. */
  readonly problem: string | null;
  readonly problemText: string;
}

export function profileShown(page: Page): Promise<ProfileShown> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const one = (selector: string): Element | null => root?.querySelector(selector) ?? null;
    return {
      signedIn: one('[data-action="profile"]')?.getAttribute('data-signed-in') ?? null,
      profile: one('[data-profile]')?.getAttribute('data-profile') ?? null,
      name: one('[data-account-name]')?.textContent?.trim() ?? null,
      handle: one('[data-account-handle]')?.getAttribute('data-account-handle') ?? null,
      avatar: one('[data-avatar][aria-pressed="true"]')?.getAttribute('data-avatar') ?? null,
      note: one('[data-account-note]')?.getAttribute('data-account-note') ?? null,
      noteText: one('[data-account-note]')?.textContent?.trim() ?? '',
      history: one('[data-history]')?.getAttribute('data-history') ?? null,
      matches: [...(root?.querySelectorAll('[data-history] [data-match]') ?? [])].map(
        (e) => e.getAttribute('data-match') ?? '',
      ),
      problem: one('[data-account-problem]')?.getAttribute('data-account-problem') ?? null,
      problemText: one('[data-account-problem]')?.textContent?.trim() ?? '',
    };
  });
}

/** Waits until the profile shows what `test` wants. */
export async function untilProfile(
  page: Page,
  test: (s: ProfileShown) => boolean,
  what: string,
): Promise<ProfileShown> {
  for (let i = 0; i < 300; i++) {
    const now = await profileShown(page);
    if (test(now)) return now;
    await page.waitForTimeout(50);
  }
  throw new Error(`waited in vain for ${what}: ${JSON.stringify(await profileShown(page))}`);
}

/** The profile opened, once its history shows a match (opened again, it shows the history it had until the server's
 * answer replaces it). */
export async function openedHistory(page: Page, what: string): Promise<ProfileShown> {
  await page.click('[data-action="profile"]');
  return untilProfile(page, (s) => s.history === 'shown' && s.matches.length > 0, what);
}

/** The words of match `id`'s row in the history ('' while it has none). */
export const historyRow = async (page: Page, id: string): Promise<string> =>
  page.evaluate((match) => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const row = root?.querySelector(`[data-history] [data-match="${match}"]`);
    return (row?.textContent ?? '').replace(/\s+/g, ' ').trim();
  }, id);

/** Waits until match `id`'s row in the history says `words` (a history shown again is the one before until the
 * server's answer replaces it). */
export async function untilHistoryRow(page: Page, id: string, words: RegExp): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const row = await historyRow(page, id);
    if (words.test(row)) return row;
    await page.waitForTimeout(50);
  }
  throw new Error(`waited in vain for ${String(words)} in match ${id}'s row: «${await historyRow(page, id)}»`);
}

/** A download saved where this test can read it (the shared Chromium is connected to, not launched). */
export async function saved(download: Download): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'birimba-export-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** The account key this page keeps for the server (localStorage `birimba-account|SERVER`). */
export const keptKey = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const name = Object.keys(localStorage).find((k) => k.startsWith('birimba-account|'));
    return name === undefined
      ? null
      : ((JSON.parse(localStorage.getItem(name) ?? 'null') as { key?: string })?.key ?? null);
  });

/** The page's replay asks its coach about the turns of the seat it is seen from; once it has answered, the replay is
 * stepped on to the first turn it marked. How many turns it marked, and the first mark's words. */
export async function coachMarks(page: Page): Promise<{ marked: number; mark: string }> {
  await page.click('[data-action="replay-coach"]');
  const done = page.locator('birimba-table [data-replay-coach="done"]');
  await done.waitFor({ timeout: 60_000 });
  const marked = Number(await done.getAttribute('data-flagged'));
  const mark = page.locator('birimba-table [data-replay-coach-mark]');
  const next = page.locator('birimba-table [data-action="replay-next"]');
  while (marked > 0 && (await mark.count()) === 0 && (await next.isEnabled())) await next.click();
  return { marked, mark: (await mark.count()) === 0 ? '' : ((await mark.textContent()) ?? '').trim() };
}
