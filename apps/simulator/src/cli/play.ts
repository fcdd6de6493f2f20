// What `match` and `tournament` share: the rule set, seeds and output files checked before anything runs, and the
// run itself on the worker pool, the pairings' sinks (and their spooled records) cleared away whatever happens.

import type { Players, RuleSet } from '@birimba/engine';
import { duplicateText } from '../report.js';
import type { MatchBots } from '../seating.js';
import type { BotSpec } from '../bot-spec.js';
import { readRules } from '../files.js';
import { type OutputPaths, disposeSinks, makeSinks } from '../outputs.js';
import { type RunOutcome, runPlan } from '../run.js';
import type { MatchSink } from '../sink.js';
import { type RunOptions, checkSeedRange, resultOutputs } from './options.js';
import { type Terminal, exitOf } from './terminal.js';

/** The checks of a run's options that need no bot: its rule set, the range of its seeds, its output files. */
export function checkRun(o: RunOptions): { rules: RuleSet; paths: OutputPaths } {
  const rules = readRules(o.rules, o.target, o.players);
  checkSeedRange(o.seed, o.deals);
  return { rules, paths: resultOutputs(o) };
}

/** `20 deals played twice (teams swapped)`, `20 matches to 3000`: what a run plays of each pairing. */
export function unitsText(o: RunOptions, duplicate: boolean, players: Players): string {
  const { times, how } = duplicateText(players);
  const again = `${times} (${how})`;
  if (o.target === undefined) return `${String(o.deals)} deals${duplicate ? ` played ${again}` : ''}`;
  return `${String(o.deals)} matches to ${String(o.target)}${duplicate ? `, each played ${again}` : ''}`;
}

/**
 * Plays the pairings and hands the outcome and the seconds the run took to `report` (the summary and the files);
 * returns the exit status. Spooled records are removed at the end unless a file that needed them was not written.
 */
export async function playPairings(
  o: RunOptions,
  run: {
    readonly pairings: readonly MatchBots<BotSpec>[];
    readonly duplicate: boolean;
    readonly rules: RuleSet;
    readonly paths: OutputPaths;
    readonly logDirs: readonly (string | null)[] | null;
    readonly within: 'match' | 'tournament';
  },
  term: Terminal,
  /** Prints the summary and writes the files; false when a file could not be written. */
  report: (outcome: RunOutcome, sinks: readonly MatchSink[], seconds: number) => boolean,
): Promise<number> {
  const sinks = makeSinks(
    run.paths,
    run.pairings.map(() => run.rules),
    run.within,
    run.pairings.map((bots) => bots.length),
  );
  try {
    const started = performance.now();
    const outcome = await runPlan({
      pairings: run.pairings,
      seed: o.seed,
      deals: o.deals,
      duplicate: run.duplicate,
      rules: run.rules,
      workers: o.workers,
      shard: o.shard ?? null,
      engine: o.engine,
      sinks,
      logDirs: run.logDirs,
      decisionTimeout: o.decisionTimeout,
      stderr: term.stderr,
    });
    const written = report(outcome, sinks, (performance.now() - started) / 1000);
    return exitOf(outcome, written);
  } finally {
    disposeSinks(sinks);
  }
}
