// resolveRules refuses a rule set it cannot use with a RuleSetError that names the field and says what it takes.

import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, RuleSetError, resolveRules } from '../../src/index.js';

function refusal(input: unknown): RuleSetError {
  try {
    resolveRules(input);
  } catch (e) {
    if (e instanceof RuleSetError) return e;
    throw e;
  }
  throw new Error('the rule set was accepted');
}

describe('resolveRules says what a field takes', () => {
  it('lists the choices of a field, text quoted, numbers bare, the last after "or"', () => {
    expect(refusal({ closingRequires: 'always' }).message).toBe(
      `rule "closingRequires" must be 'nothing', 'birimba' or 'cleanBirimba', got "always"`,
    );
    expect(refusal({ firstSeat: 4 }).message).toBe(`rule "firstSeat" must be 0, 1, 2, 3 or 'random', got 4`);
  });

  it('asks for a boolean where a rule is on or off', () => {
    expect(refusal({ allowSets: 'yes' }).message).toBe('rule "allowSets" must be a boolean, got "yes"');
  });

  it('takes null or a positive whole number as the match target, nothing else', () => {
    expect(resolveRules({ matchTarget: 3000 }).matchTarget).toBe(3000);
    expect(resolveRules({ matchTarget: null }).matchTarget).toBeNull();
    for (const bad of [0, -100, 2.5, '3000', Number.POSITIVE_INFINITY]) {
      const error = refusal({ matchTarget: bad });
      expect(error.field).toBe('matchTarget');
      expect(error.message).toMatch(/^rule "matchTarget" must be null or a positive whole number, got /);
    }
  });

  it('names an unknown rule, and lists the rules that exist', () => {
    const error = refusal({ wildJokers: 2 });
    expect(error.field).toBe('wildJokers');
    expect(error.message).toMatch(/^unknown rule "wildJokers"; the rules are: firstSeat, /);
    expect(refusal({ ['x'.repeat(300)]: 1 }).field).toHaveLength(100);
  });

  it('refuses what is not an object, saying what it got', () => {
    expect(refusal([]).message).toBe('a rule set must be an object, got an array');
    expect(refusal(7).message).toBe('a rule set must be an object, got number');
    expect(refusal('allowSets').field).toBe('');
  });
});

describe('resolveRules fills in what it is not given', () => {
  it('gives the default rules for no rule set, undefined or null', () => {
    expect(resolveRules()).toBe(DEFAULT_RULES);
    expect(resolveRules(undefined)).toBe(DEFAULT_RULES);
    expect(resolveRules(null)).toBe(DEFAULT_RULES);
  });

  it('keeps the default of a field given as undefined', () => {
    expect(resolveRules({ allowSets: undefined, matchTarget: undefined, firstSeat: 2 })).toEqual({
      ...DEFAULT_RULES,
      firstSeat: 2,
    });
  });
});
