// The replay model: every state of a match replayed through the engine once, and positions stepped through it — a
// move on and back, across a deal's end, to a deal, to its end — with each seat's view hiding what that seat may not
// see while a deal runs and every hand shown after its end. The log is a real match the simulator played.
import { describe, expect, it } from 'vitest';
import { type GameLog, parseGameLog } from '@birimba/game-log';
import { handsShown } from '@birimba/engine';
import {
  type ReplayPosition,
  FIRST,
  clamp,
  dealEnd,
  dealStart,
  finalAt,
  handsAt,
  historyAt,
  isLast,
  linesAt,
  matchAt,
  movesIn,
  replayModel,
  stateAt,
  stepBack,
  stepForward,
  viewAt,
} from '../src/replay/replay-model.js';
import { simulatorMatchLog } from './support/simulator.js';

const log: GameLog = parseGameLog(await simulatorMatchLog(3, 1500));
const model = replayModel(log);

describe('the replay model', () => {
  it('holds every deal of the match: its states, one more than its moves, ending as the log says', () => {
    expect(log.deals.length).toBeGreaterThan(1);
    expect(model.deals).toHaveLength(log.deals.length);
    model.deals.forEach((deal, d) => {
      expect(deal.moves).toEqual(log.deals[d]!.moves);
      expect(deal.states).toHaveLength(deal.moves.length + 1);
      expect(finalAt(model, dealEnd(model, d))).toEqual(log.deals[d]!.final.scores);
    });
  });

  it('steps on through every move of every deal, then stays at the end; and back the same way to the start', () => {
    const visited: ReplayPosition[] = [FIRST];
    let at = FIRST;
    while (!isLast(model, at)) {
      at = stepForward(model, at);
      visited.push(at);
    }
    const total = model.deals.reduce((n, d) => n + d.moves.length + 1, 0);
    expect(visited).toHaveLength(total);
    expect(stepForward(model, at)).toBe(at);
    // Across a deal's end: the next position is the next deal as dealt.
    const end = dealEnd(model, 0);
    expect(stepForward(model, end)).toEqual({ deal: 1, move: 0 });
    expect(stepBack(model, { deal: 1, move: 0 })).toEqual(end);
    const back: ReplayPosition[] = [at];
    while (at.deal !== 0 || at.move !== 0) {
      at = stepBack(model, at);
      back.push(at);
    }
    expect(back.reverse()).toEqual(visited);
    expect(stepBack(model, FIRST)).toBe(FIRST);
  });

  it('jumps to a deal as dealt and to its end, clamped to the deals it has', () => {
    const last = model.deals.length - 1;
    expect(dealStart(model, last)).toEqual({ deal: last, move: 0 });
    expect(dealStart(model, 99)).toEqual({ deal: last, move: 0 });
    expect(dealStart(model, -3)).toEqual(FIRST);
    expect(dealEnd(model, 1)).toEqual({ deal: 1, move: movesIn(model, 1) });
    expect(clamp(model, { deal: 0, move: 10_000 })).toEqual(dealEnd(model, 0));
    expect(stateAt(model, dealStart(model, 1)).match.deal).toBe(2);
  });

  it('shows a seat its own hand only while a deal runs, and every hand after its end', () => {
    const middle = { deal: 1, move: 20 };
    const state = stateAt(model, middle);
    for (const seat of [0, 1, 2, 3] as const) {
      const view = viewAt(model, middle, seat);
      expect(view.seat).toBe(seat);
      const ids = (cards: readonly { id: number }[] | undefined) =>
        (cards ?? []).map((c) => c.id).sort((a, b) => a - b);
      expect(ids(view.hand)).toEqual(ids(state.hands[seat]));
      // Nobody else's hand is in the view: only its size.
      expect(view.handSizes[(seat + 1) % 4]).toBe(state.hands[(seat + 1) % 4]?.length);
      expect(Object.values(view).some((v) => JSON.stringify(v) === JSON.stringify(state.hands[(seat + 1) % 4]))).toBe(
        false,
      );
    }
    expect(handsAt(model, middle)).toBeNull();
    const end = dealEnd(model, 1);
    expect(handsAt(model, end)).toEqual(handsShown(stateAt(model, end)));
  });

  it('tells the deal’s lines as the seat may learn them during the deal, and all of them after its end', () => {
    const at = { deal: 0, move: 12 };
    const seen = linesAt(model, at, 0);
    const draws = (lines: typeof seen, seat: number) =>
      lines.filter((l) => l.kind === 'draw' && 'seat' in l && l.seat === seat);
    expect(draws(seen, 1).length).toBeGreaterThan(0);
    expect(draws(seen, 1).every((l) => !('card' in l) || l.card === undefined)).toBe(true);
    expect(draws(seen, 0).some((l) => 'card' in l && l.card !== undefined)).toBe(true);
    const all = linesAt(model, dealEnd(model, 0), 0);
    expect(draws(all, 1).every((l) => 'card' in l && l.card !== undefined)).toBe(true);
  });

  it('keeps the match’s totals and finished deals as they stood at each position', () => {
    const last = model.deals.length - 1;
    expect(matchAt(model, FIRST)).toMatchObject({ deal: 1, target: 1500, over: false });
    expect(historyAt(model, FIRST)).toEqual([]);
    expect(historyAt(model, dealEnd(model, 0))).toHaveLength(1);
    expect(historyAt(model, dealStart(model, 1))).toHaveLength(1);
    const end = matchAt(model, dealEnd(model, last));
    expect(end.over).toBe(true);
    expect(Math.max(...end.totals)).toBeGreaterThanOrEqual(1500);
    const sums = [0, 1].map((t) => historyAt(model, dealEnd(model, last)).reduce((n, d) => n + (d.totals[t] ?? 0), 0));
    expect(sums).toEqual([...end.totals]);
  });
});
