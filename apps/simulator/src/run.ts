// Runs the units of one or more pairings on the worker pool, with progress, Ctrl-C handling and failure reports,
// and hands each pairing's units, in deal order, to its sink. Nothing here grows with the number of deals.

import type { RuleSet, Seat } from '@birimba/engine';
import { type MatchBots, botAtSeat, seatingIndex, seatingText, seatings } from './seating.js';
import type { BotSpec } from './bot-spec.js';
import type { Engine } from './game.js';
import type { LateDecision } from './deadline.js';
import { type StopControl, dispatch } from './pool.js';
import { Progress } from './progress.js';
import type { GameFailure } from './records.js';
import { type MatchData, type Shard, shardUnit, shardUnitCount } from './results.js';
import type { MatchSink } from './sink.js';
import { onStopSignals } from './stop-signals.js';
import type { Output, StopReason } from './cli/terminal.js';
import type { UnitTask } from './worker.js';

export interface RunPlan {
  readonly pairings: readonly MatchBots<BotSpec>[];
  readonly seed: number;
  /** Units per pairing: deals, or matches when `rules.matchTarget` is set. */
  readonly deals: number;
  readonly duplicate: boolean;
  readonly rules: RuleSet;
  readonly workers: number;
  readonly shard: Shard | null;
  readonly engine: Engine;
  /** One sink per pairing. */
  readonly sinks: readonly MatchSink[];
  /** A log directory per pairing, or null. */
  readonly logDirs: readonly (string | null)[] | null;
  /** The most milliseconds a decision may take (0: none): a later bot's worker is terminated, its unit failed. */
  readonly decisionTimeout: number;
  /** Where the progress and the notes of failures go (the process's stderr). */
  readonly stderr: Output;
  /** A progress display shared by several runs (tuning's generations), `offset` units already done; else its own. */
  readonly progress?: { readonly bar: Progress; readonly offset: number; readonly gamesOffset: number };
}

export interface RunOutcome {
  /** One per pairing. */
  readonly data: MatchData[];
  /** Stopped before every unit was played (a signal, too many failures, a file that could not be written). */
  readonly interrupted: boolean;
  /** Why the run stopped early: the first stop signal, too many failures, or a file it could not write. */
  readonly stoppedBy: StopReason | null;
  readonly failed: number;
}

/** A run whose bots fail this often is stopped: a broken bot is not worth a billion failure records. */
export const MAX_FAILURES = 1000;
/** Failures named on stderr one by one; the others are counted (all are in the results). */
const FAILURES_SHOWN = 20;

/** Unit i is played with seed `seed + i`. */
export function dealSeed(seed: number, deal: number): number {
  return seed + deal;
}

function replayHint(plan: RunPlan, task: UnitTask): string {
  const dup = plan.duplicate ? ' --duplicate' : '';
  const target = plan.rules.matchTarget === null ? '' : ` --target ${String(plan.rules.matchTarget)}`;
  const players = plan.rules.players === 4 ? '' : ` --players ${String(plan.rules.players)}`;
  return `birimba-sim match ${task.bots.map((b) => b.label).join(' ')}${players} --seed ${String(task.seed)} --deals 1${dup}${target} --log-dir DIR`;
}

/** `bot random at seat 1: no decision within 100 ms` (the failure it becomes names the game). */
function lateDecision(plan: RunPlan, task: UnitTask, late: LateDecision): string {
  const players = plan.rules.players;
  const seating = seatings(players, task.bots.length, true)[late.seating] ?? [];
  const label = task.bots[botAtSeat(seating, late.seat as Seat, players)]?.label ?? '?';
  return `bot ${label} at seat ${String(late.seat)}: no decision within ${String(plan.decisionTimeout)} ms`;
}

