// Property-based tests (fast-check) that throw arbitrary junk at the engine's public entry points: each answers with
// a value or with one of the engine's typed errors, never a raw runtime error, and nothing it was given changes.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as engine from '../../src/index.js';
import {
  type GameState,
  IllegalMoveError,
  MOVE_TYPES,
  SnapshotError,
  applyMove,
  createGameActor,
  isEngineError,
  legalMoves,
  persistGame,
  restoreGame,
  sendMove,
  validateGameState,
  viewFor,
} from '../../src/index.js';
import { deepFreeze } from '../support/position.js';
import { playRandomGame } from '../support/random-play.js';

/** States of real games: draw and play phases, a few over. */
const STATES: readonly GameState[] = (() => {
  const out: GameState[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    const { states } = playRandomGame(seed);
    states.forEach((s, i) => {
      if (i % 9 === 0 || i === states.length - 1) out.push(deepFreeze(s));
    });
  }
  return out;
})();

const stateArb = fc.nat({ max: STATES.length - 1 }).map((i) => STATES[i] as GameState);

/** Things shaped like moves, to reach every check of `checkMove`, mixed with anything at all. */
const moveArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ withBigInt: true, withObjectString: true, withNullPrototype: true }),
  fc.jsonValue(),
  fc.record(
    {
      type: fc.oneof(fc.constantFrom(...MOVE_TYPES, 'xstate.stop', 'pass'), fc.string()),
      cards: fc.oneof(fc.array(fc.integer({ min: -2, max: 110 }), { maxLength: 14 }), fc.anything()),
      card: fc.oneof(fc.integer({ min: -2, max: 110 }), fc.anything()),
      meldId: fc.oneof(fc.integer({ min: -1, max: 40 }), fc.anything()),
      seat: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.anything()),
    },
    { requiredKeys: ['type'] },
  ),
);

const RUNS = { numRuns: 400 };

describe('any value sent as a move', () => {
  it('is accepted by applyMove as a legal move or refused with IllegalMoveError, the state untouched', () => {
    fc.assert(
      fc.property(stateArb, moveArb, (state, move) => {
        const before = JSON.stringify(state);
        let next: GameState | undefined;
        try {
          next = applyMove(state, move);
        } catch (e) {
          if (!(e instanceof IllegalMoveError)) throw e;
        }
        expect(JSON.stringify(state)).toBe(before);
        if (next !== undefined) validateGameState(JSON.parse(JSON.stringify(next)));
      }),
      RUNS,
    );
  });

  it('is accepted by sendMove or refused with IllegalMoveError, and the actor stays alive', () => {
    fc.assert(
      fc.property(stateArb, fc.array(moveArb, { minLength: 1, maxLength: 4 }), (state, moves) => {
        const actor = createGameActor({ state });
        for (const move of moves) {
          const before = actor.getSnapshot().context.game;
          try {
            sendMove(actor, move as never);
          } catch (e) {
            if (!(e instanceof IllegalMoveError)) throw e;
            expect(actor.getSnapshot().context.game).toBe(before);
          }
          expect(actor.getSnapshot().status).not.toBe('error');
        }
        // Alive: a legal move, if the game goes on, is still accepted.
        const game = actor.getSnapshot().context.game;
        const legal = legalMoves(game)[0];
        if (legal !== undefined) expect(sendMove(actor, legal)).not.toBe(game);
      }),
      { numRuns: 200 },
    );
  });
});

/** Every path to a value inside a JSON tree. */
function paths(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

function getAt(root: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node === null || typeof node !== 'object' ? undefined : (node as Record<string | number, unknown>)[key],
    root,
  );
}

function setAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value === DELETE ? null : value;
  const parent = getAt(root, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1] as string | number;
  if (value === DELETE) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else parent[key] = value;
  return root;
}

const DELETE = Symbol('delete');

const SNAPSHOTS = STATES.filter((_, i) => i % 3 === 0).map((state) =>
  JSON.stringify(persistGame(createGameActor({ state }))),
);

