// The worker pool (tinypool over worker_threads) and the dispatcher that feeds it one unit at a time, so that a stop
// request ends the run after the units in flight and a crashed worker costs only its own unit. Tasks are made on
// demand (a billion deals need no list) and their outcomes are handed on in task order, whatever order the workers
// finish in.

import Tinypool from 'tinypool';
import type { UnitOutcome } from './records.js';
import { DecisionTimeout, DecisionWatch, type LateDecision, type WatchCell } from './deadline.js';
import { messageOf } from './errors.js';
import type { UnitBatch, UnitTask } from './worker.js';

/** The decision deadline of a run: its milliseconds, and the sentence of a late decision. */
export interface Deadline {
  readonly ms: number;
  readonly message: (task: UnitTask, late: LateDecision) => string;
}

/** How a run is being stopped: `stopping` lets the running units finish, `dropping` abandons them. */
export interface StopControl {
  stopping: boolean;
  dropping: boolean;
  /** Called when `dropping` is set, so a waiting run returns at once. */
  onDrop?: () => void;
}

export interface DispatchResult {
  /** Tasks neither finished nor failed (not dispatched, or dropped). */
  readonly unfinished: number;
}

/**
 * Outcomes that finished ahead of an earlier task wait for it; past this many, no new task starts until the
 * earliest one is in (one slow unit must not let the buffer grow without bound).
 */
export const MAX_AHEAD = 4096;

/**
 * Quick units go to a worker in batches of about this many milliseconds of play (at most MAX_BATCH units), so that
 * the pool's cost per message is spread over them; a unit of a classic game or a match is a batch of its own.
 */
const BATCH_MS = 25;
const MAX_BATCH = 64;

/**
 * Runs tasks 0 … count − 1 (`taskAt` makes each when it is due) on `workers` threads, one batch of units per worker
 * at a time, and hands each outcome (or the error that lost it) to `onOutcome` in task order. Returns when all are
 * done, or when stopped: then the outcomes that finished are handed on in order up to the first missing one, and
 * those after a gap are handed on too (in order), so nothing finished is lost.
 */
