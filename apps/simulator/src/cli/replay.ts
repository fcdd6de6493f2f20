// `birimba-sim replay <game.json>`: a logged game printed turn by turn (all of it, or what one seat saw) and checked
// to end as logged; a log that does not is exit 1.

import type { Command } from 'commander';
import { type Seat, isSeat } from '@birimba/engine';
import { UsageError } from '../errors.js';
import { ReplayError } from '@birimba/game-log';
import { BotCheckError, botChecker, loggedBots } from '../check-bots.js';
import { readGameLog, replayGame } from '../replay.js';
import { type ReplayOptions, addReplayOptions } from './options.js';
import { EXIT_REPLAY_MISMATCH, type Terminal } from './terminal.js';

async function replay(term: Terminal, file: string, o: ReplayOptions): Promise<number> {
  const { note, out } = term;
  const log = readGameLog(file);
  if (o.seat !== undefined && !isSeat(o.seat, log.rules.players))
    throw new UsageError(
      `--seat ${String(o.seat)} is not a seat of this ${String(log.rules.players)}-player game (seats 0 to ${String(log.rules.players - 1)})`,
    );
  const viewer: Seat | 'all' = o.seat === undefined ? 'all' : o.seat;
  try {
    const checker = o.checkBots ? botChecker(log, await loggedBots(log)) : null;
    replayGame(log, viewer, out, checker?.onEvent);
    out(
      checker === null
        ? "not checked: who played — the log's bots were not asked again (--check-bots asks them)"
        : `bots checked: the logged bots decide all ${String(checker.decisions())} decisions again exactly as logged`,
    );
  } catch (e) {
    if (e instanceof ReplayError || e instanceof BotCheckError) {
      note(`${file}: ${e.message}`);
      return EXIT_REPLAY_MISMATCH;
    }
    throw e;
  }
  return 0;
}

export function addReplayCommand(cli: Command, term: Terminal, exit: (code: number) => void): void {
  addReplayOptions(
    cli
      .command('replay')
      .description('print a logged game turn by turn in card notation and check it ends as logged (exit 1 if not)')
      .argument('<game.json>', 'a game log: written by match --log-dir, a <birimba-table> or a server (any version)'),
  ).action(async (file: string, o: ReplayOptions) => exit(await replay(term, file, o)));
}
