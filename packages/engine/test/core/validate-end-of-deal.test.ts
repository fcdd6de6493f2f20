// validateGameState on how a deal ended (rules §6): a closed deal was closed by the team to act, which had taken its
// birimbaki, by a player whose hand is now empty; phase, endReason and closedBy agree with each other.

import { describe, expect, it } from 'vitest';
import { type GameState, SnapshotError, applyMove, validateGameState } from '../../src/index.js';
import { ids, position } from '../support/position.js';

/** Seat 0's team took its birimbaki; seat 0 melds its last three cards and closes the deal. */
function closedDeal(tookBirimbaki: readonly [boolean, boolean] = [true, false]): GameState {
  const state = position({
    phase: 'play',
    hands: ['5H 6H 7H', '', '', ''],
    handSizes: [3, 11, 11, 11],
    tookBirimbaki,
  });
  return applyMove(state, { type: 'meld', cards: ids(state, '5H 6H 7H') });
}

function json(state: GameState): Record<string, unknown> & { hands: unknown[][]; pile: unknown[] } {
  return JSON.parse(JSON.stringify(state)) as Record<string, unknown> & { hands: unknown[][]; pile: unknown[] };
}

function refusal(input: unknown): string {
  try {
    validateGameState(input);
  } catch (e) {
    if (e instanceof SnapshotError) return e.message;
    throw e;
  }
  throw new Error('the state was accepted');
}

describe('validateGameState and the end of a deal', () => {
  it('accepts a deal closed by the team to act, with its birimbaki taken and the closing hand empty', () => {
    const closed = closedDeal();
    expect(closed).toMatchObject({ phase: 'over', endReason: 'closed', closedBy: 0, turn: 0 });
    expect(validateGameState(json(closed))).toEqual(closed);
  });

  it('refuses a deal closed by the team not to act', () => {
    expect(refusal({ ...json(closedDeal([true, true])), closedBy: 1 })).toMatch(/closed by a team not to act/);
  });

  it('refuses a team that closed without its birimbaki', () => {
    // Both packets taken, then team A's given back: seat 1's eleven cards become the untaken packet.
    const state = json(closedDeal([true, true]));
    expect(validateGameState(state).closedBy).toBe(0);
    state.birimbakia = [state.hands[1]];
    state.hands[1] = [];
    state.tookBirimbaki = [false, true];
    expect(refusal(state)).toMatch(/closed without its birimbaki/);
  });

  it('refuses a closing player who still holds cards', () => {
    const state = json(closedDeal());
    const seat1 = state.hands[1] as unknown[];
    state.hands[0] = [seat1[0]];
    state.hands[1] = seat1.slice(1);
    expect(refusal(state)).toMatch(/closing player still holds cards/);
  });

  it('refuses a closedBy that is no team, or that does not match the end', () => {
    expect(refusal({ ...json(closedDeal()), closedBy: 2 })).toMatch(/closedBy/);
    expect(refusal({ ...json(closedDeal()), closedBy: null })).toMatch(/closedBy does not match endReason/);
    expect(refusal({ ...json(closedDeal()), endReason: 'stock-exhausted' })).toMatch(
      /closedBy does not match endReason/,
    );
  });

  it('refuses an end reason that does not match the phase', () => {
    expect(refusal({ ...json(closedDeal()), endReason: null, closedBy: null })).toMatch(
      /endReason does not match the phase/,
    );
    expect(refusal({ ...json(closedDeal()), endReason: 'resigned' })).toMatch(/endReason does not match the phase/);
    const playing = json(position({ phase: 'play', hands: ['5H 6H 7H', '', '', ''] }));
    expect(refusal({ ...playing, endReason: 'closed', closedBy: 0 })).toMatch(/endReason does not match the phase/);
  });

  it('turns a structure it cannot read into a corrupted-state error, not a raw one', () => {
    const cyclic = json(closedDeal());
    cyclic.melds = new Proxy([], {
      get() {
        throw new RangeError('unreadable');
      },
    });
    const message = refusal(cyclic);
    expect(message).toMatch(/^corrupted game state/);
    expect(message).toMatch(/unreadable/);
  });
});
