// Faults found by an adversarial pass (issue #11), each pinned by a test that failed before the fix.

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type GameState,
  ArgumentError,
  IllegalMoveError,
  RuleSetError,
  SnapshotError,
  applyMove,
  createGameActor,
  finalScores,
  isEngineError,
  legalMoves,
  newGame,
  persistGame,
  restoreGame,
  sendMove,
  validateGameState,
  viewFor,
} from '../../src/index.js';
import { position } from '../support/position.js';
import { playRandomGame } from '../support/random-play.js';
import { samples, soak } from '../support/samples.js';

afterEach(() => {
  vi.useRealTimers();
});

const NOT_MOVES: readonly [string, unknown][] = [
  ['null', null],
  ['undefined', undefined],
  ['a string', 'draw'],
  ['a number', 42],
  ['an empty object', {}],
  ['a numeric type', { type: 1 }],
  ['an array', []],
  ['an xstate internal event', { type: 'xstate.stop' }],
  ['an xstate init event', { type: 'xstate.init' }],
  ['an unknown type', { type: 'shuffle' }],
  ['a BigInt seat', { type: 'draw', seat: 10n }],
  ['BigInt card ids', { type: 'meld', cards: [1n, 2n, 3n] }],
];

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('sendMove with something that is not a move', () => {
  it.each(NOT_MOVES)("refuses %s as 'malformed-move' and the actor plays on", (_what, event) => {
    vi.useFakeTimers();
    const actor = createGameActor({ seed: 1 });
    const before = actor.getSnapshot().context.game;
    const error = thrown(() => sendMove(actor, event as never));
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect((error as IllegalMoveError).code).toBe('malformed-move');
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.game).toBe(before);
    // The next legal move is accepted.
    expect(sendMove(actor, { type: 'draw' }).phase).toBe('play');
    // Nothing was left to surface later as an uncaught exception.
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses a circular move without serialising it', () => {
    const move: Record<string, unknown> = { type: 'discard' };
    move.card = move;
    const error = thrown(() => sendMove(createGameActor({ seed: 2 }), move as never));
    expect(error).toBeInstanceOf(IllegalMoveError);
  });
});

describe('createGameActor with bad options', () => {
  it('throws the typed error at once instead of making an actor that fails later', () => {
    for (const seed of [1.5, Number.NaN, '', null, 10n, 2 ** 60, { seed: 1 }]) {
      const error = thrown(() => createGameActor({ seed } as never));
      expect(error).toBeInstanceOf(ArgumentError);
      expect((error as ArgumentError).code).toBe('bad-seed');
    }
    expect(thrown(() => createGameActor({ seed: 1, rules: { bogus: true } } as never))).toBeInstanceOf(RuleSetError);
    expect(thrown(() => createGameActor({ seed: 1, rules: { matchTarget: -5 } }))).toBeInstanceOf(RuleSetError);
    expect(thrown(() => createGameActor(null as never))).toBeInstanceOf(ArgumentError);
    expect(thrown(() => createGameActor({ state: {} } as never))).toBeInstanceOf(SnapshotError);
  });
});

describe('public functions given null, {} or junk where a state is expected', () => {
  const junk: readonly unknown[] = [null, undefined, {}, [], 7, 'state', 10n, { format: 'birimba-game' }];
  const calls: readonly [string, (x: unknown) => unknown][] = [
    ['applyMove', (x) => applyMove(x as GameState, { type: 'draw' })],
    ['legalMoves', (x) => legalMoves(x as GameState)],
    ['viewFor', (x) => viewFor(x as GameState, 0)],
    ['finalScores', (x) => finalScores(x as GameState)],
    ['validateGameState', (x) => validateGameState(x)],
    ['restoreGame', (x) => restoreGame(x)],
    ['persistGame', (x) => persistGame(x as never)],
    ['sendMove', (x) => sendMove(x as never, { type: 'draw' })],
  ];
  it.each(calls)('%s answers with an engine error and a short message', (_name, call) => {
    for (const value of junk) {
      const error = thrown(() => call(value));
      expect(isEngineError(error), `${String(error)}`).toBe(true);
      expect((error as Error).message.length).toBeLessThan(300);
    }
  });

  it('quotes at most about 100 characters of a huge input', () => {
    const huge = 'x'.repeat(50 * 1024 * 1024);
    const messages = [
      thrown(() => newGame({ seed: { huge } } as never)),
      thrown(() => applyMove(newGame({ seed: 1 }), { type: huge })),
      thrown(() => restoreGame({ format: huge })),
      thrown(() => viewFor(newGame({ seed: 1 }), huge as never)),
    ].map((e) => (e as Error).message);
    for (const message of messages) expect(message.length).toBeLessThan(300);
  });
});

