// The command line's options: each flag with its help and default, the parsing of its value (counts, seeds, shards,
// fractions, the worker limit) and the checks that need several values at once, in one place for every command.

import { availableParallelism } from 'node:os';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { PLAYER_COUNTS, type Players, type Seat, isPlayers, quoteInput } from '@birimba/engine';
import { botKinds } from '@birimba/ai';
import { UsageError } from '../errors.js';
import { rulesHelp } from '../files.js';
import type { Engine } from '../game.js';
import { type OutputPaths, checkOutputs } from '../outputs.js';
import type { Shard } from '../results.js';
import type { Fitness } from '../tune/tune.js';

/** A parser of a whole number from `min` to `max`; `why` explains the limit in the refusal. */
export function wholeNumber(what: string, min: number, max = 1_000_000_000, why = ''): (text: string) => number {
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

/** A parser of a probability, a number from 0 to 1. */
export function fraction(what: string): (text: string) => number {
  return (text) => {
    const n = Number(text);
    if (!/^\d*\.?\d+$/.test(text) || !(n >= 0 && n <= 1))
      throw new InvalidArgumentError(`${what} must be a number from 0 to 1, not ${quoteInput(text, 40)}.`);
    return n;
  };
}

/** The allowed numbers of players, as a refusal names them: `2, 4 or 6`. */
const PLAYERS_TEXT = (() => {
  const sorted = [...PLAYER_COUNTS].sort((a, b) => a - b).map(String);
  return `${sorted.slice(0, -1).join(', ')} or ${sorted.at(-1) ?? ''}`;
})();

/** `--players`: how many play, one of the engine's forms. */
export function parsePlayers(text: string): Players {
  const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!isPlayers(n)) throw new InvalidArgumentError(`--players must be ${PLAYERS_TEXT}, not ${quoteInput(text, 40)}.`);
  return n;
}

/** A seed: any safe integer, negative ones too. */
export function parseSeed(text: string): number {
  const n = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(n))
    throw new InvalidArgumentError(`the seed must be a whole number, not ${quoteInput(text, 40)}.`);
  return n;
}

/** `i/n`: shard i (from 1) of n. */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (m === null || count < 1 || index < 1 || index > count || count > 1_000_000) {
    throw new InvalidArgumentError(`a shard is i/n with 1 ≤ i ≤ n, e.g. 1/4, not ${quoteInput(text, 40)}.`);
  }
  return { index, count };
}

/** Every unit's seed (the first seed plus up to `units`) must stay a safe integer. */
export function checkSeedRange(seed: number, units: number): void {
  if (!Number.isSafeInteger(seed + units))
    throw new UsageError(`--seed ${String(seed)} is too large for ${String(units)} deals`);
}

/** The result files a run or a merge writes. */
export interface ResultFileOptions {
  json?: string;
  csv?: string;
  report?: string;
}

/** The options of a run of matches: `match` and `tournament`. */
export interface RunOptions extends ResultFileOptions {
  deals: number;
  decisionTimeout: number;
  seed: number;
  workers: number;
  target?: number;
  engine: Engine;
  logDir?: string;
  shard?: Shard;
  rules?: string;
  players?: Players;
}

export interface MatchOptions extends RunOptions {
  duplicate: boolean;
}

export type MergeOptions = ResultFileOptions;

export interface ReplayOptions {
  seat?: Seat;
  checkBots: boolean;
}

export interface TuneOptions {
  population: number;
  decisionTimeout: number;
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
  players?: Players;
}

/** --json, --csv and --report, checked now (before anything runs) and returned as the paths to write. */
export function resultOutputs(o: ResultFileOptions): OutputPaths {
  checkOutputs({ '--json': o.json, '--csv': o.csv, '--report': o.report });
  return { json: o.json, csv: o.csv, report: o.report };
}

const cores = availableParallelism();

const workersOption = (): Option =>
  new Option('--workers <k>', `worker threads, at most the ${String(cores)} this machine can use`)
    .argParser(
      wholeNumber('--workers', 1, cores, ` (the cores this machine can use: more workers only compete for them)`),
    )
    .default(cores, `${String(cores)}, the core count`);

/** The default decision deadline: a minute, far beyond any bot's honest thinking. */
export const DEFAULT_DECISION_TIMEOUT = 60_000;

const decisionTimeoutOption = (): Option =>
  new Option(
    '--decision-timeout <ms>',
    "the most milliseconds one decision may take: a later bot's worker is stopped and its game fails (0: no limit)",
  )
    .argParser(wholeNumber('--decision-timeout', 0, 2_147_483_647))
    .default(DEFAULT_DECISION_TIMEOUT);

const rulesOption = (): Option =>
  new Option(
    '--rules <file|field=value,…>',
    'a rule set: a JSON file (partial; defaults are rules.md) or fields (see below)',
  );

const playersOption = (): Option =>
  new Option(
    '--players <n>',
    `how many play: ${PLAYERS_TEXT} (two alone, four in two teams, six in three); default 4, or the rule set's players`,
  ).argParser(parsePlayers);

function botList(): string {
  return [...botKinds()]
    .map(([name, kind]) => {
      const options = Object.keys(kind.options);
      return `  ${name.padEnd(8)} ${kind.description}${options.length > 0 ? `\n           options: ${options.join(', ')}` : ''}`;
    })
    .join('\n');
}

/** What a bot spec and --rules take, after the help of `match` and `tournament`. */
const botHelp = (): string => `
A bot is a name, optionally with options: classic:profile=path.json,search=thesis,maxPlays=500
(a profile is read from its JSON file; true/false and numbers are parsed), or the path of an ES module of your own
whose default export is a factory (options) => bot: ./bots/mine.mjs:depth=3 (see examples/). The bots:
${botList()}

--rules is a rule-set JSON file or field=value,…; the fields:
${rulesHelp()}`;

