// Rules §6 (running out of cards, the birimbakia, the end) and the scores it leads to (§7).

import { describe, expect, it } from 'vitest';
import {
  type Card,
  type GameState,
  type Move,
  type Seat,
  IllegalMoveError,
  applyMove,
  finalScores,
  formatCards,
  legalMoves,
} from '../../src/index.js';
import { points } from '../support/oracle.js';
import { type PositionSpec, ids, notation, position } from '../support/position.js';

const hand = (state: GameState, seat: Seat = state.turn): Card[] => state.hands[seat] as Card[];

function holds(state: GameState, text: string): boolean {
  try {
    ids(state, text);
    return true;
  } catch {
    return false;
  }
}

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof IllegalMoveError) return e.code;
    throw e;
  }
  return 'accepted';
}

const meld = (state: GameState, text: string): Move => ({ type: 'meld', cards: ids(state, text) });
const layOff = (state: GameState, meldId: number, text: string): Move => ({
  type: 'layOff',
  meldId,
  cards: ids(state, text),
});
const discard = (state: GameState, text: string): Move => ({ type: 'discard', card: ids(state, text)[0] as number });

describe('the hand empties during play (rules §6)', () => {
  it('a team without a birimbaki: the player takes one (11 cards) at once and goes on playing the same turn', () => {
    const state = position({
      hands: ['5S 6S 7S', '9H', '10H', 'JH'],
      pile: 'KC',
    });
    const next = applyMove(state, meld(state, '5S 6S 7S'));
    expect(hand(next, 0)).toHaveLength(11);
    expect(next.tookBirimbaki).toEqual([true, false]);
    expect(next.birimbakia).toHaveLength(1);
    // the hand is exactly one of the packets, the other one stays
    const taken = state.birimbakia.find((p) => notation(p) === notation(hand(next, 0)));
    expect(taken).toBeDefined();
    expect(next.birimbakia[0]).toEqual(state.birimbakia.find((p) => p !== taken));
    expect(next.phase).toBe('play');
    expect(next.turn).toBe(0);
    expect(next.pile).toEqual(state.pile);
    // the birimbaki's cards are hidden: nothing becomes publicly known
    expect(next.known).toEqual([[], [], [], []]);
    // ... and ends the turn with a discard as usual
    const card = hand(next, 0)[4] as Card;
    const after = applyMove(next, { type: 'discard', card: card.id });
    expect(after.turn).toBe(1);
    expect(after.phase).toBe('draw');
    expect(hand(after, 0)).toHaveLength(10);
    expect(after.pile[after.pile.length - 1]).toEqual(card);
  });

  it('the picked-up cards can be played in the same turn', () => {
    const state = position({ hands: ['5S 6S 7S', '', '', ''], birimbakia: ['9D 10D JD', '9H 10H JH'] });
    let next = applyMove(state, meld(state, '5S 6S 7S'));
    const run = holds(next, '9D 10D JD') ? '9D 10D JD' : '9H 10H JH';
    next = applyMove(next, meld(next, run));
    expect(next.melds).toHaveLength(2);
    expect(hand(next)).toHaveLength(8);
    expect(next.phase).toBe('play');
  });

  it('a lay-off that empties the hand takes the birimbaki too', () => {
    const state = position({ hands: ['8S', '', '', ''], melds: [{ team: 0, cards: '5S 6S 7S' }] });
    const next = applyMove(state, layOff(state, 1, '8S'));
    expect(hand(next)).toHaveLength(11);
    expect(next.tookBirimbaki).toEqual([true, false]);
    expect(next.phase).toBe('play');
  });

  it('team B takes its own birimbaki', () => {
    const state = position({ hands: ['', '9C 10C JC', '', ''], turn: 1 });
    const next = applyMove(state, meld(state, '9C 10C JC'));
    expect(next.tookBirimbaki).toEqual([false, true]);
    expect(hand(next, 1)).toHaveLength(11);
    expect(next.turn).toBe(1);
  });

  it('a team that already has its birimbaki closes: the game ends at once, no discard needed', () => {
    const state = position({
      hands: ['5S 6S 7S', '9H', '10H', 'JH'],
      tookBirimbaki: [true, false],
      pile: 'KC',
    });
    const next = applyMove(state, meld(state, '5S 6S 7S'));
    expect(next.phase).toBe('over');
    expect(next.endReason).toBe('closed');
    expect(next.closedBy).toBe(0);
    expect(hand(next, 0)).toEqual([]);
    expect(next.birimbakia).toEqual(state.birimbakia);
    expect(next.pile).toEqual(state.pile);
    expect(codeOf(() => applyMove(next, { type: 'draw' }))).toBe('game-over');
    expect(legalMoves(next)).toEqual([]);
  });

  it('the partner of the player who took the birimbaki closes for the team', () => {
    const state = position({ hands: ['9H', '4D', 'KS AS 2S', '8C'], tookBirimbaki: [true, false], turn: 2 });
    const next = applyMove(state, meld(state, 'KS AS 2S'));
    expect(next.endReason).toBe('closed');
    expect(next.closedBy).toBe(0);
  });

  it('team B closes by a lay-off', () => {
    const state = position({
      hands: ['9H', '', '4D', '8C 9C'],
      melds: [{ team: 1, cards: '5C 6C 7C' }],
      tookBirimbaki: [false, true],
      turn: 3,
    });
    const next = applyMove(state, layOff(state, 1, '8C 9C'));
    expect(next.phase).toBe('over');
    expect(next.closedBy).toBe(1);
  });
});

