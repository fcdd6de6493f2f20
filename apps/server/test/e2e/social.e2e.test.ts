/// <reference lib="dom" />
// The social table of issue 35, end to end in Chromium: one room, one evening, three pages. Maria hosts (English); the
// share sheet's fallback gives the WhatsApp and Viber links of the room (Chromium on Linux has no `navigator.share`);
// she lets watchers say phrases. Nikos (his table in Greek) joins by the link and Maria moves him to another seat.
// Eleni taps Watch on the lobby with the code: «You are watching», seated nowhere; the players see one watcher. The
// match starts (bots in the free seats): Eleni's table has no hand and no controls. The person to act gets the turn's
// title and sound; Maria's phrase is a bubble by her seat on Nikos's and Eleni's screens; Maria turns free chat on and
// Nikos writes a line with markup (shown as text on every screen, no element made; Eleni reads it, writes none);
// Nikos mutes Maria, whose next phrase reaches Eleni and not him; Eleni says a phrase the players see. Maria pauses:
// «Paused — Maria» / «Παύση — Maria» on every screen, Draw disabled with the reason while paused, then resume; the turn passes to
// the other person (their title, in their language, and sound). Nikos closes his page; Maria gives his seat to a bot
// (asked first, she says yes; every screen's log says so) and the deal goes on, the pile and melds moving on Eleni's
// table. Eleni's page never
// holds a card that was not face up, and every WebSocket frame it received, decoded, names none (watch-frames.ts).
// The views pass axe; the
// host's tools are 44 px targets at 360 and 1280 px in both languages. With ONLINE_SCREENSHOTS=1 it writes the
// watcher's pictures (apps/table/docs/online-watch-*.png) and the host's (apps/server/test-results/host-*.png).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { audit } from '../../../table/test/e2e/browser.js';
import { type Shown, cspViolations, onlineTable, playOn, playerPage, shown, until, waitForPerson } from './pages.js';
import { looks, textOf, turnAlerted, watcherHoldsNoHiddenCard, watcherTable } from './social-reads.js';
import { checkWatcherFrames, dealStates, keepFrames } from './watch-frames.js';

const online = onlineTable();

/** The server's pace of phrases (PHRASE_INTERVAL_MS): its clock is the test's. */
const PACE_MS = 3000;

const inRoom = (s: Shown): boolean => s.roomCode !== null;
const playing = (s: Shown): boolean => s.hand.length > 0 && s.turn !== null;
const said = (page: Page, text: string): Promise<Shown> =>
  until(page, (s) => s.log.some((line) => line.includes(text)), `«${text}» in the log`);

/** The page opens the phrases and taps `id` (the picker closes). */
async function sayPhrase(page: Page, id: string): Promise<void> {
  await page.click('[data-action="phrases"]');
  await page.click(`[data-phrase="${id}"]`);
}

