// The greedy rollout policy's choices, position by position, as its documentation states them: what it takes, what
// it lays down, what it throws. (rollout.test.ts checks that every move it makes is legal; this, which moves.)
import { describe, expect, it } from 'vitest';
import { type GameState, type Move, type PositionSpec, buildPosition, cardById } from '@birimba/engine';
import { Playout } from '@birimba/engine/playout';
import { greedyRollout } from '../../src/index.js';

/** The moves greedy makes for the seat to act in the position, told as card notation. */
function greedyMoves(spec: PositionSpec): string[] {
  const state: GameState = buildPosition(spec);
  const game = new Playout().load(state);
  const moves: Move[] = [];
  greedyRollout(
    game,
    () => 0.5,
    (m) => moves.push(m),
  );
  const name = (id: number): string => {
    const c = cardById(id);
    return `${c.rank}${c.suit ?? ''}`;
  };
  return moves.map((m) => {
    switch (m.type) {
      case 'draw':
        return 'draw';
      case 'takePile':
        return 'takePile';
      case 'meld':
        return `meld ${m.cards.map(name).join(' ')}`;
      case 'layOff':
        return `layOff ${String(m.meldId)} ${m.cards.map(name).join(' ')}`;
      case 'discard':
        return `discard ${name(m.card)}`;
    }
  });
}

describe('the greedy rollout policy', () => {
  describe('in the draw phase', () => {
    it('takes a pile holding a card of use at once: a wild, a lay-off on its team’s meld, a run of three', () => {
      const hands: [string, string, string, string] = ['5S 6S KD 9C', '', '', ''];
      expect(greedyMoves({ phase: 'draw', hands, pile: '4H JK' })).toEqual(['takePile']);
      expect(greedyMoves({ phase: 'draw', hands, pile: '4H 2C' })).toEqual(['takePile']);
      expect(greedyMoves({ phase: 'draw', hands, pile: '9H 7S' })).toEqual(['takePile']);
      expect(greedyMoves({ phase: 'draw', hands, pile: '9H 4S' })).toEqual(['takePile']);
      expect(greedyMoves({ phase: 'draw', hands, pile: '9H 8D', melds: [{ team: 0, cards: '5D 6D 7D' }] })).toEqual([
        'takePile',
      ]);
      // The ace fits high above Q K, or low below 2 3; an ace in hand counts at both ends too.
      expect(greedyMoves({ phase: 'draw', hands: ['QH KH 9C 4D', '', '', ''], pile: '7S AH' })).toEqual(['takePile']);
      expect(greedyMoves({ phase: 'draw', hands: ['AS KS 9C 4D', '', '', ''], pile: '7H QS' })).toEqual(['takePile']);
    });

    it('draws when no pile card is of use: not one that fits only the opponents’ meld, nor one a gap away', () => {
      const hands: [string, string, string, string] = ['5S 6S KD 9C', '', '', ''];
      expect(greedyMoves({ phase: 'draw', hands, pile: '9H 3D' })).toEqual(['draw']);
      expect(greedyMoves({ phase: 'draw', hands, pile: '9H 8D', melds: [{ team: 1, cards: '5D 6D 7D' }] })).toEqual([
        'draw',
      ]);
      expect(greedyMoves({ phase: 'draw', hands, pile: '9H 8S' })).toEqual(['draw']);
      expect(greedyMoves({ phase: 'draw', hands, pile: '' })).toEqual(['draw']);
    });
  });

  describe('in the play phase', () => {
    it('lays off first, then melds the longest run of naturals, then throws a loose high card', () => {
      expect(
        greedyMoves({
          phase: 'play',
          hands: ['6H 5S 6S 7S 8S 4D KC 5D', '', '', ''],
          melds: [{ team: 0, cards: '3H 4H 5H' }],
        }),
      ).toEqual(['layOff 1 6H', 'meld 5S 6S 7S 8S', 'discard KC']);
    });

    it('melds the run with more points when two are as long', () => {
      expect(greedyMoves({ phase: 'play', hands: ['3S 4S 5S JD QD KD 9C 4C', '', '', ''] })).toEqual([
        'meld JD QD KD',
        'meld 3S 4S 5S',
        'discard 9C',
      ]);
    });

    it('completes a run of three with a wild, the highest-point wild held', () => {
      expect(greedyMoves({ phase: 'play', hands: ['8H 9H 2C JK KS 4D', '', '', ''] })).toEqual([
        'meld 8H 9H JK',
        'discard KS',
      ]);
    });

    it('never throws a wild while a natural is left, and rather not a card that feeds the opponents', () => {
      // KD would fit the opponents' meld: the 10-point QC, loose too, goes instead; the joker stays.
      expect(
        greedyMoves({ phase: 'play', hands: ['KD QC JK 5H', '', '', ''], melds: [{ team: 1, cards: '10D JD QD' }] }),
      ).toEqual(['discard QC']);
      // Even a low natural goes before the joker (the variant keeps the three cards from being laid down).
      expect(
        greedyMoves({ phase: 'play', rules: { birimbakiRequires: 'birimba' }, hands: ['JK 4H 6H', '', '', ''] }),
      ).toEqual(['discard 4H']);
      // A card with a neighbour of its suit is kept over a loose one of the same points.
      expect(greedyMoves({ phase: 'play', hands: ['9S JS KH 4D', '', '', ''] })).toEqual(['discard KH']);
    });

    it('keeps two cards while its team may not empty a hand (birimbaki variant), and lays down what it may', () => {
      expect(
        greedyMoves({ phase: 'play', rules: { birimbakiRequires: 'birimba' }, hands: ['5S 6S 7S 9H', '', '', ''] }),
      ).toEqual(['discard 9H']);
      expect(greedyMoves({ phase: 'play', hands: ['5S 6S 7S 9H', '', '', ''] })).toEqual([
        'meld 5S 6S 7S',
        'discard 9H',
      ]);
    });
  });
});
