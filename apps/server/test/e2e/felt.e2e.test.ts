/// <reference lib="dom" />
// The phone's felt during an evening (issues 48 §6 and 54 §1), end to end in Chromium on Greek phones: Eleni hosts,
// Nikos (the other team) sees his own team first — «Εμείς» in the score, his team's melds on the left —, then goes
// away and a bot stands in for him. On Eleni's screen at 320, 360 and 390 px: the room's bar keeps one line (her
// Pause and tools beside whose turn it is), the stand-in's status stays in its seat on two lines at most (never
// broken inside a word), no seat grows over the melds, the melds' area keeps its room, and every action's label fits
// its button («Μάζεψε τα πεταμένα» too). She melds and, at 360 px, lays off by tapping her meld. Pictures in
// test-results/felt-*.png.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Card, checkMeld, parseCard } from '@birimba/engine';
import { type Shown, onlineTable, phonePage, until } from './pages.js';
import { picture } from '../../../table/test/e2e/browser.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
// A deal whose first turn (Eleni's, seat 0) holds, once she has drawn, three cards that meld and a fourth that lays
// off on them (the test finds them in her hand; the seed only makes sure there are some).
const online = onlineTable({ newSeed: () => 'felt-62' });

const playing = (s: Shown): boolean => s.hand.length > 0 && s.turn !== null;

/** The teams as the page draws them: the melds' zones left to right, and the score corner's first team. */
function teamsShown(page: Page): Promise<{ zones: string[]; firstTally: string }> {
  return page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot as ShadowRoot;
    const zones = [...root.querySelectorAll<HTMLElement>('[data-zone^="melds-"]')]
      .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
      .map((z) => z.dataset.zone ?? '');
    const tally = root.querySelector('.corner.score .tally span')?.textContent ?? '';
    return { zones, firstTally: tally.trim() };
  });
}

/** What is wrong with the felt on this screen, read at once: the room's bar on more than one line, a stand-in's
 * status out of its seat or over two lines, a seat over the melds' area, a melds' area under `room` px on screen, an
 * action's label out of its button. */
function feltFaults(page: Page, room: number): Promise<string[]> {
  return page.evaluate((room) => {
    const root = document.querySelector('birimba-table')?.shadowRoot as ShadowRoot;
    const faults: string[] = [];
    // The code and the bar's buttons on one line: their middles within a button's half height of each other.
    const middles = [...root.querySelectorAll<HTMLElement>('[data-room-bar] > button, [data-room-bar] > .code')].map(
      (e) => (e.getBoundingClientRect().top + e.getBoundingClientRect().bottom) / 2,
    );
    if (Math.max(...middles) - Math.min(...middles) > 22) faults.push(`the room's bar on more than one line`);
    for (const status of root.querySelectorAll<HTMLElement>('[data-stand-in]')) {
      const s = status.getBoundingClientRect();
      const seat = (status.closest('[data-zone^="seat-"]') as HTMLElement).getBoundingClientRect();
      if (s.left < seat.left - 0.5 || s.right > seat.right + 0.5) faults.push('the stand-in out of its seat');
      const line = parseFloat(getComputedStyle(status).lineHeight);
      if (s.height > 2 * line + 1) faults.push(`the stand-in on ${(s.height / line).toFixed(1)} lines`);
    }
    const melds = root.querySelector('.melds-area') as HTMLElement;
    const area = melds.getBoundingClientRect();
    for (const seat of root.querySelectorAll<HTMLElement>('[data-zone^="seat-"]')) {
      const r = seat.getBoundingClientRect();
      if (r.bottom > area.top + 0.5 && r.top < area.bottom)
        faults.push(`${seat.dataset.zone ?? ''} over the melds (${Math.round(r.bottom - area.top)} px)`);
    }
    const onScreen = Math.min(area.bottom, innerHeight) - Math.max(area.top, 0);
    if (onScreen < room) faults.push(`the melds' area ${Math.round(onScreen)} px on screen`);
    for (const button of root.querySelectorAll<HTMLElement>('[part="controls"] button')) {
      if (button.scrollWidth > button.clientWidth + 1 || button.scrollHeight > button.clientHeight + 1)
        faults.push(`«${(button.textContent ?? '').trim()}» out of its button`);
    }
    return faults;
  }, room);
}

