// Re-deals every card hidden from a seat, keeping everything the seat can see.

import { type Card, type GameState, type Seat, validateGameState } from '@birimba/engine';

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same position with the cards hidden from `seat` shuffled among the places hidden from it. */
export function redealHidden(state: GameState, seat: Seat, random: () => number): GameState {
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
  const fill = (cards: readonly Card[], keep: (c: Card) => boolean) => cards.map((c) => (keep(c) ? c : (hidden[next++] as Card)));
  const hands = state.hands.map((h, s) => fill(h, (c) => !hiddenFrom(s)(c)));
  const stock = fill(state.stock, () => false);
  const birimbakia = state.birimbakia.map((p) => fill(p, () => false));
  return validateGameState(JSON.parse(JSON.stringify({ ...state, hands, stock, birimbakia, seed: 'redealt', rng: [1, 2, 3, 4] })));
}
