// validateGameState says what is wrong with a state it refuses: one corruption at a time, each named in the message
// of its SnapshotError (code 'corrupted'), so a damaged save can be reported and looked into.

import { describe, expect, it } from 'vitest';
import {
  type GameState,
  STATE_VERSION,
  SnapshotError,
  checkMeld,
  newGame,
  validateGameState,
} from '../../src/index.js';
import { position } from '../support/position.js';
import { thrown } from '../support/thrown.js';

type Json = Record<string, unknown> & {
  hands: unknown[][];
  known: unknown[][];
  melds: Record<string, unknown>[];
  birimbakia: unknown[][];
  stock: unknown[];
  pile: unknown[];
};

/** Seat 0 to play with a meld of each team, a known card and a pile; as JSON, to be damaged. */
function base(): Json {
  const state: GameState = position({
    hands: ['5S 6S 9H', '7D 8D', '', ''],
    handSizes: [3, 2, 11, 11],
    known: ['5S', '', '', ''],
    melds: [
      { team: 0, cards: '3H 4H 5H' },
      { team: 1, cards: '9C 10C JC' },
    ],
    pile: '2D 4C',
    phase: 'play',
  });
  return JSON.parse(JSON.stringify(state)) as Json;
}

function refusal(input: unknown): { code: string; message: string } {
  try {
    validateGameState(input);
  } catch (e) {
    if (e instanceof SnapshotError) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('the state was accepted');
}

const CASES: readonly [string, (s: Json) => void, RegExp][] = [
  [
    'a birimbaki that is not a list of cards',
    (s) => void (s.birimbakia[0] = 'packet' as never),
    /birimbakia\[0\]: not a list of cards/,
  ],
  [
    'a birimbaki of the wrong size',
    (s) => void s.pile.push((s.birimbakia[0] as unknown[]).pop()),
    /a birimbaki holds 11 cards/,
  ],
  ['more than two birimbakia', (s) => void s.birimbakia.push([]), /birimbakia/],
  ['a meld without a team', (s) => void (s.melds[1] = { ...s.melds[1], team: 2 }), /melds\[1\]/],
  ['melds that are not a list', (s) => void (s.melds = 'none' as never), /melds/],
  ['two melds with one id', (s) => void (s.melds[1] = { ...s.melds[1], id: s.melds[0]?.id }), /two melds have id 1/],
  [
    'a meld that is not a run',
    (s) => void (s.melds[0] = { ...s.melds[0], cards: [s.pile[0], ...(s.melds[0]?.cards as unknown[]).slice(1)] }),
    /is in two places|not valid/,
  ],
  ['known cards that are not a list', (s) => void (s.known[2] = 'x' as never), /corrupted game state: known$/],
  ['known cards for three seats', (s) => void (s.known = s.known.slice(1)), /known: expected 4 lists/],
  ['hands for three seats', (s) => void (s.hands = s.hands.slice(1)), /hands: expected 4 lists/],
  ['a card that is not one', (s) => void (s.pile[0] = { id: 'x' }), /pile\[0\]: not a card$/],
  [
    'a card that is not of the deck',
    (s) =>
      void (s.pile[0] = { ...(s.pile[0] as object), rank: (s.pile[0] as { rank: string }).rank === 'K' ? 'Q' : 'K' }),
    /pile\[0\]: not a card of the deck/,
  ],
  ['a card in two places', (s) => void s.pile.push(s.stock[0]), /is in two places/],
  ['a missing card', (s) => void s.stock.pop(), /1 cards are missing/],
  ['tookBirimbaki that is not two booleans', (s) => void (s.tookBirimbaki = [false]), /tookBirimbaki/],
  [
    'birimbakia that do not match tookBirimbaki',
    (s) => void (s.tookBirimbaki = [true, false]),
    /birimbakia do not match tookBirimbaki/,
  ],
  ['a turn that is no seat', (s) => void (s.turn = 4), /corrupted game state: turn$/],
  ['a phase that does not exist', (s) => void (s.phase = 'bidding'), /corrupted game state: phase$/],
  ['a lastTurn that is no boolean', (s) => void (s.lastTurn = 'no'), /lastTurn/],
  ['a seed that is none', (s) => void (s.seed = {}), /corrupted game state: seed$/],
  ['a random state that is none', (s) => void (s.rng = [1, 2]), /random state/],
  ['a shuffle derivation that does not exist', (s) => void (s.shuffle = 'md5'), /shuffle derivation/],
  ['a rule set with an unknown rule', (s) => void (s.rules = { jokers: 6 }), /rules: unknown rule/],
  [
    'match totals that are not two numbers',
    (s) => void (s.match = { deal: 1, totals: [0] }),
    /corrupted game state: match$/,
  ],
  [
    'the seat to act with no cards',
    (s) => void (s.pile.push(...s.hands[0]!), (s.hands[0] = []), (s.known[0] = [])),
    /the seat to act has no cards/,
  ],
  ['a stock larger than the deal leaves', (s) => void s.stock.push(...s.pile.splice(0)), /more than the deal leaves/],
];

describe('validateGameState names what is wrong', () => {
  it('accepts the undamaged state', () => {
    expect(() => validateGameState(base())).not.toThrow();
  });

  it.each(CASES)('refuses %s', (_what, damage, named) => {
    const state = base();
    damage(state);
    const { code, message } = refusal(state);
    expect(code).toBe('corrupted');
    expect(message).toMatch(/^corrupted game state: /);
    expect(message).toMatch(named);
  });

  it('refuses more stock cards drawn than turns played', () => {
    const state = base();
    // Turn 2 (seat 1 to act after seat 0's turn) with 5 cards gone from the stock: at most 2 draws were possible.
    for (let i = 0; i < 5; i++) state.pile.push(state.stock.pop());
    state.turn = 1;
    state.turnNumber = 2;
    state.hands[1] = [...state.hands[1]!, ...state.hands[0]!.splice(0)];
    state.known[0] = [];
    expect(refusal(state).message).toMatch(/5 stock cards drawn in 2 turns/);
  });

  it('refuses a last turn still to draw', () => {
    const state = JSON.parse(
      JSON.stringify(position({ hands: ['5S 6S', '', '', ''], stockSize: 0, phase: 'play', lastTurn: true })),
    ) as Json;
    state.phase = 'draw';
    expect(refusal(state).message).toMatch(/the last stock card was drawn, yet the seat to act has not drawn/);
  });
});

describe('validateGameState tells a foreign or newer state from a corrupted one', () => {
  it('refuses what is not an object as corrupted', () => {
    for (const input of [null, 5, 'birimba-game', []]) {
      expect(refusal(input)).toEqual({ code: 'corrupted', message: 'corrupted game state: not an object' });
    }
  });

  it('refuses another format, quoting it', () => {
    expect(refusal({ ...base(), format: 'chess' })).toEqual({
      code: 'wrong-format',
      message: 'not a Birimba game state (format "chess")',
    });
  });

  it('refuses another version, saying which one it reads', () => {
    expect(refusal({ ...base(), version: 99 })).toEqual({
      code: 'wrong-version',
      message: `game state version 99 is not supported (this engine reads version ${String(STATE_VERSION)})`,
    });
  });

  it('reports a field that cannot be read as corrupted, with the start of the reason and the error as its cause', () => {
    const reason = new Error(`the stock is gone: ${'x'.repeat(200)}`);
    const state = Object.defineProperty(base(), 'stock', {
      get: () => {
        throw reason;
      },
    });
    const error = thrown(SnapshotError, () => validateGameState(state));
    expect(error.code).toBe('corrupted');
    expect(error.message).toBe(`corrupted game state: ${reason.message.slice(0, 100)}`);
    expect(error.cause).toBe(reason);
  });

  it('reports a field whose reading throws something other than an error as unreadable', () => {
    const state = Object.defineProperty(base(), 'stock', {
      get: () => {
        throw Object.freeze({ not: 'an error' }) as unknown as Error;
      },
    });
    expect(refusal(state)).toEqual({ code: 'corrupted', message: 'corrupted game state: unreadable' });
  });
});

describe('validateGameState names the corruption exactly', () => {
  it('gives the reason a meld is not valid', () => {
    const state = base();
    const meld = state.melds[0] as { cards: unknown[] };
    // 5H of the meld 3H 4H 5H and 9H of seat 0's hand change places.
    const hand = state.hands[0] as unknown[];
    const nine = hand.findIndex((c) => (c as { rank: unknown }).rank === '9');
    [meld.cards[2], hand[nine]] = [hand[nine], meld.cards[2]];
    const { reason } = checkMeld('3H 4H 9H') as { reason: string };
    expect(refusal(state)).toEqual({
      code: 'corrupted',
      message: `corrupted game state: meld 1 is not valid (${reason})`,
    });
  });

  it.each([
    [
      'a card id beyond the deck',
      (s: Json) => void (s.pile[0] = { id: 999, rank: '5', suit: 'S' }),
      'pile[0]: not a card of the deck',
    ],
    [
      'a card of the wrong suit',
      (s: Json) => void (s.pile[0] = { ...(s.pile[0] as object), suit: 'X' }),
      'pile[0]: not a card of the deck',
    ],
    ['a card of a hand that is none', (s: Json) => void (s.hands[1]![0] = 'AS'), 'hands[1][0]: not a card'],
    ['a card of the stock that is none', (s: Json) => void (s.stock[0] = null), 'stock[0]: not a card'],
    ['melds that are not a list', (s: Json) => void (s.melds = 'none' as never), 'melds'],
    [
      'tookBirimbaki with an item that is not a boolean',
      (s: Json) => void (s.tookBirimbaki = [false, 0]),
      'tookBirimbaki',
    ],
    ['a turn number below 1', (s: Json) => void (s.turnNumber = 0), 'turnNumber'],
    ['a lastTurn that is no boolean', (s: Json) => void (s.lastTurn = 'no'), 'lastTurn'],
    [
      'an end reason of a deal still played',
      (s: Json) => void (s.endReason = 'resigned'),
      'endReason does not match the phase',
    ],
    [
      'a meld id equal to nextMeldId',
      (s: Json) => void ((s.melds[0] as { id: number }).id = 3),
      'nextMeldId 3: meld ids are 1 up to below it, and a deal holds at most 36 melds',
    ],
    ['a match that is none', (s: Json) => void (s.match = null), 'match'],
    ['a match in deal 0', (s: Json) => void (s.match = { deal: 0, totals: [0, 0] }), 'match'],
    ['a match in deal 1.5', (s: Json) => void (s.match = { deal: 1.5, totals: [0, 0] }), 'match'],
    ['match totals that are no list', (s: Json) => void (s.match = { deal: 1, totals: '00' }), 'match'],
    [
      'match totals with one that is no whole number',
      (s: Json) => void (s.match = { deal: 1, totals: [0, 'x'] }),
      'match',
    ],
    [
      'a meld whose cards are not a list',
      (s: Json) => void (s.melds[1] = { ...s.melds[1], cards: 'JK' }),
      'melds[1].cards: not a list of cards',
    ],
  ])('names %s', (_what, damage, named) => {
    const state = base();
    damage(state);
    expect(refusal(state)).toEqual({ code: 'corrupted', message: `corrupted game state: ${named}` });
  });

  it('refuses an empty hand mid-deal of the first seat, when another is to act', () => {
    const state = JSON.parse(
      JSON.stringify(position({ hands: ['5S', '7D 8D', '', ''], handSizes: [1, 2, 11, 11], turn: 1 })),
    ) as Json;
    state.pile.push(...state.hands[0]!.splice(0));
    state.known[0] = [];
    expect(refusal(state)).toEqual({
      code: 'corrupted',
      message: 'corrupted game state: seat 0 has no cards mid-deal',
    });
  });

  it('refuses a deal over by an empty stock whose stock still holds cards', () => {
    const state = { ...base(), phase: 'over', endReason: 'stock-exhausted' };
    expect(refusal(state)).toEqual({
      code: 'corrupted',
      message: 'corrupted game state: the stock ran out, yet it holds cards',
    });
  });
});

describe('validateGameState and a match (rules §1)', () => {
  const inMatch = JSON.parse(JSON.stringify(newGame({ seed: 4, rules: { matchTarget: 3000 } }))) as Record<
    string,
    unknown
  >;
  const withTotals = (deal: number, totals: [number, number]): unknown => ({ ...inMatch, match: { deal, totals } });

  it('says in how many deals the totals could not have been scored', () => {
    expect(refusal(withTotals(2, [10_001, 0])).message).toBe(
      'corrupted game state: match totals 10001 and 0 cannot be scored in 1 deals',
    );
    expect(refusal(withTotals(2, [0, 10_001])).message).toBe(
      'corrupted game state: match totals 0 and 10001 cannot be scored in 1 deals',
    );
  });

  it('refuses a single deal that is not deal 1 of a match at 0 to 0', () => {
    const single = JSON.parse(JSON.stringify(newGame({ seed: 4 }))) as Record<string, unknown>;
    for (const match of [
      { deal: 2, totals: [0, 0] },
      { deal: 1, totals: [500, 0] },
      { deal: 1, totals: [0, 500] },
    ]) {
      expect(refusal({ ...single, match }).message).toBe('corrupted game state: match totals in a single deal');
    }
  });

  it('refuses a deal after either team reached the target exactly, unless the totals are tied', () => {
    expect(refusal(withTotals(3, [3000, 200])).message).toBe(
      'corrupted game state: a deal of a match that was already won',
    );
    expect(refusal(withTotals(3, [200, 3000])).message).toBe(
      'corrupted game state: a deal of a match that was already won',
    );
    expect(() => validateGameState(withTotals(3, [3100, 3100]))).not.toThrow();
    expect(() => validateGameState(withTotals(3, [2999, 200]))).not.toThrow();
  });
});

describe('validateGameState and a stored meld’s arrangement', () => {
  type Slot = { position: number; acting: boolean };
  const stored = (): Json => {
    const state = position({ hands: ['9H', '', '', ''], melds: [{ team: 0, cards: '5S 6S JK' }] });
    return JSON.parse(JSON.stringify(state)) as Json;
  };
  const wildAt = (state: GameState): number | undefined =>
    state.melds[0]?.arrangement.slots.find((slot) => slot.acting)?.position;

  /** The stored meld 5S 6S JK with its joker moved from 7 to 4, as a player's arrangement could have it. */
  const jokerLow = (): { state: Json; arrangement: { low: number; high: number; slots: Partial<Slot>[] } } => {
    const state = stored();
    const arrangement = state.melds[0]?.arrangement as { low: number; high: number; slots: Slot[] };
    expect(arrangement.slots.find((slot) => slot.acting)?.position).toBe(7);
    arrangement.low = 4;
    arrangement.high = 6;
    for (const slot of arrangement.slots) if (slot.acting) slot.position = 4;
    return { state, arrangement };
  };

  it('keeps where the stored wild stands when the cards allow it', () => {
    expect(wildAt(validateGameState(jokerLow().state))).toBe(4);
  });

  it('derives the arrangement again when a stored slot or the slots are malformed', () => {
    type Stored = Partial<Slot> & { card?: unknown };
    const damages: ((natural: Stored, wild: Stored, slots: unknown[]) => void)[] = [
      (natural) => delete natural.position,
      (_natural, wild) => (wild.acting = 'yes' as never),
      (natural) => (natural.card = null),
      (natural, _wild, slots) => (slots[slots.indexOf(natural)] = null),
    ];
    for (const damage of damages) {
      const { state, arrangement } = jokerLow();
      const natural = arrangement.slots.find((slot) => slot.acting === false) as Stored;
      const wild = arrangement.slots.find((slot) => slot.acting === true) as Stored;
      damage(natural, wild, arrangement.slots);
      expect(wildAt(validateGameState(state))).toBe(7);
    }
    const { state: noSlots, arrangement: noList } = jokerLow();
    noList.slots = 'slots' as never;
    expect(wildAt(validateGameState(noSlots))).toBe(7);
  });

  it('derives the arrangement of a meld stored without one', () => {
    const state = stored();
    delete state.melds[0]?.arrangement;
    expect(wildAt(validateGameState(state))).toBe(7);
  });
});
