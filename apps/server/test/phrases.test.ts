// Quick phrases and emotes: a player's phrase is told to every client of the room with the sender's seat, one every
// three seconds a seat (a reload does not start the count again), during a match only; a player may mute another
// person, and the room keeps it — a move in the lobby, a reload and a restart of the server on its data folder. Free
// chat, once the host turns it on (at any stage): a line told to all as it was sent, refused too long, of two lines
// or too soon; the room keeps its last fifty lines for whoever comes back, a restart included, but a muted seat's.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHRASE_INTERVAL_MS, type PhraseSaidMessage } from '@birimba/protocol';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t?.close();
  rmSync(t.dataDir, { recursive: true, force: true });
});

/** The phrases `p` was told, from index `since` of what it received. */
const phrases = (p: Player, since = 0): PhraseSaidMessage[] =>
  p.received.slice(since).flatMap((m) => (m.type === 'phrase' ? [m.payload] : []));

/** Maria (seat 0, host), Nikos (seat 1) and Eleni (seat 2) in a match with a bot at seat 3. */
async function threeAtTable(): Promise<[Player, Player, Player]> {
  const maria = await Player.create(t.sdk(), { name: 'Maria' });
  const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 1 });
  const eleni = await Player.join(t.sdk(), maria.code, { name: 'Eleni', seat: 2 });
  maria.send('settings', { botLevel: 'easy' });
  maria.send('start');
  await Promise.all([maria, nikos, eleni].map((p) => p.until(() => p.state.stage === 'playing', 'the match')));
  return [maria, nikos, eleni];
}

describe('a phrase', () => {
  it('is told to every player of the room with the sender’s seat, the sender too', async () => {
    const people = await threeAtTable();
    const [, nikos] = people;
    nikos.send('phrase', { id: 'good-luck' });
    for (const p of people) expect(await p.next('phrase')).toEqual({ seat: 1, id: 'good-luck' });
    t.clock.advance(PHRASE_INTERVAL_MS);
    nikos.send('phrase', { id: 'heart' });
    for (const p of people) expect(await p.next('phrase', (m) => m.id === 'heart')).toEqual({ seat: 1, id: 'heart' });
  });

  it('is refused malformed, with the field named, and nobody is told', async () => {
    const [maria, nikos] = await threeAtTable();
    const since = maria.received.length;
    maria.send('phrase', { id: 'Good luck to you all!' });
    expect(await maria.next('error', () => true, since)).toMatchObject({ code: 'bad-message', type: 'phrase' });
    maria.send('phrase', { id: 'thanks', text: '<b>hi</b>' });
    expect(await maria.next('error', (e) => e.message.includes('text'), since)).toMatchObject({ code: 'bad-message' });
    maria.send('phrase', { id: 'thanks' });
    // Messages are handled in order: the good one is the first phrase anyone is told.
    await nikos.next('phrase');
    expect(phrases(nikos)).toEqual([{ seat: 0, id: 'thanks' }]);
  });

  it('is refused in the lobby: phrases are said at the table', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const since = maria.received.length;
    maria.send('phrase', { id: 'hello' });
    expect(await maria.next('error', () => true, since)).toMatchObject({ code: 'wrong-stage', type: 'phrase' });
    expect(phrases(maria)).toEqual([]);
  });

  it('comes once every three seconds a seat: sooner is too soon, for the sender alone, even after a reload', async () => {
    const [maria, nikos] = await threeAtTable();
    let since = maria.received.length;
    maria.send('phrase', { id: 'lets-go' });
    maria.send('phrase', { id: 'oops' });
    expect(await maria.next('error', () => true, since)).toMatchObject({ code: 'too-soon', type: 'phrase' });
    // Another seat has its own three seconds.
    nikos.send('phrase', { id: 'thanks' });
    await maria.next('phrase', (m) => m.seat === 1);
    // A reload is the same seat: still too soon.
    await maria.room.leave(false);
    const again = await Player.rejoin(t.sdk(), maria);
    since = again.received.length;
    again.send('phrase', { id: 'oops' });
    expect(await again.next('error', () => true, since)).toMatchObject({ code: 'too-soon' });
    t.clock.advance(PHRASE_INTERVAL_MS - 1);
    again.send('phrase', { id: 'oops' });
    expect(await again.next('error', () => true, since + 1)).toMatchObject({ code: 'too-soon' });
    t.clock.advance(1);
    again.send('phrase', { id: 'sorry' });
    await nikos.next('phrase', (m) => m.id === 'sorry');
    expect(phrases(nikos)).toEqual([
      { seat: 0, id: 'lets-go' },
      { seat: 1, id: 'thanks' },
      { seat: 0, id: 'sorry' },
    ]);
  });
});

