// No face-down card ever reaches a watcher: two players and two bots play a whole deal (a match of one) while a
// watcher watches from before the start, and a second watcher comes in halfway (told the deal so far at once).
// Everything each watcher received on the wire — every message, and the public state after every patch — is checked
// against the deal's states, rebuilt from the log: a card object only if it lies face up (the pile, the melds, the cards
// known to be held) then, a card named only once it has been face up, a draw never naming its card, no hand at all
// until the deal's end shows every hand — and the watcher's view is exactly every seat's public part of the engine's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECK, type GameState, formatCard, viewFor } from '@birimba/engine';
import { parseGameLog, replayGameLog } from '@birimba/game-log';
import type { PublicRoomState } from '@birimba/protocol';
import { cardsIn, publicIds } from './helpers/cards.js';
import { Player, playDeal, untilAny } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

/** Every seat's public part of the engine's view, as a watcher's view says it (JSON, as it travels). */
function publicPart(state: GameState): unknown {
  const { kind: _kind, seat: _seat, team: _team, hand: _hand, ...open } = viewFor(state, 0);
  return JSON.parse(JSON.stringify({ ...open, kind: 'watcher-view' })) as unknown;
}

/** Checks everything `watcher` received against the deal's `states`; the number of cards it was shown. */
function checkWatcher(watcher: Player, states: readonly GameState[]): number {
  const seenNames = new Set<string>();
  const see = (ids: Iterable<number>): void => {
    for (const id of ids) seenNames.add(formatCard(DECK[id]!));
  };
  let cards = 0;
  for (const message of watcher.received) {
    const found = cardsIn(message.payload);
    if (message.type === 'watch') {
      const { view, played, moves } = message.payload;
      if (view === null) expect(found).toEqual({ ids: [], names: [] });
      else {
        const now = states[played]!;
        for (let k = 0; k <= played; k++) see(publicIds(viewFor(states[k]!, 0)));
        const allowed = publicIds(viewFor(now, 0));
        for (const id of found.ids) expect(allowed.has(id), `${watcher.name} got card ${String(id)}`).toBe(true);
        expect(view).toEqual(publicPart(now));
        expect('hand' in view).toBe(false);
        for (const move of moves)
          for (const event of move.events) if (event.kind === 'draw') expect(event.card).toBeUndefined();
      }
    } else if (message.type === 'deal-over') {
      const end = states.at(-1)!;
      const shown = new Set([...publicIds(viewFor(end, 0)), ...cardsIn(end.hands).ids]);
      for (const id of found.ids) expect(shown.has(id)).toBe(true);
      see(shown);
    } else expect(found, `${message.type} names no card`).toEqual({ ids: [], names: [] });
    for (const name of found.names)
      expect(seenNames.has(name), `${watcher.name} was told of ${name} before it was face up`).toBe(true);
    cards += found.ids.length + found.names.length;
  }
  for (const state of watcher.states) expect(publicStateCards(state)).toEqual({ ids: [], names: [] });
  return cards;
}

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
    expect(checkWatcher(eleni, states)).toBeGreaterThan(50);
    expect(checkWatcher(kostas, states)).toBeGreaterThan(50);
    // Nothing of a seat's: no welcome, no view, no token, no mutes.
    for (const w of [eleni, kostas])
      expect(w.received.filter((m) => ['welcome', 'view', 'mutes', 'answer'].includes(m.type))).toEqual([]);
  });
});

/** The cards a public state holds: none is expected, its rules (JSON in a string) included. */
function publicStateCards(state: PublicRoomState): { ids: number[]; names: string[] } {
  return cardsIn({ ...state, rules: JSON.parse(state.rules) as unknown });
}
