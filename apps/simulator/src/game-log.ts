// The replayable log of one game — a deal, or under a match target every deal of the match: seed, rule set, bots,
// and each deal's moves and the end it must replay to.

import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FinalScores, GameState, Move, RuleSet } from '@birimba/engine';
import type { BotSpec } from './bot-spec.js';

export const GAME_LOG_FORMAT = 'birimba-sim-game';
export const GAME_LOG_VERSION = 2;

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
  /** Every deal of the game in order: one, or the match's. */
  readonly deals: readonly LoggedDeal[];
}

export interface LoggedDeal {
  readonly moves: readonly Move[];
  readonly final: {
    readonly scores: FinalScores;
    readonly turns: number;
    /** SHA-256 of the final game state's JSON: a replay must reach exactly this state. */
    readonly stateSha256: string;
  };
}

/** What a deal played leaves in the log. */
export function loggedDeal(state: GameState, scores: FinalScores, moves: readonly Move[]): LoggedDeal {
  return { moves, final: { scores, turns: state.turnNumber, stateSha256: stateSha256(state) } };
}

export function stateSha256(state: GameState): string {
  return createHash('sha256').update(JSON.stringify(state)).digest('hex');
}

export function gameLog(
  deal: number,
  seed: number,
  swapped: boolean,
  seats: readonly [BotSpec, BotSpec, BotSpec, BotSpec],
  rules: RuleSet,
  deals: readonly LoggedDeal[],
): GameLog {
  return {
    format: GAME_LOG_FORMAT,
    version: GAME_LOG_VERSION,
    deal,
    seed,
    swapped,
    rules,
    bots: seats.map((s, seat) => ({ seat, name: s.label, kind: s.kind, options: s.reported })),
    deals,
  };
}

/** `deal-000017-seed-18.json`, and `…-swapped.json` for the duplicate game. */
export function gameLogName(deal: number, seed: number, swapped: boolean): string {
  return `deal-${String(deal).padStart(6, '0')}-seed-${String(seed)}${swapped ? '-swapped' : ''}.json`;
}

export function writeGameLog(dir: string, log: GameLog): void {
  writeFileSync(join(dir, gameLogName(log.deal, log.seed, log.swapped)), `${JSON.stringify(log)}\n`);
}