export async function dispatch(
  count: number,
  taskAt: (index: number) => UnitTask,
  workers: number,
  control: StopControl,
  onOutcome: (task: UnitTask, outcome: UnitOutcome | Error) => void,
  deadline: Deadline | null = null,
): Promise<DispatchResult> {
  const threads = Math.max(1, Math.min(workers, count));
  const pool = new Tinypool({
    filename: new URL('./worker.js', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // Workers live for the whole run; only a crash replaces one.
    idleTimeout: 2_147_483_647,
  });
  let closing = false;
  // Why the main thread terminated a thread (a decision past its deadline), by thread id.
  const terminated = new Map<number, DecisionTimeout>();
  // tinypool fails a thread's tasks when the thread emits 'error' (an uncaught exception, out of memory) but not
  // when it just exits (process.exit in a worker): turn an unexpected exit into an error so its unit is not lost.
  const watched = new WeakSet<object>();
  const watch = (): void => {
    for (const thread of pool.threads) {
      if (watched.has(thread)) continue;
      watched.add(thread);
      let failed = false;
      thread.on('error', () => (failed = true));
      thread.on('exit', (code: number) => {
        // A thread that died of an error exits too; its tasks have been failed already.
        if (closing || failed) return;
        const why = terminated.get(thread.threadId);
        terminated.delete(thread.threadId);
        thread.emit('error', why ?? new Error(`worker thread exited with code ${String(code)}`));
      });
    }
  };
  // An error of a thread with no task (none expected) must not end the run.
  pool.on('error', () => undefined);
  watch();
  let next = 0;
  let delivered = 0;
  const waiting = new Map<number, { task: UnitTask; outcome: UnitOutcome | Error }>();
  const deliver = (): void => {
    for (let w = waiting.get(delivered); w !== undefined; w = waiting.get(delivered)) {
      waiting.delete(delivered);
      delivered++;
      onOutcome(w.task, w.outcome);
    }
  };
  // Units of a batch its worker died with are played again one by one, so that only the unit at fault is lost.
  const retry: number[] = [];
  // A unit whose decision ran past its deadline is played again without that game (its failure recorded instead),
  // so that the unit's other games are kept; it was running, so it is played even when the run is stopping.
  const replays: { index: number; task: UnitTask }[] = [];
  let msPerUnit = Number.POSITIVE_INFINITY;
  // Each running batch marks its decisions in a cell of shared memory; a decision past the deadline gets its thread
  // terminated (the batch fails with a DecisionTimeout naming the unit at fault).
  const decisions = deadline === null || deadline.ms === 0 ? null : new DecisionWatch(threads);
  const running = new Set<{ watch: WatchCell; batch: UnitTask[]; killed: boolean }>();
  const watchdog =
    decisions === null || deadline === null
      ? null
      : setInterval(
          () => {
            for (const r of running) {
              const late = r.killed ? null : decisions.late(r.watch, deadline.ms);
              const thread = late === null ? undefined : pool.threads.find((t) => t.threadId === late.threadId);
              if (late === null || thread === undefined) continue;
              r.killed = true;
              const task = r.batch[late.unit] as UnitTask;
              terminated.set(late.threadId, new DecisionTimeout(deadline.message(task, late), late.unit, late.seating));
              void thread.terminate();
            }
          },
          Math.min(1000, Math.max(10, deadline.ms / 4)),
        );
  await new Promise<void>((resolve) => {
    let busy = 0;
    const settle = (): void => {
      if (busy === 0 && replays.length === 0 && (control.stopping || (retry.length === 0 && next >= count))) resolve();
    };
    control.onDrop = resolve;
    const launch = (): void => {
      while (
        busy < threads &&
        (replays.length > 0 ||
          (!control.stopping && (retry.length > 0 || (next < count && next - delivered < MAX_AHEAD))))
      ) {
        let indices: number[];
        const replay = replays.shift();
        if (replay !== undefined) indices = [replay.index];
        else if (retry.length > 0) indices = [retry.shift() as number];
        else {
          const size = Math.max(
            1,
            Math.min(MAX_BATCH, Math.floor(BATCH_MS / msPerUnit), count - next, MAX_AHEAD - (next - delivered)),
          );
          indices = Array.from({ length: size }, (_, i) => next + i);
          next += size;
        }
        const batch = replay === undefined ? indices.map(taskAt) : [replay.task];
        busy++;
        const cell = decisions?.take() ?? null;
        const entry = cell === null ? null : { watch: cell, batch, killed: false };
        if (entry !== null) running.add(entry);
        const started = performance.now();
        const done = (outcomes: UnitOutcome[] | Error): void => {
          busy--;
          if (entry !== null) {
            running.delete(entry);
            decisions?.release(entry.watch);
          }
          if (control.dropping) return;
          if (outcomes instanceof DecisionTimeout) {
            // The unit at fault is played again without its late game; the others of the batch, lost with the
            // thread, are played again one by one.
            const late = batch[outcomes.unit] as UnitTask;
            const failedGames = [...(late.failedGames ?? []), { seating: outcomes.seating, error: outcomes.message }];
            replays.push({ index: indices[outcomes.unit] as number, task: { ...late, failedGames } });
            retry.push(...indices.filter((_, i) => i !== outcomes.unit));
          } else if (outcomes instanceof Error && indices.length > 1) retry.push(...indices);
          else {
            if (!(outcomes instanceof Error)) {
              const ms = (performance.now() - started) / indices.length;
              msPerUnit = Number.isFinite(msPerUnit) ? 0.8 * msPerUnit + 0.2 * ms : ms;
            }
            indices.forEach((index, i) =>
              waiting.set(index, {
                task: batch[i] as UnitTask,
                outcome: outcomes instanceof Error ? outcomes : (outcomes[i] as UnitOutcome),
              }),
            );
            deliver();
          }
          launch();
          settle();
        };
        const message: UnitBatch = { units: batch, watch: cell };
        (pool.run(message) as Promise<UnitOutcome[]>).then(done, (e: unknown) =>
          done(e instanceof Error ? e : new Error(messageOf(e))),
        );
        watch();
      }
    };
    launch();
    settle();
  });
  // Stopped with gaps (units dropped while later ones had finished): hand on what finished, in order.
  for (const index of [...waiting.keys()].sort((x, y) => x - y)) {
    const w = waiting.get(index);
    if (w !== undefined) onOutcome(w.task, w.outcome);
  }
  const finished = delivered + waiting.size;
  if (watchdog !== null) clearInterval(watchdog);
  closing = true;
  await pool.destroy();
  return { unfinished: count - finished };
}