describe('any mutation of a valid snapshot', () => {
  it('is still a valid game, or restoreGame refuses it with a SnapshotError and loads nothing', () => {
    const mutation = fc.record({
      snapshot: fc.nat({ max: SNAPSHOTS.length - 1 }),
      edits: fc.array(
        fc.record({
          path: fc.nat(),
          // A value from elsewhere in the snapshot (a card moved, an id swapped) or any JSON at all, or a deletion.
          value: fc.oneof(
            fc.nat().map((n) => ({ from: n })),
            fc.jsonValue().map((v) => ({ value: v })),
            fc.constant({ del: true }),
          ),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    });
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(mutation, ({ snapshot, edits }) => {
        let data = JSON.parse(SNAPSHOTS[snapshot] as string) as unknown;
        for (const edit of edits) {
          const all = paths(data);
          const path = all[edit.path % all.length] as (string | number)[];
          const v = edit.value;
          const value =
            'from' in v
              ? structuredClone(getAt(data, all[v.from % all.length] as (string | number)[]))
              : 'value' in v
                ? v.value
                : DELETE;
          data = setAt(data, path, value);
        }
        let actor: ReturnType<typeof restoreGame> | undefined;
        try {
          actor = restoreGame(JSON.stringify(data) ?? 'null');
        } catch (e) {
          if (!(e instanceof SnapshotError)) throw e;
          refused++;
          return;
        }
        accepted++;
        // Whatever was accepted is a whole game: it validates and plays on to its end through the actor.
        let game = actor.getSnapshot().context.game;
        validateGameState(JSON.parse(JSON.stringify(game)));
        for (let i = 0; i < 400 && game.phase !== 'over'; i++) {
          const moves = legalMoves(game);
          game = sendMove(actor, moves[i % moves.length] as engine.Move);
        }
      }),
      { numRuns: 600 },
    );
    expect(refused).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
  });
});

/** The engine's public functions, with how many arguments each takes. */
const ENTRY_POINTS: readonly [string, number][] = [
  ['applyMove', 2],
  ['applyPlayToView', 2],
  ['birimbaBonusFor', 2],
  ['birimbaBonusOf', 2],
  ['buildPosition', 1],
  ['cardById', 1],
  ['checkMeld', 3],
  ['checkMove', 2],
  ['createGameActor', 1],
  ['describeMove', 4],
  ['describePlan', 2],
  ['determinize', 3],
  ['emptyingRequirement', 2],
  ['finalScores', 1],
  ['formatCard', 1],
  ['formatCards', 1],
  ['idsOfCode', 1],
  ['isLegalMove', 2],
  ['isMatchOver', 1],
  ['isRngState', 1],
  ['isSeed', 1],
  ['layOffOptions', 2],
  ['legalMoves', 1],
  ['matchTotals', 1],
  ['meetsRequirement', 3],
  ['meldOptions', 2],
  ['moveEvents', 4],
  ['moveOutcome', 2],
  ['newGame', 1],
  ['nextDeal', 1],
  ['normalizeMove', 1],
  ['parseCard', 1],
  ['parseCards', 1],
  ['persistGame', 1],
  ['publicScores', 1],
  ['positionNotation', 2],
  ['quoteInput', 2],
  ['randomSource', 1],
  ['redealHiddenCards', 3],
  ['resolveRules', 1],
  ['restoreGame', 1],
  ['rngFromSeed', 1],
  ['scoreTeam', 2],
  ['seedNumber', 1],
  ['sendMove', 2],
  ['teamMayClose', 3],
  ['teamMayEmptyHand', 3],
  ['teamScores', 1],
  ['turnFacts', 1],
  ['validateGameState', 1],
  ['viewFor', 2],
];

/** Junk, and near-valid arguments: real states, views, cards and moves. */
const argArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ withBigInt: true, withNullPrototype: true, withObjectString: true }),
  stateArb,
  stateArb.map((s) => viewFor(s, s.turn)),
  fc.constantFrom(...engine.DECK.slice(0, 20)),
  fc.array(fc.constantFrom(...engine.DECK)),
  moveArb,
);

describe('junk at every public entry point', () => {
  it.each(ENTRY_POINTS)('%s returns a value or throws one of the engine’s typed errors', (name, arity) => {
    const fn = (engine as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
    expect(typeof fn).toBe('function');
    fc.assert(
      fc.property(fc.array(argArb, { minLength: 0, maxLength: arity }), (args) => {
        try {
          fn!(...args);
        } catch (e) {
          if (!isEngineError(e)) throw new Error(`${name} threw a raw ${String(e)}`, { cause: e });
          expect((e as Error).message.length).toBeLessThan(400);
        }
      }),
      { numRuns: 150 },
    );
  });
});
