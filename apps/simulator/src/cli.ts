#!/usr/bin/env node
// birimba-sim: the command line — match, tournament, tune, replay, merge. Bad input is one line on stderr and exit 2.

import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { type Seat, quoteInput } from '@birimba/engine';
import { botKinds } from '@birimba/ai';
import { type BotSpec, parseBotSpec } from './bot-spec.js';
import { ReplayMismatchError, UsageError, messageOf } from './errors.js';
import { readRules, rulesHelp } from './files.js';
import type { Engine } from './game.js';
import { mergeFiles } from './merge.js';
import {
  checkOutputs,
  disposeSinks,
  makeLogDir,
  makeSinks,
  pairingDirName,
  writeMatchOutputs,
  writeOutput,
  writeTournamentOutputs,
} from './outputs.js';
import { replayGame, readGameLog } from './replay.js';
import { matchSummary } from './report.js';
import { type Shard, matchReport } from './results.js';
import { runPlan } from './run.js';
import { tournamentReport, tournamentSummary } from './tournament.js';
import {
  type Fitness,
  type TuneSettings,
  type TuneState,
  bestProfile,
  freshState,
  opponentSpec,
  tune,
  writeState,
} from './tune/tune.js';
import { readState, tuneHtml, tuneSummary } from './tune/tune-report.js';

/** Exit statuses: 0 done; 1 some game failed (the rest is reported); 2 bad input; 130 interrupted by Ctrl-C. */
const EXIT_FAILED_GAMES = 1;
const EXIT_INTERRUPTED = 130;

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

function wholeNumber(what: string, min: number, max = 1_000_000_000, why = ''): (text: string) => number {
  return (text) => {
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max) {
      throw new InvalidArgumentError(
        `${what} must be a whole number from ${String(min)} to ${String(max)}${why}, not ${quoteInput(text, 40)}.`,
      );
    }
    return n;
  };
}

function fraction(what: string): (text: string) => number {
  return (text) => {
    const n = Number(text);
    if (!/^\d*\.?\d+$/.test(text) || !(n >= 0 && n <= 1))
      throw new InvalidArgumentError(`${what} must be a number from 0 to 1, not ${quoteInput(text, 40)}.`);
    return n;
  };
}

function parseSeed(text: string): number {
  const n = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(n))
    throw new InvalidArgumentError(`the seed must be a whole number, not ${quoteInput(text, 40)}.`);
  return n;
}

