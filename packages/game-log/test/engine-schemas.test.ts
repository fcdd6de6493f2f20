// The schemas of the engine's plain data take what the engine takes: seeds as `isSeed`, rule sets as `resolveRules`,
// moves the engine reads as they are written, every legal move, card ids of the deck.
import * as fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  THREE_DECK_SIZE,
  MOVE_TYPES,
  RULE_FIELDS,
  RULE_INFO,
  isSeed,
  legalMoves,
  newGame,
  normalizeMove,
  resolveRules,
  ruleChoices,
} from '@birimba/engine';
import { CardIdSchema, MoveSchema, RuleSetSchema, SeatSchema, SeedSchema } from '../src/index.js';
import { playedLog } from './helpers/games.js';

const takes = (schema: v.GenericSchema, value: unknown): boolean => v.safeParse(schema, value).success;

describe('SeedSchema', () => {
  it('takes exactly what the engine takes as a seed', () => {
    const seeds = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, -Number.MAX_SAFE_INTEGER, NaN, Infinity),
      fc.string(),
      fc.constantFrom('', '0', 'f'.repeat(32)),
      fc.anything(),
    );
    fc.assert(
      fc.property(seeds, (seed) => takes(SeedSchema, seed) === isSeed(seed)),
      { seed: 21, numRuns: 2000 },
    );
  });
});

describe('RuleSetSchema', () => {
  it('takes exactly the rule sets resolveRules takes', () => {
    const values = fc.oneof(
      fc.boolean(),
      fc.constantFrom(...RULE_INFO.flatMap((i) => (i.kind === 'choice' ? ruleChoices(i) : []))),
      fc.constantFrom(null, 0, 1, 3000, -1, 1.5, 'random', 'nothing', 'x', undefined),
      fc.integer(),
    );
    const fields = fc.constantFrom(...RULE_FIELDS, 'jokersWild', 'toString');
    const ruleSets = fc.dictionary(fields, values, { maxKeys: 4 });
    fc.assert(
      fc.property(ruleSets, (rules) => {
        let engine = true;
        try {
          resolveRules(rules);
        } catch {
          engine = false;
        }
        return takes(RuleSetSchema, rules) === engine;
      }),
      { seed: 22, numRuns: 3000 },
    );
  });
});

describe('MoveSchema', () => {
  it('takes a move only as the engine reads it: what it takes, the engine reads unchanged', () => {
    const card = fc.oneof(fc.integer({ min: -2, max: THREE_DECK_SIZE + 1 }), fc.constantFrom(1.5, 'AS', null));
    const cards = fc.oneof(fc.array(card, { maxLength: 4 }), fc.constant('AS 2S 3S'));
    const own: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
      meld: { cards },
      layOff: { cards, meldId: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.constant(0.5)) },
      discard: { card },
    };
    // A move of each type with its own fields or some of them, a seat or not, and now and then a field of another.
    const moves = fc.constantFrom(...MOVE_TYPES, 'cheat').chain((type) =>
      fc.record(
        {
          type: fc.constant(type),
          ...own[type],
          seat: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constant('0')),
          [type === 'discard' ? 'cards' : 'card']: card,
        },
        { requiredKeys: ['type'] },
      ),
    );
    let taken = 0;
    fc.assert(
      fc.property(moves, (move) => {
        if (!takes(MoveSchema, move)) return true;
        taken++;
        expect(normalizeMove(move, 6)).toEqual(move);
        return true;
      }),
      { seed: 23, numRuns: 4000 },
    );
    expect(taken).toBeGreaterThan(100);
  });

  it('takes every legal move of a deal in progress, and every move of played games', () => {
    const state = newGame({ seed: 5 });
    for (const move of legalMoves(state)) expect(takes(MoveSchema, move)).toBe(true);
    const { log } = playedLog(5, { matchTarget: 1000 });
    for (const deal of log.deals) for (const move of deal.moves) expect(takes(MoveSchema, move)).toBe(true);
  });
});

describe('CardIdSchema and SeatSchema', () => {
  it('take the ids of any table’s decks and its seats (six players at most), nothing else', () => {
    const ids = Array.from({ length: THREE_DECK_SIZE + 4 }, (_, i) => i - 2);
    expect(ids.filter((id) => takes(CardIdSchema, id))).toEqual(ids.filter((id) => id >= 0 && id < THREE_DECK_SIZE));
    expect(takes(CardIdSchema, 1.5)).toBe(false);
    expect([-1, 0, 1, 2, 3, 4, 5, 6, '0'].filter((s) => takes(SeatSchema, s))).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
