// Plays whole games between bots through the engine's pure API; the engine judges every move. Each decision gets
// a view of its own (no bot can change the game through it) and, when asked, a deadline.

import {
  type FinalScores,
  type GameState,
  type Move,
  type PlayerView,
  type RuleSet,
  type Seat,
  type Seed,
  IllegalMoveError,
  applyMove,
  finalScores,
  newGame,
  requirePlayers,
  seedNumber,
  viewFor,
} from '@birimba/engine';
import { type Bot, BOT_PLAYERS } from './bot.js';
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
  /** The bot of each seat, one per player (with four, seats 0 and 2 are team A; engine `teamOf`). */
  readonly bots: readonly Bot[];
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
   * The most milliseconds one decision may take (by `now`, or `performance.now` when no clock is given); 0 or
   * absent: no limit. A later decision throws a `DecisionTimeoutError` once the bot returns: one thread cannot stop a
   * bot that never returns, so a caller that must (the simulator) runs bots in a worker it can terminate.
   */
  readonly decisionTimeout?: number;
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

/** A decision that took longer than its deadline (`decisionTimeout`). */
export class DecisionTimeoutError extends Error {
  /** Always `DecisionTimeoutError`. */
  override readonly name = 'DecisionTimeoutError';
  constructor(
    /** The bot's name. */
    readonly bot: string,
    /** Its seat. */
    readonly seat: Seat,
    /** The deadline, in milliseconds. */
    readonly timeoutMs: number,
  ) {
    super(`bot ${bot} at seat ${String(seat)}: no decision within ${String(timeoutMs)} ms`);
  }
}

/**
 * A view of the decision's own, so that no bot can change the game through it (a view shares its arrays with the
 * game state, `viewFor`, and an edit would be played on): a new object with its own hand, pile, known cards,
 * teams' birimbaki flags and match totals, which the bot may sort or edit as it likes; the melds deep-frozen in
 * place (they are large and rarely new, and frozen objects are skipped, so each view freezes only a new meld); the
 * rule set and the cards are frozen already. Cheaper than a deep copy or freezing everything
 * (`bench/private-view.ts`: README).
 */
export function privateView(view: PlayerView): PlayerView {
  deepFreeze(view.melds);
  deepFreeze(view.rules);
  return {
    ...view,
    hand: view.hand.slice(),
    handSizes: view.handSizes.slice(),
    known: view.known.map((k) => k.slice()),
    pile: view.pile.slice(),
    tookBirimbaki: view.tookBirimbaki.slice() as unknown as PlayerView['tookBirimbaki'],
    match: { deal: view.match.deal, totals: view.match.totals.slice() as unknown as PlayerView['match']['totals'] },
  };
}

/** Freezes a value and everything in it, skipping what is frozen already (with what it holds). */
export function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
  else for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
}

/** The seed of one decision: from the game seed, the seat, the turn and the step within the turn (`decisionStep`). */
export function decisionSeed(gameSeed: Seed, botSeed: number, state: GameState, step: number): number {
  return mixSeed(seedNumber(gameSeed), botSeed, state.turn, state.turnNumber, step);
}

/**
 * The seed of a decision in a match, wherever it is played: the game's seed, the deal's number as the bots' seed (a
 * later deal's bots have new luck, as `playGame`'s `botSeed`), the turn and the step (`decisionStep` from the
 * birimbakia left when the turn began). The table and the server ask their bots with it, so four bots at either play
 * a deal exactly as `playGame({ seed, bots })` does.
 */
export function matchDecisionSeed(state: GameState, birimbakiAtTurnStart: number): number {
  return decisionSeed(state.seed, state.match.deal - 1, state, decisionStep(state, birimbakiAtTurnStart));
}

/** Plays one game to the end. A bot's illegal move throws the engine's `IllegalMoveError`, naming the bot. */
export function playGame(options: PlayGameOptions): PlayedGame {
  return playWith(options, privateView);
}

/**
 * `playGame` with another way of handing out views (`bench/private-view.ts` compares them); not part of the
 * package's entry point.
 */
export function playWith(options: PlayGameOptions, protect: (view: PlayerView) => PlayerView): PlayedGame {
  const { bots } = options;
  const timeout = options.decisionTimeout ?? 0;
  if (!(Number.isFinite(timeout) && timeout >= 0)) {
    throw new RangeError(`decisionTimeout is a number of milliseconds, 0 for none, not ${String(timeout)}`);
  }
  // The package declares no timer API; performance.now is in every runtime it runs in (Node, browsers, workers).
  const clock = (globalThis as { performance?: { now(): number } }).performance;
  const now = options.now ?? (timeout > 0 && clock ? () => clock.now() : undefined);
  if (timeout > 0 && now === undefined) throw new RangeError('decisionTimeout needs a clock: pass now');
  const apply = options.apply ?? applyMove;
  let state = options.initial ?? newGame({ seed: options.seed, ...(options.rules ? { rules: options.rules } : {}) });
  requirePlayers(state, BOT_PLAYERS, 'playGame');
  if (!Array.isArray(bots) || bots.length !== state.rules.players) {
    throw new RangeError(
      `playGame: a game of ${String(state.rules.players)} players needs ${String(state.rules.players)} bots, got ${Array.isArray(bots) ? String(bots.length) : typeof bots}`,
    );
  }
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
    const bot = (bots as readonly Bot[])[seat] as Bot;
    const phase = state.phase;
    const t0 = now?.() ?? 0;
    const view = protect(viewFor(state, seat));
    const decision = bot.decide(
      view,
      decisionSeed(options.seed, options.botSeed ?? 0, state, decisionStep(state, birimbakiAtTurnStart)),
    );
    const ms = (now?.() ?? 0) - t0;
    if (timeout > 0 && ms > timeout) throw new DecisionTimeoutError(bot.name, seat, timeout);
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
