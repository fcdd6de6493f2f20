import { describe, expect, it } from 'vitest';
import {
  type Card,
  type GameState,
  type PlayerView,
  type Seat,
  ArgumentError,
  SnapshotError,
  determinize,
  publicDeal,
  randomSource,
  validateGameState,
  viewFor,
} from '../../src/index.js';
import { playRandomGame } from '../support/random-play.js';
import { sameJson } from '../support/same.js';
import { samples } from '../support/samples.js';

/** Positions from real random games, every few moves, with each seat's view. */
function positions(games: number, every: number): { state: GameState; seat: Seat }[] {
  const out: { state: GameState; seat: Seat }[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const { states } = playRandomGame(seed, { rules: seed % 5 === 0 ? { allowSets: true, initialUpCard: true } : {} });
    states.forEach((state, i) => {
      if (i % every === 0) out.push({ state, seat: (i % 4) as Seat });
    });
  }
  return out;
}

describe('determinize: a deal consistent with a view', () => {
  it('gives back exactly the view it came from, and a valid game, on thousands of positions from real games', () => {
    const random = randomSource('determinize-views');
    const all = positions(samples(60), 3);
    expect(all.length).toBeGreaterThan(samples(2000));
    for (const { state, seat } of all) {
      const view = viewFor(state, seat);
      const dealt = determinize(view, random);
      const again = viewFor(dealt, seat);
      if (!sameJson(again, view)) expect(again).toEqual(view);
      validateGameState(JSON.parse(JSON.stringify(dealt)));
    }
  });

  it('keeps what the seat sees and moves what it does not', () => {
    const { states } = playRandomGame(8);
    const state = states[60] as GameState;
    const seat = state.turn;
    const view = viewFor(state, seat);
    const a = determinize(view, randomSource(1));
    const b = determinize(view, randomSource(2));
    expect(a.hands[seat]).toEqual(view.hand);
    expect(a.pile).toEqual(state.pile);
    expect(a.melds).toEqual(state.melds);
    expect(a.stock).not.toEqual(b.stock);
    // Nothing of the real seed or random state survives.
    expect(a.seed).not.toBe(state.seed);
    expect(a.rng).not.toEqual(state.rng);
  });

  it('gives a state the fields of any other state, in their order, the public part the view’s own', () => {
    const state = playRandomGame(5).states[30] as GameState;
    const view = viewFor(state, 2);
    const dealt = determinize(view, randomSource('order'));
    expect(Object.keys(dealt)).toEqual(Object.keys(state));
    expect(publicDeal(dealt)).toEqual(publicDeal(view));
  });

  it('deals uniformly: each hidden card lands in each place as often as its size says (chi-square)', () => {
    const { states } = playRandomGame(21);
    const state = states.find((s) => s.turnNumber >= 12 && s.known.some((k) => k.length > 0)) as GameState;
    const view = viewFor(state, state.turn);
    const seats = [0, 1, 2, 3].filter((s) => s !== view.seat);
    // Places: the three other hands (their hidden part), the stock, the birimbakia.
    const sizes = [
      ...seats.map((s) => (view.handSizes[s] as number) - (view.known[s] as Card[]).length),
      view.stockSize,
      view.birimbakiaLeft * 11,
    ];
    const total = sizes.reduce((a, b) => a + b, 0);
    const draws = samples(6000);
    const random = randomSource('chi-square');
    const tracked = determinize(view, random)
      .stock.slice(0, 8)
      .map((c) => c.id);
    const counts = tracked.map(() => [0, 0, 0, 0, 0]);
    let topOfStock = 0;
    for (let i = 0; i < draws; i++) {
      const dealt = determinize(view, random);
      const place = new Map<number, number>();
      seats.forEach((s, k) => {
        for (const c of dealt.hands[s] as Card[]) place.set(c.id, k);
      });
      for (const c of dealt.stock) place.set(c.id, 3);
      for (const c of dealt.birimbakia.flat()) place.set(c.id, 4);
      tracked.forEach((id, t) => {
        const row = counts[t] as number[];
        const at = place.get(id) as number;
        row[at] = (row[at] as number) + 1;
      });
      if (dealt.stock[dealt.stock.length - 1]?.id === tracked[0]) topOfStock++;
    }
    // Chi-square over the 8 cards × places (degrees of freedom 8 × (places with room − 1)); 0.1 % critical values.
    let chi = 0;
    let dof = 0;
    for (const row of counts) {
      sizes.forEach((size, k) => {
        if (size === 0) return;
        const expected = (draws * size) / total;
        chi += ((row[k] as number) - expected) ** 2 / expected;
      });
      dof += sizes.filter((s) => s > 0).length - 1;
    }
    // Wilson–Hilferty approximation of the 99.9 % quantile of chi-square with `dof` degrees of freedom.
    const z = 3.09;
    const critical = dof * (1 - 2 / (9 * dof) + z * Math.sqrt(2 / (9 * dof))) ** 3;
    expect(chi).toBeLessThan(critical);
    // And the order within the stock is uniform too: the top card is any hidden card alike.
    const p = 1 / total;
    expect(Math.abs(topOfStock / draws - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / draws));
  });

  it('biases the deal by per-card weights per seat', () => {
    const { states } = playRandomGame(33);
    const state = states[40] as GameState;
    const view = viewFor(state, state.turn);
    const other = ((view.seat + 1) % 4) as Seat;
    const target = determinize(view, randomSource(4)).stock[0] as Card;
    const share = (weights: ((card: Card) => number) | undefined): number => {
      const random = randomSource('weights');
      let held = 0;
      for (let i = 0; i < samples(2000); i++) {
        const options =
          weights === undefined ? {} : { weights: [0, 1, 2, 3].map((s) => (s === other ? weights : undefined)) };
        if ((determinize(view, random, options).hands[other] as Card[]).some((c) => c.id === target.id)) held++;
      }
      return held / samples(2000);
    };
    const uniform = share(undefined);
    const likely = share((c) => (c.id === target.id ? 8 : 1));
    const never = share((c) => (c.id === target.id ? 0 : 1));
    expect(likely).toBeGreaterThan(uniform * 2);
    expect(never).toBe(0);
    // Weights of 1 everywhere are the uniform deal.
    expect(Math.abs(share(() => 1) - uniform)).toBeLessThan(0.05);
  });

  it('refuses what is not a view, a bad random source and bad weights', () => {
    const view = viewFor(playRandomGame(2).states[10] as GameState, 0);
    expect(() => determinize({} as PlayerView, Math.random)).toThrow(SnapshotError);
    expect(() => determinize(view, () => 7)).toThrow(ArgumentError);
    expect(() => determinize(view, Math.random, { weights: [() => -1, () => -1, () => -1, () => -1] })).toThrow(
      ArgumentError,
    );
    const lying = { ...view, stockSize: view.stockSize + 1 };
    expect(() => determinize(lying, Math.random)).toThrow(SnapshotError);
  });
});
