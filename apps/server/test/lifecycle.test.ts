// A room's life as players use it: created private under an unguessable code, joined by its code, seats taken and
// changed, the host's settings, the start with bots in every empty seat, turns played, the deal's end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handsShown } from '@birimba/engine';
import { DEFAULT_TARGET, isRoomCode, parseRoomRules } from '@birimba/protocol';
import { RoomStateSchema } from '@birimba/protocol/schemas';
import * as v from 'valibot';
import { parseGameLog, replayGameLog } from '@birimba/game-log';
import { Player, playDeal } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

describe('a private room', () => {
  it('is created under a code that is its roomId, with its creator at seat 0 as host', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    expect(isRoomCode(maria.code)).toBe(true);
    expect(maria.seat).toBe(0);
    const state = maria.state;
    expect(v.safeParse(RoomStateSchema, state).success).toBe(true);
    expect(state).toMatchObject({ code: maria.code, public: false, stage: 'lobby', host: 0, moveTimer: 0 });
    expect(state.seats[0]).toMatchObject({ occupant: 'human', name: 'Maria', connected: true });
    expect(parseRoomRules(state.rules).matchTarget).toBe(DEFAULT_TARGET);
    await maria.room.leave();
  });

  it('is joined by its code; bots take the empty seats at the start and a person plays a turn', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 2 });
    expect(nikos.seat).toBe(2);
    await maria.until(() => maria.state.seats[2]?.name === 'Nikos', 'Nikos seated');
    maria.send('settings', { rules: { matchTarget: null }, botLevel: 'easy' });
    await maria.until(() => maria.state.botLevel === 'easy', 'the settings');
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the start');
    expect(maria.state.seats.map((s) => s.occupant)).toEqual(['human', 'bot', 'human', 'bot']);
    await maria.playTurn();
    await nikos.playTurn();
    expect(maria.views().length).toBeGreaterThan(2);
  });
});

describe('a match', () => {
  it('is played to its end: the hands shown, the match over, its log for its players, then a rematch', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
    maria.send('settings', { rules: { matchTarget: null }, botLevel: 'easy' });
    await maria.until(() => parseRoomRules(maria.state.rules).matchTarget === null, 'the settings');
    maria.send('start');
    await playDeal([maria, nikos], 1);
    const over = maria.dealOver(1);
    expect(over).toMatchObject({ deal: 1, matchOver: true });
    expect(over?.hands).toHaveLength(4);
    await maria.until(() => maria.state.stage === 'match-over', 'the match over');

    const response = await fetch(`${t.http}/rooms/${maria.code}/log`, {
      headers: { authorization: `Bearer ${nikos.token}` },
    });
    expect(response.status).toBe(200);
    const log = parseGameLog(await response.text());
    expect(log).toMatchObject({ source: 'server', seed: expect.any(String) as string });
    expect(log.bots.map((b) => b.kind)).toEqual(['human', 'human', 'greedy', 'greedy']);
    expect(log.bots[2]?.name).toBe('easy');
    expect(log.bots[0]?.player).toBe('Maria');
    const [end] = replayGameLog(log);
    expect(log.shuffle).toBe('hmac-sha256');
    // The hands shown are the hands the deal ended with, each by card id (its order says nothing of the shuffle).
    expect(end && handsShown(end)).toEqual(over?.hands);
    expect(over?.hands.every((h) => h.every((c, i) => i === 0 || (h[i - 1]?.id ?? 0) < c.id))).toBe(true);

    // A rematch goes back to the lobby with the same people in their seats; the bots' seats are free again.
    maria.send('rematch');
    await maria.until(() => maria.state.stage === 'lobby', 'the lobby of the rematch');
    expect(maria.state.seats.map((s) => [s.occupant, s.name, s.ready])).toEqual([
      ['human', 'Maria', false],
      ['human', 'Nikos', false],
      ['empty', '', false],
      ['empty', '', false],
    ]);
    expect(maria.state).toMatchObject({ deal: 0, turn: -1, totals: [0, 0] });
    // Each person taps Ready (and may change their mind); the settings may change; the host starts.
    const since = nikos.received.length;
    nikos.send('ready', { ready: true });
    await maria.until(() => maria.state.seats[1]?.ready === true, 'Nikos ready');
    maria.send('settings', { botLevel: 'normal' });
    await maria.until(() => maria.state.botLevel === 'normal', 'the new level');
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the rematch');
    expect(maria.state.seats.map((s) => [s.occupant, s.level, s.ready])).toEqual([
      ['human', '', false],
      ['human', '', false],
      ['bot', 'normal', false],
      ['bot', 'normal', false],
    ]);
    const rematch = await nikos.next('view', (v) => v.played === 0, since);
    expect(rematch).toMatchObject({ deal: 1, played: 0, from: 0 });
    // Both matches' logs stay readable.
    const second = await fetch(`${t.http}/rooms/${maria.code}/log?match=1`, {
      headers: { authorization: `Bearer ${nikos.token}` },
    });
    expect(second.status).toBe(200);
  });

  it('refuses Ready outside a lobby and from a room without that person', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('settings', { rules: { matchTarget: null }, botLevel: 'easy' });
    await maria.until(() => maria.state.botLevel === 'easy', 'the settings');
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the start');
    const since = maria.received.length;
    maria.send('ready', { ready: true });
    expect(await maria.next('error', () => true, since)).toMatchObject({ code: 'wrong-stage', type: 'ready' });
    maria.send('ready', { ready: 'yes' });
    expect(await maria.next('error', (e) => e.code === 'bad-message', since)).toMatchObject({ type: 'ready' });
  });
});

describe('a match of several deals', () => {
  it('waits after a deal for the host to deal the next one, the totals carried on', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
    maria.send('settings', { botLevel: 'easy', rules: { matchTarget: 100_000 } });
    await maria.until(() => maria.state.botLevel === 'easy', 'the settings');
    maria.send('start');
    await playDeal([maria, nikos], 1);
    const over = maria.dealOver(1);
    expect(over?.matchOver).toBe(false);
    await maria.until(() => maria.state.stage === 'deal-over', 'the deal over');
    expect(maria.state.totals).toEqual(over?.totals);
    const since = nikos.received.length;
    nikos.send('next-deal');
    expect(await nikos.next('error', () => true, since)).toMatchObject({ code: 'not-host', type: 'next-deal' });
    maria.send('next-deal');
    const second = await nikos.next('view', (v) => v.deal === 2, since);
    expect(second).toMatchObject({ played: 0, from: 0 });
    expect(second.view.match.totals).toEqual(over?.totals);
    await maria.until(() => maria.state.stage === 'playing' && maria.state.deal === 2, 'deal 2');
  });
});

describe('the server', () => {
  it('serves the online page with the table, and its health', async () => {
    const page = await (await fetch(`${t.http}/`)).text();
    expect(page).toContain('<birimba-table');
    expect(page).toContain('src="/birimba-table.js"');
    const table = await fetch(`${t.http}/birimba-table.js`);
    expect(table.headers.get('content-type')).toContain('javascript');
    expect((await table.text()).length).toBeGreaterThan(100_000);
    expect(await (await fetch(`${t.http}/health`)).json()).toMatchObject({ status: 'ok' });
  });
});
