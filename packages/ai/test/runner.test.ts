// The runner step by step (the seed of each decision, what it records, where a plan stops, the turn limit), the
// random bot's plans, and the seeded random source pinned to its values: saved games and simulator logs replay
// bot decisions from these seeds, so a change here must be a deliberate one.
import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type Move,
  type PlayerView,
  applyMove,
  applyPlayToView,
  describePlan,
  legalMoves,
  newGame,
} from '@birimba/engine';
import {
  type Bot,
  type DecisionRecord,
  type PlayedGame,
  DEFAULT_MAX_TURNS,
  Random,
  createBot,
  decisionSeed,
  decisionStep,
  matchDecisionSeed,
  mixSeed,
  playGame,
  randomBot,
} from '../src/index.js';
import { makeView } from './support/view.js';

describe('the seeded random source, pinned', () => {
  it('mixes seeds to fixed values, all 53 bits of a number counting', () => {
    expect(mixSeed(1, 2, 3)).toBe(2048248639);
    expect(mixSeed(0)).toBe(1433019082);
    expect(mixSeed(-1)).toBe(1298316382);
    expect(mixSeed(2 ** 40)).toBe(1185475019);
    expect(mixSeed(2 ** 40)).not.toBe(mixSeed(0));
    expect(mixSeed()).not.toBe(mixSeed(0));
  });
  it('draws fixed numbers from a seed', () => {
    const r = new Random(42);
    expect([r.next(), r.next(), r.int(1, 6), r.between(2, 5)]).toEqual([
      0.4110817862674594, 0.6216058935970068, 1, 2.9903155202046037,
    ]);
  });
  it('stays within [from, to) for between', () => {
    const r = new Random(5);
    for (let i = 0; i < 200; i++) {
      const x = r.between(-3, 7);
      expect(x).toBeGreaterThanOrEqual(-3);
      expect(x).toBeLessThan(7);
    }
    expect(new Random(5).between(4, 4)).toBe(4);
  });
});

describe('the random bot', () => {
  it('draws or takes the pile in the draw phase, one move', () => {
    const view = makeView({ hand: '5S 9H KD', pile: '7C', phase: 'draw' });
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const decision = randomBot().decide(view, seed);
      expect(decision.moves).toHaveLength(1);
      const move = decision.moves[0] as Move;
      seen.add(move.type);
      expect(decision.explanation).toEqual({
        summary: `picked ${describePlan([move])} at random`,
        reason: { kind: 'at-random' },
        candidates: [],
      });
    }
    expect(seen).toEqual(new Set(['draw', 'takePile']));
  });

  it('plays legal steps until a discard or an empty hand, and stops there', () => {
    const view = makeView({ hand: '5S 6S 7S 8S QD', melds: [{ team: 0, cards: '9D 10D JD' }] });
    const endings = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const decision = randomBot().decide(view, seed);
      let current: PlayerView = view;
      decision.moves.forEach((move, i) => {
        expect(legalMoves(current)).toContainEqual(move);
        const last = i === decision.moves.length - 1;
        if (move.type === 'discard') expect(last).toBe(true);
        else {
          current = applyPlayToView(current, move);
          expect(current.hand.length === 0).toBe(last);
        }
      });
      endings.add((decision.moves.at(-1) as Move).type);
      expect(decision.explanation).toEqual({
        summary: `picked ${describePlan(decision.moves)} at random`,
        reason: { kind: 'at-random' },
        candidates: [],
      });
    }
    // Some plans discard; some lay everything down.
    expect(endings.has('discard')).toBe(true);
    expect(endings.size).toBeGreaterThan(1);
  });
});

