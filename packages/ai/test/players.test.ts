// The bots play four players so far: a view or a game of two or six players is refused at the door with the
// engine's RuleSetError on the rule "players" (their heuristics and search know four seats).

import { describe, expect, it } from 'vitest';
import { RuleSetError, newGame, viewFor } from '@birimba/engine';
import { botKinds, createBot, playGame } from '../src/index.js';

const refusal = (work: () => unknown): RuleSetError => {
  try {
    work();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleSetError);
    return e as RuleSetError;
  }
  throw new Error('nothing thrown');
};

describe('the number of players the bots play', () => {
  it('every bot refuses a view of a two- or six-player game, naming the rule', () => {
    for (const players of [2, 6] as const) {
      const view = viewFor(newGame({ seed: 5, rules: { players } }), 0);
      for (const name of botKinds().keys()) {
        const error = refusal(() => createBot(name).decide(view, 1));
        expect(error.field, name).toBe('players');
        expect(error.message).toBe(`a bot plays only games of 4 players, not of ${String(players)} (rule "players")`);
      }
    }
  });

  it('playGame refuses a rule set or a dealt game of two or six players before a bot is asked', () => {
    const bot = createBot('random');
    const bots = [bot, bot, bot, bot] as const;
    expect(refusal(() => playGame({ seed: 1, rules: { players: 6 }, bots })).message).toMatch(/^playGame plays only/);
    const initial = newGame({ seed: 1, rules: { players: 2 } });
    expect(refusal(() => playGame({ seed: 1, initial, bots })).field).toBe('players');
    expect(playGame({ seed: 1, rules: { players: 4 }, bots }).state.phase).toBe('over');
  });
});
