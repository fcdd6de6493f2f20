// No card hidden from a seat ever reaches it: four clients play whole games (a match and its rematch) and everything
// each received on the wire — every message, and the public state after every patch as the SDK decoded it — is checked
// against the game's states, rebuilt from the logs: a card object only if that seat may see it then, a card named only
// if that seat has seen it. The public state names no card at all; the log is refused while the match goes on; and the
// server's own log, kept for the whole games, names no card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECK, type GameState, formatCard, viewFor } from '@birimba/engine';
import { parseGameLog, replayGameLog } from '@birimba/game-log';
import type { PublicRoomState } from '@birimba/protocol';
import { NOTATION_IN_TEXT, cardsIn, visibleIds } from './helpers/cards.js';
import { Player, playDeal } from './helpers/players.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t.close();
});

describe('four clients playing whole games', () => {
  it('never receive a card hidden from their seat, in any message or the public state', async () => {
    const players = [await Player.create(t.sdk(), { name: 'Maria' })];
    for (const name of ['Nikos', 'Eleni', 'Kostas'])
      players.push(await Player.join(t.sdk(), players[0]!.code, { name }));
    const [host] = players as [Player];
    const code = host.code;
    host.send('settings', { rules: { matchTarget: null } });
    await host.until(() => host.state.rules.includes('"matchTarget":null'), 'the settings');
    host.send('start');
    await playDeal(players, 1);
    const midway = players.map((p) => p.received.length);
    host.send('rematch');
    await host.until(() => host.state.stage === 'lobby', 'the lobby of the rematch');
    host.send('start');
    await host.until(() => host.state.stage === 'playing', 'the rematch');
    await host.myTurn();
    const early = await fetch(`${t.http}/rooms/${code}/log`, { headers: { authorization: `Bearer ${host.token}` } });
    expect(early.status).toBe(200); // the first match's: it is over
    expect(
      (await fetch(`${t.http}/rooms/${code}/log?match=2`, { headers: { authorization: `Bearer ${host.token}` } }))
        .status,
    ).toBe(409);
    await playDeal(players, 1);

    // Every state each deal went through, from the logs.
    const states: GameState[][] = [];
    for (const match of [1, 2]) {
      const response = await fetch(`${t.http}/rooms/${code}/log?match=${String(match)}`, {
        headers: { authorization: `Bearer ${players[3]!.token}` },
      });
      const list: GameState[] = [];
      replayGameLog(parseGameLog(await response.text()), (event) => {
        if (event.kind === 'dealt') list.push(event.state);
        if (event.kind === 'move') list.push(event.after);
      });
      states.push(list);
    }

    let checkedCards = 0;
    players.forEach((player, p) => {
      const seat = player.seat;
      const seenNames = new Set<string>();
      const seen = (state: GameState): void => {
        for (const id of visibleIds(viewFor(state, seat))) seenNames.add(formatCard(DECK[id]!));
      };
      player.received.forEach((message, i) => {
        const match = i < (midway[p] ?? 0) ? 0 : 1;
        const found = cardsIn(message.payload);
        if (message.type === 'view') {
          const now = states[match]![message.payload.played]!;
          for (let k = 0; k <= message.payload.played; k++) seen(states[match]![k]!);
          const allowed = visibleIds(viewFor(now, seat));
          for (const id of found.ids) expect(allowed.has(id), `${player.name} got card ${String(id)}`).toBe(true);
          expect(message.payload.view).toEqual(JSON.parse(JSON.stringify(viewFor(now, seat))) as unknown);
        } else if (message.type === 'deal-over') {
          const end = states[match]!.at(-1)!;
          const shown = new Set([...visibleIds(viewFor(end, seat)), ...cardsIn(end.hands).ids]);
          for (const id of found.ids) expect(shown.has(id)).toBe(true);
          for (const id of shown) seenNames.add(formatCard(DECK[id]!));
        } else expect(found).toEqual({ ids: [], names: [] });
        for (const name of found.names)
          expect(
            seenNames.has(name),
            `${player.name} was told of ${name} in ${JSON.stringify(message).slice(0, 3000)}`,
          ).toBe(true);
        checkedCards += found.ids.length;
      });
      for (const state of player.states) expect(publicStateCards(state)).toEqual({ ids: [], names: [] });
    });
    expect(checkedCards).toBeGreaterThan(1000);
    expect(players.every((p) => p.states.length > 10)).toBe(true);

    // The server's own log of these games names no card.
    const lines = t.lines.filter((l) => l.includes(code));
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.filter((l) => NOTATION_IN_TEXT.test(l) || /"rank"|"suit"|hand/.test(l))).toEqual([]);
  });
});

/** The cards a public state holds: none is expected, its rules (JSON in a string) included. */
function publicStateCards(state: PublicRoomState): { ids: number[]; names: string[] } {
  const found = cardsIn({ ...state, rules: JSON.parse(state.rules) as unknown });
  return found;
}
