/// <reference lib="dom" />
// End to end in Chromium: the names of a room are the same on every screen. Maria and Nikos sit with two bots; each
// page's status line, felt and log call a person by their name and a bot by one name all screens share — its level
// and its number among the bots — never by a compass point, which is seen from each screen differently. A long name of
// one word takes two lines at most on a phone's side seat, cut with an ellipsis, whole in its title. Νίκος and NIKOS,
// two names and two handles, see each seat's handle beside the name they share, and open the other's profile from the
// lobby's seats and from `/#profile=HANDLE`: read only, statistics shown, matches private (a player's default).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Shown, onlineTable, phonePage, playOn, playerPage, shown, until } from './pages.js';

const online = onlineTable();

const playing = (s: Shown): boolean => s.hand.length > 0 && s.turn !== null;

/** What the status line (`[data-status]`) says. */
const status = (page: Page): Promise<string> =>
  page.evaluate(() =>
    (document.querySelector('birimba-table')?.shadowRoot?.querySelector('[data-status]')?.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** What the page's open profile shows: its kind and handle, the name, and how its statistics and matches stand. */
const profileShown = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('birimba-table')?.shadowRoot?.querySelector('dialog[data-profile]');
    return {
      profile: dialog?.getAttribute('data-profile') ?? null,
      handle: dialog?.getAttribute('data-handle') ?? null,
      name: dialog?.querySelector('[data-account-name]')?.textContent.trim() ?? null,
      statistics: dialog?.querySelector('[data-statistics]')?.getAttribute('data-statistics') ?? null,
      history: dialog?.querySelector('[data-history]')?.getAttribute('data-history') ?? null,
      editable: dialog?.querySelector('[data-action="rename"], [data-avatar], [data-privacy]') != null,
    };
  });

const COMPASS = /\b(East|North|West|South)\b|Ανατολή|Βορράς|Δύση/;
const BOTS = ['Bot 1 (normal)', 'Bot 2 (normal)'];

