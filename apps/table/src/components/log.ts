// <birimba-log>: the whole deal's actions, newest last, told by the engine's phrase book from the player's side ("You
// draw Q♠", "West melds 10♥ J♥ Q♥"), cards drawn as small cards — never engine codes. Built from public lines only.

import { type TemplateResult, html, nothing } from 'lit';
import { type MoveEvent, type Seat, tellEvent } from '@birimba/engine';
import type { SeatPerson } from '../game/table-game.js';
import type { Texts } from '../i18n.js';
import { tellFrom } from '../seat-geometry.js';
import { LightElement, define } from './light-element.js';
import { phraseTemplate } from './phrase.js';

/** One line of the log as text and cards, told from `mySeat`'s side (the meld a lay-off made is on the table). */
export function logLine(
  entry: MoveEvent,
  t: Texts,
  mySeat: Seat = 0,
  people: readonly SeatPerson[] = [],
): TemplateResult {
  return phraseTemplate(tellEvent(entry, { ...tellFrom(mySeat, t, people), meldAfter: false }), t);
}

export class BirimbaLog extends LightElement {
  static override properties = {
    entries: { attribute: false },
    mySeat: { attribute: false },
    people: { attribute: false },
    t: { attribute: false },
  };

  declare entries: readonly MoveEvent[];
  /** The seat of the person at the table: the log tells their moves to them and names the others from there. */
  declare mySeat: Seat;
  /** Who sits where in an online room: the others' moves are told by their names; [] at a local table. */
  declare people: readonly SeatPerson[];
  declare t: Texts;

  constructor() {
    super();
    this.entries = [];
    this.mySeat = 0;
    this.people = [];
  }

  private shown = 0;
  /** Whether the log follows its newest line: until the reader scrolls back, and again once they scroll down. */
  private following = true;
  private observer: ResizeObserver | null = null;
  /** Where `toEnd` last put the list (its scroll events are not the reader's). */
  private autoTop = -1;
  /** The newest line, watched for its size. */
  private newest: Element | null = null;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.observer = null;
  }

  override firstUpdated(): void {
    const list = this.querySelector('ol');
    if (list === null) return;
    // The reader's own scrolling decides whether the log follows.
    list.addEventListener('scroll', () => {
      // A scroll event comes a frame late: one of our own (the list where `toEnd` put it) says nothing of the reader,
      // even if lines were added meanwhile.
      if (list.scrollTop === this.autoTop) return;
      this.following = list.scrollHeight - list.scrollTop - list.clientHeight < 160;
    });
    // The list's box changes as the table around it draws (a resumed game, the score box above it): stay at the end.
    if (typeof ResizeObserver === 'function') {
      this.observer = new ResizeObserver(() => this.toEnd());
      this.observer.observe(list);
    }
  }

  override updated(): void {
    if (this.entries.length === this.shown) return;
    // A log shown whole at once (a resumed game, a new deal) starts at its newest line.
    if (this.shown === 0 || this.entries.length < this.shown) this.following = true;
    this.shown = this.entries.length;
    // Read the layout in the next frame, when it is due anyway, not in the middle of the table's update.
    requestAnimationFrame(() => this.toEnd());
    // The newest line may take its final height later (its card chips drawn, its words wrapped once the fonts and
    // the panel's width settle): watched, so the log still ends at it.
    const newest = this.querySelector('ol > li:last-child');
    if (newest !== null && newest !== this.newest) {
      if (this.newest !== null) this.observer?.unobserve(this.newest);
      this.newest = newest;
      this.observer?.observe(newest);
    }
  }

  /** Shows the newest line, if the log follows it. */
  private toEnd(): void {
    const list = this.querySelector('ol');
    if (list === null || !this.following) return;
    list.scrollTop = list.scrollHeight;
    this.autoTop = list.scrollTop;
  }

  override render(): TemplateResult {
    const t = this.t;
    return html`<section part="log" class="log" data-log aria-label=${t.log}>
      <h3>${t.log}</h3>
      ${this.entries.length === 0 ? html`<p class="none">${t.logEmpty}</p>` : nothing}
      <ol tabindex="0" aria-label=${t.log}>
        ${this.entries.map((e) => {
          const seat = 'seat' in e ? e.seat : 'none';
          const mine = seat === this.mySeat ? 'mine' : '';
          return html`<li class="seat-${seat} ${mine}">${logLine(e, t, this.mySeat, this.people)}</li>`;
        })}
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
