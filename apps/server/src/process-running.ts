// Whether a process of a given id runs: how a file left by a process (a lock, a write cut short) tells whether its
// writer is gone.

/** Whether a process of this id runs (one of another user's counts: it cannot be signalled, but it is there). */
export function processRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
