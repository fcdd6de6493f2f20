// `birimba-sim replay <game.json>`: a logged game printed turn by turn (all of it, or what one seat saw) and checked
// to end as logged; a log that does not is exit 1.

import type { Command } from 'commander';
import type { Seat } from '@birimba/engine';
import { ReplayMismatchError } from '../errors.js';
import { readGameLog, replayGame } from '../replay.js';
import { type ReplayOptions, addReplayOptions } from './options.js';
import { note, out } from './terminal.js';

function replay(file: string, o: ReplayOptions): number {
  const log = readGameLog(file);
  const viewer: Seat | 'all' = o.seat === undefined ? 'all' : (o.seat as Seat);
  try {
    replayGame(log, viewer, out);
  } catch (e) {
    if (e instanceof ReplayMismatchError) {
      note(`${file}: ${e.message}`);
      return e.exitCode;
    }
    throw e;
  }
  return 0;
}

export function addReplayCommand(cli: Command, exit: (code: number) => void): void {
  addReplayOptions(
    cli
      .command('replay')
      .description('print a logged game turn by turn in card notation and check it ends as logged (exit 1 if not)')
      .argument('<game.json>', 'a game log written by match --log-dir'),
  ).action((file: string, o: ReplayOptions) => exit(replay(file, o)));
}
