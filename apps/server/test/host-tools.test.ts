// The host's tools beyond the pause (issue 35 §5): the host's rights passed to another person at the table, an
// offline player's seat given to a bot for the rest of the match (every screen told; its person's token takes it
// back), a person moved to an empty seat and asked to leave the lobby (their token barred for ten minutes unless the
// host lets them back; never their address). Each accepted, refused (malformed, wrong stage,
// not the host, its own reasons), and kept through a restart of the server.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, JOIN_ERRORS, KICK_BAR_MS } from '@birimba/protocol';
import { Player, playDeal, refusedJoin } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
  rmSync(t.dataDir, { recursive: true, force: true });
});

/** The error `p` is told after sending `type` with `payload`. */
async function refusal(p: Player, type: string, payload: unknown): Promise<unknown> {
  const since = p.received.length;
  p.send(type, payload);
  return p.next('error', () => true, since);
}

/** Maria hosts, Nikos sits at seat 1. */
async function twoInLobby(): Promise<[Player, Player]> {
  const maria = await Player.create(t.sdk(), { name: 'Maria' });
  const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 1 });
  // Maria's screen shows him at his seat before she does anything to it.
  await maria.until(() => maria.state.seats[1]?.connected === true, 'Nikos at seat 1');
  return [maria, nikos];
}

/** The two in a match of one deal with easy bots; Nikos closed his tab (offline, his seat held). */
async function nikosOfflineInMatch(): Promise<[Player, Player]> {
  const [maria, nikos] = await twoInLobby();
  maria.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
  await maria.until(() => maria.state.botLevel === 'easy', 'the settings');
  maria.send('start');
  await maria.until(() => maria.state.stage === 'playing', 'the match');
  await nikos.room.leave(false);
  await maria.until(() => maria.state.seats[1]?.connected === false, 'Nikos offline');
  return [maria, nikos];
}

/** Resolves with the close code `p`'s connection ends with. */
function closed(p: Player): Promise<number> {
  return new Promise((resolve) => p.room.onLeave((code: number) => resolve(code)));
}

describe('pass-host', () => {
  it('gives the host’s rights to another person at the table; the old host is a player', async () => {
    const [maria, nikos] = await twoInLobby();
    maria.send('pass-host', { seat: 1 });
    await maria.until(() => maria.state.host === 1, 'Nikos host');
    expect(await refusal(maria, 'start', undefined)).toMatchObject({ code: 'not-host' });
    nikos.send('settings', { botLevel: 'hard' });
    await maria.until(() => maria.state.botLevel === 'hard', 'the new host’s settings');
  });

  it('is refused malformed, from anyone but the host, and to a seat nobody is at, connected', async () => {
    const [maria, nikos] = await twoInLobby();
    expect(await refusal(maria, 'pass-host', { seat: 'Nikos' })).toMatchObject({ code: 'bad-message' });
    expect(await refusal(nikos, 'pass-host', { seat: 1 })).toMatchObject({ code: 'not-host', type: 'pass-host' });
    expect(await refusal(maria, 'pass-host', { seat: 2 })).toMatchObject({ code: 'not-here' });
    await nikos.room.leave(false);
    await maria.until(() => maria.state.seats[1]?.connected === false, 'Nikos offline');
    expect(await refusal(maria, 'pass-host', { seat: 1 })).toMatchObject({ code: 'not-here' });
    expect(maria.state.host).toBe(0);
  });
});

