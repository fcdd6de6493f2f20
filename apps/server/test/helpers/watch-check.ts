// The wire check of what a watcher receives (watch-wire.test.ts, and the browser's frames in e2e/social.e2e.test.ts):
// every message against the deal's states rebuilt from its log — a card object only while it lies face up (the pile,
// the melds, the cards known to be held), a card named only once it has been face up, a draw never naming its card, a
// hand only at the deal's end — and the public state naming no card at all.

import { expect } from 'vitest';
import { DECK, type GameState, formatCard, viewFor } from '@birimba/engine';
import type { PublicRoomState, ServerMessages } from '@birimba/protocol';
import { cardsIn, publicIds } from './cards.js';

/** A message received, with its type. */
export type Received = {
  [T in keyof ServerMessages]: { readonly type: T; readonly payload: ServerMessages[T] };
}[keyof ServerMessages];

/** Every seat's public part of the engine's view, as a watcher's view says it (JSON, as it travels). */
function publicPart(state: GameState): unknown {
  const { kind: _kind, seat: _seat, team: _team, hand: _hand, ...open } = viewFor(state, 0);
  return JSON.parse(JSON.stringify({ ...open, kind: 'watcher-view' })) as unknown;
}

/** Checks everything a watcher received — its messages, in order, and the public states it decoded — against the deal's
 * `states`; the number of cards it was shown. */
export function checkWatcher(
  name: string,
  received: readonly Received[],
  publicStates: readonly PublicRoomState[],
  states: readonly GameState[],
): number {
  const seenNames = new Set<string>();
  const see = (ids: Iterable<number>): void => {
    for (const id of ids) seenNames.add(formatCard(DECK[id]!));
  };
  let cards = 0;
  for (const message of received) {
    const found = cardsIn(message.payload);
    if (message.type === 'watch') {
      const { view, played, moves } = message.payload;
      if (view === null) expect(found).toEqual({ ids: [], names: [] });
      else {
        const now = states[played]!;
        for (let k = 0; k <= played; k++) see(publicIds(viewFor(states[k]!, 0)));
        const allowed = publicIds(viewFor(now, 0));
        for (const id of found.ids) expect(allowed.has(id), `${name} got card ${String(id)}`).toBe(true);
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
      expect(seenNames.has(name), `${name} was told of ${name} before it was face up`).toBe(true);
    cards += found.ids.length + found.names.length;
  }
  for (const state of publicStates) expect(publicStateCards(state)).toEqual({ ids: [], names: [] });
  return cards;
}

/** The cards a public state holds: none is expected, its rules (JSON in a string) included. */
export function publicStateCards(state: PublicRoomState): { ids: number[]; names: string[] } {
  return cardsIn({ ...state, rules: JSON.parse(state.rules) as unknown });
}