describe('the hand empties by the discard (rules §6)', () => {
  it('a team without a birimbaki: the player takes one into hand and the turn ends', () => {
    const state = position({ hands: ['9H', '4D', '', ''] });
    const next = applyMove(state, discard(state, '9H'));
    expect(hand(next, 0)).toHaveLength(11);
    expect(state.birimbakia.some((p) => notation(p) === notation(hand(next, 0)))).toBe(true);
    expect(next.tookBirimbaki).toEqual([true, false]);
    expect(next.birimbakia).toHaveLength(1);
    expect(formatCards(next.pile.slice(-1))).toBe('9H');
    expect(next.turn).toBe(1);
    expect(next.phase).toBe('draw');
  });

  it('a team that already has one closes and the game ends', () => {
    const state = position({ hands: ['', '4D', '', '9H'], tookBirimbaki: [false, true], turn: 3 });
    const next = applyMove(state, discard(state, '9H'));
    expect(next.phase).toBe('over');
    expect(next.endReason).toBe('closed');
    expect(next.closedBy).toBe(1);
    expect(formatCards(next.pile.slice(-1))).toBe('9H');
    expect(next.birimbakia).toHaveLength(1);
  });
});

describe('each team takes at most one birimbaki, whichever packet is left (rules §6)', () => {
  it('A takes a packet, B then takes the other one, and A closes instead of taking a third', () => {
    const start = position({
      hands: ['5S 6S 7S', '5H 6H 7H', 'KS AS 2S', '8C'],
      stock: 'JD 10C',
    });
    const packets = start.birimbakia.map((p) => notation(p));
    let state = applyMove(start, meld(start, '5S 6S 7S'));
    expect(state.tookBirimbaki).toEqual([true, false]);
    expect(state.birimbakia).toHaveLength(1);
    const takenByA = notation(hand(state, 0));
    const left = notation(state.birimbakia[0] as Card[]);
    expect([takenByA, left].sort()).toEqual([...packets].sort());
    state = applyMove(state, { type: 'discard', card: (hand(state, 0)[0] as Card).id });

    // seat 1 (team B) empties its hand by the discard: it gets the packet that is left
    state = applyMove(state, { type: 'draw' });
    state = applyMove(state, meld(state, '5H 6H 7H'));
    expect(state.tookBirimbaki).toEqual([true, false]);
    state = applyMove(state, discard(state, '10C'));
    expect(state.tookBirimbaki).toEqual([true, true]);
    expect(state.birimbakia).toEqual([]);
    expect(notation(hand(state, 1))).toBe(left);

    // seat 2 (team A again) empties its hand: no packet for it, the team closes
    state = applyMove(state, { type: 'draw' });
    state = applyMove(state, meld(state, 'KS AS 2S'));
    state = applyMove(state, discard(state, 'JD'));
    expect(state.phase).toBe('over');
    expect(state.endReason).toBe('closed');
    expect(state.closedBy).toBe(0);
    expect(hand(state, 2)).toEqual([]);
  });
});

