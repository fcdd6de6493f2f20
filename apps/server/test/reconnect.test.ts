// A player who drops: the seat is held for the grace period (nothing plays it meanwhile), then a bot stands in — the
// table is told — until the player is back and takes the seat at their next turn's boundary; a seat in the lobby is
// freed instead. The SDK's reconnection within the grace, a fresh join with the seat's token any time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '@birimba/protocol';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

const GRACE = 60_000;
const BOT_DELAY = 1000;
let t: TestServer;
beforeAll(async () => {
  // Bots wait for the manual clock: each decision is played when the test moves time on by BOT_DELAY.
  t = await testServer({ graceMs: GRACE, botDelayMs: BOT_DELAY });
});
afterAll(async () => {
  await t.close();
});

/** Moves the manual clock on, a bot's delay at a time, until `test` holds, `maria` playing her turns as they come. A
 * bot's decision comes from its worker in real time, so one step of the clock can come before the bot has even asked
 * (and be spent on nothing): the clock is moved again every few milliseconds, for as long as the wait is allowed. */
async function playOnUntil(maria: Player, test: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 20_000;
  while (!test()) {
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    if (maria.myTurnNow()) await maria.playTurn();
    else {
      t.clock.advance(BOT_DELAY);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

const graceOver = (code: string, seat: number): boolean =>
  t.lines.some((l) => l.includes('grace over') && l.includes(`room=${code}`) && l.includes(`seat=${String(seat)}`));

describe('a dropped player', () => {
  it('is held for the grace period, then a bot stands in until they are back at their next turn', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
    maria.send('settings', { botLevel: 'easy' });
    maria.send('start');
    await maria.playTurn();
    await nikos.myTurn();
    await nikos.room.leave(false);
    await maria.until(() => maria.state.seats[1]?.connected === false, 'Nikos shown as not connected');

    t.clock.advance(GRACE - 1);
    await maria.roundTrip();
    expect(graceOver(maria.code, 1)).toBe(false);
    expect(maria.views().at(-1)?.view.turn).toBe(1);

    t.clock.advance(1);
    await maria.until(() => maria.state.seats[1]?.standIn === true, 'a bot plays for Nikos');
    expect(maria.state.seats[1]).toMatchObject({ occupant: 'human', name: 'Nikos', level: 'easy', left: false });
    t.clock.advance(BOT_DELAY); // the stand-in draws (one step: its next decision must wait for the player's return)
    await maria.until(() => maria.views().some((v) => v.moves.some((m) => m.seat === 1)), 'the stand-in’s draw');

    const back = await Player.rejoin(t.sdk(), nikos);
    expect(back.seat).toBe(1);
    await back.roundTrip();
    expect(back.view?.phase).toBe('play');
    expect(await back.move({ type: 'discard', card: back.view?.hand[0]?.id ?? 0 })).toMatchObject({
      accepted: false,
      code: 'stand-in',
    });

    // the stand-in ends the turn: the seat is handed back at the boundary
    await playOnUntil(
      maria,
      () => back.state.seats[1]?.standIn === false && back.state.seats[1]?.connected === true,
      'Nikos back',
    );
    await playOnUntil(maria, () => back.myTurnNow(), 'Nikos’s next turn');
    await back.playTurn();
    const nikosMoves = maria
      .views()
      .flatMap((v) => v.moves)
      .filter((m) => m.seat === 1);
    const standIn = nikosMoves.filter((m) => m.note === 'stand-in');
    expect(standIn.length).toBeGreaterThanOrEqual(2);
    expect(nikosMoves.slice(0, standIn.length)).toEqual(standIn);
    expect(nikosMoves.slice(standIn.length).every((m) => m.note === undefined)).toBe(true);
  });

  it('who left the match comes back with the seat’s token; its bot hands the seat back at a turn’s boundary', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
    maria.send('settings', { botLevel: 'easy' });
    maria.send('start');
    await maria.playTurn();
    await nikos.room.leave();
    await maria.until(() => maria.state.seats[1]?.left === true, 'Nikos gone, a bot for him');
    t.clock.advance(BOT_DELAY); // the bot draws for him: his turn is under way when he comes back
    await maria.until(() => maria.views().some((v) => v.moves.some((m) => m.seat === 1)), 'the bot’s draw');

    const back = await Player.rejoin(t.sdk(), nikos);
    expect(back.seat).toBe(1);
    await maria.until(() => maria.state.seats[1]?.left === false, 'Nikos back in his seat');
    expect(maria.state.seats[1]).toMatchObject({ name: 'Nikos', connected: true, standIn: true });
    expect(await back.move({ type: 'discard', card: back.view?.hand[0]?.id ?? 0 })).toMatchObject({
      accepted: false,
      code: 'stand-in',
    });
    await playOnUntil(maria, () => back.state.seats[1]?.standIn === false, 'the seat handed back');
    await playOnUntil(maria, () => back.myTurnNow(), 'Nikos’s own turn');
    await back.playTurn();
  });

  it('comes back through the SDK’s reconnection within the grace period: no bot ever played for them', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('start');
    await maria.myTurn();
    await maria.room.leave(false);
    t.clock.advance(GRACE / 2);
    const back = await Player.reconnect(t.sdk(), maria);
    const whole = await back.next('view');
    expect(whole).toMatchObject({ from: 0, played: 0 });
    t.clock.advance(GRACE);
    await back.roundTrip();
    expect(graceOver(maria.code, 0)).toBe(false);
    expect(await back.move({ type: 'draw' })).toMatchObject({ accepted: true });
  });

  it('in the lobby frees the seat once the grace period is over', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
    await nikos.room.leave(false);
    t.clock.advance(GRACE);
    await maria.until(() => maria.state.seats[1]?.occupant === 'empty', 'the seat freed');
  });
});

describe('a seat’s token', () => {
  it('takes the seat from an older connection, which is closed as replaced', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const closed = new Promise<number>((resolve) => maria.room.onLeave((code) => resolve(code)));
    const again = await Player.rejoin(t.sdk(), maria);
    expect(again.seat).toBe(0);
    expect(await closed).toBe(CLOSE_CODES.replaced);
    expect(again.state.seats[0]).toMatchObject({ connected: true, name: 'Maria' });
  });
});
