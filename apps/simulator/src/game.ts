// One unit of play — a deal, or with a match target every deal of a match (engine `nextDeal` until `isMatchOver`) —
// through the engine's pure core (the default, fastest) or its xstate actor. Each seat's bot decides from
// `viewFor(state, seat)` with the AI's per-decision seed, so a deal is exactly the game `playGame` from
// @birimba/ai plays with that seed; deal r of a match mixes r into the decision seeds.

import {
  type FinalScores,
  type GameState,
  type Move,
  type RuleSet,
  type Seat,
  createGameActor,
  isMatchOver,
  newGame,
  nextDeal,
  sendMove,
} from '@birimba/engine';
import { type Bot, type DecisionRecord, playGame } from '@birimba/ai';

/** How moves are made: the engine's pure core (`applyMove`) or its xstate actor (`sendMove`); the games are the same. */
export type Engine = 'core' | 'machine';

export interface PlayedDeal {
  readonly state: GameState;
  readonly scores: FinalScores;
  readonly moves: readonly Move[];
}

export interface UnitOptions {
  readonly seed: number;
  /** With `matchTarget` set, the unit is a whole match; otherwise one deal. */
  readonly rules: RuleSet;
  /** The bot of each seat, from seat 0 (the engine's `teamOf` says whose team it plays for). */
  readonly bots: readonly Bot[];
  readonly engine: Engine;
  /** The most milliseconds a decision may take (checked when it returns; 0: none). */
  readonly decisionTimeout?: number;
  /** Told how long each decision took (ms), by seat. */
  readonly onDecision?: (seat: Seat, ms: number) => void;
}

/** Bots that never score (two random teams drift below zero) would play a match forever: it fails after this many deals. */
export const MAX_DEALS_PER_MATCH = 1000;

function playDeal(options: UnitOptions, initial: GameState, round: number): PlayedDeal {
  const { bots, seed, onDecision } = options;
  const common = {
    seed,
    bots,
    initial,
    botSeed: round,
    now: () => performance.now(),
    decisionTimeout: options.decisionTimeout ?? 0,
    ...(onDecision ? { onDecision: (d: DecisionRecord) => onDecision(d.seat, d.ms) } : {}),
  };
  if (options.engine === 'core') {
    const game = playGame(common);
    return { state: game.state, scores: game.scores, moves: game.moves };
  }
  const actor = createGameActor({ state: initial });
  try {
    const game = playGame({ ...common, apply: (_state, move) => sendMove(actor, move) });
    return { state: game.state, scores: game.scores, moves: game.moves };
  } finally {
    actor.stop();
  }
}

/**
 * Plays the unit to its end: one deal, or every deal of the match. A bot's illegal move throws the engine's
 * `IllegalMoveError`, naming the bot; `onDeal` is told of each finished deal (for logs).
 */
export function playUnit(options: UnitOptions, onDeal?: (deal: PlayedDeal, round: number) => void): PlayedDeal[] {
  const deals: PlayedDeal[] = [];
  let state = newGame({ seed: options.seed, rules: options.rules });
  for (let round = 0; ; round++) {
    const deal = playDeal(options, state, round);
    deals.push(deal);
    onDeal?.(deal, round);
    if (isMatchOver(deal.state)) return deals;
    if (round + 1 >= MAX_DEALS_PER_MATCH) {
      const totals = deal.state.match.totals.map(String).join(' to ');
      throw new Error(
        `the match did not reach its target of ${String(options.rules.matchTarget)} in ${String(MAX_DEALS_PER_MATCH)} deals (totals ${totals} before the last)`,
      );
    }
    state = nextDeal(deal.state);
  }
}
