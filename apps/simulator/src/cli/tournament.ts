// `birimba-sim tournament <bot> <bot> [<bot>…]`: a round robin of duplicate matches, every pairing on the same
// deals, ranked with Elo; the table on stdout and the result files asked for.

import type { Command } from 'commander';
import { quoteInput } from '@birimba/engine';
import { type BotSpec, parseBotSpec } from '../bot-spec.js';
import { UsageError } from '../errors.js';
import { makeLogDir, pairingDirName, writeTournamentOutputs } from '../outputs.js';
import { tournamentReport, tournamentSummary } from '../tournament.js';
import { type RunOptions, addTournamentOptions } from './options.js';
import { checkRun, playPairings, unitsText } from './play.js';
import { holdingResult } from '../result-lock.js';
import { type Terminal, shardNote, workerCount } from './terminal.js';

async function tournament(term: Terminal, specs: string[], o: RunOptions): Promise<number> {
  const { note, out } = term;
  if (specs.length < 2) throw new UsageError('a tournament needs at least two bots');
  const seen = new Set<string>();
  for (const s of specs) {
    if (seen.has(s)) throw new UsageError(`bot ${quoteInput(s)} is given twice`);
    seen.add(s);
  }
  const { rules, paths } = checkRun(o);
  return holdingResult(paths.json, async () => {
    const bots: BotSpec[] = [];
    for (const s of specs) bots.push(await parseBotSpec(s));
    const pairings: [BotSpec, BotSpec][] = [];
    for (let i = 0; i < bots.length; i++)
      for (let j = i + 1; j < bots.length; j++) pairings.push([bots[i] as BotSpec, bots[j] as BotSpec]);
    let logDirs: string[] | null = null;
    if (o.logDir !== undefined) {
      const dir = o.logDir;
      logDirs = pairings.map(([a, b], i) => pairingDirName(dir, i + 1, a.label, b.label));
      for (const d of logDirs) makeLogDir(d);
    }
    note(
      `tournament of ${String(bots.length)} bots: ${String(pairings.length)} pairings × ${unitsText(o, true, rules.players)}, seed ${String(o.seed)}${shardNote(o.shard ?? null)}, ${workerCount(o.workers)}`,
    );
    const run = { pairings, duplicate: true, rules, paths, logDirs, within: 'tournament' as const };
    return playPairings(o, run, term, (outcome, sinks, seconds) => {
      const report = tournamentReport(specs, outcome.data, seconds, o.workers);
      out(tournamentSummary(report));
      return writeTournamentOutputs(report, sinks, paths, note);
    });
  });
}

export function addTournamentCommand(cli: Command, term: Terminal, exit: (code: number) => void): void {
  addTournamentOptions(
    cli
      .command('tournament')
      .description(
        'round robin of duplicate matches, ranked by match results under --target, else by score difference per deal, with Elo',
      )
      .argument('<bots...>', 'two or more bots'),
  ).action(async (specs: string[], o: RunOptions) => exit(await tournament(term, specs, o)));
}
