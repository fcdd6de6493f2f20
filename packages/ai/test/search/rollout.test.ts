// The rollout policies on the engine's fast playout core play exactly the game the pure core would: every move they
// make is accepted by applyMove, the game ends at the same move, with the same final scores.

import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type Move,
  type RuleSet,
  type Team,
  DECK_SIZE,
  applyMove,
  finalScores,
  newGame,
  randomSource,
} from '@birimba/engine';
import { PHASE_OVER, Playout } from '@birimba/engine/playout';
import { type RolloutPolicy, MAX_ROLLOUT_DECISIONS, greedyRollout, playOut, randomRollout } from '../../src/index.js';
import { samples, soak, statisticalIt } from '../support/samples.js';

function replayAgrees(seed: number, rules: Partial<RuleSet>, policy: RolloutPolicy): { moves: Move[]; end: string } {
  const start = newGame({ seed, rules });
  const fast = new Playout().load(start);
  const moves: Move[] = [];
  const decisions = playOut(fast, policy, randomSource(`rollout-${String(seed)}`), (m) => moves.push(m));
  let state: GameState = start;
  moves.forEach((move, i) => {
    // Every move is legal, and the deal does not end before the last one.
    if (state.phase === 'over') expect.fail(`seed ${String(seed)}: the pure core ended before move ${String(i)}`);
    state = applyMove(state, move);
  });
  if (fast.phase !== PHASE_OVER) {
    // Cut at the cap (two players can take a one-card pile from each other for ever): not over for either core.
    expect(decisions).toBe(MAX_ROLLOUT_DECISIONS);
    expect(state.phase).not.toBe('over');
    return { moves, end: 'cut' };
  }
  expect(state.phase).toBe('over');
  const scores = finalScores(state);
  expect(scores.teams.map((_, team) => fast.teamTotal(team as Team))).toEqual(scores.teams.map((t) => t.total));
  expect(fast.closedBy).toBe(scores.closedBy ?? -1);
  return { moves, end: scores.endReason };
}

describe('rollouts on the fast core against applyMove', () => {
  statisticalIt(
    'greedy: 10,000 seeded games in a soak run (600 in check), the same moves, end and final scores',
    () => {
      const ends = { closed: 0, 'stock-exhausted': 0, cut: 0 };
      for (let seed = 1; seed <= soak(10_000, 600); seed++)
        ends[replayAgrees(seed, {}, greedyRollout).end as keyof typeof ends]++;
      expect(ends.closed).toBeGreaterThan(soak(1000, 60));
      expect(ends['stock-exhausted']).toBeGreaterThan(10);
    },
  );

  it('random: 2,000 seeded games in a soak run (600 in check), the same again', () => {
    // The mutation run plays a third of the slice: the 200 it was measured with.
    for (let seed = 1; seed <= samples(soak(2_000, 600), 3); seed++) replayAgrees(seed, {}, randomRollout);
  });

  it('two and six players (a third deck: its copies and jokers are played too), both policies', () => {
    for (const players of [2, 6] as const) {
      let thirdDeck = 0;
      // 200 seeds in check, 500 in a soak run; the mutation run plays a quarter, the 50 it was measured with.
      for (let seed = 1; seed <= samples(soak(500, 200), 4); seed++) {
        for (const policy of [greedyRollout, randomRollout]) {
          const { moves } = replayAgrees(seed, { players }, policy);
          for (const m of moves)
            for (const id of m.type === 'meld' || m.type === 'layOff' ? m.cards : []) if (id >= DECK_SIZE) thirdDeck++;
        }
      }
      // With six players the third deck's cards are laid down like any other.
      if (players === 6) expect(thirdDeck).toBeGreaterThan(100);
      else expect(thirdDeck).toBe(0);
    }
  });

  it('every rule variant, both policies (300 games each in a soak run)', () => {
    const variants: Partial<RuleSet>[] = [
      { allowSets: true },
      { initialUpCard: true, firstSeat: 'random' },
      { twoOfSuitNeverDirty: true },
      { closingRequires: 'birimba' },
      { closingRequires: 'cleanBirimba' },
      { birimbakiRequires: 'birimba' },
      { birimbakiRequires: 'cleanBirimba', closingRequires: 'birimba' },
    ];
    for (const rules of variants) {
      // 60 in check; the mutation run plays a fifth, the 12 it was measured with.
      for (let seed = 1; seed <= samples(soak(300, 60), 5); seed++) {
        replayAgrees(seed, rules, greedyRollout);
        replayAgrees(seed, rules, randomRollout);
      }
    }
  });
});
