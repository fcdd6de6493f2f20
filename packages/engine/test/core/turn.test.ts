// Rules §1, §3, §4: the deal and the three steps of a turn (draw, play, discard).

import { describe, expect, it } from 'vitest';
import { type Card, type GameState, type Seat, DECK_SIZE, applyMove, formatCards, newGame } from '../../src/index.js';
import { ids, notation, position } from '../support/position.js';
import { everyCard } from '../support/places.js';

const handOf = (state: GameState, seat: Seat): Card[] => state.hands[seat] as Card[];

describe('the deal (rules §3)', () => {
  it('gives each player 11 cards, sets aside two birimbakia of 11, leaves a stock of 42 and an empty pile', () => {
    const game = newGame({ seed: 2024 });
    expect(game.hands.map((h) => h.length)).toEqual([11, 11, 11, 11]);
    expect(game.birimbakia.map((p) => p.length)).toEqual([11, 11]);
    expect(game.stock).toHaveLength(42);
    expect(game.pile).toEqual([]);
    expect(game.melds).toEqual([]);
    expect(game.known).toEqual([[], [], [], []]);
    expect(game.tookBirimbaki).toEqual([false, false]);
    expect(game.phase).toBe('draw');
    expect(game.turn).toBe(0);
    expect(game.turnNumber).toBe(1);
  });

  it('uses all 108 cards, each exactly once', () => {
    for (const seed of [1, 2, 'abc', 99999]) {
      const all = everyCard(newGame({ seed }));
      expect(all).toHaveLength(DECK_SIZE);
      expect(new Set(all.map((c) => c.id)).size).toBe(DECK_SIZE);
    }
  });

  it('deals the same cards for the same seed, and different cards for another seed', () => {
    expect(newGame({ seed: 7 })).toEqual(newGame({ seed: 7 }));
    expect(newGame({ seed: 'tournament-7' })).toEqual(newGame({ seed: 'tournament-7' }));
    expect(newGame({ seed: 7 }).hands).not.toEqual(newGame({ seed: 8 }).hands);
  });

  it('turns one up-card in the initialUpCard variant: pile 1, stock 41', () => {
    const game = newGame({ seed: 5, rules: { initialUpCard: true } });
    expect(game.pile).toHaveLength(1);
    expect(game.stock).toHaveLength(41);
    expect(game.hands.map((h) => h.length)).toEqual([11, 11, 11, 11]);
    expect(game.birimbakia.map((p) => p.length)).toEqual([11, 11]);
    expect(new Set(everyCard(game).map((c) => c.id)).size).toBe(DECK_SIZE);
  });

  it('lets seat 0 start by default, and another seat by the firstSeat option or rule', () => {
    expect(newGame({ seed: 3 }).turn).toBe(0);
    const optioned = newGame({ seed: 3, firstSeat: 2 });
    expect(optioned.turn).toBe(2);
    expect(optioned.firstSeat).toBe(2);
    const ruled = newGame({ seed: 3, rules: { firstSeat: 3 } });
    expect(ruled.turn).toBe(3);
    expect(ruled.firstSeat).toBe(3);
    expect(newGame({ seed: 3, rules: { firstSeat: 3 }, firstSeat: 1 }).turn).toBe(1);
  });

  it("draws the first seat from the seed under the 'random' rule: fixed per seed, every seat possible", () => {
    const seats = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const a = newGame({ seed, rules: { firstSeat: 'random' } });
      const b = newGame({ seed, rules: { firstSeat: 'random' } });
      expect(a.turn).toBe(b.turn);
      expect(a.firstSeat).toBe(a.turn);
      seats.add(a.turn);
    }
    expect([...seats].sort()).toEqual([0, 1, 2, 3]);
    expect(newGame({ seed: 11, rules: { firstSeat: 'random' }, firstSeat: 2 }).turn).toBe(2);
  });
});

describe('draw (rules §4.1)', () => {
  it('takes the top stock card, the last element of the stock, into the hand', () => {
    const game = newGame({ seed: 42 });
    const top = game.stock[game.stock.length - 1] as Card;
    const next = applyMove(game, { type: 'draw' });
    expect(next.stock).toEqual(game.stock.slice(0, -1));
    expect(handOf(next, 0)).toHaveLength(12);
    expect(handOf(next, 0)).toContainEqual(top);
    expect(notation(handOf(next, 0))).toBe(notation([...handOf(game, 0), top]));
    expect(next.phase).toBe('play');
    expect(next.turn).toBe(0);
    expect(next.known).toEqual(game.known);
  });

  it('draws the named top card of a built position', () => {
    const state = position({ hands: ['5S', '', '', ''], stock: '9D KC', phase: 'draw' });
    const next = applyMove(state, { type: 'draw' });
    expect(formatCards(handOf(next, 0))).toBe('5S KC');
    expect(formatCards(next.stock.slice(-1))).toBe('9D');
  });
});

describe('takePile (rules §4.1, §8)', () => {
  it('takes the whole discard pile and records those cards as known to be in the hand', () => {
    const state = position({ hands: ['5S 6S', '', '', ''], pile: '9H KD 3C', phase: 'draw' });
    const next = applyMove(state, { type: 'takePile' });
    expect(next.pile).toEqual([]);
    expect(notation(handOf(next, 0))).toBe(notation([...handOf(state, 0), ...state.pile]));
    expect(notation(handOf(next, 0))).toBe('5S 6S 9H KD 3C');
    expect(notation(next.known[0] as Card[])).toBe('9H KD 3C');
    expect(next.known.slice(1)).toEqual([[], [], []]);
    expect(next.stock).toEqual(state.stock);
    expect(next.phase).toBe('play');
  });

  it('adds a second pile to what the seat already publicly holds', () => {
    const state = position({
      hands: ['5S 6S 8C', '', '', ''],
      known: ['8C', '', '', ''],
      pile: 'QD',
      phase: 'draw',
    });
    const next = applyMove(state, { type: 'takePile' });
    expect(notation(next.known[0] as Card[])).toBe(notation([...(state.known[0] as Card[]), ...state.pile]));
  });
});

