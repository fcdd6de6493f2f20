// The fuzzy inference system and the profile checker pinned to exact values and exact messages: every edge of a
// membership function, every part of an inference (weights, negation, clamping, the fired list), and every problem
// `validateFuzzySystem` and `loadProfile` can name. (Mutation testing found these places unchecked.)
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFILE,
  FuzzySystem,
  type FuzzySystemSpec,
  ProfileError,
  loadProfile,
  membership,
  validateFuzzySystem,
} from '../../src/index.js';

describe('membership at every edge', () => {
  // An asymmetric trapezoid, so a swapped edge or operator gives a different number.
  const t = [1, 3, 4, 9] as const;
  it.each([
    [0.999, 0],
    [1, 0],
    [1.5, 0.25],
    [2, 0.5],
    [2.5, 0.75],
    [3, 1],
    [3.5, 1],
    [4, 1],
    [5, 0.8],
    [7, 0.4],
    [9, 0],
    [9.001, 0],
  ])('x = %d gives %d', (x, mu) => {
    expect(membership(t, x)).toBeCloseTo(mu, 12);
  });
  it('is 1 on a vertical rising edge and a vertical falling edge, 0 just outside', () => {
    expect(membership([2, 2, 3, 5], 2)).toBe(1);
    expect(membership([2, 2, 3, 5], 1.99)).toBe(0);
    expect(membership([0, 1, 3, 3], 3)).toBe(1);
    expect(membership([0, 1, 3, 3], 3.01)).toBe(0);
    // A single point.
    expect(membership([4, 4, 4, 4], 4)).toBe(1);
    expect(membership([4, 4, 4, 4], 4.5)).toBe(0);
    expect(membership([4, 4, 4, 4], 3.5)).toBe(0);
  });
});

