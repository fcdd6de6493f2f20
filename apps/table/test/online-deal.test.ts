// An online room's views as a seat receives them: the move told to that seat, in a room of any form (a six-player
// room's seat 5 is "you" for its own moves, the others by their places).
import { describe, expect, it } from 'vitest';
import { type GameState, applyMove, legalMoves, moveEvents, newGame, viewFor } from '@birimba/engine';
import type { ViewMessage } from '@birimba/protocol';
import { receiveView } from '../src/online/room/online-deal.js';

describe('receiveView', () => {
  it.each([
    [6, 5],
    [2, 1],
    [4, 3],
  ] as const)('tells a move of a %i-player room to seat %i', (players, me) => {
    // The deal played on (each seat's first legal move) until it is this seat's turn to draw.
    let start: GameState = newGame({ seed: 8, rules: { players } });
    let played = 0;
    while (!(start.turn === me && start.phase === 'draw')) {
      start = applyMove(start, legalMoves(start)[0]!);
      played++;
    }
    const first: ViewMessage = {
      deal: 1,
      played,
      from: 0,
      view: viewFor(start, me),
      moves: [],
      deadlineIn: null,
      deadline: 0,
    };
    const { record } = receiveView(null, first, me);
    const after = applyMove(start, { type: 'draw' });
    const message: ViewMessage = {
      deal: 1,
      played: played + 1,
      from: played,
      view: viewFor(after, me),
      moves: [{ index: played, seat: me, events: moveEvents(start, { type: 'draw' }, after, me) }],
      deadlineIn: null,
      deadline: 0,
    };
    const { moves } = receiveView(record, message, me);
    expect(moves).toHaveLength(1);
    expect(moves[0]?.description).toMatch(/^You draw/);
  });
});
