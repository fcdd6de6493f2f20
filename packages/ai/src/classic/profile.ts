// The classic player's numbers as one data profile (JSON): the heuristic tables, the three fuzzy systems (play,
// draw, discard) and the choice rules of the thesis. Loaded, validated, and open to tuning.

import { LONGEST_RUN, SHORTEST_MELD } from '@birimba/engine';
import { type FuzzySystemSpec, validateFuzzySystem } from './fuzzy.js';

/** Combination sizes a heuristic table has an entry for: 3..13, one per meld length. */
const TABLE_SIZES = LONGEST_RUN - SHORTEST_MELD + 1;

/** The thesis's heuristic tables, by combination size. */
export interface ClassicTables {
  /** Indexed by combination size 3..13 (11 entries). Negative = keep the card in hand. Descending. */
  readonly opponent: readonly number[];
  /** Pile cards that would attach to a combination: laying it down invites the opponents to take the pile. */
  readonly pile: readonly number[];
  /** Our cards that suit the partner's known cards: keep them for him. Descending. */
  readonly partnerKeep: readonly number[];
  /** The partner's known cards suit a meld we could lay: lay it so he can add. Rises from 0, then falls. */
  readonly partnerLay: readonly number[];
}

/** The constants of the thesis's choice rules. */
export interface ChoiceRules {
  /** How many of the best plays take part in the randomised choice (thesis: 5). */
  readonly playTop: number;
  /** A play takes part if it is within this share of the best value … (thesis: 30 %) */
  readonly playWindowShare: number;
  /** … or within these many points of it (thesis: 10). */
  readonly playWindowPoints: number;
  /** The random range of a duel: the difference plus this share of the smaller value (thesis: 40 %). */
  readonly duelShare: number;
  /** Draw value above the band's top: draw; below its bottom: take the pile; inside: random by stage (thesis: [−5, 0]). */
  readonly drawBand: readonly [number, number];
  /** Discard: from this difference up, always the better of the two best cards (thesis: 11). */
  readonly discardCertain: number;
  /** Discard: otherwise each of the two gets a random number in [0, spread × difference] (thesis: 1.5). */
  readonly discardSpread: number;
}

/** Every number of the classic player, as one JSON-ready profile. */
export interface ClassicProfile {
  /** A name for the profile. */
  readonly name: string;
  /** The profile format version. */
  readonly version: 1;
  /** The heuristic tables. */
  readonly tables: ClassicTables;
  /** The play system. */
  readonly play: FuzzySystemSpec;
  /** The draw system. */
  readonly draw: FuzzySystemSpec;
  /** The discard system. */
  readonly discard: FuzzySystemSpec;
  /** The choice constants. */
  readonly choice: ChoiceRules;
}

/** A profile that cannot be used, with every problem found. */
export class ProfileError extends Error {
  /** Always `ProfileError`. */
  override readonly name = 'ProfileError';
  constructor(
    /** Every problem found, one sentence each. */
    readonly problems: readonly string[],
  ) {
    super(`invalid classic profile: ${problems.join('; ')}`);
  }
}

const low = (max: number): readonly [number, number, number, number] => [0, 0, 0, max];

