// Illegal moves are refused with a stable code and change nothing (rules §4, §5 and the engine's contract).

import { describe, expect, it } from 'vitest';
import {
  type Card,
  type GameState,
  type IllegalMoveCode,
  IllegalMoveError,
  applyMove,
  checkMeld,
  isLegalMove,
  legalMoves,
  newGame,
  parseCards,
} from '../../src/index.js';
import { deepFreeze, ids, position } from '../support/position.js';

/** Applies `move` expecting a refusal; checks that neither the state nor the move object changed. */
function refusal(state: GameState, move: unknown): IllegalMoveError {
  const stateBefore = JSON.parse(JSON.stringify(state)) as unknown;
  const moveBefore = move === undefined ? undefined : (JSON.parse(JSON.stringify(move)) as unknown);
  let error: unknown = null;
  try {
    applyMove(state, move);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(IllegalMoveError);
  expect(state).toEqual(stateBefore);
  expect(move).toEqual(moveBefore);
  expect(isLegalMove(state, move).legal).toBe(false);
  return error as IllegalMoveError;
}

function expectRefused(state: GameState, move: unknown, code: IllegalMoveCode): IllegalMoveError {
  const error = refusal(state, move);
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
  return error;
}

const one = (state: GameState, text: string, seat = state.turn): number => ids(state, text, seat)[0] as number;

/** Seat 0 to draw (a fresh deal). */
const drawing = (): GameState => newGame({ seed: 99 });
/** Seat 0 to play, with a meld of each team on the table. */
const playing = (): GameState =>
  position({
    hands: ['5S 6S 7S 8H 9H 9C JK 6D', '5H 6H 7H 4C', 'KD', 'QC'],
    melds: [
      { team: 0, cards: '3D 4D 5D' },
      { team: 1, cards: '9S 10S JS' },
    ],
    pile: '2C',
  });

describe('a move out of turn', () => {
  it("is refused with 'not-your-turn' (seat 2 draws when seat 0 is to act)", () => {
    expectRefused(drawing(), { type: 'draw', seat: 2 }, 'not-your-turn');
    expectRefused(drawing(), { type: 'draw', seat: 1 }, 'not-your-turn');
  });

  it("is refused with 'not-your-turn' in the play phase too", () => {
    const state = playing();
    expectRefused(state, { type: 'discard', card: one(state, '9C'), seat: 1 }, 'not-your-turn');
    expectRefused(state, { type: 'meld', cards: ids(state, '5S 6S 7S'), seat: 3 }, 'not-your-turn');
  });

  it('is accepted with the right seat named', () => {
    expect(applyMove(drawing(), { type: 'draw', seat: 0 }).phase).toBe('play');
  });
});

describe('a move in the wrong phase', () => {
  it("meld, layOff or discard before drawing: 'wrong-phase'", () => {
    const state = position({
      hands: ['5S 6S 7S 6D', '', '', ''],
      melds: [{ team: 0, cards: '3D 4D 5D' }],
      phase: 'draw',
    });
    expectRefused(state, { type: 'meld', cards: ids(state, '5S 6S 7S') }, 'wrong-phase');
    expectRefused(state, { type: 'layOff', meldId: 1, cards: ids(state, '6D') }, 'wrong-phase');
    expectRefused(state, { type: 'discard', card: one(state, '6D') }, 'wrong-phase');
  });

  it("draw or takePile after drawing: 'wrong-phase'", () => {
    const state = playing();
    expectRefused(state, { type: 'draw' }, 'wrong-phase');
    expectRefused(state, { type: 'takePile' }, 'wrong-phase');
    const drawn = applyMove(drawing(), { type: 'draw' });
    expectRefused(drawn, { type: 'draw' }, 'wrong-phase');
    expectRefused(drawn, { type: 'takePile' }, 'wrong-phase');
  });
});

describe('cards that are not the player’s to play', () => {
  it("a card not in hand: 'card-not-in-hand' (another hand's, a meld's, the pile's)", () => {
    const state = playing();
    const other = (state.hands[1] as Card[])[0] as Card;
    expectRefused(state, { type: 'discard', card: other.id }, 'card-not-in-hand');
    expectRefused(state, { type: 'meld', cards: [...ids(state, '5S 6S'), other.id] }, 'card-not-in-hand');
    const inMeld = (state.melds[0]?.cards[0] as Card).id;
    expectRefused(state, { type: 'layOff', meldId: 1, cards: [inMeld] }, 'card-not-in-hand');
    expectRefused(state, { type: 'discard', card: (state.pile[state.pile.length - 1] as Card).id }, 'card-not-in-hand');
  });

  it("the other copy of a card in hand is a different card: 'card-not-in-hand'", () => {
    const state = playing();
    const mine = one(state, '9C');
    expectRefused(state, { type: 'discard', card: mine < 52 ? mine + 52 : mine - 52 }, 'card-not-in-hand');
  });

  it("the same card named twice: 'duplicate-card'", () => {
    const state = playing();
    const [five, six] = ids(state, '5S 6S') as [number, number];
    expectRefused(state, { type: 'meld', cards: [five, six, five] }, 'duplicate-card');
    expectRefused(state, { type: 'layOff', meldId: 1, cards: [one(state, '6D'), one(state, '6D')] }, 'duplicate-card');
  });

  it('both copies of a card are two cards, not a duplicate', () => {
    const state = position({ hands: ['5S 5S 6S 7S', '', '', ''] });
    const [a, b] = ids(state, '5S 5S') as [number, number];
    expect(a).not.toBe(b);
    // refused as a meld (same place twice), not as a duplicate
    const error = expectRefused(state, { type: 'meld', cards: [a, b, one(state, '6S')] }, 'invalid-meld');
    const check = checkMeld(parseCards('5S 5S 6S'));
    expect(check.valid).toBe(false);
    if (!check.valid) expect(error.message).toContain(check.reason);
  });
});

describe('cards that do not make a meld', () => {
  it.each([
    ['5S 6S 8H', 'mixed suits'],
    ['5S 6S 9S', 'a gap'],
    ['5S 6S', 'too few'],
    ['JK 5S 2H', 'two acting wilds'],
  ])("%s is refused as a new meld with 'invalid-meld' (%s); the message carries the reason", (text) => {
    const state = position({ hands: [`${text} KD`, '', '', ''] });
    const check = checkMeld(parseCards(text));
    if (check.valid) throw new Error(`${text} should not be a meld`);
    const error = expectRefused(state, { type: 'meld', cards: ids(state, text) }, 'invalid-meld');
    expect(error.message).toContain(check.reason);
  });

  it("a lay-off that does not fit the meld is refused with 'invalid-meld'", () => {
    const state = playing();
    const error = expectRefused(state, { type: 'layOff', meldId: 1, cards: ids(state, '8H') }, 'invalid-meld');
    const check = checkMeld(parseCards('3D 4D 5D 8H'));
    expect(check.valid).toBe(false);
    if (!check.valid) expect(error.message).toContain(check.reason);
    expectRefused(state, { type: 'layOff', meldId: 1, cards: ids(state, '6D JK 9C') }, 'invalid-meld');
  });

  it("a lay-off that would need a second acting wild is refused ('invalid-meld')", () => {
    const state = position({ hands: ['2H 9C', '', '', ''], melds: [{ team: 0, cards: '4S JK 6S' }] });
    expectRefused(state, { type: 'layOff', meldId: 1, cards: ids(state, '2H') }, 'invalid-meld');
  });
});

describe('lay-offs on melds that are not the team’s', () => {
  it("on the opponents' meld: 'not-your-meld', even when the cards would fit", () => {
    const state = playing();
    // 8S would extend the opponents' 9S 10S JS; seat 0 may not lay off there
    const withEight = position({
      hands: ['8S 4H', '', '', ''],
      melds: [
        { team: 0, cards: '3D 4D 5D' },
        { team: 1, cards: '9S 10S JS' },
      ],
    });
    expectRefused(withEight, { type: 'layOff', meldId: 2, cards: ids(withEight, '8S') }, 'not-your-meld');
    expectRefused(state, { type: 'layOff', meldId: 2, cards: ids(state, '8H') }, 'not-your-meld');
  });

  it("seat 1 (team B) may not lay off on team A's meld", () => {
    const state = position({ hands: ['', '6D 9H', '', ''], melds: [{ team: 0, cards: '3D 4D 5D' }], turn: 1 });
    expectRefused(state, { type: 'layOff', meldId: 1, cards: ids(state, '6D') }, 'not-your-meld');
  });

  it("on a meld id that does not exist: 'unknown-meld'", () => {
    const state = playing();
    expectRefused(state, { type: 'layOff', meldId: 3, cards: ids(state, '6D') }, 'unknown-meld');
    expectRefused(state, { type: 'layOff', meldId: 0, cards: ids(state, '6D') }, 'unknown-meld');
    expectRefused(state, { type: 'layOff', meldId: -1, cards: ids(state, '6D') }, 'unknown-meld');
  });
});

describe('drawing from nothing', () => {
  it("takePile on an empty pile: 'empty-pile'", () => {
    expectRefused(drawing(), { type: 'takePile' }, 'empty-pile');
  });

  it("draw from an empty stock: 'empty-stock'", () => {
    // Play never reaches a draw phase with an empty stock (the deal ends with the turn that emptied it), and
    // validateGameState refuses such a state; checkMove still refuses the draw on a state made by hand.
    expect(() => position({ hands: ['5S', '', '', ''], stockSize: 0, phase: 'draw' })).toThrow(/stock/);
    const state = { ...position({ hands: ['5S', '', '', ''], stockSize: 1, phase: 'draw' }), stock: [] };
    expectRefused(state, { type: 'draw' }, 'empty-stock');
  });
});

describe('malformed moves', () => {
  const malformed: [string, unknown][] = [
    ['null', null],
    ['undefined', undefined],
    ['a string', 'draw'],
    ['a number', 3],
    ['an empty object', {}],
    ['an unknown type', { type: 'pass' }],
    ['a type in other case', { type: 'Draw' }],
    ['a meld without cards', { type: 'meld' }],
    ['a meld whose cards are not an array', { type: 'meld', cards: 5 }],
    ['a meld whose cards are a string', { type: 'meld', cards: '5S 6S 7S' }],
    ['a meld with no cards', { type: 'meld', cards: [] }],
    ['a meld with an id out of the deck', { type: 'meld', cards: [1, 2, 108] }],
    ['a meld with a fractional id', { type: 'meld', cards: [1.5, 2, 3] }],
    ['a layOff without a meld id', { type: 'layOff', cards: [1] }],
    ['a layOff whose meld id is a string', { type: 'layOff', meldId: '1', cards: [1] }],
    ['a layOff whose cards are not an array', { type: 'layOff', meldId: 1, cards: { 0: 1 } }],
    ['a layOff with no cards', { type: 'layOff', meldId: 1, cards: [] }],
    ['a discard without a card', { type: 'discard' }],
    ['a discard of a card list', { type: 'discard', card: [1] }],
    ['a discard of a negative id', { type: 'discard', card: -1 }],
    ['a seat out of range', { type: 'draw', seat: 4 }],
    ['a seat that is a string', { type: 'draw', seat: '0' }],
  ];

  it.each(malformed)("%s is refused with 'malformed-move'", (_label, move) => {
    const state = playing();
    expectRefused(state, move, 'malformed-move');
  });

  it("malformed moves are refused in the draw phase too ('malformed-move')", () => {
    // An empty card list is well-formed in shape; before drawing it is refused for the phase (either code would do).
    for (const [label, move] of malformed) {
      if (label.endsWith('with no cards'))
        expect(refusal(drawing(), move).code).toMatch(/^(malformed-move|wrong-phase)$/);
      else expectRefused(drawing(), move, 'malformed-move');
    }
  });
});

describe('any move after the game is over', () => {
  it("is refused with 'game-over', and there are no legal moves", () => {
    const state = position({ hands: ['5S 6S 7S', '4D', '', ''], tookBirimbaki: [true, false], pile: 'KC' });
    const over = applyMove(state, { type: 'meld', cards: ids(state, '5S 6S 7S') });
    expect(over.phase).toBe('over');
    expect(legalMoves(over)).toEqual([]);
    expectRefused(over, { type: 'draw' }, 'game-over');
    expectRefused(over, { type: 'takePile' }, 'game-over');
    expectRefused(over, { type: 'draw', seat: 1 }, 'game-over');
    expectRefused(over, { type: 'discard', card: one(over, '4D', 1) }, 'game-over');
    expectRefused(over, { type: 'meld', cards: [0, 1, 2] }, 'game-over');
    expectRefused(over, { type: 'layOff', meldId: 1, cards: [0] }, 'game-over');
  });
});

describe('applyMove never mutates its input', () => {
  it('on legal moves: a deeply frozen state goes through a whole game', () => {
    for (const seed of [1, 2, 3]) {
      let state = deepFreeze(newGame({ seed }));
      let random = seed;
      const pickIndex = (n: number): number => {
        random = (Math.imul(random, 1103515245) + 12345) >>> 0;
        return random % n;
      };
      let moves = 0;
      while (state.phase !== 'over' && moves < 2000) {
        const options = legalMoves(state);
        // prefer melds and lay-offs so the game empties hands and closes, not only draws
        const plays = options.filter((m) => m.type === 'meld' || m.type === 'layOff');
        const move =
          plays.length > 0 && pickIndex(3) > 0 ? plays[pickIndex(plays.length)] : options[pickIndex(options.length)];
        const snapshot = JSON.stringify(state);
        const next = applyMove(state, deepFreeze(move));
        expect(JSON.stringify(state)).toBe(snapshot);
        expect(next).not.toBe(state);
        state = deepFreeze(next);
        moves++;
      }
      expect(state.phase).toBe('over');
      expect(moves).toBeGreaterThan(20);
    }
  });

  it('on legal moves given as card objects (normalized, not mutated)', () => {
    const state = deepFreeze(position({ hands: ['5S 6S 7S 9H', '', '', ''] }));
    const cards = (state.hands[0] as Card[]).filter((c) => c.rank !== '9');
    const move = deepFreeze({ type: 'meld', cards });
    const next = applyMove(state, move);
    expect(next.melds).toHaveLength(1);
    expect(move.cards).toBe(cards);
  });
});
