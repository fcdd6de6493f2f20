// The server's clock as this page knows it: a turn's deadline comes in the room's public state by the server's clock;
// a view tells the time left, which gives the offset between the two clocks.

export class RoomClock {
  /** The server's clock minus this page's (ms), learned from a view that tells the time left; null before. */
  private offset: number | null = null;
  private asked = false;

  /** Learns the offset from a view's deadline told both ways: by the server's clock (`deadline`) and as time left. */
  learn(deadline: number, deadlineIn: number | null): void {
    if (deadlineIn !== null && deadline > 0) this.offset = deadline - (Date.now() + deadlineIn);
  }

  /** A move timer runs and the offset is not known: ask once (a `sync`) for the time left. */
  needsSync(deadline: number): boolean {
    if (deadline <= 0 || this.offset !== null || this.asked) return false;
    this.asked = true;
    return true;
  }

  /** The server's `deadline` by this page's clock, or null (no timer, or the offset not known yet). */
  local(deadline: number): number | null {
    return deadline > 0 && this.offset !== null ? deadline - this.offset : null;
  }

  /** Out of the room: ask again in the next one. */
  reset(): void {
    this.asked = false;
  }
}
