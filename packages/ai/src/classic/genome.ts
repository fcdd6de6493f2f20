// The classic profile as a genome for tuning: every tunable number of a profile (membership functions, rule
// outputs and weights, heuristic tables, choice constants) as one gene with bounds, grouped so that a trapezoid or
// a rule travels whole, and decoded so that every genome within its bounds is a valid profile.

import type { FuzzySystemSpec, LinguisticVariable } from './fuzzy.js';
import { type ClassicProfile, DEFAULT_PROFILE, loadProfile } from './profile.js';

/** One tunable number: where it sits in the profile and the range it may take. */
export interface Gene {
  /** Path of keys and indices into the profile, e.g. `["play", "rules", 3, "then", "gain"]`. */
  readonly path: readonly (string | number)[];
  /** The lowest value the gene may take. */
  readonly lo: number;
  /** The highest. */
  readonly hi: number;
  /** Whether it is a whole number. */
  readonly integer: boolean;
}

/** Genes that belong together: crossover takes a group whole from one parent. */
export interface GeneGroup {
  /** A readable name: `play.inputs.gain.small`, `play.rules.lay-down`, `tables.opponent`, `choice.drawBand`. */
  readonly name: string;
  /** Indices into `genes` of the group. */
  readonly genes: readonly number[];
  /** The group's values must be non-decreasing (a trapezoid's points, the draw band): decoding sorts them. */
  readonly sorted: boolean;
}

/** The classic profile as a vector of bounded numbers (for tuning): every vector within bounds decodes to a valid profile. */
export interface ProfileGenome {
  /** The profile the genome was made from. */
  readonly base: ClassicProfile;
  /** One gene per tunable number. */
  readonly genes: readonly Gene[];
  /** Genes that belong together (a membership function, a rule), crossed over as one. */
  readonly groups: readonly GeneGroup[];
  /** The genes of a profile shaped like the base (the same inputs, terms and rules). */
  encode(profile: ClassicProfile): number[];
  /** Values clamped to their bounds, whole where they must be, sorted groups sorted: what `decode` uses. */
  repair(values: readonly number[]): number[];
  /** The base profile with these numbers (repaired first), named `name`: always a valid profile. */
  decode(values: readonly number[], name: string): ClassicProfile;
}

/**
 * How large a system's output is: a rule coefficient may move its term's contribution over the input's whole range
 * by about this much (the play system scores in points; the draw and discard systems on a scale of about ten).
 */
const OUTPUT_SCALE: Readonly<Record<string, number>> = { play: 100, draw: 10, discard: 10 };

/** A number's bounds: its default ± twice itself, at least ± `floor`. */
const around = (v: number, floor: number): [number, number] => {
  const w = Math.max(2 * Math.abs(v), floor);
  return [v - w, v + w];
};

const CHOICE_BOUNDS: Readonly<Record<string, readonly [number, number, boolean]>> = {
  playTop: [1, 10, true],
  playWindowShare: [0, 1, false],
  playWindowPoints: [0, 50, false],
  duelShare: [0, 2, false],
  discardCertain: [0, 40, false],
  discardSpread: [0, 5, false],
};
const DRAW_BAND_BOUNDS: readonly [number, number] = [-20, 10];

function get(root: unknown, path: readonly (string | number)[]): unknown {
  let v: unknown = root;
  for (const k of path) v = (v as Record<string | number, unknown>)[k];
  return v;
}

/** What the genes depend on: every system's inputs and terms, its rules' ids and output terms, the tables' lengths. */
function shapeOf(profile: ClassicProfile): string {
  const system = (s: FuzzySystemSpec): unknown => [
    Object.entries(s.inputs).map(([name, v]) => [name, Object.keys(v.terms)]),
    s.rules.map((r) => [r.id, Object.keys(r.then)]),
  ];
  return JSON.stringify([
    system(profile.play),
    system(profile.draw),
    system(profile.discard),
    (Object.entries(profile.tables) as [string, readonly number[]][]).map(([k, t]) => [k, t.length]),
  ]);
}

function set(root: unknown, path: readonly (string | number)[], value: number): void {
  let v: unknown = root;
  for (const k of path.slice(0, -1)) v = (v as Record<string | number, unknown>)[k];
  (v as Record<string | number, unknown>)[path[path.length - 1] as string | number] = value;
}