describe('the stock runs out (rules §6)', () => {
  const lastCard = (spec: Partial<PositionSpec> = {}): GameState =>
    position({
      hands: ['5S 6S 7S 9H', '4D', '8C', 'KH'],
      stock: 'QS',
      stockSize: 1,
      phase: 'draw',
      ...spec,
    });

  it('the drawer of the last card finishes his turn, then the game ends with nobody closing', () => {
    let state = applyMove(lastCard(), { type: 'draw' });
    expect(state.stock).toEqual([]);
    expect(state.lastTurn).toBe(true);
    expect(state.phase).toBe('play');
    state = applyMove(state, meld(state, '5S 6S 7S'));
    expect(state.phase).toBe('play');
    state = applyMove(state, discard(state, 'QS'));
    expect(state.phase).toBe('over');
    expect(state.endReason).toBe('stock-exhausted');
    expect(state.closedBy).toBeNull();
    expect(codeOf(() => applyMove(state, { type: 'draw', seat: 1 }))).toBe('game-over');
    expect(legalMoves(state)).toEqual([]);

    const scores = finalScores(state);
    expect(scores.endReason).toBe('stock-exhausted');
    expect(scores.closedBy).toBeNull();
    // A: meld 15, hands 9H + 8C = -20, no birimbaki -100; B: hands 4D + KH = -15, no birimbaki -100
    expect(scores.teams[0]).toEqual({
      meldPoints: 15,
      birimbaBonus: 0,
      handPenalty: -20,
      birimbakiPenalty: -100,
      closingBonus: 0,
      total: -105,
    });
    expect(scores.teams[1]).toEqual({
      meldPoints: 0,
      birimbaBonus: 0,
      handPenalty: -15,
      birimbakiPenalty: -100,
      closingBonus: 0,
      total: -115,
    });
    expect(scores.winner).toBe(0);
  });

  it('taking the pile while one stock card is left does not end the game: the next seat draws the last card', () => {
    let state = lastCard({ pile: '3C' });
    state = applyMove(state, { type: 'takePile' });
    expect(state.lastTurn).toBe(false);
    state = applyMove(state, discard(state, '3C'));
    expect(state.phase).toBe('draw');
    expect(state.turn).toBe(1);
    state = applyMove(state, { type: 'draw' });
    expect(state.lastTurn).toBe(true);
    state = applyMove(state, discard(state, '4D'));
    expect(state.endReason).toBe('stock-exhausted');
  });

  it('the drawer whose hand empties in play takes the birimbaki, plays on and discards; then the game ends', () => {
    let state = applyMove(lastCard({ hands: ['5S 6S 7S', '4D', '8C', 'KH'], stock: '8S' }), { type: 'draw' });
    state = applyMove(state, meld(state, '5S 6S 7S 8S'));
    expect(state.phase).toBe('play');
    expect(state.tookBirimbaki).toEqual([true, false]);
    expect(hand(state, 0)).toHaveLength(11);
    state = applyMove(state, { type: 'discard', card: (hand(state, 0)[0] as Card).id });
    expect(state.phase).toBe('over');
    expect(state.endReason).toBe('stock-exhausted');
    const scores = finalScores(state);
    expect(scores.teams[0].birimbakiPenalty).toBe(0);
    expect(scores.teams[0].closingBonus).toBe(0);
    expect(scores.teams[1].closingBonus).toBe(0);
    const left = [...hand(state, 0), ...hand(state, 2)];
    expect(scores.teams[0].handPenalty).toBe(-points(left));
  });

  it('the drawer whose hand empties by the discard takes the birimbaki into hand; the game then ends', () => {
    let state = applyMove(lastCard({ hands: ['5S 6S 7S', '4D', '8C', 'KH'] }), { type: 'draw' });
    state = applyMove(state, meld(state, '5S 6S 7S'));
    state = applyMove(state, discard(state, 'QS'));
    expect(state.endReason).toBe('stock-exhausted');
    expect(state.tookBirimbaki).toEqual([true, false]);
    expect(hand(state, 0)).toHaveLength(11);
    expect(finalScores(state).teams[0].handPenalty).toBeLessThanOrEqual(-11 * 5 - 10);
  });

  it('the drawer whose team has its birimbaki closes by his discard: the closing bonus is his team’s', () => {
    let state = applyMove(lastCard({ hands: ['5S 6S 7S', '4D', '8C', 'KH'], tookBirimbaki: [true, false] }), {
      type: 'draw',
    });
    state = applyMove(state, meld(state, '5S 6S 7S'));
    state = applyMove(state, discard(state, 'QS'));
    expect(state.phase).toBe('over');
    expect(state.endReason).toBe('closed');
    expect(state.closedBy).toBe(0);
    const scores = finalScores(state);
    expect(scores.teams[0].closingBonus).toBe(100);
    expect(scores.teams[1].closingBonus).toBe(0);
  });

  it('the drawer whose team has its birimbaki closes in play, with no discard', () => {
    let state = applyMove(
      lastCard({ hands: ['5S 6S 7S', '4D', '8C', 'KH'], stock: '8S', tookBirimbaki: [true, false] }),
      { type: 'draw' },
    );
    state = applyMove(state, meld(state, '5S 6S 7S 8S'));
    expect(state.endReason).toBe('closed');
    expect(state.closedBy).toBe(0);
    expect(finalScores(state).teams[0].closingBonus).toBe(100);
  });
});

