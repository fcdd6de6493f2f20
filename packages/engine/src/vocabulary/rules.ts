// The rule set: the defaults are rules.md; every [variant] of rules.md is a field here.

import { RuleSetError, quoteInput } from './errors.js';

/** Seat numbers: 0..3 play in order; seats 0 and 2 are team 0 (A), seats 1 and 3 are team 1 (B). */
export type Seat = 0 | 1 | 2 | 3;
/** Team 0 is A (seats 0, 2), team 1 is B (seats 1, 3). */
export type Team = 0 | 1;

/** What a team must own among its melds before a player of it may empty his hand (rules §6 variants). */
export type MeldRequirement = 'nothing' | 'birimba' | 'cleanBirimba';

/** The rule set of a game: the defaults are rules.md, every [variant] a field. */
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
  readonly closingRequires: MeldRequirement;
  /**
   * What a team must own among its melds to take its birimbaki (rules §6 variant, common online and in printed
   * rules): `'nothing'` (default), `'birimba'` or `'cleanBirimba'`. Until the team owns it, a player of the team
   * may not empty his hand: a play or a discard that would empty it is refused.
   */
  readonly birimbakiRequires: MeldRequirement;
  /**
   * Match target total (rules §1): deals are played until a team reaches it. `null` (default): one deal is the
   * whole game.
   */
  readonly matchTarget: number | null;
}

/** The default rule set: rules.md as written. */
export const DEFAULT_RULES: RuleSet = Object.freeze({
  firstSeat: 0,
  initialUpCard: false,
  allowSets: false,
  twoOfSuitNeverDirty: false,
  closingRequires: 'nothing',
  birimbakiRequires: 'nothing',
  matchTarget: null,
});

/** What one rule-set field takes, for forms (the table's settings), command lines and validation alike. */
export type RuleFieldInfo =
  | {
      readonly field: keyof RuleSet;
      readonly kind: 'boolean';
      readonly description: string;
      readonly descriptionEl: string;
    }
  | {
      readonly field: keyof RuleSet;
      readonly kind: 'choice';
      /** Every value the field takes, the default first. */
      readonly choices: readonly (string | number)[];
      readonly description: string;
      readonly descriptionEl: string;
    }
  | {
      readonly field: keyof RuleSet;
      readonly kind: 'positiveInteger';
      /** `null` is allowed too and means "none". */
      readonly nullable: true;
      readonly description: string;
      /** The same in Greek, for a table in Greek. */
      readonly descriptionEl: string;
    };

type FieldInfoOf<K extends keyof RuleSet> = RuleFieldInfo extends infer I
  ? I extends { field: keyof RuleSet }
    ? Omit<I, 'field'> & { field?: K }
    : never
  : never;

// A record so that the compiler insists on an entry for every field of `RuleSet`.
const INFO: { readonly [K in keyof RuleSet]: FieldInfoOf<K> } = {
  firstSeat: {
    kind: 'choice',
    choices: [0, 1, 2, 3, 'random'],
    description: 'who plays first: a seat, or drawn from the seed (rules §1)',
    descriptionEl: 'ποιος παίζει πρώτος: μια θέση, ή κλήρωση',
  },
  initialUpCard: {
    kind: 'boolean',
    description: 'turn one card face up to start the discard pile (rules §3)',
    descriptionEl: 'ένα φύλλο ανοιχτό ξεκινά τα πεταμένα',
  },
  allowSets: {
    kind: 'boolean',
    description: 'sets of equal rank are melds too (rules §5.1)',
    descriptionEl: 'κατεβασιές και από φύλλα ίδιας αξίας (π.χ. τρεις ρήγες)',
  },
  twoOfSuitNeverDirty: {
    kind: 'boolean',
    description: 'a 2 of the run’s own suit never makes a meld dirty (rules §5.2)',
    descriptionEl: 'το 2 του ίδιου χρώματος δεν λερώνει ποτέ την κατεβασιά',
  },
  closingRequires: {
    kind: 'choice',
    choices: ['nothing', 'birimba', 'cleanBirimba'],
    description: 'what a team must own among its melds to close (rules §6)',
    descriptionEl: 'τι χρειάζεται μια ομάδα στις κατεβασιές της για να κλείσει',
  },
  birimbakiRequires: {
    kind: 'choice',
    choices: ['nothing', 'birimba', 'cleanBirimba'],
    description: 'what a team must own among its melds to take its birimbaki (rules §6)',
    descriptionEl: 'τι χρειάζεται μια ομάδα στις κατεβασιές της για να πάρει το μπιριμπάκι',
  },
  matchTarget: {
    kind: 'positiveInteger',
    nullable: true,
    description: 'play deals until a team reaches this total (rules §1)',
    descriptionEl: 'μοιρασιές μέχρι μια ομάδα να φτάσει αυτούς τους πόντους',
  },
};

