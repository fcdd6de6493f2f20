// The small questions about a turn: who is whose partner (rules §1), whether a move is legal, whether a
// move empties the hand, whether a team may close (rules §6 and its variant).

import { describe, expect, it } from 'vitest';
import {
  type Card,
  type CheckedMove,
  type GameState,
  IllegalMoveError,
  SnapshotError,
  applyMove,
  applyPlayToView,
  checkMove,
  isLegalMove,
  moveOutcome,
  newGame,
  partnerOf,
  teamMayClose,
  viewFor,
} from '../../src/index.js';
import { discardCard, emptiesHand, handOutcome } from '../../src/core/turn-rules.js';
import { ids, position } from '../support/position.js';
import { thrown } from '../support/thrown.js';

function checked(state: GameState, move: unknown): CheckedMove {
  const result = checkMove(state, move);
  if (result instanceof IllegalMoveError) throw result;
  return result;
}

describe('partners sit opposite (rules §1)', () => {
  it('pairs seat 0 with 2 and seat 1 with 3', () => {
    expect([0, 1, 2, 3].map((s) => partnerOf(s as 0 | 1 | 2 | 3))).toEqual([2, 3, 0, 1]);
  });
});

describe('isLegalMove', () => {
  it('says legal for a legal move, and gives the refusal of an illegal one', () => {
    const state = newGame({ seed: 5 });
    expect(isLegalMove(state, { type: 'draw' })).toEqual({ legal: true });
    const refused = isLegalMove(state, { type: 'takePile' });
    expect(refused.legal).toBe(false);
    expect(!refused.legal && refused.error.code).toBe('empty-pile');
  });
});

describe('isLegalMove and applyPlayToView refuse what they cannot judge', () => {
  it('isLegalMove: something that is not a game state, naming isLegalMove', () => {
    expect(() => isLegalMove({ kind: 'player-view' } as never, { type: 'draw' })).toThrow(SnapshotError);
    expect(() => isLegalMove({ kind: 'player-view' } as never, { type: 'draw' })).toThrow(/isLegalMove/);
  });

  it('applyPlayToView: an illegal play with its own refusal, a draw as malformed, a non-view naming the function', () => {
    const state = position({ hands: ['5S 6S 7S 9C', '', '', ''], handSizes: [4, 11, 11, 11], phase: 'play' });
    const view = viewFor(state, 0);
    const codeOf = (move: unknown): string => {
      try {
        applyPlayToView(view, move);
      } catch (e) {
        if (e instanceof IllegalMoveError) return e.code;
        throw e;
      }
      return 'accepted';
    };
    expect(codeOf({ type: 'meld', cards: ids(state, '5S 6S 9C') })).toBe('invalid-meld');
    expect(codeOf({ type: 'layOff', meldId: 9, cards: ids(state, '9C') })).toBe('unknown-meld');
    expect(codeOf({ type: 'discard', card: ids(state, '9C')[0] })).toBe('malformed-move');
    expect(codeOf({ type: 'meld', cards: ids(state, '5S 6S 7S') })).toBe('accepted');
    expect(() => applyPlayToView(state as never, { type: 'draw' })).toThrow(/applyPlayToView/);
  });
});

describe('emptiesHand', () => {
  const state = position({ hands: ['5S 6S 7S 9C', '', '', ''], handSizes: [4, 11, 11, 11], phase: 'play' });

  it('is true for a meld of every card but one, not for one that keeps two', () => {
    const three = position({ hands: ['5S 6S 7S', '', '', ''], handSizes: [3, 11, 11, 11], phase: 'play' });
    expect(emptiesHand(three, checked(three, { type: 'meld', cards: ids(three, '5S 6S 7S') }))).toBe(true);
    expect(emptiesHand(state, checked(state, { type: 'meld', cards: ids(state, '5S 6S 7S') }))).toBe(false);
  });

  it('is true for the discard of the last card only', () => {
    const last = position({ hands: ['9C', '', '', ''], handSizes: [1, 11, 11, 11], phase: 'play' });
    expect(emptiesHand(last, checked(last, { type: 'discard', card: ids(last, '9C')[0] }))).toBe(true);
    expect(emptiesHand(state, checked(state, { type: 'discard', card: ids(state, '9C')[0] }))).toBe(false);
  });

  it('is never true for a draw or for taking the pile, even from a hand of one card', () => {
    const drawing = position({ hands: ['9C', '', '', ''], handSizes: [1, 11, 11, 11], pile: '4H', phase: 'draw' });
    expect(emptiesHand(drawing, checked(drawing, { type: 'draw' }))).toBe(false);
    expect(emptiesHand(drawing, checked(drawing, { type: 'takePile' }))).toBe(false);
  });
});

