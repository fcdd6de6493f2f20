/// <reference lib="dom" />
// End to end in Chromium: a person's account in the table. Maria plays online on her laptop (English, 1280 px) and so
// has an account — nothing asked, its key in the room's join; she opens her profile, renames herself and chooses an
// avatar; she makes a sign-in link, and her phone (Greek, 360 px) opening it is signed in as the same account, the
// secret gone from its address bar; her data downloads as one file; the link does not work twice; signing out
// everywhere signs both out; Eleni, on a third device, deletes the account she made by playing. The profile is axe
// clean and its pictures kept in test-results (`account-*.png`).
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Download, Page } from 'playwright-core';
import { RULE_INFO } from '@birimba/engine';
import type { AccountExport } from '@birimba/protocol';
import { describe, expect, it } from 'vitest';
import { audit } from '../../../table/test/e2e/browser.js';
import { cspViolations, onlineTable, phonePage, playerPage, until } from './pages.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
// The server's own sign-in limits, on a clock that never moves: the journey stays within a minute's attempts (the
// profile's reads and changes with a good key are not counted).
const online = onlineTable();

/** What the table's profile shows now. */
interface ProfileShown {
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
}

function profileShown(page: Page): Promise<ProfileShown> {
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
    };
  });
}

/** Waits until the profile shows what `test` wants. */
async function untilProfile(page: Page, test: (s: ProfileShown) => boolean, what: string): Promise<ProfileShown> {
  for (let i = 0; i < 300; i++) {
    const now = await profileShown(page);
    if (test(now)) return now;
    await page.waitForTimeout(50);
  }
  throw new Error(`waited in vain for ${what}: ${JSON.stringify(await profileShown(page))}`);
}

/** A download saved where this test can read it (the shared Chromium is connected to, not launched). */
async function saved(download: Download): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'birimba-export-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** The account key this page keeps for the server (localStorage `birimba-account|SERVER`). */
const keptKey = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const name = Object.keys(localStorage).find((k) => k.startsWith('birimba-account|'));
    return name === undefined
      ? null
      : ((JSON.parse(localStorage.getItem(name) ?? 'null') as { key?: string })?.key ?? null);
  });

/** The lobby's choice of the number of players, as the rule field's `<select>` offers it. */
async function choosePlayers(page: Page, players: number): Promise<void> {
  const choices = RULE_INFO.find((info) => info.field === 'players');
  if (choices?.kind !== 'choice') throw new Error('RULE_INFO has no choice of players');
  await page.selectOption('[data-rule="players"]', String(choices.choices.indexOf(players)));
}