describe('a mute', () => {
  it('keeps a seat’s phrases from the one who muted it, and no one else; a second mute unmutes', async () => {
    const [maria, nikos, eleni] = await threeAtTable();
    const since = maria.received.length;
    maria.send('mute', { seat: 1, muted: true });
    expect(await maria.next('mutes', () => true, since)).toEqual({ seats: [1] });
    nikos.send('phrase', { id: 'hurry' });
    await eleni.next('phrase', (m) => m.id === 'hurry');
    await nikos.next('phrase', (m) => m.id === 'hurry');
    eleni.send('phrase', { id: 'wink' });
    await maria.next('phrase', (m) => m.id === 'wink');
    expect(phrases(maria)).toEqual([{ seat: 2, id: 'wink' }]);
    // Nobody else is told who muted whom.
    expect(nikos.received.some((m) => m.type === 'mutes' && m.payload.seats.length > 0)).toBe(false);
    maria.send('mute', { seat: 1, muted: false });
    expect(await maria.next('mutes', (m) => m.seats.length === 0, since)).toEqual({ seats: [] });
    t.clock.advance(PHRASE_INTERVAL_MS);
    nikos.send('phrase', { id: 'good-game' });
    expect(await maria.next('phrase', (m) => m.seat === 1)).toEqual({ seat: 1, id: 'good-game' });
  });

  it('is refused for oneself, a bot and an empty seat', async () => {
    const [maria] = await threeAtTable();
    const since = maria.received.length;
    for (const seat of [0, 3, 5]) maria.send('mute', { seat, muted: true });
    await maria.until(() => maria.received.slice(since).filter((m) => m.type === 'error').length === 3, 'three');
    const errors = maria.received.slice(since).flatMap((m) => (m.type === 'error' ? [m.payload] : []));
    expect(errors.map((e) => [e.code, e.type])).toEqual([
      ['bad-message', 'mute'],
      ['bad-message', 'mute'],
      ['bad-message', 'mute'],
    ]);
    expect(errors[0]?.message).toContain('seat 0');
  });

  it('follows the muted person to another seat in the lobby', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 1 });
    maria.send('mute', { seat: 1, muted: true });
    await maria.next('mutes', (m) => m.seats.length === 1);
    const since = maria.received.length;
    nikos.send('choose-seat', { seat: 3 });
    expect(await maria.next('mutes', () => true, since)).toEqual({ seats: [3] });
    maria.send('start');
    await nikos.until(() => nikos.state.stage === 'playing', 'the match');
    nikos.send('phrase', { id: 'hello' });
    await nikos.next('phrase');
    maria.send('phrase', { id: 'hello' });
    await maria.next('phrase');
    expect(phrases(maria)).toEqual([{ seat: 0, id: 'hello' }]);
  });

  it('is kept by the room: told again after a reload, and after a restart of the server', async () => {
    const [maria, nikos] = await threeAtTable();
    maria.send('mute', { seat: 1, muted: true });
    await maria.next('mutes', (m) => m.seats.length === 1);
    await maria.room.leave(false);
    const reloaded = await Player.rejoin(t.sdk(), maria);
    expect(await reloaded.next('mutes')).toEqual({ seats: [1] });

    const port = t.server.port;
    await t.server.close();
    t = await testServer({ dataDir: t.dataDir, port });
    const back = await Player.rejoin(t.sdk(), maria);
    const nikosBack = await Player.rejoin(t.sdk(), nikos);
    expect(await back.next('mutes')).toEqual({ seats: [1] });
    nikosBack.send('phrase', { id: 'well-done' });
    await nikosBack.next('phrase');
    t.clock.advance(PHRASE_INTERVAL_MS);
    back.send('phrase', { id: 'thanks' });
    await back.next('phrase');
    expect(phrases(back)).toEqual([{ seat: 0, id: 'thanks' }]);
  });
});

