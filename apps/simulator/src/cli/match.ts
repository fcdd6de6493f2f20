// `birimba-sim match <botA> <botB>`: two bots over the same deals (or matches to a target), the summary on stdout
// and the result files asked for.

import type { Command } from 'commander';
import { type BotSpec, parseBotSpec } from '../bot-spec.js';
import { makeLogDir, writeMatchOutputs } from '../outputs.js';
import { matchSummary } from '../report.js';
import { matchReport } from '../results.js';
import { type MatchOptions, addMatchOptions } from './options.js';
import { checkRun, playPairings, unitsText } from './play.js';
import { note, out, shardNote, workerCount } from './terminal.js';

async function match(a: string, b: string, o: MatchOptions): Promise<number> {
  const { rules, paths } = checkRun(o);
  const bots: [BotSpec, BotSpec] = [await parseBotSpec(a), await parseBotSpec(b)];
  if (o.logDir !== undefined) makeLogDir(o.logDir);
  note(
    `match ${a} vs ${b}: ${unitsText(o, o.duplicate, rules.players)}, seed ${String(o.seed)}${shardNote(o.shard ?? null)}, ${workerCount(o.workers)}`,
  );
  const run = {
    pairings: [bots],
    duplicate: o.duplicate,
    rules,
    paths,
    logDirs: [o.logDir ?? null],
    within: 'match' as const,
  };
  return playPairings(o, run, (outcome, sinks) => {
    const report = matchReport(outcome.data[0] as (typeof outcome.data)[number]);
    out(matchSummary(report));
    return writeMatchOutputs(report, sinks[0] as (typeof sinks)[number], paths, note);
  });
}

export function addMatchCommand(cli: Command, exit: (code: number) => void): void {
  addMatchOptions(
    cli
      .command('match')
      .description('play a match: team A (seats 0, 2) is botA, team B (seats 1, 3) is botB')
      .argument('<botA>', 'the bot of team A')
      .argument('<botB>', 'the bot of team B'),
  ).action(async (a: string, b: string, o: MatchOptions) => exit(await match(a, b, o)));
}
