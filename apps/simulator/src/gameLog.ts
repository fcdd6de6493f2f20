// The replayable log of one game: seed, rule set, bots and moves, and the end it must replay to.

import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FinalScores, GameState, Move, RuleSet } from '@birimba/engine';
import type { BotSpec } from './botSpec.js';

export const GAME_LOG_FORMAT = 'birimba-sim-game';
export const GAME_LOG_VERSION = 1;

export interface LoggedBot {
  readonly seat: number;
  readonly name: string;
  readonly kind: string;
  readonly options: Readonly<Record<string, unknown>>;
}

export interface GameLog {
  readonly format: typeof GAME_LOG_FORMAT;
  readonly version: typeof GAME_LOG_VERSION;
  readonly deal: number;
  readonly seed: number;
  readonly swapped: boolean;
  readonly rules: RuleSet;
  /** The bot of each seat, 0..3. */
  readonly bots: readonly LoggedBot[];
  readonly moves: readonly Move[];
  readonly final: {
    readonly scores: FinalScores;
    readonly turns: number;
    /** SHA-256 of the final game state's JSON: a replay must reach exactly this state. */
    readonly stateSha256: string;
  };
}

export function stateSha256(state: GameState): string {
  return createHash('sha256').update(JSON.stringify(state)).digest('hex');
}

export function gameLog(
  deal: number,
  seed: number,
  swapped: boolean,
  seats: readonly [BotSpec, BotSpec, BotSpec, BotSpec],
  state: GameState,
  scores: FinalScores,
  moves: readonly Move[],
): GameLog {
  return {
    format: GAME_LOG_FORMAT,
    version: GAME_LOG_VERSION,
    deal,
    seed,
    swapped,
    rules: state.rules,
    bots: seats.map((s, seat) => ({ seat, name: s.label, kind: s.kind, options: s.reported })),
    moves,
    final: { scores, turns: state.turnNumber, stateSha256: stateSha256(state) },
  };
}

/** `deal-000017-seed-18.json`, and `…-swapped.json` for the duplicate game. */
export function gameLogName(deal: number, seed: number, swapped: boolean): string {
  return `deal-${String(deal).padStart(6, '0')}-seed-${String(seed)}${swapped ? '-swapped' : ''}.json`;
}

export function writeGameLog(dir: string, log: GameLog): void {
  writeFileSync(join(dir, gameLogName(log.deal, log.seed, log.swapped)), `${JSON.stringify(log)}\n`);
}
