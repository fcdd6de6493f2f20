// The same position with every card hidden from one seat dealt again: for proving that a view, a bot or a UI
// depends on nothing hidden (rules §8).

import type { Card } from '../vocabulary/cards.js';
import type { Seat } from '../vocabulary/rules.js';
import type { GameState } from './state.js';
import { validateGameState } from './validate.js';
import { onState } from './guard.js';

/**
 * Shuffles the cards hidden from `seat` — the other hands less their publicly known cards, the stock, the
 * birimbakia — among those same places (sizes kept), and replaces the seed and random state. Everything `seat` can
 * see is unchanged, so `viewFor(result, seat)` equals `viewFor(state, seat)`.
 */
export function redealHiddenCards(state: GameState, seat: Seat, random: () => number): GameState {
  return onState(state, 'redealHiddenCards', (game) => redeal(game, seat, random));
}

function redeal(state: GameState, seat: Seat, random: () => number): GameState {
  const knownIds = new Set(state.known.flat().map((c) => c.id));
  const hiddenFrom = (s: number) => (c: Card) => s !== seat && !knownIds.has(c.id);
  const hidden: Card[] = [];
  state.hands.forEach((h, s) => hidden.push(...h.filter(hiddenFrom(s))));
  hidden.push(...state.stock, ...state.birimbakia.flat());
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [hidden[i], hidden[j]] = [hidden[j] as Card, hidden[i] as Card];
  }
  let next = 0;
  const fill = (cards: readonly Card[], keep: (c: Card) => boolean): Card[] =>
    cards.map((c) => (keep(c) ? c : (hidden[next++] as Card)));
  return validateGameState({
    ...state,
    hands: state.hands.map((h, s) => fill(h, (c) => !hiddenFrom(s)(c))),
    stock: fill(state.stock, () => false),
    birimbakia: state.birimbakia.map((p) => fill(p, () => false)),
    seed: 'redealt',
    rng: [1, 2, 3, 4],
  });
}
