// Away and back: two turns in a row out of time make a person away (a bot plays their turns, every screen is told how
// many turns ran out), and one "I'm back" gives the seat back at the turn's boundary. A person on another device asks
// for their offline seat as a visitor; the host (or, the host offline, anyone at the table) lets them in on a token of
// their own (seat-proof.test.ts: the seat's own token beats it). Nobody takes a seat without its token or a yes. A
// person taps Away themselves: the bot takes over at once, even in the middle of their turn, and the room keeps it
// through a restart.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Player } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

const GRACE = 60_000;
let t: TestServer;
beforeAll(async () => {
  t = await testServer({ graceMs: GRACE });
});
afterAll(async () => {
  await t.close();
  // The server restarted on the first one's folder, which is then the test's to remove.
  rmSync(t.dataDir, { recursive: true, force: true });
});

/** The notes of seat `seat`'s moves Maria was told of. */
const notesOf = (p: Player, seat: number): (string | undefined)[] =>
  p
    .views()
    .flatMap((v) => v.moves)
    .filter((m) => m.seat === seat)
    .map((m) => m.note);

describe('away after two turns out of time', () => {
  it('makes the smallest turn twice, then a bot plays her turns until she is back', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('settings', { moveTimer: 30, botLevel: 'easy', rules: { matchTarget: null } });
    await maria.until(() => maria.state.moveTimer === 30, 'the settings');
    maria.send('start');
    const first = (await maria.myTurn()).turnNumber;
    t.clock.advance(30_000);
    await maria.until(() => maria.state.seats[0]?.timeouts === 1, 'one turn out of time, told to everyone');
    expect(maria.state.seats[0]?.away).toBe(false);
    // The bots play at once: by now her next turn may have come already. Any view of it will do.
    await maria.until(
      () => maria.views().some((v) => v.view.turn === 0 && v.view.phase === 'draw' && v.view.turnNumber > first),
      'her next turn',
    );
    t.clock.advance(30_000);
    await maria.until(() => maria.state.seats[0]?.away === true, 'away after the second');
    expect(maria.state.seats[0]).toMatchObject({ timeouts: 2, standIn: true, level: 'easy' });
    // Her second turn is the smallest one all the same; from her third a bot plays it whole, without a timer.
    await maria.until(() => notesOf(maria, 0).includes('stand-in'), 'a bot playing her turn');
    expect(notesOf(maria, 0).slice(0, 4)).toEqual(['timeout', 'timeout', 'timeout', 'timeout']);
    expect(maria.state.deadline).toBe(0);

    // One tap: she is back at the next turn's boundary, and her turn is hers, with its time.
    maria.send('away', { away: false });
    await maria.until(() => maria.state.seats[0]?.away === false, 'back');
    expect(maria.state.seats[0]?.timeouts).toBe(0);
    const view = await maria.myTurn();
    await maria.until(() => maria.state.deadline > 0 && maria.state.turn === 0, 'her own timed turn');
    expect(await maria.move({ type: 'draw' })).toMatchObject({ accepted: true });
    expect(view.turn).toBe(0);
  });

  it('is said by the person too, and refused outside a match', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const since = maria.received.length;
    maria.send('away', { away: true });
    expect(await maria.next('error', () => true, since)).toMatchObject({ code: 'wrong-stage', type: 'away' });
    maria.send('settings', { botLevel: 'easy' });
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the match');
    maria.send('away', { away: true });
    await maria.until(() => maria.state.seats[0]?.away === true, 'away');
    await maria.until(() => notesOf(maria, 0).includes('stand-in'), 'a bot playing her turn');
  });
});

describe('away by the person’s own tap', () => {
  it('hands the rest of a turn begun to the bot at once, and every screen shows it', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 1 });
    maria.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
    maria.send('start');
    await maria.myTurn();
    expect(await maria.move({ type: 'draw' })).toMatchObject({ accepted: true });
    maria.send('away', { away: true });
    await nikos.until(() => nikos.state.seats[0]?.away === true, 'Maria away on Nikos’s screen');
    expect(nikos.state.seats[0]).toMatchObject({ standIn: true, level: 'easy' });
    // Her turn's discard is the bot's, told to Nikos as a stand-in's move.
    await nikos.until(() => notesOf(nikos, 0).includes('stand-in'), 'the bot finishing her turn');
    expect(notesOf(nikos, 0)[0]).toBeUndefined();
  });

  it('is kept through a restart of the server, and I’m back after it', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the match');
    maria.send('away', { away: true });
    await maria.until(() => maria.state.seats[0]?.away === true, 'away');
    const port = t.server.port;
    const dataDir = t.dataDir;
    await t.server.close();
    t = await testServer({ graceMs: GRACE, dataDir, port });
    const back = await Player.rejoin(t.sdk(), maria);
    expect(back.state.seats[0]).toMatchObject({ away: true, standIn: true });
    await back.until(() => notesOf(back, 0).includes('stand-in'), 'a bot playing her turn after the restart');
    back.send('away', { away: false });
    await back.until(() => back.state.seats[0]?.away === false, 'back');
    await back.myTurn();
    await back.until(() => back.state.turn === 0 && !back.state.seats[0]?.standIn, 'her own turn');
    expect(await back.move({ type: 'draw' })).toMatchObject({ accepted: true });
  });
});

