// validateGameState and restoreGame against the rule variants (rules §6): a state its own rules forbid — a deal
// closed, or a birimbaki taken, by a team that owns no birimba when the rules ask for one — is refused, so no score
// sheet ever gives a forbidden close its bonus.

import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type RuleSet,
  SnapshotError,
  applyMove,
  createGameActor,
  finalScores,
  persistGame,
  restoreGame,
  validateGameState,
} from '../../src/index.js';
import { ids, position } from '../support/position.js';

/** Seat 0's team took its birimbaki and owns `melds`; seat 0 melds its last three cards and closes the deal. */
function closedDeal(melds: readonly { team: 0 | 1; cards: string }[]): GameState {
  const state = position({
    phase: 'play',
    hands: ['5H 6H 7H', '', '', ''],
    handSizes: [3, 11, 11, 11],
    tookBirimbaki: [true, false],
    melds,
  });
  return applyMove(state, { type: 'meld', cards: ids(state, '5H 6H 7H') });
}

const BIRIMBA = { team: 0 as const, cards: '3S 4S 5S 6S 7S 8S 9S' };
const SHORT = { team: 0 as const, cards: '3S 4S 5S' };

/** The same state as plain JSON, told it was played under `rules`. */
function under(state: GameState, rules: Partial<RuleSet>): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
  copy.rules = { ...state.rules, ...rules };
  return copy;
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof SnapshotError) return e.message;
    throw e;
  }
  throw new Error('the state was accepted');
}

describe('validateGameState and the rule variants', () => {
  it("accepts a close under closingRequires: 'birimba' by a team that owns one", () => {
    const state = closedDeal([BIRIMBA]);
    expect(validateGameState(under(state, { closingRequires: 'birimba' })).closedBy).toBe(0);
  });

  it.each(['birimba', 'cleanBirimba'] as const)(
    "refuses a close under closingRequires: '%s' by a team that owns no birimba",
    (need) => {
      const state = closedDeal([SHORT]);
      expect(finalScores(state).teams[0].closingBonus).toBeGreaterThan(0);
      expect(refusal(() => validateGameState(under(state, { closingRequires: need })))).toMatch(
        /closed the deal without the .*birimba its rules ask for/,
      );
    },
  );

  it("refuses a close under closingRequires: 'cleanBirimba' by a team whose birimba is dirty", () => {
    const state = closedDeal([{ team: 0, cards: '3S 4S 5S JK 7S 8S 9S' }]);
    expect(validateGameState(under(state, { closingRequires: 'birimba' })).closedBy).toBe(0);
    expect(refusal(() => validateGameState(under(state, { closingRequires: 'cleanBirimba' })))).toMatch(
      /clean birimba/,
    );
  });

  it("refuses a birimbaki taken under birimbakiRequires: 'birimba' by a team that owns no birimba", () => {
    const mid = position({
      phase: 'play',
      hands: ['5H 6H 7H 9C', '', '', ''],
      tookBirimbaki: [true, false],
      melds: [SHORT],
    });
    expect(refusal(() => validateGameState(under(mid, { birimbakiRequires: 'birimba' })))).toMatch(
      /took its birimbaki without the birimba its rules ask for/,
    );
    const withBirimba = position({
      phase: 'play',
      hands: ['5H 6H 7H 9C', '', '', ''],
      tookBirimbaki: [true, false],
      melds: [BIRIMBA],
    });
    expect(validateGameState(under(withBirimba, { birimbakiRequires: 'birimba' })).tookBirimbaki).toEqual([
      true,
      false,
    ]);
  });

  it('restoreGame refuses the forbidden close, so it never reaches a score sheet', () => {
    const state = closedDeal([SHORT]);
    const actor = createGameActor({ state });
    const persisted = JSON.parse(JSON.stringify(persistGame(actor))) as {
      snapshot: { context: { game: unknown } };
    };
    actor.stop();
    expect(restoreGame(persisted).getSnapshot().context.game.closedBy).toBe(0);
    persisted.snapshot.context.game = under(state, { closingRequires: 'birimba' });
    expect(refusal(() => restoreGame(persisted))).toMatch(/without the birimba its rules ask for/);
  });
});
