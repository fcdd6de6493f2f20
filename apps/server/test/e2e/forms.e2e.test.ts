/// <reference lib="dom" />
// End to end in Chromium: rooms of six and of two played through the table. The host sets the number of players in
// the lobby, a second person takes a seat the four-player table has not (seat 5 of six), bots fill the rest, and both
// people play through the UI until each has been told two of the other's moves, by name — each page holding its own
// hand only, no card of another seat anywhere. Whole deals of six and of two are played on the server in
// player-forms.test.ts, and drawn to their end in the table's own end-to-end tests.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RULE_INFO } from '@birimba/engine';
import { type Shown, onlineTable, playOn, playerPage, shown, until } from './pages.js';

const online = onlineTable();

const inRoom = (s: Shown): boolean => s.roomCode !== null;
const playing = (s: Shown): boolean => s.hand.length > 0 && s.turn !== null;

/** The lobby's choice of the number of players, as the rule field's `<select>` offers it. */
async function choosePlayers(page: Page, players: number): Promise<void> {
  const choices = RULE_INFO.find((info) => info.field === 'players');
  if (choices?.kind !== 'choice') throw new Error('RULE_INFO has no choice of players');
  await page.selectOption('[data-rule="players"]', String(choices.choices.indexOf(players)));
}

/** A opens a room of `players`, B joins it at `seat`, A starts: both pages once the deal is dealt. */
async function tableOf(players: number, seat: number): Promise<[Page, Page]> {
  const a = await playerPage(online.browser, `${online.t.http}/`);
  await a.fill('[data-field="player-name"]', 'Maria');
  await a.click('[data-action="create-room"]');
  const code = (await until(a, inRoom, 'the room code')).roomCode ?? '';
  await choosePlayers(a, players);
  await a.waitForSelector(`[data-seat-choice="${String(players - 1)}"]`);
  const b = await playerPage(online.browser, `${online.t.http}/?room=${code}`);
  await b.fill('[data-field="player-name"]', 'Nikos');
  await b.click('[data-action="join-room"]');
  await until(b, inRoom, 'B in the room');
  if (seat !== 1) await b.click(`[data-seat-choice="${String(seat)}"]`);
  await a.waitForSelector(`[data-seat="${String(seat)}"][data-occupied="human"]`);
  await a.click('[data-action="start-game"]');
  return [a, b];
}

/** Both pages deal with their own hands only; then both people play through the UI until `done`. */
async function playDeal(pages: [Page, Page], done: () => Promise<boolean>): Promise<void> {
  const first = await Promise.all(pages.map((p) => until(p, playing, 'the deal')));
  for (const s of first) {
    expect(s.hand).toHaveLength(11);
    expect(s.strayCards).toBe(0);
  }
  const [mine, his] = first as [Shown, Shown];
  expect(mine.cardIds.filter((id) => his.hand.includes(id))).toEqual([]);
  expect(his.cardIds.filter((id) => mine.hand.includes(id))).toEqual([]);
  await playOn(pages, done);
  for (const s of await Promise.all(pages.map(shown))) expect(s.strayCards).toBe(0);
}

/** Each page has been told at least two moves of the other person, by name. */
const toldEachOther =
  ([maria, nikos]: [Page, Page]) =>
  async (): Promise<boolean> => {
    const [a, b] = await Promise.all([shown(maria), shown(nikos)]);
    return (
      a.log.filter((l) => l.startsWith('Nikos')).length >= 2 && b.log.filter((l) => l.startsWith('Maria')).length >= 2
    );
  };

describe('rooms of six and of two through the browser', () => {
  it('six: the host sets the form, a friend sits at seat 5, four bots; each plays and is told the other’s moves', async () => {
    const pages = await tableOf(6, 5);
    await playDeal(pages, toldEachOther(pages));
    await Promise.all(pages.map((p) => p.context().close()));
  });

  it('two: head to head, each plays turns and sees the other’s', async () => {
    const pages = await tableOf(2, 1);
    await playDeal(pages, toldEachOther(pages));
    await Promise.all(pages.map((p) => p.context().close()));
  });
});
