/// <reference lib="dom" />
// End to end in Chromium: a person's account in the table, with a friend, on two devices. Maria plays online on her
// laptop (English, 1280 px) and so has an account — nothing asked, its key in the room's join; Nikos (Greek, a 360 px
// phone) joins her room by its link, and so has one too. They play a match of one deal together, a turn each by hand
// (a wild card thrown away) and the rest by the bots standing in while they are away; both find it in their history,
// the same match, and both open its review: the replay, where the coach marks their turns. Maria renames herself and
// chooses an avatar; she makes a sign-in link, and her phone (Greek, 360 px) opening it is signed in as the same
// account — the name, the handle, the avatar and the match there — the secret gone from its address bar; her data
// downloads as one file; the link does not work twice. Nikos deletes his account (asked first, in words that say what
// is lost): in Maria's history he is «πρώην παίκτης». Signing out everywhere signs both her devices out. The views are
// axe clean, the phones never scroll sideways, and the pictures are kept in test-results (`account-*.png`, both
// languages at both widths). The journey runs on a real PostgreSQL and, in `soak:e2e`, on the embedded database too;
// on PostgreSQL the database is killed while the match is played: the match goes on and ends, the profiles say plainly
// that they are not available now, /health says the database is down, the match's record waits in the room store; the
// database back, it is written, and both find the match in their history — nothing lost.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { RULE_INFO } from '@birimba/engine';
import type { AccountExport } from '@birimba/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, picture } from '../../../table/test/e2e/browser.js';
import { FileRoomStore } from '../../src/store/file-store.js';
import type { Database } from '../../src/db/database.js';
import { LONGEST_RETRY_MS } from '../../src/matches/match-outbox.js';
import { DATABASES } from '../helpers/databases.js';
import type { TestPostgres } from '../helpers/postgres.js';
import { eventually } from '../helpers/eventually.js';
import { sharedDatabase } from '../helpers/shared-database.js';
import {
  coachMarks,
  historyRow,
  keptKey,
  openedHistory,
  profileShown,
  saved,
  untilHistoryRow,
  untilProfile,
} from './account-reads.js';
import { ratedMatches } from './rated-matches.js';
import { cspViolations, onlineTable, phonePage, playerPage, until, waitForPerson } from './pages.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
// The server's own sign-in limits, on a clock that never moves: the journey stays within a minute's attempts (the
// profile's reads and changes with a good key are not counted). Every match is dealt from one seed: the same deal every
// run, in which both people hold a wild card at their first turn — thrown away by hand, a turn the coach marks (its
// verdict is deterministic for a turn and its seed).
const newSeed = (): string => 'a1';

/** The lobby's choice of the number of players, as the rule field's `<select>` offers it. */
async function choosePlayers(page: Page, players: number): Promise<void> {
  const choices = RULE_INFO.find((info) => info.field === 'players');
  if (choices?.kind !== 'choice') throw new Error('RULE_INFO has no choice of players');
  await page.selectOption('[data-rule="players"]', String(choices.choices.indexOf(players)));
}

/** The people of `pages` each play a turn by hand, a bad one: draw, then throw a wild card — a joker or a two — on the
 * pile (worth far more in a meld: the coach marks it). */
async function wildThrownAway(pages: readonly Page[]): Promise<void> {
  for (let i = 0; i < pages.length; i++) {
    const page = await waitForPerson(pages);
    await page.click('[data-action="draw"]');
    await until(page, (s) => s.phase === 'play', 'the play phase');
    await page.click('[data-zone="hand"] :is(button[data-card="JK"], button[data-card^="2"])');
    await page.click('[data-action="discard"]');
    await until(page, (s) => s.turn !== 0, 'the turn passed on');
  }
}

/** PostgreSQL killed at once (what it has committed written out first: the test's server commits without waiting for
 * its log, helpers/postgres.ts). */
async function killed(postgres: TestPostgres, db: Database | null): Promise<void> {
  await db?.query('CHECKPOINT');
  await postgres.kill();
}

/** The page neither scrolls sideways. */
const fitsWidth = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

