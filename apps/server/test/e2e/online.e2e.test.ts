/// <reference lib="dom" />
// End to end in Chromium: three people open the server's page in three browser contexts — A creates a private room,
// B joins by its code, C by the share link — they take seats, A sets a rule and starts, a bot fills the free seat.
// Each page shows its own hand and no other seat's card; a move by the seat to act reaches the others' logs; a page
// reloaded mid-deal is back in its seat with its hand; a page closed is held for the grace period, then a bot plays
// for it and the others are told. Throughout, the page's Content-Security-Policy refuses nothing the table does (a
// hint is asked, so the AI worker starts too). The social table: the turn's title and sound; Maria says a phrase (a
// bubble by her seat on every screen, a line in every log); she turns chat on and Nikos writes (shown as text, kept
// after his reload); Nikos taps Away, then I'm back. With ONLINE_SCREENSHOTS=1 it also writes the README's pictures
// of the lobby, a game, the phrases, a bubble, the chat and Away (apps/table/docs/online-*.png).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_GRACE_SECONDS } from '@birimba/protocol';
import { type Shown, cspViolations, onlineTable, playOn, playerPage, shown, until, waitForPerson } from './pages.js';
import { audit, picture } from '../../../table/test/e2e/browser.js';

const DOCS = fileURLToPath(new URL('../../../table/docs/', import.meta.url));
const SCREENSHOTS = process.env.ONLINE_SCREENSHOTS === '1';

const online = onlineTable();

async function enterName(page: Page, name: string): Promise<void> {
  await page.fill('[data-field="player-name"]', name);
}

const inRoom = (s: Shown): boolean => s.roomCode !== null;
const playing = (s: Shown): boolean => s.hand.length > 0 && s.turn !== null;

