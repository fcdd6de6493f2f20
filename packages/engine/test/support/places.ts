// Every place a card can be, listed independently of the engine's own bookkeeping.

import type { Card, GameState } from '../../src/index.js';

export function everyCard(state: GameState): Card[] {
  return [
    ...state.hands.flat(),
    ...state.stock,
    ...state.birimbakia.flat(),
    ...state.pile,
    ...state.melds.flatMap((m) => m.cards),
  ];
}
