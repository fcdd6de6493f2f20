// What is said at an online table: each seat's phrase or emote shown by it for a few seconds, the phrases of this deal
// for the log (after the move they followed), the seats this player muted (the server keeps them and sends none of
// their phrases), and this player's own pace — one phrase every `PHRASE_INTERVAL_MS`, as the server counts it.

import type { Seat } from '@birimba/engine';
import { PHRASE_INTERVAL_MS, type PhraseId, type PhraseSaidMessage } from '@birimba/protocol';

/** How long a phrase stays by its seat, in ms. */
export const BUBBLE_MS = 4000;

/** The most phrases of a deal the log keeps (the oldest go first). */
const MOST_LINES = 50;

/** A phrase shown by its seat until `until` (ms by `Date.now()`). */
export interface Bubble {
  readonly id: PhraseId;
  readonly until: number;
  /** Counts the phrases said: a phrase said again is a new bubble. */
  readonly n: number;
}

/** A phrase of the deal as the log tells it: said after `after` moves of deal `deal`. */
export interface SaidLine {
  readonly seat: Seat;
  readonly id: PhraseId;
  readonly deal: number;
  readonly after: number;
  readonly n: number;
}

export class RoomTalk {
  private readonly shown = new Map<Seat, Bubble>();
  private lines_: SaidLine[] = [];
  private mutes_: readonly Seat[] = [];
  private count = 0;
  /** When this player sent their last phrase (ms by `Date.now()`). */
  private sentAt = -Infinity;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    /** Called when what is shown changes (a phrase said, a bubble gone, the mutes). */
    private readonly changed: () => void,
  ) {}

  /** The phrase shown by `seat` now, if any. */
  bubble(seat: Seat): Bubble | null {
    const bubble = this.shown.get(seat);
    return bubble !== undefined && bubble.until > Date.now() ? bubble : null;
  }

  /** The phrases said in deal `deal`, oldest first. */
  lines(deal: number): readonly SaidLine[] {
    return this.lines_.filter((line) => line.deal === deal);
  }

  /** The seats this player muted, as the server last said. */
  get mutes(): readonly Seat[] {
    return this.mutes_;
  }

  /** When this player may say the next phrase (ms by `Date.now()`); now or before: at once. */
  get readyAt(): number {
    return this.sentAt + PHRASE_INTERVAL_MS;
  }

  /** This player says a phrase now, if their pace allows it: whether it may be sent. */
  say(): boolean {
    const now = Date.now();
    if (now < this.readyAt) return false;
    this.sentAt = now;
    return true;
  }

  /** The server told a phrase, in deal `deal` after `after` moves: shown by its seat, and in the log. */
  said(message: PhraseSaidMessage, deal: number, after: number): void {
    const n = ++this.count;
    this.shown.set(message.seat, { id: message.id, until: Date.now() + BUBBLE_MS, n });
    this.lines_ = [...this.lines_, { seat: message.seat, id: message.id, deal, after, n }].slice(-MOST_LINES);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.shown.get(message.seat)?.n !== n) return;
      this.shown.delete(message.seat);
      this.changed();
    }, BUBBLE_MS);
    this.timers.add(timer);
    this.changed();
  }

  /** The server told the seats this player muted. */
  muted(seats: readonly Seat[]): void {
    this.mutes_ = seats;
    this.changed();
  }

  /** Out of the room: nothing said is kept. */
  reset(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.shown.clear();
    this.lines_ = [];
    this.mutes_ = [];
  }
}
