// The simulator's game log files (`--log-dir`): a unit played — a deal, or under a match target every deal of the
// match — as a @birimba/game-log log, its file's name, and where it is written.

import { join } from 'node:path';
import type { RuleSet, Seat, Seed } from '@birimba/engine';
import { type GameLog, type LoggedDeal, type LoggedSeat, buildGameLog, serializeGameLog } from '@birimba/game-log';
import type { BotSpec } from './bot-spec.js';
import { writeWhole } from './disk.js';

/** The log of unit `deal` (its seed, teams swapped or not), the bot of each seat from seat 0 and every deal played. */
export function unitLog(
  deal: number,
  seed: number,
  swapped: boolean,
  seats: readonly BotSpec[],
  rules: RuleSet,
  deals: readonly LoggedDeal[],
): GameLog {
  const bots = seats.map((spec, seat): LoggedSeat => ({
    seat: seat as Seat,
    name: spec.label,
    kind: spec.kind,
    options: spec.reported,
  }));
  return buildGameLog({ source: 'simulator', deal, seed, swapped, rules, seats: bots, deals });
}

/**
 * `deal-000017-seed-18.json`, and `…-swapped.json` for the duplicate game; with six players `…-seating-1.json` and
 * `…-seating-2.json` for the games with the first bot at team B and C.
 */
export function gameLogName(deal: number, seed: Seed, swapped: boolean, seating?: number): string {
  const game = seating === undefined ? (swapped ? '-swapped' : '') : seating === 0 ? '' : `-seating-${String(seating)}`;
  return `deal-${String(deal).padStart(6, '0')}-seed-${String(seed)}${game}.json`;
}

/**
 * Writes a game's log whole or not at all (no empty file on a full disk); throws an OutputError when it cannot.
 * `seating` names a six-player game (its log's `swapped` does not tell the three apart).
 */
export function writeGameLog(dir: string, log: GameLog, seating?: number): void {
  writeWhole(join(dir, gameLogName(log.deal, log.seed, log.swapped, seating)), '--log-dir', (write) =>
    write(serializeGameLog(log)),
  );
}
