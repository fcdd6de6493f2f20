// Watchers: a person comes in to watch (`watch`) a full room or a game under way, holding no seat — the players see
// how many watch; at most fifty. The host may forbid watching (the watchers are let go, told why by the close code)
// and let watchers send phrases; both settings are the host's alone, at any stage, and kept by the room. A watcher
// sends nothing but phrases, and those only when allowed, at the phrases' pace (and the rate limit: rate-limit.test.ts);
// they read the chat (and the lines kept when they arrive). A restart of the server restores the room without its watchers (they are never stored), and they watch again by joining anew.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSE_CODES,
  JOIN_ERRORS,
  MATCHMAKE_ERRORS,
  MAX_WATCHERS,
  PHRASE_INTERVAL_MS,
  ROOM_NAME,
} from '@birimba/protocol';
import { Player, joinRefusal } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t?.close();
  rmSync(t.dataDir, { recursive: true, force: true });
});

/** Maria (host, seat 0) and Nikos (seat 1) at a table of two: full. */
async function fullRoom(): Promise<[Player, Player]> {
  const maria = await Player.create(t.sdk(), { name: 'Maria' });
  maria.send('settings', { rules: { players: 2 }, botLevel: 'easy' });
  await maria.until(() => maria.state.seats.length === 2, 'a table of two');
  const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
  return [maria, nikos];
}

/** The room's game started, every player told. */
async function started(...players: Player[]): Promise<void> {
  players[0]?.send('start');
  await Promise.all(players.map((p) => p.until(() => p.state.stage === 'playing', 'the match')));
}

/** The error `p` is told next from `since` on. */
const errorAfter = (p: Player, since: number) => p.next('error', () => true, since);

describe('a watcher', () => {
  it('comes into a full room holding no seat; the players see how many watch', async () => {
    const [maria, nikos] = await fullRoom();
    expect(await joinRefusal(Player.join(t.sdk(), maria.code, { name: 'Eleni' }))).toMatchObject({
      code: JOIN_ERRORS['room-full'],
    });
    const eleni = await Player.watchRoom(t.sdk(), maria.code, 'Eleni');
    expect(eleni.received.find((m) => m.type === 'watch')?.payload).toEqual({
      code: maria.code,
      deal: 0,
      played: 0,
      from: 0,
      view: null,
      moves: [],
      deadlineIn: null,
      deadline: 0,
    });
    for (const p of [maria, nikos]) await p.until(() => p.state.watchers === 1, 'one watcher');
    expect(maria.state.seats.map((s) => s.name)).toEqual(['Maria', 'Nikos']);
    expect(eleni.received.some((m) => m.type === 'welcome')).toBe(false);
    await started(maria, nikos);
    const watch = await eleni.next('watch', (m) => m.view !== null);
    expect(watch.view?.handSizes).toEqual([11, 11]);
    expect(watch.view === null || 'hand' in watch.view).toBe(false);
    // A second comes during the game; the count follows them in and out.
    const kostas = await Player.watchRoom(t.sdk(), maria.code, 'Kostas');
    await maria.until(() => maria.state.watchers === 2, 'two watchers');
    expect((await kostas.next('watch')).view?.turn).toBe(maria.state.turn);
    await kostas.room.leave(true);
    await eleni.room.leave(false);
    await maria.until(() => maria.state.watchers === 0, 'nobody watching');
  });

  it('is refused with malformed options, in a room nobody sits in, and past fifty', async () => {
    const [maria] = await fullRoom();
    // The matchmaking refuses malformed options before any seat is reserved.
    const bad = await joinRefusal(t.sdk().joinById(maria.code, { name: 'Eleni', watch: 'yes' }));
    expect(bad.code).toBe(MATCHMAKE_ERRORS['bad-options']);
    expect(bad.message).toContain('watch');
    // A new room has nobody to watch.
    expect((await joinRefusal(t.sdk().create(ROOM_NAME, { name: 'Eleni', watch: true }))).code).toBe(
      JOIN_ERRORS['bad-options'],
    );
    const watchers: Player[] = [];
    for (let i = 0; i < MAX_WATCHERS; i++)
      watchers.push(await Player.watchRoom(t.sdk(), maria.code, `Watcher ${String(i)}`));
    await maria.until(() => maria.state.watchers === MAX_WATCHERS, 'fifty watchers');
    const refused = await joinRefusal(t.sdk().joinById(maria.code, { name: 'One more', watch: true }));
    expect(refused).toMatchObject({ code: JOIN_ERRORS['watchers-full'] });
    expect(refused.message).toContain('50');
    await Promise.all(watchers.map((w) => w.room.leave(true)));
    await maria.until(() => maria.state.watchers === 0, 'they left');
  });
});

