// A match to a target (rules §1): when it is over, the totals carried from deal to deal, who starts the next deal,
// and the random state that goes on.
import { describe, expect, it } from 'vitest';
import {
  type GameState,
  ArgumentError,
  SnapshotError,
  isMatchOver,
  matchTotals,
  newGame,
  nextDeal,
  publicScores,
  teamScores,
  viewFor,
} from '../../src/index.js';
import { playRandomGame } from '../support/random-play.js';
import { thrown } from '../support/thrown.js';

/** A finished first deal of a match to `target`. */
function dealOver(target: number | null, seed = 3): GameState {
  const { states } = playRandomGame(seed, { rules: { matchTarget: target } });
  return states.at(-1) as GameState;
}

/** The same finished deal as if the match had come in with these totals. */
function withTotals(over: GameState, totals: [number, number]): GameState {
  return { ...over, match: { ...over.match, totals } };
}

describe('a match to a target', () => {
  const over = dealOver(3000);
  const [s0, s1] = teamScores(over).map((t) => t.total) as [number, number];

  it('adds a finished deal to the totals carried in, and not a deal still going on', () => {
    expect(matchTotals(withTotals(over, [1000, 200]))).toEqual([1000 + s0, 200 + s1]);
    const going = newGame({ seed: 3, rules: { matchTarget: 3000 } });
    expect(matchTotals(withTotals(going, [1000, 200]))).toEqual([1000, 200]);
    expect(isMatchOver(going)).toBe(false);
  });

  it('is over when a team reaches the target with more than the other, not on a tie', () => {
    expect(s0).not.toBe(s1);
    const higher = s0 > s1 ? 0 : 1;
    const lift = (team: 0 | 1, to: number): [number, number] => {
      const totals: [number, number] = [0, 0];
      totals[team] = to - (team === 0 ? s0 : s1);
      return totals;
    };
    // Exactly the target, or more.
    expect(isMatchOver(withTotals(over, lift(higher, 3000)))).toBe(true);
    expect(isMatchOver(withTotals(over, lift(higher, 3001)))).toBe(true);
    expect(isMatchOver(withTotals(over, lift(higher === 0 ? 1 : 0, 3000)))).toBe(true);
    // One short.
    expect(isMatchOver(withTotals(over, lift(higher, 2999)))).toBe(false);
    expect(isMatchOver(withTotals(over, [0, 0]))).toBe(false);
    // Both over the target and level: another deal decides it.
    const tie = withTotals(over, [5000 - s0, 5000 - s1]);
    expect(matchTotals(tie)).toEqual([5000, 5000]);
    expect(isMatchOver(tie)).toBe(false);
    // A single deal (no target) is over when the deal is.
    const single = dealOver(null);
    expect(isMatchOver(single)).toBe(true);
    expect(isMatchOver(newGame({ seed: 3 }))).toBe(false);
  });

  it('deals the next deal from the next seat, with the totals and the random state carried on', () => {
    const next = nextDeal(withTotals(over, [100, 40]));
    expect(next.phase).toBe('draw');
    expect(next.firstSeat).toBe((over.firstSeat + 1) % 4);
    expect(next.turn).toBe(next.firstSeat);
    expect(next.match).toEqual({ deal: over.match.deal + 1, totals: [100 + s0, 40 + s1] });
    // The cards come from the generator as the last deal left it, not from the seed again.
    expect(next.seed).toBe(over.seed);
    expect(next.hands).not.toEqual(newGame({ seed: over.seed, rules: { matchTarget: 3000 } }).hands);
    expect(nextDeal(over).hands).toEqual(next.hands);
  });

  it('refuses a next deal before the deal is over, or once the match is', () => {
    const early = thrown(ArgumentError, () => nextDeal(newGame({ seed: 3, rules: { matchTarget: 3000 } })));
    expect(early).toMatchObject({ code: 'not-over', message: 'the deal is not over yet' });
    const done = thrown(ArgumentError, () => nextDeal(dealOver(null)));
    expect(done).toMatchObject({ code: 'match-over', message: 'the match is over' });
  });
});

describe('the public running score', () => {
  it('is the points on the table, the same from the game and from any seat, hands left out', () => {
    const { states } = playRandomGame(5);
    const mid = states.find((s) => s.melds.length >= 2) as GameState;
    const scores = publicScores(mid);
    for (const team of [0, 1] as const) {
      const melds = mid.melds.filter((m) => m.team === team);
      expect(scores[team].onTable).toBe(scores[team].meldPoints + scores[team].birimbaBonus);
      expect(scores[team].meldPoints).toBe(teamScores(mid)[team].meldPoints);
      expect(melds.length === 0 || scores[team].meldPoints > 0).toBe(true);
    }
    for (const seat of [0, 1, 2, 3] as const) expect(publicScores(viewFor(mid, seat))).toEqual(scores);
  });

  it('reports a state that breaks inside as corrupted, naming itself', () => {
    const broken = { ...newGame({ seed: 1 }), melds: 5 } as unknown as GameState;
    const error = thrown(SnapshotError, () => publicScores(broken));
    expect(error.code).toBe('corrupted');
    expect(error.message).toMatch(/^publicScores: the game state or view is malformed \(/);
  });
});
