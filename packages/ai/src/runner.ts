// Plays whole games between bots through the engine's pure API; the engine judges every move.

import {
  type FinalScores,
  type GameState,
  type Move,
  type RuleSet,
  type Seat,
  type Seed,
  IllegalMoveError,
  applyMove,
  finalScores,
  newGame,
  seedNumber,
  viewFor,
} from '@birimba/engine';
import type { Bot } from './bot.js';
import { mixSeed } from './random.js';

/** One decision of a game played by `playGame`. */
export interface DecisionRecord {
  /** The seat that decided. */
  readonly seat: Seat;
  /** Its bot's name. */
  readonly bot: string;
  /** The phase it decided in. */
  readonly phase: 'draw' | 'play';
  /** What it decided. */
  readonly moves: readonly Move[];
  /** How long it took, by the `now` clock (0 without one). */
  readonly ms: number;
}

/** A whole game played by `playGame`. */
export interface PlayedGame {
  /** The final state. */
  readonly state: GameState;
  /** The final scores. */
  readonly scores: FinalScores;
  /** Every move, in order. */
  readonly moves: readonly Move[];
  /** Every decision, in order. */
  readonly decisions: readonly DecisionRecord[];
}

/** Options of `playGame`. */
export interface PlayGameOptions {
  /** The deal's seed. */
  readonly seed: Seed;
  /** The rule set (defaults: rules.md). */
  readonly rules?: Partial<RuleSet>;
  /** The bot of each seat, 0..3 (seats 0 and 2 are team A). */
  readonly bots: readonly [Bot, Bot, Bot, Bot];
  /** Mixed into every decision seed, so the same deal can be played with other bot luck. */
  readonly botSeed?: number;
  /** A clock for decision times (ms); none by default so the package needs no timer API. */
  readonly now?: () => number;
  /** The deal to play (default: `newGame` from `seed` and `rules`); it must be that deal's starting state. */
  readonly initial?: GameState;
  /**
   * How a move is made (default: the engine's pure `applyMove`). The simulator sends it to the engine's xstate
   * actor instead; either way an illegal move must throw the engine's `IllegalMoveError`.
   */
  readonly apply?: (state: GameState, move: Move) => GameState;
  /** Told of every decision as it is made. */
  readonly onDecision?: (record: DecisionRecord) => void;
  /**
   * A deal still going after this many turns throws (default 2000; real deals take 40 to 60). The rules let players
   * take a one-card pile from each other for ever, so bots that stall must not hang a simulation.
   */
  readonly maxTurns?: number;
}

/** The turn limit of `playGame` unless told otherwise. */
export const DEFAULT_MAX_TURNS = 2000;

/**
 * Which decision of its turn the seat to act is asked for: 0 for the draw, 1 in the play phase, one more after each
 * birimbaki picked up in the middle of the turn (the plan made before it ran out with the hand).
 * `birimbakiAtTurnStart` is how many birimbakia were left when the turn began. `playGame`, the table and the server
 * all count with it, so a deal played anywhere asks its bots with the same seeds.
 */
export function decisionStep(state: GameState, birimbakiAtTurnStart: number): number {
  return state.phase === 'draw' ? 0 : 1 + birimbakiAtTurnStart - state.birimbakia.length;
}

/** The seed of one decision: from the game seed, the seat, the turn and the step within the turn (`decisionStep`). */
export function decisionSeed(gameSeed: Seed, botSeed: number, state: GameState, step: number): number {
  return mixSeed(seedNumber(gameSeed), botSeed, state.turn, state.turnNumber, step);
}

/** Plays one game to the end. A bot's illegal move throws the engine's `IllegalMoveError`, naming the bot. */
export function playGame(options: PlayGameOptions): PlayedGame {
  const { bots, now } = options;
  const apply = options.apply ?? applyMove;
  let state = options.initial ?? newGame({ seed: options.seed, ...(options.rules ? { rules: options.rules } : {}) });
  const moves: Move[] = [];
  const decisions: DecisionRecord[] = [];
  let lastTurn = 0;
  let birimbakiAtTurnStart = state.birimbakia.length;
  const maxTurns = options.maxTurns ?? DEFAULT_MAX_TURNS;
  while (state.phase !== 'over') {
    if (state.turnNumber > maxTurns) {
      throw new Error(
        `the deal did not end within ${String(maxTurns)} turns (the bots keep taking the pile from each other)`,
      );
    }
    if (state.turnNumber !== lastTurn) {
      lastTurn = state.turnNumber;
      birimbakiAtTurnStart = state.birimbakia.length;
    }
    const seat = state.turn;
    const bot = bots[seat];
    const phase = state.phase;
    const t0 = now?.() ?? 0;
    const decision = bot.decide(
      viewFor(state, seat),
      decisionSeed(options.seed, options.botSeed ?? 0, state, decisionStep(state, birimbakiAtTurnStart)),
    );
    const ms = (now?.() ?? 0) - t0;
    const record: DecisionRecord = { seat, bot: bot.name, phase, moves: decision.moves, ms };
    decisions.push(record);
    options.onDecision?.(record);
    if (decision.moves.length === 0) throw new Error(`bot ${bot.name} at seat ${String(seat)} decided no move`);
    for (const move of decision.moves) {
      try {
        state = apply(state, move);
      } catch (e) {
        if (e instanceof IllegalMoveError) {
          throw new IllegalMoveError(
            e.code,
            `bot ${bot.name} at seat ${String(seat)}: ${e.message} (${JSON.stringify(move)})`,
          );
        }
        throw e;
      }
      moves.push(move);
      if (state.phase === 'over' || state.turn !== seat || state.phase === 'draw') break;
    }
    // A plan cut short (a birimbaki's cards arrived) leaves the same seat in play: it is asked again.
  }
  return { state, scores: finalScores(state), moves, decisions };
}