describe('the host’s watching settings', () => {
  it('are the host’s alone, refused malformed, and may change at any stage', async () => {
    const [maria, nikos] = await fullRoom();
    expect(maria.state).toMatchObject({ watching: true, watcherPhrases: false, watchers: 0 });
    let since = nikos.received.length;
    nikos.send('settings', { watching: false });
    expect(await errorAfter(nikos, since)).toMatchObject({ code: 'not-host', type: 'settings' });
    since = maria.received.length;
    maria.send('settings', { watching: 'no' });
    expect(await errorAfter(maria, since)).toMatchObject({ code: 'bad-message', type: 'settings' });
    maria.send('settings', { watcherPhrases: 1 });
    expect(await maria.next('error', (e) => e.message.includes('watcherPhrases'), since)).toMatchObject({
      code: 'bad-message',
    });
    await started(maria, nikos);
    maria.send('settings', { watcherPhrases: true });
    await maria.until(() => maria.state.watcherPhrases, 'watcher phrases on, during the game');
    // With another setting, not during the game.
    since = maria.received.length;
    maria.send('settings', { watching: false, botLevel: 'hard' });
    expect(await errorAfter(maria, since)).toMatchObject({ code: 'wrong-stage', type: 'settings' });
    expect(maria.state.watching).toBe(true);
  });

  it('forbidding watching lets every watcher go, told why, and refuses newcomers', async () => {
    const [maria, nikos] = await fullRoom();
    await started(maria, nikos);
    const eleni = await Player.watchRoom(t.sdk(), maria.code, 'Eleni');
    const closed = new Promise<number>((resolve) => eleni.room.onLeave((code) => resolve(code)));
    maria.send('settings', { watching: false });
    expect(await closed).toBe(CLOSE_CODES['watch-off']);
    await maria.until(() => !maria.state.watching && maria.state.watchers === 0, 'watching off, nobody watching');
    expect(await joinRefusal(Player.watchRoom(t.sdk(), maria.code, 'Eleni'))).toMatchObject({
      code: JOIN_ERRORS['watch-off'],
    });
    maria.send('settings', { watching: true });
    await maria.until(() => maria.state.watching, 'watching allowed again');
    await Player.watchRoom(t.sdk(), maria.code, 'Eleni');
    await maria.until(() => maria.state.watchers === 1, 'a watcher again');
  });
});

describe('what a watcher sends', () => {
  it('is nothing but phrases: anything else is refused, and nothing changes', async () => {
    const [maria, nikos] = await fullRoom();
    const eleni = await Player.watchRoom(t.sdk(), maria.code, 'Eleni');
    const since = eleni.received.length;
    const tries: [string, unknown][] = [
      ['start', {}],
      ['settings', { watching: false }],
      ['ready', { ready: true }],
      ['choose-seat', { seat: 1 }],
      ['chat', { text: 'hi' }],
      ['mute', { seat: 0, muted: true }],
      ['watch', {}],
    ];
    for (const [type, payload] of tries) eleni.send(type, payload);
    await eleni.until(
      () => eleni.received.slice(since).filter((m) => m.type === 'error').length === tries.length,
      'every refusal',
    );
    const errors = eleni.received.slice(since).flatMap((m) => (m.type === 'error' ? [m.payload] : []));
    expect(errors.map((e) => [e.code, e.type])).toEqual(tries.map(([type]) => ['watching', type]));
    expect(maria.state).toMatchObject({ stage: 'lobby', watching: true });
    // Malformed or unknown: refused as such before anything else.
    eleni.send('phrase', { id: 'shout' });
    expect(await eleni.next('error', (e) => e.type === 'phrase', since)).toMatchObject({ code: 'bad-message' });
    eleni.send('move', { id: 'm1', move: { type: 'draw' } });
    expect(await eleni.next('error', (e) => e.type === 'move', since)).toMatchObject({ code: 'watching' });
    await started(maria, nikos);
    const playing = eleni.received.length;
    eleni.send('move', { id: 'm2', move: { type: 'draw' } });
    expect(await errorAfter(eleni, playing)).toMatchObject({ code: 'watching', type: 'move' });
  });

  it('may be a phrase once the host allows it, during the game, one every three seconds', async () => {
    const [maria, nikos] = await fullRoom();
    const eleni = await Player.watchRoom(t.sdk(), maria.code, 'Eleni');
    let since = eleni.received.length;
    eleni.send('phrase', { id: 'hello' });
    expect(await errorAfter(eleni, since)).toMatchObject({ code: 'watcher-phrases-off', type: 'phrase' });
    maria.send('settings', { watcherPhrases: true });
    await eleni.until(() => eleni.state.watcherPhrases, 'watcher phrases on');
    since = eleni.received.length;
    eleni.send('phrase', { id: 'hello' });
    expect(await errorAfter(eleni, since)).toMatchObject({ code: 'wrong-stage', type: 'phrase' });
    await started(maria, nikos);
    eleni.send('phrase', { id: 'good-luck' });
    const said = { seat: -1, id: 'good-luck', watcher: 'Eleni' };
    for (const p of [maria, nikos, eleni]) expect(await p.next('phrase')).toEqual(said);
    since = eleni.received.length;
    eleni.send('phrase', { id: 'heart' });
    expect(await errorAfter(eleni, since)).toMatchObject({ code: 'too-soon', type: 'phrase' });
    t.clock.advance(PHRASE_INTERVAL_MS);
    eleni.send('phrase', { id: 'heart' });
    expect(await maria.next('phrase', (m) => m.id === 'heart')).toEqual({ ...said, id: 'heart' });
    // The players' own phrases reach the watcher too.
    nikos.send('phrase', { id: 'thanks' });
    expect(await eleni.next('phrase', (m) => m.seat === 1)).toEqual({ seat: 1, id: 'thanks' });
  });
});