describe('the account in the table', () => {
  it('is made by playing, renamed, taken to a phone by its link, and signed out everywhere', async () => {
    mkdirSync(RESULTS, { recursive: true });
    const laptop = await playerPage(online.browser, `${online.t.http}/`, 1280, 800);
    // The room's join as the matchmaking receives it: its options carry the account's key.
    const joins: string[] = [];
    laptop.on('request', (r) => {
      if (r.url().includes('/matchmake/')) joins.push(r.postData() ?? '');
    });
    let phone: Page | null = null;
    let stranger: Page | null = null;
    try {
      await laptop.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
      await laptop.waitForSelector('birimba-table [data-action="profile"]');
      expect((await profileShown(laptop)).signedIn).toBe('false');
      await laptop.fill('[data-field="player-name"]', 'Maria');
      await laptop.click('[data-action="create-room"]');
      await until(laptop, (s) => s.roomCode !== null, 'the room');
      // Signed in by playing: an account for the name, its key kept and sent with the join.
      expect((await profileShown(laptop)).signedIn).toBe('true');
      const key = await keptKey(laptop);
      expect(key).toMatch(/^[\w-]{43}$/);
      expect(joins.map((j) => (JSON.parse(j) as { account?: string }).account)).toEqual([key]);

      // A match of one deal, two players, her seat played by a bot while she is away: kept in her history.
      await choosePlayers(laptop, 2);
      await laptop.selectOption('[data-room-setting="bot-level"]', 'easy');
      await laptop.fill('[data-room-setting="target"]', '');
      await laptop.locator('birimba-table [data-room-setting="target"]').blur();
      await laptop.click('[data-action="start-game"]');
      await until(laptop, (s) => s.hand.length > 0, 'the deal');
      await laptop.click('[data-action="away"]');
      await laptop.waitForSelector('birimba-table [data-action="rematch"]');

      // The profile: the name played under, a handle, the match just played; its review opens the replay.
      await laptop.click('[data-action="profile"]');
      const opened = await untilProfile(laptop, (s) => s.profile === 'signed-in' && s.handle !== null, 'the profile');
      expect(opened).toMatchObject({ name: 'Maria', avatar: null });
      const played = laptop.locator('birimba-table [data-history] [data-match]');
      await played.first().waitFor();
      expect(await played.count()).toBe(1);
      expect(await played.first().textContent()).toMatch(/2 players[\s\S]*against bot \(Easy\)/);
      await played.first().locator('[data-action="review-match"]').scrollIntoViewIfNeeded();
      await laptop.screenshot({ path: `${RESULTS}account-history-1280-en.png` });
      await laptop.click('[data-action="review-match"]');
      await laptop.waitForSelector('birimba-table [data-replay-position]');
      expect((await profileShown(laptop)).profile).toBeNull();
      await laptop.click('[data-action="replay-close"]');
      await laptop.click('[data-action="profile"]');
      await untilProfile(laptop, (s) => s.profile === 'signed-in', 'the profile again');
      await laptop.fill('[data-field="account-name"]', 'Maria K');
      await laptop.click('[data-action="rename"]');
      await untilProfile(laptop, (s) => s.name === 'Maria K', 'the new name');
      await laptop.click('[data-avatar="owl"]');
      await untilProfile(laptop, (s) => s.avatar === 'owl', 'the owl chosen');
      await laptop.screenshot({ path: `${RESULTS}account-profile-1280-en.png` });

      // Another device's link, with its QR code.
      await laptop.click('[data-action="sign-in-device"]');
      await laptop.waitForSelector('birimba-table [data-qr="shown"] svg');
      const link = await laptop.evaluate(
        () =>
          (document.querySelector('birimba-table')?.shadowRoot?.querySelector('[data-device-link]') as HTMLInputElement)
            .value,
      );
      expect(link).toMatch(new RegExp(`^${online.t.http}/#device=[\\w-]{43}$`));
      await laptop.locator('birimba-table [data-device-link-box]').scrollIntoViewIfNeeded();
      await laptop.screenshot({ path: `${RESULTS}account-link-1280-en.png` });
      expect(await audit(laptop, 'profile, en, 1280 px')).toEqual([]);

      // The phone opens the link: the same account, the secret gone from the address bar, said in Greek.
      phone = await phonePage(online.browser, link, 'el-GR');
      await phone.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'el'));
      const linked = await untilProfile(phone, (s) => s.note === 'linked', 'the phone signed in');
      expect(linked.noteText).toContain('Maria K');
      expect(linked.signedIn).toBe('true');
      expect(await phone.evaluate(() => location.href)).toBe(`${online.t.http}/`);
      await phone.screenshot({ path: `${RESULTS}account-linked-360-el.png` });
      await phone.click('[data-action="profile"]');
      const there = await untilProfile(phone, (s) => s.profile === 'signed-in', 'the profile on the phone');
      expect(there).toMatchObject({ name: 'Maria K', handle: opened.handle, avatar: 'owl' });
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth > innerWidth);
      expect(overflow).toBe(false);
      await phone.screenshot({ path: `${RESULTS}account-profile-360-el.png` });
      expect(await audit(phone, 'profile, el, 360 px')).toEqual([]);
      expect(cspViolations(laptop)).toEqual([]);

      // Her data, in one file.
      const [download] = await Promise.all([
        phone.waitForEvent('download'),
        phone.click('[data-action="export-account"]'),
      ]);
      const exported = JSON.parse(readFileSync(await saved(download), 'utf8')) as AccountExport;
      expect(download.suggestedFilename()).toBe(`birimba-${opened.handle ?? ''}.json`);
      expect(exported).toMatchObject({ format: 'birimba-account', account: { name: 'Maria K', avatar: 'owl' } });

      // Once only: the same link on a third device signs nothing in, and says so.
      stranger = await playerPage(online.browser, link, 1280, 800);
      await stranger.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
      const refused = await untilProfile(stranger, (s) => s.note === 'link-refused', 'the link refused');
      expect(refused.signedIn).toBe('false');

      // Signed out everywhere (asked first): the laptop at once, the phone as soon as it asks the server.
      await laptop.click('[data-action="sign-out-everywhere"]');
      await laptop.click('[data-action="confirm-sign-out-everywhere"]');
      await untilProfile(laptop, (s) => s.signedIn === 'false' && s.profile === 'guest', 'the laptop signed out');
      expect(await keptKey(laptop)).toBeNull();
      await phone.click('[data-action="close-profile"]');
      await phone.click('[data-action="profile"]');
      await untilProfile(phone, (s) => s.signedIn === 'false' && s.profile === 'guest', 'the phone signed out');
      expect(await keptKey(phone)).toBeNull();

      // Eleni plays on the third device, and deletes the account it made: asked first, in words that say what is lost.
      await stranger.fill('[data-field="player-name"]', 'Eleni');
      await stranger.click('[data-action="create-room"]');
      await until(stranger, (s) => s.roomCode !== null, 'Eleni’s room');
      const eleni = await keptKey(stranger);
      await stranger.click('[data-action="profile"]');
      await untilProfile(stranger, (s) => s.profile === 'signed-in' && s.name === 'Eleni', 'Eleni’s profile');
      await stranger.click('[data-action="delete-account"]');
      const question = await stranger.locator('birimba-table [data-ask="delete-account"]').textContent();
      expect(question).toContain('Eleni');
      expect(question).toContain('a former player');
      await stranger.locator('birimba-table [data-ask="delete-account"]').scrollIntoViewIfNeeded();
      await stranger.screenshot({ path: `${RESULTS}account-delete-1280-en.png` });
      await stranger.click('[data-action="confirm-delete-account"]');
      await untilProfile(stranger, (s) => s.signedIn === 'false' && s.profile === 'guest', 'Eleni signed out');
      const me = await fetch(`${online.t.http}/api/account/me`, {
        headers: { authorization: `Account ${eleni ?? ''}` },
      });
      expect(me.status).toBe(401);
    } finally {
      await laptop.context().close();
      await phone?.context().close();
      await stranger?.context().close();
    }
  });
});
