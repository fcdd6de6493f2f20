// An online room's match as the table reads it, for each form: one total per team — two, or three with six players —
// from the view during a deal and from the server's message at its end.

import { describe, expect, it } from 'vitest';
import { type Players, createGameActor, viewFor } from '@birimba/engine';
import type { DealOverMessage } from '@birimba/protocol';
import { matchOf, withDeal } from '../src/online/room/room-facts.js';

const viewOf = (players: Players) =>
  viewFor(createGameActor({ seed: 5, rules: { players, matchTarget: 3000 } }).getSnapshot().context.game, 1);

const over = (totals: number[]): DealOverMessage =>
  ({
    deal: 1,
    scores: { teams: totals.map((total) => ({ total })) },
    hands: [],
    totals,
    matchOver: false,
    matchWinner: null,
  }) as unknown as DealOverMessage;

describe('the room’s match', () => {
  it.each([
    [2, [0, 0]],
    [4, [0, 0]],
    [6, [0, 0, 0]],
  ] as const)('counts a total per team with %i players', (players, zero) => {
    expect(matchOf(viewOf(players), null)?.totals).toEqual(zero);
  });

  it('takes the three totals of a six-player deal just over, and keeps its result', () => {
    const ended = { ...viewOf(6), phase: 'over' as const };
    expect(matchOf(ended, over([120, -40, 300]))).toMatchObject({ deal: 1, totals: [120, -40, 300] });
    expect(withDeal([], over([120, -40, 300]))).toEqual([{ deal: 1, totals: [120, -40, 300] }]);
    expect(withDeal([], over([50, 60]))).toEqual([{ deal: 1, totals: [50, 60] }]);
  });

  it('never takes the end of another deal of the same number: a rematch’s first deal being played', () => {
    const last = { ...over([900, 435]), matchOver: true };
    expect(matchOf(viewOf(4), last)).toMatchObject({ deal: 1, totals: [0, 0], over: false });
  });
});
