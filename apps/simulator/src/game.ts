// One game through the engine's xstate machine: each seat's bot decides from `viewFor(state, seat)` with the AI's
// per-decision seed, so a game is the same as `playGame` from @birimba/ai with that deal seed.

import { type FinalScores, type GameState, type Move, type RuleSet, type Seat, createGameActor, sendMove } from '@birimba/engine';
import { type Bot, type DecisionRecord, playGame } from '@birimba/ai';

export interface MachineGame {
  readonly state: GameState;
  readonly scores: FinalScores;
  readonly moves: readonly Move[];
}

export interface MachineGameOptions {
  readonly seed: number;
  readonly rules: RuleSet;
  /** The bot of each seat, 0..3 (seats 0 and 2 are team A). */
  readonly bots: readonly [Bot, Bot, Bot, Bot];
  /** Told how long each decision took (ms), by seat. */
  readonly onDecision?: (seat: Seat, ms: number) => void;
}

/** Plays one deal to its end. A bot's illegal move throws the engine's `IllegalMoveError`, naming the bot. */
export function playOnMachine(options: MachineGameOptions): MachineGame {
  const { bots, seed, onDecision } = options;
  const actor = createGameActor({ seed, rules: options.rules });
  try {
    const game = playGame({
      seed,
      bots,
      initial: actor.getSnapshot().context.game,
      apply: (_state, move) => sendMove(actor, move),
      now: () => performance.now(),
      ...(onDecision ? { onDecision: (d: DecisionRecord) => onDecision(d.seat, d.ms) } : {}),
    });
    return { state: game.state, scores: game.scores, moves: game.moves };
  } finally {
    actor.stop();
  }
}