export async function runPlan(plan: RunPlan): Promise<RunOutcome> {
  const units = shardUnitCount(plan.deals, plan.shard);
  const pairs = plan.pairings.length;
  // Unit-major: an interrupted tournament has played about as many deals in every pairing.
  const taskAt = (k: number): UnitTask => {
    const pair = k % pairs;
    const deal = shardUnit(Math.floor(k / pairs), plan.shard);
    return {
      pair,
      deal,
      seed: dealSeed(plan.seed, deal),
      duplicate: plan.duplicate,
      rules: plan.rules,
      bots: plan.pairings[pair] as MatchBots<BotSpec>,
      engine: plan.engine,
      logDir: plan.logDirs?.[pair] ?? null,
      decisionTimeout: plan.decisionTimeout,
    };
  };
  const total = units * pairs;
  const progress =
    plan.progress?.bar ??
    new Progress({
      total,
      stream: plan.stderr,
      intervalMs: Number(process.env.BIRIMBA_SIM_PROGRESS_MS ?? 10_000),
      unit: plan.rules.matchTarget === null ? 'deals' : 'matches',
    });
  const offset = plan.progress?.offset ?? 0;
  const gamesOffset = plan.progress?.gamesOffset ?? 0;
  const control: StopControl = { stopping: false, dropping: false };
  let stoppedBy: StopReason | null = null;
  const stop = (why: StopReason, line: string): void => {
    if (control.stopping) return;
    control.stopping = true;
    stoppedBy = why;
    progress.note(line);
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    if (!control.stopping) {
      stop(
        signal,
        `birimba-sim: interrupted (${signal}): no new deals; finishing the running ones (Ctrl-C or ${signal} again to drop them)`,
      );
    } else if (!control.dropping) {
      // A signal after the run stopped itself still names the exit status: someone asked it to stop.
      if (stoppedBy === null || stoppedBy === 'failures' || stoppedBy === 'output') stoppedBy = signal;
      control.dropping = true;
      progress.note('birimba-sim: dropping the running deals');
      control.onDrop?.();
    }
  };
  const offSignals = onStopSignals(onSignal);
  let done = 0;
  let games = 0;
  let failed = 0;
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  try {
    const deadline = {
      ms: plan.decisionTimeout,
      message: (task: UnitTask, late: LateDecision) => lateDecision(plan, task, late),
    };
    await dispatch(
      total,
      taskAt,
      plan.workers,
      control,
      (task, outcome) => {
        const sink = plan.sinks[task.pair] as MatchSink;
        done++;
        const failures: GameFailure[] =
          outcome instanceof Error
            ? [
                {
                  deal: task.deal,
                  seed: task.seed,
                  error: `worker crashed: ${outcome.message}`,
                },
              ]
            : outcome.failures;
        if (outcome instanceof Error) sink.add({ deal: task.deal, games: [], failures });
        else {
          sink.add({ deal: task.deal, games: outcome.games, failures }, outcome.decisionHistograms);
          games += outcome.games.length;
          if (outcome.ioError !== undefined)
            stop('output', `birimba-sim: ${outcome.ioError}: stopping the run; what finished is written`);
        }
        const spoolFailed = sink.spool?.failed ?? null;
        if (spoolFailed !== null)
          stop(
            'output',
            `birimba-sim: cannot write the records beside the results (${spoolFailed}): stopping the run; what finished is kept`,
          );
        for (const f of failures) {
          failed++;
          const text = f.swapped === undefined ? '' : seatingText(plan.rules.players, seatingIndex(f));
          const which = text === '' ? '' : ` (${text})`;
          if (failed <= FAILURES_SHOWN) {
            progress.note(
              `birimba-sim: deal ${String(f.deal)}${which} with seed ${String(f.seed)} failed: ${f.error}; replay it: ${replayHint(plan, task)}`,
            );
          } else if (failed === FAILURES_SHOWN + 1)
            progress.note('birimba-sim: more failures are not shown one by one; every one is in the results');
          if (failed === MAX_FAILURES) {
            stop(
              'failures',
              `birimba-sim: ${String(MAX_FAILURES)} failures: giving up the run (a bot this broken is not worth the rest); the results so far are written`,
            );
          }
        }
        progress.update(offset + done, gamesOffset + games);
      },
      deadline,
    );
  } finally {
    offSignals();
    if (plan.progress === undefined) progress.finish();
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    data: plan.pairings.map((bots, pair) => {
      const sink = plan.sinks[pair] as MatchSink;
      return {
        config: { seed: plan.seed, dealsPlanned: plan.deals, duplicate: plan.duplicate, rules: plan.rules, bots },
        stats: sink.stats,
        histograms: sink.histograms,
        shards: plan.shard === null ? null : { indices: [plan.shard.index], count: plan.shard.count },
        elapsedSeconds,
        cpuSeconds,
        workers: plan.workers,
      };
    }),
    interrupted: done < total,
    stoppedBy,
    failed,
  };
}