describe('three people and a bot at one table through the browser', () => {
  it('create, join by code and by link, seats, a rule, start; own hands only; moves told; a reload; a tab closed', async () => {
    const a = await playerPage(online.browser, `${online.t.http}/`);
    await enterName(a, 'Maria');
    await a.click('[data-action="create-room"]');
    const code = (await until(a, inRoom, 'the room code')).roomCode ?? '';
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    const link = await a.evaluate(
      () =>
        (document.querySelector('birimba-table')?.shadowRoot?.querySelector('[data-share-link]') as HTMLInputElement)
          .value,
    );
    expect(link).toBe(`${online.t.http}/?room=${code}`);
    if (SCREENSHOTS) await pictures(a, 'lobby');

    const b = await playerPage(online.browser, `${online.t.http}/`);
    await enterName(b, 'Nikos');
    await b.fill('[data-field="room-code"]', code.toLowerCase());
    await b.click('[data-action="join-room"]');
    await until(b, inRoom, 'B in the room');

    const c = await playerPage(online.browser, link);
    await enterName(c, 'Eleni');
    await c.click('[data-action="join-room"]');
    await until(c, inRoom, 'C in the room');

    // B moves to seat 3: Maria (0) and Eleni (2) are partners, Nikos and the bot (seat 1) the other team.
    await b.click('[data-seat-choice="3"]');
    await a.waitForSelector('[data-seat="3"][data-occupied="human"]');
    await a.check('[data-rule="allowSets"]');
    await c.waitForSelector('[data-rule="allowSets"]:checked');
    await a.click('[data-action="start-game"]');

    const pages = [a, b, c];
    const first = await Promise.all(pages.map((p) => until(p, playing, 'the deal')));
    const hands = first.map((s) => s.hand);
    for (const hand of hands) expect(hand).toHaveLength(11);
    // Each page holds its own hand and not one card of another seat's.
    first.forEach((s, i) => {
      expect(s.strayCards).toBe(0);
      const others = hands.filter((_, j) => j !== i).flat();
      expect(s.cardIds.filter((id) => others.includes(id))).toEqual([]);
    });
    expect(first[0]?.names).toEqual(expect.arrayContaining(['Nikos', 'Eleni']));

    // The seat to act (a person: the bot plays its own turns on the server) draws; the others' logs say so.
    const toAct = await waitForPerson(pages);
    const others = pages.filter((p) => p !== toAct);
    // It is that person's turn: their tab's title says so and their table played its sound (counted on the room's
    // bar); the others' titles are the page's own.
    const told = await turnAlerted(toAct, (t) => t.sounds > 0);
    expect(told.title).toBe('(Your turn) Birimba online');
    for (const p of others) expect((await turnAlerted(p, () => true)).title).toBe('Birimba online');
    const before = await Promise.all(others.map(shown));
    // A hint: the AI thinks in the table's worker (a Blob URL), under the page's Content-Security-Policy.
    await toAct.click('[data-action="hint"]');
    await toAct.locator('birimba-table [data-hint]').first().waitFor();
    await toAct.click('[data-action="draw"]');
    const after = await Promise.all(
      others.map((p, i) => until(p, (s) => s.log.length > (before[i]?.log.length ?? 0), 'the draw in the log')),
    );
    // Told by the person's name (the others by their own); a bot's seat by its level (names.e2e.test.ts).
    for (const s of after)
      expect(s.log.some((line) => /^(Maria|Nikos|Eleni) draws from the stock$/.test(line))).toBe(true);
    if (SCREENSHOTS) await pictures(toAct, 'game');

    // Maria says «Good luck!» from the phrases: a bubble in her seat on the others' screens, over her own hand on
    // hers, and a line in every log. The picker and the bubbles pass axe.
    await a.click('[data-action="phrases"]');
    await a.waitForSelector('[data-phrases]');
    expect(await audit(a, 'the phrases open')).toEqual([]);
    if (SCREENSHOTS) await pictures(a, 'phrases');
    await a.click('[data-phrase="good-luck"]');
    await a.waitForSelector('[data-zone="hand"] [data-bubble="good-luck"]');
    for (const p of [b, c]) await p.waitForSelector('[data-zone="seat-0"] [data-bubble="good-luck"]');
    await bubblesStill(b);
    expect(await audit(b, 'a bubble shown')).toEqual([]);
    if (SCREENSHOTS) await pictures(b, 'bubble');
    for (const p of pages) {
      const said = await until(p, (s) => s.log.some((line) => line.includes('Good luck!')), 'the phrase in the log');
      expect(said.log.filter((line) => line.includes('Good luck!'))).toEqual([
        p === a ? 'You: Good luck!' : 'Maria: Good luck!',
      ]);
    }

    // Maria, the host, turns free chat on; Nikos writes a line with markup in it: a bubble by his seat on the others'
    // screens, the line as text in his chat.
    await a.click('[data-action="phrases"]');
    await a.click('[data-action="chat-toggle"]');
    await a.waitForSelector('[data-action="chat-toggle"][aria-pressed="true"]');
    await a.click('[data-action="close-phrases"]');
    await b.click('[data-action="phrases"]');
    await b.waitForSelector('[data-field="chat"]');
    const line = 'Καλησπέρα <b>σε όλους</b>';
    await b.fill('[data-field="chat"]', line);
    await b.click('[data-action="send-chat"]');
    for (const p of [a, c]) await p.waitForSelector('[data-zone="seat-3"] [data-bubble="chat"]');
    const chatShown = await b.locator('[data-chat-line="1"] .chat-text').textContent();
    expect(chatShown).toBe(line);
    await bubblesStill(b);
    expect(await audit(b, 'the chat')).toEqual([]);
    if (SCREENSHOTS) await pictures(b, 'chat');
    await b.click('[data-action="close-phrases"]');

    // Nikos taps Away: a bot plays for him, as every screen says, until he taps I'm back.
    const nikosPlayedBy = (s: Shown): boolean => s.standIns.some((line) => line.includes('Nikos'));
    await b.click('[data-action="away"]');
    await until(a, nikosPlayedBy, 'a bot playing for Nikos');
    await b.waitForSelector('[data-away="3"] [data-action="back"]');
    if (SCREENSHOTS) await pictures(b, 'away');
    await b.click('[data-action="back"]');
    await until(a, (s) => !nikosPlayedBy(s), 'Nikos back');
    await b.waitForSelector('[data-action="away"]');

    // B reloads mid-deal: back in seat 3 with the same hand.
    const nikos = await shown(b);
    await b.reload();
    const back = await until(b, playing, 'B back in the deal');
    expect(back.roomCode).toBe(code);
    // The room kept the chat: it is there after the reload.
    await b.click('[data-action="phrases"]');
    expect(await b.locator('[data-chat-line] .chat-text').allTextContents()).toEqual([line]);
    await b.click('[data-action="close-phrases"]');
    expect(back.hand.sort((x, y) => x - y)).toEqual([...nikos.hand].sort((x, y) => x - y));

    // C closes her tab: she is shown offline; once the grace period is over a bot plays for her, and says so, and
    // her turns are played while the other two play theirs through the UI.
    await c.context().close();
    await until(a, (s) => s.offline === 1, 'Eleni shown offline');
    online.t.clock.advance(DEFAULT_GRACE_SECONDS * 1000);
    const standIn = await until(a, (s) => s.standIns.length === 1, 'a bot playing for Eleni');
    expect(standIn.standIns[0]).toContain('Eleni');
    const eleniBefore = standIn.log.filter((line) => line.startsWith('Eleni')).length;
    await playOn(
      [a, b],
      async () => (await shown(a)).log.filter((line) => line.startsWith('Eleni')).length > eleniBefore,
    );
    // The page's Content-Security-Policy refused nothing the table did, in any page, all game long.
    for (const page of pages) expect(cspViolations(page)).toEqual([]);
    await Promise.all([a, b].map((p) => p.context().close()));
  });
});

