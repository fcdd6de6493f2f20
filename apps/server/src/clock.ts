// Time as the server uses it: the wall clock and timers, behind one small interface so that tests drive the grace
// period, the move timer and the rate limit by hand instead of waiting.

/** A timer that can be cancelled. */
export interface Timer {
  /** Stops it; nothing happens if it already fired. */
  cancel(): void;
}

/** The server's time: now, and a callback later. */
export interface Clock {
  /** Milliseconds since 1970. */
  now(): number;
  /** Calls `callback` once, `ms` milliseconds from now. */
  after(ms: number, callback: () => void): Timer;
}

/** The real clock: `Date.now` and `setTimeout`. */
export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, callback) {
    const handle = setTimeout(callback, ms);
    return { cancel: () => clearTimeout(handle) };
  },
};
