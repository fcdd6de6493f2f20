// A room's matches are dealt by the derivation their `started` event names: every new match by HMAC, a room stored
// before that (its `started` names none) replays as it was dealt, its generator continued.
import { describe, expect, it } from 'vitest';
import { type GameState, type Move, applyMove, newGame, resolveRules } from '@birimba/engine';
import { RoomHistoryError, RoomModel } from '../src/room/room-model.js';
import type { RoomEvent } from '../src/store/room-events.js';

const settings = { rules: resolveRules({}), botLevel: 'easy', moveTimer: 0, public: false };
const SEED = 'a stored match';

/** A room where Maria (seat 0) plays three bots, its match started with `shuffle` (or none named), then `moves`. */
function history(shuffle: 'hmac-sha256' | 'continued' | undefined, moves: readonly Move[]): RoomEvent[] {
  return [
    RoomModel.created('7KQ2M9XRTA', settings),
    { kind: 'seated', seat: 0, name: 'Maria', tokenHash: 'h'.repeat(64) },
    { kind: 'host', seat: 0 },
    { kind: 'started', seed: SEED, bots: [null, 'easy', 'easy', 'easy'], ...(shuffle ? { shuffle } : {}) },
    ...moves.map((move): RoomEvent => ({ kind: 'move', seat: 0, move, id: null, note: null })),
  ];
}

/** Seat 0's first turn in the deal `start`: draw, and throw the first card of its hand as dealt. */
function firstTurn(start: GameState): Move[] {
  const drawn = applyMove(start, { type: 'draw' });
  return [{ type: 'draw' }, { type: 'discard', card: drawn.hands[0]?.[0]?.id ?? -1 }];
}

describe('a room history and the shuffle of its matches', () => {
  it('deals a match started now by HMAC', () => {
    const room = RoomModel.fromHistory(history('hmac-sha256', []));
    expect(room.match?.state.shuffle).toBe('hmac-sha256');
    expect(room.match?.state.hands).toEqual(newGame({ seed: SEED }).hands);
  });

  it('replays a match stored before HMAC (its start names no derivation) as it was dealt', () => {
    const old = newGame({ seed: SEED, shuffle: 'continued' });
    const room = RoomModel.fromHistory(history(undefined, firstTurn(old)));
    expect(room.match?.state.shuffle).toBe('continued');
    expect(room.match?.moves).toHaveLength(2);
    // Its moves do not fit the deal the seed gives by HMAC: the derivation is not guessed.
    expect(() => RoomModel.fromHistory(history('hmac-sha256', firstTurn(old)))).toThrow(RoomHistoryError);
  });
});
