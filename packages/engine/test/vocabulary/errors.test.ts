// The engine's error classes: each names itself (so `String(e)` and logs say what kind of refusal it was), and a
// state that breaks inside a function is reported as malformed with the reason cut short and the original kept.
import { describe, expect, it } from 'vitest';
import {
  ArgumentError,
  CardNotationError,
  IllegalMoveError,
  RuleSetError,
  SnapshotError,
  isEngineError,
  newGame,
  parseCard,
  resolveRules,
  viewFor,
} from '../../src/index.js';
import { asEngineError } from '../../src/vocabulary/errors.js';
import { thrown } from '../support/thrown.js';

describe('the engine’s errors', () => {
  it('each carry their class name, also in String(e)', () => {
    const cases: [Error, string][] = [
      [thrown(CardNotationError, () => parseCard('ZZ')), 'CardNotationError'],
      [thrown(RuleSetError, () => resolveRules({ bogus: 1 })), 'RuleSetError'],
      [thrown(SnapshotError, () => viewFor('not a state' as never, 0)), 'SnapshotError'],
      [thrown(ArgumentError, () => newGame({ seed: -0.5 })), 'ArgumentError'],
      [new IllegalMoveError('game-over', 'over'), 'IllegalMoveError'],
    ];
    for (const [error, name] of cases) {
      expect(error.name).toBe(name);
      expect(String(error).startsWith(`${name}: `)).toBe(true);
      expect(isEngineError(error)).toBe(true);
    }
    expect(isEngineError(new TypeError('x'))).toBe(false);
  });

  it('report a state that breaks inside as corrupted, its reason cut at 100 characters, the original as cause', () => {
    const original = new TypeError(`cannot read ${'x'.repeat(300)}`);
    const error = asEngineError(original, 'someFunction');
    expect(error).toBeInstanceOf(SnapshotError);
    expect((error as SnapshotError).code).toBe('corrupted');
    expect(error.message).toBe(`someFunction: the game state or view is malformed (${original.message.slice(0, 100)})`);
    expect(error.cause).toBe(original);
    // A thrown value that is not an Error is quoted; the engine's own errors pass through untouched.
    expect(asEngineError('boom', 'f').message).toBe('f: the game state or view is malformed ("boom")');
    const own = new RuleSetError('bad', 'field');
    expect(asEngineError(own, 'f')).toBe(own);
  });
});
