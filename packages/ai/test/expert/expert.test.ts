import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type Move,
  type RuleSet,
  DECK,
  applyMove,
  isWild,
  layOffOptions,
  newGame,
  randomSource,
  redealHiddenCards,
  viewFor,
} from '@birimba/engine';
import { Playout } from '@birimba/engine/playout';
import {
  BotError,
  LEVELS,
  botKinds,
  createBot,
  dealValue,
  expertBot,
  inferenceWeights,
  matchEquity,
  playGame,
} from '../../src/index.js';
import { inMutationRun, soak, statisticalIt } from '../support/samples.js';

/**
 * A small fixed budget keeps the tests quick and the decisions repeatable; under `pnpm mutate` a third of it (each
 * mutant of the expert reruns these tests with its search instrumented), which asks the same questions.
 */
const expert = createBot('expert', { iterations: inMutationRun ? 20 : 60 });

/**
 * The states of classic games 501, 502, … where someone is to decide, each game played once for the whole file. The
 * mutation run plays them again for each test, as it did when the scores were measured: Stryker reruns only the tests
 * that reached a mutant, and a test reading another's games would not reach the classic player's code itself.
 */
const played: GameState[][] = [];
function positions(games: number): GameState[] {
  if (inMutationRun) played.length = 0;
  const classic = createBot('classic');
  for (let g = played.length + 1; g <= games; g++) {
    const { moves } = playGame({ seed: 500 + g, bots: [classic, classic, classic, classic] });
    const states: GameState[] = [];
    let state = newGame({ seed: 500 + g });
    for (const m of moves) {
      if (state.phase !== 'over') states.push(state);
      state = applyMove(state, m);
    }
    played.push(states);
  }
  return played.slice(0, games).flat();
}

