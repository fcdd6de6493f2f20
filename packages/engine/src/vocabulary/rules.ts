// The rule set: the defaults are rules.md; every [variant] of rules.md is a field here.

import { RuleSetError, quoteInput } from './errors.js';
import { DEFAULT_PLAYERS, PLAYER_COUNTS, type Players, type Seat, isPlayers, seatsOf } from './seats.js';

export { type Players, type Seat, type Team, nextSeat, partnerOf, teamOf } from './seats.js';

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
  /**
   * How many play (rules §1): 4 (default) in two partnerships, 2 head to head (each a team of one), or 6 in three
   * partnerships with a third deck. A rule set, state or log without it is a four-player game.
   */
  readonly players: Players;
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
  players: DEFAULT_PLAYERS,
});

/**
 * What one rule-set field takes, for forms, command lines and validation alike (its words — label, description,
 * each choice's name — are the phrase book's: `RULE_INFO`).
 */
export type RuleFieldKind =
  | { readonly field: keyof RuleSet; readonly kind: 'boolean' }
  | {
      readonly field: keyof RuleSet;
      readonly kind: 'choice';
      /** Every value the field takes, the default first. */
      readonly choices: readonly (string | number)[];
    }
  | {
      readonly field: keyof RuleSet;
      readonly kind: 'positiveInteger';
      /** `null` is allowed too and means "none". */
      readonly nullable: true;
    };

type FieldKindOf<K extends keyof RuleSet> = RuleFieldKind extends infer I
  ? I extends { field: keyof RuleSet }
    ? Omit<I, 'field'> & { field?: K }
    : never
  : never;

// A record so that the compiler insists on an entry for every field of `RuleSet`.
const KINDS: { readonly [K in keyof RuleSet]: FieldKindOf<K> } = {
  firstSeat: { kind: 'choice', choices: [0, 1, 2, 3, 'random'] },
  initialUpCard: { kind: 'boolean' },
  allowSets: { kind: 'boolean' },
  twoOfSuitNeverDirty: { kind: 'boolean' },
  closingRequires: { kind: 'choice', choices: ['nothing', 'birimba', 'cleanBirimba'] },
  birimbakiRequires: { kind: 'choice', choices: ['nothing', 'birimba', 'cleanBirimba'] },
  matchTarget: { kind: 'positiveInteger', nullable: true },
  players: { kind: 'choice', choices: PLAYER_COUNTS },
};

/** Every rule-set field and what it takes, in display order (the phrase book words them: `RULE_INFO`). */
export const RULE_KINDS: readonly RuleFieldKind[] = Object.freeze(
  (Object.keys(KINDS) as (keyof RuleSet)[]).map((field) => Object.freeze({ ...KINDS[field], field }) as RuleFieldKind),
);

/** Choices as a sentence names them: `0, 1 or 'random'`. */
function listChoices(choices: readonly (string | number)[]): string {
  return choices
    .map((c) => (typeof c === 'string' ? `'${c}'` : String(c)))
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');
}

/** Why `value` does not fit the field, as "what it must be", or null when it fits. */
function fieldProblem(info: RuleFieldKind, value: unknown): string | null {
  switch (info.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'a boolean';
    case 'choice':
      return info.choices.includes(value as string | number) ? null : listChoices(info.choices);
    case 'positiveInteger':
      return value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
        ? null
        : 'null or a positive whole number';
  }
}

const KIND_BY_FIELD: ReadonlyMap<string, RuleFieldKind> = new Map(RULE_KINDS.map((i) => [i.field, i]));

/**
 * Refuses a rule set (or anything holding one: a state, a view) whose number of players `where` cannot play yet
 * with a `RuleSetError` on the field `players` naming what it can play. A rule set without the field is a
 * four-player game's. For the entry points of packages that support only some forms.
 */
export function requirePlayers(
  source: { readonly players?: unknown } | { readonly rules: { readonly players?: unknown } },
  supported: readonly Players[],
  where: string,
): void {
  const rules = source !== null && typeof source === 'object' && 'rules' in source ? source.rules : source;
  const players = (rules as { players?: unknown } | null)?.players ?? DEFAULT_PLAYERS;
  if (!supported.includes(players as Players)) {
    const list = supported.map(String).join(' or ');
    throw new RuleSetError(
      `${where} plays only games of ${list} players, not of ${quoteInput(players)} (rule "players")`,
      'players',
    );
  }
}

/**
 * The values of a choice field that a table of `players` takes. `RULE_INFO` lists the four-player game's (the
 * default form); a fixed first seat is one of the table's own seats: 0 and 1 with two players, 0..5 with six. Without
 * `players`, every value some form takes (the seats of six). For forms, command lines and schemas.
 */
export function ruleChoices(info: RuleFieldKind & { kind: 'choice' }, players?: Players): readonly (string | number)[] {
  if (info.field !== 'firstSeat') return info.choices;
  const seats = seatsOf(players ?? (Math.max(...PLAYER_COUNTS) as Players));
  return [...seats, ...info.choices.filter((c) => typeof c !== 'number')];
}

/**
 * A change of one rule field as a form makes it, with what it entails: `{ [field]: value }`, and with fewer players a
 * fixed first seat the smaller table has not goes back to seat 0 (its deals start there). `current` is the rule set
 * chosen so far (fields left out are the defaults). What a settings form or a room's lobby sends.
 */
export function ruleChange(
  current: Readonly<Partial<Record<keyof RuleSet, unknown>>>,
  field: keyof RuleSet,
  value: unknown,
): Partial<Record<keyof RuleSet, unknown>> {
  const first = current.firstSeat ?? DEFAULT_RULES.firstSeat;
  if (field === 'players' && isPlayers(value) && typeof first === 'number' && first >= value)
    return { players: value, firstSeat: 0 };
  return { [field]: value };
}

/** Every rule-set field, in display order. */
export const RULE_FIELDS: readonly (keyof RuleSet)[] = Object.freeze(RULE_KINDS.map((i) => i.field));

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
    const info = KIND_BY_FIELD.get(field);
    if (info === undefined) {
      throw new RuleSetError(
        `unknown rule ${quoteInput(field)}; the rules are: ${RULE_FIELDS.join(', ')}`,
        field.slice(0, 100),
      );
    }
    if (value === undefined) continue;
    // The first seat is checked against the table's seats once the number of players is known (below).
    if (field === 'firstSeat') {
      out[field] = value;
      continue;
    }
    const expected = fieldProblem(info, value);
    if (expected !== null) {
      throw new RuleSetError(`rule "${field}" must be ${expected}, got ${quoteInput(value)}`, field);
    }
    out[field] = value;
  }
  // A fixed first seat must sit at the table: seats 0 and 1 with two players, 0..3 with four, 0..5 with six.
  const players = out.players as Players;
  const seats = ruleChoices(KIND_BY_FIELD.get('firstSeat') as RuleFieldKind & { kind: 'choice' }, players);
  if (!seats.includes(out.firstSeat as Seat)) {
    const form = players === DEFAULT_PLAYERS ? '' : ` with ${String(players)} players`;
    throw new RuleSetError(
      `rule "firstSeat" must be ${listChoices(seats)}${form}, got ${quoteInput(out.firstSeat)}`,
      'firstSeat',
    );
  }
  return Object.freeze(out) as unknown as RuleSet;
}
