// Runs the deals of one or more pairings on the worker pool, with progress, Ctrl-C handling and failure reports,
// and collects the data of each pairing (ordered by deal whatever the finishing order).

import type { RuleSet } from '@birimba/engine';
import type { BotSpec } from './botSpec.js';
import { type StopControl, dispatch } from './pool.js';
import { Progress } from './progress.js';
import type { GameFailure, GameRecord } from './records.js';
import type { MatchData, Shard } from './results.js';
import { type Histogram, mergeHistograms } from './stats.js';
import type { DealTask } from './worker.js';

export interface RunPlan {
  readonly pairings: readonly (readonly [BotSpec, BotSpec])[];
  readonly seed: number;
  readonly deals: number;
  readonly duplicate: boolean;
  readonly rules: RuleSet;
  readonly workers: number;
  readonly shard: Shard | null;
  readonly logDir: string | null;
  /** A log directory per pairing (a tournament's), instead of `logDir`. */
  readonly pairLogDirs?: readonly string[];
}

export interface RunOutcome {
  /** One per pairing. */
  readonly data: MatchData[];
  readonly interrupted: boolean;
  readonly failed: number;
}

/** Deal i is played with seed `seed + i`. */
export function dealSeed(seed: number, deal: number): number {
  return seed + deal;
}

/** The deal indices of a shard: those ≡ index − 1 (mod count), so every shard gets early and late deals alike. */
export function shardDeals(deals: number, shard: Shard | null): number[] {
  const out: number[] = [];
  for (let i = 0; i < deals; i++) if (shard === null || i % shard.count === shard.index - 1) out.push(i);
  return out;
}

function replayHint(plan: RunPlan, task: DealTask): string {
  const dup = plan.duplicate ? ' --duplicate' : '';
  return `birimba-sim match ${task.bots[0].label} ${task.bots[1].label} --seed ${String(task.seed)} --deals 1${dup} --log-dir DIR`;
}

export async function runPlan(plan: RunPlan): Promise<RunOutcome> {
  const deals = shardDeals(plan.deals, plan.shard);
  const tasks: DealTask[] = plan.pairings.flatMap((bots, pair) =>
    deals.map((deal) => ({ pair, deal, seed: dealSeed(plan.seed, deal), duplicate: plan.duplicate, rules: plan.rules, bots, logDir: plan.pairLogDirs?.[pair] ?? plan.logDir })),
  );
  const collected = plan.pairings.map(() => ({
    games: [] as GameRecord[],
    failures: [] as GameFailure[],
    histograms: [{}, {}] as [Histogram, Histogram],
  }));
  const progress = new Progress({
    total: tasks.length,
    stream: process.stderr,
    intervalMs: Number(process.env.BIRIMBA_SIM_PROGRESS_MS ?? 10_000),
  });
  const control: StopControl = { stopping: false, dropping: false };
  const onSigint = (): void => {
    if (!control.stopping) {
      control.stopping = true;
      progress.note('birimba-sim: interrupted: no new deals; finishing the running ones (Ctrl-C again to drop them)');
    } else if (!control.dropping) {
      control.dropping = true;
      progress.note('birimba-sim: dropping the running deals');
      control.onDrop?.();
    }
  };
  process.on('SIGINT', onSigint);
  let done = 0;
  let games = 0;
  let failed = 0;
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  try {
    await dispatch(tasks, plan.workers, control, (task, outcome) => {
      const into = collected[task.pair] as (typeof collected)[number];
      done++;
      const failures: GameFailure[] =
        outcome instanceof Error ? [{ deal: task.deal, seed: task.seed, error: `worker crashed: ${outcome.message}` }] : outcome.failures;
      if (!(outcome instanceof Error)) {
        into.games.push(...outcome.games);
        games += outcome.games.length;
        mergeHistograms(into.histograms[0], outcome.decisionHistograms[0]);
        mergeHistograms(into.histograms[1], outcome.decisionHistograms[1]);
      }
      for (const f of failures) {
        failed++;
        into.failures.push(f);
        const which = f.swapped === undefined ? '' : f.swapped ? ' (teams swapped)' : '';
        progress.note(`birimba-sim: deal ${String(f.deal)}${which} with seed ${String(f.seed)} failed: ${f.error}; replay it: ${replayHint(plan, task)}`);
      }
      progress.update(done, games);
    });
  } finally {
    process.off('SIGINT', onSigint);
    progress.finish();
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    data: plan.pairings.map((bots, pair) => {
      const c = collected[pair] as (typeof collected)[number];
      return {
        config: { seed: plan.seed, dealsPlanned: plan.deals, duplicate: plan.duplicate, rules: plan.rules, bots },
        games: c.games,
        failures: c.failures,
        histograms: c.histograms,
        shards: plan.shard === null ? null : { indices: [plan.shard.index], count: plan.shard.count },
        interrupted: control.stopping,
        elapsedSeconds,
        cpuSeconds,
        workers: plan.workers,
      };
    }),
    interrupted: control.stopping,
    failed,
  };
}
