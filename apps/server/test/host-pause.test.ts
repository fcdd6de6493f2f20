// The host pauses a match (issue 35 §5): the turn's timer stops, and when the match goes on the turn has its whole
// time again (issue 54 §7: a pause in its last second must not leave the player that second); the bots wait, moves
// are refused `paused`, every screen is told who paused; the pause is kept through a restart. Refused malformed,
// outside a match, from anyone but the host, and over the rate limit.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
  // The server restarted on the first one's folder, which is then the test's to remove.
  rmSync(t.dataDir, { recursive: true, force: true });
});

/** Maria hosts, Nikos plays at seat 1, a 30 s timer, one deal; Maria's first turn has come. */
async function twoAtTable(): Promise<[Player, Player]> {
  const maria = await Player.create(t.sdk(), { name: 'Maria' });
  const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 1 });
  maria.send('settings', { moveTimer: 30, botLevel: 'easy', rules: { matchTarget: null } });
  await maria.until(() => maria.state.moveTimer === 30, 'the settings');
  maria.send('start');
  await maria.myTurn();
  await maria.until(() => maria.state.deadline > 0, 'her deadline');
  return [maria, nikos];
}

describe('pause', () => {
  it('stops the timer, refuses moves, tells everyone who paused; goes on with the turn’s whole time', async () => {
    const [maria, nikos] = await twoAtTable();
    // Paused with one second of her 30 left.
    t.clock.advance(29_000);
    maria.send('pause', { paused: true });
    await nikos.until(() => nikos.state.pausedBy === 'Maria', 'the pause on Nikos’s screen');
    expect(nikos.state.deadline).toBe(0);
    await maria.until(() => maria.views().at(-1)?.deadlineIn === null, 'a view without a deadline');
    expect(await maria.move({ type: 'draw' })).toMatchObject({ accepted: false, code: 'paused' });
    // Time passes: her turn's time does not run out while the match is paused.
    t.clock.advance(60_000);
    await maria.roundTrip();
    expect(maria.state.seats[0]?.timeouts).toBe(0);
    expect(maria.views().at(-1)?.played).toBe(0);

    const since = maria.received.length;
    maria.send('pause', { paused: false });
    await nikos.until(() => nikos.state.pausedBy === '' && nikos.state.deadline > 0, 'the match going on');
    // Her turn's whole 30 s again, not the second she had left.
    expect(nikos.state.deadline).toBe(t.clock.now() + 30_000);
    expect((await maria.next('view', () => true, since)).deadlineIn).toBe(30_000);
    expect(await maria.move({ type: 'draw' })).toMatchObject({ accepted: true });
    t.clock.advance(30_000);
    await maria.until(() => maria.state.seats[0]?.timeouts === 1, 'the turn’s time ran out');
  });

  it('keeps the bots waiting: a bot standing in does not play until the match goes on', async () => {
    const [maria] = await twoAtTable();
    maria.send('pause', { paused: true });
    await maria.until(() => maria.state.pausedBy === 'Maria', 'the pause');
    // Away while paused: the bot standing in for her is not asked to play.
    maria.send('away', { away: true });
    await maria.until(() => maria.state.seats[0]?.away === true, 'away');
    expect(maria.state.thinking).toBe(-1);
    await maria.roundTrip();
    expect(maria.views().at(-1)?.played).toBe(0);
    maria.send('pause', { paused: false });
    await maria.until(() => maria.views().some((v) => v.moves.some((m) => m.note === 'stand-in')), 'the bot plays');
  });

  it('is refused malformed, outside a match, from anyone but the host, and when not paused', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 1 });
    let since = maria.received.length;
    maria.send('pause', { paused: 'yes' });
    expect(await maria.next('error', () => true, since)).toMatchObject({ code: 'bad-message', type: 'pause' });
    since = maria.received.length;
    maria.send('pause', { paused: true });
    expect(await maria.next('error', () => true, since)).toMatchObject({ code: 'wrong-stage', type: 'pause' });
    maria.send('start');
    await nikos.until(() => nikos.state.stage === 'playing', 'the match');
    since = nikos.received.length;
    nikos.send('pause', { paused: true });
    expect(await nikos.next('error', () => true, since)).toMatchObject({ code: 'not-host', type: 'pause' });
    since = maria.received.length;
    maria.send('pause', { paused: false });
    expect(await maria.next('error', () => true, since)).toMatchObject({ code: 'wrong-stage', type: 'pause' });
    expect(maria.state.pausedBy).toBe('');
  });

  it('is kept through a restart, and goes on with the turn’s whole time', async () => {
    const [maria] = await twoAtTable();
    t.clock.advance(5000);
    maria.send('pause', { paused: true });
    await maria.until(() => maria.state.pausedBy === 'Maria', 'the pause');
    const port = t.server.port;
    const dataDir = t.dataDir;
    await t.server.close();
    t = await testServer({ dataDir, port });
    const back = await Player.rejoin(t.sdk(), maria);
    expect(back.state.pausedBy).toBe('Maria');
    expect(back.state.deadline).toBe(0);
    await back.myTurn();
    expect(await back.move({ type: 'draw' })).toMatchObject({ accepted: false, code: 'paused' });
    back.send('pause', { paused: false });
    await back.until(() => back.state.pausedBy === '' && back.state.deadline > 0, 'the match going on');
    expect(back.state.deadline).toBe(t.clock.now() + 30_000);
    expect(await back.move({ type: 'draw' })).toMatchObject({ accepted: true });
  });
});

describe('the host’s tools over the rate limit', () => {
  it('are each refused rate-limited like any message, and nothing changes', async () => {
    const limited = await testServer({ rateLimit: { burst: 3, perSecond: 1 } });
    try {
      const maria = await Player.create(limited.sdk(), { name: 'Maria' });
      const since = maria.received.length;
      for (let i = 0; i < 3; i++) maria.send('sync');
      const tools = {
        pause: { paused: true },
        'pass-host': { seat: 1 },
        'give-to-bot': { seat: 1 },
        'host-move': { from: 0, to: 2 },
        kick: { seat: 1 },
        'let-back': { name: 'Nikos' },
      };
      for (const [type, payload] of Object.entries(tools)) maria.send(type, payload);
      for (const type of Object.keys(tools))
        expect(await maria.next('error', (e) => e.type === type, since)).toMatchObject({ code: 'rate-limited' });
      expect(maria.state.seats[0]?.name).toBe('Maria');
    } finally {
      await limited.close();
    }
  });
});
