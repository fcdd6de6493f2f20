// What checkMove and the rule questions say when they refuse: a sentence a player could read, naming the cause.

import { describe, expect, it } from 'vitest';
import {
  type GameState,
  ArgumentError,
  IllegalMoveError,
  SnapshotError,
  checkMove,
  emptyingRequirement,
  layOffOptions,
  legalMoves,
  meetsRequirement,
  meldOptions,
  newGame,
  normalizeMove,
  teamMayClose,
  teamMayEmptyHand,
  turnFacts,
  viewFor,
} from '../../src/index.js';
import { ids, position } from '../support/position.js';
import { thrown } from '../support/thrown.js';

function refusal(source: Parameters<typeof checkMove>[0], move: unknown): IllegalMoveError {
  const result = checkMove(source, move);
  if (!(result instanceof IllegalMoveError)) throw new Error(`accepted: ${JSON.stringify(move)}`);
  return result;
}

describe('refusals of a move', () => {
  it('list the move types when the type is unknown', () => {
    expect(refusal(newGame({ seed: 1 }), { type: 'pass' }).message).toBe(
      'unknown move type "pass"; moves are draw, takePile, meld, layOff, discard',
    );
  });

  it('name the seat to act when a view of another seat asks', () => {
    const state = newGame({ seed: 1 });
    const error = refusal(viewFor(state, 2), { type: 'draw' });
    expect(error.code).toBe('not-your-turn');
    expect(error.message).toBe("it is seat 0's turn, not seat 2's");
  });

  it('say why the last card may not be discarded, and which birimba the team lacks', () => {
    const taking = position({ rules: { birimbakiRequires: 'birimba' }, hands: ['9C', '4D', '', ''] });
    expect(refusal(taking, { type: 'discard', card: ids(taking, '9C')[0] }).message).toBe(
      'your team needs a birimba before it may take its birimbaki, so you may not discard your last card',
    );
    const closing = position({
      rules: { closingRequires: 'cleanBirimba' },
      hands: ['9C', '4D', '', ''],
      tookBirimbaki: [true, false],
    });
    expect(refusal(closing, { type: 'discard', card: ids(closing, '9C')[0] }).message).toBe(
      'your team needs a clean birimba before it may close, so you may not discard your last card',
    );
  });

  it('say why a play may not leave a single card that cannot be laid off', () => {
    const state = position({ rules: { birimbakiRequires: 'birimba' }, hands: ['5S 6S 7S 9C', '4D', '', ''] });
    const error = refusal(state, { type: 'meld', cards: ids(state, '5S 6S 7S') });
    expect(error.code).toBe('cannot-take-birimbaki');
    expect(error.message).toBe(
      'your team needs a birimba before it may take its birimbaki, so you must keep cards to discard',
    );
  });

  it('refuse taking an empty pile, asked from the view of the seat to act', () => {
    const state = position({ hands: ['5S', '', '', ''], phase: 'draw' });
    expect(state.pile).toEqual([]);
    expect(refusal(viewFor(state, 0), { type: 'takePile' }).code).toBe('empty-pile');
  });

  it('refuse card ids given as null among the cards, as a malformed move', () => {
    const result = normalizeMove({ type: 'meld', cards: [null, 2, 3] });
    expect(result).toBeInstanceOf(IllegalMoveError);
    expect((result as IllegalMoveError).code).toBe('malformed-move');
  });

  it('refuse a lay-off whose meld id is not a whole number, as a malformed move', () => {
    for (const meldId of ['1', 1.5, null]) {
      const result = normalizeMove({ type: 'layOff', meldId, cards: [4] });
      expect(result).toBeInstanceOf(IllegalMoveError);
      expect((result as IllegalMoveError).code).toBe('malformed-move');
      expect((result as IllegalMoveError).message).toBe(
        'a layOff move needs `meldId`: the id of one of your team’s melds',
      );
    }
  });

  it('are a SnapshotError naming checkMove when there is no game or view to check against', () => {
    expect(() => checkMove({ phase: 'draw' } as never, { type: 'draw' })).toThrow(SnapshotError);
    expect(() => checkMove({ phase: 'draw' } as never, { type: 'draw' })).toThrow(
      /^checkMove needs a game state or a player view, got /,
    );
    expect(thrown(SnapshotError, () => checkMove({ phase: 'draw' } as never, { type: 'draw' })).code).toBe(
      'wrong-format',
    );
    for (const source of [null, { hand: [], stockSize: 3, seat: 0 }]) {
      expect(thrown(SnapshotError, () => checkMove(source as never, { type: 'draw' })).message).toMatch(
        /^checkMove needs a game state or a player view, got /,
      );
    }
  });

  it('turn a malformed table in the facts it is given into a SnapshotError naming checkMove, not a raw error', () => {
    const state = position({ hands: ['5S 6S 7S 9C', '', '', ''], phase: 'play' });
    const facts = { ...turnFacts(state), melds: null };
    const check = (): unknown => checkMove(facts as never, { type: 'layOff', meldId: 1, cards: ids(state, '9C') });
    expect(check).toThrow(SnapshotError);
    expect(check).toThrow(/^checkMove: the game state or view is malformed/);
  });
});