describe('inference, part by part', () => {
  const spec: FuzzySystemSpec = {
    inputs: {
      a: { min: 0, max: 10, terms: { low: [0, 0, 2, 6], high: [4, 8, 10, 10] } },
      b: { min: -5, max: 5, terms: { neg: [-5, -5, -1, 0], pos: [0, 1, 5, 5] } },
    },
    rules: [
      { id: 'low-a', if: [{ variable: 'a', is: 'low' }], then: { bias: 3 } },
      {
        id: 'high-a-pos-b',
        if: [
          { variable: 'a', is: 'high' },
          { variable: 'b', is: 'pos' },
        ],
        then: { bias: 1, a: 2, b: -1 },
        weight: 0.6,
      },
      { id: 'not-neg-b', if: [{ variable: 'b', is: 'neg', not: true }], then: { b: 4 } },
    ],
    fallback: -7,
  };
  // Built inside each test, not while vitest collects the file: mutation testing only reruns the tests that
  // execute the code under change, and a system compiled at collection would be compiled outside every test.
  const make = (): FuzzySystem => new FuzzySystem(spec);

  it('names its inputs in the order of the spec', () => {
    expect(make().inputNames).toEqual(['a', 'b']);
  });

  it('weights a rule, takes the minimum of its conditions, negates with 1 − μ, and averages by strength', () => {
    // a = 7: low 0, high 0.75; b = 0.5: neg 0, pos 0.5 → high-a-pos-b min(0.6, .75, .5) = .5 with output 1 + 14 − 0.5
    // = 14.5; not-neg-b 1 − 0 = 1 with output 2; low-a does not fire.
    const r = make().infer([7, 0.5], true);
    expect(r.output).toBeCloseTo((0.5 * 14.5 + 1 * 2) / 1.5, 12);
    expect(r.fired).toEqual([
      { rule: 'not-neg-b', strength: 1, output: 2 },
      { rule: 'high-a-pos-b', strength: 0.5, output: 14.5 },
    ]);
  });

  it('caps a rule at its weight when every condition holds fully', () => {
    // a = 9: high 1; b = 3: pos 1 → strength 0.6, output 1 + 18 − 3 = 16; not-neg-b strength 1, output 12.
    const r = make().infer([9, 3], true);
    expect(r.fired).toEqual([
      { rule: 'not-neg-b', strength: 1, output: 12 },
      { rule: 'high-a-pos-b', strength: 0.6, output: 16 },
    ]);
    expect(r.output).toBeCloseTo((0.6 * 16 + 12) / 1.6, 12);
  });

  it('lists the fired rules strongest first, and only when asked', () => {
    // a = 5: low 0.25, high 0.25; b = −0.5: neg 0.5 → not-neg-b 0.5; pos 0 → high-a-pos-b does not fire.
    const r = make().infer([5, -0.5], true);
    expect(r.fired.map((f) => [f.rule, f.strength])).toEqual([
      ['not-neg-b', 0.5],
      ['low-a', 0.25],
    ]);
    expect(r.output).toBeCloseTo((0.25 * 3 + 0.5 * -2) / 0.75, 12);
    expect(make().infer([5, -0.5]).fired).toEqual([]);
    expect(make().inferNamed({ a: 5, b: -0.5 }).fired).toEqual([]);
    expect(make().inferNamed({ a: 5, b: -0.5 }, true).fired).toEqual(r.fired);
    expect(make().infer([5, -0.5]).output).toBeCloseTo(r.output, 12);
  });

  it('clamps an input below its range for membership and keeps it raw in the consequent', () => {
    // b = −20 clamps to −5: neg 1 → not-neg-b 0; a = 1: low 1, output 3 → 3.
    expect(make().infer([1, -20], true)).toEqual({ output: 3, fired: [{ rule: 'low-a', strength: 1, output: 3 }] });
    // a = 50 clamps to 10: high 1; b = 2: pos 1 → high-a-pos-b 0.6 with output 1 + 100 − 2 = 99; not-neg-b 1 with 8.
    expect(make().infer([50, 2]).output).toBeCloseTo((0.6 * 99 + 8) / 1.6, 12);
    // An input at the edge of its range is not moved.
    expect(make().infer([10, 5], true).fired).toEqual([
      { rule: 'not-neg-b', strength: 1, output: 20 },
      { rule: 'high-a-pos-b', strength: 0.6, output: 16 },
    ]);
  });

  it('gives the fallback when no rule fires, and 0 as the default bias', () => {
    const quiet = new FuzzySystem({
      inputs: { x: { min: 0, max: 4, terms: { mid: [1, 2, 2, 3] } } },
      rules: [{ id: 'mid', if: [{ variable: 'x', is: 'mid' }], then: { x: 10 } }],
      fallback: -7,
    });
    expect(quiet.infer([0], true)).toEqual({ output: -7, fired: [] });
    expect(quiet.infer([4]).output).toBe(-7);
    expect(quiet.infer([2], true)).toEqual({ output: 20, fired: [{ rule: 'mid', strength: 1, output: 20 }] });
    expect(quiet.infer([1.5]).output).toBe(15);
  });

  it('skips a rule of weight 0 and a rule one of whose conditions is 0, whatever the others', () => {
    const s = new FuzzySystem({
      inputs: { x: { min: 0, max: 1, terms: { any: [0, 0, 1, 1], none: [2, 2, 2, 2] } } },
      rules: [
        { id: 'off', if: [{ variable: 'x', is: 'any' }], then: { bias: 100 }, weight: 0 },
        {
          id: 'blocked',
          if: [
            { variable: 'x', is: 'none' },
            { variable: 'x', is: 'any' },
          ],
          then: { bias: 50 },
        },
        { id: 'on', if: [{ variable: 'x', is: 'any' }], then: { bias: 1 } },
      ],
      fallback: 0,
    });
    expect(s.infer([0.5], true)).toEqual({ output: 1, fired: [{ rule: 'on', strength: 1, output: 1 }] });
  });

  it('reads named inputs in order, and a missing one is no number rather than 0', () => {
    expect(make().inferNamed({ b: 3, a: 9 }).output).toBeCloseTo(make().infer([9, 3]).output, 12);
    expect(make().inferNamed({ a: 9 }).output).toBeNaN();
  });

  it('infers the default profile without a fallback for a plain position', () => {
    const play = new FuzzySystem(DEFAULT_PROFILE.play);
    const inputs = {
      gain: 60,
      hold: 0,
      pull: 0,
      dirty: 0,
      threat: 0,
      stage: 0.2,
      used: 3,
      empties: 0,
      closes: 0,
      lead: 0,
      risk: 0,
      wildsKept: 0,
      nearRun: 0,
      nearRuns: 0,
      crowd: 0,
    };
    const r = play.inferNamed(inputs, true);
    // Only lay-down fires fully (hold none, threat low): gain + 3 × used = 69; the weight-0 rules never fire.
    expect(r.fired.map((f) => f.rule)).toEqual(['lay-down']);
    expect(r.output).toBe(69);
  });
});

