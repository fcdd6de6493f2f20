// What is said at an online table: each seat's phrase, emote or chat line shown by it for a few seconds, what was said
// in this deal for the log (after the move it followed), the room's chat kept (its last lines, from the server), the
// seats this player muted (the server keeps them and sends none of what they say), and this player's own pace — one
// phrase or line every `PHRASE_INTERVAL_MS`, as the server counts it.

import type { Seat } from '@birimba/engine';
import {
  CHAT_KEPT_LINES,
  type ChatLine,
  type ChatLinesMessage,
  PHRASE_INTERVAL_MS,
  type PhraseId,
  type PhraseSaidMessage,
} from '@birimba/protocol';

/** What a seat said: a quick phrase or an emote by its id, or a line of the chat (text, shown as text). */
export type Said = { readonly id: PhraseId } | { readonly text: string };

/** How long a phrase stays by its seat, in ms. */
export const BUBBLE_MS = 4000;

/** The most phrases of a deal the log keeps (the oldest go first). */
const MOST_LINES = 50;

/** What a seat said, shown by it until `until` (ms by `Date.now()`). */
export interface Bubble {
  readonly said: Said;
  readonly until: number;
  /** Counts the phrases said: a phrase said again is a new bubble. */
  readonly n: number;
}

/** Where a phrase was said from: a seat, or −1 for a watcher (named by `watcher`). */
export type Sayer = Seat | -1;

/** What was said in a deal, as the log tells it: after `after` moves of deal `deal`. */
export interface SaidLine {
  readonly seat: Sayer;
  /** A watcher's name, when a watcher said it (`seat` −1). */
  readonly watcher?: string;
  readonly said: Said;
  readonly deal: number;
  readonly after: number;
  readonly n: number;
}

export class RoomTalk {
  private readonly shown = new Map<Sayer, Bubble>();
  private lines_: SaidLine[] = [];
  private chat_: readonly ChatLine[] = [];
  private mutes_: readonly Seat[] = [];
  private count = 0;
  /** When this player sent their last phrase (ms by `Date.now()`). */
  private sentAt = -Infinity;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    /** Called when what is shown changes (a phrase said, a bubble gone, the mutes). */
    private readonly changed: () => void,
  ) {}

  /** The phrase shown by `seat` now (−1: the watchers' last), if any. */
  bubble(seat: Sayer): Bubble | null {
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

  /** The room's chat as kept (the last lines, oldest first). */
  get chat(): readonly ChatLine[] {
    return this.chat_;
  }

  /** The server told a phrase, in deal `deal` after `after` moves: shown by its seat, and in the log. */
  said(message: PhraseSaidMessage, deal: number, after: number): void {
    this.show(message.seat, { id: message.id }, deal, after, message.seat === -1 ? message.watcher : undefined);
    this.changed();
  }

  /** The server told chat lines: kept (each once, by its number); a line just said is also shown by its seat and in
   * the log, as a phrase is. */
  chatted(message: ChatLinesMessage, deal: number, after: number): void {
    const known = new Set(this.chat_.map((line) => line.n));
    const fresh = message.lines.filter((line) => !known.has(line.n));
    this.chat_ = [...this.chat_, ...fresh].sort((a, b) => a.n - b.n).slice(-CHAT_KEPT_LINES);
    if (!message.kept) for (const line of fresh) this.show(line.seat, { text: line.text }, deal, after);
    this.changed();
  }

  private show(seat: Sayer, said: Said, deal: number, after: number, watcher?: string): void {
    const n = ++this.count;
    this.shown.set(seat, { said, until: Date.now() + BUBBLE_MS, n });
    const line: SaidLine =
      watcher === undefined ? { seat, said, deal, after, n } : { seat, said, deal, after, n, watcher };
    this.lines_ = [...this.lines_, line].slice(-MOST_LINES);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.shown.get(seat)?.n !== n) return;
      this.shown.delete(seat);
      this.changed();
    }, BUBBLE_MS);
    this.timers.add(timer);
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
    this.chat_ = [];
    this.mutes_ = [];
  }
}