describe('a move read from input', () => {
  it('has a seat only when the input names one', () => {
    expect(normalizeMove({ type: 'draw' })).toStrictEqual({ type: 'draw' });
    expect(normalizeMove({ type: 'draw', seat: 2 })).toStrictEqual({ type: 'draw', seat: 2 });
  });
});

describe('the facts of a turn', () => {
  it('refuse what is not a game or a view, naming turnFacts', () => {
    const error = thrown(SnapshotError, () => turnFacts({ phase: 'play' } as never));
    expect(error.code).toBe('wrong-format');
    expect(error.message).toMatch(/^turnFacts needs a game state or a player view, got /);
  });

  it('give a view of a seat not to act no hand to act with', () => {
    const state: GameState = newGame({ seed: 3 });
    expect(turnFacts(viewFor(state, 0)).hand).toEqual([...(state.hands[0] ?? [])].sort((a, b) => a.id - b.id));
    expect(turnFacts(viewFor(state, 1)).hand).toEqual([]);
  });
});

describe('the rule questions refuse what they cannot judge', () => {
  const state = newGame({ seed: 2 });

  it('meetsRequirement: an unknown requirement or no list of melds', () => {
    expect(() => meetsRequirement('twoBirimbas' as never, 0, [])).toThrow(ArgumentError);
    expect(() => meetsRequirement('birimba', 0, null as never)).toThrow(
      /^meetsRequirement takes 'nothing', 'birimba' or 'cleanBirimba' and a list of melds, got /,
    );
    expect(thrown(ArgumentError, () => meetsRequirement('twoBirimbas' as never, 0, [])).code).toBe('bad-argument');
  });

  it('meetsRequirement: what is not a meld in the list is not a birimba', () => {
    const birimba = { team: 0, isBirimba: true, clean: true } as const;
    const notMelds = [null, undefined, 5] as never[];
    expect(meetsRequirement('birimba', 0, notMelds)).toBe(false);
    expect(meetsRequirement('cleanBirimba', 0, [...notMelds, birimba])).toBe(true);
  });

  it('emptyingRequirement: no state, naming the function', () => {
    expect(thrown(ArgumentError, () => emptyingRequirement(null as never, 0)).message).toBe(
      'emptyingRequirement takes a game state (or view) and a team 0 or 1, got [null,0]',
    );
  });

  it('teamMayClose: no state, or one without its rules, naming the function', () => {
    const error = thrown(ArgumentError, () => teamMayClose(null as never, 0));
    expect(error.message).toBe('teamMayClose takes a game state (or view) and a team 0 or 1, got [null,0]');
    for (const rules of [null, undefined]) {
      expect(thrown(ArgumentError, () => teamMayClose({ rules, melds: [] } as never, 0)).message).toMatch(
        /^teamMayClose takes a game state/,
      );
    }
  });

  it('teamMayEmptyHand and teamMayClose: a team that is not 0 or 1, naming the function', () => {
    expect(() => teamMayEmptyHand(state, 2)).toThrow(
      /^teamMayEmptyHand takes a game state \(or view\) and a team 0 or 1, got \[\{"format"/,
    );
    expect(() => teamMayClose(state, 2)).toThrow(
      /^teamMayClose takes a game state \(or view\) and a team 0 or 1, got /,
    );
    expect(thrown(ArgumentError, () => teamMayClose(state, 2)).code).toBe('bad-argument');
  });

  it('teamMayClose needs only the rules and the melds, not who took a birimbaki', () => {
    expect(teamMayClose({ rules: state.rules, melds: [] }, 0)).toBe(true);
    expect(() => teamMayEmptyHand({ rules: state.rules, melds: [] } as never, 0)).toThrow(ArgumentError);
  });
});

describe('the move lists refuse what they cannot list', () => {
  const state = position({ hands: ['5S 6S 7S 9C', '', '', ''], melds: [{ team: 0, cards: '3H 4H 5H' }] });
  const hand = state.hands[0] ?? [];
  const meld = state.melds[0] as (typeof state.melds)[number];

  it('meldOptions and layOffOptions: a hand that is not a list of cards, naming the function', () => {
    const options = thrown(ArgumentError, () => meldOptions(5 as never, state.rules));
    expect(options.code).toBe('bad-cards');
    expect(options.message).toBe('meldOptions needs a hand: an array of cards, got 5');
    expect(thrown(ArgumentError, () => layOffOptions(meld, 'hand' as never)).message).toBe(
      'layOffOptions needs a hand: an array of cards, got "hand"',
    );
  });

  it('meldOptions: no rule set', () => {
    const error = thrown(ArgumentError, () => meldOptions(hand, null as never));
    expect(error.code).toBe('bad-argument');
    expect(error.message).toBe('meldOptions needs a rule set, got null');
  });

  it('layOffOptions: something that is not a meld, or a meld without its cards', () => {
    const notMeld = thrown(ArgumentError, () => layOffOptions({ cards: meld.cards } as never, hand));
    expect(notMeld.code).toBe('bad-argument');
    expect(notMeld.message).toMatch(/^layOffOptions needs a meld of the table, got \{"cards":\[/);
    for (const bad of [null, undefined, 5, { ...meld, arrangement: null }]) {
      expect(thrown(ArgumentError, () => layOffOptions(bad as never, hand)).message).toMatch(
        /^layOffOptions needs a meld of the table, got /,
      );
    }
    const noCards = thrown(ArgumentError, () => layOffOptions({ arrangement: meld.arrangement } as never, hand));
    expect(noCards.code).toBe('bad-argument');
    expect(noCards.message).toMatch(/^layOffOptions needs a meld with its cards, got \{"arrangement":/);
  });

  it('layOffOptions: a meld whose arrangement breaks, as malformed, naming layOffOptions', () => {
    const broken = { ...meld, arrangement: { kind: 'set', slots: 5 } } as never;
    const error = thrown(SnapshotError, () => layOffOptions(broken, hand));
    expect(error.code).toBe('corrupted');
    expect(error.message).toMatch(/^layOffOptions: the game state or view is malformed \(/);
  });

  it('legalMoves: something that is not a game or a view, naming legalMoves', () => {
    const error = thrown(SnapshotError, () => legalMoves({ phase: 'play' } as never));
    expect(error.code).toBe('wrong-format');
    expect(error.message).toMatch(/^legalMoves needs a game state or a player view, got /);
  });

  it('legalMoves: a state that breaks while listing, as malformed, naming legalMoves', () => {
    const error = thrown(SnapshotError, () => legalMoves({ ...state, melds: [null] } as never));
    expect(error.code).toBe('corrupted');
    expect(error.message).toMatch(/^legalMoves: the game state or view is malformed \(/);
  });
});
