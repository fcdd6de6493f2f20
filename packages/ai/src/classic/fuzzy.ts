// A first-order Takagi–Sugeno–Kang fuzzy inference system: linguistic variables with trapezoidal membership
// functions, a rule base of AND-ed antecedents (minimum t-norm), linear consequents, and defuzzification by the
// firing-strength-weighted average of the rule outputs. Systems are data (see profile.ts) compiled once.

/** A trapezoid [a, b, c, d]: 0 below a, rising to 1 at b, 1 until c, falling to 0 at d. A triangle has b = c. */
export type Trapezoid = readonly [number, number, number, number];

/** A linguistic variable: a crisp range and its fuzzy terms. */
export interface LinguisticVariable {
  /** Inputs outside [min, max] are clamped, so a term reaching min or max acts as a shoulder. */
  readonly min: number;
  /** The top of the crisp range. */
  readonly max: number;
  /** Each term's trapezoidal membership function. */
  readonly terms: Readonly<Record<string, Trapezoid>>;
}

/** A rule of a first-order Sugeno system: conditions on terms, and an output linear in the inputs. */
export interface FuzzyRule {
  /** Short name shown in explanations, e.g. "dump-when-threatened". */
  readonly id: string;
  /** All must hold (minimum); `not` takes the complement 1 − μ. */
  readonly if: readonly { readonly variable: string; readonly is: string; readonly not?: boolean }[];
  /** The rule's output: `bias` + Σ coefficient × crisp input (first-order TSK). */
  readonly then: Readonly<Record<string, number>>;
  /** Importance in [0, 1] multiplying the firing strength (default 1). */
  readonly weight?: number;
}

/** A fuzzy inference system: its variables, its rules and the output when no rule fires. */
export interface FuzzySystemSpec {
  /** The input variables, by name. */
  readonly inputs: Readonly<Record<string, LinguisticVariable>>;
  /** The rules. */
  readonly rules: readonly FuzzyRule[];
  /** Output when no rule fires. */
  readonly fallback: number;
}

/** The result of an inference. */
export interface Inference {
  /** The defuzzified output (the firing-strength-weighted average). */
  readonly output: number;
  /** Rules with a non-zero firing strength, strongest first. */
  readonly fired: readonly { readonly rule: string; readonly strength: number; readonly output: number }[];
}

/** Membership of x in a trapezoid. */
export function membership(t: Trapezoid, x: number): number {
  const [a, b, c, d] = t;
  if (x < a || x > d) return 0;
  if (x >= b && x <= c) return 1;
  if (x < b) return b === a ? 1 : (x - a) / (b - a);
  return d === c ? 1 : (d - x) / (d - c);
}

interface CompiledRule {
  readonly id: string;
  readonly weight: number;
  /** Per antecedent: input index, trapezoid, negated. */
  readonly terms: readonly { readonly input: number; readonly t: Trapezoid; readonly not: boolean }[];
  readonly bias: number;
  readonly coefficients: readonly { readonly input: number; readonly k: number }[];
}

/** A compiled fuzzy system, ready to infer. */
export class FuzzySystem {
  /** The names of its inputs, in order. */
  readonly inputNames: readonly string[];
  private readonly ranges: readonly (readonly [number, number])[];
  private readonly rules: readonly CompiledRule[];
  private readonly fallback: number;

  /** Compiles a validated spec (see `validateFuzzySystem`). */
  constructor(spec: FuzzySystemSpec) {
    this.inputNames = Object.keys(spec.inputs);
    const index = new Map(this.inputNames.map((n, i) => [n, i]));
    this.ranges = this.inputNames.map((n) => {
      const v = spec.inputs[n] as LinguisticVariable;
      return [v.min, v.max] as const;
    });
    this.rules = spec.rules.map((r) => ({
      id: r.id,
      weight: r.weight ?? 1,
      terms: r.if.map((a) => ({
        input: index.get(a.variable) as number,
        t: (spec.inputs[a.variable] as LinguisticVariable).terms[a.is] as Trapezoid,
        not: a.not === true,
      })),
      bias: r.then.bias ?? 0,
      coefficients: Object.entries(r.then)
        .filter(([k]) => k !== 'bias')
        .map(([k, v]) => ({ input: index.get(k) as number, k: v })),
    }));
    this.fallback = spec.fallback;
  }

  /** Crisp inputs in `inputNames` order → the defuzzified output and the rules that fired. */
  infer(x: readonly number[], explain = false): Inference {
    const clamped = x.map((v, i) => {
      const [lo, hi] = this.ranges[i] as readonly [number, number];
      return v < lo ? lo : v > hi ? hi : v;
    });
    let num = 0;
    let den = 0;
    const fired: { rule: string; strength: number; output: number }[] = [];
    for (const r of this.rules) {
      let w = r.weight;
      for (const term of r.terms) {
        const mu = membership(term.t, clamped[term.input] as number);
        w = Math.min(w, term.not ? 1 - mu : mu);
        if (w === 0) break;
      }
      if (w === 0) continue;
      let out = r.bias;
      // Consequents use the raw input: a linear term keeps its cardinal meaning beyond the fuzzy universe.
      for (const c of r.coefficients) out += c.k * (x[c.input] as number);
      num += w * out;
      den += w;
      if (explain) fired.push({ rule: r.id, strength: w, output: out });
    }
    fired.sort((a, b) => b.strength - a.strength);
    return { output: den === 0 ? this.fallback : num / den, fired };
  }

