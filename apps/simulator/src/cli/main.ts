// birimba-sim's command line as a function: the arguments and the streams in, the exit status out. Each command is
// a module of this folder (its options are in options.ts); this file wires them into one program. Bad input is one
// line on stderr and exit 2. The executable (../cli.ts) calls it with the process's own arguments and streams.

import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { UsageError, messageOf } from '../errors.js';
import { OutputError } from '../disk.js';
import { addMatchCommand } from './match.js';
import { addMergeCommand } from './merge.js';
import { addReplayCommand } from './replay.js';
import { EXIT_OUTPUT, type Io, type Terminal, terminal } from './terminal.js';
import { addTournamentCommand } from './tournament.js';
import { addTuneCommand } from './tune.js';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The commands, in the order --help lists them. */
const COMMANDS = [addMatchCommand, addTournamentCommand, addTuneCommand, addReplayCommand, addMergeCommand];

function program(io: Io, term: Terminal, setExit: (code: number) => void): Command {
  const cli = new Command('birimba-sim')
    .description('Headless Birimba matches and tournaments between bots, on worker threads, reproducible from a seed.')
    .version(VERSION, '-V, --version', 'print the version')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
      // As commander does for the process's streams: a terminal's width, else 80.
      getOutHelpWidth: () => (io.stdout.isTTY === true ? (io.stdout.columns ?? 80) : 80),
      getErrHelpWidth: () => (io.stderr.isTTY === true ? (io.stderr.columns ?? 80) : 80),
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
  for (const add of COMMANDS) add(cli, term, setExit);
  return cli;
}

/** `a, b and c`. */
const listed = (names: readonly string[]): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/** Runs the command line `argv` (without `node` and the script), writing to `io`; returns the exit status. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  let code = 0;
  const term = terminal(io);
  const cli = program(io, term, (c) => (code = c));
  if (argv.length === 0) {
    term.note(`no command given; the commands are ${listed(cli.commands.map((c) => c.name()))} (birimba-sim --help)`);
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
      term.note(e.message);
      return e.exitCode;
    }
    if (e instanceof OutputError) {
      term.note(e.message);
      return EXIT_OUTPUT;
    }
    term.note(
      `internal error: ${messageOf(e)}${process.env.BIRIMBA_SIM_DEBUG ? `\n${(e as Error).stack ?? ''}` : ' (set BIRIMBA_SIM_DEBUG=1 for the stack)'}`,
    );
    return 1;
  }
  return code;
}
