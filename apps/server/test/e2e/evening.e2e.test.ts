/// <reference lib="dom" />
// The evening of issue 33, end to end in Chromium: Eleni hosts on a Greek phone, Nikos joins on a desktop with the
// share link, Maria on a second Greek phone types the code in Greek capitals; a bot takes the fourth seat. Maria
// closes her tab and opens the link again (her seat back without asking); Nikos moves to another device, on another
// network, and asks for his seat (Eleni lets him in, told his device has no proof); Eleni's time runs out (the smallest turn, told on every screen and in her own log);
// two turns out of time make each of them away, and the bots finish the match, with a next deal between; the rematch
// goes through the lobby with Ready; in the second match Maria is offline from its first turn and a bot plays for her
// at once. Every screen is checked for the countdown, the names, the totals, hidden cards and page errors. With
// ONLINE_SCREENSHOTS=1 it writes apps/table/docs/evening-*.png (the lobby, the rematch's lobby, a phone turn).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatRoomCode } from '@birimba/protocol';
import { newRoomCode } from '../../src/secrets.js';
import { startProxy } from '../helpers/tcp-proxy.js';
import { type Shown, onlineTable, playOn, shown, until } from './pages.js';

const DOCS = fileURLToPath(new URL('../../../table/docs/', import.meta.url));
const SCREENSHOTS = process.env.ONLINE_SCREENSHOTS === '1';
const TIMER = 60;
const TARGET = 2000;
const GRACE_MS = 60_000;

// The matches' seeds: the evening is the same every run (each bot decision is seeded from the deal, the smallest turn
// is the server's, and the clock is the test's). The first deals a short match as these people play it: to 2000, which
// its first deal (1410 to 1185) does not reach and its second (2425 to 2600) does — Next deal pressed once, as few
// deals as a match with a next deal can have (to the default 3000 it took three); the second is played a few turns.
const SEEDS = ['e7', 'evening-2'];
let dealt = 0;
// Eleni's room has a code with letters a Greek keyboard types as Greek capitals (a random code may have none).
const CODE = 'MH4KP7EXAB';
let opened = 0;
const online = onlineTable({
  newSeed: () => SEEDS[dealt++] ?? `evening-${String(dealt)}`,
  newRoomCode: () => (opened++ === 0 ? CODE : newRoomCode()),
});

/** Greek capitals that look like Latin ones, as a Greek keyboard types a code. */
const GREEK: Readonly<Record<string, string>> = {
  A: 'Α',
  B: 'Β',
  E: 'Ε',
  H: 'Η',
  I: 'Ι',
  K: 'Κ',
  M: 'Μ',
  N: 'Ν',
  O: 'Ο',
  P: 'Ρ',
  T: 'Τ',
  X: 'Χ',
  Y: 'Υ',
  Z: 'Ζ',
};

/** Page errors, by page. */
const errors = new Map<Page, string[]>();

async function open(browser: Browser, url: string, phone: boolean, locale: string): Promise<Page> {
  const context = await browser.newContext(
    // Reduced motion: the bots play whole deals here, and each move's flight would be drawn on three screens.
    phone
      ? { locale, reducedMotion: 'reduce', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }
      : { locale, reducedMotion: 'reduce' },
  );
  return openIn(context, url);
}

async function openIn(context: Awaited<ReturnType<Browser['newContext']>>, url: string): Promise<Page> {
  const page = await context.newPage();
  errors.set(page, []);
  page.on('pageerror', (e) => errors.get(page)?.push(e.message));
  await page.goto(url);
  return page;
}

/** What the room's bar and the lobby say beyond `shown`, read at once. */
interface Bar {
  readonly deadline: number | null;
  readonly timedOut: string[];
  readonly back: boolean;
  readonly lobby: boolean;
  readonly ready: number;
  readonly winner: boolean;
  readonly totals: string[];
  readonly status: string;
}

