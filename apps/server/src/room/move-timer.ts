// The move timer's clock: the turn's timer as the turns decide it (turns.ts: one turn's deadline at a time, issue 22
// §4), armed on the server's clock. Arming the timer already armed keeps it running; its running out is handed back
// with its turn's key (`deal:turn`), for the room to decide whether it is still that turn's.

import type { Clock, Timer } from '../clock.js';
import type { TurnTimer } from './turns.js';

export class MoveTimer {
  private armed: { readonly key: string; readonly at: number; handle: Timer | null } | null = null;

  constructor(
    private readonly clock: Clock,
    /** Called when the time of turn `key` runs out. */
    private readonly timeUp: (key: string) => void,
  ) {}

  /** Runs the clock to `timer` (null: none). */
  arm(timer: TurnTimer | null): void {
    if (timer !== null && this.armed?.key === timer.key && this.armed.at === timer.at) return;
    this.armed?.handle?.cancel();
    this.armed = null;
    if (timer === null) return;
    const armed = { key: timer.key, at: timer.at, handle: null as Timer | null };
    armed.handle = this.clock.after(Math.max(0, timer.at - this.clock.now()), () => {
      armed.handle = null;
      this.timeUp(armed.key);
    });
    this.armed = armed;
  }
}
