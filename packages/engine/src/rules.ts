// The rule set: the defaults are rules.md; every [variant] of rules.md is a field here.

import { RuleSetError } from './errors.js';

/** Seat numbers: 0..3 play in order; seats 0 and 2 are team 0 (A), seats 1 and 3 are team 1 (B). */
export type Seat = 0 | 1 | 2 | 3;
/** Team 0 is A (seats 0, 2), team 1 is B (seats 1, 3). */
export type Team = 0 | 1;

export interface RuleSet {
  /** Who plays first (rules §1): a fixed seat, or `'random'` to draw it from the seed. Default 0. */
  readonly firstSeat: Seat | 'random';
  /** Turn one card face up to start the discard pile (rules §3). Default false: the pile starts empty. */
  readonly initialUpCard: boolean;
  /** Sets of equal rank (three kings) are melds too (rules §5.1). Default false: runs only. */
  readonly allowSets: boolean;
  /**
   * A 2 of the run's own suit never makes a meld dirty, even when it acts as a wild (rules §5.2, the thesis
   * program's test). Default false.
   */
  readonly twoOfSuitNeverDirty: boolean;
  /**
   * What a team must own among its melds to close (rules §6): `'nothing'` (default), `'birimba'` (any birimba) or
   * `'cleanBirimba'`. While a team with a birimbaki cannot close, a player of it may not empty his hand.
   */
  readonly closingRequires: 'nothing' | 'birimba' | 'cleanBirimba';
  /**
   * Match target total (rules §1): deals are played until a team reaches it. `null` (default): one deal is the
   * whole game.
   */
  readonly matchTarget: number | null;
}

export const DEFAULT_RULES: RuleSet = Object.freeze({
  firstSeat: 0,
  initialUpCard: false,
  allowSets: false,
  twoOfSuitNeverDirty: false,
  closingRequires: 'nothing',
  matchTarget: null,
});

type FieldCheck = (value: unknown) => string | null;

const FIELD_CHECKS: Readonly<Record<keyof RuleSet, FieldCheck>> = {
  firstSeat: (v) => (v === 0 || v === 1 || v === 2 || v === 3 || v === 'random' ? null : "a seat 0..3 or 'random'"),
  initialUpCard: (v) => (typeof v === 'boolean' ? null : 'a boolean'),
  allowSets: (v) => (typeof v === 'boolean' ? null : 'a boolean'),
  twoOfSuitNeverDirty: (v) => (typeof v === 'boolean' ? null : 'a boolean'),
  closingRequires: (v) =>
    v === 'nothing' || v === 'birimba' || v === 'cleanBirimba' ? null : "'nothing', 'birimba' or 'cleanBirimba'",
  matchTarget: (v) =>
    v === null || (typeof v === 'number' && Number.isInteger(v) && v > 0) ? null : 'null or a positive whole number',
};

export const RULE_FIELDS = Object.keys(FIELD_CHECKS) as readonly (keyof RuleSet)[];

/**
 * The full rule set for a partial one: defaults filled in, unknown or ill-typed fields rejected with a
 * `RuleSetError` that names the field and what it takes.
 */
export function resolveRules(partial: unknown = {}): RuleSet {
  if (partial === undefined || partial === null) return DEFAULT_RULES;
  if (typeof partial !== 'object' || Array.isArray(partial)) {
    throw new RuleSetError(`a rule set must be an object, got ${Array.isArray(partial) ? 'an array' : typeof partial}`, '');
  }
  const record = partial as Record<string, unknown>;
  const out: Record<string, unknown> = { ...DEFAULT_RULES };
  for (const [field, value] of Object.entries(record)) {
    const check = (FIELD_CHECKS as Record<string, FieldCheck | undefined>)[field];
    if (check === undefined) {
      throw new RuleSetError(`unknown rule "${field}"; the rules are: ${RULE_FIELDS.join(', ')}`, field);
    }
    if (value === undefined) continue;
    const expected = check(value);
    if (expected !== null) {
      throw new RuleSetError(`rule "${field}" must be ${expected}, got ${JSON.stringify(value)}`, field);
    }
    out[field] = value;
  }
  return Object.freeze(out) as unknown as RuleSet;
}

export function teamOf(seat: Seat): Team {
  return (seat % 2) as Team;
}

export function partnerOf(seat: Seat): Seat {
  return ((seat + 2) % 4) as Seat;
}

export function nextSeat(seat: Seat): Seat {
  return ((seat + 1) % 4) as Seat;
}
