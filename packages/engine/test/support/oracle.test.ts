// The leak oracle the long game loops hold every view to: it passes a true view and names each kind of leak.

import { describe, expect, it } from 'vitest';
import { type Card, type GameState, type PlayerView, newGame, viewFor } from '../../src/index.js';
import { leakProblem, viewProblemOf } from './oracle.js';

/** A deal, seat 1's view of it, a card of seat 2's hand, and that view with fields added or replaced. */
function fixture(): {
  state: GameState;
  view: PlayerView;
  hiddenCard: Card;
  doctored: (extra: Record<string, unknown>) => PlayerView;
} {
  const state = newGame({ seed: 11 });
  const view = viewFor(state, 1);
  const hiddenCard = state.hands[2]?.[0] as Card;
  return { state, view, hiddenCard, doctored: (extra) => ({ ...view, ...extra }) };
}

describe('the leak oracle of the game loops', () => {
  it('passes every seat’s own view', () => {
    const { state } = fixture();
    for (const seat of [0, 1, 2, 3] as const) expect(leakProblem(state, seat)).toBeNull();
  });

  it('names hidden state carried by name, as a key at any depth or as a text', () => {
    const { state, view, doctored } = fixture();
    for (const name of ['seed', 'rng', 'stock', 'birimbakia', 'hands']) {
      expect(viewProblemOf(state, 1, doctored({ [name]: 0 }))).toBe("seat 1's view names hidden state");
      expect(viewProblemOf(state, 1, doctored({ rules: { ...view.rules, [name]: [] } }))).toBe(
        "seat 1's view names hidden state",
      );
      expect(viewProblemOf(state, 1, doctored({ note: name }))).toBe("seat 1's view names hidden state");
    }
    // As JSON would be written: a key with no value is no key, and a longer text is not the name.
    expect(viewProblemOf(state, 1, doctored({ stock: undefined, note: 'stock-exhausted' }))).toBeNull();
  });

  it('names a card the seat may not see, wherever in the view it is', () => {
    const { state, view, hiddenCard, doctored } = fixture();
    const message = `seat 1 sees hidden card ${String(hiddenCard.id)}`;
    expect(viewProblemOf(state, 1, doctored({ hand: [...view.hand, hiddenCard] }))).toBe(message);
    expect(viewProblemOf(state, 1, doctored({ extra: { deep: [[hiddenCard]] } }))).toBe(message);
    // Its own hand, the pile, the melds and the known cards are no leak.
    expect(viewProblemOf(state, 1, doctored({ extra: [...view.hand] }))).toBeNull();
  });

  it('names counts and flags that differ from the state’s', () => {
    const { state, view, doctored } = fixture();
    expect(viewProblemOf(state, 1, doctored({ handSizes: [11, 11, 11, 10] }))).toBe('hand sizes');
    expect(viewProblemOf(state, 1, doctored({ stockSize: view.stockSize - 1 }))).toBe('stock size');
    expect(viewProblemOf(state, 1, doctored({ tookBirimbaki: [true, false] }))).toBe('taken flags');
  });
});
