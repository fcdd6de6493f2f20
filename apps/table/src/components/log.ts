// <birimba-log>: the whole deal's actions, newest last, told by the engine's phrase book from the player's side ("You
// draw Q♠", "West melds 10♥ J♥ Q♥"), cards drawn as small cards — never engine codes. Built from public lines only.

import { type TemplateResult, html, nothing } from 'lit';
import { type MoveEvent, type Seat, tellEvent } from '@birimba/engine';
import type { Texts } from '../i18n.js';
import { tellFrom } from '../seat-geometry.js';
import { LightElement, define } from './light-element.js';
import { phraseTemplate } from './phrase.js';

/** One line of the log as text and cards, told from `mySeat`'s side (the meld a lay-off made is on the table). */
export function logLine(entry: MoveEvent, t: Texts, mySeat: Seat = 0): TemplateResult {
  return phraseTemplate(tellEvent(entry, { ...tellFrom(mySeat, t), meldAfter: false }), t);
}

export class BirimbaLog extends LightElement {
  static override properties = {
    entries: { attribute: false },
    mySeat: { attribute: false },
    t: { attribute: false },
  };

  declare entries: readonly MoveEvent[];
  /** The seat of the person at the table: the log tells their moves to them and names the others from there. */
  declare mySeat: Seat;
  declare t: Texts;

  constructor() {
    super();
    this.entries = [];
    this.mySeat = 0;
  }

  private shown = 0;

  override updated(): void {
    if (this.entries.length === this.shown) return;
    this.shown = this.entries.length;
    // Follow the newest line unless the reader scrolled back; read the layout in the next frame, when it is due
    // anyway, not in the middle of the table's update.
    requestAnimationFrame(() => {
      const list = this.querySelector('ol');
      if (list !== null && list.scrollHeight - list.scrollTop - list.clientHeight < 160)
        list.scrollTop = list.scrollHeight;
    });
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
          return html`<li class="seat-${seat} ${mine}">${logLine(e, t, this.mySeat)}</li>`;
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