describe('give-to-bot', () => {
  it('gives an offline player’s seat to a bot: every screen is told the host gave it, nobody may ask for it', async () => {
    const [maria] = await nikosOfflineInMatch();
    const eleni = await Player.watchRoom(t.sdk(), maria.code, 'Eleni');
    maria.send('give-to-bot', { seat: 1 });
    await maria.until(() => maria.state.seats[1]?.left === true, 'the seat given');
    expect(maria.state.seats[1]).toMatchObject({
      name: 'Nikos',
      standIn: true,
      given: true,
      level: 'easy',
      graceEnds: 0,
    });
    // The watcher's screen says it too.
    await eleni.until(() => eleni.state.seats[1]?.given === true, 'the watcher told the seat was given');
    expect(maria.state.seats[0]?.given).toBe(false);
    // Nobody may ask for it: with no other offline seat, a visitor is refused as a stranger.
    expect(await refusedJoin(t.sdk().joinById(maria.code, { name: 'Nikos', ask: true }))).toBe(
      JOIN_ERRORS['game-started'],
    );
    await maria.playTurn();
    await maria.until(
      () => maria.views().some((v) => v.moves.some((m) => m.seat === 1 && m.note === 'stand-in')),
      'the bot playing his seat',
    );
  });

  it('is taken back by its person coming back with the seat’s token, at the turn’s boundary', async () => {
    const [maria, nikos] = await nikosOfflineInMatch();
    maria.send('give-to-bot', { seat: 1 });
    await maria.until(() => maria.state.seats[1]?.given === true, 'the seat given');
    const back = await Player.rejoin(t.sdk(), nikos);
    expect(back.seat).toBe(1);
    await maria.until(
      () => maria.state.seats[1]?.connected === true && maria.state.seats[1].standIn === false,
      'Nikos playing his seat again',
    );
    expect(maria.state.seats[1]).toMatchObject({ name: 'Nikos', left: false, given: false });
    // His own turns are his again: the deal goes on with him playing them.
    await playDeal([maria, back], 1);
    await maria.until(() => maria.state.stage === 'match-over', 'the match over');
    // The seat is his after the match, as any player’s is.
    maria.send('rematch');
    await maria.until(() => maria.state.stage === 'lobby', 'the lobby');
    expect(maria.state.seats[1]).toMatchObject({ occupant: 'human', name: 'Nikos' });
  });

  it('frees the seat after the match: the rematch’s lobby offers it to anyone', async () => {
    const [maria] = await nikosOfflineInMatch();
    maria.send('give-to-bot', { seat: 1 });
    await maria.until(() => maria.state.seats[1]?.left === true, 'the seat given');
    await playDeal([maria], 1);
    await maria.until(() => maria.state.stage === 'match-over', 'the match over');
    maria.send('rematch');
    await maria.until(() => maria.state.stage === 'lobby', 'the lobby');
    expect(maria.state.seats[1]).toMatchObject({ occupant: 'empty', name: '', left: false });
    expect((await Player.join(t.sdk(), maria.code, { name: 'Eleni', seat: 1 })).seat).toBe(1);
  });

  it('is refused malformed, outside a match, from anyone but the host, and for a player at the table', async () => {
    const [maria, nikos] = await twoInLobby();
    expect(await refusal(maria, 'give-to-bot', {})).toMatchObject({ code: 'bad-message' });
    expect(await refusal(maria, 'give-to-bot', { seat: 1 })).toMatchObject({ code: 'wrong-stage' });
    maria.send('start');
    await nikos.until(() => nikos.state.stage === 'playing', 'the match');
    expect(await refusal(nikos, 'give-to-bot', { seat: 0 })).toMatchObject({ code: 'not-host' });
    expect(await refusal(maria, 'give-to-bot', { seat: 1 })).toMatchObject({ code: 'not-offline' });
    expect(await refusal(maria, 'give-to-bot', { seat: 2 })).toMatchObject({ code: 'not-offline' });
    expect(maria.state.seats[1]?.left).toBe(false);
  });
});

describe('host-move', () => {
  it('moves a person to an empty seat, their token with them; the host may move themselves', async () => {
    const [maria, nikos] = await twoInLobby();
    const since = nikos.received.length;
    maria.send('host-move', { from: 1, to: 2 });
    expect((await nikos.next('welcome', () => true, since)).seat).toBe(2);
    await maria.until(() => maria.state.seats[2]?.name === 'Nikos', 'Nikos at seat 2');
    expect(maria.state.seats[1]?.occupant).toBe('empty');
    maria.send('host-move', { from: 0, to: 3 });
    await maria.until(() => maria.state.host === 3 && maria.seat === 3, 'Maria at seat 3, still host');
    // Nikos's token takes his new seat back.
    await nikos.room.leave(false);
    expect((await Player.rejoin(t.sdk(), nikos)).seat).toBe(2);
  });

  it('is refused malformed, to a taken seat or one the form has not, from nobody, outside the lobby, by a guest', async () => {
    const [maria, nikos] = await twoInLobby();
    expect(await refusal(maria, 'host-move', { from: 1 })).toMatchObject({ code: 'bad-message' });
    expect(await refusal(maria, 'host-move', { from: 1, to: 0 })).toMatchObject({ code: 'seat-taken' });
    expect(await refusal(maria, 'host-move', { from: 1, to: 5 })).toMatchObject({ code: 'bad-message' });
    expect(await refusal(maria, 'host-move', { from: 3, to: 2 })).toMatchObject({ code: 'bad-message' });
    expect(await refusal(nikos, 'host-move', { from: 1, to: 2 })).toMatchObject({ code: 'not-host' });
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the match');
    expect(await refusal(maria, 'host-move', { from: 1, to: 2 })).toMatchObject({ code: 'wrong-stage' });
  });
});

