// One run at a time on a result file: a run writing --json holds `FILE.lock`, holding its process id, from its start
// to its end, however it ends — done, failed, or stopped by a signal before its deals. A second run on the same path
// is refused at once, naming the first's process, instead of both running and the last one's file replacing the
// other's; a lock whose process is gone (SIGKILL, a machine that went down) is taken over.

import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { quoteInput } from '@birimba/engine';
import { UsageError } from './errors.js';
import { errorCode, outputTarget, privateSuffix } from './disk.js';
import { STOP_SIGNALS } from './stop-signals.js';

/** Whether a process of that id is running (one of another user's too). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errorCode(e) === 'EPERM';
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * The process id a lock holds, or null when it holds none (gone, or not a number). A lock is created empty and its
 * id written at once by the same call; one found empty is read again for a moment before it counts as abandoned.
 */
function holderOf(lock: string): number | null {
  for (let tries = 0; ; tries++) {
    let text: string;
    try {
      text = readFileSync(lock, 'utf8');
    } catch {
      return null;
    }
    if (/^\d+\n$/.test(text)) return Number(text);
    if (text !== '' || tries === 50) return null;
    Atomics.wait(sleeper, 0, 0, 20);
  }
}

/** The locks this process holds, freed together when a stop signal would end it. */
const held = new Set<ResultLock>();

/**
 * A stop signal that nothing else handles ends the process (the run handles them only while it plays): free the locks
 * first, then let the signal do what it would have done.
 */
function onSignal(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) > 1) return;
  for (const lock of [...held]) lock.release();
  process.kill(process.pid, signal);
}

/** A process.exit while a lock is held. */
function onExit(): void {
  for (const lock of [...held]) lock.release();
}

/** The stop-signal and exit handlers that free the locks held, installed once. */
function guardSignals(): void {
  if (process.listeners('exit').includes(onExit)) return;
  for (const s of STOP_SIGNALS) process.on(s, onSignal);
  process.on('exit', onExit);
}

function unguardSignals(): void {
  for (const s of STOP_SIGNALS) process.off(s, onSignal);
  process.off('exit', onExit);
}

export class ResultLock {
  private constructor(readonly path: string) {
    held.add(this);
  }

  /**
   * Takes the lock of the file `path` names (beside the file a symlink leads to), or refuses the run (UsageError):
   * another running process holds it, or it cannot be made.
   */
  static take(path: string, option: string): ResultLock {
    // The handlers first: a stop signal that came between the lock's making and them would end the process with the
    // lock left behind. With them, a signal waits for this synchronous call, and frees what it made.
    guardSignals();
    try {
      return ResultLock.make(path, option);
    } catch (e) {
      if (held.size === 0) unguardSignals();
      throw e;
    }
  }

  private static make(path: string, option: string): ResultLock {
    const lock = `${outputTarget(path, option)}.lock`;
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        const fd = openSync(lock, 'wx');
        try {
          writeSync(fd, `${String(process.pid)}\n`);
        } finally {
          closeSync(fd);
        }
        return new ResultLock(lock);
      } catch (e) {
        if (errorCode(e) !== 'EEXIST')
          throw new UsageError(
            `${option} ${quoteInput(path)}: cannot make its lock ${quoteInput(lock)} (${errorCode(e)})`,
          );
      }
      const holder = holderOf(lock);
      if (holder !== null && running(holder)) throw inUse(option, path, lock, holder);
      // Abandoned: moved aside first, so that of two runs taking it over at once only one removes it; a run that
      // finds it has moved a live lock (taken over by another since it looked) puts it back and is refused.
      const aside = `${lock}${privateSuffix()}.stale`;
      try {
        renameSync(lock, aside);
      } catch {
        continue;
      }
      const moved = holderOf(aside);
      if (moved !== null && moved !== holder && running(moved)) {
        try {
          linkSync(aside, lock);
        } catch {
          // a third run holds it now
        }
        rmSync(aside, { force: true });
        throw inUse(option, path, lock, moved);
      }
      rmSync(aside, { force: true });
    }
    throw new UsageError(
      `${option} ${quoteInput(path)}: its lock ${quoteInput(lock)} is taken and freed over and over`,
    );
  }

  /** Frees the lock (once; only while it still holds this process's id). */
  release(): void {
    if (!held.delete(this)) return;
    if (held.size === 0) unguardSignals();
    if (holderOf(this.path) === process.pid) rmSync(this.path, { force: true });
  }
}

function inUse(option: string, path: string, lock: string, pid: number): UsageError {
  return new UsageError(
    `${option} ${quoteInput(path)} is in use by process ${String(pid)} (its lock ${quoteInput(lock)}): wait for that run to end, or remove the lock if that process is not a birimba-sim run`,
  );
}

/** Runs `body` holding the lock of the --json file `json` (nothing to hold without one), freed however it ends. */
export async function holdingResult<T>(json: string | undefined, body: () => Promise<T>): Promise<T> {
  const lock = json === undefined ? null : ResultLock.take(json, '--json');
  try {
    return await body();
  } finally {
    lock?.release();
  }
}