describe('final scores (rules §7)', () => {
  it('reproduces the worked example of rules §9 when team A closes (the partner still holding one card)', () => {
    // In play the partner of the closing player always holds cards (an empty hand takes the birimbaki at once), so
    // the example's "both partners hold nothing" is played here with the partner holding 3C: 5 points less.
    let state = position({
      hands: ['QH KH AH 4C', 'AC', '3C', 'KD'],
      melds: [
        { team: 0, cards: '2S 3S 4S 5S 6S 7S 8S 9S' },
        { team: 1, cards: 'JK 5D 6D' },
      ],
      tookBirimbaki: [true, false],
    });
    expect(() => finalScores(state)).toThrow();
    state = applyMove(state, meld(state, 'QH KH AH'));
    state = applyMove(state, discard(state, '4C'));
    const scores = finalScores(state);
    expect(scores.teams[0]).toEqual({
      meldPoints: 90,
      birimbaBonus: 200,
      handPenalty: -5,
      birimbakiPenalty: 0,
      closingBonus: 100,
      total: 385,
    });
    expect(scores.teams[1]).toEqual({
      meldPoints: 30,
      birimbaBonus: 0,
      handPenalty: -25,
      birimbakiPenalty: -100,
      closingBonus: 0,
      total: -95,
    });
    expect(scores.winner).toBe(0);
    expect(scores.endReason).toBe('closed');
    expect(scores.closedBy).toBe(0);
  });

  it('scores a dirty birimba made clean by a lay-off as clean', () => {
    let state = position({
      hands: ['5S KD', '4C', '3C', '9H'],
      melds: [{ team: 0, cards: '3S 4S 2S 6S 7S 8S 9S' }],
      tookBirimbaki: [true, true],
    });
    expect(state.melds[0]?.clean).toBe(false);
    state = applyMove(state, layOff(state, 1, '5S'));
    expect(state.melds[0]?.clean).toBe(true);
    state = applyMove(state, discard(state, 'KD'));
    const scores = finalScores(state);
    expect(scores.teams[0].meldPoints).toBe(55);
    expect(scores.teams[0].birimbaBonus).toBe(200);
    expect(scores.teams[0].total).toBe(55 + 200 - 5 + 100);
    expect(scores.teams[1].total).toBe(-15);
    expect(scores.winner).toBe(0);
  });
});

