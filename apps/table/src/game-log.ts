// A deal played at the table as the simulator's replayable game log (`birimba-sim replay` reads it): the format of
// apps/simulator/src/gameLog.ts, version 1 — seed, rules, who sat where, the moves, and the end a replay must reach.

import {
  type FinalScores,
  type GameState,
  type Move,
  type RuleSet,
  type Seed,
  createGameActor,
  finalScores,
  sendMove,
} from '@birimba/engine';
import { sha256Hex } from './sha256.js';

export const GAME_LOG_FORMAT = 'birimba-sim-game';
export const GAME_LOG_VERSION = 1;

/** Who played a seat: a bot of the AI registry (`name` and `kind` are its name), or `human`. */
export interface LoggedSeat {
  readonly seat: number;
  readonly name: string;
  readonly kind: string;
  readonly options: Readonly<Record<string, unknown>>;
}

/** The simulator's game log, version 1. */
export interface GameLog {
  readonly format: typeof GAME_LOG_FORMAT;
  readonly version: typeof GAME_LOG_VERSION;
  /** The deal's number (a game at the table is deal 1). */
  readonly deal: number;
  /** The game seed: a number, or the string the table drew for an unseeded game. */
  readonly seed: Seed;
  readonly swapped: boolean;
  readonly rules: RuleSet;
  /** Seats 0..3. */
  readonly bots: readonly LoggedSeat[];
  readonly moves: readonly Move[];
  readonly final: {
    readonly scores: FinalScores;
    readonly turns: number;
    /** SHA-256 of the final state's JSON: a replay must reach exactly this state. */
    readonly stateSha256: string;
  };
}

/**
 * The log of a deal dealt from `state.seed` and `state.rules` and played with `moves` to `state`, or null when
 * those moves do not lead there from that seed (a later deal of a match, or moves that were not all recorded).
 * Checked the way the simulator replays: through the engine's machine, to a state of the same JSON.
 */
export function gameLog(state: GameState, seats: readonly string[], moves: readonly Move[]): GameLog | null {
  const actor = createGameActor({ seed: state.seed, rules: state.rules });
  let replayed: GameState = actor.getSnapshot().context.game;
  try {
    for (const move of moves) replayed = sendMove(actor, move);
  } catch {
    return null;
  } finally {
    actor.stop();
  }
  const json = JSON.stringify(replayed);
  if (json !== JSON.stringify(state)) return null;
  return {
    format: GAME_LOG_FORMAT,
    version: GAME_LOG_VERSION,
    deal: state.match.deal,
    seed: state.seed,
    swapped: false,
    rules: state.rules,
    bots: seats.map((kind, seat) => ({ seat, name: kind, kind, options: {} })),
    moves: [...moves],
    final: { scores: finalScores(state), turns: state.turnNumber, stateSha256: sha256Hex(json) },
  };
}
