// valibot schemas of the engine's plain data — seeds, seats, card ids, moves, rule sets — for every file and message
// that carries them: the game log, the simulator's result files, a server's protocol. Each is built from the
// engine's own description where there is one (`RULE_INFO`, `MOVE_TYPES`, `DECK_SIZE`), and tested to take exactly
// what the engine takes.

import * as v from 'valibot';
import {
  type Move,
  type MoveType,
  type RuleSet,
  type Seat,
  type Seed,
  MOVE_TYPES,
  RULE_INFO,
  ruleChoices,
  THREE_DECK_SIZE,
  seatsOf,
} from '@birimba/engine';

/** A whole number within ±(2^53 − 1), at least `min` when given. */
export const integerSchema = (min?: number) =>
  min === undefined ? v.pipe(v.number(), v.safeInteger()) : v.pipe(v.number(), v.safeInteger(), v.minValue(min));

/** A whole number from 0: a count or an index. */
export const CountSchema = integerSchema(0);

/** A game seed, the engine's `Seed`: a safe integer, or a non-empty string (the table draws 32 hex digits). */
export const SeedSchema: v.GenericSchema<Seed> = v.union([
  v.pipe(v.number(), v.safeInteger()),
  v.pipe(v.string(), v.minLength(1)),
]);

/** A seat of any table, 0..5 (the engine checks it against the game's number of players). */
export const SeatSchema: v.GenericSchema<Seat> = v.picklist(seatsOf(6));

/** A card id of any table, 0..161 (`THREE_DECK_SIZE` − 1; the engine checks it against the game's deck). */
export const CardIdSchema: v.GenericSchema<number> = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(0),
  v.maxValue(THREE_DECK_SIZE - 1),
);

const seat = v.optional(SeatSchema);
// Keyed by type, so a move type the engine adds is a type error here until it has its schema.
const MOVE_ENTRIES: { readonly [T in MoveType]: v.ObjectEntries } = {
  draw: {},
  takePile: {},
  meld: { cards: v.array(CardIdSchema) },
  layOff: { meldId: CountSchema, cards: v.array(CardIdSchema) },
  discard: { card: CardIdSchema },
};

/** A move as the engine takes it (plain JSON): `{ type: 'draw' }`, `{ type: 'meld', cards: [ids] }` … Built from
 * entries by type, its output is typed by hand; the tests check that what it takes, the engine reads unchanged. */
export const MoveSchema = v.variant(
  'type',
  MOVE_TYPES.map((type) => v.strictObject({ type: v.literal(type), ...MOVE_ENTRIES[type], seat })),
) as v.GenericSchema<unknown> as v.GenericSchema<Move>;

/** A rule set as the engine describes it (`RULE_INFO`): a field added to the engine is known here without a change.
 * Any of its fields may be left out (`resolveRules` fills in the defaults). A fixed first seat sits at the table
 * (`ruleChoices`: seat 0 or 1 with two players, 0..5 with six; the engine's one rule across two fields). */
export const RuleSetSchema = v.pipe(
  v.strictObject(
    Object.fromEntries(
      RULE_INFO.map((info) => {
        const schema =
          info.kind === 'boolean'
            ? v.boolean()
            : info.kind === 'choice'
              ? v.union(ruleChoices(info).map((c) => v.literal(c)))
              : v.nullable(integerSchema(1));
        return [info.field, v.optional(v.pipe(schema, v.description(info.description)))];
      }),
    ),
  ),
  v.check(
    (rules) => typeof rules.firstSeat !== 'number' || rules.firstSeat < Number(rules.players ?? 4),
    'firstSeat is a seat of the table: 0 or 1 with two players, 0 to 3 with four, 0 to 5 with six',
  ),
) as v.GenericSchema<unknown> as v.GenericSchema<Partial<RuleSet>>;
