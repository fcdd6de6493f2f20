// What the host did that every screen's log tells beside the moves (issue 54): a seat given to a bot — its `given` in
// the room's public state turning on — noted after the move it followed, as a phrase is.

import type { Seat } from '@birimba/engine';
import type { PublicRoomState } from '@birimba/protocol';

/** A seat the host gave to a bot, as the log tells it: after `after` moves of deal `deal`. */
export interface HostNote {
  readonly kind: 'given';
  readonly seat: Seat;
  /** The seat's person. */
  readonly name: string;
  readonly deal: number;
  readonly after: number;
  /** Counts the notes: each its own line. */
  readonly n: number;
}

export class HostNotes {
  private notes: HostNote[] = [];
  private count = 0;

  /** The room's state went from `before` to `now` in deal `deal`, after `after` moves: each seat given to a bot
   * since is noted. (A screen that comes later sees the seat played by a bot, without the note.) */
  seen(before: PublicRoomState | null, now: PublicRoomState, deal: number, after: number): void {
    if (before === null) return;
    now.seats.forEach((s, seat) => {
      if (s.given === true && before.seats[seat]?.given !== true)
        this.notes.push({ kind: 'given', seat: seat as Seat, name: s.name, deal, after, n: ++this.count });
    });
  }

  /** The notes of deal `deal`, oldest first. */
  lines(deal: number): readonly HostNote[] {
    return this.notes.filter((note) => note.deal === deal);
  }

  /** Out of the room: nothing kept. */
  reset(): void {
    this.notes = [];
  }
}