describe('the expert bot', () => {
  statisticalIt('plays whole games legally against every other bot, under every rule variant', () => {
    const variants: Partial<RuleSet>[] = [
      {},
      { allowSets: true },
      { closingRequires: 'cleanBirimba' },
      { birimbakiRequires: 'birimba', initialUpCard: true },
      { twoOfSuitNeverDirty: true, firstSeat: 'random' },
    ];
    const others = ['random', 'greedy', 'classic'].map((name) => createBot(name));
    // Legality is what is asked of whole games, not the search's strength: a smaller budget than the other tests'.
    const quick = createBot('expert', { iterations: 20 });
    // One game a variant in check (four in a soak run): over the five, the expert meets each other bot and sits
    // on both sides.
    variants.forEach((rules, v) => {
      for (let g = 1; g <= soak(4, 1); g++) {
        const other = others[(g + v) % others.length]!;
        const game = playGame({
          seed: 100 * v + g,
          rules,
          bots: (g + v) % 2 === 0 ? [quick, other, quick, other] : [other, quick, other, quick],
        });
        expect(game.state.phase).toBe('over');
      }
    });
  });

  it('decides the same from the same view and seed, in plain JSON', () => {
    for (const state of positions(2).filter((_, i) => i % 11 === 0)) {
      const view = viewFor(state, state.turn);
      const a = expert.decide(view, 99);
      expect(expert.decide(JSON.parse(JSON.stringify(view)) as typeof view, 99)).toEqual(a);
      expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    }
  });

  it('chooses the same whatever the cards hidden from it are (no peeking), at a fixed budget', () => {
    const random = randomSource('expert-no-peeking');
    let checked = 0;
    for (const state of positions(3).filter((_, i) => i % 13 === 0)) {
      const seat = state.turn;
      const decision = expert.decide(viewFor(state, seat), 4242);
      for (let k = 0; k < 3; k++) {
        expect(expert.decide(viewFor(redealHiddenCards(state, seat, random), seat), 4242)).toEqual(decision);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('explains its decision: candidates with their estimated values and rollout counts', () => {
    const state = positions(1).find((s) => s.phase === 'play' && (s.hands[s.turn]?.length ?? 0) >= 8) as GameState;
    const decision = expert.decide(viewFor(state, state.turn), 3);
    const candidates = decision.explanation?.candidates ?? [];
    expect(candidates.length).toBeGreaterThan(1);
    for (const c of candidates) {
      expect(c.description.length).toBeGreaterThan(3);
      expect(c.visits).toBeGreaterThan(0);
      expect(Number.isFinite(c.score)).toBe(true);
    }
    expect(decision.explanation?.summary).toMatch(/candidates over \d+ rollouts/);
    // The decision is the first candidate.
    expect(candidates[0]?.description).toBe(decision.explanation?.summary.split(':')[0]);
  });

  it('with timeMs, stops sampling at the first reading of its clock at or past the budget', () => {
    const state = positions(1).find((s) => s.phase === 'play') as GameState;
    const view = viewFor(state, state.turn);
    const rollouts: number[] = [];
    for (const timeMs of [5, 40]) {
      // A clock that moves one millisecond each time it is read.
      const readings: number[] = [];
      let now = 1000;
      const clock = (): number => {
        readings.push(now);
        return now++;
      };
      const decision = expertBot({ timeMs, clock }).decide(view, 1);
      expect(applyMove(state, decision.moves[0] as Move)).toBeDefined();
      // Started at 1000, read before every sample after a round's first, and never again once it said 1000 + timeMs.
      expect(readings[0]).toBe(1000);
      expect(readings[readings.length - 1]).toBe(1000 + timeMs);
      rollouts.push(decision.explanation?.rollouts ?? 0);
    }
    // More time, more rollouts.
    expect(rollouts[0]).toBeGreaterThan(0);
    expect(rollouts[1]).toBeGreaterThan(rollouts[0] as number);
    // With a fixed budget of rollouts the clock is never read.
    let read = 0;
    expertBot({ iterations: 20, clock: () => read++ }).decide(view, 1);
    expect(read).toBe(0);
  });

  it('with inference, samples a card that fits a seat’s own meld less often in that seat’s hand, and still never peeks', () => {
    const state = positions(2).find(
      (s) => s.phase === 'play' && s.melds.some((m) => m.team !== s.turn % 2),
    ) as GameState;
    const view = viewFor(state, state.turn);
    const weights = inferenceWeights(view);
    expect(weights[view.seat]).toBeUndefined();
    const other = ((view.seat + 1) % 4) as 0 | 1 | 2 | 3;
    const theirMeld = view.melds.find((m) => m.team === other % 2);
    const w = weights[other] as Float64Array;
    const fitting = DECK.filter(
      (c) => !isWild(c) && theirMeld !== undefined && layOffOptions(theirMeld, [c]).length > 0,
    );
    expect(fitting.length).toBeGreaterThan(0);
    for (const c of fitting) expect(w[c.id]).toBeLessThan(1);
    const bot = createBot('expert', { iterations: 60, inference: true });
    const random = randomSource('inference-no-peeking');
    const decision = bot.decide(view, 7);
    for (let k = 0; k < 3; k++)
      expect(bot.decide(viewFor(redealHiddenCards(state, state.turn, random), state.turn), 7)).toEqual(decision);
  });

  it('refuses unknown or ill-typed options, and inherited keys', () => {
    expect(() => createBot('expert', { depth: 3 })).toThrow(BotError);
    expect(() => createBot('expert', { iterations: 0 })).toThrow(/iterations/);
    expect(() => createBot('expert', { iterations: 1.5 })).toThrow(BotError);
    expect(() => createBot('expert', { timeMs: -1 })).toThrow(BotError);
    expect(() => createBot('expert', { rollout: 'smart' })).toThrow(BotError);
    for (const key of ['__proto__', 'constructor', 'toString']) {
      expect(() => createBot('expert', JSON.parse(`{"${key}": 1}`) as Record<string, unknown>)).toThrow(
        /has no option/,
      );
    }
  });
});

describe('the value of a rollout', () => {
  it('is the score difference in a single deal', () => {
    const game = new Playout().load(newGame({ seed: 5 }));
    const view = viewFor(newGame({ seed: 5 }), 0);
    expect(dealValue(game, 0, view)).toBe(game.teamTotal(0) - game.teamTotal(1));
  });

  it('is the chance of winning the match, decided at the target, close to even when level', () => {
    expect(matchEquity(3100, 2000, 3000)).toBe(1);
    expect(matchEquity(2000, 3100, 3000)).toBe(0);
    expect(matchEquity(1000, 1000, 3000)).toBeCloseTo(0.5, 6);
    // A lead is worth more the closer the target.
    expect(matchEquity(2900, 2600, 3000)).toBeGreaterThan(matchEquity(900, 600, 3000));
    expect(matchEquity(1500, 1400, 3000)).toBeGreaterThan(0.5);
    // Bounded and cardinal: averaged over rollouts, it stays a probability.
    const state = newGame({ seed: 6, rules: { matchTarget: 3000 } });
    const value = dealValue(new Playout().load(state), 0, viewFor(state, 0));
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(1000);
  });
});

describe('the difficulty levels', () => {
  it('exist in the registry in order, each usable wherever a bot name is', () => {
    expect(LEVELS.map((l) => l.name)).toEqual(['easy', 'normal', 'hard', 'expert']);
    for (const level of LEVELS) {
      expect(botKinds().has(level.name)).toBe(true);
      const bot = createBot(level.name, level.kind === 'expert' ? { iterations: 30 } : {});
      expect(bot.name).toBe(level.name);
      const game = playGame({ seed: 77, bots: [bot, createBot('greedy'), bot, createBot('greedy')] });
      expect(game.state.phase).toBe('over');
    }
    expect(createBot('hard').options.iterations).toBe(200);
    expect(createBot('easy').options.noise).toBeGreaterThan(0);
  });
});
