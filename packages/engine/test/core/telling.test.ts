import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type Move,
  ArgumentError,
  IllegalMoveError,
  SnapshotError,
  applyMove,
  describeMove,
  describePlan,
  formatCard,
  moveEvents,
} from '../../src/index.js';
import { ids, position } from '../support/position.js';
import { thrown } from '../support/thrown.js';

function played(state: GameState, move: Move): [GameState, Move, GameState] {
  return [state, move, applyMove(state, move)];
}

describe('moves told in words', () => {
  const drawing = position({ hands: ['5S 6S 7S 9C', '', '', ''], phase: 'draw', stock: 'KH' });

  it('names a drawn card only to the seat that drew it', () => {
    const [before, move, after] = played(drawing, { type: 'draw' });
    expect(describeMove(before, move, after, { viewer: 0 })).toBe('Seat 0 draws KH');
    expect(describeMove(before, move, after, { viewer: 1 })).toBe('Seat 0 draws from the stock');
    expect(describeMove(before, move, after, 2)).toBe('Seat 0 draws from the stock');
    expect(describeMove(before, move, after, { viewer: 1, locale: 'el' })).toBe('Θέση 0: τράβηξε από την τράπουλα');
    expect(describeMove(before, move, after, { viewer: 0, locale: 'el' })).toBe('Θέση 0: τράβηξε KH');
  });

  it('tells melds, lay-offs, discards, the birimbaki and the close, in both languages', () => {
    const state = position({ hands: ['5S 6S 7S 8H 9C', '', '', ''], melds: [{ team: 0, cards: '5H 6H 7H' }] });
    const [b1, m1, a1] = played(state, { type: 'meld', cards: ids(state, '5S 6S 7S') });
    expect(describeMove(b1, m1, a1)).toBe('Seat 0 melds 5S 6S 7S');
    expect(describeMove(b1, m1, a1, { locale: 'el' })).toBe('Θέση 0: κατέβασε 5S 6S 7S');
    const [b2, m2, a2] = played(a1, { type: 'layOff', meldId: 1, cards: ids(a1, '8H') });
    expect(describeMove(b2, m2, a2)).toBe('Seat 0 lays off 8H on meld 1 → 5H 6H 7H 8H');
    expect(describeMove(b2, m2, a2, { locale: 'el' })).toBe('Θέση 0: κόλλησε 8H στην κατεβασιά 1 → 5H 6H 7H 8H');
    const [b3, m3, a3] = played(a2, { type: 'discard', card: ids(a2, '9C')[0] as number });
    expect(describeMove(b3, m3, a3)).toBe('Seat 0 discards 9C and takes a birimbaki');
    expect(describeMove(b3, m3, a3, { locale: 'el' })).toBe('Θέση 0: πέταξε 9C και πήρε μπιριμπάκι');
    const closing = position({ hands: ['5S 6S 7S', '', '', ''], tookBirimbaki: [true, false] });
    const [b4, m4, a4] = played(closing, { type: 'meld', cards: ids(closing, '5S 6S 7S') });
    expect(describeMove(b4, m4, a4)).toBe('Seat 0 melds 5S 6S 7S and closes the deal');
    expect(describeMove(b4, m4, a4, { locale: 'el' })).toBe('Θέση 0: κατέβασε 5S 6S 7S και έκλεισε');
  });

  it('writes cards and seats as the caller asks (symbols for a table)', () => {
    const taking = position({ hands: ['5S', '', '', ''], phase: 'draw', pile: 'QS 2H' });
    const [before, move, after] = played(taking, { type: 'takePile' });
    const symbols = (c: Parameters<typeof formatCard>[0]): string => formatCard(c).replace('S', '♠').replace('H', '♥');
    expect(describeMove(before, move, after, { cardText: symbols, seatName: () => 'West' })).toBe(
      'West takes the pile (2 cards: Q♠ 2♥)',
    );
    expect(describeMove(before, move, after, { locale: 'el', cardText: symbols })).toBe(
      'Θέση 0: μάζεψε τα πεταμένα (2 φύλλα: Q♠ 2♥)',
    );
  });

  it('tells planned moves as advice, never with a ";" in Greek (the Greek question mark)', () => {
    const moves: Move[] = [
      { type: 'meld', cards: [4, 5, 6] },
      { type: 'layOff', meldId: 2, cards: [20] },
      { type: 'discard', card: 51 },
    ];
    expect(describePlan(moves)).toBe('meld 5S 6S 7S; lay off 8H on meld 2; discard KC');
    const greek = describePlan(moves, { locale: 'el' });
    expect(greek).toBe('Κατέβασε 5S 6S 7S · Κόλλησε 8H στην κατεβασιά 2 · Πέτα KC');
    expect(greek).not.toContain(';');
    expect(describePlan([{ type: 'takePile' }], { locale: 'el' })).toBe('Μάζεψε τα πεταμένα');
    expect(describePlan([])).toBe('nothing');
  });

  it('tells the last stock card drawn and the deal ending when the stock runs out, in both languages', () => {
    const last = position({
      hands: ['5S 9C', '', '', ''],
      phase: 'draw',
      stock: 'KH',
      stockSize: 1,
      birimbakia: 0,
      tookBirimbaki: [true, true],
    });
    const [b1, m1, a1] = played(last, { type: 'draw' });
    expect(describeMove(b1, m1, a1, { viewer: 0 })).toBe('Seat 0 draws KH (the last stock card)');
    expect(describeMove(b1, m1, a1, { viewer: 3, locale: 'el' })).toBe(
      'Θέση 0: τράβηξε από την τράπουλα (το τελευταίο φύλλο της τράπουλας)',
    );
    const [b2, m2, a2] = played(a1, { type: 'discard', card: ids(a1, '9C')[0] as number });
    expect(describeMove(b2, m2, a2)).toBe('Seat 0 discards 9C; the stock is exhausted and the deal ends');
    expect(describeMove(b2, m2, a2, { locale: 'el' })).toBe(
      'Θέση 0: πέταξε 9C· η τράπουλα τελείωσε και η μοιρασιά έληξε',
    );
    expect(moveEvents(b2, m2, a2)).toEqual([{ kind: 'discard', seat: 0, card: '9C' }, { kind: 'stockOut' }]);
    // A draw that does not empty the stock says nothing of it.
    expect(
      moveEvents(
        ...played(position({ hands: ['5S', '', '', ''], phase: 'draw', stock: 'KH QD' }), { type: 'draw' }),
        'all',
      ),
    ).toEqual([{ kind: 'draw', seat: 0, card: 'QD', last: false }]);
  });

  it('counts a pile of one card in the singular', () => {
    const [before, move, after] = played(position({ hands: ['5S', '', '', ''], phase: 'draw', pile: 'QS' }), {
      type: 'takePile',
    });
    expect(describeMove(before, move, after)).toBe('Seat 0 takes the pile (1 card: QS)');
    expect(describeMove(before, move, after, { locale: 'el' })).toBe('Θέση 0: μάζεψε τα πεταμένα (1 φύλλο: QS)');
  });

  it('advises a draw in both languages', () => {
    expect(describePlan([{ type: 'draw' }])).toBe('draw from the stock');
    expect(describePlan([{ type: 'draw' }], { locale: 'el' })).toBe('Τράβα από την τράπουλα');
  });

  it('reports a state that breaks inside as corrupted', () => {
    const [before, move, after] = played(drawing, { type: 'draw' });
    const broken = { ...before, stock: null } as unknown as GameState;
    expect(() => moveEvents(broken, move, after)).toThrow(/^moveEvents: the game state or view is malformed \(/);
  });

  it('refuses an unknown locale or viewer', () => {
    const [before, move, after] = played(drawing, { type: 'draw' });
    expect(() => describeMove(before, move, after, { locale: 'fr' as never })).toThrow(/locale/);
    expect(() => describeMove(before, move, after, { viewer: 7 as never })).toThrow(/viewer/);
    expect(thrown(ArgumentError, () => describeMove(before, move, after, { locale: 'fr' as never })).code).toBe(
      'bad-options',
    );
    expect(thrown(ArgumentError, () => describeMove(before, move, after, { viewer: 7 as never })).code).toBe(
      'bad-seat',
    );
    expect(thrown(ArgumentError, () => moveEvents(before, move, after, -1 as never)).code).toBe('bad-seat');
  });

  it('refuses what is not a game, naming moveEvents, and a malformed move', () => {
    const [before, move, after] = played(drawing, { type: 'draw' });
    expect(thrown(SnapshotError, () => moveEvents({} as GameState, move, after)).message).toMatch(
      /^moveEvents needs a game state/,
    );
    expect(thrown(SnapshotError, () => moveEvents(before, move, null as never)).message).toMatch(
      /^moveEvents needs a game state/,
    );
    expect(thrown(SnapshotError, () => describeMove(before, move, 'after' as never)).message).toMatch(
      /^moveEvents needs a game state/,
    );
    for (const bad of [{ type: 'fly' }, { type: 'discard' }, null]) {
      expect(thrown(IllegalMoveError, () => moveEvents(before, bad as never, after)).code).toBe('malformed-move');
      expect(thrown(IllegalMoveError, () => describePlan([{ type: 'draw' }, bad as never])).code).toBe(
        'malformed-move',
      );
    }
    const notList = thrown(ArgumentError, () => describePlan({ type: 'draw' } as never));
    expect(notList.code).toBe('bad-argument');
    expect(notList.message).toBe('describePlan takes a list of moves, got {"type":"draw"}');
  });

  it('tells a meld as it lies on the table, and a lay-off on the meld it went to', () => {
    const state = position({
      hands: ['7S 5S 6S 9H 4C KD', '', '', ''],
      melds: [
        { team: 0, cards: '5H 6H 7H' },
        { team: 0, cards: '5C 6C 7C' },
      ],
    });
    // The cards given out of order: the meld is told in its order on the table.
    const [b1, m1, a1] = played(state, { type: 'meld', cards: ids(state, '7S 5S 6S') });
    expect(describeMove(b1, m1, a1)).toBe('Seat 0 melds 5S 6S 7S');
    expect(moveEvents(b1, m1, a1)).toEqual([{ kind: 'meld', seat: 0, cards: ['5S', '6S', '7S'] }]);
    // A lay-off on the second meld shows that meld, not the first.
    const [b2, m2, a2] = played(a1, { type: 'layOff', meldId: 2, cards: ids(a1, '4C') });
    expect(describeMove(b2, m2, a2)).toBe('Seat 0 lays off 4C on meld 2 → 4C 5C 6C 7C');
    // A discard that takes no birimbaki and closes nothing is told alone.
    const [b3, m3, a3] = played(a2, { type: 'discard', card: ids(a2, '9H')[0] as number });
    expect(moveEvents(b3, m3, a3)).toEqual([{ kind: 'discard', seat: 0, card: '9H' }]);
    expect(describeMove(b3, m3, a3)).toBe('Seat 0 discards 9H');
  });
});

describe('moveOutcome: what a move will do, before it is made', () => {
  it('tells a plain play, the birimbaki, the close and the last turn apart, from the game or the seat’s view', async () => {
    const { moveOutcome, viewFor, IllegalMoveError } = await import('../../src/index.js');
    const state = position({ hands: ['5S 6S 7S 9C', '', '', ''] });
    const meld = { type: 'meld', cards: ids(state, '5S 6S 7S') } as const;
    expect(moveOutcome(state, meld)).toEqual({
      endsTurn: false,
      takesBirimbaki: false,
      closes: false,
      endsDeal: false,
    });
    expect(moveOutcome(viewFor(state, 0), { type: 'discard', card: ids(state, '9C')[0] })).toEqual({
      endsTurn: true,
      takesBirimbaki: false,
      closes: false,
      endsDeal: false,
    });
    const emptying = position({ hands: ['5S 6S 7S', '', '', ''] });
    expect(moveOutcome(emptying, { type: 'meld', cards: ids(emptying, '5S 6S 7S') })).toMatchObject({
      takesBirimbaki: true,
      closes: false,
    });
    const closing = position({ hands: ['5S 6S 7S', '', '', ''], tookBirimbaki: [true, false] });
    expect(moveOutcome(viewFor(closing, 0), { type: 'meld', cards: ids(closing, '5S 6S 7S') })).toEqual({
      endsTurn: false,
      takesBirimbaki: false,
      closes: true,
      endsDeal: true,
    });
    const last = position({ hands: ['5S 9C', '', '', ''], stockSize: 0 });
    expect(moveOutcome(last, { type: 'discard', card: ids(last, '9C')[0] })).toMatchObject({
      endsTurn: true,
      endsDeal: true,
    });
    // Under a closing variant the emptying play is refused, and said so.
    const strict = position({
      rules: { closingRequires: 'birimba' },
      hands: ['5S 6S 7S', '', '', ''],
      tookBirimbaki: [true, false],
    });
    expect(moveOutcome(strict, { type: 'meld', cards: ids(strict, '5S 6S 7S') })).toBeInstanceOf(IllegalMoveError);
    // A view of a seat not to act has no move.
    expect(moveOutcome(viewFor(state, 1), meld)).toBeInstanceOf(IllegalMoveError);
  });
});
