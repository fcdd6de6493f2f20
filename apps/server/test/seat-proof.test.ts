// Nobody takes a seat that is not theirs (issue 48, item 1). A seat's token is its proof: it takes the seat back at
// once from anyone, a person the table let in included (who visits again). A device without it asks; a device of the
// seat's own answers for its person, and the table's yes is for askers with no proof only — never for the host's
// seat, never for an asker at the address of someone at the table (nobody holds two seats). Asks are answered in the
// order they came, and expire; an address holds one visitor's place; a visitor learns no more than a watcher may.
// The askers come from other local addresses (127.0.0.2 …) than the players (127.0.0.1), as strangers would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, VISIT_MS } from '@birimba/protocol';
import { Player, refusedJoin } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

const GRACE = 60_000;
let t: TestServer;
beforeAll(async () => {
  t = await testServer({ graceMs: GRACE });
});
afterAll(async () => {
  await t.close();
});

/** Maria hosts at seat 0, Bill at 1 and Eleni at 2, a bot at 3, a match begun; then Bill closes his tab. */
async function billOffline(
  settings: Record<string, unknown> = {},
): Promise<{ maria: Player; bill: Player; eleni: Player }> {
  const maria = await Player.create(t.sdk(), { name: 'Maria' });
  const bill = await Player.join(t.sdk(), maria.code, { name: 'Bill', seat: 1 });
  const eleni = await Player.join(t.sdk(), maria.code, { name: 'Eleni', seat: 2 });
  maria.send('settings', { botLevel: 'easy', ...settings });
  await maria.until(() => maria.state.botLevel === 'easy', 'the settings');
  maria.send('start');
  await maria.until(() => maria.state.stage === 'playing', 'the match');
  await bill.room.leave(false);
  await maria.until(() => maria.state.seats[1]?.connected === false, 'Bill offline');
  return { maria, bill, eleni };
}

/** The error the player is sent from `since` on for a message of `type`. */
const refusal = (p: Player, type: string, since: number) => p.next('error', (e) => e.type === type, since);

describe('a seat’s own token', () => {
  it('takes the seat back at once from a stranger the host let in; the stranger visits again', async () => {
    const { maria, bill } = await billOffline();
    const stranger = await Player.visit(t.sdk(), maria.code, 'Bill', '127.0.0.2');
    stranger.send('ask-seat', { seat: 1 });
    await maria.until(() => maria.state.seats[1]?.askedBy === 'Bill', 'the ask');
    // The host is told the asker's device has no proof: the table answers.
    expect(maria.state.seats[1]?.askAnswer).toBe('table');
    maria.send('let-in', { seat: 1, asker: 'Bill' });
    const lent = await stranger.next('welcome');
    expect(lent.seat).toBe(1);
    expect(lent.token).not.toBe(bill.token);
    await stranger.until(() => stranger.view !== null, 'the stranger’s view');

    // Bill's own token: his seat and hand at once, whoever plays it.
    const back = await Player.rejoin(t.sdk(), bill);
    expect(back.seat).toBe(1);
    await back.until(() => back.view !== null, 'Bill’s view');
    expect(back.view?.hand).toEqual(stranger.view?.hand);
    const reclaimed = await stranger.next('visitor', (v) => v.reclaimed === true);
    expect(reclaimed.asked).toBe(-1);
    expect(stranger.closedWith).toBeNull();
    await maria.until(() => maria.state.seats[1]?.connected === true && maria.state.seats[1].name === 'Bill', 'Bill');
    // The stranger's token takes nothing any more.
    expect(await refusedJoin(t.sdk().joinById(maria.code, { name: 'Bill', token: lent.token }))).toBe(4504);
  });
});

