// The table's online game (`OnlineGame`, apps/table/src/online/room) against this server in the test's process: the lobby's
// actions, a deal played through `play` with the server as judge, refusals at once from the view, the seat taken
// back with its token after a reload and after the server was stopped and started again on its data folder; a watcher
// (no seat, no hand) back to watching after a reload and after a restart, and let go when the host forbids watching.
import { describe, expect, it } from 'vitest';
import { replayGameLog } from '@birimba/game-log';
import { DEFAULT_GRACE_SECONDS, isRoomCode, parseRoomRules } from '@birimba/protocol';
import { Player } from './helpers/players.js';
import { tableServer } from './helpers/table-server.js';
import { playDeal } from './client/online-tables.js';

const tables = tableServer();

describe('the online game of the table', () => {
  it('creates a private room, is joined by its link, takes seats, sets a rule and starts with bots', async () => {
    const [maria, nikos] = await tables.roomOfTwo();
    const code = maria.game.code ?? '';
    expect(isRoomCode(code)).toBe(true);
    expect(maria.game.link).toBe(`http://127.0.0.1:${String(tables.t.server.port)}/?room=${code}`);
    expect(maria.game.isHost).toBe(true);
    expect(maria.game.room?.public).toBe(false);
    expect(nikos.game.code).toBe(code);
    expect(nikos.game.isHost).toBe(false);
    nikos.game.chooseSeat(2);
    await maria.until(() => maria.game.people[2]?.name === 'Nikos', 'Nikos at seat 2');
    // Nikos learns his new seat from his own welcome, which may reach him after Maria's state shows him there.
    await nikos.until(() => nikos.game.mySeat === 2, 'Nikos told his seat');
    // Only the host sets the room up: Nikos' settings are refused to him alone.
    nikos.game.configure({ botLevel: 'expert' });
    await nikos.until(() => nikos.game.problem === 'not-host', 'the refusal');
    maria.game.configure({ rules: { matchTarget: null, allowSets: true }, botLevel: 'easy' });
    await nikos.until(() => nikos.game.room?.botLevel === 'easy', 'the settings');
    expect(parseRoomRules(nikos.game.room?.rules ?? '{}')).toMatchObject({ matchTarget: null, allowSets: true });
    maria.game.start();
    await nikos.until(() => nikos.game.view !== null, 'the first view');
    expect(nikos.game.seats).toEqual(['human', 'easy', 'human', 'easy']);
    expect(nikos.game.people.map((p) => [p.name, p.human, p.host])).toEqual([
      ['Maria', true, true],
      ['', false, false],
      ['Nikos', true, false],
      ['', false, false],
    ]);
    expect(nikos.game.view?.seat).toBe(2);
    expect(nikos.game.view?.rules.allowSets).toBe(true);
    await maria.game.leave();
    await nikos.game.leave();
  });

  it('plays a deal through play(): the server judges, each table sees its own hand, the log is exported after', async () => {
    const [maria, nikos] = await tables.roomOfTwo();
    maria.game.configure({ rules: { matchTarget: null }, botLevel: 'easy' });
    await maria.until(() => parseRoomRules(maria.game.room?.rules ?? '{}').matchTarget === null, 'the settings');
    maria.game.start();
    // Each tab is waited on for its own view: a tab's wait looks again only when that tab hears something.
    await maria.until(() => maria.game.view !== null, 'Maria’s view');
    await nikos.until(() => nikos.game.view !== null, 'Nikos’s view');
    const mine = new Set(maria.game.view?.hand.map((c) => c.id));
    expect(nikos.game.view?.hand.some((c) => mine.has(c.id))).toBe(false);
    const moves: string[] = [];
    nikos.game.subscribe((change) => {
      if (change.kind === 'move') moves.push(`${String(change.seat)}:${change.move.type}`);
    });
    await playDeal([maria, nikos]);
    // Every seat's moves reached Nikos' table one by one, his and Maria's and the bots'.
    expect(new Set(moves.map((m) => m.split(':')[0]))).toEqual(new Set(['0', '1', '2', '3']));
    expect(nikos.game.final?.teams).toHaveLength(2);
    expect(nikos.game.revealedHands).toHaveLength(4);
    await nikos.until(() => nikos.game.exportLog() !== null, 'the log');
    const log = nikos.game.exportLog();
    expect(log?.source).toBe('server');
    expect(() => replayGameLog(log as NonNullable<typeof log>)).not.toThrow();
    // The host asks for a rematch: back to the lobby with the same seats, the last match's scores gone on both
    // tables; Nikos says he is ready, the host starts: a new deal 1.
    maria.game.rematch();
    for (const tab of [maria, nikos]) {
      await tab.until(() => tab.game.room?.stage === 'lobby', 'the lobby of the rematch');
      expect(tab.game.view).toBeNull();
      expect(tab.game.match).toBeNull();
      expect(tab.game.history).toEqual([]);
      expect(tab.game.exportLog()).toBeNull();
    }
    nikos.game.ready(true);
    await maria.until(() => maria.game.room?.seats[nikos.game.mySeat]?.ready === true, 'Nikos ready');
    maria.game.start();
    await nikos.until(() => nikos.game.room?.stage === 'playing' && nikos.game.view !== null, 'the rematch');
    expect(nikos.game.final).toBeNull();
    expect(nikos.game.view?.match.deal).toBe(1);
    expect(nikos.game.history).toEqual([]);
    // Nothing of the last match is told of the new one: its totals are 0, it is not over, and once it is over its own
    // log is exported, not the last match's.
    for (const tab of [maria, nikos]) {
      // The state patch and the first view travel apart: the new deal's view is waited for.
      await tab.until(() => tab.game.view !== null && tab.game.view.phase !== 'over', 'the new deal');
      expect(tab.game.match).toMatchObject({ deal: 1, totals: [0, 0], over: false });
    }
    await playDeal([maria, nikos]);
    await nikos.until(() => nikos.game.exportLog() !== null, 'the second match’s log');
    expect(nikos.game.exportLog()?.seed).not.toBe(log?.seed);
    await maria.game.leave();
    await nikos.game.leave();
  });

  it('deals the next deal of a match when the host asks (the others may not)', async () => {
    const [maria, nikos] = await tables.roomOfTwo();
    maria.game.configure({ rules: { matchTarget: 100_000 }, botLevel: 'easy' });
    await maria.until(() => parseRoomRules(maria.game.room?.rules ?? '{}').matchTarget === 100_000, 'the target');
    maria.game.start();
    await playDeal([maria, nikos]);
    await nikos.until(() => nikos.game.room?.stage === 'deal-over', 'the deal over');
    expect(nikos.game.match).toMatchObject({ deal: 1, target: 100_000, over: false });
    expect(nikos.game.history).toHaveLength(1);
    expect(nikos.game.canDealNext).toBe(false);
    expect(nikos.game.nextDeal()).toBe(false);
    await maria.until(() => maria.game.canDealNext, 'the host may deal');
    expect(maria.game.nextDeal()).toBe(true);
    await nikos.until(() => nikos.game.view?.match.deal === 2 && nikos.game.final === null, 'deal 2');
    expect(nikos.game.log.length).toBeLessThan(3);
    await maria.game.leave();
    await nikos.game.leave();
  });

  it('shows a player offline, then a bot standing in for them; the move timer’s deadline', async () => {
    const maria = await tables.hosted();
    const nikos = await Player.join(tables.t.sdk(), maria.game.code ?? '', { name: 'Nikos', seat: 1 });
    maria.game.configure({ moveTimer: 600, botLevel: 'easy' });
    await maria.until(() => maria.game.room?.moveTimer === 600, 'the timer on');
    maria.game.start();
    await maria.until(() => maria.game.view !== null && maria.game.deadlineAt !== null, 'the view and its deadline');
    // The server's clock is the test's; the deadline is told by this process' clock: 600 s from about now.
    expect(Math.abs((maria.game.deadlineAt ?? 0) - Date.now() - 600_000)).toBeLessThan(60_000);
    await nikos.room.leave(false);
    await maria.until(() => maria.game.people[1]?.connected === false, 'Nikos offline');
    expect(maria.game.people[1]).toMatchObject({ name: 'Nikos', human: true, standIn: false });
    tables.t.clock.advance(DEFAULT_GRACE_SECONDS * 1000);
    await maria.until(() => maria.game.people[1]?.standIn === true, 'a bot plays for Nikos');
    await maria.game.leave();
  });

  it('says why a smaller form is refused, with who sits, and forgets it at the next action', async () => {
    const maria = await tables.hosted();
    const nikos = await Player.join(tables.t.sdk(), maria.game.code ?? '', { name: 'Nikos' });
    const eleni = await Player.join(tables.t.sdk(), maria.game.code ?? '', { name: 'Eleni' });
    await maria.until(() => maria.game.people.filter((p) => p.human).length === 3, 'three seated');
    maria.game.configure({ rules: { players: 2 } });
    await maria.until(() => maria.game.problem !== null, 'the refusal');
    expect([maria.game.problem, maria.game.problemFacts]).toEqual(['too-many-people', { seated: 3, players: 2 }]);
    expect(maria.game.seats).toHaveLength(4);
    maria.game.configure({ botLevel: 'hard' });
    expect(maria.game.problem).toBeNull();
    await maria.until(() => maria.game.room?.botLevel === 'hard', 'the next change, done');
    expect(maria.game.problem).toBeNull();
    await Promise.all([nikos.room.leave(), eleni.room.leave(), maria.game.leave()]);
  });

  it('plays now: a public room still gathering is joined, else one is opened', async () => {
    const eleni = tables.tab();
    eleni.game.begin();
    expect(await eleni.game.playNow('Eleni')).toBe(true);
    await eleni.until(() => eleni.game.room !== null, 'a public room');
    expect(eleni.game.room?.public).toBe(true);
    const kostas = tables.tab();
    kostas.game.begin();
    await kostas.game.playNow('Kostas');
    await kostas.until(() => kostas.game.room !== null, 'the same room');
    expect(kostas.game.code).toBe(eleni.game.code);
    // A name the protocol refuses, and a code that is none, are said in one word each; nothing is joined.
    const nobody = tables.tab();
    nobody.game.begin();
    expect(await nobody.game.create('   ')).toBe(false);
    expect(nobody.game.problem).toBe('no-name');
    expect(await nobody.game.join('not a code', 'Zoe')).toBe(false);
    expect(nobody.game.problem).toBe('bad-code');
    expect(await nobody.game.join('ZZZZZ-ZZZZZ', 'Zoe')).toBe(false);
    expect(nobody.game.problem).toBe('no-room');
    expect(nobody.game.room).toBeNull();
    await eleni.game.leave();
    await kostas.game.leave();
  });

  it('plays now for eight people at once: every one seated, four to a room, nobody turned away', async () => {
    const tabs = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map(() => tables.tab());
    for (const tab of tabs) tab.game.begin();
    const joined = await Promise.all(tabs.map((tab, i) => tab.game.playNow(`Player ${String(i + 1)}`)));
    expect(tabs.map((tab) => tab.game.problem)).toEqual(tabs.map(() => null));
    expect(joined).toEqual(tabs.map(() => true));
    for (const tab of tabs) await tab.until(() => tab.game.room !== null && tab.game.problem === null, 'a seat');
    const rooms = new Map<string, number[]>();
    for (const tab of tabs)
      rooms.set(tab.game.code ?? '', [...(rooms.get(tab.game.code ?? '') ?? []), tab.game.mySeat]);
    // Two tables of four: the fifth and later together, not a room each (issue 48, item 4).
    expect([...rooms.values()].map((seats) => seats.length)).toEqual([4, 4]);
    for (const seats of rooms.values()) expect(new Set(seats).size).toBe(seats.length);
    await Promise.all(tabs.map((tab) => tab.game.leave()));
  });

  it('refuses at once what the view shows illegal, and sends nothing', async () => {
    const [maria, nikos] = await tables.matchOfTwo();
    const [toAct, other] = maria.game.myTurn ? [maria, nikos] : [nikos, maria];
    await toAct.until(() => toAct.game.myTurn, 'a turn');
    const logged = other.game.log.length;
    expect(other.game.play({ type: 'draw' })?.code).toBe('not-your-turn');
    expect(toAct.game.play({ type: 'discard', card: 0 })?.code).toBe('wrong-phase');
    const draw = toAct.game.play({ type: 'draw' });
    expect(draw).toBeNull();
    await other.until(() => other.game.log.length > logged, 'the draw told');
    expect(other.game.log[logged]).toMatchObject({ kind: 'draw', seat: toAct.game.mySeat });
    expect(other.game.log[logged]).not.toHaveProperty('card');
    await maria.game.leave();
    await nikos.game.leave();
  });

  it('leaves a match with the seat kept: a bot plays it, the room’s link (not a bare reload) brings the player back', async () => {
    const [maria, nikos] = await tables.matchOfTwo();
    const seat = nikos.game.mySeat;
    await nikos.game.leave();
    await maria.until(() => maria.game.people[seat]?.standIn === true, 'a bot for Nikos');
    // The page opened again without the link opens no room by itself.
    const bare = tables.tab({ storage: nikos.storage });
    bare.game.begin();
    expect(bare.game.code).toBeNull();
    // The link does: his seat, no stranger's.
    const back = tables.tab({ storage: nikos.storage, room: maria.game.link ?? '' });
    back.game.begin();
    await back.until(() => back.game.view !== null, 'Nikos back in his seat');
    expect(back.game.mySeat).toBe(seat);
    await maria.until(() => maria.game.people[seat]?.connected === true, 'Nikos shown back');
    expect(maria.game.people[seat]).toMatchObject({ name: 'Nikos', human: true });
    await back.game.leave();
    await maria.game.leave();
  });

  it('takes its seat back with the token after a reload, and after the server is stopped and started again', async () => {
    const [maria, nikos] = await tables.matchOfTwo();
    const seat = nikos.game.mySeat;
    const hand = nikos.game.view?.hand.map((c) => c.id);
    // A reload: a new table in the same browser (its localStorage), no room attribute: back to the last room.
    nikos.game.hostDisconnected();
    // The table off the page closes its connection: Nikos is shown offline, his seat held.
    await maria.until(
      () => maria.game.people[seat]?.name === 'Nikos' && maria.game.people[seat]?.connected === false,
      'Nikos offline',
    );
    const again = tables.tab({ storage: nikos.storage });
    again.game.begin();
    await again.until(() => again.game.view !== null, 'the view after the reload');
    expect(again.game.mySeat).toBe(seat);
    expect(again.game.view?.hand.map((c) => c.id)).toEqual(hand);
    expect(again.game.code).toBe(maria.game.code);
    // The server stops without warning and starts again on the same folder and port: the table finds its way back.
    await tables.restart(() => again.until(() => again.game.connection === 'reconnecting', 'reconnecting…'));
    await again.until(() => again.game.connection === 'in-room' && again.game.room !== null, 'back in the room');
    await again.until(() => again.game.view !== null, 'the view after the restart');
    expect(again.game.mySeat).toBe(seat);
    expect(again.game.view?.hand.map((c) => c.id)).toEqual(hand);
    // The tabs close (Maria's was still finding its way back): nothing reconnects while the server stops.
    maria.game.hostDisconnected();
    again.game.hostDisconnected();
  });

  it('watches a room: no seat, no hand; back to watching after a reload, after a restart; let go when forbidden', async () => {
    const [maria, nikos] = await tables.matchOfTwo();
    let eleni = tables.tab();
    eleni.game.begin();
    expect(await eleni.game.watch(maria.game.code ?? '', 'Eleni')).toBe(true);
    await eleni.until(() => eleni.game.view !== null, 'the watcher’s table');
    expect(eleni.game.watching).toBe(true);
    expect(eleni.game.view?.hand).toEqual([]);
    expect(eleni.game.view?.handSizes).toEqual(nikos.game.view?.handSizes);
    expect(eleni.game.myTurn).toBe(false);
    expect(eleni.game.isHost).toBe(false);
    await maria.until(() => maria.game.room?.watchers === 1, 'Maria sees one watcher');
    // A reload of the watcher's page (the same localStorage, no room attribute): watching the room again, as Eleni.
    eleni.game.hostDisconnected();
    await maria.until(() => maria.game.room?.watchers === 0, 'the watcher gone with her page');
    const reloaded = tables.tab({ storage: eleni.storage });
    reloaded.game.begin();
    await reloaded.until(() => reloaded.game.watching && reloaded.game.view !== null, 'watching after the reload');
    expect(reloaded.game.code).toBe(maria.game.code);
    expect(reloaded.game.view?.hand).toEqual([]);
    await maria.until(() => maria.game.room?.watchers === 1, 'Maria sees her again');
    eleni = reloaded;
    // The server stops and starts again: the watcher joins again to watch (never stored, never a seat).
    await tables.restart(() => eleni.until(() => eleni.game.connection === 'reconnecting', 'reconnecting…'));
    await eleni.until(() => eleni.game.connection === 'in-room' && eleni.game.room?.watchers === 1, 'watching again');
    expect(eleni.game.watching).toBe(true);
    expect(eleni.game.room?.seats.filter((s) => s.occupant === 'human').map((s) => s.name)).toEqual(['Maria', 'Nikos']);
    // The host forbids watching: the watcher is let go and told why.
    await maria.until(() => maria.game.connection === 'in-room' && maria.game.room !== null, 'Maria back');
    maria.game.configure({ watching: false });
    await eleni.until(() => eleni.game.problem === 'watch-off' && eleni.game.room === null, 'let go');
    expect(eleni.game.watching).toBe(false);
    // Let go, the page does not watch again by itself after a reload.
    eleni.game.hostDisconnected();
    const after = tables.tab({ storage: eleni.storage });
    after.game.begin();
    expect(after.game.code).toBeNull();
    after.game.hostDisconnected();
    for (const tab of [maria, nikos, eleni]) tab.game.hostDisconnected();
  });
});