/** The default profile. Every number is a choice of ours (the thesis gives none); see docs/ai.md for why. */
export const DEFAULT_PROFILE: ClassicProfile = {
  name: 'classic-default',
  version: 1,
  tables: {
    opponent: [-2, -3, -4, -5, -6, -7, -8, -8, -9, -9, -10],
    pile: [-6, -8, -10, -11, -12, -13, -14, -14, -15, -15, -15],
    partnerKeep: [-1, -2, -2, -3, -3, -4, -4, -5, -5, -5, -5],
    partnerLay: [0, 3, 5, 4, 2, 0, -2, -3, -4, -4, -4],
  },
  play: {
    inputs: {
      gain: { min: 0, max: 400, terms: { small: low(40), fair: [15, 60, 120, 200], big: [120, 250, 400, 400] } },
      hold: { min: 0, max: 20, terms: { none: low(2), some: [1, 3, 5, 8], strong: [5, 9, 20, 20] } },
      pull: { min: 0, max: 10, terms: { none: low(1), some: [0.5, 3, 10, 10] } },
      dirty: { min: 0, max: 3, terms: { none: low(0.5), some: [0.5, 1, 3, 3] } },
      threat: { min: 0, max: 1, terms: { low: low(0.6), high: [0.4, 0.8, 1, 1] } },
      stage: { min: 0, max: 1, terms: { early: low(0.45), middle: [0.2, 0.45, 0.6, 0.85], late: [0.6, 0.85, 1, 1] } },
      used: { min: 0, max: 30, terms: { few: low(4), many: [2, 8, 30, 30] } },
      empties: { min: 0, max: 1, terms: { no: low(0.5), yes: [0.5, 1, 1, 1] } },
      closes: { min: 0, max: 1, terms: { no: low(0.5), yes: [0.5, 1, 1, 1] } },
      lead: {
        min: -400,
        max: 400,
        terms: { behind: [-400, -400, -150, 0], even: [-150, 0, 0, 150], ahead: [0, 150, 400, 400] },
      },
      // The hand left after the play (hand-value.ts). Their rules below start with weight 0: they change nothing until
      // tuning (birimba-sim tune) finds weights worth giving them.
      risk: { min: 0, max: 200, terms: { low: low(60), high: [30, 100, 200, 200] } },
      wildsKept: { min: 0, max: 4, terms: { none: low(0.5), some: [0.5, 1, 4, 4] } },
      nearRun: { min: 0, max: 13, terms: { short: low(4), long: [4, 6, 13, 13] } },
      nearRuns: { min: 0, max: 6, terms: { few: low(1), many: [1, 3, 6, 6] } },
      crowd: { min: 0, max: 3, terms: { low: low(0.5), high: [0.3, 1, 3, 3] } },
    },
    rules: [
      {
        id: 'lay-down',
        if: [
          { variable: 'hold', is: 'none' },
          { variable: 'threat', is: 'low' },
        ],
        then: { gain: 1, used: 3 },
      },
      {
        id: 'wait-for-the-card',
        if: [
          { variable: 'hold', is: 'strong' },
          { variable: 'threat', is: 'low' },
          { variable: 'stage', is: 'late', not: true },
        ],
        then: { gain: 0.5, hold: -3 },
      },
      {
        id: 'hold-a-little',
        if: [
          { variable: 'hold', is: 'some' },
          { variable: 'threat', is: 'low' },
        ],
        then: { gain: 0.8, used: 2, hold: -1 },
      },
      { id: 'dump-when-threatened', if: [{ variable: 'threat', is: 'high' }], then: { gain: 1.3, used: 8 } },
      { id: 'stock-running-out', if: [{ variable: 'stage', is: 'late' }], then: { gain: 1.2, used: 6 } },
      {
        id: 'keep-wilds-early',
        if: [
          { variable: 'dirty', is: 'some' },
          { variable: 'stage', is: 'early' },
          { variable: 'threat', is: 'low' },
        ],
        then: { gain: 0.6, dirty: -30 },
      },
      { id: 'let-partner-add', if: [{ variable: 'pull', is: 'some' }], then: { gain: 1, used: 3, pull: 4 } },
      {
        id: 'take-the-birimbaki',
        if: [
          { variable: 'empties', is: 'yes' },
          { variable: 'closes', is: 'no' },
        ],
        then: { bias: 100, gain: 1, used: 3 },
      },
      {
        id: 'close-when-ahead',
        if: [
          { variable: 'closes', is: 'yes' },
          { variable: 'lead', is: 'behind', not: true },
        ],
        then: { bias: 400, gain: 1 },
      },
      {
        id: 'do-not-close-behind',
        if: [
          { variable: 'closes', is: 'yes' },
          { variable: 'lead', is: 'behind' },
          { variable: 'threat', is: 'low' },
        ],
        then: { bias: -50, gain: 0.5 },
      },
      {
        id: 'shed-points-when-crowded',
        if: [{ variable: 'crowd', is: 'high' }],
        then: { gain: 1, used: 3, risk: -0.5 },
        weight: 0,
      },
      {
        id: 'points-at-risk-under-threat',
        if: [
          { variable: 'risk', is: 'high' },
          { variable: 'threat', is: 'high' },
        ],
        then: { gain: 1, used: 8, risk: -1 },
        weight: 0,
      },
      {
        id: 'keep-wilds-for-later',
        if: [
          { variable: 'wildsKept', is: 'some' },
          { variable: 'stage', is: 'late', not: true },
          { variable: 'threat', is: 'low' },
        ],
        then: { gain: 1, used: 3, wildsKept: 10 },
        weight: 0,
      },
      {
        id: 'build-toward-a-birimba',
        if: [
          { variable: 'nearRun', is: 'long' },
          { variable: 'threat', is: 'low' },
        ],
        then: { gain: 1, used: 3, nearRun: 5 },
        weight: 0,
      },
      {
        id: 'keep-near-runs',
        if: [
          { variable: 'nearRuns', is: 'many' },
          { variable: 'stage', is: 'late', not: true },
        ],
        then: { gain: 1, used: 3, nearRuns: 5 },
        weight: 0,
      },
    ],
    fallback: 0,
  },
  draw: {
    inputs: {
      use: { min: 0, max: 40, terms: { none: low(1), some: [0.5, 3, 8, 12], much: [6, 12, 40, 40] } },
      wilds: { min: 0, max: 4, terms: { none: low(0.5), some: [0.5, 1, 4, 4] } },
      junk: { min: 0, max: 150, terms: { little: low(30), much: [20, 60, 150, 150] } },
      block: { min: 0, max: 20, terms: { none: low(1), some: [0.5, 3, 20, 20] } },
      stage: { min: 0, max: 1, terms: { early: low(0.5), late: [0.5, 0.85, 1, 1] } },
      lookahead: {
        min: -50,
        max: 300,
        terms: { none: [-50, -50, 0, 10], some: [0, 15, 40, 80], much: [40, 100, 300, 300] },
      },
    },
    rules: [
      { id: 'taking-lets-us-lay-down', if: [{ variable: 'lookahead', is: 'some' }], then: { lookahead: -0.25 } },
      {
        id: 'taking-lets-us-lay-much',
        if: [{ variable: 'lookahead', is: 'much' }],
        then: { bias: -8, lookahead: -0.1 },
      },
      { id: 'pile-makes-melds', if: [{ variable: 'use', is: 'some' }], then: { use: -1.5, junk: 0.03 } },
      { id: 'pile-makes-many-melds', if: [{ variable: 'use', is: 'much' }], then: { bias: -5, use: -1.5 } },
      { id: 'wild-in-the-pile', if: [{ variable: 'wilds', is: 'some' }], then: { bias: -10, wilds: -8 } },
      {
        id: 'block-the-opponents',
        if: [
          { variable: 'block', is: 'some' },
          { variable: 'use', is: 'none', not: true },
        ],
        then: { block: -1 },
      },
      {
        id: 'nothing-for-us',
        if: [
          { variable: 'use', is: 'none' },
          { variable: 'wilds', is: 'none' },
        ],
        then: { bias: 4, junk: 0.05 },
      },
      {
        id: 'no-hoarding-late',
        if: [
          { variable: 'stage', is: 'late' },
          { variable: 'junk', is: 'much' },
        ],
        then: { bias: 3, junk: 0.1 },
      },
    ],
    fallback: 1,
  },
  discard: {
    inputs: {
      points: { min: 5, max: 20, terms: { low: [5, 5, 5, 10], high: [5, 10, 20, 20] } },
      keep: { min: 0, max: 10, terms: { none: low(1), some: [0.5, 2, 4, 6], high: [4, 6, 10, 10] } },
      feeds: { min: 0, max: 10, terms: { none: low(1), some: [0.5, 2, 5, 7], high: [5, 8, 10, 10] } },
      threat: { min: 0, max: 1, terms: { low: low(0.6), high: [0.4, 0.8, 1, 1] } },
    },
    rules: [
      // Measured against the greedy bot, strong feeding-avoidance lost games: holding a useless card costs more
      // than the pile it hands over. Hence a loose card goes, and only a card that fits their melds is held back.
      { id: 'throw-loose-cards', if: [{ variable: 'keep', is: 'none' }], then: { bias: 5, points: 1.5 } },
      { id: 'keep-what-we-use', if: [{ variable: 'keep', is: 'some' }], then: { bias: 2, keep: -2, points: 0.5 } },
      { id: 'keep-what-we-need', if: [{ variable: 'keep', is: 'high' }], then: { keep: -3 } },
      {
        id: 'dump-points-when-threatened',
        if: [
          { variable: 'threat', is: 'high' },
          { variable: 'feeds', is: 'high', not: true },
        ],
        then: { points: 1.5 },
      },
      { id: 'do-not-feed-their-melds', if: [{ variable: 'feeds', is: 'high' }], then: { bias: -6, feeds: -0.6 } },
    ],
    fallback: 0,
  },
  choice: {
    playTop: 5,
    playWindowShare: 0.3,
    playWindowPoints: 10,
    duelShare: 0.4,
    drawBand: [-3, -2],
    discardCertain: 11,
    discardSpread: 1.5,
  },
};