/** What `match` and `tournament` share: deals, seed, target, workers, engine, the result files and the rule set. */
function addRunOptions(c: Command): Command {
  return c
    .addOption(
      new Option('--deals <n>', 'deals to play (with --target: matches)')
        .argParser(wholeNumber('--deals', 1, 1_000_000_000_000))
        .default(20),
    )
    .addOption(
      new Option('--seed <s>', 'first deal seed: deal (or match) i, from 0, has seed s + i')
        .argParser(parseSeed)
        .default(1),
    )
    .addOption(
      new Option(
        '--target <n>',
        'play matches: every unit is a whole match of deals until a team reaches n (e.g. 3000)',
      ).argParser(wholeNumber('--target', 1, 1_000_000_000)),
    )
    .addOption(workersOption())
    .addOption(decisionTimeoutOption())
    .addOption(
      new Option(
        '--engine <how>',
        "core: the engine's pure core (fastest); machine: its xstate actor (the same games, slower)",
      )
        .choices(['core', 'machine'])
        .default('core'),
    )
    .option('--json <file>', 'write the result as JSON (per-deal records included, for merge), with its digest')
    .option('--csv <file>', 'write one row per deal played')
    .option('--report <file.html>', 'write a self-contained HTML report with charts')
    .addOption(rulesOption())
    .addOption(playersOption());
}

/** `match`: the run's options, --duplicate, --log-dir and --shard; the bot and rule help after. */
export function addMatchOptions(c: Command): Command {
  return addRunOptions(c)
    .option('--duplicate', 'play every deal (or match) twice, the teams swapped', false)
    .option('--log-dir <dir>', 'write one replayable JSON log per game')
    .addOption(
      new Option(
        '--shard <i/n>',
        'play only the deals with index ≡ i−1 (mod n); merge the shards with merge',
      ).argParser(parseShard),
    )
    .addHelpText('after', botHelp);
}

/** `tournament`: the run's options (always duplicate), --log-dir and --shard; the bot and rule help after. */
export function addTournamentOptions(c: Command): Command {
  return addRunOptions(c)
    .option('--log-dir <dir>', 'write one replayable JSON log per game, in one subdirectory per pairing')
    .addOption(
      new Option(
        '--shard <i/n>',
        'play only the deals with index ≡ i−1 (mod n) of every pairing; merge the shards with merge',
      ).argParser(parseShard),
    )
    .addHelpText('after', botHelp);
}

/**
 * The parsers of tune's numeric settings: the command line's, and a checkpoint's (`--resume`) checked by the very
 * same ones.
 */
export const TUNE_NUMBERS = {
  population: wholeNumber('--population', 2, 10_000),
  generations: wholeNumber('--generations', 1, 10_000),
  deals: wholeNumber('--deals', 1),
  seed: parseSeed,
  crossover: fraction('--crossover'),
  mutation: fraction('--mutation'),
  elite: wholeNumber('--elite', 0, 10_000),
} as const;

/** The checks of tune's settings that need several at once. */
export function checkTuneSettings(s: {
  population: number;
  elite: number;
  seed: number;
  generations: number;
  deals: number;
}): void {
  if (s.elite >= s.population)
    throw new UsageError(`--elite ${String(s.elite)} must be below --population ${String(s.population)}`);
  checkSeedRange(s.seed, s.generations * s.deals);
}

/** `tune`: the genetic algorithm's settings, the run's workers and files. */
export function addTuneOptions(c: Command): Command {
  return c
    .addOption(new Option('--population <n>', 'genomes per generation').argParser(TUNE_NUMBERS.population).default(100))
    .addOption(new Option('--generations <n>', 'generations').argParser(TUNE_NUMBERS.generations).default(20))
    .addOption(
      new Option('--deals <n>', 'duplicate deals per genome per generation (all genomes play the same ones)')
        .argParser(TUNE_NUMBERS.deals)
        .default(100),
    )
    .option('--opponent <bot>', 'the reference bot', 'classic')
    .addOption(
      new Option('--seed <s>', 'first deal seed: generation g plays seeds s + g·deals onwards')
        .argParser(TUNE_NUMBERS.seed)
        .default(1),
    )
    .addOption(workersOption())
    .addOption(decisionTimeoutOption())
    .addOption(
      new Option('--crossover <p>', 'probability that a child is a crossover of two parents')
        .argParser(TUNE_NUMBERS.crossover)
        .default(0.8),
    )
    .addOption(
      new Option('--mutation <p>', 'probability that each gene of a child is mutated')
        .argParser(TUNE_NUMBERS.mutation)
        .default(0.05),
    )
    .addOption(
      new Option('--elite <n>', 'best genomes carried over unchanged (and evaluated again)')
        .argParser(TUNE_NUMBERS.elite)
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
    .addOption(rulesOption())
    .addOption(playersOption());
}

/** `replay`: whose view to print, and whether to ask the bots again. */
export function addReplayOptions(c: Command): Command {
  return c
    .addOption(
      new Option('--seat <n>', "only what seat n saw: other seats' hidden draws are not named").argParser(
        wholeNumber('--seat', 0, 5),
      ),
    )
    .option(
      '--check-bots',
      'ask each logged bot every decision again (its profile or module read from its file) and fail at the first that differs',
      false,
    );
}

/** `merge`: the files to write the merged result to. */
export function addMergeOptions(c: Command): Command {
  return c
    .option('--json <file>', 'write the merged result as JSON')
    .option('--csv <file>', 'write one row per deal played')
    .option('--report <file.html>', 'write a self-contained HTML report with charts');
}
