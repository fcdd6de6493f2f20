// A database's health check for /health: one probe in flight at a time (a probe of a database that hangs is not
// sent again and again), its answer false when it fails or takes longer than a short time.

/** How long a check waits for the database's answer. */
export const CHECK_MS = 2000;

/** A check of `probe`: true when it resolves within `timeoutMs`, false when it is refused or later. */
export function healthCheck(probe: () => Promise<unknown>, timeoutMs = CHECK_MS): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  return async () => {
    inFlight ??= probe().then(
      () => true,
      () => false,
    );
    const answer = inFlight;
    void answer.finally(() => {
      if (inFlight === answer) inFlight = null;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
