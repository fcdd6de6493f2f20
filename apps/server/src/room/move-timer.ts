// The move timer of a room: one turn's deadline at a time (issue 22 §4), keyed by the turn (`deal:turn`) so that
// setting it again for the same turn keeps the time already running, and a turn's time-out is told only if it is
// still that turn's timer.

import type { Clock, Timer } from '../clock.js';

export class MoveTimer {
  /** The turn the timer runs for (`deal:turn`), or null. */
  private key: string | null = null;
  /** When the time runs out, by the server's clock (ms), or 0: no timer. */
  private at = 0;
  private timer: Timer | null = null;

  constructor(
    private readonly clock: Clock,
    /** Called when the time of turn `key` runs out. */
    private readonly timeUp: (key: string) => void,
  ) {}

  /** The deadline by the server's clock (ms), 0 when no timer runs: the room's public `deadline`. */
  get deadline(): number {
    return this.at;
  }

  /** The time left (ms), null when no timer runs: a view's `deadlineIn`. */
  left(): number | null {
    return this.at === 0 ? null : Math.max(0, Math.round(this.at - this.clock.now()));
  }

  /** Runs `seconds` for turn `key` (0: no timer) — or `leftMs` of them, what the turn had left when its match was
   * paused; the same turn's timer already running is kept. */
  set(key: string, seconds: number, leftMs: number | null = null): void {
    if (seconds === 0) {
      this.clear();
      return;
    }
    if (this.key === key) return;
    this.clear();
    const ms = leftMs ?? seconds * 1000;
    this.key = key;
    this.at = this.clock.now() + ms;
    this.timer = this.clock.after(ms, () => {
      this.timer = null;
      this.timeUp(key);
    });
  }

  /** Whether the timer runs for turn `key`. */
  runsFor(key: string): boolean {
    return this.key === key;
  }

  clear(): void {
    this.timer?.cancel();
    this.timer = null;
    this.key = null;
    this.at = 0;
  }
}
