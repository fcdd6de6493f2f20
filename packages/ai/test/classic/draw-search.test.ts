import { describe, expect, it } from 'vitest';
import { type Card, DECK, applyMove, cardCode, newGame, viewFor } from '@birimba/engine';
import { LEAF_HIGH, LEAF_LOW, classicBot, createBot, playGame, searchDraw, unseenOutcomes } from '../../src/index.js';
import { makeView } from '../support/view.js';

describe("the draw's expectimax", () => {
  it('weighs each unseen identity by its unseen copies', () => {
    const view = makeView({ hand: '5S 5S 9H', pile: 'KD', phase: 'draw' });
    const outcomes = unseenOutcomes(view);
    const copies = new Map(outcomes.map((o) => [cardCode(o.card), o.copies]));
    expect(copies.has(cardCode(view.hand[0] as Card))).toBe(false);
    expect(copies.get(cardCode(view.hand[2] as Card))).toBe(1);
    expect(copies.get(52)).toBe(4);
    expect(outcomes.reduce((s, o) => s + o.copies, 0)).toBe(DECK.length - 4);
  });

  it('gives the exact expectation without pruning, and the same choice with Star1 on fewer leaves', () => {
    const view = makeView({ hand: '5S 6S 9H KC', pile: '7S 2D', phase: 'draw' });
    // A made-up cardinal evaluation: 30 points per spade held.
    const evaluate = (hand: readonly Card[]): number => 30 * hand.filter((c) => c.suit === 'S').length;
    const full = searchDraw(view, evaluate, false);
    const outcomes = unseenOutcomes(view);
    const total = outcomes.reduce((s, o) => s + o.copies, 0);
    const exact = outcomes.reduce(
      (s, o) => s + (o.copies / total) * Math.max(LEAF_LOW, Math.min(LEAF_HIGH, evaluate([...view.hand, o.card]))),
      0,
    );
    expect(full.drawValue).toBeCloseTo(exact, 9);
    expect(full.nodes).toBe(outcomes.length + 1);
    expect(full.takeValue).toBe(90);
    const pruned = searchDraw(view, evaluate, true);
    expect(pruned.take).toBe(full.take);
    // Drawing is worth 60 + 30 × P(spade); the pile's 90 decides long before every identity is seen.
    expect(pruned.take).toBe(true);
    expect(pruned.nodes).toBeLessThan(full.nodes);
    expect(pruned.pruned).toBe(true);
  });

  it('lists the identities most unseen copies first, then by card code', () => {
    const view = makeView({ hand: '5S 9H 9H', pile: 'KD', phase: 'draw' });
    const outcomes = unseenOutcomes(view);
    // The jokers (four unseen), then every identity with both copies unseen by code, then 5S and KD (one each).
    const expected = [
      { code: 52, copies: 4 },
      ...Array.from({ length: 52 }, (_, code) => ({ code, copies: 2 })).filter(
        (o) =>
          ![cardCode(view.hand[0] as Card), cardCode(view.hand[1] as Card), cardCode(view.pile[0] as Card)].includes(
            o.code,
          ),
      ),
      ...[cardCode(view.hand[0] as Card), cardCode(view.pile[0] as Card)]
        .sort((a, b) => a - b)
        .map((code) => ({ code, copies: 1 })),
    ];
    expect(outcomes.map((o) => ({ code: cardCode(o.card), copies: o.copies }))).toEqual(expected);
  });

  it('prunes by default; a draw as good as the pile is drawn; a choice settled only by the last outcome is not pruned', () => {
    const view = makeView({ hand: '5S 6S 9H KC', pile: '7S 2D', phase: 'draw' });
    const spades = (hand: readonly Card[]): number => 30 * hand.filter((c) => c.suit === 'S').length;
    expect(searchDraw(view, spades)).toEqual(searchDraw(view, spades, true));
    expect(searchDraw(view, spades).pruned).toBe(true);
    const outcomes = unseenOutcomes(view).length;
    // Every hand worth nothing: the draw equals the pile, and the pile is not taken.
    const nothing = (): number => 0;
    for (const star1 of [false, true]) {
      expect(searchDraw(view, nothing, star1)).toEqual({
        take: false,
        takeValue: 0,
        drawValue: 0,
        nodes: outcomes + 1,
        outcomes,
        pruned: false,
      });
    }
    // A pile a hair worse (or better) than a draw worth exactly 0: only the last outcome settles it.
    const pileHolds =
      (value: number) =>
      (hand: readonly Card[]): number =>
        hand.length === view.hand.length + view.pile.length ? value : 0;
    expect(searchDraw(view, pileHolds(-1e-9))).toMatchObject({ take: false, nodes: outcomes + 1, pruned: false });
    expect(searchDraw(view, pileHolds(1e-9))).toMatchObject({ take: true, nodes: outcomes + 1, pruned: false });
  });

  it('agrees with the full search on real positions, as the classic option', () => {
    const classic = classicBot({ explain: false });
    const { moves } = playGame({ seed: 4, bots: [classic, classic, classic, classic] });
    let state = newGame({ seed: 4 });
    let compared = 0;
    for (const move of moves) {
      if (state.phase === 'draw' && state.pile.length > 0 && compared < 8) {
        const view = viewFor(state, state.turn);
        const evaluate = (hand: readonly Card[]): number => classic.handValue(view, hand);
        expect(searchDraw(view, evaluate, true).take).toBe(searchDraw(view, evaluate, false).take);
        compared++;
      }
      state = applyMove(state, move);
    }
    expect(compared).toBeGreaterThan(3);
    const bot = createBot('classic', { draw: 'expectimax' });
    expect(playGame({ seed: 9, bots: [bot, createBot('greedy'), bot, createBot('greedy')] }).state.phase).toBe('over');
    expect(() => createBot('classic', { draw: 'mcts' })).toThrow(/'fuzzy' or 'expectimax'/);
  });
});
