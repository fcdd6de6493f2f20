// The score sheet of a finished deal (rules §7): who won, on a lead either way or a tie, the refusal before the end,
// the public running score with a birimba on the table, and every result function naming itself when refused.
import { describe, expect, it } from 'vitest';
import {
  type GameState,
  ArgumentError,
  SnapshotError,
  applyMove,
  finalScores,
  isMatchOver,
  matchTotals,
  newGame,
  nextDeal,
  publicScores,
  teamScores,
  viewFor,
} from '../../src/index.js';
import { ids, position } from '../support/position.js';
import { thrown } from '../support/thrown.js';

/** Seat 0 draws the last stock card (KS) and throws it: the deal ends, nobody closing, on these hands. */
function lastTurn(hands: [string, string, string, string], melds: { team: 0 | 1; cards: string }[] = []): GameState {
  let state = position({ hands, melds, stock: 'KS', stockSize: 1, turn: 0, phase: 'draw' });
  state = applyMove(state, { type: 'draw' });
  return applyMove(state, { type: 'discard', card: ids(state, 'KS')[0] as number });
}

describe('finalScores: the winner of a deal', () => {
  it('is team B when B has more, team A when A has more, and nobody on equal totals', () => {
    // Hands left: A 5C + KH (5 + 10), B 5D + 5S (5 + 5); both lose 100 for the untaken birimbaki.
    const bWins = finalScores(lastTurn(['5C', '5D', 'KH', '5S']));
    expect(bWins.teams.map((t) => t.total)).toEqual([-115, -110]);
    expect(bWins.winner).toBe(1);
    const aWins = finalScores(lastTurn(['5C', 'KD', '5H', '5S']));
    expect(aWins.teams.map((t) => t.total)).toEqual([-110, -115]);
    expect(aWins.winner).toBe(0);
    const tie = finalScores(lastTurn(['5C', '5D', '5H', '5S']));
    expect(tie.teams.map((t) => t.total)).toEqual([-110, -110]);
    expect(tie.winner).toBeNull();
    expect(tie.endReason).toBe('stock-exhausted');
    expect(tie.closedBy).toBeNull();
  });

  it('refuses a deal still going on, with the code not-over', () => {
    const error = thrown(ArgumentError, () => finalScores(newGame({ seed: 1 })));
    expect(error.code).toBe('not-over');
    expect(error.message).toBe('the game is not over yet');
  });

  it('scores only a deal that is over and says why: a state claiming one without the other is refused', () => {
    const over = lastTurn(['5C', '5D', '5H', '5S']);
    const noReason = { ...over, endReason: null } as GameState;
    expect(thrown(ArgumentError, () => finalScores(noReason)).code).toBe('not-over');
    const notOver = newGame({ seed: 1 });
    const reasonOnly = { ...notOver, endReason: 'stock-exhausted' } as GameState;
    expect(thrown(ArgumentError, () => finalScores(reasonOnly)).code).toBe('not-over');
  });
});

describe('publicScores: the points on the table', () => {
  it('adds the birimba bonus to the meld points, for each team', () => {
    const state = position({
      hands: ['5C 9D', '5D', '5H', '5S'],
      melds: [
        { team: 0, cards: '3H 4H 5H 6H 7H 8H 9H' },
        { team: 1, cards: 'QS KS AS' },
      ],
    });
    const [a, b] = publicScores(state);
    expect(a.birimbaBonus).toBeGreaterThan(0);
    expect(a.onTable).toBe(a.meldPoints + a.birimbaBonus);
    expect(a.meldPoints).toBe(teamScores(state)[0].meldPoints);
    expect(a.birimbaBonus).toBe(teamScores(state)[0].birimbaBonus);
    expect(b).toEqual({
      meldPoints: teamScores(state)[1].meldPoints,
      birimbaBonus: 0,
      onTable: teamScores(state)[1].meldPoints,
    });
    expect(publicScores(viewFor(state, 1))).toEqual([a, b]);
  });
});

describe('result functions given what is not a game', () => {
  const calls: readonly [string, (x: unknown) => unknown][] = [
    ['finalScores', (x) => finalScores(x as GameState)],
    ['teamScores', (x) => teamScores(x as GameState)],
    ['matchTotals', (x) => matchTotals(x as GameState)],
    ['isMatchOver', (x) => isMatchOver(x as GameState)],
    ['nextDeal', (x) => nextDeal(x as GameState)],
    ['publicScores', (x) => publicScores(x as GameState)],
  ];
  it.each(calls)('%s refuses it, naming itself', (name, call) => {
    for (const value of [null, {}, 'state']) {
      const error = thrown(SnapshotError, () => call(value));
      expect(error.code).toBe('wrong-format');
      expect(error.message.startsWith(`${name} needs a game state`)).toBe(true);
    }
  });

  it('reports a state that breaks inside as malformed, naming the function that read it', () => {
    const broken = { ...lastTurn(['5C', '5D', '5H', '5S']), melds: 5 } as unknown as GameState;
    for (const [name, call] of [
      ['teamScores', teamScores],
      ['publicScores', publicScores],
      ['finalScores', finalScores],
    ] as const) {
      const error = thrown(SnapshotError, () => call(broken));
      expect(error.code).toBe('corrupted');
      // finalScores reads the teams' scores through teamScores, which names itself.
      expect(
        error.message.startsWith(
          `${name === 'finalScores' ? 'teamScores' : name}: the game state or view is malformed`,
        ),
      ).toBe(true);
    }
  });
});
