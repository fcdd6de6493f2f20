#!/usr/bin/env node
// birimba-sim: the command line — match, tournament, replay, merge. Bad input is one line on stderr and exit 2.

import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { Seat } from '@birimba/engine';
import { botKinds } from '@birimba/ai';
import { type BotSpec, parseBotSpec } from './botSpec.js';
import { ReplayMismatchError, UsageError, messageOf } from './errors.js';
import { checkWritable, makeLogDir, readRules, resultJson, writeOutput } from './files.js';
import { replayGame, readGameLog } from './replay.js';
import { matchHtml, tournamentHtml } from './htmlReport.js';
import { matchCsv, matchSummary } from './report.js';
import { readMatchReport, readTournamentReport, resultFormat } from './resultFile.js';
import { MATCH_FORMAT, type MatchData, type Shard, matchDataOf, matchReport, mergeMatchData } from './results.js';
import { runPlan } from './run.js';
import { TOURNAMENT_FORMAT, type TournamentReport, tournamentCsv, tournamentReport, tournamentSummary } from './tournament.js';

const EXIT_FAILED_GAMES = 1;
const EXIT_INTERRUPTED = 130;

function wholeNumber(what: string, min: number, max = 1_000_000_000): (text: string) => number {
  return (text) => {
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max) {
      throw new InvalidArgumentError(`${what} must be a whole number from ${String(min)} to ${String(max)}.`);
    }
    return n;
  };
}

function parseSeed(text: string): number {
  const n = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(n)) throw new InvalidArgumentError('the seed must be a whole number.');
  return n;
}

function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (m === null || count < 1 || index < 1 || index > count || count > 1_000_000) {
    throw new InvalidArgumentError('a shard is i/n with 1 ≤ i ≤ n, e.g. 1/4.');
  }
  return { index, count };
}

const workerCount = (n: number): string => `${String(n)} worker${n === 1 ? '' : 's'}`;

const out = (text: string): void => {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
};
const note = (text: string): void => {
  process.stderr.write(`birimba-sim: ${text}\n`);
};

function botList(): string {
  return [...botKinds()]
    .map(([name, kind]) => {
      const options = Object.keys(kind.options);
      return `  ${name.padEnd(8)} ${kind.description}${options.length > 0 ? `\n           options: ${options.join(', ')}` : ''}`;
    })
    .join('\n');
}

const BOT_HELP = `
A bot is a name, optionally with options: classic:profile=path.json,search=thesis,maxPlays=500
(a profile is read from its JSON file; true/false and numbers are parsed). The bots:
${botList()}`;

interface MatchOptions {
  deals: number;
  seed: number;
  duplicate: boolean;
  workers: number;
  json?: string;
  csv?: string;
  report?: string;
  logDir?: string;
  shard?: Shard;
  rules?: string;
}

function checkSeedRange(seed: number, deals: number): void {
  if (!Number.isSafeInteger(seed + deals)) throw new UsageError(`--seed ${String(seed)} is too large for ${String(deals)} deals`);
}

async function matchCommand(a: string, b: string, o: MatchOptions): Promise<number> {
  const bots: [BotSpec, BotSpec] = [parseBotSpec(a), parseBotSpec(b)];
  const rules = readRules(o.rules);
  checkSeedRange(o.seed, o.deals);
  if (o.json !== undefined) checkWritable(o.json, '--json');
  if (o.csv !== undefined) checkWritable(o.csv, '--csv');
  if (o.report !== undefined) checkWritable(o.report, '--report');
  if (o.logDir !== undefined) makeLogDir(o.logDir);
  const shard = o.shard ?? null;
  note(
    `match ${a} vs ${b}: ${String(o.deals)} deals${o.duplicate ? ' played twice (teams swapped)' : ''}, seed ${String(o.seed)}${shard ? `, shard ${String(shard.index)}/${String(shard.count)}` : ''}, ${workerCount(o.workers)}`,
  );
  const outcome = await runPlan({
    pairings: [bots],
    seed: o.seed,
    deals: o.deals,
    duplicate: o.duplicate,
    rules,
    workers: o.workers,
    shard,
    logDir: o.logDir ?? null,
  });
  const report = matchReport(outcome.data[0]!);
  out(matchSummary(report));
  if (o.json !== undefined) writeOutput(o.json, resultJson(report), '--json');
  if (o.csv !== undefined) writeOutput(o.csv, matchCsv(report), '--csv');
  if (o.report !== undefined) writeOutput(o.report, matchHtml(report), '--report');
  if (outcome.interrupted) return EXIT_INTERRUPTED;
  return outcome.failed > 0 ? EXIT_FAILED_GAMES : 0;
}