/** Once the bubbles on the page have come in (axe measures a bubble's contrast as it is, half faded in or not). */
async function bubblesStill(page: Page): Promise<void> {
  const moving = (): Promise<number> =>
    page.evaluate(
      () =>
        [...(document.querySelector('birimba-table')?.shadowRoot?.querySelectorAll('.bubble') ?? [])].flatMap((b) =>
          b.getAnimations().filter((a) => a.playState === 'running'),
        ).length,
    );
  for (let i = 0; i < 100 && (await moving()) > 0; i++) await page.waitForTimeout(50);
  expect(await moving()).toBe(0);
}

/** The page's title and the turn's sounds its table counted, once `test` holds. */
async function turnAlerted(
  page: Page,
  test: (told: { title: string; sounds: number }) => boolean,
): Promise<{ title: string; sounds: number }> {
  const read = (): Promise<{ title: string; sounds: number }> =>
    page.evaluate(() => ({
      title: document.title,
      sounds: Number(
        document
          .querySelector('birimba-table')
          ?.shadowRoot?.querySelector('[data-room-bar]')
          ?.getAttribute('data-turn-sounds'),
      ),
    }));
  for (let i = 0; i < 200; i++) {
    const told = await read();
    if (test(told)) return told;
    await page.waitForTimeout(50);
  }
  throw new Error(`waited in vain for the turn's alerts: ${JSON.stringify(await read())}`);
}

/** The README's pictures: 360 and 1280 px wide, English and Greek. */
async function pictures(page: Page, what: 'lobby' | 'game' | 'phrases' | 'bubble' | 'away' | 'chat'): Promise<void> {
  mkdirSync(DOCS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const lang of ['en', 'el']) {
    await page.evaluate((l) => document.querySelector('birimba-table')?.setAttribute('lang', l), lang);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.waitForTimeout(150);
      await picture(page, { path: `${DOCS}online-${what}-${String(width)}-${lang}.png`, fullPage: what === 'lobby' });
    }
  }
  await page.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
  await page.setViewportSize(size);
}