describe('known cards leave `known` when they leave the hand (rules §8)', () => {
  const base = () =>
    position({
      hands: ['5S 6S 7S 8S 9H 10H', '', '', ''],
      known: ['7S 8S 9H', '', '', ''],
      melds: [{ team: 0, cards: '2H 3H 4H' }],
      phase: 'play',
    });

  it('a melded known card is no longer known; an unknown melded card changes nothing in known', () => {
    const next = applyMove(base(), { type: 'meld', cards: ids(base(), '5S 6S 7S') });
    expect(notation(next.known[0] as Card[])).toBe('8S 9H');
  });

  it('a laid-off known card is no longer known', () => {
    const state = position({
      hands: ['5H 9C', '', '', ''],
      known: ['5H 9C', '', '', ''],
      melds: [{ team: 0, cards: '2H 3H 4H' }],
    });
    const next = applyMove(state, { type: 'layOff', meldId: 1, cards: ids(state, '5H') });
    expect(notation(next.known[0] as Card[])).toBe('9C');
  });

  it('a discarded known card is no longer known; discarding an unknown card keeps the rest', () => {
    const a = applyMove(base(), { type: 'discard', card: ids(base(), '9H')[0] as number });
    expect(notation(a.known[0] as Card[])).toBe('7S 8S');
    const b = applyMove(base(), { type: 'discard', card: ids(base(), '10H')[0] as number });
    expect(notation(b.known[0] as Card[])).toBe('7S 8S 9H');
  });

  it('of two copies only the known one leaves known', () => {
    // 5D twice: one came from the pile (known), one from the stock.
    const state = position({ hands: ['5D 5D KS', '', '', ''], known: ['5D', '', '', ''] });
    const knownId = (state.known[0] as Card[])[0]?.id as number;
    const otherId = handOf(state, 0).find((c) => c.id !== knownId && formatCards([c]) === '5D')?.id as number;
    expect(applyMove(state, { type: 'discard', card: otherId }).known[0]).toHaveLength(1);
    expect(applyMove(state, { type: 'discard', card: knownId }).known[0]).toEqual([]);
  });
});

describe('discard (rules §4.3)', () => {
  it('ends the turn and passes to the next seat: 0 → 1 → 2 → 3 → 0', () => {
    let state = newGame({ seed: 17 });
    const order: Seat[] = [];
    for (let i = 0; i < 9; i++) {
      order.push(state.turn);
      state = applyMove(state, { type: 'draw' });
      const hand = handOf(state, state.turn);
      const before = state.pile.length;
      const card = hand[0] as Card;
      state = applyMove(state, { type: 'discard', card: card.id });
      expect(state.pile).toHaveLength(before + 1);
      expect(state.pile[state.pile.length - 1]).toEqual(card);
      expect(state.phase).toBe('draw');
      expect(state.turnNumber).toBe(i + 2);
    }
    expect(order).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0]);
    expect(state.turn).toBe(1);
  });

  it('passes from seat 3 back to seat 0', () => {
    const state = position({ hands: ['', '', '', '5S 9H'], turn: 3, phase: 'play' });
    const next = applyMove(state, { type: 'discard', card: ids(state, '9H')[0] as number });
    expect(next.turn).toBe(0);
    expect(next.phase).toBe('draw');
  });

  it('may follow zero melds: draw then discard at once', () => {
    const game = newGame({ seed: 8 });
    const drawn = applyMove(game, { type: 'draw' });
    const next = applyMove(drawn, { type: 'discard', card: (handOf(drawn, 0)[3] as Card).id });
    expect(next.melds).toEqual([]);
    expect(handOf(next, 0)).toHaveLength(11);
    expect(next.turn).toBe(1);
  });

  it.each(['JK', '2H', '2S'])('may discard a wild card (%s)', (wild) => {
    const state = position({ hands: [`5S 7D ${wild}`, '', '', ''] });
    const next = applyMove(state, { type: 'discard', card: ids(state, wild)[0] as number });
    expect(formatCards(next.pile.slice(-1))).toBe(wild);
    expect(notation(handOf(next, 0))).toBe('5S 7D');
  });

  it('may discard the card just drawn, even a wild', () => {
    for (const top of ['QC', 'JK']) {
      const state = position({ hands: ['5S 7D', '', '', ''], stock: top, phase: 'draw' });
      const drawn = applyMove(state, { type: 'draw' });
      const card = handOf(drawn, 0).find((c) => formatCards([c]) === top) as Card;
      const next = applyMove(drawn, { type: 'discard', card: card.id });
      expect(next.pile[next.pile.length - 1]).toEqual(card);
      expect(notation(handOf(next, 0))).toBe('5S 7D');
    }
  });

  it('may discard a card just taken with the pile', () => {
    const state = position({ hands: ['5S 7D', '', '', ''], pile: '8H KS', phase: 'draw' });
    const taken = applyMove(state, { type: 'takePile' });
    const next = applyMove(taken, { type: 'discard', card: ids(taken, 'KS')[0] as number });
    expect(formatCards(next.pile)).toBe('KS');
    expect(formatCards(next.known[0] as Card[])).toBe('8H');
  });
});
