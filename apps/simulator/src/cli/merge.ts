// `birimba-sim merge <files…>`: shard results (of a match or of a tournament) checked and combined into the numbers
// of the whole run; the summary on stdout and the merged files asked for.

import type { Command } from 'commander';
import { mergeFiles } from '../merge.js';
import { holdingResult } from '../result-lock.js';
import { disposeSinks, makeSinks, writeMatchOutputs, writeTournamentOutputs } from '../outputs.js';
import { matchSummary } from '../report.js';
import { matchReport } from '../results.js';
import { tournamentReport, tournamentSummary } from '../tournament.js';
import { type MergeOptions, addMergeOptions, resultOutputs } from './options.js';
import { EXIT_OUTPUT, type Terminal } from './terminal.js';

async function merge(term: Terminal, files: string[], o: MergeOptions): Promise<number> {
  const { note, out } = term;
  const paths = resultOutputs(o);
  return holdingResult(paths.json, async () => {
    let sinks: ReturnType<typeof makeSinks> = [];
    try {
      const result = await mergeFiles(
        files,
        (forms, tournament, bots) => (sinks = makeSinks(paths, forms, tournament ? 'tournament' : 'match', bots)),
      );
      const { data, tournament } = result.merged;
      if (tournament !== null) {
        const report = tournamentReport(tournament.names, data, tournament.elapsedSeconds, null);
        if (report.shard !== null)
          note(`only shards ${report.shard} are here: the merged result covers part of the tournament`);
        out(tournamentSummary(report));
        return writeTournamentOutputs(report, sinks, paths, note) ? 0 : EXIT_OUTPUT;
      }
      const report = matchReport(data[0] as (typeof data)[number]);
      if (report.shard !== null)
        note(`only shards ${report.shard} are here: the merged result covers part of the match`);
      out(matchSummary(report));
      return writeMatchOutputs(report, sinks[0] as (typeof sinks)[number], paths, note) ? 0 : EXIT_OUTPUT;
    } finally {
      disposeSinks(sinks);
    }
  });
}

export function addMergeCommand(cli: Command, term: Terminal, exit: (code: number) => void): void {
  addMergeOptions(
    cli
      .command('merge')
      .description(
        'combine shard results (match or tournament --shard … --json) into the numbers of the whole run, checking every file',
      )
      .argument('<files...>', 'match result JSON files, or tournament result JSON files (not mixed)'),
  ).action(async (files: string[], o: MergeOptions) => exit(await merge(term, files, o)));
}
