import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type Seat,
  IllegalMoveError,
  applyMove,
  applyPlayToView,
  checkMove,
  legalMoves,
  SnapshotError,
  newGame,
  publicDeal,
  randomSource,
  redealHiddenCards,
  viewFor,
} from '../../src/index.js';
import { playRandomGame } from '../support/random-play.js';
import { sameData } from '../support/same.js';
import { samples } from '../support/samples.js';
import { thrown } from '../support/thrown.js';

describe('a seat’s view', () => {
  it('is the same whatever the cards hidden from it are', () => {
    const random = randomSource(77);
    for (let seed = 1; seed <= samples(40); seed++) {
      const { states } = playRandomGame(seed);
      for (const state of states.filter((_, i) => i % 15 === 0)) {
        for (const seat of [0, 1, 2, 3] as const) {
          const other = redealHiddenCards(state, seat, random);
          expect(JSON.stringify(viewFor(other, seat))).toBe(JSON.stringify(viewFor(state, seat)));
        }
      }
    }
  });

  it('shows its own hand, the pile, the melds and known cards, and only counts of the rest', () => {
    const { states } = playRandomGame(3);
    const state = states[Math.floor(states.length / 2)] as GameState;
    const view = viewFor(state, 1);
    expect(view.hand).toEqual([...(state.hands[1] ?? [])].sort((a, b) => a.id - b.id));
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

  it('gives the hand in id order, so that its order says nothing of the shuffle', () => {
    const state = newGame({ seed: 'hand-order' });
    const dealt = state.hands[0] ?? [];
    const ids = dealt.map((c) => c.id);
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
    expect(viewFor(state, 0).hand.map((c) => c.id)).toEqual([...ids].sort((a, b) => a - b));
    // The same cards in any other order in the state give the same view.
    const reversed = { ...state, hands: state.hands.map((h, s) => (s === 0 ? [...h].reverse() : h)) };
    expect(viewFor(reversed, 0)).toEqual(viewFor(state, 0));
  });

  it('refuses a seat that does not exist', () => {
    const { states } = playRandomGame(3);
    expect(() => viewFor(states[0] as GameState, 4)).toThrow(/seat/);
  });
});

describe('legality from a view', () => {
  it('gives the acting seat the same legal moves as the game, and other seats none', () => {
    for (let seed = 1; seed <= samples(30); seed++) {
      const { states } = playRandomGame(seed);
      for (const state of states) {
        if (state.phase === 'over') continue;
        const own = viewFor(state, state.turn);
        const legal = legalMoves(state);
        const fromView = legalMoves(own);
        if (!sameData(fromView, legal)) expect(fromView).toEqual(legal);
        const other = viewFor(state, ((state.turn + 1) % 4) as Seat);
        const othersMoves = legalMoves(other);
        if (!sameData(othersMoves, [])) expect(othersMoves).toEqual([]);
        const refused = checkMove(other, legal[0]);
        const code = refused instanceof IllegalMoveError && refused.code;
        if (code !== 'not-your-turn') expect(code).toBe('not-your-turn');
      }
    }
  });

  it('plays melds and lay-offs on a view exactly as the game would', () => {
    let compared = 0;
    for (let seed = 1; seed <= samples(40); seed++) {
      const { states, moves } = playRandomGame(seed);
      moves.forEach((move, i) => {
        if (move.type !== 'meld' && move.type !== 'layOff') return;
        const before = states[i] as GameState;
        const after = states[i + 1] as GameState;
        if (after.hands[before.turn]?.length === 0 || after.birimbakia.length < before.birimbakia.length) return;
        const planned = applyPlayToView(viewFor(before, before.turn), move);
        expect(planned).toEqual(viewFor(after, before.turn));
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(samples(50));
  });

  it('refuses to simulate a draw or a discard on a view', () => {
    const { states } = playRandomGame(2);
    const start = states[0] as GameState;
    expect(() => applyPlayToView(viewFor(start, start.turn), { type: 'draw' })).toThrow(/only meld and layOff/);
    const drawn = applyMove(start, { type: 'draw' });
    expect(() => applyPlayToView(viewFor(drawn, 0), { type: 'meld', cards: [] })).toThrow(IllegalMoveError);
  });
});

/** The fields of `PublicDeal`, in their order. */
const PUBLIC_FIELDS = [
  'rules',
  'pile',
  'melds',
  'nextMeldId',
  'known',
  'tookBirimbaki',
  'firstSeat',
  'turn',
  'phase',
  'turnNumber',
  'lastTurn',
  'closedBy',
  'endReason',
  'match',
];

describe('the public part of a deal', () => {
  it('is the same from the state and from every seat’s view, and is what they share field for field', () => {
    for (let seed = 1; seed <= samples(10); seed++) {
      const { states } = playRandomGame(seed);
      for (const state of states.filter((_, i) => i % 10 === 0)) {
        const shown = publicDeal(state);
        expect(Object.keys(shown)).toEqual(PUBLIC_FIELDS);
        for (const field of PUBLIC_FIELDS)
          expect(shown[field as keyof typeof shown]).toBe(state[field as keyof GameState]);
        for (const seat of [0, 1, 2, 3] as const)
          expect(JSON.stringify(publicDeal(viewFor(state, seat)))).toBe(JSON.stringify(shown));
      }
    }
  });

  it('holds no hand, stock, packet, seat, seed or random state', () => {
    const state = newGame({ seed: 'public-part', rules: { players: 6 } });
    const keys = Object.keys(publicDeal(viewFor(state, 5)));
    for (const hidden of ['hand', 'hands', 'handSizes', 'stock', 'birimbakia', 'seat', 'team', 'seed', 'rng', 'kind'])
      expect(keys).not.toContain(hidden);
  });

  it('refuses what is neither a state nor a view, naming itself', () => {
    for (const bad of [null, 42, 'state', {}, { kind: 'watcher-view' }]) {
      const error = thrown(SnapshotError, () => publicDeal(bad as unknown as GameState));
      expect(error.code).toBe('wrong-format');
      expect(error.message).toMatch(/^publicDeal needs a game state or a player view/);
    }
  });
});