describe('the social table: two players and a watcher', () => {
  it('share, watch, turn alerts, phrases, chat, a mute, a pause and a bot given a seat; no hidden card watched', async () => {
    const { t, browser } = online;
    const a = await playerPage(browser, `${t.http}/`);
    await a.fill('[data-field="player-name"]', 'Maria');
    await a.click('[data-action="create-room"]');
    const code = (await until(a, inRoom, 'the room')).roomCode ?? '';

    // Share where the browser has no share sheet: the chat apps' links hold the room's link.
    expect(await a.evaluate(() => typeof navigator.share)).toBe('undefined');
    await a.click('[data-action="share"]');
    await a.waitForSelector('[data-share]');
    const share = await a.evaluate(() => {
      const root = document.querySelector('birimba-table')?.shadowRoot as ShadowRoot;
      return {
        link: (root.querySelector('[data-share-link]') as HTMLInputElement).value,
        hrefs: [...root.querySelectorAll<HTMLAnchorElement>('[data-share]')].map((x) => x.href),
      };
    });
    expect(share.link).toBe(`${t.http}/?room=${code}`);
    expect(share.hrefs).toHaveLength(2);
    for (const href of share.hrefs) expect(decodeURIComponent(href)).toContain(share.link);
    await a.check('[data-room-setting="watcher-phrases"]');

    // Nikos (his table in Greek) opens the link; Maria moves him from the second seat (1) to the fourth (3).
    const b = await playerPage(browser, share.link);
    await b.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'el'));
    await b.fill('[data-field="player-name"]', 'Nikos');
    await b.click('[data-action="join-room"]');
    await until(b, inRoom, 'Nikos in the room');
    await a.click('[data-action="host-move"][data-for-seat="1"]');
    await a.waitForSelector('[data-action="host-move-here"][data-for-seat="3"]');
    expect(await audit(a, 'the lobby, moving Nikos')).toEqual([]);
    await looks(a, 'host-lobby');
    await a.click('[data-action="host-move-here"][data-for-seat="3"]');
    await b.waitForSelector('[data-seat="3"][data-occupied="human"].mine');
    await a.waitForSelector('[data-seat="1"][data-occupied="empty"]');
    // Ask to leave waits for the host's yes: Maria says no, Nikos stays.
    await a.click('[data-action="kick"][data-for-seat="3"]');
    await a.waitForSelector('[data-action="kick-confirm"][data-for-seat="3"]');
    expect(await audit(a, 'the lobby, asking Nikos to leave')).toEqual([]);
    await looks(a, 'host-kick');
    await a.click('[data-action="cancel-kick"][data-for-seat="3"]');
    await a.waitForSelector('[data-action="kick"][data-for-seat="3"]');

    // Eleni watches from the lobby, on a phone: every frame her page receives is kept.
    const c = await playerPage(browser, `${t.http}/`, 360, 740);
    const frames = keepFrames(c);
    await c.fill('[data-field="player-name"]', 'Eleni');
    await c.fill('[data-field="room-code"]', code);
    await looks(c, 'watch-doors');
    await c.click('[data-action="watch"]');
    await c.waitForSelector('[data-watcher-lobby] [data-watching]');
    expect(await c.locator('[data-seat-choice]').count()).toBe(0);
    for (const p of [a, b]) await p.waitForSelector('[data-watchers]:text-is("1")');
    expect(await audit(c, 'the watcher in the lobby')).toEqual([]);
    await looks(c, 'watch-lobby');
    await looks(a, 'watch-count');

    await a.click('[data-action="start-game"]');
    const players = [a, b];
    const hands = await Promise.all(players.map((p) => until(p, playing, 'the deal')));
    for (const s of hands) expect(s.hand).toHaveLength(11);
    const first = await until(c, (s) => s.turn !== null, 'the watcher’s table');
    expect(first.hand).toEqual([]);
    expect(await watcherTable(c)).toMatchObject({ watching: true, controls: 0 });
    for (const p of players) await p.waitForSelector('[data-room-bar] [data-watchers]:text-is("1")');
    await watcherHoldsNoHiddenCard(c, t.dataDir, code);

    // The person to act: the tab's title says so and the table played its sound; the other's title is the page's.
    const toAct = await waitForPerson(players);
    const other = toAct === a ? b : a;
    const titles = new Map([
      [a, '(Your turn) Birimba online'],
      [b, '(Σειρά σου) Μπιρίμπα online'],
    ]);
    const untitled = new Map([
      [a, 'Birimba online'],
      [b, 'Μπιρίμπα online'],
    ]);
    expect((await turnAlerted(toAct, (x) => x.sounds > 0)).title).toBe(titles.get(toAct));
    const otherSounds = (await turnAlerted(other, () => true)).sounds;
    expect((await turnAlerted(other, () => true)).title).toBe(untitled.get(other));

    // Maria's phrase: a bubble over her hand on her screen, by her seat on Nikos's and Eleni's, a line in every log.
    await sayPhrase(a, 'good-luck');
    await a.waitForSelector('[data-zone="hand"] [data-bubble="good-luck"]');
    for (const p of [b, c]) await p.waitForSelector('[data-zone="seat-0"] [data-bubble="good-luck"]');
    await said(a, 'You: Good luck!');
    await said(b, 'Maria: Καλή τύχη!');
    await said(c, 'Maria: Good luck!');

    // Maria turns free chat on; Nikos writes a line with markup: text on every screen, the watcher's too, no element.
    await a.click('[data-action="phrases"]');
    await a.click('[data-action="chat-toggle"]');
    await a.waitForSelector('[data-action="chat-toggle"][aria-pressed="true"]');
    await a.click('[data-action="close-phrases"]');
    await b.click('[data-action="phrases"]');
    const line = 'Γεια <b>x</b> & <img src=x>';
    await b.fill('[data-field="chat"]', line);
    await b.click('[data-action="send-chat"]');
    await a.waitForSelector('[data-zone="seat-3"] [data-bubble="chat"]');
    await b.waitForSelector('[data-chat-line="1"]');
    await c.waitForSelector('[data-zone="seat-3"] [data-bubble="chat"]');
    for (const [p, selector] of [
      [a, '[data-zone="seat-3"] [data-bubble="chat"]'],
      [b, '[data-chat-line="1"]'],
      [c, '[data-zone="seat-3"] [data-bubble="chat"]'],
    ] as const) {
      expect(await p.locator(`${selector} .chat-text`).textContent()).toBe(line);
      expect(await p.locator(`${selector} .chat-text b, ${selector} .chat-text img`).count()).toBe(0);
    }
    await said(a, `Nikos: ${line}`);
    await said(c, `Nikos: ${line}`);

    // Nikos mutes Maria: her next phrase reaches Eleni and not him.
    await b.click('[data-action="mute"][data-seat="0"]');
    await b.waitForSelector('[data-action="mute"][data-seat="0"][aria-pressed="true"]');
    await b.click('[data-action="close-phrases"]');
    t.clock.advance(PACE_MS);
    await sayPhrase(a, 'thanks');
    await c.waitForSelector('[data-zone="seat-0"] [data-bubble="thanks"]');
    await said(c, 'Maria: Thanks!');
    // Eleni says a phrase (the host allowed it): both players see it. Nikos, told of it after Maria's, never was of hers.
    await sayPhrase(c, 'well-done');
    await said(a, 'Well done!');
    const nikosLog = await said(b, 'Μπράβο!');
    expect(nikosLog.log.filter((l) => l.includes('Ευχαριστώ'))).toEqual([]);
    expect(await b.locator('[data-bubble="thanks"]').count()).toBe(0);
    await said(c, 'Well done!');

    // Maria pauses the match: the banner with her name on every screen; Draw disabled with the reason; then she resumes.
    expect(await b.locator('[data-action="pause"]').count()).toBe(0);
    await a.click('[data-action="pause"]');
    for (const p of [a, b, c]) await p.waitForSelector('[data-paused="Maria"]');
    expect(await textOf(a, '[data-paused] strong')).toBe('Paused — Maria');
    expect(await textOf(b, '[data-paused] strong')).toBe('Παύση — Maria');
    expect(await textOf(c, '[data-paused] strong')).toBe('Paused — Maria');
    await a.waitForSelector('[data-action="resume"]');
    expect(await audit(b, 'paused, in Greek')).toEqual([]);
    await looks(b, 'host-paused');
    // The one to act may not: Draw is disabled, its description says why (a move sent all the same is refused
    // `paused` by the server: host-pause.test.ts).
    const waiting = await shown(toAct);
    await toAct.waitForSelector('[data-action="draw"][disabled]');
    expect(await toAct.locator('[data-action="draw"]').getAttribute('title')).toBe(
      toAct === a
        ? 'The match is paused: moves wait until the host resumes.'
        : 'Η παρτίδα είναι σε παύση: οι κινήσεις περιμένουν τη συνέχεια.',
    );
    expect((await shown(toAct)).hand.length).toBe(waiting.hand.length);
    await watcherHoldsNoHiddenCard(c, t.dataDir, code);
    await a.click('[data-action="resume"]');
    for (const p of [a, b, c]) await p.waitForSelector('[data-paused]', { state: 'detached' });
    await a.waitForSelector('[data-action="pause"]');

    // The turn goes on to the other person (the bots between): their title, in their language, and their sound.
    await playOn(players, async () => (await shown(other)).turn === 0);
    expect((await turnAlerted(other, (x) => x.sounds > otherSounds)).title).toBe(titles.get(other));
    expect((await turnAlerted(toAct, () => true)).title).toBe(untitled.get(toAct));

    // Maria's menu: Make host for Nikos while he is here. He closes his page: offline, she gives his seat to a bot.
    await a.click('[data-action="host-tools"]');
    await a.waitForSelector('[data-host-menu] [data-action="pass-host"][data-for-seat="3"]');
    expect(await audit(a, 'the host’s menu')).toEqual([]);
    await looks(a, 'host-menu');
    await b.context().close();
    await until(a, (s) => s.offline === 1, 'Nikos offline');
    // She is asked first; her yes gives the seat.
    await a.click('[data-host-menu] [data-action="give-to-bot"][data-for-seat="3"]');
    await a.waitForSelector('[data-give-ask="3"]');
    expect((await shown(a)).standIns).toEqual([]);
    await looks(a, 'host-give-ask');
    await a.click('[data-host-menu] [data-action="give-to-bot-confirm"][data-for-seat="3"]');
    const given = await until(a, (s) => s.standIns.some((x) => x.includes('Nikos')), 'a bot for Nikos');
    // Every screen's log says the host gave it: Maria's, and the watcher's.
    await a.click('[data-action="close-host-tools"]');
    for (const p of [a, c]) await p.waitForSelector('[data-host-note="given"][data-seat="3"]');
    expect(await textOf(a, '[data-host-note="given"]')).toBe('The host gave Nikos’s seat to a bot');
    await looks(a, 'host-given');
    const nikosBefore = given.log.filter((l) => l.startsWith('Nikos')).length;

    // The deal goes on: the bot plays Nikos's turns; the pile and the melds move on Eleni's table (a turn need not
    // meld: what moves is the face-up cards, a discard at least).
    const before = await watcherTable(c);
    await playOn([a], async () => {
      const moved = (await shown(a)).log.filter((l) => l.startsWith('Nikos')).length > nikosBefore;
      const seen = await watcherTable(c);
      return moved && dealStates(t.dataDir, code).length > 12 && seen.melds > 0 && seen.table !== before.table;
    });
    const during = await watcherTable(c);
    expect(during.melds).toBeGreaterThan(0);
    expect(during.table).not.toBe(before.table);
    expect(await watcherHoldsNoHiddenCard(c, t.dataDir, code)).toBeGreaterThan(0);
    expect(await audit(c, 'the watcher’s table')).toEqual([]);
    await looks(c, 'watch');

    // Every frame Eleni's page received: no face-down card; the phrases she heard and said, Nikos's chat line.
    const wire = checkWatcherFrames('Eleni', frames, t.dataDir, code);
    expect(wire.states).toBeGreaterThan(12);
    expect(wire.cards).toBeGreaterThan(50);
    expect(wire.messages.filter((m) => m.type === 'watch').length).toBeGreaterThan(12);
    expect(wire.messages.filter((m) => m.type === 'phrase').map((m) => m.payload)).toEqual([
      { seat: 0, id: 'good-luck' },
      { seat: 0, id: 'thanks' },
      { seat: -1, id: 'well-done', watcher: 'Eleni' },
    ]);
    expect(wire.messages.filter((m) => m.type === 'chat').map((m) => m.payload)).toEqual([
      { lines: [{ n: 1, seat: 3, name: 'Nikos', text: line }], kept: false },
    ]);
    for (const p of [a, b, c]) expect(cspViolations(p)).toEqual([]);
    await Promise.all([a, c].map((p) => p.context().close()));
  });
});
