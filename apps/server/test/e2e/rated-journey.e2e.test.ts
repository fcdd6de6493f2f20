/// <reference lib="dom" />
// Issue 50's journey, end to end in Chromium: four friends play a rated match. Maria and Eleni on laptops (1280 px,
// English), Nikos and Kostas on phones (360 px, Greek), each signed in by a device link, with ten rated matches of the
// four behind them (rated-friends.ts: on the boards, past their first three). Maria adds the three from their
// profiles, each accepts in their own; she opens a room, sees them online among her friends, invites them, and each
// joins from the invitation. She makes the room rated, of one deal — rated here only because the test's server lowers
// the rated target (`ratedTestTarget`, which the production start refuses) — and every lobby says it will be rated.
// They play it to its end by hand (a stand-in for more than a third of a seat's moves would make its player a leaver):
// the winners' ratings rise, the losers' fall, each profile shows its new number, and the board of four ranks them.
// Then a rematch which Kostas leaves: rated as having lost, his partner Nikos's rating untouched. Pictures in
// test-results (`rated-journey-*.png`): the invitation, the rated lobby and the board, at 360 px in Greek and 1280 px
// in English.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type DeviceLink,
  type FormRating,
  type MatchDetail,
  type PlayerProfile,
  type RatingChange,
  type SignedIn,
  accountAuthorization,
  accountPath,
  deviceLinkUrl,
  profileLinkUrl,
} from '@birimba/protocol';
import { picture } from '../../../table/test/e2e/browser.js';
import type { Database } from '../../src/db/database.js';
import { eventually } from '../helpers/eventually.js';
import { ownDatabase } from '../helpers/shared-database.js';
import { onlineTable, phonePage, playerPage, until } from './pages.js';
import { ratedFriends } from './rated-friends.js';

const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
const LOOSE = { burst: 1e6, perSecond: 1e6 };

let db: Database | null = null;
const online = onlineTable(async () => {
  // The board is every account's: a database of the file's own.
  db = await ownDatabase();
  // Every match dealt from one seed: the first, played by hand, is the same every run (a winner, no tie).
  return {
    database: db,
    newSeed: () => 'rated-journey',
    ratedTestTarget: null,
    signInLimits: { perAddress: LOOSE, perAccount: LOOSE },
  };
});
afterAll(() => db?.close());

/** A friend: their account, and their page. */
interface Friend {
  readonly name: string;
  readonly signedIn: SignedIn;
  readonly lang: 'en' | 'el';
  readonly width: number;
  page: Page;
}

