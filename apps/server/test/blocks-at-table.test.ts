// A block at the table: when the blocker and the blocked sit at one table, both signed in, the blocked player's
// phrases and chat lines are hidden from the blocker — as a mute the blocker did not have to set, never told to
// anyone (the blocker's own mutes stay what they set) — and from nobody else; the lines kept for whoever comes back
// leave them out too. The room learns each person's blocks when they join (the database's, through `accountOfKey`).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHRASE_INTERVAL_MS, type PhraseSaidMessage } from '@birimba/protocol';
import type { SeatAccount } from '../src/accounts/account-store.js';
import { newToken } from '../src/secrets.js';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

const maria = {
  key: newToken(),
  account: { id: 'account-of-maria-0001', handle: 'maria', blocks: ['account-of-nikos-0001'] },
};
const nikos = { key: newToken(), account: { id: 'account-of-nikos-0001', handle: 'nikos', blocks: [] } };
const eleni = { key: newToken(), account: { id: 'account-of-eleni-0001', handle: 'eleni', blocks: [] } };
const accounts = new Map<string, SeatAccount>([maria, nikos, eleni].map((p) => [p.key, p.account]));

let t: TestServer;
beforeAll(async () => {
  t = await testServer({ accountOfKey: (key) => Promise.resolve(accounts.get(key) ?? null) });
});
afterAll(async () => {
  await t.close();
});

const phrases = (p: Player): PhraseSaidMessage[] => p.received.flatMap((m) => (m.type === 'phrase' ? [m.payload] : []));
const chatLines = (p: Player): string[] =>
  p.received.flatMap((m) => (m.type === 'chat' ? m.payload.lines.map((l) => l.text) : []));

describe('a block at the table', () => {
  it('hides the blocked player’s phrases and chat from the blocker alone, a return included', async () => {
    const mariaAt = await Player.create(t.sdk(), { name: 'Maria', account: maria.key });
    const nikosAt = await Player.join(t.sdk(), mariaAt.code, { name: 'Nikos', seat: 1, account: nikos.key });
    const eleniAt = await Player.join(t.sdk(), mariaAt.code, { name: 'Eleni', seat: 2, account: eleni.key });
    mariaAt.send('settings', { botLevel: 'easy', chat: true });
    mariaAt.send('start');
    const all = [mariaAt, nikosAt, eleniAt];
    await Promise.all(all.map((p) => p.until(() => p.state.stage === 'playing', 'the match')));
    nikosAt.send('phrase', { id: 'hurry' });
    await eleniAt.next('phrase', (m) => m.id === 'hurry');
    // Eleni speaks after Nikos: by the time Maria hears her, Nikos's would have come.
    eleniAt.send('phrase', { id: 'wink' });
    await mariaAt.next('phrase', (m) => m.id === 'wink');
    expect(phrases(mariaAt)).toEqual([{ seat: 2, id: 'wink' }]);
    t.clock.advance(PHRASE_INTERVAL_MS);
    nikosAt.send('chat', { text: 'from Nikos' });
    await eleniAt.next('chat', (m) => m.lines.some((l) => l.text === 'from Nikos'));
    eleniAt.send('chat', { text: 'from Eleni' });
    await mariaAt.next('chat', (m) => m.lines.some((l) => l.text === 'from Eleni'));
    expect(chatLines(mariaAt)).toEqual(['from Eleni']);
    await eleniAt.next('chat', (m) => m.lines.some((l) => l.text === 'from Eleni'));
    await nikosAt.next('phrase', (m) => m.id === 'wink');
    expect(chatLines(eleniAt)).toEqual(['from Nikos', 'from Eleni']);
    expect(phrases(nikosAt).map((p) => p.id)).toEqual(['hurry', 'wink']);
    // Nobody is told of the block: every `mutes` told is empty.
    for (const p of all) expect(p.received.every((m) => m.type !== 'mutes' || m.payload.seats.length === 0)).toBe(true);
    // Maria comes back (a reload): the kept lines leave Nikos's out.
    await mariaAt.room.leave(false);
    const back = await Player.join(t.sdk(), mariaAt.code, { name: 'Maria', token: mariaAt.token, account: maria.key });
    expect((await back.next('chat')).lines.map((l) => l.text)).toEqual(['from Eleni']);
    for (const p of [back, nikosAt, eleniAt]) await p.room.leave();
  });
});
