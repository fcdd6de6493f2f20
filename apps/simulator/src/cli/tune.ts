// `birimba-sim tune`: the classic player's profile tuned by a genetic algorithm against a reference bot, from fresh
// settings or from a checkpoint; the summary on stdout, the best profile and the page asked for.

import type { Command } from 'commander';
import { counted } from '../counted.js';
import { UsageError } from '../errors.js';
import { readRules } from '../files.js';
import { checkOutputs, writeOutput } from '../outputs.js';
import {
  type TuneSettings,
  type TuneState,
  bestProfile,
  freshState,
  opponentSpec,
  tune,
  writeState,
} from '../tune/tune.js';
import { readState, tuneHtml, tuneSummary } from '../tune/tune-report.js';
import { type TuneOptions, addTuneOptions, checkTuneSettings } from './options.js';
import { type Terminal, exitOf, workerCount } from './terminal.js';
import { OutputError } from '../disk.js';

/** The options that are the run's settings: kept in the checkpoint, so a resumed run keeps them. */
const TUNE_SETTINGS = [
  'population',
  'generations',
  'deals',
  'opponent',
  'seed',
  'crossover',
  'mutation',
  'elite',
  'fitness',
] as const;

async function tuneCommand(term: Terminal, o: TuneOptions, command: Command): Promise<number> {
  const { note, out } = term;
  const rules = readRules(o.rules, undefined, o.players);
  let start: TuneState;
  if (o.resume !== undefined) {
    start = readState(o.resume);
    checkOutputs({ '--out': o.out, '--report': o.report, '--checkpoint': o.checkpoint ?? o.resume });
    // Settings belong to the run: a flag given again must agree with the checkpoint.
    for (const key of TUNE_SETTINGS) {
      if (command.getOptionValueSource(key) === 'cli' && o[key] !== start.settings[key]) {
        throw new UsageError(
          `--${key} ${String(o[key])} differs from the checkpoint's ${String(start.settings[key])}; a resumed run keeps its settings`,
        );
      }
    }
  } else {
    checkOutputs({ '--out': o.out, '--report': o.report, '--checkpoint': o.checkpoint });
    const settings = Object.fromEntries(TUNE_SETTINGS.map((k) => [k, o[k]])) as unknown as TuneSettings;
    checkTuneSettings(settings);
    start = freshState(settings);
  }
  await opponentSpec(start.settings);
  const checkpoint = o.checkpoint ?? o.resume ?? null;
  const s = start.settings;
  note(
    `tune: ${counted(s.generations, 'generation')} of ${counted(s.population, 'genome')}, ` +
      `${counted(s.deals, 'duplicate deal')} each against ${s.opponent} (${s.fitness} fitness), ` +
      `seed ${String(s.seed)}, ${workerCount(o.workers)}` +
      (start.generation > 0 ? `; resuming after generation ${String(start.generation)}` : ''),
  );
  const { state, stoppedBy, failed } = await tune(start, {
    workers: o.workers,
    decisionTimeout: o.decisionTimeout,
    rules,
    checkpoint,
    stderr: term.stderr,
  });
  if (checkpoint !== null) writeState(checkpoint, state);
  out(tuneSummary(state));
  const best = bestProfile(state);
  let written = true;
  const write = (path: string | undefined, text: () => string, option: string): void => {
    if (path === undefined) return;
    try {
      writeOutput(path, text(), option);
    } catch (e) {
      if (!(e instanceof OutputError)) throw e;
      note(e.message);
      written = false;
    }
  };
  if (best !== null) write(o.out, () => `${JSON.stringify(best, null, 2)}\n`, '--out');
  else if (o.out !== undefined) note(`no generation was played whole: no profile is written to ${o.out}`);
  write(o.report, () => tuneHtml(state), '--report');
  return exitOf({ stoppedBy, failed }, written);
}

export function addTuneCommand(cli: Command, term: Terminal, exit: (code: number) => void): void {
  addTuneOptions(
    cli
      .command('tune')
      .description(
        "tune the classic player's profile with a genetic algorithm: fitness = mean score difference per duplicate deal against a reference bot",
      ),
  ).action(async (o: TuneOptions, command: Command) => exit(await tuneCommand(term, o, command)));
}
