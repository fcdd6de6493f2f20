import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_RULES,
  RULE_FIELDS,
  RULE_INFO,
  RuleSetError,
  quoteInput,
  resolveRules,
  ruleChange,
} from '../../src/index.js';

function refusal(partial: unknown): RuleSetError {
  try {
    resolveRules(partial);
  } catch (e) {
    if (e instanceof RuleSetError) return e;
    throw e;
  }
  throw new Error('expected a RuleSetError');
}

describe('the rule set', () => {
  it('describes every field once, in the order of RULE_FIELDS, each accepting its default', () => {
    expect(RULE_INFO.map((i) => i.field)).toEqual(RULE_FIELDS);
    expect([...RULE_FIELDS].sort()).toEqual(Object.keys(DEFAULT_RULES).sort());
    for (const info of RULE_INFO) {
      expect(resolveRules({ [info.field]: DEFAULT_RULES[info.field] })).toEqual(DEFAULT_RULES);
      if (info.kind === 'choice') expect(info.choices[0]).toBe(DEFAULT_RULES[info.field]);
    }
  });

  it('accepts every value RULE_INFO lists and refuses others', () => {
    for (const info of RULE_INFO) {
      const good = info.kind === 'boolean' ? [true, false] : info.kind === 'choice' ? info.choices : [1, 3000, null];
      for (const value of good) expect(resolveRules({ [info.field]: value })[info.field]).toBe(value);
      for (const bad of ['nonsense', 1.5, -1, {}, []]) {
        if ((good as unknown[]).includes(bad)) continue;
        expect(refusal({ [info.field]: bad }).field).toBe(info.field);
      }
    }
  });

  it('refuses keys inherited from Object.prototype as unknown rules', () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const partial = JSON.parse(`{"${key}": 1}`) as unknown;
      const error = refusal(partial);
      expect(error.message).toContain(`unknown rule "${key}"`);
      expect(error.field).toBe(key);
    }
  });

  it('quotes at most about 100 characters of a bad value, and survives BigInt and circular values', () => {
    const huge = 'x'.repeat(5_000_000);
    expect(refusal({ closingRequires: huge }).message.length).toBeLessThan(300);
    expect(refusal({ [huge]: 1 }).message.length).toBeLessThan(300);
    expect(refusal({ matchTarget: 10n }).message).toContain('10n');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(refusal({ allowSets: circular }).message).toContain('circular');
  });
});

describe('ruleChange, one field as a form changes it', () => {
  it('sets the field, and with fewer players a first seat the smaller table has not goes back to 0', () => {
    expect(ruleChange({}, 'matchTarget', 2000)).toEqual({ matchTarget: 2000 });
    expect(ruleChange({ players: 6, firstSeat: 4 }, 'players', 4)).toEqual({ players: 4, firstSeat: 0 });
    expect(ruleChange({ players: 4, firstSeat: 3 }, 'players', 2)).toEqual({ players: 2, firstSeat: 0 });
    expect(ruleChange({ players: 6, firstSeat: 3 }, 'players', 4)).toEqual({ players: 4 });
    expect(ruleChange({ players: 4, firstSeat: 1 }, 'players', 6)).toEqual({ players: 6 });
    expect(ruleChange({ firstSeat: 'random' }, 'players', 2)).toEqual({ players: 2 });
    // The result is a rule set the engine accepts with the rest of the choice.
    const chosen = { players: 6 as const, firstSeat: 5 };
    expect(resolveRules({ ...chosen, ...ruleChange(chosen, 'players', 2) })).toMatchObject({
      players: 2,
      firstSeat: 0,
    });
  });

  it('passes a value the form did not check on as it is, for resolveRules to refuse', () => {
    expect(ruleChange({ firstSeat: 3 }, 'players', 5)).toEqual({ players: 5 });
    expect(() => resolveRules(ruleChange({}, 'players', 5))).toThrow(RuleSetError);
  });
});

describe('quoteInput', () => {
  it('never throws and never grows past its limit', () => {
    const circular: unknown[] = [];
    circular.push(circular);
    for (const value of [undefined, null, 1n, Symbol('s'), () => 1, circular, 'y'.repeat(1000), { a: [1, 2n] }]) {
      const text = quoteInput(value);
      expect(typeof text).toBe('string');
      expect(text.length).toBeLessThanOrEqual(101);
    }
    expect(quoteInput('abc')).toBe('"abc"');
    expect(quoteInput({ a: 1 })).toBe('{"a":1}');
  });

  it('quotes each kind of value, cut at the limit with an ellipsis', () => {
    const circular: Record<string, unknown> = { a: 1 };
    circular['self'] = circular;
    expect(quoteInput(circular)).toBe('{"a":1,"self":"[circular]"}');
    expect(quoteInput(12n)).toBe('12n');
    expect(quoteInput({ n: 3n })).toBe('{"n":"3n"}');
    expect(quoteInput(Symbol('s'))).toBe('a symbol');
    expect(quoteInput(() => 1)).toBe('a function');
    expect(quoteInput(undefined)).toBe('undefined');
    // A value JSON cannot write at all, or whose toJSON throws: its tag.
    expect(quoteInput({ toJSON: () => undefined })).toBe('[object Object]');
    expect(
      quoteInput({
        toJSON: () => {
          throw new Error('no');
        },
      }),
    ).toBe('[object Object]');
    expect(quoteInput('abcdef', 3)).toBe('"ab…');
    expect(quoteInput([1, 2, 3, 4], 4)).toBe('[1,2…');
    // A text of exactly the limit is whole, with no ellipsis; one character more is cut.
    expect(quoteInput([1, 2], 5)).toBe('[1,2]');
    expect(quoteInput([1, 2], 4)).toBe('[1,2…');
    // A limit that is not a positive whole number is the default, 100.
    for (const limit of [0, -5, 2.5, Number.NaN, '3' as never])
      expect(quoteInput('y'.repeat(200), limit)).toBe(`"${'y'.repeat(99)}…`);
  });

  it('never copies a long string whole: only its first `limit` characters are written out', () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const long = 'z'.repeat(5000);
      expect(quoteInput(long, 10)).toBe(`"${'z'.repeat(9)}…`);
      expect(quoteInput(long)).toBe(`"${'z'.repeat(99)}…`);
      // Each call wrote out the cut string, never the 5000 characters.
      expect(stringify.mock.calls.map((call) => call[0] as unknown)).toEqual(['z'.repeat(10), 'z'.repeat(100)]);
      stringify.mockClear();
      // A string of exactly the limit is written whole; it is cut only for its quotes.
      expect(quoteInput('abcd', 4)).toBe('"abc…');
      expect(stringify.mock.calls.map((call) => call[0] as unknown)).toEqual(['abcd']);
    } finally {
      stringify.mockRestore();
    }
  });
});