describe('the names at an online table', () => {
  it('call people by their names and each bot by one name on every screen', async () => {
    const maria = await playerPage(online.browser, `${online.t.http}/`);
    await maria.fill('[data-field="player-name"]', 'Maria');
    await maria.click('[data-action="create-room"]');
    const code = (await until(maria, (s) => s.roomCode !== null, 'the room')).roomCode ?? '';
    const nikos = await playerPage(online.browser, `${online.t.http}/?room=${code}`);
    await nikos.fill('[data-field="player-name"]', 'Nikos');
    await nikos.click('[data-action="join-room"]');
    // Maria at seat 0, Nikos at seat 1, bots at seats 2 and 3.
    await maria.waitForSelector('[data-seat="1"][data-occupied="human"]');
    await maria.click('[data-action="start-game"]');
    const pages = [maria, nikos];
    const [m, n] = await Promise.all(pages.map((p) => until(p, playing, 'the deal')));

    // Seat 0 acts first, and nothing moves until Maria does: Nikos's status line names her.
    expect(m?.turn).toBe(0);
    expect(await status(nikos)).toBe('Maria is playing');
    expect([...(m?.names ?? [])].sort()).toEqual([...BOTS, 'Nikos']);
    expect([...(n?.names ?? [])].sort()).toEqual([...BOTS, 'Maria']);

    // Maria plays her turn; then Nikos is to act, and her status line names him.
    await playOn([maria], async () => (await shown(maria)).turn === 1);
    expect(await status(maria)).toBe('Nikos is playing');
    // Nikos plays his; the bots play theirs; then Maria is to act again.
    await until(nikos, (s) => s.turn === 0, 'Nikos to act');
    await playOn([nikos], async () => (await shown(nikos)).turn !== 0);
    const mLog = (await until(maria, (s) => s.turn === 0 && s.phase === 'draw', 'Maria to act again')).log;
    const nLog = (await until(nikos, (s) => s.log.length === mLog.length, 'the round told to Nikos')).log;
    // Both logs tell the bots' turns in the same words, by the bots' shared names; nobody by a compass point.
    const bots = (log: readonly string[] = []): string[] => log.filter((line) => line.startsWith('Bot '));
    expect(bots(mLog).length).toBeGreaterThanOrEqual(4);
    expect(bots(mLog)).toEqual(bots(nLog));
    expect(bots(mLog).some((line) => line.startsWith(`${BOTS[0]} `))).toBe(true);
    expect(bots(mLog).some((line) => line.startsWith(`${BOTS[1]} `))).toBe(true);
    expect(mLog.some((line) => line.startsWith('Nikos '))).toBe(true);
    expect(nLog.some((line) => line.startsWith('Maria '))).toBe(true);
    for (const line of [...mLog, ...nLog]) expect(line).not.toMatch(COMPASS);

    // In Greek the same: Nikos's screen names Maria and the bots by their level.
    await nikos.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'el'));
    const greek = await until(nikos, (s) => s.names.some((name) => name.startsWith('Μποτ')), 'the Greek names');
    expect([...greek.names].sort()).toEqual(['Maria', 'Μποτ 1 (κανονικό)', 'Μποτ 2 (κανονικό)']);
    expect(greek.log.join('\n')).not.toMatch(COMPASS);
    expect(await status(nikos)).toBe('Παίζει: Maria');
    await Promise.all(pages.map((p) => p.context().close()));
  });

  it('cut a long name of one word to two lines on a phone’s side seat, whole in its title', async () => {
    const long = 'Χαραλαμποπουλοςκαραγιαν';
    const host = await phonePage(online.browser, `${online.t.http}/`, 'el-GR');
    await host.fill('[data-field="player-name"]', long);
    await host.click('[data-action="create-room"]');
    const code = (await until(host, (s) => s.roomCode !== null, 'the room')).roomCode ?? '';
    const guest = await phonePage(online.browser, `${online.t.http}/?room=${code}`, 'en-US');
    await guest.fill('[data-field="player-name"]', 'Eleni');
    await guest.click('[data-action="join-room"]');
    await host.waitForSelector('[data-seat="1"][data-occupied="human"]');
    await host.click('[data-action="start-game"]');
    await until(guest, playing, 'the deal');
    const name = guest.locator(`birimba-seat [data-name="${long}"]`);
    expect(await name.getAttribute('title')).toBe(long);
    const lines = await name.evaluate(
      (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines).toBeLessThanOrEqual(2.05);
    await Promise.all([host, guest].map((p) => p.context().close()));
  });

  it('open another player’s profile from the lobby’s seats and from its address, read only, matches private', async () => {
    const greek = await playerPage(online.browser, `${online.t.http}/`);
    await greek.fill('[data-field="player-name"]', 'Νίκος');
    await greek.click('[data-action="create-room"]');
    const code = (await until(greek, (s) => s.roomCode !== null, 'the room')).roomCode ?? '';
    const latin = await playerPage(online.browser, `${online.t.http}/?room=${code}`);
    await latin.fill('[data-field="player-name"]', 'NIKOS');
    await latin.click('[data-action="join-room"]');
    // Each seat of an account names its handle; each page opens the other's profile from the other's seat.
    const nameAt = (page: Page, seat: number) =>
      page.waitForSelector(`[data-seat="${String(seat)}"] [data-action="player-profile"]`);
    const handleOf = async (page: Page, seat: number) =>
      (await (await nameAt(page, seat)).getAttribute('data-handle')) ?? '';
    const [greekHandle, latinHandle] = [await handleOf(latin, 0), await handleOf(greek, 1)];
    expect(greekHandle).toMatch(/^nikos/);
    expect(latinHandle).toMatch(/^nikos/);
    expect(latinHandle).not.toBe(greekHandle);
    // Two names, one to the eye: each seat shows its handle beside the name.
    for (const page of [greek, latin]) {
      const shownHandles = await page.evaluate(() =>
        [...(document.querySelector('birimba-table')?.shadowRoot?.querySelectorAll('[data-handle-shown]') ?? [])].map(
          (e) => `${e.closest('[data-seat]')?.getAttribute('data-seat') ?? ''} ${e.textContent.trim()}`,
        ),
      );
      expect(shownHandles).toEqual([`0 @${greekHandle}`, `1 @${latinHandle}`]);
    }
    await (await nameAt(latin, 0)).click();
    await latin.waitForSelector(`dialog[data-profile="player"][data-handle="${greekHandle}"] [data-history]`);
    expect(await profileShown(latin)).toEqual({
      profile: 'player',
      handle: greekHandle,
      name: 'Νίκος',
      statistics: '0',
      history: 'private',
      editable: false,
    });
    await latin.click('[data-action="close-profile"]');
    await latin.waitForSelector('dialog[data-profile]', { state: 'detached' });

    // The address `/p/HANDLE` links to opens the same profile on a page of its own, in Greek.
    const page = await latin.context().newPage();
    await page.goto(`${online.t.http}/#profile=${encodeURIComponent(greekHandle)}`);
    await page.waitForSelector(`dialog[data-profile="player"][data-handle="${greekHandle}"] [data-history="private"]`);
    expect((await profileShown(page)).name).toBe('Νίκος');
    await page.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'el'));
    await page.waitForSelector('dialog[data-profile="player"][lang="el"]');
    expect(await page.locator('[data-history="private"]').textContent()).toContain('ιδιωτικές');
    // A player's own handle opens their own profile, which they may change.
    await page.goto(`${online.t.http}/#profile=${latinHandle}`);
    await page.reload();
    await page.waitForSelector('dialog[data-profile="signed-in"] [data-action="rename"]');
    await Promise.all([greek, latin].map((p) => p.context().close()));
  });
});