function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (m === null || count < 1 || index < 1 || index > count || count > 1_000_000) {
    throw new InvalidArgumentError(`a shard is i/n with 1 ≤ i ≤ n, e.g. 1/4, not ${quoteInput(text, 40)}.`);
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

const BOT_HELP = (): string => `
A bot is a name, optionally with options: classic:profile=path.json,search=thesis,maxPlays=500
(a profile is read from its JSON file; true/false and numbers are parsed), or the path of an ES module of your own
whose default export is a factory (options) => bot: ./bots/mine.mjs:depth=3 (see examples/). The bots:
${botList()}

--rules is a rule-set JSON file or field=value,…; the fields:
${rulesHelp()}`;

interface RunOptions {
  deals: number;
  seed: number;
  workers: number;
  target?: number;
  engine: Engine;
  json?: string;
  csv?: string;
  report?: string;
  logDir?: string;
  shard?: Shard;
  rules?: string;
}

interface MatchOptions extends RunOptions {
  duplicate: boolean;
}

function checkSeedRange(seed: number, deals: number): void {
  if (!Number.isSafeInteger(seed + deals))
    throw new UsageError(`--seed ${String(seed)} is too large for ${String(deals)} deals`);
}

const exitOf = (outcome: { interrupted: boolean; failed: number }): number =>
  outcome.interrupted ? EXIT_INTERRUPTED : outcome.failed > 0 ? EXIT_FAILED_GAMES : 0;

function unitsText(o: RunOptions, duplicate: boolean): string {
  if (o.target === undefined) return `${String(o.deals)} deals${duplicate ? ' played twice (teams swapped)' : ''}`;
  return `${String(o.deals)} matches to ${String(o.target)}${duplicate ? ', each played twice (teams swapped)' : ''}`;
}

async function matchCommand(a: string, b: string, o: MatchOptions): Promise<number> {
  const rules = readRules(o.rules, o.target);
  checkSeedRange(o.seed, o.deals);
  const paths = { json: o.json, csv: o.csv, report: o.report };
  checkOutputs({ '--json': o.json, '--csv': o.csv, '--report': o.report });
  const bots: [BotSpec, BotSpec] = [await parseBotSpec(a), await parseBotSpec(b)];
  if (o.logDir !== undefined) makeLogDir(o.logDir);
  const shard = o.shard ?? null;
  note(
    `match ${a} vs ${b}: ${unitsText(o, o.duplicate)}, seed ${String(o.seed)}${shard ? `, shard ${String(shard.index)}/${String(shard.count)}` : ''}, ${workerCount(o.workers)}`,
  );
  const sinks = makeSinks(paths, [rules.matchTarget], '    ');
  try {
    const outcome = await runPlan({
      pairings: [bots],
      seed: o.seed,
      deals: o.deals,
      duplicate: o.duplicate,
      rules,
      workers: o.workers,
      shard,
      engine: o.engine,
      sinks,
      logDirs: [o.logDir ?? null],
    });
    const report = matchReport(outcome.data[0] as (typeof outcome.data)[number]);
    out(matchSummary(report));
    writeMatchOutputs(report, sinks[0] as (typeof sinks)[number], paths);
    return exitOf(outcome);
  } finally {
    disposeSinks(sinks);
  }
}

async function tournamentCommand(specs: string[], o: RunOptions): Promise<number> {
  if (specs.length < 2) throw new UsageError('a tournament needs at least two bots');
  const seen = new Set<string>();
  for (const s of specs) {
    if (seen.has(s)) throw new UsageError(`bot ${quoteInput(s)} is given twice`);
    seen.add(s);
  }
  const rules = readRules(o.rules, o.target);
  checkSeedRange(o.seed, o.deals);
  const paths = { json: o.json, csv: o.csv, report: o.report };
  checkOutputs({ '--json': o.json, '--csv': o.csv, '--report': o.report });
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
  const shard = o.shard ?? null;
  note(
    `tournament of ${String(bots.length)} bots: ${String(pairings.length)} pairings × ${unitsText(o, true)}, seed ${String(o.seed)}${shard ? `, shard ${String(shard.index)}/${String(shard.count)}` : ''}, ${workerCount(o.workers)}`,
  );
  const sinks = makeSinks(
    paths,
    pairings.map(() => rules.matchTarget),
    '        ',
  );
  try {
    const started = performance.now();
    const outcome = await runPlan({
      pairings,
      seed: o.seed,
      deals: o.deals,
      duplicate: true,
      rules,
      workers: o.workers,
      shard,
      engine: o.engine,
      sinks,
      logDirs,
    });
    const report = tournamentReport(specs, outcome.data, (performance.now() - started) / 1000, o.workers);
    out(tournamentSummary(report));
    writeTournamentOutputs(report, sinks, paths);
    return exitOf(outcome);
  } finally {
    disposeSinks(sinks);
  }
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

async function mergeCommand(files: string[], o: MergeOptions): Promise<number> {
  const paths = { json: o.json, csv: o.csv, report: o.report };
  checkOutputs({ '--json': o.json, '--csv': o.csv, '--report': o.report });
  let sinks: ReturnType<typeof makeSinks> = [];
  try {
    const result = await mergeFiles(
      files,
      (targets, tournament) => (sinks = makeSinks(paths, targets, tournament ? '        ' : '    ')),
    );
    const { data, tournament } = result.merged;
    if (tournament !== null) {
      const report = tournamentReport(tournament.names, data, tournament.elapsedSeconds, null);
      if (report.shard !== null)
        note(`only shards ${report.shard} are here: the merged result covers part of the tournament`);
      out(tournamentSummary(report));
      writeTournamentOutputs(report, sinks, paths);
    } else {
      const report = matchReport(data[0] as (typeof data)[number]);
      if (report.shard !== null)
        note(`only shards ${report.shard} are here: the merged result covers part of the match`);
      out(matchSummary(report));
      writeMatchOutputs(report, sinks[0] as (typeof sinks)[number], paths);
    }
    return 0;
  } finally {
    disposeSinks(sinks);
  }
}

interface TuneOptions {
  population: number;
  generations: number;
  deals: number;
  opponent: string;
  seed: number;
  workers: number;
  crossover: number;
  mutation: number;
  elite: number;
  fitness: Fitness;
  out?: string;
  checkpoint?: string;
  resume?: string;
  report?: string;
  rules?: string;
}

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

async function tuneCommand(o: TuneOptions, command: Command): Promise<number> {
  const rules = readRules(o.rules);
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
    if (settings.elite >= settings.population)
      throw new UsageError(
        `--elite ${String(settings.elite)} must be below --population ${String(settings.population)}`,
      );
    checkSeedRange(settings.seed, settings.generations * settings.deals);
    start = freshState(settings);
  }
  await opponentSpec(start.settings);
  const checkpoint = o.checkpoint ?? o.resume ?? null;
  const s = start.settings;
  note(
    `tune: ${String(s.generations)} generations of ${String(s.population)} genomes, ${String(s.deals)} duplicate deals each against ${s.opponent} (${s.fitness} fitness), seed ${String(s.seed)}, ${workerCount(o.workers)}${start.generation > 0 ? `; resuming after generation ${String(start.generation)}` : ''}`,
  );
  const { state, interrupted } = await tune(start, { workers: o.workers, rules, checkpoint });
  if (checkpoint !== null) writeState(checkpoint, state);
  out(tuneSummary(state));
  const best = bestProfile(state);
  if (o.out !== undefined && best !== null) writeOutput(o.out, `${JSON.stringify(best, null, 2)}\n`, '--out');
  if (o.report !== undefined) writeOutput(o.report, tuneHtml(state), '--report');
  return interrupted ? EXIT_INTERRUPTED : 0;
}

function program(setExit: (code: number) => void): Command {
  const cores = availableParallelism();
  const workersOption = (): Option =>
    new Option('--workers <k>', `worker threads, at most the ${String(cores)} this machine can use`)
      .argParser(
        wholeNumber('--workers', 1, cores, ` (the cores this machine can use: more workers only compete for them)`),
      )
      .default(cores, `${String(cores)}, the core count`);
  const deals = (): Option =>
    new Option('--deals <n>', 'deals to play (with --target: matches)')
      .argParser(wholeNumber('--deals', 1, 1_000_000_000_000))
      .default(20);
  const seed = (): Option =>
    new Option('--seed <s>', 'first deal seed: deal (or match) i, from 0, has seed s + i')
      .argParser(parseSeed)
      .default(1);
  const rules = (): Option =>
    new Option(
      '--rules <file|field=value,…>',
      'a rule set: a JSON file (partial; defaults are rules.md) or fields (see below)',
    );
  const target = (): Option =>
    new Option(
      '--target <n>',
      'play matches: every unit is a whole match of deals until a team reaches n (e.g. 3000)',
    ).argParser(wholeNumber('--target', 1, 1_000_000_000));
  const engine = (): Option =>
    new Option(
      '--engine <how>',
      "core: the engine's pure core (fastest); machine: its xstate actor (the same games, slower)",
    )
      .choices(['core', 'machine'])
      .default('core');

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

  const runOptions = (c: Command): Command =>
    c
      .addOption(deals())
      .addOption(seed())
      .addOption(target())
      .addOption(workersOption())
      .addOption(engine())
      .option('--json <file>', 'write the result as JSON (per-deal records included, for merge), with its digest')
      .option('--csv <file>', 'write one row per deal played')
      .option('--report <file.html>', 'write a self-contained HTML report with charts')
      .addOption(rules());

  runOptions(
    cli
      .command('match')
      .description('play a match: team A (seats 0, 2) is botA, team B (seats 1, 3) is botB')
      .argument('<botA>', 'the bot of team A')
      .argument('<botB>', 'the bot of team B'),
  )
    .option('--duplicate', 'play every deal (or match) twice, the teams swapped', false)
    .option('--log-dir <dir>', 'write one replayable JSON log per game')
    .addOption(
      new Option(
        '--shard <i/n>',
        'play only the deals with index ≡ i−1 (mod n); merge the shards with merge',
      ).argParser(parseShard),
    )
    .addHelpText('after', BOT_HELP)
    .action(async (a: string, b: string, o: MatchOptions) => setExit(await matchCommand(a, b, o)));

  runOptions(
    cli
      .command('tournament')
      .description(
        'round robin of duplicate matches, ranked by match results under --target, else by score difference per deal, with Elo',
      )
      .argument('<bots...>', 'two or more bots'),
  )
    .option('--log-dir <dir>', 'write one replayable JSON log per game, in one subdirectory per pairing')
    .addOption(
      new Option(
        '--shard <i/n>',
        'play only the deals with index ≡ i−1 (mod n) of every pairing; merge the shards with merge',
      ).argParser(parseShard),
    )
    .addHelpText('after', BOT_HELP)
    .action(async (specs: string[], o: RunOptions) => setExit(await tournamentCommand(specs, o)));

  cli
    .command('tune')
    .description(
      "tune the classic player's profile with a genetic algorithm: fitness = mean score difference per duplicate deal against a reference bot",
    )
    .addOption(
      new Option('--population <n>', 'genomes per generation')
        .argParser(wholeNumber('--population', 2, 10_000))
        .default(100),
    )
    .addOption(
      new Option('--generations <n>', 'generations').argParser(wholeNumber('--generations', 1, 10_000)).default(20),
    )
    .addOption(
      new Option('--deals <n>', 'duplicate deals per genome per generation (all genomes play the same ones)')
        .argParser(wholeNumber('--deals', 1))
        .default(100),
    )
    .option('--opponent <bot>', 'the reference bot', 'classic')
    .addOption(
      new Option('--seed <s>', 'first deal seed: generation g plays seeds s + g·deals onwards')
        .argParser(parseSeed)
        .default(1),
    )
    .addOption(workersOption())
    .addOption(
      new Option('--crossover <p>', 'probability that a child is a crossover of two parents')
        .argParser(fraction('--crossover'))
        .default(0.8),
    )
    .addOption(
      new Option('--mutation <p>', 'probability that each gene of a child is mutated')
        .argParser(fraction('--mutation'))
        .default(0.05),
    )
    .addOption(
      new Option('--elite <n>', 'best genomes carried over unchanged (and evaluated again)')
        .argParser(wholeNumber('--elite', 0, 10_000))
        .default(1),
    )
    .addOption(
      new Option(
        '--fitness <kind>',
        'plain, or pessimistic: against the opponent playing without chance (no lucky blunders)',
      )
        .choices(['plain', 'pessimistic'])
        .default('plain'),
    )
    .option('--out <file.json>', 'write the best profile (load it with classic:profile=FILE)')
    .option('--checkpoint <file>', 'save the whole run after every generation')
    .option('--resume <file>', 'go on from a checkpoint (its settings are kept; it is updated as the run goes on)')
    .option('--report <file.html>', 'write an HTML page of the fitness per generation')
    .addOption(rules())
    .action(async (o: TuneOptions, command: Command) => setExit(await tuneCommand(o, command)));

  cli
    .command('replay')
    .description('print a logged game turn by turn in card notation and check it ends as logged (exit 1 if not)')
    .argument('<game.json>', 'a game log written by match --log-dir')
    .addOption(
      new Option('--seat <n>', "only what seat n saw: other seats' hidden draws are not named").argParser(
        wholeNumber('--seat', 0, 3),
      ),
    )
    .action((file: string, o: { seat?: number }) => setExit(replayCommand(file, o)));

  cli
    .command('merge')
    .description(
      'combine shard results (match or tournament --shard … --json) into the numbers of the whole run, checking every file',
    )
    .argument('<files...>', 'match result JSON files, or tournament result JSON files (not mixed)')
    .option('--json <file>', 'write the merged result as JSON')
    .option('--csv <file>', 'write one row per deal played')
    .option('--report <file.html>', 'write a self-contained HTML report with charts')
    .action(async (files: string[], o: MergeOptions) => setExit(await mergeCommand(files, o)));

  return cli;
}

async function main(argv: readonly string[]): Promise<number> {
  let code = 0;
  const cli = program((c) => (code = c));
  if (argv.length === 0) {
    note('no command given; the commands are match, tournament, tune, replay and merge (birimba-sim --help)');
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
