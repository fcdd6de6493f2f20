// Each refusal of the actor API and of restoreGame, with its code and its exact message: a player restoring a saved
// game, or a developer passing the wrong thing, is told which part is wrong.
import { describe, expect, it } from 'vitest';
import { ArgumentError, SnapshotError, createGameActor, persistGame, restoreGame, sendMove } from '../../src/index.js';
import { thrown } from '../support/thrown.js';

/** A persisted live game as plain JSON, made inside the test that asks. */
function persisted(): {
  format: string;
  version: number;
  snapshot: { status: unknown; value: unknown; context: Record<string, unknown> };
} {
  return JSON.parse(JSON.stringify(persistGame(createGameActor({ seed: 4 })))) as ReturnType<typeof persisted>;
}

function refusal(input: unknown): [string, string] {
  const error = thrown(SnapshotError, () => restoreGame(input));
  return [error.code, error.message];
}

describe('the game actor API', () => {
  it('refuses what is not its argument, naming the function and what it got', () => {
    const a = thrown(ArgumentError, () => createGameActor(null as never));
    expect([a.code, a.message]).toEqual([
      'bad-options',
      'createGameActor needs { seed, rules? } or { state }, got null',
    ]);
    const b = thrown(ArgumentError, () => sendMove('actor' as never, { type: 'draw' }));
    expect([b.code, b.message]).toEqual([
      'bad-options',
      'sendMove needs a game actor (createGameActor or restoreGame), got "actor"',
    ]);
    const c = thrown(ArgumentError, () => persistGame(5 as never));
    expect([c.code, c.message]).toEqual(['bad-options', 'persistGame needs a game actor, got 5']);
  });
});

describe('restoreGame refuses, saying why', () => {
  it('text that is not JSON, and JSON that is not an object', () => {
    expect(refusal('{"format": "birimba-snapshot",')).toEqual(['corrupted', 'the snapshot is not valid JSON']);
    for (const input of [null, 'null', '7', 7, true])
      expect(refusal(input)).toEqual(['corrupted', 'the snapshot is not an object']);
  });

  it('another format or version, quoting it', () => {
    expect(refusal({ ...persisted(), format: 'chess' })).toEqual([
      'wrong-format',
      'not a Birimba snapshot (format "chess")',
    ]);
    expect(refusal({ version: 1 })).toEqual(['wrong-format', 'not a Birimba snapshot (format undefined)']);
    expect(refusal({ ...persisted(), version: 2 })).toEqual([
      'wrong-version',
      'snapshot version 2 is not supported (this engine reads version 1)',
    ]);
  });

  it('a snapshot without a game context', () => {
    const base = persisted();
    for (const snapshot of [undefined, null, 'x', {}, { context: null }, { context: 'game' }]) {
      expect(refusal({ ...base, snapshot })).toEqual(['corrupted', 'the snapshot has no game context']);
    }
  });

  it('a machine state or status that does not match the game', () => {
    const mismatch = ['corrupted', 'the snapshot’s machine state does not match its game'];
    const wrongStatus = persisted();
    wrongStatus.snapshot.status = 'done';
    expect(refusal(wrongStatus)).toEqual(mismatch);
    const wrongValue = persisted();
    wrongValue.snapshot.value = { turn: 'play' };
    expect(refusal(wrongValue)).toEqual(mismatch);
  });

  it('a snapshot that breaks while being read: corrupted, its reason cut at 100 characters, the original as cause', () => {
    const cyclic = persisted();
    (cyclic.snapshot as Record<string, unknown>)['value'] = cyclic;
    const error = thrown(SnapshotError, () => restoreGame(cyclic));
    expect(error.code).toBe('corrupted');
    expect(error.cause).toBeInstanceOf(Error);
    const reason = (error.cause as Error).message;
    expect(reason.length).toBeGreaterThan(100);
    expect(error.message).toBe(`the snapshot cannot be read (${reason.slice(0, 100)})`);
  });
});
