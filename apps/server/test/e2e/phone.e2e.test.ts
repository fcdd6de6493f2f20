/// <reference lib="dom" />
// End to end in Chromium, on a phone (360×740, Greek and English): every control of the lobby is a 44×44 px target
// (a checkbox's is its label); Start pressed at the bottom of the long lobby opens the game with the table's top in
// view; a friend gone offline is said so within the screen.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Shown, onlineTable, phonePage, until } from './pages.js';
import { picture } from '../../../table/test/e2e/browser.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
const online = onlineTable();

const inRoom = (s: Shown): boolean => s.roomCode !== null;
const playing = (s: Shown): boolean => s.hand.length > 0 && s.turn !== null;

/** The lobby's controls smaller than 44×44 px or not their own at their centre, read at once. A checkbox's target is
 * its label: the box and its words, a tap on either ticks it. */
function smallTargets(page: Page): Promise<{ controls: number; small: string[] }> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot as ShadowRoot;
    const lobby = root.querySelector('[data-lobby]') as HTMLElement;
    const small: string[] = [];
    const controls = [...lobby.querySelectorAll<HTMLElement>('button, input, select')];
    for (const control of controls) {
      const label = control.matches('[type="checkbox"]') ? root.querySelector(`label[for="${control.id}"]`) : null;
      const target = label ?? control;
      const r = target.getBoundingClientRect();
      const name = `${control.tagName.toLowerCase()} ${(label ?? control).textContent?.trim().slice(0, 30) ?? ''}`;
      if (r.width < 43.5 || r.height < 43.5) small.push(`${name}: ${Math.round(r.width)}×${Math.round(r.height)}`);
      // The target's centre, scrolled into view, is the target's (nothing lies over it).
      target.scrollIntoView({ block: 'center' });
      const c = target.getBoundingClientRect();
      const hit = root.elementFromPoint(c.left + c.width / 2, c.top + c.height / 2);
      if (hit === null || !(target.contains(hit) || hit === control)) small.push(`${name}: covered at its centre`);
      // A checkbox in its label's row: the box and the words are one target, with no dead gap between them.
      if (label !== null) {
        const box = control.getBoundingClientRect();
        if (box.top < c.top - 0.5 || box.bottom > c.bottom + 0.5 || box.right < c.left - 1 || box.left > c.right + 1)
          small.push(`${name}: the box apart from its label`);
      }
    }
    return { controls: controls.length, small };
  });
}

/** Where the table and what the player looks at first are, once the game is shown. */
function tableInView(page: Page): Promise<{ top: number; out: string[] }> {
  return page.evaluate(() => {
    const table = document.querySelector('birimba-table') as HTMLElement;
    const root = table.shadowRoot as ShadowRoot;
    const out: string[] = [];
    for (const selector of ['[data-zone="pile"]', '[data-zone="stock"]', '[data-zone^="seat-"]', '[data-room-code]']) {
      const found = [...root.querySelectorAll(selector)];
      if (found.length === 0) out.push(`${selector}: none`);
      for (const e of found) {
        const r = e.getBoundingClientRect();
        if (r.top < 0 || r.bottom > innerHeight) out.push(`${selector}: ${Math.round(r.top)}..${Math.round(r.bottom)}`);
      }
    }
    return { top: Math.round(table.getBoundingClientRect().top), out };
  });
}

/** The offline labels, each against the screen and its seat. */
function offlineLabels(page: Page): Promise<{ labels: number; out: string[] }> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot as ShadowRoot;
    const out: string[] = [];
    const labels = [...root.querySelectorAll<HTMLElement>('[data-offline]')];
    for (const label of labels) {
      const r = label.getBoundingClientRect();
      const seat = (label.closest('[data-zone^="seat-"]') ?? label.parentElement) as HTMLElement;
      const s = seat.getBoundingClientRect();
      if (r.left < 0 || r.right > innerWidth) out.push(`off the screen: ${Math.round(r.left)}..${Math.round(r.right)}`);
      if (r.left < s.left - 0.5 || r.right > s.right + 0.5)
        out.push(
          `out of its seat: ${Math.round(r.left)}..${Math.round(r.right)} in ${Math.round(s.left)}..${Math.round(s.right)}`,
        );
      if (label.scrollWidth > label.clientWidth + 1) out.push('cut within itself');
    }
    return { labels: labels.length, out };
  });
}

describe('the online table on a phone', () => {
  for (const [lang, locale] of [
    ['el', 'el-GR'],
    ['en', 'en-US'],
  ] as const)
    it(`lobby targets of 44 px, the game opened at its top, offline said within the screen (${lang})`, async () => {
      mkdirSync(RESULTS, { recursive: true });
      const a = await phonePage(online.browser, `${online.t.http}/`, locale);
      const b = await phonePage(online.browser, `${online.t.http}/`, locale);
      try {
        await a.fill('[data-field="player-name"]', 'Μαρία');
        const doors = await smallTargets(a);
        expect(doors.controls).toBeGreaterThanOrEqual(5);
        expect.soft(doors.small).toEqual([]);
        await a.click('[data-action="create-room"]');
        const code = (await until(a, inRoom, 'the room')).roomCode ?? '';

        await b.fill('[data-field="player-name"]', 'Νίκος');
        await b.fill('[data-field="room-code"]', code);
        await b.click('[data-action="join-room"]');
        await until(b, inRoom, 'B in the room');
        // Nikos takes the next seat, beside Maria: at her side of the table, the narrowest seat.
        await a.waitForSelector('[data-seat="1"][data-occupied="human"]');
        await a.evaluate(() => window.scrollTo(0, 0));
        await picture(a, { path: `${RESULTS}phone-lobby-${lang}.png`, fullPage: true });
        const room = await smallTargets(a);
        expect(room.controls).toBeGreaterThanOrEqual(12);
        expect.soft(room.small).toEqual([]);

        // Start, pressed at the bottom of the lobby (a phone scrolls there to reach it).
        await a.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        expect(await a.evaluate(() => window.scrollY)).toBeGreaterThan(200);
        await a.locator('birimba-table [data-action="start-game"]').tap();
        await until(a, playing, 'the deal');
        await until(b, playing, 'the deal for B');
        await a.evaluate(() => new Promise(requestAnimationFrame));
        await picture(a, { path: `${RESULTS}phone-game-${lang}.png` });
        expect.soft(await tableInView(a)).toEqual({ top: 0, out: [] });

        await b.context().close();
        await until(a, (s) => s.offline === 1, 'Nikos shown offline');
        await picture(a, { path: `${RESULTS}phone-offline-${lang}.png` });
        expect(await offlineLabels(a)).toEqual({ labels: 1, out: [] });
      } finally {
        await a.context().close();
        await b.context().close();
      }
    });
});
