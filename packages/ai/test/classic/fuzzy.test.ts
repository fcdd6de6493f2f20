import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFILE,
  FuzzySystem,
  ProfileError,
  loadProfile,
  membership,
  validateFuzzySystem,
} from '../../src/index.js';

describe('membership functions', () => {
  it('rises, holds and falls on a trapezoid', () => {
    const t = [0, 2, 4, 8] as const;
    expect(membership(t, -1)).toBe(0);
    expect(membership(t, 1)).toBe(0.5);
    expect(membership(t, 3)).toBe(1);
    expect(membership(t, 6)).toBe(0.5);
    expect(membership(t, 9)).toBe(0);
  });
  it('treats a vertical edge as a shoulder', () => {
    expect(membership([0, 0, 0, 4], 0)).toBe(1);
    expect(membership([0, 0, 0, 4], 1)).toBe(0.75);
  });
});

describe('first-order Sugeno inference', () => {
  const system = new FuzzySystem({
    inputs: {
      x: { min: 0, max: 10, terms: { low: [0, 0, 2, 6], high: [4, 8, 10, 10] } },
      y: { min: 0, max: 1, terms: { no: [0, 0, 0, 1], yes: [0, 1, 1, 1] } },
    },
    rules: [
      { id: 'low', if: [{ variable: 'x', is: 'low' }], then: { bias: 10 } },
      {
        id: 'high-and-yes',
        if: [
          { variable: 'x', is: 'high' },
          { variable: 'y', is: 'yes' },
        ],
        then: { bias: 0, x: 2 },
      },
      { id: 'not-yes', if: [{ variable: 'y', is: 'yes', not: true }], then: { bias: -5 } },
    ],
    fallback: 42,
  });

  it('averages rule outputs weighted by their firing strength (minimum of the antecedents)', () => {
    // x = 5: low 0.25, high 0.25; y = 1: yes 1 → rules: low (w .25, out 10), high-and-yes (w .25, out 10), not-yes (w 0).
    const r = system.inferNamed({ x: 5, y: 1 }, true);
    expect(r.output).toBeCloseTo(10);
    expect(r.fired.map((f) => f.rule).sort()).toEqual(['high-and-yes', 'low']);
    // x = 9, y = 0.5: high 1, yes .5 → w .5 out 18; not-yes w .5 out −5 → (9 − 2.5) / 1 = 6.5.
    expect(system.inferNamed({ x: 9, y: 0.5 }).output).toBeCloseTo(6.5);
  });

  it('clamps inputs to the universe for membership but keeps them raw in the consequent', () => {
    expect(system.inferNamed({ x: 20, y: 1 }).output).toBeCloseTo(40);
  });

  it('falls back when no rule fires', () => {
    const quiet = new FuzzySystem({
      inputs: { x: { min: 0, max: 1, terms: { one: [1, 1, 1, 1] } } },
      rules: [{ id: 'r', if: [{ variable: 'x', is: 'one' }], then: { bias: 1 } }],
      fallback: 42,
    });
    expect(quiet.inferNamed({ x: 0 }).output).toBe(42);
  });
});

describe('the profile', () => {
  it('loads the default profile, also from JSON text', () => {
    expect(loadProfile(DEFAULT_PROFILE)).toBe(DEFAULT_PROFILE);
    expect(loadProfile(JSON.stringify(DEFAULT_PROFILE))).toEqual(DEFAULT_PROFILE);
  });

  const broken: [string, (p: Record<string, unknown>) => void, RegExp][] = [
    [
      'a table of the wrong length',
      (p) => ((p.tables as Record<string, unknown>).opponent = [1, 2]),
      /tables\.opponent must be 11/,
    ],
    [
      'a rule naming a missing variable',
      (p) => ((p.play as { rules: { if: unknown[] }[] }).rules[0]!.if = [{ variable: 'luck', is: 'high' }]),
      /play\.rules\[0\]\.if\[0\]\.variable "luck"/,
    ],
    [
      'a rule naming a missing term',
      (p) => ((p.draw as { rules: { if: unknown[] }[] }).rules[0]!.if = [{ variable: 'use', is: 'enormous' }]),
      /is "enormous" is not a term of use/,
    ],
    [
      'a trapezoid out of order',
      (p) =>
        ((p.discard as { inputs: { points: { terms: Record<string, unknown> } } }).inputs.points.terms.low = [
          5, 4, 3, 2,
        ]),
      /trapezoid/,
    ],
    ['an unknown field', (p) => (p.colour = 'blue'), /unknown field "colour"/],
    [
      'a missing input',
      (p) => delete (p.play as { inputs: Record<string, unknown> }).inputs.lead,
      /lacks lead|variable "lead"/,
    ],
    ['a wrong version', (p) => (p.version = 2), /version must be 1/],
    ['a bad choice rule', (p) => ((p.choice as Record<string, unknown>).playTop = 0), /choice\.playTop/],
  ];
  for (const [what, edit, message] of broken) {
    it(`refuses ${what} with a clear error`, () => {
      const p = JSON.parse(JSON.stringify(DEFAULT_PROFILE)) as Record<string, unknown>;
      edit(p);
      expect(() => loadProfile(p)).toThrow(ProfileError);
      expect(() => loadProfile(p)).toThrow(message);
    });
  }

  it('refuses text that is not JSON', () => {
    expect(() => loadProfile('{ nope')).toThrow(/not valid JSON/);
  });

  it('validates each fuzzy system of the default profile', () => {
    for (const s of [DEFAULT_PROFILE.play, DEFAULT_PROFILE.draw, DEFAULT_PROFILE.discard])
      expect(validateFuzzySystem(s, 's')).toEqual([]);
  });
});
