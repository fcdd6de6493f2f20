// The bots play every form of the rules: two players alone, four and six in partnerships. The engine judges every
// move (`playGame` applies them through it), so a whole game per bot and form is the legality check; the memory and
// the search's value are checked where the number of seats changes what they mean.

import { describe, expect, it } from 'vitest';
import { type GameState, type Players, type Seat, newGame, seatsOf, teamOf, viewFor } from '@birimba/engine';
import { Playout } from '@birimba/engine/playout';
import { type Bot, botKinds, buildMemory, createBot, playGame } from '../src/index.js';
import { dealValue } from '../src/expert/value.js';
import { inferenceWeights } from '../src/expert/expert.js';
import { inMutationRun } from './support/samples.js';

const FORMS: readonly Players[] = [2, 6];
const fast = (name: string): Bot => createBot(name, name === 'expert' ? { iterations: 24 } : {});
/**
 * Whole deals are played here for their legality, not the search's strength: the hard level searches with the expert's
 * budget of this file in check; the mutation run keeps its own 200 rollouts a decision, with which the scores were
 * measured.
 */
const hardBudget = inMutationRun ? {} : { iterations: 24 };

describe('the bots at a table of two or six', () => {
  for (const players of FORMS) {
    for (const name of ['random', 'greedy', 'classic', 'expert']) {
      it(`${name} plays a whole ${String(players)}-player deal legally`, () => {
        const bots = seatsOf(players).map(() => fast(name));
        const played = playGame({ seed: `${name}-${String(players)}`, rules: { players }, bots });
        expect(played.state.phase).toBe('over');
        expect(played.scores.teams.length).toBe(players === 6 ? 3 : 2);
        // Every seat was asked, and each decision was its own seat's.
        expect(new Set(played.decisions.map((d) => d.seat)).size).toBe(players);
      });
    }
  }

  it('the difficulty levels play a six-player deal side by side', () => {
    const levels = [...botKinds().keys()].filter((k) => ['easy', 'normal', 'hard'].includes(k));
    // The three levels below the expert, each at two seats.
    expect(levels).toEqual(['easy', 'normal', 'hard']);
    const bots = seatsOf(6).map((s) => {
      const level = levels[s % levels.length] as string;
      return createBot(level, level === 'hard' ? hardBudget : {});
    });
    expect(playGame({ seed: 'levels-6', rules: { players: 6 }, bots }).state.phase).toBe('over');
  });

  it('playGame wants one bot per player, and says so', () => {
    const bot = createBot('random');
    expect(() => playGame({ seed: 1, rules: { players: 6 }, bots: [bot, bot, bot, bot] })).toThrow(
      'playGame: a game of 6 players needs 6 bots, got 4',
    );
    expect(() => playGame({ seed: 1, rules: { players: 2 }, bots: [bot, bot, bot, bot] })).toThrow(
      'a game of 2 players needs 2 bots, got 4',
    );
    expect(() => playGame({ seed: 1, bots: [bot, bot] })).toThrow('a game of 4 players needs 4 bots, got 2');
  });
});

describe('the classic player’s memory by form', () => {
  const memoryOf = (players: Players, seat: Seat) =>
    buildMemory(viewFor(newGame({ seed: 9, rules: { players } }), seat));

  it('two players: no partner, one opponent who is both next and before', () => {
    const m = memoryOf(2, 1);
    expect(m.partner).toBeNull();
    expect(m.partnerKnown).toEqual([]);
    expect(m.opponents).toEqual([0]);
    expect([m.nextOpponent, m.otherOpponent]).toEqual([0, 0]);
    expect(m.opposingTeams).toBe(1);
    expect(m.otherOpponentKnown).toEqual([]);
  });

  it('four players: as always, partner opposite and the two opponents around', () => {
    const m = memoryOf(4, 1);
    expect([m.partner, m.nextOpponent, m.otherOpponent, m.opposingTeams]).toEqual([3, 2, 0, 1]);
    expect(m.opponents).toEqual([2, 0]);
  });

  it('six players: partner opposite, four opponents in two teams, in playing order', () => {
    const m = memoryOf(6, 4);
    expect(m.partner).toBe(1);
    expect(m.opponents).toEqual([5, 0, 2, 3]);
    expect([m.nextOpponent, m.otherOpponent, m.opposingTeams]).toEqual([5, 3, 2]);
    for (const s of m.opponents) expect(teamOf(s, 6)).not.toBe(m.team);
    // At the deal the stock is whole: the stage starts at 0 in every form.
    expect(m.stage).toBe(0);
  });

  it('a six-player opponent team that took its birimbaki with a short hand is the threat', () => {
    const state = newGame({ seed: 3, rules: { players: 6 } });
    const tookBirimbaki = [false, false, true] as unknown as GameState['tookBirimbaki'];
    const handSizes = seatsOf(6).map((s) => (s === 5 ? 2 : 11));
    const view = { ...viewFor(state, 0), tookBirimbaki, handSizes };
    const m = buildMemory(view);
    expect(m.opponentsTookBirimbaki).toBe(true);
    expect(m.threat).toBeGreaterThan(0.8);
    expect(buildMemory(viewFor(state, 0)).threat).toBeLessThan(0.3);
  });
});

describe('the expert’s view of a table of six', () => {
  it('weighs the hidden cards of the third deck too, for every other seat', () => {
    const view = viewFor(newGame({ seed: 4, rules: { players: 6 } }), 2);
    const weights = inferenceWeights(view);
    expect(weights.length).toBe(6);
    expect(weights[2]).toBeUndefined();
    for (const s of [0, 1, 3, 4, 5]) expect(weights[s]?.length).toBe(162);
  });

  it('values a match against the best of the two other teams', () => {
    const state = newGame({ seed: 6, rules: { players: 6, matchTarget: 3000 } });
    const view = viewFor(state, 0);
    const game = new Playout(6);
    game.load(state);
    const base = dealValue(game, 0, view);
    // Team C far ahead in the match: team A's chances fall, whatever team B has.
    const behind = dealValue(game, 0, { ...view, match: { ...view.match, totals: [0, 0, 2500] as never } });
    const level = dealValue(game, 0, { ...view, match: { ...view.match, totals: [2500, 0, 2500] as never } });
    expect(behind).toBeLessThan(base);
    expect(level).toBeGreaterThan(behind);
  });
});