/** An account made by HTTP, and a device link to sign a page in with. */
async function accountWithLink(name: string): Promise<{ signedIn: SignedIn; link: DeviceLink }> {
  const http = online.t.http;
  const made = await fetch(`${http}${accountPath('createAccount')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  const signedIn = (await made.json()) as SignedIn;
  const link = await fetch(`${http}${accountPath('makeDeviceLink')}`, {
    method: 'POST',
    headers: { authorization: accountAuthorization(signedIn.key) },
  });
  return { signedIn, link: (await link.json()) as DeviceLink };
}

/** The page's table in `lang`. */
const speak = (page: Page, lang: string): Promise<void> =>
  page.evaluate((l) => document.querySelector('birimba-table')?.setAttribute('lang', l), lang);

/** The friend's page at the address `url` (a reload opens it), in their language. */
async function go(friend: Friend, url: string): Promise<void> {
  await friend.page.goto(url);
  await friend.page.reload();
  await speak(friend.page, friend.lang);
}

/** A picture in test-results. */
const snap = (friend: Friend, name: string): Promise<void> =>
  picture(friend.page, { path: `${RESULTS}rated-journey-${name}-${String(friend.width)}-${friend.lang}.png` });

/** The player's rating of four as their public profile (the `player` route) says it. */
async function ratingOfFour(handle: string): Promise<FormRating | null> {
  const response = await fetch(`${online.t.http}${accountPath('player', handle)}`);
  const profile = (await response.json()) as PlayerProfile;
  return profile.ratings?.find((r) => r.form === 4) ?? null;
}

/** Each friend's change of rating by the match of room `code` once all four have one, by handle. */
async function changesOf(friends: readonly Friend[], code: string, match: number): Promise<Map<string, RatingChange>> {
  const changes = new Map<string, RatingChange>();
  const prefix = `${code}-${String(match)}-`;
  await eventually(async () => {
    for (const f of friends) {
      const change = (await ratingOfFour(f.signedIn.account.handle))?.history.find((c) => c.match.startsWith(prefix));
      if (change !== undefined) changes.set(f.signedIn.account.handle, change);
    }
    return changes.size === friends.length;
  }, `the ratings of match ${prefix}`);
  return changes;
}

/** The rows of the open leaderboard (`RANK HANDLE`), once it shows `rows` of them. */
async function boardRows(page: Page, rows: number): Promise<string[]> {
  const read = (): Promise<string[]> =>
    page.evaluate(() =>
      [
        ...(document.querySelector('birimba-table')?.shadowRoot?.querySelectorAll('[data-leaderboard] tr[data-rank]') ??
          []),
      ].map((r) => `${r.getAttribute('data-rank') ?? ''} ${r.getAttribute('data-handle') ?? ''}`),
    );
  await page.waitForFunction(
    (n) =>
      (document.querySelector('birimba-table')?.shadowRoot?.querySelectorAll('[data-leaderboard] tr[data-rank]')
        .length ?? 0) === n,
    rows,
  );
  return read();
}

/**
 * The page's person plays each of their turns through the table's buttons, as fast as the table answers: Draw, then
 * the first card of the hand and Discard (a script in the page clicking them: Playwright's clicks, each a round trip,
 * would take a minute a deal). Each step once per turn, tried again only when the table has not moved on in three
 * seconds (a click lost; a slow answer is no reason to Draw twice).
 */
const playsByHand = (page: Page): Promise<void> =>
  page.evaluate(() => {
    let done = '';
    let at = 0;
    setInterval(() => {
      const root = document.querySelector('birimba-table')?.shadowRoot;
      const status = root?.querySelector('[data-status]');
      if (root === undefined || root === null || status?.getAttribute('data-turn') !== '0') {
        done = '';
        return;
      }
      if (Date.now() - at > 3000) done = '';
      const button = (selector: string): HTMLButtonElement | null => {
        const b = root.querySelector<HTMLButtonElement>(selector);
        return b === null || b.disabled ? null : b;
      };
      const press = (selector: string, step: string): void => {
        const b = button(selector);
        if (b === null) return;
        b.click();
        done = step;
        at = Date.now();
      };
      const phase = status.getAttribute('data-phase');
      if (phase === 'draw' && done === '') press('[data-action="draw"]', 'draw');
      else if (phase === 'play' && (done === '' || done === 'draw'))
        press('[data-zone="hand"] button[data-card]', 'card');
      else if (phase === 'play' && done === 'card') press('[data-action="discard"]', 'discard');
    }, 30);
  });

describe('a rated match of four friends', () => {
  it('is made by friends and an invitation, played to its end, rated, ranked, and rated again when one leaves', async () => {
    const { t, browser } = online;
    const people = [
      { name: 'Maria', lang: 'en', width: 1280 },
      { name: 'Νίκος', lang: 'el', width: 360 },
      { name: 'Eleni', lang: 'en', width: 1280 },
      { name: 'Κώστας', lang: 'el', width: 360 },
    ] as const;
    const made = await Promise.all(people.map((p) => accountWithLink(p.name)));
    if (db === null) throw new Error('no database');
    await ratedFriends(
      db,
      made.map((m) => m.signedIn.account.id),
    );
    const friends: Friend[] = [];
    for (const [i, p] of people.entries()) {
      const link = deviceLinkUrl(t.http, made[i]?.link.secret ?? '');
      const page =
        p.width === 360 ? await phonePage(browser, link, 'el-GR') : await playerPage(browser, link, 1280, 800);
      // The cards' flights skipped on the laptops as on the phones: the deals go at the server's pace.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.waitForSelector('birimba-table [data-account-note="linked"]');
      await speak(page, p.lang);
      friends.push({ ...p, signedIn: made[i]?.signedIn as SignedIn, page });
    }
    const [maria, nikos, eleni, kostas] = friends as [Friend, Friend, Friend, Friend];
    const handle = (f: Friend): string => f.signedIn.account.handle;
    const others = [nikos, eleni, kostas];
    try {
      // Maria adds the three from their profiles; each accepts in their own profile's friends.
      for (const f of others) {
        await go(maria, profileLinkUrl(t.http, handle(f)));
        await maria.page.click('birimba-table [data-action="add-friend"][data-relation="none"]');
        await maria.page.waitForSelector('birimba-table [data-action="add-friend"][data-relation="sent"]');
      }
      for (const f of others) {
        await go(f, profileLinkUrl(t.http, handle(f)));
        await f.page.click(`birimba-table [data-friend-request="${handle(maria)}"] [data-action="accept-friend"]`);
        await f.page.waitForSelector(`birimba-table [data-friend-list="1"] [data-friend="${handle(maria)}"]`);
        await f.page.click('birimba-table [data-action="close-profile"]');
      }

      // Maria opens a room: the three are online among her friends; she invites them, and each joins from the
      // invitation on their page.
      await go(maria, `${t.http}/`);
      await maria.page.fill('[data-field="player-name"]', maria.name);
      await maria.page.click('[data-action="create-room"]');
      const code = (await until(maria.page, (s) => s.roomCode !== null, 'the room')).roomCode ?? '';
      for (const f of others) {
        const friend = `birimba-table [data-friends] [data-friend][data-handle="${handle(f)}"]`;
        await maria.page.waitForSelector(`${friend}[data-presence="online"]`);
        await maria.page.click(`${friend} [data-action="invite"]`);
        const invitation = f.page.locator(`birimba-table [data-invitation="${code}"]`);
        await invitation.waitFor();
        if (f !== kostas) await snap(f, 'invitation');
        await f.page.click('birimba-table [data-action="accept-invitation"]');
        await until(f.page, (s) => s.roomCode === code, `${f.name} in the room`);
      }

      // Rated, of one deal (the test server's lowered rated target): every lobby says it will be rated.
      await maria.page.click('[data-room-setting="rated"]');
      // The stand-in of the second match, quick.
      await maria.page.selectOption('[data-room-setting="bot-level"]', 'easy');
      await maria.page.fill('[data-room-setting="target"]', '');
      await maria.page.locator('birimba-table [data-room-setting="target"]').blur();
      for (const f of friends) await f.page.waitForSelector('birimba-table [data-rated]');
      for (const f of [maria, nikos]) {
        await f.page.locator('birimba-table [data-rated]').scrollIntoViewIfNeeded();
        await snap(f, 'lobby');
      }
      const before = new Map(
        await Promise.all(friends.map(async (f) => [handle(f), (await ratingOfFour(handle(f)))?.rating] as const)),
      );

      // Played to its end, every turn by hand.
      await maria.page.click('[data-action="start-game"]');
      const pages = friends.map((f) => f.page);
      await Promise.all(pages.map((p) => until(p, (s) => s.hand.length > 0, 'the deal')));
      await Promise.all(pages.map(playsByHand));
      await maria.page.locator('birimba-table [data-action="rematch"]').waitFor({ timeout: 60_000 });

      // As the rules say: it counted for all four (none of their first three, nobody left, the four's first today),
      // the winning partnership rose, the other fell; each profile shows the new number.
      const first = await changesOf(friends, code, 1);
      for (const f of friends) {
        const change = first.get(handle(f));
        expect(change).toMatchObject({ reason: 'played', counted: true, before: before.get(handle(f)) });
      }
      // The match as the server keeps it: each friend's team and how it ended.
      const id = first.get(handle(maria))?.match ?? '';
      const read = await fetch(`${t.http}${accountPath('match', id)}`, {
        headers: { authorization: accountAuthorization(maria.signedIn.key) },
      });
      expect(read.status).toBe(200);
      const detail = (await read.json()) as MatchDetail;
      const outcome = (f: Friend): string => {
        const seat = detail.seats.find((s) => s.player.kind === 'account' && s.player.handle === handle(f));
        return detail.teams.find((team) => team.team === seat?.team)?.outcome ?? 'no seat';
      };
      const moved = (f: Friend): string => {
        const change = first.get(handle(f));
        return change === undefined
          ? 'none'
          : change.after > change.before
            ? 'won'
            : change.after < change.before
              ? 'lost'
              : 'drawn';
      };
      // Maria's partner sits across from her (Eleni joined second, at seat 2): a team won, and rose; the other fell.
      expect(friends.map(outcome)).toEqual([outcome(maria), outcome(nikos), outcome(maria), outcome(nikos)]);
      expect(new Set(friends.map(outcome))).toEqual(new Set(['won', 'lost']));
      expect(friends.map(moved)).toEqual(friends.map(outcome));
      for (const f of friends) {
        await f.page.click('[data-action="profile"]');
        // (A profile opened again shows what it had until the server's answer replaces it.)
        await f.page.waitForSelector(
          `birimba-table [data-rating="${String(first.get(handle(f))?.after)}"][data-form="4"]`,
        );
        await f.page.click('[data-action="close-profile"]');
      }

      // A rematch, rated again; Kostas leaves it, and the three play it to its end.
      await maria.page.click('[data-action="rematch"]');
      for (const f of friends) await f.page.waitForSelector('birimba-table [data-rated]');
      await maria.page.click('[data-action="start-game"]');
      await Promise.all(pages.map((p) => until(p, (s) => s.hand.length > 0, 'the second deal')));
      await kostas.page.click('[data-action="leave"]');
      await kostas.page.click('[data-action="confirm-leave"]');
      await until(kostas.page, (s) => s.roomCode === null, 'Kostas gone');
      await maria.page.locator('birimba-table [data-action="rematch"]').waitFor({ timeout: 60_000 });
      const second = await changesOf(friends, code, 2);
      const his = second.get(handle(kostas));
      expect(his).toMatchObject({ reason: 'left', counted: true });
      expect(his?.after).toBeLessThan(his?.before ?? 0);
      // His partner is not punished: Nikos's rating stays as it was.
      expect(second.get(handle(nikos))).toMatchObject({
        reason: 'partner-left',
        counted: false,
        before: first.get(handle(nikos))?.after,
        after: first.get(handle(nikos))?.after,
      });
      expect(second.get(handle(maria))).toMatchObject({ reason: 'played', counted: true });

      // The board of four ranks the four by their ratings now.
      const now = await Promise.all(
        friends.map(async (f) => [handle(f), (await ratingOfFour(handle(f)))?.rating ?? 0] as const),
      );
      const ranked = [...now].sort((a, b) => b[1] - a[1]).map(([h], i) => `${String(i + 1)} ${h}`);
      expect(new Set(now.map(([, r]) => r)).size).toBe(4);
      // The order of their wins before (rated-friends.ts): today's two matches moved nobody past another.
      expect(ranked.map((r) => r.replace(/^\d+ /, ''))).toEqual(friends.map(handle));
      await maria.page.click('[data-action="leave"]');
      await maria.page.click('[data-action="confirm-leave"]');
      await until(maria.page, (s) => s.roomCode === null, 'Maria gone');
      for (const f of [maria, kostas]) {
        await f.page.click('[data-action="leaderboard"]');
        expect(await boardRows(f.page, 4)).toEqual(ranked);
        await snap(f, 'board');
      }
    } finally {
      for (const f of friends) await f.page.context().close();
    }
  });
});