/** A tournament takes a match's options; every pairing is played duplicate. */
type TournamentOptions = Omit<MatchOptions, 'duplicate'>;

/** `pairing-01-random-vs-greedy`: a pairing's log directory, its bots' specs made safe as a file name. */
function pairingDirName(n: number, a: BotSpec, b: BotSpec): string {
  const safe = (label: string): string => label.replace(/[^A-Za-z0-9._=-]+/g, '_').slice(0, 60);
  return `pairing-${String(n).padStart(2, '0')}-${safe(a.label)}-vs-${safe(b.label)}`;
}

async function tournamentCommand(specs: string[], o: TournamentOptions): Promise<number> {
  if (specs.length < 2) throw new UsageError('a tournament needs at least two bots');
  const seen = new Set<string>();
  for (const s of specs) {
    if (seen.has(s)) throw new UsageError(`bot ${s} is given twice`);
    seen.add(s);
  }
  const bots = specs.map(parseBotSpec);
  const rules = readRules(o.rules);
  checkSeedRange(o.seed, o.deals);
  if (o.json !== undefined) checkWritable(o.json, '--json');
  if (o.csv !== undefined) checkWritable(o.csv, '--csv');
  if (o.report !== undefined) checkWritable(o.report, '--report');
  const pairings: [BotSpec, BotSpec][] = [];
  for (let i = 0; i < bots.length; i++) for (let j = i + 1; j < bots.length; j++) pairings.push([bots[i]!, bots[j]!]);
  let pairLogDirs: string[] | undefined;
  if (o.logDir !== undefined) {
    pairLogDirs = pairings.map(([a, b], i) => join(o.logDir as string, pairingDirName(i + 1, a, b)));
    for (const dir of pairLogDirs) makeLogDir(dir);
  }
  const shard = o.shard ?? null;
  note(
    `tournament of ${String(bots.length)} bots: ${String(pairings.length)} pairings × ${String(o.deals)} duplicate deals, seed ${String(o.seed)}${shard ? `, shard ${String(shard.index)}/${String(shard.count)}` : ''}, ${workerCount(o.workers)}`,
  );
  const started = performance.now();
  const outcome = await runPlan({
    pairings,
    seed: o.seed,
    deals: o.deals,
    duplicate: true,
    rules,
    workers: o.workers,
    shard,
    logDir: null,
    ...(pairLogDirs === undefined ? {} : { pairLogDirs }),
  });
  const report = tournamentReport(specs, outcome.data, (performance.now() - started) / 1000, o.workers);
  out(tournamentSummary(report));
  if (o.json !== undefined) writeOutput(o.json, resultJson(report), '--json');
  if (o.csv !== undefined) writeOutput(o.csv, tournamentCsv(report), '--csv');
  if (o.report !== undefined) writeOutput(o.report, tournamentHtml(report), '--report');
  if (outcome.interrupted) return EXIT_INTERRUPTED;
  return outcome.failed > 0 ? EXIT_FAILED_GAMES : 0;
}