describe('[variant] closing requires a birimba or a clean birimba (rules §6)', () => {
  it("refuses the play that empties the hand of a team that may not close yet ('cannot-close')", () => {
    const state = position({
      rules: { closingRequires: 'birimba' },
      hands: ['5S 6S 7S', '4D', '', ''],
      tookBirimbaki: [true, false],
    });
    const before = JSON.parse(JSON.stringify(state)) as unknown;
    expect(codeOf(() => applyMove(state, meld(state, '5S 6S 7S')))).toBe('cannot-close');
    expect(state).toEqual(before);
    expect(legalMoves(state).filter((m) => m.type === 'meld')).toEqual([]);
  });

  it('refuses a play that would leave one card the team could only discard to close', () => {
    const state = position({
      rules: { closingRequires: 'birimba' },
      hands: ['8H 9C', '4D', '', ''],
      melds: [{ team: 0, cards: '3H 4H 5H 6H 7H' }],
      tookBirimbaki: [true, false],
    });
    expect(codeOf(() => applyMove(state, layOff(state, 1, '8H')))).toBe('cannot-close');
    expect(legalMoves(state).some((m) => m.type === 'layOff')).toBe(false);
    // discarding one of two cards is fine: the turn ends with a card in hand
    expect(applyMove(state, discard(state, '9C')).turn).toBe(1);
  });

  it('refuses the discard of the last card while the team may not close', () => {
    // One card in play is only reachable after a play; build it directly to test the discard rule itself.
    const state = position({
      rules: { closingRequires: 'birimba' },
      hands: ['9C', '4D', '', ''],
      tookBirimbaki: [true, false],
    });
    expect(codeOf(() => applyMove(state, discard(state, '9C')))).toBe('cannot-close');
    expect(legalMoves(state)).toEqual([]);
  });

  it('lets the team close once it owns a birimba, made by the very play that empties the hand', () => {
    const rules = { closingRequires: 'birimba' } as const;
    const seven = position({ rules, hands: ['3D 4D 5D 6D 7D 8D 9D', '4D', '', ''], tookBirimbaki: [true, false] });
    expect(applyMove(seven, meld(seven, '3D 4D 5D 6D 7D 8D 9D')).endReason).toBe('closed');

    const grow = position({
      rules,
      hands: ['8H 9H 9C', '4D', '', ''],
      melds: [{ team: 0, cards: '3H 4H 5H 6H 7H' }],
      tookBirimbaki: [true, false],
    });
    let state = applyMove(grow, layOff(grow, 1, '8H 9H'));
    expect(state.melds[0]?.isBirimba).toBe(true);
    state = applyMove(state, discard(state, '9C'));
    expect(state.endReason).toBe('closed');
    expect(state.closedBy).toBe(0);
  });

  it('does not stop a team without its birimbaki from emptying its hand and taking one', () => {
    for (const closingRequires of ['birimba', 'cleanBirimba'] as const) {
      const state = position({ rules: { closingRequires }, hands: ['5S 6S 7S', '4D', '', ''] });
      const next = applyMove(state, meld(state, '5S 6S 7S'));
      expect(next.tookBirimbaki).toEqual([true, false]);
      expect(next.phase).toBe('play');
      expect(legalMoves(state).some((m) => m.type === 'meld')).toBe(true);
    }
  });

  it("'birimba' accepts a dirty birimba, 'cleanBirimba' does not", () => {
    const spec = (closingRequires: 'birimba' | 'cleanBirimba'): PositionSpec => ({
      rules: { closingRequires },
      hands: ['10S JS', '4D', '', ''],
      melds: [{ team: 0, cards: '3S 4S JK 6S 7S 8S 9S' }],
      tookBirimbaki: [true, false],
    });
    const dirtyOk = position(spec('birimba'));
    expect(applyMove(dirtyOk, layOff(dirtyOk, 1, '10S JS')).endReason).toBe('closed');
    const dirtyNo = position(spec('cleanBirimba'));
    expect(codeOf(() => applyMove(dirtyNo, layOff(dirtyNo, 1, '10S JS')))).toBe('cannot-close');
    expect(legalMoves(dirtyNo).filter((m) => m.type === 'layOff')).toEqual([]);
  });

  it("'cleanBirimba': the lay-off that makes the birimba clean may empty the hand", () => {
    const state = position({
      rules: { closingRequires: 'cleanBirimba' },
      hands: ['5S', '4D', '', ''],
      melds: [{ team: 0, cards: '3S 4S 2S 6S 7S 8S 9S' }],
      tookBirimbaki: [true, false],
    });
    expect(state.melds[0]?.clean).toBe(false);
    const next = applyMove(state, layOff(state, 1, '5S'));
    expect(next.melds[0]?.clean).toBe(true);
    expect(next.endReason).toBe('closed');
  });

  it('a play may leave one card when laying that card off will give the team what closing needs', () => {
    // Rules §4: plays come in any order. Laying off 9S first, then melding, is plainly legal; so is the other order.
    const spec: PositionSpec = {
      rules: { closingRequires: 'birimba' },
      hands: ['9H 10H JH 9S', '4D', '', ''],
      melds: [{ team: 0, cards: '3S 4S 5S 6S 7S 8S' }],
      tookBirimbaki: [true, false],
    };
    const layOffFirst = position(spec);
    let a = applyMove(layOffFirst, layOff(layOffFirst, 1, '9S'));
    a = applyMove(a, meld(a, '9H 10H JH'));
    expect(a.endReason).toBe('closed');

    const meldFirst = position(spec);
    let b = applyMove(meldFirst, meld(meldFirst, '9H 10H JH'));
    expect(legalMoves(meldFirst)).toContainEqual(meld(meldFirst, '9H 10H JH'));
    // the one card left cannot be discarded, only laid off
    expect(codeOf(() => applyMove(b, discard(b, '9S')))).toBe('cannot-close');
    expect(legalMoves(b)).toEqual([layOff(b, 1, '9S')]);
    b = applyMove(b, layOff(b, 1, '9S'));
    expect(b.endReason).toBe('closed');
    expect(b.closedBy).toBe(0);
  });

  it('every move legalMoves offers under the variant is accepted', () => {
    for (const closingRequires of ['birimba', 'cleanBirimba'] as const) {
      const state = position({
        rules: { closingRequires },
        hands: ['5S 6S 7S 8H 9H 9C 10S JS', '4D', '', ''],
        melds: [
          { team: 0, cards: '3H 4H 5H 6H 7H' },
          { team: 0, cards: '3S 4S JK' },
        ],
        tookBirimbaki: [true, false],
      });
      for (const move of legalMoves(state)) expect(codeOf(() => applyMove(state, move))).toBe('accepted');
    }
  });
});

