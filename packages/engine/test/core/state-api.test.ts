// The small public functions around a deal: newGame's refusals, isGameOver, viewFor's refusals and the view-only
// functions refusing what is not a view, each with its code and message.
import { describe, expect, it } from 'vitest';
import {
  ArgumentError,
  type GameState,
  SnapshotError,
  determinize,
  isGameOver,
  newGame,
  viewFor,
} from '../../src/index.js';
import { playRandomGame } from '../support/random-play.js';
import { thrown } from '../support/thrown.js';

describe('a deal’s small functions', () => {
  it('newGame refuses what is not its options, or a seed that is none, saying what it got', () => {
    const a = thrown(ArgumentError, () => newGame(null as never));
    expect([a.code, a.message]).toEqual(['bad-options', 'newGame needs an options object with a seed, got null']);
    const b = thrown(ArgumentError, () => newGame({ seed: '' }));
    expect([b.code, b.message]).toEqual(['bad-seed', 'seed must be a safe integer or a non-empty string, got ""']);
  });

  it('isGameOver is false while the deal goes on and true once it ended', () => {
    const { states } = playRandomGame(4);
    expect(isGameOver(states[0] as GameState)).toBe(false);
    expect(isGameOver(states[Math.floor(states.length / 2)] as GameState)).toBe(false);
    expect(isGameOver(states[states.length - 1] as GameState)).toBe(true);
  });

  it('viewFor refuses a seat outside 0..3 and reports a malformed state as its own', () => {
    const state = newGame({ seed: 1 });
    const seat = thrown(ArgumentError, () => viewFor(state, 7 as never));
    expect([seat.code, seat.message]).toEqual(['bad-seat', 'seat must be 0..3, got 7']);
    const broken = thrown(SnapshotError, () => viewFor({ ...state, hands: 5 } as unknown as GameState, 0));
    expect(broken.code).toBe('corrupted');
    expect(broken.message).toMatch(/^viewFor: the game state or view is malformed \(/);
  });

  it('a function that needs a view refuses anything else, naming itself', () => {
    const error = thrown(SnapshotError, () => determinize({ kind: 'state' } as never, Math.random));
    expect(error.code).toBe('wrong-format');
    expect(error.message).toBe('determinize needs a player view (from viewFor), got {"kind":"state"}');
  });
});
