// Seats and the host's rights: free seats chosen and changed in the lobby, a full room and a started game refuse
// strangers, only the host sets the room up and starts, every rule of RULE_INFO can be set, and the host's rights
// pass on when the host leaves. "Play now" finds a public room that is still gathering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_INFO } from '@birimba/engine';
import { JOIN_ERRORS, MATCHMAKE_ERRORS, MOVE_TIMER_RANGE, PUBLIC_MOVE_TIMER, parseRoomRules } from '@birimba/protocol';
import { Player, refusedJoin } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

describe('seats', () => {
  it('are taken as wished when free, changed in the lobby, and a taken one is refused', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria', seat: 3 });
    expect(maria.seat).toBe(3);
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 3 });
    expect(nikos.seat).toBe(0);
    const since = nikos.received.length;
    nikos.send('choose-seat', { seat: 3 });
    expect(await nikos.next('error', () => true, since)).toMatchObject({ code: 'seat-taken', type: 'choose-seat' });
    nikos.send('choose-seat', { seat: 1 });
    await nikos.next('welcome', (w) => w.seat === 1, since);
    expect(nikos.token).not.toBe('');
    await maria.until(
      () => maria.state.seats[1]?.name === 'Nikos' && maria.state.seats[0]?.occupant === 'empty',
      'the change',
    );
  });

  it('are all taken in a full room, and a started game takes no stranger', async () => {
    const players = [await Player.create(t.sdk(), { name: 'A' })];
    for (const name of ['B', 'C', 'D']) players.push(await Player.join(t.sdk(), players[0]!.code, { name }));
    expect(await refusedJoin(t.sdk().joinById(players[0]!.code, { name: 'E' }))).toBe(JOIN_ERRORS['room-full']);
    const small = await Player.create(t.sdk(), { name: 'F' });
    small.send('start');
    await small.until(() => small.state.stage === 'playing', 'the start');
    expect(await refusedJoin(t.sdk().joinById(small.code, { name: 'G' }))).toBe(JOIN_ERRORS['game-started']);
    expect(await refusedJoin(t.sdk().joinById(small.code, { name: 'G', token: 'x'.repeat(43) }))).toBe(
      JOIN_ERRORS['bad-token'],
    );
    expect(await refusedJoin(t.sdk().joinById(small.code, { name: ' G' }))).toBe(MATCHMAKE_ERRORS['bad-options']);
  });
});

describe('the host', () => {
  it('alone sets the room up and starts it; others are refused and nothing changes', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
    const since = nikos.received.length;
    nikos.send('settings', { botLevel: 'expert' });
    expect(await nikos.next('error', () => true, since)).toMatchObject({ code: 'not-host', type: 'settings' });
    nikos.send('start');
    expect(await nikos.next('error', (e) => e.type === 'start', since)).toMatchObject({ code: 'not-host' });
    expect(maria.state).toMatchObject({ stage: 'lobby', botLevel: 'normal' });
  });

  it('may set every rule of RULE_INFO (two, six and four players too), the bots’ level, the timer and the listing', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    for (const info of RULE_INFO) {
      const values =
        info.field === 'players'
          ? [2, 6, 4]
          : info.kind === 'boolean'
            ? [true, false]
            : info.kind === 'choice'
              ? info.choices
              : [1500, null];
      for (const value of values) {
        maria.send('settings', { rules: { [info.field]: value } });
        await maria.until(
          () => (parseRoomRules(maria.state.rules) as unknown as Record<string, unknown>)[info.field] === value,
          `${info.field} = ${String(value)}`,
        );
      }
    }
    maria.send('settings', { botLevel: 'hard', moveTimer: MOVE_TIMER_RANGE.min, public: true });
    await maria.until(
      () => maria.state.botLevel === 'hard' && maria.state.moveTimer === MOVE_TIMER_RANGE.min,
      'the rest',
    );
    expect(maria.state.public).toBe(true);
    await maria.room.leave(); // a public room still gathering: "play now" below must not find it
  });

  it('passes on to the next player when the host leaves, in the lobby and in a match', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos' });
    const eleni = await Player.join(t.sdk(), maria.code, { name: 'Eleni' });
    await maria.room.leave();
    await nikos.until(() => nikos.state.host === 1 && nikos.state.seats[0]?.occupant === 'empty', 'Nikos host');
    nikos.send('start');
    await nikos.until(() => nikos.state.stage === 'playing', 'the start');
    await nikos.room.leave();
    await eleni.until(() => eleni.state.host === 2, 'Eleni host');
    expect(eleni.state.seats[1]).toMatchObject({ occupant: 'human', name: 'Nikos', left: true, standIn: true });
  });
});

describe('play now', () => {
  it('joins a public room still gathering, else opens one; a private or started room is never joined so', async () => {
    const privateRoom = await Player.create(t.sdk(), { name: 'P' });
    const first = await Player.playNow(t.sdk(), { name: 'A' });
    expect(first.code).not.toBe(privateRoom.code);
    expect(first.state).toMatchObject({ public: true, moveTimer: PUBLIC_MOVE_TIMER });
    const second = await Player.playNow(t.sdk(), { name: 'B' });
    expect(second.code).toBe(first.code);
    first.send('start');
    await first.until(() => first.state.stage === 'playing', 'the start');
    const third = await Player.playNow(t.sdk(), { name: 'C' });
    expect(third.code).not.toBe(first.code);
  });

  it('never offers a public lobby whose seats are all taken: the next person gets a new room', async () => {
    // One after another, nine people ask to play now (other tests' lobbies may still be gathering): none is turned
    // away with room-full, and no lobby seats more than four.
    const people: Player[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'])
      people.push(await Player.playNow(t.sdk(), { name }));
    const counts = new Map<string, number>();
    for (const p of people) counts.set(p.code, (counts.get(p.code) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(4);
    expect([...counts.values()]).toContain(4);
    const full = people.find((p) => counts.get(p.code) === 4) as Player;
    await full.until(() => full.state.seats.every((s) => s.occupant === 'human'), 'a full lobby');
    // A seat freed in a full lobby offers it again: the next person may sit there.
    const leaving = people.filter((p) => p.code === full.code).at(-1) as Player;
    await leaving.room.leave();
    await full.until(() => full.state.seats.some((s) => s.occupant === 'empty'), 'a free seat');
    expect(await Player.playNow(t.sdk(), { name: 'J' })).toBeDefined();
  });
});
