// The signals that ask a run to stop: Ctrl-C (SIGINT), SIGTERM (Kubernetes, Slurm, systemd) and SIGHUP (a closed
// terminal) are handled alike — what finished is written — and the first one names the exit status.

/** The signals a run treats as "stop now, keep what finished". */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Calls `handler` on each of them until the returned function is called. */
export function onStopSignals(handler: (signal: NodeJS.Signals) => void): () => void {
  for (const s of STOP_SIGNALS) process.on(s, handler);
  return () => {
    for (const s of STOP_SIGNALS) process.off(s, handler);
  };
}
