// An online room's views as a seat receives them: the move told to that seat, in a room of any form (a six-player
// room's seat 5 is "you" for its own moves, the others by their places).
import { describe, expect, it } from 'vitest';
import { type GameState, applyMove, legalMoves, moveEvents, newGame, viewFor } from '@birimba/engine';
import type { ViewMessage } from '@birimba/protocol';
import { receiveView } from '../src/online/room/online-deal.js';
import { TEXTS } from '../src/texts/i18n.js';

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

  it('keeps the note of a move the server made for the seat on its lines, and the log says it', async () => {
    const start = newGame({ seed: 3 });
    const after = applyMove(start, { type: 'draw' });
    const message: ViewMessage = {
      deal: 1,
      played: 1,
      from: 0,
      view: viewFor(after, 0),
      moves: [{ index: 0, seat: 0, events: moveEvents(start, { type: 'draw' }, after, 0), note: 'timeout' }],
      deadlineIn: null,
      deadline: 0,
    };
    const { record } = receiveView(null, message, 0);
    expect(record.log.map((e) => (e as { note?: string }).note)).toEqual(['timeout']);
    await import('../src/components/log.js');
    const log = document.createElement('birimba-log');
    Object.assign(log, { entries: record.log, mySeat: 0, t: TEXTS.el });
    document.body.append(log);
    await log.updateComplete;
    const line = log.querySelector('li[data-note="timeout"]');
    expect(line?.textContent?.replace(/\s+/g, ' ')).toContain('(τελείωσε ο χρόνος)');
    log.remove();
  });
});
