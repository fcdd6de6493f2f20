// Rooms for two and for six (three partnerships) as well as four: the host sets the form in the lobby like any rule,
// the seats follow it (people at seats a smaller table drops move to seats it keeps), bots take the empty ones, and
// a whole deal is played with each seat told only what it may see; the end names every team.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerView } from '@birimba/engine';
import { parseRoomRules } from '@birimba/protocol';
import { Player, playDeal } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

const players = (p: Player): number => parseRoomRules(p.state.rules).players;

/** Every card id a seat's views ever showed it in its hand. */
const handIds = (p: Player): Set<number> =>
  new Set(p.received.flatMap((m) => (m.type === 'view' ? m.payload.view.hand.map((c) => c.id) : [])));

describe('a room of six players', () => {
  it('seats six, fills four with bots and plays a whole deal scored for three teams', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    // Seat 5 may start the deal at a table of six.
    maria.send('settings', { rules: { players: 6, matchTarget: null, firstSeat: 5 } });
    await maria.until(() => maria.state.seats.length === 6 && players(maria) === 6, 'six seats');
    expect(parseRoomRules(maria.state.rules).firstSeat).toBe(5);
    expect(maria.state.totals).toEqual([0, 0, 0]);
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 5 });
    expect(nikos.seat).toBe(5);
    maria.send('start');
    await maria.until(() => maria.state.stage === 'playing', 'the start');
    expect(maria.state.seats.map((s) => s.occupant)).toEqual(['human', 'bot', 'bot', 'bot', 'bot', 'human']);
    // Maria's state and Nikos's first view come on two connections: his view is awaited, not assumed.
    const firstView = (): PlayerView | undefined => nikos.received.find((m) => m.type === 'view')?.payload.view;
    await nikos.until(() => firstView() !== undefined, 'his first view');
    const first = firstView() as PlayerView;
    expect([first.turn, first.phase, first.turnNumber]).toEqual([5, 'draw', 1]);
    await playDeal([maria, nikos], 1);
    const over = maria.dealOver(1);
    expect(over?.scores.teams.length).toBe(3);
    expect(over?.totals.length).toBe(3);
    expect(over?.hands.length).toBe(6);
    await maria.until(() => maria.state.totals.length === 3 && maria.state.stage === 'match-over', 'the end');
    // Each person's views held the third deck's cards at times, and never the other's hand.
    const mine = handIds(maria);
    const his = handIds(nikos);
    expect([...mine].some((id) => id >= 108) || [...his].some((id) => id >= 108)).toBe(true);
    const nikosDealt = new Set(
      (nikos.received.find((m) => m.type === 'view')?.payload.view as PlayerView).hand.map((c) => c.id),
    );
    const mariaFirst = (maria.received.find((m) => m.type === 'view')?.payload.view as PlayerView).hand;
    expect(mariaFirst.some((c) => nikosDealt.has(c.id))).toBe(false);
  });
});

describe('a room of two players', () => {
  it('seats two, head to head: a third person finds it full; a whole deal is played', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('settings', { rules: { players: 2, matchTarget: null } });
    await maria.until(() => maria.state.seats.length === 2, 'two seats');
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
    expect(nikos.seat).toBe(1);
    await expect(t.sdk().joinById(maria.code, { name: 'Eleni' })).rejects.toMatchObject({ code: 4502 });
    maria.send('start');
    await playDeal([maria, nikos], 1);
    expect(maria.dealOver(1)?.totals.length).toBe(2);
  });
});

describe('changing the form in the lobby', () => {
  it('moves people from the seats a smaller table drops, and refuses a table too small for them', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 3 });
    const eleni = await Player.join(t.sdk(), maria.code, { name: 'Eleni', seat: 2 });
    let since = maria.received.length;
    maria.send('settings', { rules: { players: 2 } });
    const error = await maria.next('error', () => true, since);
    // The reason is who sits here, not a seat somebody took.
    expect(error).toMatchObject({ code: 'too-many-people', type: 'settings' });
    expect(error.message).toBe('3 people sit at this table: for 2 players 1 must leave first');
    expect(players(maria)).toBe(4);
    await eleni.room.leave();
    await maria.until(() => maria.state.seats[2]?.occupant === 'empty', 'Eleni gone');
    since = nikos.received.length;
    maria.send('settings', { rules: { players: 2 } });
    await nikos.next('welcome', (w) => w.seat === 1, since);
    expect(nikos.seat).toBe(1);
    await maria.until(
      () => maria.state.seats.length === 2 && maria.state.seats[1]?.name === 'Nikos',
      'Nikos moved to seat 1',
    );
    // And back to six: the seats are added empty, the people stay where they are.
    maria.send('settings', { rules: { players: 6 } });
    await maria.until(() => maria.state.seats.length === 6, 'six seats');
    expect(maria.state.seats.map((s) => s.occupant)).toEqual(['human', 'human', 'empty', 'empty', 'empty', 'empty']);
    // A seat the table has not is refused by name; one it has is taken.
    maria.send('settings', { rules: { players: 4 } });
    await maria.until(() => maria.state.seats.length === 4, 'four seats');
    since = nikos.received.length;
    nikos.send('choose-seat', { seat: 5 });
    expect(await nikos.next('error', () => true, since)).toMatchObject({
      code: 'bad-message',
      message: 'seat: a room of 4 players has seats 0 to 3, not 5',
    });
  });

  it('is refused with the rule set it would make, before anyone moves (a first seat the smaller table has not)', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 3 });
    maria.send('settings', { rules: { firstSeat: 3 } });
    await maria.until(() => parseRoomRules(maria.state.rules).firstSeat === 3, 'first seat 3');
    const since = maria.received.length;
    maria.send('settings', { rules: { players: 2 } });
    const error = await maria.next('error', () => true, since);
    expect(error).toMatchObject({ code: 'bad-message', type: 'settings' });
    expect(error.message).toMatch(/^rules: .*firstSeat/);
    // A later change is seen after anything the refused one could have done.
    maria.send('settings', { botLevel: 'hard' });
    await maria.until(() => maria.state.botLevel === 'hard', 'the next change');
    expect([players(maria), nikos.seat, maria.state.seats[3]?.name]).toEqual([4, 3, 'Nikos']);
  });

  it('is refused once a match has been played (its seats stay), and a form the rules do not know always', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    maria.send('settings', { rules: { matchTarget: null } });
    maria.send('start');
    await playDeal([maria], 1);
    await maria.until(() => maria.state.stage === 'match-over', 'the end');
    let since = maria.received.length;
    maria.send('settings', { rules: { players: 6 } });
    expect(await maria.next('error', () => true, since)).toMatchObject({
      code: 'wrong-stage',
      message: 'the number of players changes only in the lobby, before a match',
    });
    for (const bad of [3, 5, 8, 'four']) {
      since = maria.received.length;
      maria.send('settings', { rules: { players: bad } });
      const refused = await maria.next('error', () => true, since);
      expect(refused.code).toBe('bad-message');
      expect(refused.message).toMatch(/players/);
    }
    expect(maria.state.seats.length).toBe(4);
  });
});