  /** Named inputs → output. */
  inferNamed(inputs: Readonly<Record<string, number>>, explain = false): Inference {
    return this.infer(
      this.inputNames.map((n) => inputs[n] ?? NaN),
      explain,
    );
  }
}

/** Problems with a fuzzy system spec, as sentences naming the path; empty if it is sound. */
export function validateFuzzySystem(spec: unknown, path: string): string[] {
  const problems: string[] = [];
  if (spec === null || typeof spec !== 'object') return [`${path} must be an object`];
  const s = spec as Record<string, unknown>;
  const inputs = s.inputs;
  if (inputs === null || typeof inputs !== 'object' || Array.isArray(inputs)) {
    problems.push(`${path}.inputs must be an object of linguistic variables`);
    return problems;
  }
  const termsOf = new Map<string, Set<string>>();
  for (const [name, v] of Object.entries(inputs as Record<string, unknown>)) {
    const p = `${path}.inputs.${name}`;
    if (v === null || typeof v !== 'object') {
      problems.push(`${p} must be an object`);
      continue;
    }
    const variable = v as Record<string, unknown>;
    const { min, max } = variable;
    if (typeof min !== 'number' || typeof max !== 'number' || !(min < max))
      problems.push(`${p} needs numbers min < max`);
    const terms = variable.terms;
    if (terms === null || typeof terms !== 'object' || Object.keys(terms).length === 0) {
      problems.push(`${p}.terms must name at least one term`);
      continue;
    }
    termsOf.set(name, new Set(Object.keys(terms)));
    for (const [term, t] of Object.entries(terms as Record<string, unknown>)) {
      const ok =
        Array.isArray(t) &&
        t.length === 4 &&
        t.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
        (t[0] as number) <= (t[1] as number) &&
        (t[1] as number) <= (t[2] as number) &&
        (t[2] as number) <= (t[3] as number);
      if (!ok) problems.push(`${p}.terms.${term} must be a trapezoid [a, b, c, d] with a ≤ b ≤ c ≤ d`);
    }
  }
  if (!Array.isArray(s.rules) || s.rules.length === 0) {
    problems.push(`${path}.rules must be a non-empty list`);
    return problems;
  }
  const ids = new Set<string>();
  (s.rules as unknown[]).forEach((r, i) => {
    const p = `${path}.rules[${String(i)}]`;
    if (r === null || typeof r !== 'object') {
      problems.push(`${p} must be an object`);
      return;
    }
    const rule = r as Record<string, unknown>;
    if (typeof rule.id !== 'string' || rule.id.length === 0) problems.push(`${p}.id must be a non-empty string`);
    else if (ids.has(rule.id)) problems.push(`${p}.id "${rule.id}" is used twice`);
    else ids.add(rule.id);
    if (!Array.isArray(rule.if) || rule.if.length === 0) problems.push(`${p}.if must list at least one condition`);
    else {
      (rule.if as unknown[]).forEach((a, j) => {
        const ap = `${p}.if[${String(j)}]`;
        const cond = (a ?? {}) as Record<string, unknown>;
        const terms = typeof cond.variable === 'string' ? termsOf.get(cond.variable) : undefined;
        if (terms === undefined) problems.push(`${ap}.variable ${JSON.stringify(cond.variable)} is not an input`);
        else if (typeof cond.is !== 'string' || !terms.has(cond.is)) {
          problems.push(
            `${ap}.is ${JSON.stringify(cond.is)} is not a term of ${String(cond.variable)} (${[...terms].join(', ')})`,
          );
        }
        if (cond.not !== undefined && typeof cond.not !== 'boolean') problems.push(`${ap}.not must be a boolean`);
      });
    }
    const then = rule.then;
    if (then === null || typeof then !== 'object' || Array.isArray(then)) problems.push(`${p}.then must be an object`);
    else {
      for (const [k, v] of Object.entries(then as Record<string, unknown>)) {
        if (k !== 'bias' && !termsOf.has(k)) problems.push(`${p}.then.${k} is neither "bias" nor an input`);
        if (typeof v !== 'number' || !Number.isFinite(v)) problems.push(`${p}.then.${k} must be a finite number`);
      }
    }
    if (rule.weight !== undefined && (typeof rule.weight !== 'number' || rule.weight < 0 || rule.weight > 1)) {
      problems.push(`${p}.weight must be a number in [0, 1]`);
    }
  });
  if (typeof s.fallback !== 'number' || !Number.isFinite(s.fallback))
    problems.push(`${path}.fallback must be a finite number`);
  return problems;
}