function replayCommand(file: string, o: { seat?: number }): number {
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

interface MergeOptions {
  json?: string;
  csv?: string;
  report?: string;
}

function mergeCommand(files: string[], o: MergeOptions): number {
  if (o.json !== undefined) checkWritable(o.json, '--json');
  if (o.csv !== undefined) checkWritable(o.csv, '--csv');
  if (o.report !== undefined) checkWritable(o.report, '--report');
  const formats = files.map(resultFormat);
  const tournamentAt = formats.indexOf(TOURNAMENT_FORMAT);
  if (tournamentAt !== -1) {
    const matchAt = formats.findIndex((f) => f !== TOURNAMENT_FORMAT);
    if (matchAt !== -1 && formats[matchAt] === MATCH_FORMAT) {
      throw new UsageError(`cannot merge a match result (${files[matchAt]!}) with a tournament result (${files[tournamentAt]!})`);
    }
    return mergeTournaments(files, o);
  }
  const parts = files.map((name) => ({ name, data: matchDataOf(readMatchReport(name)) }));
  let merged;
  try {
    merged = mergeMatchData(parts);
  } catch (e) {
    throw new UsageError(messageOf(e));
  }
  const report = matchReport(merged);
  if (report.shard !== null) note(`only shards ${report.shard} are here: the merged result covers part of the match`);
  out(matchSummary(report));
  if (o.json !== undefined) writeOutput(o.json, resultJson(report), '--json');
  if (o.csv !== undefined) writeOutput(o.csv, matchCsv(report), '--csv');
  if (o.report !== undefined) writeOutput(o.report, matchHtml(report), '--report');
  return 0;
}

function mergeTournaments(files: string[], o: MergeOptions): number {
  const reports = files.map((name) => ({ name, report: readTournamentReport(name) }));
  const [first] = reports as [(typeof reports)[number], ...typeof reports];
  const names = first.report.bots.map((b) => b.name);
  const pairs = (r: TournamentReport): string => JSON.stringify(r.matches.map((m) => m.bots.map((b) => b.name)));
  for (const { name, report } of reports) {
    const theirs = report.bots.map((b) => b.name);
    if (JSON.stringify(theirs) !== JSON.stringify(names) || pairs(report) !== pairs(first.report)) {
      throw new UsageError(`${name} is not the same tournament as ${first.name}: bots ${theirs.join(' ')} vs ${names.join(' ')}`);
    }
  }
  let merged: MatchData[];
  try {
    merged = first.report.matches.map((_, i) =>
      mergeMatchData(reports.map(({ name, report }) => ({ name, data: matchDataOf(report.matches[i]!) }))),
    );
  } catch (e) {
    throw new UsageError(messageOf(e).replace('is not the same match as', 'is not the same tournament as'));
  }
  const elapsed = reports.reduce((s, r) => s + r.report.elapsedSeconds, 0);
  const report = tournamentReport(names, merged, elapsed, null);
  if (report.shard !== null) note(`only shards ${report.shard} are here: the merged result covers part of the tournament`);
  out(tournamentSummary(report));
  if (o.json !== undefined) writeOutput(o.json, resultJson(report), '--json');
  if (o.csv !== undefined) writeOutput(o.csv, tournamentCsv(report), '--csv');
  if (o.report !== undefined) writeOutput(o.report, tournamentHtml(report), '--report');
  return 0;
}

function program(setExit: (code: number) => void): Command {
  const cores = availableParallelism();
  const workersOption = (): Option =>
    new Option('--workers <k>', 'worker threads').argParser(wholeNumber('--workers', 1, 1024)).default(cores, `${String(cores)}, the core count`);
  const deals = (): Option => new Option('--deals <n>', 'deals to play').argParser(wholeNumber('--deals', 1)).default(20);
  const seed = (): Option => new Option('--seed <s>', 'first deal seed: deal i (from 0) has seed s + i').argParser(parseSeed).default(1);
  const rules = (): Option => new Option('--rules <file>', 'a rule set JSON file (partial; defaults are rules.md)');

  const cli = new Command('birimba-sim')
    .description('Headless Birimba matches and tournaments between bots, on worker threads, reproducible from a seed.')
    .exitOverride()
    .configureOutput({
      // Commander's own errors (unknown option, missing argument…) become one line.
      outputError: (text, write) => write(`birimba-sim: ${text.replace(/^error: /, '').trim().replace(/\s*\n\s*/g, ' ')}\n`),
    })
    .showSuggestionAfterError(true);

  cli
    .command('match')
    .description('play a match: team A (seats 0, 2) is botA, team B (seats 1, 3) is botB')
    .argument('<botA>', 'the bot of team A')
    .argument('<botB>', 'the bot of team B')
    .addOption(deals())
    .addOption(seed())
    .option('--duplicate', 'play every deal twice, the teams swapped', false)
    .addOption(workersOption())
    .option('--json <file>', 'write the result as JSON (per-game records included, for merge)')
    .option('--csv <file>', 'write one row per game')
    .option('--report <file.html>', 'write a self-contained HTML report with charts (score differences, win rates, decision times)')
    .option('--log-dir <dir>', 'write one replayable JSON log per game')
    .addOption(new Option('--shard <i/n>', 'play only the deals with index ≡ i−1 (mod n); merge the shards with merge').argParser(parseShard))
    .addOption(rules())
    .addHelpText('after', BOT_HELP)
    .action(async (a: string, b: string, o: MatchOptions) => setExit(await matchCommand(a, b, o)));

  cli
    .command('tournament')
    .description('round robin of duplicate matches: win rates with 95 % Wilson intervals and Elo ratings')
    .argument('<bots...>', 'two or more bots')
    .addOption(deals())
    .addOption(seed())
    .addOption(workersOption())
    .option('--json <file>', 'write the result as JSON (per-game records included, for merge)')
    .option('--csv <file>', "write one row per game, with the pairing's bots")
    .option('--report <file.html>', 'write a self-contained HTML report with charts')
    .option('--log-dir <dir>', 'write one replayable JSON log per game, in one subdirectory per pairing')
    .addOption(new Option('--shard <i/n>', "play only the deals with index ≡ i−1 (mod n) of every pairing; merge the shards with merge").argParser(parseShard))
    .addOption(rules())
    .addHelpText('after', BOT_HELP)
    .action(async (specs: string[], o: TournamentOptions) => setExit(await tournamentCommand(specs, o)));

  cli
    .command('replay')
    .description('print a logged game turn by turn in card notation and check it ends as logged (exit 1 if not)')
    .argument('<game.json>', 'a game log written by match --log-dir')
    .addOption(new Option('--seat <n>', "only what seat n saw: other seats' hidden draws are not named").argParser(wholeNumber('--seat', 0, 3)))
    .action((file: string, o: { seat?: number }) => setExit(replayCommand(file, o)));

  cli
    .command('merge')
    .description('combine shard results (match or tournament --shard … --json) into the numbers of the whole run')
    .argument('<files...>', 'match result JSON files, or tournament result JSON files (not mixed)')
    .option('--json <file>', 'write the merged result as JSON')
    .option('--csv <file>', 'write one row per game')
    .option('--report <file.html>', 'write a self-contained HTML report with charts')
    .action((files: string[], o: MergeOptions) => setExit(mergeCommand(files, o)));

  return cli;
}

async function main(argv: readonly string[]): Promise<number> {
  let code = 0;
  const cli = program((c) => (code = c));
  if (argv.length === 0) {
    note('no command given; the commands are match, tournament, replay and merge (birimba-sim --help)');
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
    note(`internal error: ${messageOf(e)}${process.env.BIRIMBA_SIM_DEBUG ? `\n${(e as Error).stack ?? ''}` : ' (set BIRIMBA_SIM_DEBUG=1 for the stack)'}`);
    return 1;
  }
  return code;
}

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
});
process.exitCode = await main(process.argv.slice(2));
