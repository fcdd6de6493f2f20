// <birimba-log>: the whole deal's actions, newest last, told by the engine's phrase book from the player's side ("You
// draw Q♠", "West melds 10♥ J♥ Q♥"), cards drawn as small cards — never engine codes. Built from public lines only.

import { type TemplateResult, html, nothing } from 'lit';
import { type MoveEvent, type Seat, tellEvent } from '@birimba/engine';
import type { SeatPerson } from '../game/table-game.js';
import type { Texts } from '../texts/i18n.js';
import { tellFrom } from '../display/seat-names.js';
import { LightElement, define } from './light-element.js';
import { phraseTemplate } from './phrase.js';

/** One line of the log as text and cards, told from `mySeat`'s side (the meld a lay-off made is on the table). */
export function logLine(
  entry: MoveEvent,
  t: Texts,
  mySeat: Seat | null = 0,
  people: readonly SeatPerson[] = [],
): TemplateResult {
  return phraseTemplate(tellEvent(entry, { ...tellFrom(mySeat, t, people), meldAfter: false }), t);
}

/** A line of the log that is not a move (an online table's phrase), shown after the first `after` moves. */
export interface LogAside {
  readonly after: number;
  /** Stable for the line (Lit keeps each line's element). */
  readonly key: string;
  readonly line: TemplateResult;
}

export class BirimbaLog extends LightElement {
  static override properties = {
    entries: { attribute: false },
    mySeat: { attribute: false },
    people: { attribute: false },
    asides: { attribute: false },
    t: { attribute: false },
  };

  declare entries: readonly MoveEvent[];
  /** The seat of the person at the table: the log tells their moves to them and names the others from there; null
   * for a watcher, to whom every seat is named. */
  declare mySeat: Seat | null;
  /** Who sits where in an online room: the others' moves are told by their names (`seat-names.ts`); [] at a local
   * table. */
  declare people: readonly SeatPerson[];
  /** The lines that are not moves (an online table's phrases), each after its move; [] at a local table. */
  declare asides: readonly LogAside[];
  declare t: Texts;

  constructor() {
    super();
    this.entries = [];
    this.mySeat = 0;
    this.people = [];
    this.asides = [];
  }

  private shown = 0;
  /** Whether the log follows its newest line: until the reader scrolls back, and again once they scroll down. */
  private following = true;
  /** Watches the list's box and every line's: any of them changing size moves the end of the log. */
  private observer: ResizeObserver | null = null;
  /** Where `toEnd` last put the list: a scroll event that finds it there is ours, not the reader's. */
  private autoTop = -1;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.observer = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Moved in the page: the lines already shown are watched again.
    if (this.hasUpdated) this.watchLines(0);
  }

  override firstUpdated(): void {
    const list = this.querySelector('ol');
    if (list === null) return;
    list.addEventListener('scroll', () => {
      const top = list.scrollTop;
      if (top === this.autoTop) return;
      const gap = list.scrollHeight - top - list.clientHeight;
      // The reader is back near the end: follow again. Only a scroll above where the log put itself is the reader
      // leaving the end: the layout moves the list only down to its end (a line grown in view, scroll anchoring) or
      // clamps it there (the box grown), and each of those also resizes a watched box, which puts the log at its end
      // before the scroll event is told.
      if (gap < 160) this.following = true;
      else if (top < this.autoTop || this.autoTop < 0) this.following = false;
    });
  }

  override updated(): void {
    const lines = this.entries.length + this.asides.length;
    if (lines === this.shown) return;
    const fewer = lines < this.shown;
    // A log shown whole at once (a resumed game, a new deal) starts at its newest line.
    if (this.shown === 0 || fewer) this.following = true;
    const from = fewer ? 0 : this.shown;
    this.shown = lines;
    this.watchLines(from);
    // Shown at the end in the next frame, when layout is due anyway, not in the middle of the table's update.
    requestAnimationFrame(() => this.toEnd());
  }

  /**
   * Watches the list and its lines from `from` on. A line takes its final height later than it arrives: its card chips
   * drawn, its words wrapped once the panel's width settles, and — the lines being `content-visibility: auto` — only
   * once it comes near the screen (a reload, or a table below the fold scrolled to): until then it is counted one
   * line high. Each such growth, of any line, is a resize here, and the log goes back to its end.
   */
  private watchLines(from: number): void {
    const list = this.querySelector('ol');
    if (list === null || typeof ResizeObserver !== 'function') return;
    if (this.observer === null || from === 0) {
      // A new deal's lines replace the old: the old ones are no longer watched.
      this.observer?.disconnect();
      this.observer = new ResizeObserver(() => this.toEnd());
      this.observer.observe(list);
    }
    const lines = list.children;
    for (let i = from; i < lines.length; i++) {
      const line = lines[i];
      if (line !== undefined) this.observer.observe(line);
    }
  }

  /** Shows the newest line, if the log follows it. */
  private toEnd(): void {
    const list = this.querySelector('ol');
    if (list === null || !this.following) return;
    list.scrollTop = list.scrollHeight;
    this.autoTop = list.scrollTop;
  }

  /** The asides shown after the first `moves` moves (and, at the end, every one said after more moves than shown). */
  private asidesAfter(moves: number, last = false): TemplateResult[] {
    return this.asides
      .filter((a) => a.after === moves || (last && a.after > moves))
      .map((a) => html`<li class="aside" data-aside=${a.key}>${a.line}</li>`);
  }

  override render(): TemplateResult {
    const t = this.t;
    return html`<section part="log" class="log" data-log aria-label=${t.log}>
      <h3>${t.log}</h3>
      ${this.entries.length === 0 && this.asides.length === 0 ? html`<p class="none">${t.logEmpty}</p>` : nothing}
      <ol tabindex="0" aria-label=${t.log}>
        ${this.entries.map((e, i) => {
          const seat = 'seat' in e ? e.seat : 'none';
          const mine = seat === this.mySeat ? 'mine' : '';
          // An online move the server made for the seat (its time ran out, a bot stood in) says so.
          const note = (e as { readonly note?: string }).note;
          const said = note === undefined ? undefined : t.logNotes[note];
          return html`${this.asidesAfter(i)}
            <li class="seat-${seat} ${mine}" data-note=${note ?? nothing}>
              ${logLine(e, t, this.mySeat, this.people)}${said === undefined ? nothing : html` <em class="note">(${said})</em>`}
            </li>`;
        })}${this.asidesAfter(this.entries.length, true)}
      </ol>
    </section>`;
  }
}

define('birimba-log', BirimbaLog);

declare global {
  interface HTMLElementTagNameMap {
    'birimba-log': BirimbaLog;
  }
}
