// The worker pool (tinypool over worker_threads) and the dispatcher that feeds it one unit at a time, so that a stop
// request ends the run after the units in flight and a crashed worker costs only its own unit. Tasks are made on
// demand (a billion deals need no list) and their outcomes are handed on in task order, whatever order the workers
// finish in.

import Tinypool from 'tinypool';
import type { UnitOutcome } from './records.js';
import { messageOf } from './errors.js';
import type { UnitTask } from './worker.js';

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
 * Runs tasks 0 … count − 1 (`taskAt` makes each when it is due) on `workers` threads, at most one unit per worker at
 * a time, and hands each outcome (or the error that lost it) to `onOutcome` in task order. Returns when all are
 * done, or when stopped: then the outcomes that finished are handed on in order up to the first missing one, and
 * those after a gap are handed on too (in order), so nothing finished is lost.
 */
export async function dispatch(
  count: number,
  taskAt: (index: number) => UnitTask,
  workers: number,
  control: StopControl,
  onOutcome: (task: UnitTask, outcome: UnitOutcome | Error) => void,
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
        if (!closing && !failed) thread.emit('error', new Error(`worker thread exited with code ${String(code)}`));
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
  await new Promise<void>((resolve) => {
    let running = 0;
    const settle = (): void => {
      if (running === 0 && (next >= count || control.stopping)) resolve();
    };
    control.onDrop = resolve;
    const launch = (): void => {
      while (running < threads && next < count && !control.stopping && next - delivered < MAX_AHEAD) {
        const index = next++;
        const task = taskAt(index);
        running++;
        const done = (outcome: UnitOutcome | Error): void => {
          running--;
          if (control.dropping) return;
          waiting.set(index, { task, outcome });
          deliver();
          launch();
          settle();
        };
        (pool.run(task) as Promise<UnitOutcome>).then(done, (e: unknown) => done(e instanceof Error ? e : new Error(messageOf(e))));
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
  closing = true;
  await pool.destroy();
  return { unfinished: count - finished };
}