describe('validateFuzzySystem names every problem', () => {
  const good = (): Record<string, unknown> => ({
    inputs: { x: { min: 0, max: 1, terms: { lo: [0, 0, 0, 1], hi: [0, 1, 1, 1] } } },
    rules: [{ id: 'r', if: [{ variable: 'x', is: 'lo' }], then: { bias: 1, x: 2 } }],
    fallback: 0,
  });
  it('accepts a sound system', () => {
    expect(validateFuzzySystem(good(), 's')).toEqual([]);
    expect(
      validateFuzzySystem(
        { ...good(), rules: [{ id: 'r', if: [{ variable: 'x', is: 'hi', not: false }], then: {}, weight: 1 }] },
        's',
      ),
    ).toEqual([]);
    expect(
      validateFuzzySystem(
        { ...good(), rules: [{ id: 'r', if: [{ variable: 'x', is: 'hi', not: true }], then: {}, weight: 0 }] },
        's',
      ),
    ).toEqual([]);
  });
  it.each([
    ['null', null, ['s must be an object']],
    ['a number', 3, ['s must be an object']],
  ])('refuses %s', (_what, spec, problems) => {
    expect(validateFuzzySystem(spec, 's')).toEqual(problems);
  });

  const cases: [string, (s: Record<string, unknown>) => void, string[]][] = [
    ['inputs null', (s) => (s.inputs = null), ['s.inputs must be an object of linguistic variables']],
    ['inputs a list', (s) => (s.inputs = []), ['s.inputs must be an object of linguistic variables']],
    ['inputs a string', (s) => (s.inputs = 'x'), ['s.inputs must be an object of linguistic variables']],
    [
      'a variable that is null',
      (s) => (s.inputs = { x: null }),
      [
        's.inputs.x must be an object',
        's.rules[0].if[0].variable "x" is not an input',
        's.rules[0].then.x is neither "bias" nor an input',
      ],
    ],
    [
      'a variable that is a number',
      (s) => (s.inputs = { x: 1, y: { min: 0, max: 1, terms: { t: [0, 0, 1, 1] } } }),
      [
        's.inputs.x must be an object',
        's.rules[0].if[0].variable "x" is not an input',
        's.rules[0].then.x is neither "bias" nor an input',
      ],
    ],
    [
      'min not below max',
      (s) => ((s.inputs as { x: Record<string, unknown> }).x.min = 1),
      ['s.inputs.x needs numbers min < max'],
    ],
    [
      'min above max',
      (s) => ((s.inputs as { x: Record<string, unknown> }).x.min = 2),
      ['s.inputs.x needs numbers min < max'],
    ],
    [
      'min not a number',
      (s) => ((s.inputs as { x: Record<string, unknown> }).x.min = '0'),
      ['s.inputs.x needs numbers min < max'],
    ],
    [
      'max not a number',
      (s) => ((s.inputs as { x: Record<string, unknown> }).x.max = '1'),
      ['s.inputs.x needs numbers min < max'],
    ],
    [
      'max NaN',
      (s) => ((s.inputs as { x: Record<string, unknown> }).x.max = NaN),
      ['s.inputs.x needs numbers min < max'],
    ],
    [
      'no terms',
      (s) => ((s.inputs as { x: Record<string, unknown> }).x.terms = {}),
      [
        's.inputs.x.terms must name at least one term',
        's.rules[0].if[0].variable "x" is not an input',
        's.rules[0].then.x is neither "bias" nor an input',
      ],
    ],
    [
      'terms null',
      (s) => ((s.inputs as { x: Record<string, unknown> }).x.terms = null),
      [
        's.inputs.x.terms must name at least one term',
        's.rules[0].if[0].variable "x" is not an input',
        's.rules[0].then.x is neither "bias" nor an input',
      ],
    ],
    [
      'terms a number',
      (s) => ((s.inputs as { x: Record<string, unknown> }).x.terms = 5),
      [
        's.inputs.x.terms must name at least one term',
        's.rules[0].if[0].variable "x" is not an input',
        's.rules[0].then.x is neither "bias" nor an input',
      ],
    ],
    [
      'a term of three numbers',
      (s) => ((s.inputs as { x: { terms: Record<string, unknown> } }).x.terms.lo = [0, 0, 1]),
      ['s.inputs.x.terms.lo must be a trapezoid [a, b, c, d] with a ≤ b ≤ c ≤ d'],
    ],
    [
      'a term of five numbers',
      (s) => ((s.inputs as { x: { terms: Record<string, unknown> } }).x.terms.lo = [0, 0, 1, 1, 1]),
      ['s.inputs.x.terms.lo must be a trapezoid [a, b, c, d] with a ≤ b ≤ c ≤ d'],
    ],
    [
      'a term that is not a list',
      (s) =>
        ((s.inputs as { x: { terms: Record<string, unknown> } }).x.terms.lo = { 0: 0, 1: 0, 2: 0, 3: 1, length: 4 }),
      ['s.inputs.x.terms.lo must be a trapezoid [a, b, c, d] with a ≤ b ≤ c ≤ d'],
    ],
    [
      'a term with infinity',
      (s) => ((s.inputs as { x: { terms: Record<string, unknown> } }).x.terms.lo = [0, 0, 1, Infinity]),
      ['s.inputs.x.terms.lo must be a trapezoid [a, b, c, d] with a ≤ b ≤ c ≤ d'],
    ],
    [
      'a term with a string',
      (s) => ((s.inputs as { x: { terms: Record<string, unknown> } }).x.terms.lo = [0, '0', 1, 1]),
      ['s.inputs.x.terms.lo must be a trapezoid [a, b, c, d] with a ≤ b ≤ c ≤ d'],
    ],
    [
      'a term with a > b',
      (s) => ((s.inputs as { x: { terms: Record<string, unknown> } }).x.terms.lo = [0.5, 0, 1, 1]),
      ['s.inputs.x.terms.lo must be a trapezoid [a, b, c, d] with a ≤ b ≤ c ≤ d'],
    ],
    [
      'a term with b > c',
      (s) => ((s.inputs as { x: { terms: Record<string, unknown> } }).x.terms.lo = [0, 0.8, 0.5, 1]),
      ['s.inputs.x.terms.lo must be a trapezoid [a, b, c, d] with a ≤ b ≤ c ≤ d'],
    ],
    [
      'a term with c > d',
      (s) => ((s.inputs as { x: { terms: Record<string, unknown> } }).x.terms.lo = [0, 0, 1, 0.5]),
      ['s.inputs.x.terms.lo must be a trapezoid [a, b, c, d] with a ≤ b ≤ c ≤ d'],
    ],
    ['rules missing', (s) => delete s.rules, ['s.rules must be a non-empty list']],
    ['rules empty', (s) => (s.rules = []), ['s.rules must be a non-empty list']],
    ['rules not a list', (s) => (s.rules = { 0: {} }), ['s.rules must be a non-empty list']],
    ['a rule that is null', (s) => (s.rules = [null]), ['s.rules[0] must be an object']],
    ['a rule that is text', (s) => (s.rules = ['r']), ['s.rules[0] must be an object']],
    [
      'a rule without an id',
      (s) => delete (s.rules as Record<string, unknown>[])[0]!.id,
      ['s.rules[0].id must be a non-empty string'],
    ],
    [
      'a rule with an empty id',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.id = ''),
      ['s.rules[0].id must be a non-empty string'],
    ],
    [
      'two rules with one id',
      (s) => (s.rules as unknown[]).push({ id: 'r', if: [{ variable: 'x', is: 'hi' }], then: {} }),
      ['s.rules[1].id "r" is used twice'],
    ],
    [
      'a rule without conditions',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.if = []),
      ['s.rules[0].if must list at least one condition'],
    ],
    [
      'a rule whose conditions are not a list',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.if = { variable: 'x', is: 'lo' }),
      ['s.rules[0].if must list at least one condition'],
    ],
    [
      'a condition that is null',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.if = [null]),
      ['s.rules[0].if[0].variable undefined is not an input'],
    ],
    [
      'a condition on a number',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.if = [{ variable: 3, is: 'lo' }]),
      ['s.rules[0].if[0].variable 3 is not an input'],
    ],
    [
      'a condition on a missing term',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.if = [{ variable: 'x', is: 'mid' }]),
      ['s.rules[0].if[0].is "mid" is not a term of x (lo, hi)'],
    ],
    [
      'a condition with no term',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.if = [{ variable: 'x' }]),
      ['s.rules[0].if[0].is undefined is not a term of x (lo, hi)'],
    ],
    [
      'a condition whose term is a number',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.if = [{ variable: 'x', is: 1 }]),
      ['s.rules[0].if[0].is 1 is not a term of x (lo, hi)'],
    ],
    [
      'a negation that is not a boolean',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.if = [{ variable: 'x', is: 'lo', not: 'yes' }]),
      ['s.rules[0].if[0].not must be a boolean'],
    ],
    [
      'a second bad condition',
      (s) =>
        ((s.rules as Record<string, unknown>[])[0]!.if = [
          { variable: 'x', is: 'lo' },
          { variable: 'y', is: 'lo' },
        ]),
      ['s.rules[0].if[1].variable "y" is not an input'],
    ],
    [
      'a consequent that is missing',
      (s) => delete (s.rules as Record<string, unknown>[])[0]!.then,
      ['s.rules[0].then must be an object'],
    ],
    [
      'a consequent that is null',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.then = null),
      ['s.rules[0].then must be an object'],
    ],
    [
      'a consequent that is a list',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.then = [1]),
      ['s.rules[0].then must be an object'],
    ],
    [
      'a consequent on no input',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.then = { y: 1 }),
      ['s.rules[0].then.y is neither "bias" nor an input'],
    ],
    [
      'a consequent that is text',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.then = { bias: '1' }),
      ['s.rules[0].then.bias must be a finite number'],
    ],
    [
      'a consequent that is infinite',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.then = { x: -Infinity }),
      ['s.rules[0].then.x must be a finite number'],
    ],
    [
      'a weight above 1',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.weight = 1.01),
      ['s.rules[0].weight must be a number in [0, 1]'],
    ],
    [
      'a weight below 0',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.weight = -0.01),
      ['s.rules[0].weight must be a number in [0, 1]'],
    ],
    [
      'a weight that is text',
      (s) => ((s.rules as Record<string, unknown>[])[0]!.weight = '1'),
      ['s.rules[0].weight must be a number in [0, 1]'],
    ],
    ['no fallback', (s) => delete s.fallback, ['s.fallback must be a finite number']],
    ['a fallback that is NaN', (s) => (s.fallback = NaN), ['s.fallback must be a finite number']],
    ['a fallback that is text', (s) => (s.fallback = '0'), ['s.fallback must be a finite number']],
  ];
  for (const [what, edit, problems] of cases) {
    it(`names ${what}`, () => {
      const s = good();
      edit(s);
      expect(validateFuzzySystem(s, 's')).toEqual(problems);
    });
  }

  it('goes on after a bad rule and reports every problem of the system', () => {
    const s = good();
    s.rules = [
      null,
      { id: '', if: [], then: null, weight: 2 },
      { id: 'ok', if: [{ variable: 'x', is: 'hi' }], then: { bias: 0 } },
    ];
    s.fallback = Infinity;
    expect(validateFuzzySystem(s, 'play')).toEqual([
      'play.rules[0] must be an object',
      'play.rules[1].id must be a non-empty string',
      'play.rules[1].if must list at least one condition',
      'play.rules[1].then must be an object',
      'play.rules[1].weight must be a number in [0, 1]',
      'play.fallback must be a finite number',
    ]);
  });
});