/** Every rule-set field, in display order: the one description of the variants of rules.md. */
export const RULE_INFO: readonly RuleFieldInfo[] = Object.freeze(
  (Object.keys(INFO) as (keyof RuleSet)[]).map((field) => Object.freeze({ ...INFO[field], field }) as RuleFieldInfo),
);

/** Why `value` does not fit the field, as "what it must be", or null when it fits. */
function fieldProblem(info: RuleFieldInfo, value: unknown): string | null {
  switch (info.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'a boolean';
    case 'choice':
      return info.choices.includes(value as string | number)
        ? null
        : info.choices
            .map((c) => (typeof c === 'string' ? `'${c}'` : String(c)))
            .join(', ')
            .replace(/, ([^,]*)$/, ' or $1');
    case 'positiveInteger':
      return value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
        ? null
        : 'null or a positive whole number';
  }
}

const INFO_BY_FIELD: ReadonlyMap<string, RuleFieldInfo> = new Map(RULE_INFO.map((i) => [i.field, i]));

/** Every rule-set field, in display order. */
export const RULE_FIELDS: readonly (keyof RuleSet)[] = Object.freeze(RULE_INFO.map((i) => i.field));

/**
 * The full rule set for a partial one: defaults filled in, unknown or ill-typed fields rejected with a
 * `RuleSetError` that names the field and what it takes.
 */
export function resolveRules(partial?: unknown): RuleSet {
  if (partial === undefined || partial === null) return DEFAULT_RULES;
  if (typeof partial !== 'object' || Array.isArray(partial)) {
    throw new RuleSetError(
      `a rule set must be an object, got ${Array.isArray(partial) ? 'an array' : typeof partial}`,
      '',
    );
  }
  const record = partial as Record<string, unknown>;
  const out: Record<string, unknown> = { ...DEFAULT_RULES };
  for (const [field, value] of Object.entries(record)) {
    // A Map, not an object lookup: "__proto__", "constructor" or "toString" are unknown rules like any other.
    const info = INFO_BY_FIELD.get(field);
    if (info === undefined) {
      throw new RuleSetError(
        `unknown rule ${quoteInput(field)}; the rules are: ${RULE_FIELDS.join(', ')}`,
        field.slice(0, 100),
      );
    }
    if (value === undefined) continue;
    const expected = fieldProblem(info, value);
    if (expected !== null) {
      throw new RuleSetError(`rule "${field}" must be ${expected}, got ${quoteInput(value)}`, field);
    }
    out[field] = value;
  }
  return Object.freeze(out) as unknown as RuleSet;
}

/** The team of a seat: seats 0 and 2 are team 0, seats 1 and 3 team 1. */
export function teamOf(seat: Seat): Team {
  return (seat % 2) as Team;
}

/** The partner of a seat (opposite). */
export function partnerOf(seat: Seat): Seat {
  return ((seat + 2) % 4) as Seat;
}

/** The seat that plays after this one. */
export function nextSeat(seat: Seat): Seat {
  return ((seat + 1) % 4) as Seat;
}