describe('the chat', () => {
  it('reaches the watchers, and one who arrives later is told the lines the room kept', async () => {
    const [maria, nikos] = await fullRoom();
    const eleni = await Player.watchRoom(t.sdk(), maria.code, 'Eleni');
    maria.send('settings', { chat: true });
    await eleni.until(() => eleni.state.chat, 'chat on');
    await started(maria, nikos);
    nikos.send('chat', { text: 'καλή τύχη' });
    const line = { n: 1, seat: 1, name: 'Nikos', text: 'καλή τύχη' };
    expect(await eleni.next('chat')).toEqual({ lines: [line], kept: false });
    const giorgos = await Player.watchRoom(t.sdk(), maria.code, 'Giorgos');
    expect(await giorgos.next('chat')).toEqual({ lines: [line], kept: true });
    // A watcher still writes nothing.
    const since = giorgos.received.length;
    giorgos.send('chat', { text: 'hi' });
    expect(await errorAfter(giorgos, since)).toMatchObject({ code: 'watching', type: 'chat' });
  });
});

describe('a visitor', () => {
  it('may watch instead of asking for a seat; a player may not', async () => {
    const [maria, nikos] = await fullRoom();
    await started(maria, nikos);
    await nikos.room.leave(false);
    await maria.until(() => maria.state.seats[1]?.connected === false, 'Nikos offline');
    const eleni = await Player.visit(t.sdk(), maria.code, 'Eleni');
    eleni.send('watch', {});
    expect((await eleni.next('watch')).view?.kind).toBe('watcher-view');
    await maria.until(() => maria.state.watchers === 1, 'the visitor watches');
    const since = maria.received.length;
    maria.send('watch', {});
    expect(await errorAfter(maria, since)).toMatchObject({ code: 'wrong-stage', type: 'watch' });
  });
});

describe('a restart', () => {
  it('restores the room without its watchers, who are never stored; they watch again by joining', async () => {
    const [maria, nikos] = await fullRoom();
    maria.send('settings', { watcherPhrases: true });
    await started(maria, nikos);
    const eleni = await Player.watchRoom(t.sdk(), maria.code, 'Eleni Watcher');
    await maria.until(() => maria.state.watchers === 1, 'a watcher');
    await maria.playTurn();
    const port = t.server.port;
    await t.server.close();
    const stored = readdirSync(join(t.dataDir, 'rooms'))
      .map((f) => readFileSync(join(t.dataDir, 'rooms', f), 'utf8'))
      .join('');
    expect(stored).toContain('"watcherPhrases":true');
    expect(stored).not.toContain('Eleni Watcher');
    t = await testServer({ dataDir: t.dataDir, port });
    const back = await Player.rejoin(t.sdk(), maria);
    expect(back.state).toMatchObject({ watchers: 0, watcherPhrases: true, stage: 'playing' });
    const again = await Player.watchRoom(t.sdk(), maria.code, eleni.name);
    const whole = await again.next('watch');
    expect(whole.played).toBeGreaterThan(1);
    expect(whole.moves.length).toBe(whole.played);
    await back.until(() => back.state.watchers === 1, 'the watcher back');
    // Its seat was no seat: the players' seats are as they were.
    expect(back.state.seats.map((s) => s.name)).toEqual(['Maria', 'Nikos']);
  });
});