/** In `hand` (card codes by id), three cards that meld and a fourth that lays off on them. */
function meldAndLayOff(hand: readonly { id: number; code: string }[]): { meld: number[]; layOff: number } {
  const card = (i: number): Card => ({ ...parseCard(hand[i]?.code ?? ''), id: hand[i]?.id ?? 0 });
  for (let a = 0; a < hand.length; a++)
    for (let b = a + 1; b < hand.length; b++)
      for (let c = b + 1; c < hand.length; c++) {
        const three = [card(a), card(b), card(c)];
        if (!checkMeld(three).valid) continue;
        for (let d = 0; d < hand.length; d++)
          if (![a, b, c].includes(d) && checkMeld([...three, card(d)]).valid)
            return { meld: three.map((k) => k.id), layOff: card(d).id };
      }
  throw new Error(`no meld with a lay-off in ${hand.map((h) => h.code).join(' ')}`);
}

const handCodes = (page: Page): Promise<{ id: number; code: string }[]> =>
  page.evaluate(() =>
    [
      ...(document
        .querySelector('birimba-table')
        ?.shadowRoot?.querySelectorAll<HTMLElement>('[data-zone="hand"] button[data-card]') ?? []),
    ].map((b) => ({ id: Number(b.dataset.id), code: b.dataset.card ?? '' })),
  );

describe('the phone’s felt during an evening', () => {
  it('holds at 320–390 px with a stand-in shown; a meld takes a tap at 360 px; either team sees itself first', async () => {
    mkdirSync(RESULTS, { recursive: true });
    const { t, browser } = online;
    const eleni = await phonePage(browser, `${t.http}/`, 'el-GR');
    await eleni.fill('[data-field="player-name"]', 'Ελένη');
    await eleni.click('[data-action="create-room"]');
    const code = (await until(eleni, (s) => s.roomCode !== null, 'the room')).roomCode ?? '';
    const nikos = await phonePage(browser, `${t.http}/?room=${code}`, 'el-GR');
    await nikos.fill('[data-field="player-name"]', 'Nikos');
    await nikos.click('[data-action="join-room"]');
    await eleni.waitForSelector('[data-seat="1"][data-occupied="human"]');
    await eleni.click('[data-action="start-game"]');
    await until(eleni, playing, 'the deal');
    await until(nikos, playing, 'the deal for Nikos');

    // Each sees their own team first: Eleni team A, Nikos team B.
    expect(await teamsShown(eleni)).toEqual({ zones: ['melds-a', 'melds-b'], firstTally: 'Εμείς' });
    expect(await teamsShown(nikos)).toEqual({ zones: ['melds-b', 'melds-a'], firstTally: 'Εμείς' });

    // Nikos goes away: a bot stands in for him, in his seat on Eleni's screen (her right, a narrow column).
    await nikos.locator('birimba-table [data-action="away"]').tap();
    await until(eleni, (s) => s.standIns.length === 1 && s.turn === 0 && s.phase === 'draw', 'the stand-in, her turn');
    await eleni.locator('birimba-table [data-action="draw"]').tap();
    await until(eleni, (s) => s.phase === 'play', 'her draw');
    const { meld, layOff } = meldAndLayOff(await handCodes(eleni));
    for (const id of meld) await eleni.locator(`birimba-table [data-zone="hand"] button[data-id="${id}"]`).tap();
    await eleni.locator('birimba-table [data-action="meld"]').tap();
    const hers = eleni.locator('birimba-table [data-zone="melds-a"] button[data-meld]');
    await hers.waitFor();

    for (const width of [320, 390, 360]) {
      await eleni.setViewportSize({ width, height: 740 });
      await eleni.evaluate(() => new Promise(requestAnimationFrame));
      // Room for a row of melds under the team's name: 80 px.
      expect.soft(await feltFaults(eleni, 80), `${String(width)} px`).toEqual([]);
      await picture(eleni, { path: `${RESULTS}felt-stand-in-${String(width)}-el.png` });
    }
    // At 360 px she lays the fourth card off by tapping her meld (a tap on anything over it would miss).
    await eleni.locator(`birimba-table [data-zone="hand"] button[data-id="${String(layOff)}"]`).tap();
    await hers.tap();
    await expect.poll(() => hers.locator('[data-card]').count()).toBe(4);
    await picture(eleni, { path: `${RESULTS}felt-laid-off-360-el.png` });
    await picture(nikos, { path: `${RESULTS}felt-other-team-360-el.png` });
    await Promise.all([eleni.context().close(), nikos.context().close()]);
  });
});
