// Child processes the tests start in process groups of their own (`detached`), stopped by their group — the process
// and anything it started — and checked gone.

import type { ChildProcess } from 'node:child_process';

/** Whether a process of this id still exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends `signal` to the child's process group and waits until the child has exited and its group is gone. */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone already.
    }
    await exited;
  }
  // The group's leader is reaped; anything else of the group goes with a SIGKILL (a hang is the test's time limit).
  while (alive(-pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (alive(pid)) throw new Error(`process ${String(pid)} is still there`);
}

/** Sends `signal` to the child's process group while the child runs (SIGSTOP and SIGCONT: a server paused). */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, signal);
}
