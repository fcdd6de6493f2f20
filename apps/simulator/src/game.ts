// One game through the engine's xstate machine: each seat's bot decides from `viewFor(state, seat)` with the AI's
// per-decision seed, so a game is the same as `playGame` from @birimba/ai with that deal seed.

import { type FinalScores, type GameState, type Move, type RuleSet, type Seat, IllegalMoveError, createGameActor, finalScores, sendMove, viewFor } from '@birimba/engine';
import { type Bot, decisionSeed } from '@birimba/ai';

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
  let state = actor.getSnapshot().context.game;
  const moves: Move[] = [];
  let step = 0;
  let lastTurn = 0;
  try {
    while (state.phase !== 'over') {
      if (state.turnNumber !== lastTurn) {
        lastTurn = state.turnNumber;
        step = 0;
      }
      const seat = state.turn;
      const bot = bots[seat];
      const t0 = performance.now();
      const decision = bot.decide(viewFor(state, seat), decisionSeed(seed, 0, state, step++));
      onDecision?.(seat, performance.now() - t0);
      if (decision.moves.length === 0) throw new Error(`bot ${bot.name} at seat ${String(seat)} decided no move`);
      for (const move of decision.moves) {
        try {
          state = sendMove(actor, move);
        } catch (e) {
          if (e instanceof IllegalMoveError) {
            throw new IllegalMoveError(e.code, `bot ${bot.name} at seat ${String(seat)}: ${e.message} (${JSON.stringify(move)})`);
          }
          throw e;
        }
        moves.push(move);
        // A plan cut short (a birimbaki's cards arrived, or the turn ended) is asked for again.
        if (state.phase === 'over' || state.turn !== seat || state.phase === 'draw') break;
      }
    }
  } finally {
    actor.stop();
  }
  return { state, scores: finalScores(state), moves };
}