describe('playGame', () => {
  /**
   * Visits the state of each decision of a played game, rebuilt from its moves, with the step within the turn and
   * the birimbakia left when the turn began; checks that every move was met.
   */
  function forEachDecision(
    game: PlayedGame,
    seed: number,
    visit: (state: GameState, i: number, at: { step: number; turnStart: number }) => void,
  ): void {
    let state = newGame({ seed });
    let moveIndex = 0;
    let lastTurn = -1;
    let step = 0;
    let turnStart = state.birimbakia.length;
    game.decisions.forEach((d, i) => {
      if (state.turnNumber !== lastTurn) [lastTurn, step, turnStart] = [state.turnNumber, 0, state.birimbakia.length];
      visit(state, i, { step: step++, turnStart });
      for (let k = 0; k < d.moves.length && moveIndex < game.moves.length; k++) {
        if (JSON.stringify(game.moves[moveIndex]) !== JSON.stringify(d.moves[k])) break;
        state = applyMove(state, game.moves[moveIndex]);
        moveIndex++;
        if (state.phase === 'over' || state.turn !== d.seat || state.phase === 'draw') break;
      }
    });
    expect(moveIndex).toBe(game.moves.length);
  }

  /** A bot that records the seed of each decision beside the state the runner decided from. */
  function recording(inner: Bot, log: { seed: number; turnNumber: number; seat: number }[]): Bot {
    return {
      ...inner,
      decide: (view, seed) => (
        log.push({ seed, turnNumber: view.turnNumber, seat: view.seat }),
        inner.decide(view, seed)
      ),
    };
  }

  it('gives each decision the seed of its game, bot seed, seat, turn and step within the turn', () => {
    const log: { seed: number; turnNumber: number; seat: number }[] = [];
    const bots = [0, 1, 2, 3].map(() => recording(createBot('greedy'), log)) as [Bot, Bot, Bot, Bot];
    const states: GameState[] = [];
    const game = playGame({
      seed: 11,
      botSeed: 5,
      bots,
      apply: (s, m) => {
        const next = applyMove(s, m);
        states.push(next);
        return next;
      },
    });
    // Rebuild the state of each decision from the moves, and the step within its turn.
    expect(log).toHaveLength(game.decisions.length);
    forEachDecision(game, 11, (state, i, { step }) => {
      expect(log[i]?.seed).toBe(decisionSeed(11, 5, state, step));
      expect(log[i]?.turnNumber).toBe(state.turnNumber);
    });
    expect(states.at(-1)).toBe(game.state);
    // Two decisions in one turn (draw, then play) get different seeds; so does another bot seed.
    expect(log[0]?.seed).not.toBe(log[1]?.seed);
    expect(decisionSeed(11, 6, newGame({ seed: 11 }), 0)).not.toBe(decisionSeed(11, 5, newGame({ seed: 11 }), 0));
    expect(decisionSeed(11, 0, newGame({ seed: 11 }), 0)).toBe(decisionSeed(11, 0, newGame({ seed: 11 }), 0));
  });

  it('asks a match’s bots with the seed playGame gives: the deal’s number as the bots’ seed', () => {
    const log: { seed: number; turnNumber: number; seat: number }[] = [];
    const bots = [0, 1, 2, 3].map(() => recording(createBot('greedy'), log)) as [Bot, Bot, Bot, Bot];
    const game = playGame({ seed: 12, bots });
    // The first deal of a match: the seeds the table and the server use are playGame's with bot seed 0.
    forEachDecision(game, 12, (state, i, { turnStart }) => {
      expect(log[i]?.seed).toBe(matchDecisionSeed(state, turnStart));
    });
    // A later deal's bots have new luck.
    const second = { ...newGame({ seed: 12 }), match: { ...newGame({ seed: 12 }).match, deal: 2 } };
    expect(matchDecisionSeed(second, 2)).toBe(decisionSeed(12, 1, second, 0));
    expect(matchDecisionSeed(second, 2)).not.toBe(matchDecisionSeed(newGame({ seed: 12 }), 2));
  });

  it('counts a turn’s decisions: the draw, the play, one more after each birimbaki picked up mid-play', () => {
    const drawing = newGame({ seed: 3 });
    const playing = applyMove(drawing, { type: 'draw' });
    expect(decisionStep(drawing, 2)).toBe(0);
    expect(decisionStep(playing, 2)).toBe(1);
    const pickedUp = { ...playing, birimbakia: playing.birimbakia.slice(1) };
    expect(decisionStep(pickedUp, 2)).toBe(2);
  });

  it('plays with bot seed 0 when none is given', () => {
    const a = playGame({ seed: 4, bots: [randomBot(), randomBot(), randomBot(), randomBot()] });
    const b = playGame({ seed: 4, botSeed: 0, bots: [randomBot(), randomBot(), randomBot(), randomBot()] });
    const c = playGame({ seed: 4, botSeed: 1, bots: [randomBot(), randomBot(), randomBot(), randomBot()] });
    expect(a.moves).toEqual(b.moves);
    expect(c.moves).not.toEqual(a.moves);
  });

  it('records every decision as made (seat, bot, phase, moves, time by the clock) and every move played', () => {
    let t = 0;
    const seen: DecisionRecord[] = [];
    const bots: [Bot, Bot, Bot, Bot] = [createBot('greedy'), randomBot(), createBot('greedy'), randomBot()];
    const game = playGame({ seed: 8, bots, now: () => (t += 3), onDecision: (r) => seen.push(r) });
    expect(seen).toEqual(game.decisions);
    expect(game.decisions.every((d) => d.ms === 3)).toBe(true);
    expect(game.decisions[0]).toMatchObject({
      seat: game.decisions[0]?.seat,
      bot: (bots as readonly Bot[])[game.decisions[0]?.seat ?? 0]?.name,
      phase: 'draw',
    });
    expect(new Set(game.decisions.map((d) => d.phase))).toEqual(new Set(['draw', 'play']));
    for (const d of game.decisions) expect(d.bot).toBe((bots as readonly Bot[])[d.seat]?.name);
    // The moves are exactly those played: replaying them gives the final state.
    expect(game.moves.reduce(applyMove, newGame({ seed: 8 }))).toEqual(game.state);
    // Without a clock every time is 0.
    expect(playGame({ seed: 8, bots }).decisions.every((d) => d.ms === 0)).toBe(true);
  });

  it('stops a plan where the turn passes, leaving later moves unplayed', () => {
    const greedy = createBot('greedy');
    // The same greedy player, with a move no rule allows after each plan that ends with a discard.
    const sloppy: Bot = {
      ...greedy,
      decide: (view, seed) => {
        const { moves } = greedy.decide(view, seed);
        return { moves: moves.at(-1)?.type === 'discard' ? [...moves, { type: 'draw' }] : moves };
      },
    };
    const plain = playGame({ seed: 21, bots: [greedy, greedy, greedy, greedy] });
    const padded = playGame({ seed: 21, bots: [sloppy, sloppy, sloppy, sloppy] });
    expect(padded.moves).toEqual(plain.moves);
    expect(padded.state).toEqual(plain.state);
  });

  it('stops a deal that runs past the turn limit, and not one that ends on it', () => {
    const bots: [Bot, Bot, Bot, Bot] = [randomBot(), randomBot(), randomBot(), randomBot()];
    const game = playGame({ seed: 2, bots });
    const turns = game.state.turnNumber;
    expect(turns).toBeLessThan(DEFAULT_MAX_TURNS);
    expect(playGame({ seed: 2, bots, maxTurns: turns }).moves).toEqual(game.moves);
    expect(() => playGame({ seed: 2, bots, maxTurns: turns - 1 })).toThrow(
      new Error(
        `the deal did not end within ${String(turns - 1)} turns (the bots keep taking the pile from each other)`,
      ),
    );
  });

  it('starts from a given deal', () => {
    const initial = newGame({ seed: 30, rules: { allowSets: true } });
    const bots: [Bot, Bot, Bot, Bot] = [randomBot(), randomBot(), randomBot(), randomBot()];
    expect(playGame({ seed: 30, initial, bots }).moves).toEqual(
      playGame({ seed: 30, rules: { allowSets: true }, bots }).moves,
    );
  });
});
