// No face-down card ever reaches a watcher: two players and two bots play a whole deal (a match of one) while a
// watcher watches from before the start, and a second watcher comes in halfway (told the deal so far at once).
// Everything each watcher received on the wire — every message, and the public state after every patch — is checked
// against the deal's states, rebuilt from the log: a card object only if it lies face up (the pile, the melds, the cards
// known to be held) then, a card named only once it has been face up, a draw never naming its card, no hand at all
// until the deal's end shows every hand — and the watcher's view is exactly every seat's public part of the engine's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '@birimba/engine';
import { parseGameLog, replayGameLog } from '@birimba/game-log';
import { checkWatcher } from './helpers/watch-check.js';
import { Player, playDeal, untilAny } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

describe('watchers over a whole deal', () => {
  it('never receive a face-down card, in any message or the public state', async () => {
    const maria = await Player.create(t.sdk(), { name: 'Maria' });
    const nikos = await Player.join(t.sdk(), maria.code, { name: 'Nikos', seat: 1 });
    const code = maria.code;
    maria.send('settings', { rules: { matchTarget: null }, botLevel: 'easy' });
    await maria.until(() => maria.state.rules.includes('"matchTarget":null'), 'the settings');
    const eleni = await Player.watchRoom(t.sdk(), code, 'Eleni');
    await maria.until(() => maria.state.watchers === 1, 'the watcher counted');
    maria.send('start');
    await eleni.next('watch', (m) => m.view !== null);

    // Halfway through the deal (after the players' first turns), a second watcher is told the deal so far.
    const players = [maria, nikos];
    for (let turns = 0; turns < 4;) {
      await untilAny(players, () => players.some((p) => p.myTurnNow()), 'a player’s turn');
      const next = players.find((p) => p.myTurnNow());
      await next?.playTurn(1);
      turns++;
    }
    const kostas = await Player.watchRoom(t.sdk(), code, 'Kostas');
    expect((await kostas.next('watch')).moves.length).toBeGreaterThan(4);
    await playDeal(players, 1);
    await eleni.until(() => eleni.dealOver(1) !== null, 'the deal-over');
    await kostas.until(() => kostas.dealOver(1) !== null, 'the deal-over');
    // A sync at the end: the whole deal again, as a stranger learns it.
    const since = eleni.received.length;
    eleni.send('sync');
    await eleni.next('watch', () => true, since);
    await eleni.next('deal-over', () => true, since);

    const response = await fetch(`${t.http}/rooms/${code}/log`, {
      headers: { authorization: `Bearer ${maria.token}` },
    });
    expect(response.status).toBe(200);
    const states: GameState[] = [];
    replayGameLog(parseGameLog(await response.text()), (event) => {
      if (event.kind === 'dealt') states.push(event.state);
      if (event.kind === 'move') states.push(event.after);
    });
    expect(states.length).toBeGreaterThan(20);

    const watches = eleni.received.filter((m) => m.type === 'watch');
    // One at arrival, one at the start, one per move, one for the sync.
    expect(watches.length).toBe(states.length + 2);
    expect(checkWatcher(eleni.name, eleni.received, eleni.states, states)).toBeGreaterThan(50);
    expect(checkWatcher(kostas.name, kostas.received, kostas.states, states)).toBeGreaterThan(50);
    // Nothing of a seat's: no welcome, no view, no token, no mutes.
    for (const w of [eleni, kostas])
      expect(w.received.filter((m) => ['welcome', 'view', 'mutes', 'answer'].includes(m.type))).toEqual([]);
  });
});