describe('teamMayClose (rules §6, closing variant)', () => {
  const state = position({
    rules: { closingRequires: 'cleanBirimba' },
    hands: ['5H', '', '', ''],
    melds: [
      { team: 0, cards: '3S 4S 5S 6S JK 8S 9S' },
      { team: 1, cards: '3D 4D 5D 6D 7D 8D 9D' },
    ],
  });

  it('judges the melds on the table when none are given: a dirty birimba is not enough, the opponents’ clean one does not count', () => {
    expect(teamMayClose(state, 0)).toBe(false);
    expect(teamMayClose(state, 1)).toBe(true);
  });

  it('judges the melds it is given instead', () => {
    const clean = position({ hands: ['5H', '', '', ''], melds: [{ team: 0, cards: '3C 4C 5C 6C 7C 8C 9C' }] }).melds;
    expect(teamMayClose(state, 0, clean)).toBe(true);
    expect(teamMayClose(state, 1, clean)).toBe(false);
  });

  it('always allows closing under the default rules', () => {
    expect(teamMayClose(position({ hands: ['5H', '', '', ''] }), 0)).toBe(true);
  });
});

describe('moveOutcome: what emptying the hand does (rules §6)', () => {
  const nothing = { endsTurn: false, takesBirimbaki: false, closes: false, endsDeal: false };

  it('takes the birimbaki when the last card is discarded, and the turn ends', () => {
    const last = position({ hands: ['9C', '', '', ''], handSizes: [1, 11, 11, 11] });
    expect(moveOutcome(last, { type: 'discard', card: ids(last, '9C')[0] })).toEqual({
      ...nothing,
      endsTurn: true,
      takesBirimbaki: true,
    });
  });

  it('closes, ending the deal rather than the turn, when the last card is discarded by a team that took its birimbaki', () => {
    const last = position({ hands: ['9C', '', '', ''], handSizes: [1, 11, 11, 11], tookBirimbaki: [true, false] });
    expect(moveOutcome(viewFor(last, 0), { type: 'discard', card: ids(last, '9C')[0] })).toEqual({
      ...nothing,
      closes: true,
      endsDeal: true,
    });
  });

  it('takes the birimbaki when a lay-off uses the last cards', () => {
    const state = position({
      hands: ['8S 9S', '', '', ''],
      handSizes: [2, 11, 11, 11],
      melds: [{ team: 0, cards: '5S 6S 7S' }],
    });
    const layOff = { type: 'layOff', meldId: state.melds[0]?.id, cards: ids(state, '8S 9S') };
    expect(moveOutcome(state, layOff)).toEqual({ ...nothing, takesBirimbaki: true });
    expect(moveOutcome(state, { ...layOff, cards: ids(state, '8S') })).toEqual(nothing);
  });

  it('says nothing happens yet for a draw or for taking the pile', () => {
    const drawing = position({ hands: ['9C', '', '', ''], handSizes: [1, 11, 11, 11], pile: '4H', phase: 'draw' });
    expect(moveOutcome(drawing, { type: 'draw' })).toEqual(nothing);
    expect(moveOutcome(drawing, { type: 'takePile' })).toEqual(nothing);
  });

  it('refuses what is not a game or a view, naming moveOutcome', () => {
    const error = thrown(SnapshotError, () => moveOutcome({ phase: 'play' } as never, { type: 'draw' }));
    expect(error.code).toBe('wrong-format');
    expect(error.message).toMatch(/^moveOutcome needs a game state or a player view, got /);
  });
});

describe('applyMove refuses what it cannot play on', () => {
  it('something that is not a game state, naming applyMove', () => {
    const error = thrown(SnapshotError, () => applyMove(viewFor(newGame({ seed: 1 }), 0) as never, { type: 'draw' }));
    expect(error.code).toBe('wrong-format');
    expect(error.message).toMatch(/^applyMove needs a game state \(from newGame or applyMove\), got /);
  });

  it('a state that breaks while the move is made, as a malformed state naming applyMove, not a raw error', () => {
    const state = position({ hands: ['5S 9C', '', '', ''], handSizes: [2, 11, 11, 11] });
    const broken = { ...state, known: null } as never;
    const error = thrown(SnapshotError, () => applyMove(broken, { type: 'discard', card: ids(state, '9C')[0] }));
    expect(error.code).toBe('corrupted');
    expect(error.message).toMatch(/^applyMove: the game state or view is malformed \(/);
  });
});

describe('handOutcome: what an empty hand means (rules §6)', () => {
  it('is to keep playing while cards remain, the birimbaki first, then the close', () => {
    const last = position({ hands: ['9C', '', '', ''], handSizes: [1, 11, 11, 11] });
    const card = last.hands[0]?.[0] as Card;
    expect(handOutcome(last)).toBe('keepPlaying');
    expect(handOutcome(discardCard(last, card))).toBe('pickUpBirimbaki');
    expect(handOutcome(discardCard({ ...last, tookBirimbaki: [true, false] }, card))).toBe('close');
  });
});
