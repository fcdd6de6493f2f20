// The simulator's game log files (`--log-dir`): a unit played — a deal, or under a match target every deal of the
// match — as a @birimba/game-log log, its file's name, and where it is written.

import { join } from 'node:path';
import type { RuleSet, Seat, Seed } from '@birimba/engine';
import { type GameLog, type LoggedDeal, type LoggedSeat, buildGameLog, serializeGameLog } from '@birimba/game-log';
import type { BotSpec } from './bot-spec.js';
import { writeWhole } from './disk.js';

/** The log of unit `deal` (its seed, teams swapped or not), the bots of seats 0..3 and every deal played. */
export function unitLog(
  deal: number,
  seed: number,
  swapped: boolean,
  seats: readonly [BotSpec, BotSpec, BotSpec, BotSpec],
  rules: RuleSet,
  deals: readonly LoggedDeal[],
): GameLog {
  const entry = (seat: Seat): LoggedSeat => {
    const spec = seats[seat as 0 | 1 | 2 | 3];
    return { seat, name: spec.label, kind: spec.kind, options: spec.reported };
  };
  const bots = [entry(0), entry(1), entry(2), entry(3)] as const;
  return buildGameLog({ source: 'simulator', deal, seed, swapped, rules, seats: bots, deals });
}

/** `deal-000017-seed-18.json`, and `…-swapped.json` for the duplicate game. */
export function gameLogName(deal: number, seed: Seed, swapped: boolean): string {
  return `deal-${String(deal).padStart(6, '0')}-seed-${String(seed)}${swapped ? '-swapped' : ''}.json`;
}

/** Writes a game's log whole or not at all (no empty file on a full disk); throws an OutputError when it cannot. */
export function writeGameLog(dir: string, log: GameLog): void {
  writeWhole(join(dir, gameLogName(log.deal, log.seed, log.swapped)), '--log-dir', (write) =>
    write(serializeGameLog(log)),
  );
}