/** A picture in test-results, in the page's language now and, with `also`, in the other one too. */
async function pictureOf(page: Page, name: string, width: number, lang: 'en' | 'el', also = false): Promise<void> {
  await picture(page, { path: `${RESULTS}account-${name}-${String(width)}-${lang}.png` });
  if (!also) return;
  const other = lang === 'en' ? 'el' : 'en';
  const setLang = (l: string): Promise<void> =>
    page.evaluate((to) => document.querySelector('birimba-table')?.setAttribute('lang', to), l);
  await setLang(other);
  await picture(page, { path: `${RESULTS}account-${name}-${String(width)}-${other}.png` });
  await setLang(lang);
}

/**
 * The databases the journey runs on: both in `soak:e2e`; in `check` the real PostgreSQL only (its run has the outage
 * too; the embedded database is every other server suite's), or the embedded one where PostgreSQL is missing.
 */
const JOURNEY_DATABASES =
  process.env['BIRIMBA_SOAK'] === '1' || DATABASES.every((d) => d.kind !== 'postgres' || d.missing !== null)
    ? DATABASES
    : DATABASES.filter((d) => d.kind === 'postgres');

describe.each(JOURNEY_DATABASES)('the account in the table, on the $kind database', (databases) => {
  beforeAll(async () => {
    if (databases.missing === null) await databases.start();
  });
  afterAll(() => databases.stop());

  describe.skipIf(databases.missing !== null)('', () => {
    // The embedded database is the worker's (helpers/shared-database.ts); PostgreSQL is given as DATABASE_URL is, and
    // is killed while the match is played (the test's own connection to it, `db`).
    let db: Database | null = null;
    const online = onlineTable(async () => {
      if (databases.kind === 'embedded') return { newSeed };
      db = await databases.fresh();
      return { newSeed, databaseUrl: databases.url(db) };
    });
    const outage = databases.kind === 'postgres' ? ', the match ended while the database was down' : '';
    it(`is made by playing with a friend, kept with the match${outage}, taken to a phone by a link, and signed out`, async () => {
      mkdirSync(RESULTS, { recursive: true });
      const { t, browser } = online;
      // The screens are the same on either database: looked at (pictures, axe) on the first.
      const looked = databases === JOURNEY_DATABASES[0];
      const picture = looked ? pictureOf : (): Promise<void> => Promise.resolve();
      const laptop = await playerPage(browser, `${t.http}/`, 1280, 800);
      // The room's join as the matchmaking receives it: its options carry the account's key.
      const joins: string[] = [];
      laptop.on('request', (r) => {
        if (r.url().includes('/matchmake/')) joins.push(r.postData() ?? '');
      });
      let friend: Page | null = null;
      let phone: Page | null = null;
      let stranger: Page | null = null;
      try {
        await laptop.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
        await laptop.waitForSelector('birimba-table [data-action="profile"]');
        expect((await profileShown(laptop)).signedIn).toBe('false');
        await laptop.fill('[data-field="player-name"]', 'Maria');
        await laptop.click('[data-action="create-room"]');
        const code = (await until(laptop, (s) => s.roomCode !== null, 'the room')).roomCode ?? '';
        // Signed in by playing: an account for the name, its key kept and sent with the join.
        expect((await profileShown(laptop)).signedIn).toBe('true');
        const key = await keptKey(laptop);
        expect(key).toMatch(/^[\w-]{43}$/);
        expect(joins.map((j) => (JSON.parse(j) as { account?: string }).account)).toEqual([key]);

        // Nikos, on his phone in Greek, opens the room's link and joins: signed in by playing too.
        friend = await phonePage(browser, `${t.http}/?room=${code}`, 'el-GR');
        await friend.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'el'));
        await friend.fill('[data-field="player-name"]', 'Nikos');
        await friend.click('[data-action="join-room"]');
        await until(friend, (s) => s.roomCode === code, 'Nikos in the room');
        expect((await profileShown(friend)).signedIn).toBe('true');

        // Maria makes the room rated: both see that it will not be, while a bot would take the empty seats.
        await laptop.click('[data-room-setting="rated"]');
        for (const p of [laptop, friend])
          await p.waitForSelector('birimba-table [data-unrated] [data-reason="bot-seat"]');
        await laptop.locator('birimba-table [data-unrated]').scrollIntoViewIfNeeded();
        await picture(laptop, 'rated-lobby', 1280, 'en', true);
        await friend.locator('birimba-table [data-unrated]').scrollIntoViewIfNeeded();
        await picture(friend, 'rated-lobby', 360, 'el', true);
        await laptop.click('[data-room-setting="rated"]');
        await laptop.waitForSelector('birimba-table [data-unrated] [data-reason="off"]');

        // A match of one deal, the two of them: a turn each by hand, then bots play for them while they are away.
        await choosePlayers(laptop, 2);
        await laptop.selectOption('[data-room-setting="bot-level"]', 'easy');
        await laptop.fill('[data-room-setting="target"]', '');
        await laptop.locator('birimba-table [data-room-setting="target"]').blur();
        await laptop.click('[data-action="start-game"]');
        const people = [laptop, friend];
        await Promise.all(people.map((p) => until(p, (s) => s.hand.length > 0, 'the deal')));
        await wildThrownAway(people);
        expect(await fitsWidth(friend)).toBe(true);
        await picture(friend, 'table', 360, 'el');
        // On PostgreSQL, mid-evening, the database is killed: the match goes on all the same, and ends.
        const postgres = databases.server();
        if (postgres !== null) await killed(postgres, db);
        for (const p of people) await p.click('[data-action="away"]');
        // The match over (only the host has Rematch): both are offered its review.
        for (const p of people) await p.waitForSelector('birimba-table [data-action="review"]');
        const store = new FileRoomStore(t.dataDir);
        if (postgres !== null) {
          // The profiles say plainly that they are not available now, in each one's language; /health says the
          // database is down (and the server can take players); the match's record waits in the room store.
          const unavailable: [Page, string][] = [
            [laptop, 'Profiles are not available right now'],
            [friend, 'Τα προφίλ δεν είναι διαθέσιμα τώρα'],
          ];
          for (const [p, words] of unavailable) {
            await p.click('[data-action="profile"]');
            expect(await untilProfile(p, (s) => s.problem !== null, 'the profile unavailable')).toMatchObject({
              profile: 'unavailable',
              problem: 'profiles-unavailable',
              problemText: expect.stringContaining(words) as string,
            });
          }
          await pictureOf(laptop, 'unavailable', 1280, 'en');
          await pictureOf(friend, 'unavailable', 360, 'el');
          const health = await fetch(`${t.http}/health`);
          expect([health.status, await health.json()]).toEqual([
            200,
            expect.objectContaining({ store: 'ok', database: 'unreachable' }),
          ]);
          expect((await store.outboxRecords()).map((r) => r.id)).toEqual([
            expect.stringMatching(new RegExp(`^${code}-1-`)),
          ]);
          // The database comes back: the record is written on the server's next try (its clock is the test's).
          await postgres.restart();
          await eventually(
            async () => (await store.outboxRecords()).length === 0,
            'the outbox drained',
            () => t.clock.advance(LONGEST_RETRY_MS),
          );
          for (const p of people) await p.click('[data-action="close-profile"]');
        }
        // The match's record is in the room store before anyone is told it ended; once the store's outbox is empty,
        // the database has it.
        await eventually(async () => (await store.outboxRecords()).length === 0, 'the match written');

        // Both find it in their history: the same match, each with the other as the opponent.
        const opened = await openedHistory(laptop, 'Maria’s history');
        expect(opened).toMatchObject({ profile: 'signed-in', name: 'Maria', avatar: null, history: 'shown' });
        expect(opened.matches).toHaveLength(1);
        const match = opened.matches[0] ?? '';
        expect(match).toMatch(new RegExp(`^${code}-1-`));
        expect(await historyRow(laptop, match)).toMatch(/2 players[\s\S]*against Nikos/);
        const his = await openedHistory(friend, 'Nikos’s history');
        expect(his).toMatchObject({ profile: 'signed-in', name: 'Nikos', matches: [match] });
        expect(await historyRow(friend, match)).toMatch(/2 παίκτες[\s\S]*αντίπαλοι: Maria/);
        await laptop.locator('birimba-table [data-action="review-match"]').scrollIntoViewIfNeeded();
        await picture(laptop, 'history', 1280, 'en', true);
        await friend.locator('birimba-table [data-action="review-match"]').scrollIntoViewIfNeeded();
        await picture(friend, 'history', 360, 'el', true);

        // Both review it: the replay, seen from their own seat, where the coach marks the turns they played by hand.
        for (const p of people) {
          await p.click('[data-action="review-match"]');
          await p.waitForSelector('birimba-table [data-replay-position]');
          expect((await profileShown(p)).profile).toBeNull();
        }
        const [hers, hisMarks] = await Promise.all(people.map(coachMarks));
        for (const marks of [hers, hisMarks]) {
          expect(marks?.marked).toBeGreaterThan(0);
          expect(marks?.mark).not.toBe('');
        }
        expect(hers?.mark).toMatch(/^Coach: a better turn was worth about \d+ points more/);
        expect(hisMarks?.mark).toMatch(/^Προπονητής: μια καλύτερη κίνηση άξιζε περίπου \d+ πόντους/);
        expect(await fitsWidth(friend)).toBe(true);
        await picture(laptop, 'review', 1280, 'en', true);
        await picture(friend, 'review', 360, 'el', true);
        for (const p of people) await p.click('[data-action="replay-close"]');

        // Maria renames herself and chooses an avatar.
        await laptop.click('[data-action="profile"]');
        await untilProfile(laptop, (s) => s.profile === 'signed-in', 'the profile again');
        await laptop.fill('[data-field="account-name"]', 'Maria K');
        await laptop.click('[data-action="rename"]');
        await untilProfile(laptop, (s) => s.name === 'Maria K', 'the new name');
        await laptop.click('[data-avatar="owl"]');
        await untilProfile(laptop, (s) => s.avatar === 'owl', 'the owl chosen');
        await picture(laptop, 'profile', 1280, 'en');

        // Another device's link, with its QR code.
        await laptop.click('[data-action="sign-in-device"]');
        await laptop.waitForSelector('birimba-table [data-qr="shown"] svg');
        const link = await laptop.evaluate(
          () =>
            (
              document
                .querySelector('birimba-table')
                ?.shadowRoot?.querySelector('[data-device-link]') as HTMLInputElement
            ).value,
        );
        expect(link).toMatch(new RegExp(`^${t.http}/#device=[\\w-]{43}$`));
        await laptop.locator('birimba-table [data-device-link-box]').scrollIntoViewIfNeeded();
        await picture(laptop, 'link', 1280, 'en');
        if (looked) expect(await audit(laptop, 'profile, en, 1280 px')).toEqual([]);

        // Her phone opens the link: the same account, the secret gone from the address bar, said in Greek; the same
        // profile there — name, handle, avatar — and the match in its history.
        phone = await phonePage(browser, link, 'el-GR');
        await phone.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'el'));
        const linked = await untilProfile(phone, (s) => s.note === 'linked', 'the phone signed in');
        expect(linked.noteText).toContain('Maria K');
        expect(linked.signedIn).toBe('true');
        expect(await phone.evaluate(() => location.href)).toBe(`${t.http}/`);
        await picture(phone, 'linked', 360, 'el');
        const there = await openedHistory(phone, 'the profile on the phone');
        expect(there).toMatchObject({
          profile: 'signed-in',
          name: 'Maria K',
          handle: opened.handle,
          avatar: 'owl',
          matches: [match],
        });
        expect(await fitsWidth(phone)).toBe(true);
        await picture(phone, 'profile', 360, 'el');
        await phone.locator(`birimba-table [data-match="${match}"]`).scrollIntoViewIfNeeded();
        await picture(phone, 'phone-history', 360, 'el');
        if (looked) expect(await audit(phone, 'profile, el, 360 px')).toEqual([]);
        if (looked) {
          // Rated matches of hers, recorded as the server records them (in the server's database, whichever it is): her
          // profile shows the rating and its chart.
          await ratedMatches(db ?? (await sharedDatabase()), opened.handle ?? '');
          await phone.click('[data-action="close-profile"]');
          await phone.click('[data-action="profile"]');
          const rating = phone.locator('birimba-table [data-rating][data-form="2"]');
          await rating.locator('svg[data-rating-chart]').waitFor();
          await rating.scrollIntoViewIfNeeded();
          await picture(phone, 'rating', 360, 'el', true);
          await laptop.click('[data-action="close-profile"]');
          await laptop.click('[data-action="profile"]');
          await laptop.locator('birimba-table [data-rating][data-form="2"] svg').scrollIntoViewIfNeeded();
          await picture(laptop, 'rating', 1280, 'en', true);
          expect(await audit(phone, 'rating, el, 360 px')).toEqual([]);
        }
        expect(cspViolations(laptop)).toEqual([]);

        // Her data, in one file: the account and the match.
        const [download] = await Promise.all([
          phone.waitForEvent('download'),
          phone.click('[data-action="export-account"]'),
        ]);
        const exported = JSON.parse(readFileSync(await saved(download), 'utf8')) as AccountExport;
        expect(download.suggestedFilename()).toBe(`birimba-${opened.handle ?? ''}.json`);
        expect(exported).toMatchObject({ format: 'birimba-account', account: { name: 'Maria K', avatar: 'owl' } });
        expect(JSON.stringify(exported)).toContain(match);

        // Once only: the same link on a third device signs nothing in, and says so.
        stranger = await playerPage(browser, link, 1280, 800);
        await stranger.evaluate(() => document.querySelector('birimba-table')?.setAttribute('lang', 'en'));
        const refused = await untilProfile(stranger, (s) => s.note === 'link-refused', 'the link refused');
        expect(refused.signedIn).toBe('false');

        // Nikos deletes his account: asked first, in words that say what is lost. Maria's history keeps the match
        // whole, his seat «πρώην παίκτης».
        const nikos = await keptKey(friend);
        await friend.click('[data-action="profile"]');
        await untilProfile(friend, (s) => s.profile === 'signed-in', 'Nikos’s profile');
        // The profile's friends and history come a moment after it and push what is below them down: the click waits
        // for them, or it lands where Delete was.
        await friend.waitForSelector('birimba-table [data-friend-list]:not([data-friend-list="loading"])');
        await untilProfile(friend, (s) => s.history !== 'loading', 'Nikos’s history');
        await friend.click('[data-action="delete-account"]');
        const question = friend.locator('birimba-table [data-ask="delete-account"]');
        expect(await question.textContent()).toContain('Nikos');
        expect(await question.textContent()).toContain('«πρώην παίκτης»');
        await question.scrollIntoViewIfNeeded();
        await picture(friend, 'delete', 360, 'el');
        await friend.click('[data-action="confirm-delete-account"]');
        await untilProfile(friend, (s) => s.signedIn === 'false' && s.profile === 'guest', 'Nikos signed out');
        const me = await fetch(`${t.http}/api/account/me`, { headers: { authorization: `Account ${nikos ?? ''}` } });
        expect(me.status).toBe(401);
        await phone.click('[data-action="close-profile"]');
        await phone.click('[data-action="profile"]');
        await untilHistoryRow(phone, match, /αντίπαλοι: πρώην παίκτης/);

        // Signed out everywhere (asked first): the laptop at once, the phone as soon as it asks the server.
        await laptop.click('[data-action="sign-out-everywhere"]');
        await laptop.click('[data-action="confirm-sign-out-everywhere"]');
        await untilProfile(laptop, (s) => s.signedIn === 'false' && s.profile === 'guest', 'the laptop signed out');
        expect(await keptKey(laptop)).toBeNull();
        await phone.click('[data-action="close-profile"]');
        await phone.click('[data-action="profile"]');
        await untilProfile(phone, (s) => s.signedIn === 'false' && s.profile === 'guest', 'the phone signed out');
        expect(await keptKey(phone)).toBeNull();
      } finally {
        for (const p of [laptop, friend, phone, stranger]) await p?.context().close();
      }
    });
  });
});