describe('restoreGame with a cyclic or deeply nested snapshot', () => {
  it('refuses them as corrupted instead of a raw TypeError or RangeError', () => {
    const cyclic = JSON.parse(JSON.stringify(persistGame(createGameActor({ seed: 2 })))) as {
      snapshot: { value: unknown };
    };
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    cyclic.snapshot.value = loop;
    const a = thrown(() => restoreGame(cyclic));
    expect(a).toBeInstanceOf(SnapshotError);
    const deep = `{"format":"birimba-snapshot","version":1,"snapshot":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const b = thrown(() => restoreGame(deep));
    expect(b).toBeInstanceOf(SnapshotError);
    let nested: unknown = 1;
    for (let i = 0; i < 100_000; i++) nested = { game: nested };
    expect(
      thrown(() => restoreGame({ format: 'birimba-snapshot', version: 1, snapshot: { context: nested } })),
    ).toBeInstanceOf(SnapshotError);
  });
});

/** A mid-game state as plain JSON, to edit. */
function midGame(seed = 5, at = 30): Record<string, unknown> {
  const { states } = playRandomGame(seed);
  return JSON.parse(JSON.stringify(states[Math.min(at, states.length - 2)])) as Record<string, unknown>;
}

function refusal(state: unknown): string {
  const error = thrown(() => validateGameState(state));
  if (!(error instanceof SnapshotError)) throw new Error(`expected a SnapshotError, got ${String(error)}`);
  return error.message;
}

describe('validateGameState refuses states play cannot reach', () => {
  it('accepts every state of real games (40 in a soak run)', () => {
    // 20 games in check; the mutation run plays a fifth, the 4 it was measured with.
    for (let seed = 1; seed <= samples(soak(40, 20), 5); seed++) {
      for (const state of playRandomGame(seed).states) validateGameState(JSON.parse(JSON.stringify(state)));
    }
  });

  it('a publicly known card listed twice, or not in that seat’s hand', () => {
    const state = position({ hands: ['5S 6S 9H', '7D 8D', '', ''], known: ['5S', '7D', '', ''] });
    const twice = JSON.parse(JSON.stringify(state)) as Record<string, unknown> & { known: unknown[][] };
    twice.known[1] = [twice.known[1]![0], twice.known[1]![0]];
    expect(refusal(twice)).toMatch(/listed twice/);
    const elsewhere = JSON.parse(JSON.stringify(state)) as Record<string, unknown> & { known: unknown[][] };
    elsewhere.known[1] = [JSON.parse(JSON.stringify(state.hands[0]![0]))];
    expect(refusal(elsewhere)).toMatch(/not in its hand/);
  });

  it('an empty stock in the draw phase, and a deal over by exhaustion with cards in the stock', () => {
    const { states } = playRandomGame(5);
    const drawing = JSON.parse(JSON.stringify(states.find((s) => s.phase === 'draw' && s.stock.length <= 3))) as Record<
      string,
      unknown
    >;
    drawing.pile = [...(drawing.pile as unknown[]), ...(drawing.stock as unknown[])];
    drawing.stock = [];
    expect(refusal(drawing)).toMatch(/empty stock/);
    const game = playRandomGame(3).states;
    const last = JSON.parse(JSON.stringify(game[game.length - 1])) as Record<string, unknown>;
    if (last.endReason === 'stock-exhausted') {
      const stock = last.stock as unknown[];
      const pile = last.pile as unknown[];
      last.stock = [...stock, pile[0]];
      last.pile = pile.slice(1);
      expect(refusal(last)).toMatch(/stock/);
    }
    // The same on a position built for the case:
    expect(() => position({ hands: ['5S', '', '', ''], stockSize: 0, phase: 'draw', lastTurn: false })).toThrow(
      /stock/,
    );
    expect(() => position({ hands: ['5S 6S', '', '', ''], stockSize: 3, lastTurn: true })).toThrow(/lastTurn/);
  });

  it('a seat other than the one to act with an empty hand mid-game', () => {
    const state = midGame();
    const hands = state.hands as unknown[][];
    const other = ((state.turn as number) + 1) % 4;
    state.pile = [...(state.pile as unknown[]), ...(hands[other] as unknown[])];
    hands[other] = [];
    (state.known as unknown[][])[other] = [];
    expect(refusal(state)).toMatch(/no cards mid-deal/);
  });

  it('a nextMeldId not above every meld id or beyond any deal, and negative meld ids', () => {
    const state = position({ hands: ['5S', '', '', ''], melds: [{ team: 0, cards: '3H 4H 5H' }] });
    const json = (): Record<string, unknown> & { melds: { id: number }[] } =>
      JSON.parse(JSON.stringify(state)) as Record<string, unknown> & { melds: { id: number }[] };
    expect(refusal({ ...json(), nextMeldId: 2 ** 53 })).toMatch(/nextMeldId/);
    expect(refusal({ ...json(), nextMeldId: 1 })).toMatch(/nextMeldId/);
    expect(refusal({ ...json(), nextMeldId: 38 })).toMatch(/nextMeldId/);
    const negative = json();
    negative.melds[0]!.id = -1;
    expect(refusal(negative)).toMatch(/nextMeldId|meld ids/);
    // The engine's own output stays valid: the largest id it can hand out is accepted.
    expect(() => validateGameState({ ...json(), nextMeldId: 37 })).not.toThrow();
  });

  it('an absurd turn number or match totals', () => {
    for (const turnNumber of [0, -3, 1.5, 2 ** 53, 1e300])
      expect(refusal({ ...midGame(), turnNumber })).toMatch(/turn/);
    // The seat to act follows from the first seat and the turn number.
    const state = midGame();
    expect(refusal({ ...state, turnNumber: (state.turnNumber as number) + 1 })).toMatch(/cannot be to act/);
    expect(refusal({ ...midGame(), match: { deal: 1, totals: [500, 0] } })).toMatch(/match/);
    const inMatch = JSON.parse(JSON.stringify(newGame({ seed: 4, rules: { matchTarget: 3000 } }))) as Record<
      string,
      unknown
    >;
    expect(refusal({ ...inMatch, match: { deal: 2, totals: [10_001, 0] } })).toMatch(/cannot be scored/);
    expect(refusal({ ...inMatch, match: { deal: 3, totals: [3100, 200] } })).toMatch(/already won/);
    expect(() => validateGameState({ ...inMatch, match: { deal: 3, totals: [2900, 200] } })).not.toThrow();
  });

  it('an all-zero random state', () => {
    expect(refusal({ ...midGame(), rng: [0, 0, 0, 0] })).toMatch(/random state/);
  });
});