describe('the chat', () => {
  it('is off until the host turns it on, at any stage; then a line is told to all, as sent', async () => {
    const [maria, nikos, eleni] = await threeAtTable();
    let since = nikos.received.length;
    nikos.send('chat', { text: 'hi' });
    expect(await nikos.next('error', () => true, since)).toMatchObject({ code: 'chat-off', type: 'chat' });
    nikos.send('settings', { chat: true });
    expect(await nikos.next('error', () => true, since + 1)).toMatchObject({ code: 'not-host' });
    // In the middle of a match: chat alone may change; anything more waits for the lobby.
    maria.send('settings', { chat: true, moveTimer: 30 });
    expect(await maria.next('error', () => true)).toMatchObject({ code: 'wrong-stage' });
    maria.send('settings', { chat: true });
    await nikos.until(() => nikos.state.chat, 'chat on');
    since = eleni.received.length;
    const text = '<img src=x onerror=alert(1)> καλή τύχη 🍀';
    nikos.send('chat', { text });
    for (const p of [maria, nikos, eleni])
      expect(await p.next('chat', () => true, p === eleni ? since : 0)).toEqual({
        lines: [{ n: 1, seat: 1, name: 'Nikos', text }],
        kept: false,
      });
  });

  it('refuses a line too long, of two lines, or too soon', async () => {
    const [maria, nikos] = await threeAtTable();
    maria.send('settings', { chat: true });
    await nikos.until(() => nikos.state.chat, 'chat on');
    const since = nikos.received.length;
    nikos.send('chat', { text: 'x'.repeat(201) });
    nikos.send('chat', { text: 'one\ntwo' });
    nikos.send('chat', { text: 'ok' });
    nikos.send('chat', { text: 'again' });
    nikos.send('phrase', { id: 'oops' });
    await nikos.until(() => nikos.received.slice(since).filter((m) => m.type === 'error').length === 4, 'refusals');
    const codes = nikos.received.slice(since).flatMap((m) => (m.type === 'error' ? [m.payload.code] : []));
    expect(codes).toEqual(['bad-message', 'bad-message', 'too-soon', 'too-soon']);
    await maria.next('chat');
    expect(maria.received.flatMap((m) => (m.type === 'chat' ? m.payload.lines.map((l) => l.text) : []))).toEqual([
      'ok',
    ]);
  });

  it('keeps the last fifty lines for whoever comes back, after a restart too, but a muted seat’s', async () => {
    const [maria, nikos, eleni] = await threeAtTable();
    maria.send('settings', { chat: true });
    maria.send('mute', { seat: 2, muted: true });
    await maria.next('mutes', (m) => m.seats.length === 1);
    for (let i = 1; i <= 52; i++) {
      const sayer = i % 2 === 0 ? nikos : eleni;
      sayer.send('chat', { text: `line ${String(i)}` });
      await sayer.next('chat', (m) => m.lines.some((l) => l.text === `line ${String(i)}`));
      t.clock.advance(PHRASE_INTERVAL_MS);
    }
    const port = t.server.port;
    await t.server.close();
    t = await testServer({ dataDir: t.dataDir, port });
    const back = await Player.rejoin(t.sdk(), maria);
    const nikosBack = await Player.rejoin(t.sdk(), nikos);
    const lines = (await back.next('chat')).lines;
    // The last fifty are lines 3 to 52; Maria muted Eleni, who said the odd ones.
    expect(lines.map((l) => l.text)).toEqual(Array.from({ length: 25 }, (_, i) => `line ${String(4 + 2 * i)}`));
    expect(lines.map((l) => l.n)).toEqual(Array.from({ length: 25 }, (_, i) => 4 + 2 * i));
    const kept = await nikosBack.next('chat');
    expect([kept.lines.length, kept.kept]).toEqual([50, true]);
    expect(back.state.chat).toBe(true);
  });
});
