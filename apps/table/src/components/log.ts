// <birimba-log>: the whole deal's actions, newest last, with cards drawn as small cards (symbols on screen, names
// for screen readers) — never engine codes. Built from public log entries only.

import { type TemplateResult, html, nothing } from 'lit';
import { type Card, type Seat, parseCard } from '@birimba/engine';
import { type Texts, cardName } from '../i18n.js';
import { seatLabel } from '../seat-geometry.js';
import type { LogEntry } from '../types.js';
import { cardSymbol, isRed } from './card.js';
import { LightElement, define } from './light-element.js';

/** A card in running text: its symbol on screen, its name for screen readers. No notation attribute: the log is
 * history, and `[data-card]` stays the cards on the table. */
export function cardChip(card: Card, t: Texts): TemplateResult {
  return html`<span
    class="chip ${isRed(card) ? 'red' : ''} ${card.rank === 'JK' ? 'joker' : ''}"
    role="img"
    aria-label=${cardName(card, t)}
    >${cardSymbol(card)}</span
  >`;
}

const chips = (cards: readonly string[], t: Texts): TemplateResult =>
  html`<span class="chips">${cards.map((c) => cardChip(parseCard(c), t))}</span>`;

/** One log entry as a line of text and cards, told from `mySeat`'s side. */
export function logLine(entry: LogEntry, t: Texts, mySeat: Seat = 0): TemplateResult {
  const who = (seat: Seat): string => seatLabel(seat, mySeat, t);
  switch (entry.kind) {
    case 'draw':
      return entry.card !== undefined && entry.seat === mySeat
        ? html`${t.logDrawOwn} ${chips([entry.card], t)}`
        : html`${t.logDraw(who(entry.seat))}`;
    case 'takePile':
      return html`${t.logTakePile(who(entry.seat), entry.count)}${entry.cards === undefined ? nothing : html`: ${chips(entry.cards, t)}`}`;
    case 'meld':
      return html`${t.logMeld(who(entry.seat))} ${chips(entry.cards, t)}`;
    case 'layOff':
      return html`${t.logLayOff(who(entry.seat))} ${chips(entry.cards, t)} ${t.logOnMeld(entry.meldId)}`;
    case 'discard':
      return html`${t.logDiscard(who(entry.seat))} ${chips([entry.card], t)}`;
    case 'birimbaki':
      return html`${t.logBirimbaki(who(entry.seat))}`;
    case 'closed':
      return html`${t.logClosed}`;
    case 'stockOut':
      return html`${t.logStockOut}`;
  }
}

export class BirimbaLog extends LightElement {
  static override properties = {
    entries: { attribute: false },
    mySeat: { attribute: false },
    t: { attribute: false },
  };

  declare entries: readonly LogEntry[];
  /** The seat of the person at the table: the log names the others from there ("West drew …"). */
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