describe('who may let an asker in', () => {
  it('never gives the host’s seat at another player’s yes', async () => {
    const { maria, eleni } = await billOffline();
    await maria.room.leave(false);
    await eleni.until(() => eleni.state.seats[0]?.connected === false, 'Maria offline');
    const stranger = await Player.visit(t.sdk(), maria.code, 'Maria', '127.0.0.3');
    stranger.send('ask-seat', { seat: 0 });
    await eleni.until(() => eleni.state.seats[0]?.askAnswer === 'owner', 'the ask, for Maria’s own device');
    const since = eleni.received.length;
    eleni.send('let-in', { seat: 0 });
    expect(await refusal(eleni, 'let-in', since)).toMatchObject({ code: 'owner-answers' });
    expect(eleni.state.seats[0]).toMatchObject({ connected: false, askedBy: 'Maria' });
  });

  it('never lets the host into a second seat from another connection of theirs', async () => {
    const { maria } = await billOffline();
    // Maria's second connection comes from her own address.
    const second = await Player.visit(t.sdk(), maria.code, 'Bill', '127.0.0.1');
    second.send('ask-seat', { seat: 1 });
    await maria.until(() => maria.state.seats[1]?.askAnswer === 'owner', 'the ask, for Bill’s own device');
    const since = maria.received.length;
    maria.send('let-in', { seat: 1 });
    expect(await refusal(maria, 'let-in', since)).toMatchObject({ code: 'owner-answers' });
    expect(second.received.some((m) => m.type === 'welcome')).toBe(false);
  });

  it('answers the asks in the order they came, and a yes names the asker it was given to', async () => {
    const { maria } = await billOffline();
    const bob = await Player.visit(t.sdk(), maria.code, 'Bob', '127.0.0.4');
    bob.send('ask-seat', { seat: 1 });
    await maria.until(() => maria.state.seats[1]?.askedBy === 'Bob', 'Bob’s ask');
    const beta = await Player.visit(t.sdk(), maria.code, 'Βob', '127.0.0.5');
    beta.send('ask-seat', { seat: 1 });
    await beta.next('visitor', (v) => v.asked === 1);
    // The later ask waits its turn: the table is shown the first.
    await maria.roundTrip();
    expect(maria.state.seats[1]?.askedBy).toBe('Bob');
    const since = maria.received.length;
    maria.send('let-in', { seat: 1, asker: 'Βob' });
    expect(await refusal(maria, 'let-in', since)).toMatchObject({ code: 'not-asked' });
    maria.send('let-in', { seat: 1, asker: 'Bob' });
    expect((await bob.next('welcome')).seat).toBe(1);
    expect(await beta.next('error', (e) => e.code === 'not-let-in')).toMatchObject({ type: 'ask-seat' });
  });

  it('is the seat’s own device when its person is back: it hands the seat over with its token', async () => {
    const { maria, bill } = await billOffline();
    const phone = await Player.visit(t.sdk(), maria.code, 'Bill', '127.0.0.8');
    phone.send('ask-seat', { seat: 1 });
    await maria.until(() => maria.state.seats[1]?.askAnswer === 'table', 'the ask');
    // Bill opens the game on his laptop again: the ask is his to answer now, not the host's.
    const laptop = await Player.rejoin(t.sdk(), bill);
    await maria.until(() => maria.state.seats[1]?.askAnswer === 'owner', 'the ask, for Bill’s device');
    const since = maria.received.length;
    maria.send('let-in', { seat: 1 });
    expect(await refusal(maria, 'let-in', since)).toMatchObject({ code: 'owner-answers' });
    laptop.send('let-in', { seat: 1, asker: 'Bill' });
    const welcome = await phone.next('welcome');
    expect(welcome).toMatchObject({ seat: 1, token: bill.token });
    await laptop.until(() => laptop.closedWith !== null, 'the laptop giving way');
    expect(laptop.closedWith).toBe(CLOSE_CODES.replaced);
  });
});

describe('visitors', () => {
  it('hold one place an address: a crowd from one address cannot keep the seat’s person out', async () => {
    const { maria } = await billOffline();
    const crowd: Player[] = [];
    for (let i = 0; i < 6; i++) crowd.push(await Player.visit(t.sdk(), maria.code, `Crowd ${String(i)}`, '127.0.0.6'));
    await Promise.all(crowd.slice(0, -1).map((p) => p.until(() => p.closedWith !== null, 'giving way')));
    expect(crowd.map((p) => p.closedWith)).toEqual([...Array<number>(5).fill(CLOSE_CODES['visit-over']), null]);
    const bill = await Player.visit(t.sdk(), maria.code, 'Bill', '127.0.0.7');
    bill.send('ask-seat', { seat: 1 });
    await maria.until(() => maria.state.seats[1]?.askedBy === 'Bill', 'Bill’s ask');
  });

  it('read the chat while the host allows watching, and nothing of it while not', async () => {
    const { maria, eleni } = await billOffline({ chat: true, watching: false });
    const stranger = await Player.visit(t.sdk(), maria.code, 'Someone', '127.0.0.9');
    maria.send('chat', { text: 'nobody watches' });
    await eleni.next('chat', (c) => c.lines.some((l) => l.text === 'nobody watches'));
    // The stranger's own refusal comes after anything the chat line would have brought it.
    const since = stranger.received.length;
    stranger.send('start');
    await refusal(stranger, 'start', since);
    expect(stranger.received.some((m) => m.type === 'chat')).toBe(false);

    maria.send('settings', { watching: true });
    await stranger.until(() => stranger.state.watching, 'watching allowed');
    t.clock.advance(3000);
    maria.send('chat', { text: 'now they may' });
    await stranger.next('chat', (c) => c.lines.some((l) => l.text === 'now they may'));
  });

  it('have their ask expire when nobody answers it, and go when they ask for nothing', async () => {
    const { maria } = await billOffline();
    const stranger = await Player.visit(t.sdk(), maria.code, 'Someone', '127.0.0.10');
    stranger.send('ask-seat', { seat: 1 });
    await maria.until(() => maria.state.seats[1]?.askedBy === 'Someone', 'the ask');
    t.clock.advance(VISIT_MS);
    expect(await stranger.next('error', (e) => e.code === 'not-let-in')).toMatchObject({ type: 'ask-seat' });
    await maria.until(() => maria.state.seats[1]?.askedBy === '', 'the ask gone');
    expect(stranger.closedWith).toBeNull();
    t.clock.advance(VISIT_MS);
    await stranger.until(() => stranger.closedWith !== null, 'the visit over');
    expect(stranger.closedWith).toBe(CLOSE_CODES['visit-over']);
  });
});