describe('a seat asked for from another device', () => {
  /** Maria hosts, Nikos plays at seat 1 and closes his tab; his grace runs out; he opens the link on his phone. */
  async function nikosOffline(): Promise<[Player, Player]> {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 1 });
    maria.send('settings', { botLevel: 'easy', rules: { matchTarget: null } });
    await maria.until(() => maria.state.botLevel === 'easy', 'the settings');
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the match');
    await nikos.room.leave(false);
    await maria.until(() => maria.state.seats[1]?.connected === false, 'Nikos offline');
    expect(maria.state.seats[1]?.graceEnds).toBe(t.clock.now() + GRACE);
    t.clock.advance(GRACE);
    await maria.until(() => maria.state.seats[1]?.standIn === true, 'a bot plays for Nikos');
    expect(maria.state.seats[1]?.graceEnds).toBe(0);
    return [maria, nikos];
  }

  it('is lent by the host’s yes: the visitor plays the seat on a token of their own', async () => {
    const [maria, nikos] = await nikosOffline();
    // Without a token, a join is refused as before — unless it comes to ask.
    await expect(t.sdk().joinById(maria.code, { name: 'Nikos' })).rejects.toMatchObject({ code: 4503 });
    // His phone is on another network than the table's people (seat-proof.test.ts: one of theirs is not let in).
    const phone = await Player.visit(t.sdk(), maria.code, 'Nikos', '127.0.0.2');
    expect(phone.state.stage).toBe('playing');
    // A visitor may say nothing but which seat it asks for; a connected seat is not one.
    let since = phone.received.length;
    phone.send('start');
    expect(await phone.next('error', () => true, since)).toMatchObject({ code: 'wrong-stage' });
    phone.send('ask-seat', { seat: 0 });
    expect(await phone.next('error', () => true, since + 1)).toMatchObject({ code: 'not-asked' });
    phone.send('ask-seat', { seat: 1 });
    await maria.until(() => maria.state.seats[1]?.askedBy === 'Nikos', 'the ask, told to the table');
    // Only the host answers while the host is here.
    since = maria.received.length;
    maria.send('let-in', { seat: 2 });
    expect(await maria.next('error', () => true, since)).toMatchObject({ code: 'not-asked' });
    maria.send('let-in', { seat: 1 });
    const welcome = await phone.next('welcome');
    expect(welcome.seat).toBe(1);
    expect(welcome.token).not.toBe(nikos.token);
    await maria.until(() => maria.state.seats[1]?.connected === true, 'Nikos at his seat');
    expect(maria.state.seats[1]?.askedBy).toBe('');
    await phone.until(() => phone.view !== null, 'his view');
    // The phone's token is its own, and takes the seat after a reload of the phone; the seat's own token still takes
    // it back (seat-proof.test.ts).
    await phone.room.leave(false);
    const reloaded = await Player.join(t.sdk(), maria.code, { name: 'Nikos', token: welcome.token });
    expect(reloaded.seat).toBe(1);
    expect(nikos.token).not.toBe(welcome.token);
  });

  it('is refused by a no: the visitor is told, and may ask again', async () => {
    const [maria] = await nikosOffline();
    const stranger = await Player.visit(t.sdk(), maria.code, 'Someone', '127.0.0.3');
    stranger.send('ask-seat', { seat: 1 });
    await maria.until(() => maria.state.seats[1]?.askedBy === 'Someone', 'the ask');
    maria.send('let-in', { seat: 1, allow: false });
    expect(await stranger.next('error', (e) => e.code === 'not-let-in')).toMatchObject({ type: 'ask-seat' });
    await maria.until(() => maria.state.seats[1]?.askedBy === '', 'the ask gone');
    expect(maria.state.seats[1]?.standIn).toBe(true);
    await stranger.room.leave(true);
  });

  it('is answered by a player at the table when the host is offline', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 1 });
    const eleni = await Player.join(t.sdk(), maria.code, { name: 'Eleni', seat: 2 });
    maria.send('settings', { botLevel: 'easy' });
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the match');
    await maria.room.leave(false);
    await nikos.room.leave(false);
    await eleni.until(() => eleni.state.seats[0]?.connected === false && !eleni.state.seats[1]?.connected, 'offline');
    // The host's own seat is hers alone to give (seat-proof.test.ts); Nikos's is the table's.
    const phone = await Player.visit(t.sdk(), maria.code, 'Nikos', '127.0.0.4');
    phone.send('ask-seat', { seat: 1 });
    await eleni.until(() => eleni.state.seats[1]?.askedBy === 'Nikos', 'the ask');
    eleni.send('let-in', { seat: 1 });
    expect((await phone.next('welcome')).seat).toBe(1);
    await eleni.until(() => eleni.state.seats[1]?.connected === true, 'Nikos back');
  });

  it('cannot be asked for while everyone is at the table', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the match');
    await expect(t.sdk().joinById(maria.code, { name: 'X', ask: true })).rejects.toMatchObject({ code: 4503 });
  });
});
