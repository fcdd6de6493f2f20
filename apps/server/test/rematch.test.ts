// A new match with someone away: a player who dropped and whose grace period ran out is played by a bot from the new
// match's first turn — a rematch does not wait for them — and is back in their seat when they return. A player who
// drops just before the rematch is held for what is left of their grace period, as in any deal, and keeps the seat
// when that period ends in the rematch's lobby.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Player, playDeal } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

const GRACE = 60_000;
let t: TestServer;
beforeAll(async () => {
  t = await testServer({ graceMs: GRACE });
});
afterAll(async () => {
  await t.close();
});

/** Maria hosts, Nikos sits at seat 1, two easy bots; one deal is a match. */
async function table(): Promise<[Player, Player]> {
  const maria = await Player.create(t.sdk(), { name: 'Maria' });
  const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 1 });
  maria.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
  await maria.until(() => maria.state.botLevel === 'easy', 'the settings');
  return [maria, nikos];
}

/** The two play the match to its end; then Nikos's tab closes (his seat held for his grace period). */
async function nikosGoneAtTheEnd(): Promise<[Player, Player]> {
  const [maria, nikos] = await table();
  maria.send('start');
  await maria.until(() => maria.state.stage === 'playing', 'the match');
  await playDeal([maria, nikos], 1);
  await maria.until(() => maria.state.stage === 'match-over', 'the match over');
  await nikos.room.leave(false);
  await maria.until(() => maria.state.seats[1]?.connected === false, 'Nikos offline');
  return [maria, nikos];
}

/** The host's rematch: back to the lobby with the same seats, then the start. */
async function rematch(host: Player): Promise<void> {
  host.send('rematch');
  await host.until(() => host.state.stage === 'lobby', 'the lobby of the rematch');
  host.send('start');
  await host.until(() => host.state.stage === 'playing', 'the rematch');
}

describe('a rematch with a player away', () => {
  it('gives the seat of a player whose grace ran out to a bot from the first turn', async () => {
    const [maria, nikos] = await table();
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the match');
    await nikos.room.leave(false);
    await maria.until(() => maria.state.seats[1]?.connected === false, 'Nikos offline');
    t.clock.advance(GRACE);
    await maria.until(() => maria.state.seats[1]?.standIn === true, 'a bot plays for Nikos');
    await playDeal([maria], 1);
    await maria.until(() => maria.state.stage === 'match-over', 'the match over');

    const since = maria.received.length;
    await rematch(maria);
    // Nikos is still away: his seat is played at once, and the new match's deal goes on without any time passing.
    expect(maria.state.seats[1]).toMatchObject({ occupant: 'human', name: 'Nikos', connected: false, standIn: true });
    await playDeal([maria], 1);
    const played = maria.received
      .slice(since)
      .flatMap((m) => (m.type === 'view' ? m.payload.moves : []))
      .filter((m) => m.seat === 1);
    expect(played.length).toBeGreaterThan(0);
    expect(played.every((m) => m.note === 'stand-in')).toBe(true);

    // He comes back with his token: his seat, his next turn his own.
    const back = await Player.rejoin(t.sdk(), nikos);
    expect(back.seat).toBe(1);
    await maria.until(() => maria.state.seats[1]?.connected === true, 'Nikos back');
  });

  it('holds the seat of a player who dropped just before the rematch for the rest of the grace period', async () => {
    const [maria] = await nikosGoneAtTheEnd();
    t.clock.advance(GRACE / 2);
    await rematch(maria);
    expect(maria.state.seats[1]?.standIn).toBe(false);
    t.clock.advance(GRACE / 2);
    await maria.until(() => maria.state.seats[1]?.standIn === true, 'a bot plays for Nikos once his grace is over');
  });

  it('keeps the seat of a player whose tab closed just before the rematch through the lobby’s grace period', async () => {
    const [maria, nikos] = await nikosGoneAtTheEnd();
    maria.send('rematch');
    await maria.until(() => maria.state.stage === 'lobby', 'the lobby of the rematch');
    // Eleni sits down in the rematch's lobby and closes her tab too: she played no match here.
    const eleni = await Player.join(t.sdk(), maria.code, { name: 'Eleni', seat: 2 });
    await eleni.room.leave(false);
    await maria.until(() => maria.state.seats[2]?.connected === false, 'Eleni offline');

    t.clock.advance(GRACE);
    const over = (seat: number): boolean =>
      maria.state.seats[seat]?.occupant === 'empty' || maria.state.seats[seat]?.standIn === true;
    await maria.until(() => over(1) && over(2), 'both grace periods over');
    expect(maria.state.seats[2]?.occupant).toBe('empty');
    // Nikos's seat is his into the next match: a bot is to play it until he is back.
    expect(maria.state.seats[1]).toMatchObject({ occupant: 'human', name: 'Nikos', connected: false, standIn: true });
    const back = await Player.rejoin(t.sdk(), nikos);
    expect(back.seat).toBe(1);
    expect(back.state.stage).toBe('lobby');
    await maria.until(
      () => maria.state.seats[1]?.connected === true && maria.state.seats[1].standIn === false,
      'Nikos in his seat in the lobby of the next match',
    );
  });
});