describe('loadProfile names every problem', () => {
  const copy = (): Record<string, unknown> => JSON.parse(JSON.stringify(DEFAULT_PROFILE)) as Record<string, unknown>;
  const problemsOf = (input: unknown): readonly string[] => {
    try {
      loadProfile(input);
    } catch (e) {
      expect(e).toBeInstanceOf(ProfileError);
      const error = e as ProfileError;
      expect(error.name).toBe('ProfileError');
      expect(error.message).toBe(`invalid classic profile: ${error.problems.join('; ')}`);
      return error.problems;
    }
    return [];
  };

  it('accepts the default, a copy of it, and a profile written before the hand-value inputs', () => {
    expect(problemsOf(copy())).toEqual([]);
    const old = copy();
    const play = old.play as {
      inputs: Record<string, unknown>;
      rules: { if: { variable: string }[]; then: Record<string, number> }[];
    };
    for (const k of ['risk', 'wildsKept', 'nearRun', 'nearRuns', 'crowd']) delete play.inputs[k];
    play.rules = play.rules.filter(
      (r) =>
        r.if.every((c) => c.variable in play.inputs) &&
        Object.keys(r.then).every((k) => k === 'bias' || k in play.inputs),
    );
    expect(problemsOf(old)).toEqual([]);
    expect(loadProfile(old)).toBe(old);
  });

  it.each([
    ['null', null],
    ['a list', []],
    ['a number', 7],
    ['JSON text of a list', '[1]'],
    ['JSON text of null', 'null'],
  ])('refuses %s as not an object', (_what, input) => {
    expect(problemsOf(input)).toEqual(['a profile must be an object']);
  });

  it('refuses text that is not JSON, quoting the parser', () => {
    const problems = problemsOf('{ "name": ');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^not valid JSON \(.+\)$/);
  });

  /** Removes an input of a system and the one rule that uses it. */
  const dropInput = (p: Record<string, unknown>, system: string, input: string, rule: string): void => {
    const spec = p[system] as { inputs: Record<string, unknown>; rules: { id: string }[] };
    delete spec.inputs[input];
    spec.rules = spec.rules.filter((r) => r.id !== rule);
  };
  const noChoice = [
    'choice must be an object',
    'choice.playTop must be a whole number in [1, 50]',
    'choice.playWindowShare must be a number in [0, 1]',
    'choice.playWindowPoints must be a number in [0, 1000]',
    'choice.duelShare must be a number in [0, 10]',
    'choice.discardCertain must be a number in [0, 1000]',
    'choice.discardSpread must be a number in [0, 100]',
    'choice.drawBand must be [low, high] with low ≤ high',
  ];
  const noTables = [
    'tables must be an object',
    ...['opponent', 'pile', 'partnerKeep', 'partnerLay'].map(
      (t) => `tables.${t} must be 11 finite numbers (combination sizes 3..13)`,
    ),
  ];
  const cases: [string, (p: Record<string, unknown>) => void, string[]][] = [
    [
      'an unknown field',
      (p) => (p.colour = 'blue'),
      ['unknown field "colour" (fields: name, version, tables, play, draw, discard, choice)'],
    ],
    ['no name', (p) => delete p.name, ['name must be a non-empty string']],
    ['an empty name', (p) => (p.name = ''), ['name must be a non-empty string']],
    ['a name that is a number', (p) => (p.name = 1), ['name must be a non-empty string']],
    ['version 2', (p) => (p.version = 2), ['version must be 1, got 2']],
    ['version "1"', (p) => (p.version = '1'), ['version must be 1, got "1"']],
    ['no version', (p) => delete p.version, ['version must be 1, got undefined']],
    ['tables null', (p) => (p.tables = null), noTables],
    ['no tables', (p) => delete p.tables, noTables],
    [
      'a table of 10',
      (p) => ((p.tables as Record<string, number[]>).pile = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      ['tables.pile must be 11 finite numbers (combination sizes 3..13)'],
    ],
    [
      'a table of 12',
      (p) => ((p.tables as Record<string, number[]>).partnerKeep = Array(12).fill(0) as number[]),
      ['tables.partnerKeep must be 11 finite numbers (combination sizes 3..13)'],
    ],
    [
      'a table with text',
      (p) => ((p.tables as Record<string, unknown[]>).partnerLay = [...(Array(10).fill(0) as number[]), '1']),
      ['tables.partnerLay must be 11 finite numbers (combination sizes 3..13)'],
    ],
    [
      'a table with NaN',
      (p) => ((p.tables as Record<string, unknown[]>).opponent = [NaN, ...(Array(10).fill(0) as number[])]),
      ['tables.opponent must be 11 finite numbers (combination sizes 3..13)'],
    ],
    [
      'a table that is not a list',
      (p) => ((p.tables as Record<string, unknown>).opponent = 'eleven'),
      ['tables.opponent must be 11 finite numbers (combination sizes 3..13)'],
    ],
    [
      'a play input missing',
      (p) => delete (p.play as { inputs: Record<string, unknown> }).inputs.pull,
      ['play.rules[6].if[0].variable "pull" is not an input', 'play.rules[6].then.pull is neither "bias" nor an input'],
    ],
    [
      'a draw input missing and unused',
      (p) => dropInput(p, 'draw', 'stage', 'no-hoarding-late'),
      ['draw.inputs lacks stage'],
    ],
    [
      'a discard input missing and unused',
      (p) => dropInput(p, 'discard', 'threat', 'dump-points-when-threatened'),
      ['discard.inputs lacks threat'],
    ],
    [
      'two play inputs missing and unused',
      (p) => {
        const play = p.play as {
          inputs: Record<string, unknown>;
          rules: { if: { variable: string }[]; then: Record<string, number> }[];
        };
        delete play.inputs.lead;
        delete play.inputs.dirty;
        play.rules = play.rules.filter(
          (r) =>
            r.if.every((c) => c.variable in play.inputs) &&
            Object.keys(r.then).every((k) => k === 'bias' || k in play.inputs),
        );
      },
      ['play.inputs lacks dirty, lead'],
    ],
    [
      'an extra play input',
      (p) =>
        ((p.play as { inputs: Record<string, unknown> }).inputs.luck = {
          min: 0,
          max: 1,
          terms: { some: [0, 1, 1, 1] },
        }),
      [
        'play.inputs has unknown luck (it takes gain, hold, pull, dirty, threat, stage, used, empties, closes, lead, risk, wildsKept, nearRun, nearRuns, crowd)',
      ],
    ],
    [
      'two extra discard inputs',
      (p) => {
        const inputs = (p.discard as { inputs: Record<string, unknown> }).inputs;
        inputs.luck = { min: 0, max: 1, terms: { some: [0, 1, 1, 1] } };
        inputs.mood = { min: 0, max: 1, terms: { some: [0, 1, 1, 1] } };
      },
      ['discard.inputs has unknown luck, mood (it takes points, keep, feeds, threat)'],
    ],
    [
      'a play-only input in the draw system',
      (p) =>
        ((p.draw as { inputs: Record<string, unknown> }).inputs.risk = {
          min: 0,
          max: 1,
          terms: { some: [0, 1, 1, 1] },
        }),
      ['draw.inputs has unknown risk (it takes use, wilds, junk, block, stage, lookahead)'],
    ],
    [
      'an extra discard input',
      (p) =>
        ((p.discard as { inputs: Record<string, unknown> }).inputs.stage = {
          min: 0,
          max: 1,
          terms: { late: [0, 1, 1, 1] },
        }),
      ['discard.inputs has unknown stage (it takes points, keep, feeds, threat)'],
    ],
    [
      'a broken draw system',
      (p) => ((p.draw as Record<string, unknown>).fallback = 'one'),
      ['draw.fallback must be a finite number'],
    ],
    ['no discard system', (p) => delete p.discard, ['discard must be an object']],
    ['choice a word', (p) => (p.choice = 'fast'), noChoice],
    ['choice null', (p) => (p.choice = null), noChoice],
    [
      'playTop 0',
      (p) => ((p.choice as Record<string, unknown>).playTop = 0),
      ['choice.playTop must be a whole number in [1, 50]'],
    ],
    [
      'playTop 51',
      (p) => ((p.choice as Record<string, unknown>).playTop = 51),
      ['choice.playTop must be a whole number in [1, 50]'],
    ],
    [
      'playTop 2.5',
      (p) => ((p.choice as Record<string, unknown>).playTop = 2.5),
      ['choice.playTop must be a whole number in [1, 50]'],
    ],
    [
      'playTop "5"',
      (p) => ((p.choice as Record<string, unknown>).playTop = '5'),
      ['choice.playTop must be a whole number in [1, 50]'],
    ],
    [
      'playWindowShare above 1',
      (p) => ((p.choice as Record<string, unknown>).playWindowShare = 1.5),
      ['choice.playWindowShare must be a number in [0, 1]'],
    ],
    [
      'playWindowShare NaN',
      (p) => ((p.choice as Record<string, unknown>).playWindowShare = NaN),
      ['choice.playWindowShare must be a number in [0, 1]'],
    ],
    [
      'playTop NaN',
      (p) => ((p.choice as Record<string, unknown>).playTop = NaN),
      ['choice.playTop must be a whole number in [1, 50]'],
    ],
    [
      'playWindowShare below 0',
      (p) => ((p.choice as Record<string, unknown>).playWindowShare = -0.1),
      ['choice.playWindowShare must be a number in [0, 1]'],
    ],
    [
      'playWindowPoints infinite',
      (p) => ((p.choice as Record<string, unknown>).playWindowPoints = Infinity),
      ['choice.playWindowPoints must be a number in [0, 1000]'],
    ],
    [
      'duelShare 11',
      (p) => ((p.choice as Record<string, unknown>).duelShare = 11),
      ['choice.duelShare must be a number in [0, 10]'],
    ],
    [
      'discardCertain −1',
      (p) => ((p.choice as Record<string, unknown>).discardCertain = -1),
      ['choice.discardCertain must be a number in [0, 1000]'],
    ],
    [
      'discardSpread 101',
      (p) => ((p.choice as Record<string, unknown>).discardSpread = 101),
      ['choice.discardSpread must be a number in [0, 100]'],
    ],
    [
      'drawBand reversed',
      (p) => ((p.choice as Record<string, unknown>).drawBand = [1, 0]),
      ['choice.drawBand must be [low, high] with low ≤ high'],
    ],
    [
      'drawBand of one',
      (p) => ((p.choice as Record<string, unknown>).drawBand = [1]),
      ['choice.drawBand must be [low, high] with low ≤ high'],
    ],
    [
      'drawBand of three',
      (p) => ((p.choice as Record<string, unknown>).drawBand = [0, 1, 2]),
      ['choice.drawBand must be [low, high] with low ≤ high'],
    ],
    [
      'drawBand with text',
      (p) => ((p.choice as Record<string, unknown>).drawBand = ['0', 1]),
      ['choice.drawBand must be [low, high] with low ≤ high'],
    ],
    [
      'drawBand with NaN',
      (p) => ((p.choice as Record<string, unknown>).drawBand = [0, NaN]),
      ['choice.drawBand must be [low, high] with low ≤ high'],
    ],
    [
      'drawBand not a list',
      (p) => ((p.choice as Record<string, unknown>).drawBand = { 0: 0, 1: 1, length: 2 }),
      ['choice.drawBand must be [low, high] with low ≤ high'],
    ],
  ];
  for (const [what, edit, problems] of cases) {
    it(`names ${what}`, () => {
      const p = copy();
      edit(p);
      expect(problemsOf(p)).toEqual(problems);
    });
  }

  it('accepts every choice constant at the ends of its range, and an even draw band', () => {
    const lows = copy();
    Object.assign(lows.choice as object, {
      playTop: 1,
      playWindowShare: 0,
      playWindowPoints: 0,
      duelShare: 0,
      discardCertain: 0,
      discardSpread: 0,
      drawBand: [-1, -1],
    });
    expect(problemsOf(lows)).toEqual([]);
    const highs = copy();
    Object.assign(highs.choice as object, {
      playTop: 50,
      playWindowShare: 1,
      playWindowPoints: 1000,
      duelShare: 10,
      discardCertain: 1000,
      discardSpread: 100,
    });
    expect(problemsOf(highs)).toEqual([]);
  });

  it('lists problems from every part at once', () => {
    const p = copy();
    p.name = '';
    p.version = 0;
    (p.tables as Record<string, unknown>).pile = [];
    (p.choice as Record<string, unknown>).duelShare = -1;
    expect(problemsOf(p)).toEqual([
      'name must be a non-empty string',
      'version must be 1, got 0',
      'tables.pile must be 11 finite numbers (combination sizes 3..13)',
      'choice.duelShare must be a number in [0, 10]',
    ]);
  });
});