describe('kick', () => {
  it('asks a person to leave: their token barred from coming back until the host lets them, or ten minutes pass', async () => {
    const [maria, nikos] = await twoInLobby();
    const gone = closed(nikos);
    maria.send('kick', { seat: 1 });
    expect(await gone).toBe(CLOSE_CODES.kicked);
    await maria.until(() => maria.state.seats[1]?.occupant === 'empty', 'his seat free');
    expect(maria.state.barred).toEqual(['Nikos']);
    expect(await refusedJoin(Player.rejoin(t.sdk(), nikos))).toBe(JOIN_ERRORS.barred);
    maria.send('let-back', { name: 'Nikos' });
    await maria.until(() => maria.state.barred.length === 0, 'the bar lifted');
    // Let back, his old token is no bar: it takes no seat any more (his seat was freed), so he comes in anew.
    expect(await refusedJoin(Player.rejoin(t.sdk(), nikos))).toBe(JOIN_ERRORS['bad-token']);
    const again = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
    // Asked to leave once more: after ten minutes he may come back without a yes.
    maria.send('kick', { seat: again.seat });
    await maria.until(() => maria.state.barred.length === 1, 'barred again');
    expect(await refusedJoin(Player.rejoin(t.sdk(), again))).toBe(JOIN_ERRORS.barred);
    t.clock.advance(KICK_BAR_MS);
    await maria.until(() => maria.state.barred.length === 0, 'the bar over');
    expect(await refusedJoin(Player.rejoin(t.sdk(), again))).toBe(JOIN_ERRORS['bad-token']);
  });

  it('bars the person, not the address: a new browser from Nikos’s address joins, his own token is refused', async () => {
    const [maria, nikos] = await twoInLobby();
    maria.send('kick', { seat: 1 });
    await maria.until(() => maria.state.barred.length === 1, 'Nikos barred');
    // Every test client comes from 127.0.0.1, as Nikos did: a household on one Wi-Fi.
    const eleni = await Player.join(t.sdk(), maria.code, { name: 'Eleni' });
    expect(eleni.state.seats[eleni.seat]).toMatchObject({ occupant: 'human', name: 'Eleni' });
    expect(await refusedJoin(Player.rejoin(t.sdk(), nikos))).toBe(JOIN_ERRORS.barred);
    // A new browser of his own is a stranger to the room, and comes in as one: the bar has only his token to go by.
    expect((await Player.join(t.sdk(), maria.code, { name: 'Nikos' })).state.barred).toEqual(['Nikos']);
  });

  it('is refused malformed, for the host or an empty seat, outside the lobby, by a guest; let-back for nobody', async () => {
    const [maria, nikos] = await twoInLobby();
    expect(await refusal(maria, 'kick', { seat: 1, bar: 0 })).toMatchObject({ code: 'bad-message' });
    expect(await refusal(maria, 'kick', { seat: 0 })).toMatchObject({ code: 'bad-message' });
    expect(await refusal(maria, 'kick', { seat: 2 })).toMatchObject({ code: 'bad-message' });
    expect(await refusal(nikos, 'kick', { seat: 0 })).toMatchObject({ code: 'not-host' });
    expect(await refusal(maria, 'let-back', { name: 'Eleni' })).toMatchObject({ code: 'not-asked' });
    expect(await refusal(nikos, 'let-back', { name: 'Eleni' })).toMatchObject({ code: 'not-host' });
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the match');
    expect(await refusal(maria, 'kick', { seat: 1 })).toMatchObject({ code: 'wrong-stage' });
  });
});

describe('the host’s tools through a restart', () => {
  it('keep the host passed, the seat given to a bot, the seat moved and the bar', async () => {
    const [passing, taking] = await twoInLobby();
    passing.send('pass-host', { seat: 1 });
    await passing.until(() => passing.state.host === 1, 'the host passed');
    const [giving] = await nikosOfflineInMatch();
    giving.send('give-to-bot', { seat: 1 });
    await giving.until(() => giving.state.seats[1]?.left === true, 'the seat given');
    const [moving, moved] = await twoInLobby();
    moving.send('host-move', { from: 1, to: 3 });
    await moved.until(() => moved.seat === 3, 'moved');
    const [kicking, kicked] = await twoInLobby();
    kicking.send('kick', { seat: 1 });
    await kicking.until(() => kicking.state.barred.length === 1, 'barred');

    const port = t.server.port;
    const dataDir = t.dataDir;
    await t.server.close();
    t = await testServer({ dataDir, port });
    expect((await Player.rejoin(t.sdk(), taking)).state.host).toBe(1);
    const back = await Player.rejoin(t.sdk(), giving);
    expect(back.state.seats[1]).toMatchObject({ left: true, standIn: true, given: true });
    const movedBack = await Player.rejoin(t.sdk(), moved);
    expect(movedBack.seat).toBe(3);
    expect((await Player.rejoin(t.sdk(), kicking)).state.barred).toEqual(['Nikos']);
    expect(await refusedJoin(Player.rejoin(t.sdk(), kicked))).toBe(JOIN_ERRORS.barred);
  });
});
