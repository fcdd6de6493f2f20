// The server processes sharing a store, as this one sees them: which may be given rooms and players (alive, not
// draining, connected when the store can say), and which are gone. A process is gone when its connection to the store
// has been closed for `GONE_AFTER_MS` while this one was in touch with the store all along: a killed process's
// connection closes at once, and one that lost it for a moment is back within a quarter of a second (the link's retries) —
// whereas a stalled or cut-off process keeps its connection open, and only its claims lapsing moves its rooms.

import type { ProcessView, SharedRoomStore } from '../store/room-store.js';

/** How long a process's connection must stay closed, seen by a process in touch all along, for it to be gone. */
export const GONE_AFTER_MS = 1500;

export class Processes {
  private views: readonly ProcessView[] = [];
  /** When the views were asked for (not answered: an answer says what was so when it was asked, or after). */
  private askedAt = -Infinity;
  private looking: { at: number; views: Promise<readonly ProcessView[]> } | null = null;
  private next: Promise<readonly ProcessView[]> | null = null;
  /** Since when each process has been seen without a connection. */
  private readonly unseen = new Map<string, number>();

  constructor(
    private readonly store: SharedRoomStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** What the store says of the processes, asked for no longer than `freshMs` ago (0: asked after this call). Calls
   * while a look is on its way that is too old for them share the one look after it. */
  look(freshMs = 0): Promise<readonly ProcessView[]> {
    const since = this.now() - freshMs;
    if (this.askedAt >= since) return Promise.resolve(this.views);
    const looking = this.looking;
    if (looking === null) return this.ask();
    if (looking.at >= since) return looking.views;
    this.next ??= looking.views
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.ask();
      });
    return this.next;
  }

  private ask(): Promise<readonly ProcessView[]> {
    const at = this.now();
    const views = this.store.processes().then((views) => {
      if (at > this.askedAt) {
        this.views = views;
        this.askedAt = at;
        this.see();
      }
      return views;
    });
    const looking = { at, views };
    this.looking = looking;
    void views
      .finally(() => {
        if (this.looking === looking) this.looking = null;
      })
      .catch(() => undefined);
    return views;
  }

  /** Whether another process may be given rooms and players, by the last look: its liveness up (not lapsed, not
   * draining), and connected unless the store cannot say. A process the store does not know keeps no liveness (an
   * older server, or one that has only just started): Colyseus' own checks are left to judge it. */
  live(owner: string): boolean {
    const view = this.views.find((v) => v.owner === owner);
    return view === undefined || (view.state === 'up' && view.connected !== false);
  }

  /** The processes gone by the last look, for a process in touch with the store since `since`. */
  gone(since: number): Set<string> {
    const now = this.now();
    const gone = new Set<string>();
    for (const [owner, from] of this.unseen) if (now - Math.max(from, since) >= GONE_AFTER_MS) gone.add(owner);
    return gone;
  }

  /** Forgets what was seen: this process was out of touch, and saw nothing meanwhile. */
  forgetSightings(): void {
    this.unseen.clear();
  }

  private see(): void {
    const now = this.now();
    for (const view of this.views) {
      if (view.owner === this.store.owner || view.connected !== false) this.unseen.delete(view.owner);
      else if (!this.unseen.has(view.owner)) this.unseen.set(view.owner, now);
    }
    for (const owner of this.unseen.keys()) if (!this.views.some((v) => v.owner === owner)) this.unseen.delete(owner);
  }
}
