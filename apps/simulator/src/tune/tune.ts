// `birimba-sim tune`: a genetic algorithm over the classic profile's numbers. Every genome of a generation plays the
// same duplicate deals against the reference bot (common random numbers); its fitness is its mean score difference
// per deal. A checkpoint after every generation lets an interrupted run go on exactly where it stopped.

import { type ClassicProfile, DEFAULT_PROFILE, Random, loadProfile, mixSeed, profileGenome } from '@birimba/ai';
import type { RuleSet } from '@birimba/engine';
import { type BotSpec, parseBotSpec } from '../bot-spec.js';
import { UsageError } from '../errors.js';
import { writeWhole } from '../disk.js';
import { onStopSignals } from '../stop-signals.js';
import type { Output, StopReason } from '../cli/terminal.js';
import { Progress } from '../progress.js';
import { matchReport } from '../results.js';
import { runPlan } from '../run.js';
import { MatchSink } from '../sink.js';
import { type GaSettings, initialPopulation, nextGeneration, ranking } from './ga.js';

export const TUNE_FORMAT = 'birimba-sim-tune';
export const TUNE_VERSION = 1;

/** `plain`: mean score difference against the opponent as it plays; `pessimistic`: against it never erring by chance. */
export type Fitness = 'plain' | 'pessimistic';

export interface TuneSettings extends GaSettings {
  readonly generations: number;
  /** Duplicate deals per genome per generation. */
  readonly deals: number;
  /** The reference bot's spec (default `classic`: the current default profile). */
  readonly opponent: string;
  /** Generation g plays the deals with seeds seed + g·deals … seed + (g+1)·deals − 1. */
  readonly seed: number;
  readonly fitness: Fitness;
}

/** One generation, as evaluated. */
export interface GenerationRecord {
  readonly generation: number;
  /** The deal seeds it played: [first, last]. */
  readonly seeds: readonly [number, number];
  /** Fitness of every genome, in population order (the elite first). */
  readonly fitness: readonly number[];
  /** Standard error of each genome's fitness (over its deals). */
  readonly stderr: readonly number[];
  readonly best: number;
  readonly mean: number;
  readonly median: number;
  readonly worst: number;
  /** The fitness of last generation's best, carried over and evaluated again on this generation's deals (null first). */
  readonly elite: number | null;
  /** The best genome's genes. */
  readonly bestGenes: readonly number[];
  readonly failures: number;
  readonly seconds: number;
}

/** A tuning run's whole state: what `--checkpoint` writes after every generation and `--resume` reads. */
export interface TuneState {
  readonly format: typeof TUNE_FORMAT;
  readonly version: typeof TUNE_VERSION;
  readonly settings: TuneSettings;
  /** The profile the genome is built on (its numbers are the first genome). */
  readonly base: ClassicProfile;
  /** Generations evaluated so far. */
  readonly generation: number;
  /** The population to evaluate next — or, when every generation is done, the last one evaluated. */
  readonly population: readonly (readonly number[])[];
  readonly history: readonly GenerationRecord[];
}

export interface TuneIo {
  readonly workers: number;
  /** The most milliseconds a decision may take (0: none). */
  readonly decisionTimeout: number;
  readonly rules: RuleSet;
  /** Where to write the state after every generation, or null. */
  readonly checkpoint: string | null;
  /** Where the progress goes (the process's stderr). */
  readonly stderr: Output;
}

/** The opponent a genome plays: the spec as given, or for the pessimistic fitness the same classic player without chance. */
export async function opponentSpec(settings: TuneSettings): Promise<BotSpec> {
  const spec = await parseBotSpec(settings.opponent);
  if (settings.fitness === 'plain') return spec;
  if (spec.kind !== 'classic') {
    throw new UsageError(
      `--fitness pessimistic needs a classic opponent (it plays without chance), not ${settings.opponent}`,
    );
  }
  const profile = spec.options.profile === undefined ? DEFAULT_PROFILE : loadProfile(spec.options.profile);
  const [low, high] = profile.choice.drawBand;
  const careful: ClassicProfile = {
    ...profile,
    name: `${profile.name}-careful`,
    choice: { ...profile.choice, playTop: 1, drawBand: [(low + high) / 2, (low + high) / 2], discardCertain: 0 },
  };
  return { ...spec, label: `${spec.label} (careful)`, options: { ...spec.options, profile: JSON.stringify(careful) } };
}

/** The first state of a run: generation 0 is the base profile and mutated copies of it. */
export function freshState(settings: TuneSettings, base: ClassicProfile = DEFAULT_PROFILE): TuneState {
  const genome = profileGenome(base);
  const random = new Random(mixSeed(settings.seed, -1));
  return {
    format: TUNE_FORMAT,
    version: TUNE_VERSION,
    settings,
    base,
    generation: 0,
    population: initialPopulation(genome, genome.encode(base), settings.population, random),
    history: [],
  };
}