/** The genome of profiles shaped like `base` (default: the built-in profile). */
export function profileGenome(base: ClassicProfile = DEFAULT_PROFILE): ProfileGenome {
  const genes: Gene[] = [];
  const groups: GeneGroup[] = [];
  const add = (name: string, sorted: boolean, items: readonly Omit<Gene, 'integer'>[] | readonly Gene[]): void => {
    if (items.length === 0) return;
    const start = genes.length;
    for (const g of items) genes.push({ integer: false, ...g });
    groups.push({ name, sorted, genes: items.map((_, i) => start + i) });
  };

  for (const system of ['play', 'draw', 'discard'] as const) {
    const spec: FuzzySystemSpec = base[system];
    for (const [input, variable] of Object.entries<LinguisticVariable>(spec.inputs)) {
      for (const [term, t] of Object.entries(variable.terms)) {
        // A point on the universe's edge stays there: a shoulder stays a shoulder (inputs are clamped to the universe).
        const points = t
          .map((v, i) => ({ v, i }))
          .filter(({ v }) => v !== variable.min && v !== variable.max)
          .map(({ i }) => ({ path: [system, 'inputs', input, 'terms', term, i], lo: variable.min, hi: variable.max }));
        add(`${system}.inputs.${input}.${term}`, true, points);
      }
    }
    const scale = OUTPUT_SCALE[system] as number;
    spec.rules.forEach((rule, r) => {
      const items: Omit<Gene, 'integer'>[] = Object.entries(rule.then).map(([k, v]) => {
        const range =
          k === 'bias' ? 1 : (spec.inputs[k] as LinguisticVariable).max - (spec.inputs[k] as LinguisticVariable).min;
        const [lo, hi] = around(v, scale / range);
        return { path: [system, 'rules', r, 'then', k], lo, hi };
      });
      items.push({ path: [system, 'rules', r, 'weight'], lo: 0, hi: 1 });
      add(`${system}.rules.${rule.id}`, false, items);
    });
  }
  for (const [table, values] of Object.entries(base.tables) as [string, readonly number[]][]) {
    add(
      `tables.${table}`,
      false,
      values.map((v, i) => {
        const [lo, hi] = around(v, 5);
        return { path: ['tables', table, i], lo, hi };
      }),
    );
  }
  for (const [key, [lo, hi, integer]] of Object.entries(CHOICE_BOUNDS))
    add(`choice.${key}`, false, [{ path: ['choice', key], lo, hi, integer }]);
  add(
    'choice.drawBand',
    true,
    [0, 1].map((i) => ({ path: ['choice', 'drawBand', i], lo: DRAW_BAND_BOUNDS[0], hi: DRAW_BAND_BOUNDS[1] })),
  );

  const template = JSON.stringify(base);
  const shape = shapeOf(base);
  const encode = (profile: ClassicProfile): number[] => {
    if (shapeOf(loadProfile(profile)) !== shape) {
      throw new RangeError(
        `profile "${profile.name}" is not shaped like "${base.name}" (other inputs, terms or rules): it has no place in this genome`,
      );
    }
    return genes.map((g) => {
      const v = get(profile, g.path);
      // A rule without a weight has weight 1.
      if (v === undefined && g.path[g.path.length - 1] === 'weight') return 1;
      return v as number;
    });
  };
  const baseValues = encode(base);
  const repair = (values: readonly number[]): number[] => {
    if (values.length !== genes.length)
      throw new RangeError(`a genome has ${String(genes.length)} genes, got ${String(values.length)}`);
    const out = values.map((v, i) => {
      const g = genes[i] as Gene;
      // Not a number at all (NaN, ±∞ from a damaged file): the base's value.
      const x = Number.isFinite(v) ? Math.min(g.hi, Math.max(g.lo, v)) : (baseValues[i] as number);
      return g.integer ? Math.round(x) : x;
    });
    for (const group of groups) {
      if (!group.sorted) continue;
      const sorted = group.genes.map((i) => out[i] as number).sort((a, b) => a - b);
      group.genes.forEach((i, k) => (out[i] = sorted[k] as number));
    }
    return out;
  };
  return {
    base,
    genes,
    groups,
    encode,
    repair,
    decode: (values, name) => {
      const profile = JSON.parse(template) as ClassicProfile & { name: string };
      const fixed = repair(values);
      genes.forEach((g, i) => set(profile, g.path, fixed[i] as number));
      profile.name = name;
      return loadProfile(profile);
    },
  };
}
