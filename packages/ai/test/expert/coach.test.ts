// The coach: the expert's search asked about a turn just played.
import { describe, expect, it } from 'vitest';
import { type Move, applyMove, buildPosition, viewFor } from '@birimba/engine';
import { coachTurn, createBot } from '../../src/index.js';

/** The deal's last turn: a kept card counts against the team, and the clean birimba's bonus needs its 7 cards. */
const lastState = () =>
  buildPosition({ phase: 'play', stock: '', stockSize: 0, hands: ['3S 4S 5S 6S 7S 8S 9S KD 4H', '', '', ''] });
const lastTurn = () => viewFor(lastState(), 0);
const idOf = (view: ReturnType<typeof lastTurn>, code: string): number => {
  const card = view.hand.find((c) => `${c.rank}${c.suit ?? ''}` === code);
  if (card === undefined) throw new Error(`no ${code} in hand`);
  return card.id;
};

describe('coachTurn', () => {
  it('flags a turn that keeps a whole clean birimba in hand on the last turn, and shows the better one', () => {
    const view = lastTurn();
    const played: Move[] = [{ type: 'discard', card: idOf(view, 'KD') }];
    const verdict = coachTurn(view, played, 11, { iterations: 200, confirm: 60 });
    expect(verdict.same).toBe(false);
    expect(verdict.flagged).toBe(true);
    expect(verdict.gap).toBeGreaterThanOrEqual(40);
    expect(verdict.low).toBeGreaterThan(0);
    expect(verdict.best.value - verdict.played.value).toBeCloseTo(verdict.gap, 6);
    // The better turn lays the seven spades down, and the engine takes it, move by move, from the same position.
    const laid = verdict.best.moves.flatMap((m) => (m.type === 'meld' ? [m.cards.length] : []));
    expect(laid).toContain(7);
    let state = lastState();
    for (const m of verdict.best.moves) state = applyMove(state, m);
    expect(state.hands[0]?.length ?? 0).toBeLessThan(view.hand.length);
    expect(verdict.played.label).toBe('discard KD');
    expect(verdict.rollouts).toBeGreaterThan(200);
    expect(verdict.considered).toBeGreaterThan(2);
  });

  it('says nothing of the expert’s own turn, and the same for the same view, moves and seed', () => {
    const view = lastTurn();
    const own = createBot('expert', { iterations: 200 }).decide(view, 4).moves;
    const verdict = coachTurn(view, own, 5, { iterations: 200, confirm: 60 });
    expect(verdict.flagged).toBe(false);
    expect(coachTurn(view, own, 5, { iterations: 200, confirm: 60 })).toEqual(verdict);
  });

  it('refuses a turn the engine refuses, a draw-phase view, and a turn that keeps cards without a discard', () => {
    const view = lastTurn();
    expect(() => coachTurn(view, [{ type: 'discard', card: 9999 }], 1)).toThrow();
    expect(() => coachTurn(view, [], 1)).toThrow(/ends with its discard/);
    const draw = viewFor(buildPosition({ phase: 'draw', hands: ['3S 4S 5S', '', '', ''] }), 0);
    expect(() => coachTurn(draw, [{ type: 'draw' }], 1)).toThrow(/play phase/);
    expect(() => coachTurn(view, [{ type: 'discard', card: idOf(view, 'KD') }], 1, { confirm: 1 })).toThrow(/confirm/);
  });
});