function genomeSpec(profile: ClassicProfile, label: string): BotSpec {
  return {
    label,
    kind: 'classic',
    options: { profile: JSON.stringify(profile), explain: false },
    reported: { profile: label },
  };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** The best profile so far: the fittest genome of the last generation evaluated. */
export function bestProfile(state: TuneState): ClassicProfile | null {
  const last = state.history[state.history.length - 1];
  if (last === undefined) return null;
  return profileGenome(state.base).decode(
    last.bestGenes,
    `tuned-seed${String(state.settings.seed)}-gen${String(last.generation + 1)}`,
  );
}

export function writeState(path: string, state: TuneState): void {
  // Written aside and renamed: an interruption while writing leaves the previous checkpoint whole.
  writeWhole(path, '--checkpoint', (write) => write(`${JSON.stringify(state)}\n`));
}

/**
 * Evaluates generation after generation until all are done, the run is interrupted (a stop signal: the generation
 * being played is dropped; the checkpoint holds the last whole one) or a game fails (a fitness needs every game).
 * Returns the final state, why it stopped early and how many games of the last generation failed.
 */
export async function tune(
  start: TuneState,
  io: TuneIo,
): Promise<{ state: TuneState; stoppedBy: StopReason | null; failed: number }> {
  const { settings } = start;
  const genome = profileGenome(start.base);
  const opponent = await opponentSpec(settings);
  let state = start;
  let stoppedBy: StopReason | null = null;
  let failed = 0;
  const offSignals = onStopSignals((signal) => (stoppedBy ??= signal));
  const perGeneration = settings.population * settings.deals;
  const bar = new Progress({
    total: settings.generations * perGeneration,
    stream: io.stderr,
    intervalMs: Number(process.env.BIRIMBA_SIM_PROGRESS_MS ?? 10_000),
    unit: 'genome deals',
  });
  try {
    while (state.generation < settings.generations && stoppedBy === null) {
      const g = state.generation;
      const first = settings.seed + g * settings.deals;
      const started = performance.now();
      const outcome = await runPlan({
        pairings: state.population.map((genes, i) => [
          genomeSpec(genome.decode(genes, `gen${String(g + 1)}-${String(i)}`), `genome ${String(i)}`),
          opponent,
        ]),
        seed: first,
        deals: settings.deals,
        duplicate: true,
        rules: io.rules,
        workers: io.workers,
        shard: null,
        engine: 'core',
        sinks: state.population.map(() => new MatchSink(io.rules, null)),
        logDirs: null,
        decisionTimeout: io.decisionTimeout,
        stderr: io.stderr,
        progress: { bar, offset: g * perGeneration, gamesOffset: 2 * g * perGeneration },
      });
      if (outcome.stoppedBy !== null || outcome.interrupted) {
        stoppedBy = outcome.stoppedBy ?? stoppedBy ?? 'SIGINT';
        break;
      }
      if (outcome.failed > 0) {
        // A failed game scores nothing for its genome: the generation's fitness would be noise, not a ranking.
        failed = outcome.failed;
        bar.note(
          `birimba-sim: generation ${String(g + 1)}: ${String(outcome.failed)} games failed (see above); its fitness would count them as nothing, so the run stops here with the last whole generation`,
        );
        break;
      }
      const reports = outcome.data.map(matchReport);
      const fitness = reports.map((r) => r.scoreDiff.mean);
      const order = ranking(fitness);
      const bestIndex = order[0] as number;
      const record: GenerationRecord = {
        generation: g,
        seeds: [first, first + settings.deals - 1],
        fitness,
        stderr: reports.map((r) => r.scoreDiff.stderr),
        best: fitness[bestIndex] as number,
        mean: fitness.reduce((s, x) => s + x, 0) / fitness.length,
        median: median(fitness),
        worst: Math.min(...fitness),
        elite: g === 0 || settings.elite === 0 ? null : (fitness[0] as number),
        bestGenes: state.population[bestIndex] as readonly number[],
        failures: outcome.failed,
        seconds: (performance.now() - started) / 1000,
      };
      const done = g + 1 === settings.generations;
      const random = new Random(mixSeed(settings.seed, g));
      state = {
        ...state,
        generation: g + 1,
        population: done ? state.population : nextGeneration(genome, state.population, fitness, settings, random),
        history: [...state.history, record],
      };
      if (io.checkpoint !== null) writeState(io.checkpoint, state);
      const sign = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;
      bar.note(
        `birimba-sim: generation ${String(g + 1)}/${String(settings.generations)}: best ${sign(record.best)} ± ${(record.stderr[bestIndex] as number).toFixed(1)}, median ${sign(record.median)}, worst ${sign(record.worst)}${record.elite === null ? '' : `, last best again ${sign(record.elite)}`} (${record.seconds.toFixed(0)} s)`,
      );
    }
  } finally {
    offSignals();
    bar.finish();
  }
  return { state, stoppedBy, failed };
}