const bar = (page: Page): Promise<Bar> =>
  page.evaluate(() => {
    const root = document.querySelector('birimba-table')?.shadowRoot;
    const all = (s: string): Element[] => [...(root?.querySelectorAll(s) ?? [])];
    const deadline = root?.querySelector('[data-deadline]')?.getAttribute('data-deadline');
    return {
      deadline: deadline === undefined || deadline === null ? null : Number(deadline),
      timedOut: all('[data-timed-out]').map((e) => e.getAttribute('data-timed-out') ?? ''),
      back: root?.querySelector('[data-action="back"]') !== null,
      lobby: root?.querySelector('[data-lobby]') !== null,
      ready: all('[data-ready]').length,
      winner: root?.querySelector('[data-match-winner]') !== null,
      totals: all('[data-match-total]').map(
        (e) => `${e.getAttribute('data-match-total') ?? ''}:${e.textContent ?? ''}`,
      ),
      status: (root?.querySelector('[data-status]')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    };
  });

async function barUntil(page: Page, test: (b: Bar) => boolean, what: string): Promise<Bar> {
  for (let i = 0; i < 600; i++) {
    const now = await bar(page);
    if (test(now)) return now;
    await page.waitForTimeout(50);
  }
  throw new Error(`waited in vain for ${what}: ${JSON.stringify(await bar(page))}`);
}

const playing = (s: Shown): boolean => s.hand.length > 0 && s.turn !== null;

/** While a deal is played, no page holds a card of another person's hand, and every card shown is where a card may
 * be (at a deal's end the hands are shown to all). */
async function noHiddenCard(pages: readonly Page[]): Promise<void> {
  const seen = await Promise.all(pages.map(shown));
  seen.forEach((s, i) => {
    expect(s.strayCards).toBe(0);
    const others = seen.filter((_, j) => j !== i).flatMap((o) => o.hand);
    expect(s.cardIds.filter((id) => others.includes(id))).toEqual([]);
  });
}

async function picture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(DOCS, { recursive: true });
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${DOCS}evening-${name}.png`, fullPage: name.includes('lobby') });
}

describe('an evening with friends', () => {
  it('holds from the first lobby to the second match', async () => {
    const { t, browser } = online;
    // Eleni hosts on a Greek phone, with a minute a turn, easy bots and a match to 2000.
    const eleni = await open(browser, `${t.http}/`, true, 'el-GR');
    await eleni.fill('[data-field="player-name"]', 'Ελένη');
    await eleni.click('[data-action="create-room"]');
    const code = (await until(eleni, (s) => s.roomCode !== null, 'the room')).roomCode ?? '';
    expect(code).toBe(CODE);
    await eleni.selectOption('[data-room-setting="move-timer"]', String(TIMER));
    await eleni.selectOption('[data-room-setting="bot-level"]', 'easy');
    await eleni.fill('[data-room-setting="target"]', String(TARGET));
    await eleni.locator('birimba-table [data-room-setting="target"]').blur();

    // Nikos opens the share link on a desktop: the page is the room's, its code and Join first.
    const link = `${t.http}/?room=${code}`;
    const nikosDesk = await open(browser, link, false, 'en-US');
    await nikosDesk.waitForSelector('.linked-room strong');
    expect(
      await nikosDesk.evaluate(() => {
        const root = document.querySelector('birimba-table')?.shadowRoot;
        return {
          room: root?.querySelector('.linked-room strong')?.textContent,
          primary: root?.querySelector('[data-action="join-room"]')?.classList.contains('primary'),
        };
      }),
    ).toEqual({ room: formatRoomCode(code), primary: true });
    await picture(nikosDesk, 'link-1280-en');
    await nikosDesk.fill('[data-field="player-name"]', 'Nikos');
    await nikosDesk.click('[data-action="join-room"]');

    // Maria types the code on a Greek keyboard.
    const maria0 = await open(browser, `${t.http}/`, true, 'el-GR');
    await maria0.fill('[data-field="player-name"]', 'Μαρία');
    const typed = [...formatRoomCode(code)].map((ch) => GREEK[ch] ?? ch).join('');
    expect(typed).not.toBe(formatRoomCode(code));
    await maria0.fill('[data-field="room-code"]', typed);
    await maria0.click('[data-action="join-room"]');
    await eleni.waitForSelector('[data-seat="2"][data-occupied="human"]');
    await eleni.waitForSelector('[data-room-setting="move-timer"] option[value="60"]:checked', { state: 'attached' });
    await picture(eleni, 'lobby-360-el');
    await eleni.click('[data-action="start-game"]');

    // Eleni (0) and Maria (2) are partners; Nikos (1) and the bot (3). Eleni's turn: a minute on every screen.
    let maria = maria0;
    let nikos = nikosDesk;
    let pages = [eleni, nikos, maria];
    const first = await Promise.all(pages.map((p) => until(p, playing, 'the deal')));
    for (const s of first) expect(s.hand).toHaveLength(11);
    await noHiddenCard(pages);
    const countdowns = await Promise.all(pages.map((p) => barUntil(p, (b) => b.deadline !== null, 'the countdown')));
    // The server's time left is the whole minute (its clock has not moved): every screen within a second of it.
    for (const b of countdowns) expect(TIMER - (b.deadline ?? 0)).toBeLessThanOrEqual(1);
    await picture(eleni, 'turn-360-el');
    // Names: people by their names, the bot by one name on both Greek screens.
    expect(first[1]?.names).toEqual(expect.arrayContaining(['Ελένη', 'Μαρία']));
    const botNames = [first[0], first[2]].map((s) => s?.names.filter((n) => !['Ελένη', 'Nikos', 'Μαρία'].includes(n)));
    expect(botNames[0]).toEqual(botNames[1]);
    expect((await bar(nikos)).status).toContain('Ελένη');

    // Maria closes her tab and opens the link again on the same phone: her seat and hand, without asking.
    const mariaHand = first[2]?.hand ?? [];
    const phone = maria.context();
    await maria.close();
    maria = await openIn(phone, link);
    const mariaBack = await until(maria, playing, 'Maria back');
    expect([...mariaBack.hand].sort()).toEqual([...mariaHand].sort());

    // Nikos closes his browser and opens the link on another device, on another network: he asks for his seat, and
    // Eleni lets him in, told his device has no proof.
    const nikosHand = first[1]?.hand ?? [];
    await nikos.context().close();
    await until(eleni, (s) => s.offline === 1, 'Nikos offline');
    const elsewhere = await startProxy([t.server.port], { from: '127.0.0.2' });
    nikos = await open(browser, `http://127.0.0.1:${String(elsewhere.port)}/?room=${code}`, false, 'en-US');
    await nikos.fill('[data-field="player-name"]', 'Nikos');
    await nikos.click('[data-action="join-room"]');
    await nikos.waitForSelector('[data-action="ask-seat"][data-seat="1"]');
    // Nothing of a visitor's is refused: it asks for nothing it may not.
    expect(await nikos.$('[data-problem]')).toBeNull();
    await picture(nikos, 'visitor-1280-en');
    await nikos.click('[data-action="ask-seat"][data-seat="1"]');
    await eleni.waitForSelector('[data-action="let-in"][data-seat="1"]');
    expect(await eleni.locator('birimba-table [data-no-proof]').textContent()).toContain('Καμία απόδειξη');
    await picture(eleni, 'let-in-360-el');
    await eleni.click('[data-action="let-in"][data-seat="1"]');
    const nikosBack = await until(nikos, playing, 'Nikos at his seat on his new device');
    expect([...nikosBack.hand].sort()).toEqual([...nikosHand].sort());
    pages = [eleni, nikos, maria];
    await noHiddenCard(pages);

    // Eleni's minute runs out: the server draws and throws the card drawn, and every screen says so.
    t.clock.advance(TIMER * 1000);
    const told = await Promise.all(pages.map((p) => barUntil(p, (b) => b.timedOut.includes('0'), 'the timeout told')));
    expect(told.every((b) => b.timedOut.includes('0'))).toBe(true);
    const eleniAfter = await until(
      eleni,
      (s) => s.log.filter((l) => l.includes('τελείωσε ο χρόνος')).length >= 2,
      'her log',
    );
    expect(eleniAfter.hand).toHaveLength(11);

    // Each of them lets the minute run out twice: away, and the bots play the match to its end (the host deals).
    for (let i = 0; i < 40; i++) {
      const away = await Promise.all(pages.map((p) => bar(p)));
      if (away.every((b) => b.back)) break;
      t.clock.advance(TIMER * 1000);
      await eleni.waitForTimeout(150);
    }
    for (const p of pages) await barUntil(p, (b) => b.back, 'away, with I’m back');
    await picture(maria, 'away-360-el');
    await picture(nikos, 'away-1280-en');
    let dealsDealt = 0;
    for (let i = 0; i < 2000; i++) {
      const b = await bar(eleni);
      if (b.winner) break;
      const next = await eleni.$('[data-action="next-deal"]');
      if (next !== null && (await next.isEnabled())) {
        await next.click().catch(() => undefined);
        dealsDealt++;
        await eleni.waitForTimeout(300);
      }
      await eleni.waitForTimeout(100);
    }
    expect(dealsDealt).toBeGreaterThan(0);
    expect(await eleni.getAttribute('[data-match]', 'data-target')).toBe(String(TARGET));
    const ends = await Promise.all(pages.map((p) => barUntil(p, (b) => b.winner && b.totals.length > 0, 'the end')));
    // The same totals on every screen (by team letter).
    const totalsOf = (b: Bar): string[] => b.totals.map((x) => x.replace(/[^a-c0-9:-]/g, '')).sort();
    expect(totalsOf(ends[0] as Bar)).toEqual(totalsOf(ends[1] as Bar));
    expect(totalsOf(ends[0] as Bar)).toEqual(totalsOf(ends[2] as Bar));

    // Maria taps I'm back; then her phone goes off before the rematch, and her grace runs out.
    const hers = (s: Shown): boolean => s.standIns.some((line) => line.includes('Μαρία'));
    await maria.click('[data-action="back"]');
    await until(eleni, (s) => !hers(s), 'Maria back at her seat');
    await maria.context().close();
    await until(eleni, (s) => s.offline === 1, 'Maria offline');
    t.clock.advance(GRACE_MS);
    await until(eleni, hers, 'a bot for Maria');

    // The rematch goes to the lobby with the same seats: nothing of the last match shows; Nikos is ready.
    await eleni.click('[data-action="rematch"]');
    pages = [eleni, nikos];
    for (const p of pages) {
      const b = await barUntil(p, (x) => x.lobby, 'the rematch’s lobby');
      expect(b.winner).toBe(false);
    }
    await nikos.click('[data-action="ready"]');
    await barUntil(eleni, (b) => b.ready === 1, 'Nikos ready on Eleni’s screen');
    await picture(eleni, 'rematch-lobby-360-el');
    await eleni.click('[data-action="start-game"]');
    const second = await Promise.all(pages.map((p) => until(p, playing, 'the second match')));
    for (const p of pages) expect((await bar(p)).totals.every((x) => /:\s*0\s*$/.test(x))).toBe(true);
    expect(second[0]?.standIns.join(' ')).toContain('Μαρία');
    expect((await bar(eleni)).back).toBe(false);

    // Maria is offline from the first turn: a bot plays her seat at once, while the others play theirs.
    await playOn(pages, async () => (await shown(eleni)).log.some((l) => l.startsWith('Μαρία')));
    const mariaLines = (await shown(eleni)).log.filter((l) => l.startsWith('Μαρία'));
    expect(mariaLines.every((l) => l.includes('έπαιξε ο υπολογιστής'))).toBe(true);
    await noHiddenCard(pages);

    for (const [page, messages] of errors) expect(messages, page.url()).toEqual([]);
    await Promise.all(pages.map((p) => p.context().close()));
    await elsewhere.close();
  });
});