const PLAY_INPUTS = ['gain', 'hold', 'pull', 'dirty', 'threat', 'stage', 'used', 'empties', 'closes', 'lead'];
/** The hand-value inputs came later: a profile written before them is still valid without them. */
const OPTIONAL_PLAY_INPUTS = ['risk', 'wildsKept', 'nearRun', 'nearRuns', 'crowd'];
const DRAW_INPUTS = ['use', 'wilds', 'junk', 'block', 'stage', 'lookahead'];
const DISCARD_INPUTS = ['points', 'keep', 'feeds', 'threat'];

function tableProblems(v: unknown, path: string): string[] {
  if (!Array.isArray(v) || v.length !== TABLE_SIZES || !v.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    return [
      `${path} must be ${String(TABLE_SIZES)} finite numbers (combination sizes ${String(SHORTEST_MELD)}..${String(LONGEST_RUN)})`,
    ];
  }
  return [];
}

function numberIn(v: unknown, lo: number, hi: number, path: string, integer = false): string[] {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < lo || v > hi || (integer && !Number.isInteger(v))) {
    return [`${path} must be ${integer ? 'a whole number' : 'a number'} in [${String(lo)}, ${String(hi)}]`];
  }
  return [];
}

/** Checks a profile (an object or JSON text); returns it typed, or throws a `ProfileError` listing every problem. */
export function loadProfile(input: unknown): ClassicProfile {
  let data = input;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch (e) {
      throw new ProfileError([`not valid JSON (${(e as Error).message})`]);
    }
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new ProfileError(['a profile must be an object']);
  const p = data as Record<string, unknown>;
  const problems: string[] = [];
  const known = new Set(['name', 'version', 'tables', 'play', 'draw', 'discard', 'choice']);
  for (const k of Object.keys(p))
    if (!known.has(k)) problems.push(`unknown field "${k}" (fields: ${[...known].join(', ')})`);
  if (typeof p.name !== 'string' || p.name.length === 0) problems.push('name must be a non-empty string');
  if (p.version !== 1) problems.push(`version must be 1, got ${JSON.stringify(p.version)}`);
  const tables = (p.tables ?? {}) as Record<string, unknown>;
  if (p.tables === null || typeof p.tables !== 'object') problems.push('tables must be an object');
  for (const t of ['opponent', 'pile', 'partnerKeep', 'partnerLay'])
    problems.push(...tableProblems(tables[t], `tables.${t}`));
  const systems: [string, string[], string[]][] = [
    ['play', PLAY_INPUTS, OPTIONAL_PLAY_INPUTS],
    ['draw', DRAW_INPUTS, []],
    ['discard', DISCARD_INPUTS, []],
  ];
  for (const [name, inputs, optional] of systems) {
    const spec = p[name];
    const found = validateFuzzySystem(spec, name);
    problems.push(...found);
    if (found.length === 0) {
      const have = Object.keys((spec as { inputs: object }).inputs);
      const missing = inputs.filter((i) => !have.includes(i));
      const extra = have.filter((i) => !inputs.includes(i) && !optional.includes(i));
      if (missing.length > 0) problems.push(`${name}.inputs lacks ${missing.join(', ')}`);
      if (extra.length > 0)
        problems.push(
          `${name}.inputs has unknown ${extra.join(', ')} (it takes ${[...inputs, ...optional].join(', ')})`,
        );
    }
  }
  const c = (p.choice ?? {}) as Record<string, unknown>;
  if (p.choice === null || typeof p.choice !== 'object') problems.push('choice must be an object');
  problems.push(...numberIn(c.playTop, 1, 50, 'choice.playTop', true));
  problems.push(...numberIn(c.playWindowShare, 0, 1, 'choice.playWindowShare'));
  problems.push(...numberIn(c.playWindowPoints, 0, 1000, 'choice.playWindowPoints'));
  problems.push(...numberIn(c.duelShare, 0, 10, 'choice.duelShare'));
  problems.push(...numberIn(c.discardCertain, 0, 1000, 'choice.discardCertain'));
  problems.push(...numberIn(c.discardSpread, 0, 100, 'choice.discardSpread'));
  const band = c.drawBand;
  if (
    !Array.isArray(band) ||
    band.length !== 2 ||
    !band.every((n) => typeof n === 'number' && Number.isFinite(n)) ||
    !((band[0] as number) <= (band[1] as number))
  ) {
    problems.push('choice.drawBand must be [low, high] with low ≤ high');
  }
  if (problems.length > 0) throw new ProfileError(problems);
  return data as ClassicProfile;
}
