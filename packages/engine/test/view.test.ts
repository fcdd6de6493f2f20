import { describe, expect, it } from 'vitest';
import { type Card, type GameState, type Seat, validateGameState, viewFor } from '../src/index.js';
import { mulberry32, playRandomGame } from './support/random-play.js';

/** The same position with every card hidden from `seat` dealt again at random (sizes kept). */
function redealHidden(state: GameState, seat: Seat, random: () => number): GameState {
  const knownIds = new Set(state.known.flat().map((c) => c.id));
  const hidden: Card[] = [];
  const isHidden = (s: number) => (c: Card) => s !== seat && !knownIds.has(c.id);
  for (let s = 0; s < 4; s++) hidden.push(...(state.hands[s] ?? []).filter(isHidden(s)));
  hidden.push(...state.stock, ...state.birimbakia.flat());
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [hidden[i], hidden[j]] = [hidden[j] as Card, hidden[i] as Card];
  }
  let next = 0;
  const fill = (cards: readonly Card[], keep: (c: Card) => boolean) => cards.map((c) => (keep(c) ? c : (hidden[next++] as Card)));
  const hands = state.hands.map((h, s) => fill(h, (c) => !isHidden(s)(c)));
  const stock = fill(state.stock, () => false);
  const birimbakia = state.birimbakia.map((p) => fill(p, () => false));
  return validateGameState(JSON.parse(JSON.stringify({ ...state, hands, stock, birimbakia, seed: 1, rng: [1, 2, 3, 4] })));
}

describe('a seat’s view', () => {
  it('is the same whatever the cards hidden from it are', () => {
    const random = mulberry32(77);
    for (let seed = 1; seed <= 40; seed++) {
      const { states } = playRandomGame(seed);
      for (const state of states.filter((_, i) => i % 15 === 0)) {
        for (const seat of [0, 1, 2, 3] as const) {
          const other = redealHidden(state, seat, random);
          expect(JSON.stringify(viewFor(other, seat))).toBe(JSON.stringify(viewFor(state, seat)));
        }
      }
    }
  });

  it('shows its own hand, the pile, the melds and known cards, and only counts of the rest', () => {
    const { states } = playRandomGame(3);
    const state = states[Math.floor(states.length / 2)] as GameState;
    const view = viewFor(state, 1);
    expect(view.hand).toEqual(state.hands[1]);
    expect(view.pile).toEqual(state.pile);
    expect(view.melds).toEqual(state.melds);
    expect(view.known).toEqual(state.known);
    expect(view.handSizes).toEqual(state.hands.map((h) => h.length));
    expect(view.stockSize).toBe(state.stock.length);
    expect(view.birimbakiaLeft).toBe(state.birimbakia.length);
    expect(Object.keys(view)).not.toContain('seed');
    expect(Object.keys(view)).not.toContain('rng');
    expect(Object.keys(view)).not.toContain('stock');
  });

  it('refuses a seat that does not exist', () => {
    const { states } = playRandomGame(3);
    expect(() => viewFor(states[0] as GameState, 4 as Seat)).toThrow(/seat/);
  });
});
