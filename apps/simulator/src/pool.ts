// The worker pool (tinypool over worker_threads) and the dispatcher that feeds it one deal at a time, so that a
// stop request ends the run after the deals in flight, and a crashed worker costs only its own deal.

import Tinypool from 'tinypool';
import type { DealOutcome } from './records.js';
import { messageOf } from './errors.js';
import type { DealTask } from './worker.js';

/** How a run is being stopped: `stopping` lets the running deals finish, `dropping` abandons them. */
export interface StopControl {
  stopping: boolean;
  dropping: boolean;
  /** Called when `dropping` is set, so a waiting run returns at once. */
  onDrop?: () => void;
}

export interface DispatchResult {
  /** Deals neither finished nor failed (not dispatched, or dropped). */
  readonly unfinished: number;
}

/**
 * Runs every task on `workers` threads, at most one deal per worker at a time, and reports each outcome (or the
 * error that lost it) as it arrives. Returns when all are done, or when stopped.
 */
export async function dispatch(
  tasks: readonly DealTask[],
  workers: number,
  control: StopControl,
  onOutcome: (task: DealTask, outcome: DealOutcome | Error) => void,
): Promise<DispatchResult> {
  const threads = Math.max(1, Math.min(workers, tasks.length));
  const pool = new Tinypool({
    filename: new URL('./worker.js', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // Workers live for the whole run; only a crash replaces one.
    idleTimeout: 2_147_483_647,
  });
  let closing = false;
  // tinypool fails a thread's tasks when the thread emits 'error' (an uncaught exception, out of memory) but not
  // when it just exits (process.exit in a worker): turn an unexpected exit into an error so its deal is not lost.
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
  let finished = 0;
  await new Promise<void>((resolve) => {
    let running = 0;
    const settle = (): void => {
      if (running === 0 && (next >= tasks.length || control.stopping)) resolve();
    };
    control.onDrop = resolve;
    const launch = (): void => {
      while (running < threads && next < tasks.length && !control.stopping) {
        const task = tasks[next++] as DealTask;
        running++;
        const done = (outcome: DealOutcome | Error): void => {
          running--;
          if (control.dropping) return;
          finished++;
          onOutcome(task, outcome);
          launch();
          settle();
        };
        (pool.run(task) as Promise<DealOutcome>).then(done, (e: unknown) => done(e instanceof Error ? e : new Error(messageOf(e))));
        watch();
      }
    };
    launch();
    settle();
  });
  closing = true;
  await pool.destroy();
  return { unfinished: tasks.length - finished };
}
