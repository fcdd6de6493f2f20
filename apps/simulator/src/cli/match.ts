// `birimba-sim match <botA> <botB>`: two bots over the same deals (or matches to a target), the summary on stdout
// and the result files asked for.

import type { Command } from 'commander';
import { quoteInput } from '@birimba/engine';
import { type BotSpec, parseBotSpec } from '../bot-spec.js';
import { UsageError } from '../errors.js';
import type { MatchBots } from '../seating.js';
import { makeLogDir, writeMatchOutputs } from '../outputs.js';
import { matchSummary } from '../report.js';
import { matchReport } from '../results.js';
import { type MatchOptions, addMatchOptions } from './options.js';
import { checkRun, playPairings, unitsText } from './play.js';
import { holdingResult } from '../result-lock.js';
import { type Terminal, shardNote, workerCount } from './terminal.js';

async function match(term: Terminal, a: string, b: string, c: string | undefined, o: MatchOptions): Promise<number> {
  const { note, out } = term;
  const { rules, paths } = checkRun(o);
  if (c !== undefined && rules.players !== 6)
    throw new UsageError(
      `a third bot (${quoteInput(c)}) plays only with six players (--players 6), one team each; this match has ${String(rules.players)}`,
    );
  return holdingResult(paths.json, async () => {
    const specs = c === undefined ? [a, b] : [a, b, c];
    const bots = (await Promise.all(specs.map((s) => parseBotSpec(s)))) as unknown as MatchBots<BotSpec>;
    if (o.logDir !== undefined) makeLogDir(o.logDir);
    note(
      `match ${specs.join(' vs ')}: ${unitsText(o, o.duplicate, rules.players)}, seed ${String(o.seed)}${shardNote(o.shard ?? null)}, ${workerCount(o.workers)}`,
    );
    const run = {
      pairings: [bots],
      duplicate: o.duplicate,
      rules,
      paths,
      logDirs: [o.logDir ?? null],
      within: 'match' as const,
    };
    return playPairings(o, run, term, (outcome, sinks) => {
      const report = matchReport(outcome.data[0] as (typeof outcome.data)[number]);
      out(matchSummary(report));
      return writeMatchOutputs(report, sinks[0] as (typeof sinks)[number], paths, note);
    });
  });
}

export function addMatchCommand(cli: Command, term: Terminal, exit: (code: number) => void): void {
  addMatchOptions(
    cli
      .command('match')
      .description(
        'play a match: team A (seats 0, 2) is botA, team B (seats 1, 3) is botB; with six players botB holds teams B and C, or botC team C',
      )
      .argument('<botA>', 'the bot of team A')
      .argument('<botB>', 'the bot of team B (and of team C with six players and no botC)')
      .argument('[botC]', 'six players only: the bot of team C'),
  ).action(async (a: string, b: string, c: string | undefined, o: MatchOptions) => exit(await match(term, a, b, c, o)));
}
