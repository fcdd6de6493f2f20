// <birimba-seat>: a partner's or opponent's place at the table — name, card count, a fan of backs, the cards it
// publicly holds (taken with the pile, captioned), once the deal is over its hand shown face up, and online what its
// person says (a phrase's bubble, drawn by the online part).

import { type TemplateResult, html, nothing } from 'lit';
import { type Card, type Seat, cardName, formatCard } from '@birimba/engine';
import type { Texts } from '../texts/i18n.js';
import type { SeatPerson } from '../game/table-game.js';
import { placeOf } from '../display/seat-geometry.js';
import { cardSymbol, isRed } from './card.js';
import { LightElement, define } from './light-element.js';

/** A face-up card on the table: the element that carries the card's notation and its name. */
export function tableCard(card: Card, t: Texts, fresh = false): TemplateResult {
  return html`<birimba-card
    part="card"
    class=${fresh ? 'fresh' : ''}
    data-card=${formatCard(card)}
    data-id=${card.id}
    data-fresh=${fresh ? 'true' : nothing}
    role="img"
    aria-label=${cardName(card, t.locale)}
    .card=${card}
  ></birimba-card>`;
}

/** A face-up card written small (a side seat's cards): its symbol, its notation and its name. */
export function tableChip(card: Card, t: Texts): TemplateResult {
  return html`<span
    part="card"
    class="chip ${isRed(card) ? 'red' : ''} ${card.rank === 'JK' ? 'joker' : ''}"
    data-card=${formatCard(card)}
    data-id=${card.id}
    role="img"
    aria-label=${cardName(card, t.locale)}
    >${cardSymbol(card)}</span
  >`;
}

/** A seat's name as shown: a bot's level («Μποτ 2 (κανονικό)») a little smaller, so that it keeps to a narrow seat
 * without a break inside its word. */
function nameShown(name: string): TemplateResult | string {
  const level = /^(.+?)\s(\([^()]+\))$/.exec(name);
  return level === null ? name : html`${level[1]} <span class="level">${level[2]}</span>`;
}

export class BirimbaSeat extends LightElement {
  static override properties = {
    seat: { type: Number },
    mySeat: { attribute: false },
    count: { attribute: false },
    known: { attribute: false },
    revealed: { attribute: false },
    acting: { attribute: false },
    thinking: { attribute: false },
    toAct: { attribute: false },
    compact: { type: Boolean },
    person: { attribute: false },
    named: { attribute: false },
    bubble: { attribute: false },
    t: { attribute: false },
  };

  declare seat: Seat;
  /** The seat of the person at the table: this seat is named from there ("West", "North"). */
  declare mySeat: Seat;
  declare count: number;
  declare known: readonly Card[];
  /** The hand at the end of the deal; null while it is hidden. */
  declare revealed: readonly Card[] | null;
  declare acting: boolean;
  declare thinking: boolean;
  declare toAct: boolean;
  /** A narrow side seat: its face-up cards are written small. */
  declare compact: boolean;
  /** Who sits here in an online room (their name, connected or not, a bot standing in); null at a local table. */
  declare person: SeatPerson | null;
  /** What an online room calls this seat, the same on every screen (a person's name, a bot's): null at a local table,
   * whose seats are named by their places. */
  declare named: string | null;
  /** What the seat's person says now at an online table (a phrase's bubble), drawn inside the seat; nothing else. */
  declare bubble: TemplateResult | typeof nothing;
  declare t: Texts;

  constructor() {
    super();
    this.seat = 1;
    this.mySeat = 0;
    this.count = 0;
    this.known = [];
    this.revealed = null;
    this.acting = false;
    this.thinking = false;
    this.toAct = false;
    this.compact = false;
    this.person = null;
    this.named = null;
    this.bubble = nothing;
  }

  /** «Maria: παίζει ο υπολογιστής»; in a narrow seat «παίζει μποτ» under her name (drawn from `data-short`), the
   * whole sentence for screen readers and as the element's text. */
  private standIn(named: string): TemplateResult {
    const { t, compact } = this;
    const said = t.standInFor(named);
    const whole = compact ? html`<span class="sr-only">${said}</span>` : said;
    const kind = compact ? 'stand-in compact' : 'stand-in';
    return html`<div class=${kind} data-stand-in data-short=${t.standInShort} title=${said}>${whole}</div>`;
  }

  override render(): TemplateResult {
    const t = this.t;
    const place = placeOf(this.seat, this.mySeat, this.t.players);
    const person = this.person;
    const named = this.named;
    const name = named ?? t.seatNames[place] ?? '';
    const revealed = this.revealed;
    const shown = (cards: readonly Card[]): TemplateResult[] =>
      cards.map((c) => (this.compact ? tableChip(c, t) : tableCard(c, t)));
    const label =
      revealed !== null ? t.revealedLabel(name, revealed.length) : t.seatLabel(name, this.count, this.known.length);
    return html`<section
      part="seat"
      class="seat ${this.toAct ? 'to-act' : ''}"
      data-zone="seat-${this.seat}"
      data-acting=${this.acting ? 'true' : nothing}
      aria-label=${label}
    >
      <div class="who">
        <span class="name" data-name=${named ?? nothing} title=${named ?? nothing}
          >${named === null ? t.seatShort[place] : nameShown(named)}</span
        >
        ${person?.host === true ? html`<span class="mark" data-host title=${t.host}>★</span>` : nothing}
        ${
          person !== null && person.human && !person.connected && !person.standIn
            ? html`<span class="mark offline" data-offline>${t.offline}</span>`
            : nothing
        }
        <span class="count" aria-hidden="true">${t.cards(this.count)}</span>
        ${this.thinking ? html`<span part="thinking" class="thinking" data-thinking aria-hidden="true"><i></i><i></i><i></i></span>` : nothing}
      </div>
      ${this.bubble} ${person?.standIn === true && named !== null ? this.standIn(named) : nothing}
      ${
        revealed !== null
          ? html`<div class="cards revealed ${this.compact ? 'chips' : ''}" data-revealed>${shown(revealed)}</div>`
          : html`<div
              class="backs"
              aria-hidden="true"
              style="--step:${this.count > 1 ? Math.min(7, (this.compact ? 44 : 66) / (this.count - 1)).toFixed(2) : 0}px"
            >
              ${Array.from({ length: this.count }, () => html`<span part="card-back" class="card-back"></span>`)}
            </div>`
      }
      ${
        revealed === null && this.known.length > 0
          ? html`<div class="known" data-known>
              <span class="caption">${this.compact ? t.tookWithPileShort : t.tookWithPile}</span>
              <!-- On a phone the taken cards scroll: the region is a stop of the keyboard, named. -->
              <div
                class="cards ${this.compact ? 'chips' : ''}"
                tabindex=${this.compact ? '0' : nothing}
                role=${this.compact ? 'group' : nothing}
                aria-label=${this.compact ? t.tookWithPile : nothing}
              >
                ${shown(this.known)}
              </div>
            </div>`
          : nothing
      }
    </section>`;
  }
}

define('birimba-seat', BirimbaSeat);

declare global {
  interface HTMLElementTagNameMap {
    'birimba-seat': BirimbaSeat;
  }
}
