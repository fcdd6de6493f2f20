// A clock the test moves by hand: timers fire in order when `advance` passes their time, never on their own. The
// server's grace period, move timer, bot delay and rate limit all read this clock in the tests.

import type { Clock, Timer } from '../../src/clock.js';

interface Pending {
  readonly at: number;
  /** How long it was set for. */
  readonly ms: number;
  readonly order: number;
  readonly callback: () => void;
  cancelled: boolean;
}

export class ManualClock implements Clock {
  private time = 1_750_000_000_000;
  private order = 0;
  private pending: Pending[] = [];

  now(): number {
    return this.time;
  }

  after(ms: number, callback: () => void): Timer {
    const entry: Pending = { at: this.time + ms, ms, order: this.order++, callback, cancelled: false };
    this.pending.push(entry);
    return {
      cancel: () => {
        entry.cancelled = true;
      },
    };
  }

  /** Timers not fired nor cancelled. */
  get waiting(): number {
    return this.pending.filter((p) => !p.cancelled).length;
  }

  /** Timers not fired nor cancelled that were set for `ms` (a bot's delay, say, among the server's other timers). */
  waitingOf(ms: number): number {
    return this.pending.filter((p) => !p.cancelled && p.ms === ms).length;
  }

  /** Moves time on by `ms`, firing every timer due on the way, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.pending
        .filter((p) => !p.cancelled && p.at <= end)
        .sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (due === undefined) break;
      due.cancelled = true;
      // Gone at once, not at the end: a timer that sets itself again (the presence's renewal every 10 s) over a jump
      // of days would otherwise leave a list as long as its firings, read at each one.
      this.pending = this.pending.filter((p) => !p.cancelled);
      this.time = Math.max(this.time, due.at);
      due.callback();
    }
    this.time = end;
    this.pending = this.pending.filter((p) => !p.cancelled);
  }
}