describe('[variant] taking the birimbaki requires a birimba or a clean birimba (rules §6)', () => {
  it("refuses the meld that would empty the hand of a team without a birimba ('cannot-take-birimbaki'), state untouched", () => {
    for (const birimbakiRequires of ['birimba', 'cleanBirimba'] as const) {
      const state = position({ rules: { birimbakiRequires }, hands: ['5S 6S 7S', '4D', '', ''] });
      const before = JSON.parse(JSON.stringify(state)) as unknown;
      let error: IllegalMoveError | undefined;
      try {
        applyMove(state, meld(state, '5S 6S 7S'));
      } catch (e) {
        error = e as IllegalMoveError;
      }
      expect(error).toBeInstanceOf(IllegalMoveError);
      expect(error?.code).toBe('cannot-take-birimbaki');
      expect(error?.message).toMatch(/needs a (clean )?birimba before it may take its birimbaki/);
      expect(state).toEqual(before);
      expect(legalMoves(state).filter((m) => m.type === 'meld')).toEqual([]);
    }
  });

  it('refuses a play that would leave one card the player could only discard to take the birimbaki', () => {
    const fits = position({
      rules: { birimbakiRequires: 'birimba' },
      hands: ['6H 9C', '4D', '', ''],
      melds: [{ team: 0, cards: '3H 4H 5H' }],
    });
    expect(codeOf(() => applyMove(fits, layOff(fits, 1, '6H')))).toBe('cannot-take-birimbaki');
    expect(legalMoves(fits).some((m) => m.type === 'layOff')).toBe(false);
    // discarding one of two cards is fine: the turn ends with a card in hand
    expect(applyMove(fits, discard(fits, '9C')).turn).toBe(1);
  });

  it('refuses the discard of the last card while the team has no birimba', () => {
    const state = position({ rules: { birimbakiRequires: 'birimba' }, hands: ['9C', '4D', '', ''] });
    expect(codeOf(() => applyMove(state, discard(state, '9C')))).toBe('cannot-take-birimbaki');
    expect(legalMoves(state)).toEqual([]);
  });

  it('lets the player take the birimbaki with the birimba laid in the same turn, and play on', () => {
    const rules = { birimbakiRequires: 'birimba' } as const;
    const seven = position({ rules, hands: ['3D 4D 5D 6D 7D 8D 9D', '4D', '', ''] });
    const next = applyMove(seven, meld(seven, '3D 4D 5D 6D 7D 8D 9D'));
    expect(next.tookBirimbaki).toEqual([true, false]);
    expect(next.phase).toBe('play');
    expect(next.turn).toBe(0);
    expect(hand(next)).toHaveLength(11);

    // A birimba grown by a lay-off earlier in the turn, then the discard of the last card takes the packet.
    const grow = position({ rules, hands: ['8H 9H 9C', '4D', '', ''], melds: [{ team: 0, cards: '3H 4H 5H 6H 7H' }] });
    let state = applyMove(grow, layOff(grow, 1, '8H 9H'));
    expect(state.melds[0]?.isBirimba).toBe(true);
    state = applyMove(state, discard(state, '9C'));
    expect(state.tookBirimbaki).toEqual([true, false]);
    expect(state.turn).toBe(1);
    expect(hand(state, 0)).toHaveLength(11);
  });

  it("'birimba' accepts a dirty birimba, 'cleanBirimba' does not; the partner's birimba counts for the team", () => {
    const spec = (birimbakiRequires: 'birimba' | 'cleanBirimba'): PositionSpec => ({
      rules: { birimbakiRequires },
      hands: ['10S JS', '4D', '', ''],
      melds: [{ team: 0, cards: '3S 4S JK 6S 7S 8S 9S' }],
    });
    const dirtyOk = position(spec('birimba'));
    expect(applyMove(dirtyOk, layOff(dirtyOk, 1, '10S JS')).tookBirimbaki).toEqual([true, false]);
    const dirtyNo = position(spec('cleanBirimba'));
    expect(codeOf(() => applyMove(dirtyNo, layOff(dirtyNo, 1, '10S JS')))).toBe('cannot-take-birimbaki');
    // the opponents' birimba does not count
    const theirs = position({
      rules: { birimbakiRequires: 'birimba' },
      hands: ['5H 6H 7H', '4D', '', ''],
      melds: [{ team: 1, cards: '3C 4C 5C 6C 7C 8C 9C' }],
    });
    expect(codeOf(() => applyMove(theirs, meld(theirs, '5H 6H 7H')))).toBe('cannot-take-birimbaki');
  });

  it('a lay-off on a short meld may empty the hand of a team that has a birimba elsewhere', () => {
    const state = position({
      rules: { birimbakiRequires: 'birimba' },
      hands: ['6H', '4D', '', ''],
      melds: [
        { team: 0, cards: '3S 4S 5S 6S 7S 8S 9S' },
        { team: 0, cards: '3H 4H 5H' },
      ],
    });
    expect(applyMove(state, layOff(state, 2, '6H')).tookBirimbaki).toEqual([true, false]);
  });

  it('a play may leave two cards while the team has no birimba', () => {
    const state = position({ rules: { birimbakiRequires: 'birimba' }, hands: ['5S 6S 7S 9C 4H', '4D', '', ''] });
    expect(codeOf(() => applyMove(state, meld(state, '5S 6S 7S')))).toBe('accepted');
  });

  it('a new meld may leave the one card that, laid off on it, makes it the birimba', () => {
    const state = position({ rules: { birimbakiRequires: 'birimba' }, hands: ['3S 4S 5S 6S 7S 8S 9S', '4D', '', ''] });
    const next = applyMove(state, meld(state, '3S 4S 5S 6S 7S 8S'));
    expect(legalMoves(next)).toEqual([layOff(next, 1, '9S')]);
  });

  it('a play may leave one card when laying that card off gives the team its birimba', () => {
    const spec: PositionSpec = {
      rules: { birimbakiRequires: 'birimba' },
      hands: ['9H 10H JH 9S', '4D', '', ''],
      melds: [{ team: 0, cards: '3S 4S 5S 6S 7S 8S' }],
    };
    const meldFirst = position(spec);
    let b = applyMove(meldFirst, meld(meldFirst, '9H 10H JH'));
    expect(codeOf(() => applyMove(b, discard(b, '9S')))).toBe('cannot-take-birimbaki');
    expect(legalMoves(b)).toEqual([layOff(b, 1, '9S')]);
    b = applyMove(b, layOff(b, 1, '9S'));
    expect(b.tookBirimbaki).toEqual([true, false]);
    expect(hand(b)).toHaveLength(11);
  });

  it('with closingRequires too: the birimba that opened the birimbaki also lets the team close', () => {
    const rules = { birimbakiRequires: 'birimba', closingRequires: 'birimba' } as const;
    const state = position({ rules, hands: ['3D 4D 5D 6D 7D 8D 9D', '4D', '', ''] });
    const opened = applyMove(state, meld(state, '3D 4D 5D 6D 7D 8D 9D'));
    expect(opened.tookBirimbaki).toEqual([true, false]);
    expect(hand(opened)).toHaveLength(11);
    // later, emptying the hand again closes: closing needs a birimba, which the team owns
    const closing = position({
      rules,
      hands: ['5H 6H 7H', '4D', '', ''],
      melds: [{ team: 0, cards: '3D 4D 5D 6D 7D 8D 9D' }],
      tookBirimbaki: [true, false],
    });
    expect(applyMove(closing, meld(closing, '5H 6H 7H')).endReason).toBe('closed');

    // a strict closing rule still applies after a birimbaki taken under a loose pick-up rule
    const strict = position({
      rules: { birimbakiRequires: 'birimba', closingRequires: 'cleanBirimba' },
      hands: ['5H 6H 7H', '4D', '', ''],
      melds: [{ team: 0, cards: '3D 4D 5D JK 7D 8D 9D' }],
      tookBirimbaki: [true, false],
    });
    expect(codeOf(() => applyMove(strict, meld(strict, '5H 6H 7H')))).toBe('cannot-close');
  });

  it('every move legalMoves offers under the variant is accepted, and every refused play is left out', () => {
    for (const birimbakiRequires of ['birimba', 'cleanBirimba'] as const) {
      const state = position({
        rules: { birimbakiRequires },
        hands: ['5S 6S 7S 8H 9H 9C 10S JS', '4D', '', ''],
        melds: [
          { team: 0, cards: '3H 4H 5H 6H 7H' },
          { team: 0, cards: '3S 4S JK' },
        ],
      });
      const offered = legalMoves(state);
      for (const move of offered) expect(codeOf(() => applyMove(state, move))).toBe('accepted');
      const loose = legalMoves({ ...state, rules: { ...state.rules, birimbakiRequires: 'nothing' } });
      for (const move of loose) {
        const inList = offered.some((m) => JSON.stringify(m) === JSON.stringify(move));
        expect(inList).toBe(codeOf(() => applyMove(state, move)) === 'accepted');
      }
    }
  });
});
