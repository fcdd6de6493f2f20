// Every place a card can be, listed independently of the engine's own bookkeeping.

import type { Card, GameState } from '../../src/index.js';

export function everyCard(state: GameState): Card[] {
  // Loops rather than spreads: the long game loops list every card of every state.
  const all: Card[] = [];
  for (const hand of state.hands) for (const c of hand) all.push(c);
  for (const c of state.stock) all.push(c);
  for (const packet of state.birimbakia) for (const c of packet) all.push(c);
  for (const c of state.pile) all.push(c);
  for (const meld of state.melds) for (const c of meld.cards) all.push(c);
  return all;
}
