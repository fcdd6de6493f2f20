// What playGame guarantees whatever the bots do: a decision's view is its own (editing it changes nothing in the
// game), and a decision later than its deadline fails the game with the seat and the deadline.

import { describe, expect, it } from 'vitest';
import { type Card, type Meld, type PlayerView, buildPosition, viewFor } from '@birimba/engine';
import { type Bot, DecisionTimeoutError, createBot, playGame, privateView } from '../src/index.js';

/** A random bot that, once it has decided, scribbles over every part of its view it can reach. */
function scribbler(): Bot {
  const random = createBot('random');
  return {
    name: 'scribbler',
    options: {},
    decide(view: PlayerView, seed: number) {
      const decision = random.decide(view, seed);
      const hand = view.hand as Card[];
      const pile = view.pile as Card[];
      hand.reverse();
      pile.push(...hand.splice(0, 2));
      for (const k of view.known as Card[][]) k.length = 0;
      (view.tookBirimbaki as unknown as boolean[])[0] = !view.tookBirimbaki[0];
      (view.match.totals as unknown as number[])[1] = 12345;
      return decision;
    },
  };
}

describe('a view of its own for every decision', () => {
  it('a bot that edits its hand, the pile and the rest plays the very game of one that does not', () => {
    const random = createBot('random');
    for (const seed of [1, 2, 3]) {
      const plain = playGame({ seed, bots: [random, random, random, random] });
      const scribbled = playGame({ seed, bots: [scribbler(), random, scribbler(), random] });
      expect(scribbled.moves).toEqual(plain.moves);
      expect(scribbled.state).toEqual(plain.state);
    }
  });

  it('the melds and the rule set a bot sees cannot be changed, and the state keeps its own hand', () => {
    const state = buildPosition({
      phase: 'play',
      hands: ['5H 6H 7H 9C', '', '', ''],
      melds: [{ team: 0, cards: '3S 4S 5S' }],
    });
    const view = privateView(viewFor(state, 0));
    expect(() => (view.melds as Meld[]).pop()).toThrow(TypeError);
    expect(() => ((view.melds[0] as Meld).cards as Card[]).push(view.hand[0] as Card)).toThrow(TypeError);
    expect(() => ((view.rules as { allowSets: boolean }).allowSets = true)).toThrow(TypeError);
    (view.hand as Card[]).length = 0;
    expect(state.hands[0]).toHaveLength(4);
    expect(state.melds[0]?.cards).toHaveLength(3);
  });
});

/** A bot that takes `ms` of a fake clock over every decision (the test moves the clock, not the wall). */
function slow(clock: { t: number }, ms: number): Bot {
  const random = createBot('random');
  return {
    name: 'slow',
    options: {},
    decide(view, seed) {
      clock.t += ms;
      return random.decide(view, seed);
    },
  };
}

describe('the decision deadline', () => {
  it('fails the game at the first decision later than the deadline, naming the bot, the seat and the deadline', () => {
    const clock = { t: 0 };
    const random = createBot('random');
    let thrown: unknown;
    try {
      playGame({
        seed: 5,
        bots: [random, slow(clock, 150), random, random],
        now: () => clock.t,
        decisionTimeout: 100,
      });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(DecisionTimeoutError);
    expect(thrown).toMatchObject({ bot: 'slow', seat: 1, timeoutMs: 100 });
    expect((thrown as Error).message).toBe('bot slow at seat 1: no decision within 100 ms');
  });

  it('changes nothing for a slow bot within its deadline, or with none (0)', () => {
    const clock = { t: 0 };
    const random = createBot('random');
    const plain = playGame({ seed: 5, bots: [random, random, random, random] });
    for (const decisionTimeout of [200, 0]) {
      const game = playGame({
        seed: 5,
        bots: [random, slow(clock, 150), random, random],
        now: () => clock.t,
        decisionTimeout,
      });
      expect(game.moves).toEqual(plain.moves);
    }
  });

  it('refuses a deadline that is not a number of milliseconds', () => {
    const random = createBot('random');
    for (const decisionTimeout of [-1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => playGame({ seed: 5, bots: [random, random, random, random], decisionTimeout })).toThrow(
        /decisionTimeout is a number of milliseconds/,
      );
  });
});
