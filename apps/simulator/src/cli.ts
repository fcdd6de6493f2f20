#!/usr/bin/env node
// birimba-sim: the command line. Each command is a module of src/cli/ (its options are in cli/options.ts); this file
// wires them into one program. Bad input is one line on stderr and exit 2.

import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { UsageError, messageOf } from './errors.js';
import { addMatchCommand } from './cli/match.js';
import { addMergeCommand } from './cli/merge.js';
import { addReplayCommand } from './cli/replay.js';
import { EXIT_OUTPUT, note } from './cli/terminal.js';
import { OutputError } from './disk.js';
import { addTournamentCommand } from './cli/tournament.js';
import { addTuneCommand } from './cli/tune.js';

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/** The commands, in the order --help lists them. */
const COMMANDS = [addMatchCommand, addTournamentCommand, addTuneCommand, addReplayCommand, addMergeCommand];

function program(setExit: (code: number) => void): Command {
  const cli = new Command('birimba-sim')
    .description('Headless Birimba matches and tournaments between bots, on worker threads, reproducible from a seed.')
    .version(VERSION, '-V, --version', 'print the version')
    .exitOverride()
    .configureOutput({
      // Commander's own errors (unknown option, missing argument…) become one line.
      outputError: (text, write) =>
        write(
          `birimba-sim: ${text
            .replace(/^error: /, '')
            .trim()
            .replace(/\s*\n\s*/g, ' ')}\n`,
        ),
    })
    .showSuggestionAfterError(true);
  for (const add of COMMANDS) add(cli, setExit);
  return cli;
}

/** `a, b and c`. */
const listed = (names: readonly string[]): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

async function main(argv: readonly string[]): Promise<number> {
  let code = 0;
  const cli = program((c) => (code = c));
  if (argv.length === 0) {
    note(`no command given; the commands are ${listed(cli.commands.map((c) => c.name()))} (birimba-sim --help)`);
    return 2;
  }
  try {
    await cli.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version end here with code 0; commander already printed any error.
      return e.exitCode === 0 ? 0 : 2;
    }
    if (e instanceof UsageError) {
      note(e.message);
      return e.exitCode;
    }
    if (e instanceof OutputError) {
      note(e.message);
      return EXIT_OUTPUT;
    }
    note(
      `internal error: ${messageOf(e)}${process.env.BIRIMBA_SIM_DEBUG ? `\n${(e as Error).stack ?? ''}` : ' (set BIRIMBA_SIM_DEBUG=1 for the stack)'}`,
    );
    return 1;
  }
  return code;
}

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
});
process.exitCode = await main(process.argv.slice(2));
