// <birimba-melds>: one team's melds, grouped by suit (♠ ♥ ♦ ♣, then sets), each a fan of cards with its marks
// (clean or dirty, birimba). Your team's melds are buttons: tap one to lay off the selected cards on it.

import { type TemplateResult, html, nothing } from 'lit';
import { type Meld, type Suit, type Team, SUITS, suitName } from '@birimba/engine';
import type { Texts } from '../texts/i18n.js';
import { SUIT_SYMBOL, cardSymbol } from './card.js';
import { LightElement, define } from './light-element.js';
import { tableCard } from './seat.js';

export interface MeldTapDetail {
  readonly meldId: number;
}

/** Melds by suit in suit order (sets last), each group in the order the melds were made. */
export function groupBySuit(melds: readonly Meld[]): { suit: Suit | null; melds: Meld[] }[] {
  const groups = new Map<Suit | null, Meld[]>();
  for (const meld of melds) {
    const suit = meld.arrangement.suit;
    groups.set(suit, [...(groups.get(suit) ?? []), meld]);
  }
  const keys = [...SUITS.filter((s) => groups.has(s)), ...(groups.has(null) ? [null] : [])];
  return keys.map((suit) => ({ suit, melds: groups.get(suit) ?? [] }));
}

/** A team's name as shown, a word and the number after it kept on one line: a team named by its people wraps
 * between names and words, never inside a bot's name («Μποτ 3», not «Μποτ» over «3»). */
const keepNumbers = (name: string): string => name.replace(/(\S) (\d)/g, '$1\u00a0$2');

export class BirimbaMelds extends LightElement {
  static override properties = {
    team: { type: Number },
    side: { type: Number },
    melds: { attribute: false },
    ours: { attribute: false },
    target: { attribute: false },
    hinted: { attribute: false },
    fresh: { attribute: false },
    tookBirimbaki: { attribute: false },
    t: { attribute: false },
  };

  /** The room's team whose melds these are, whichever seat the player holds: its zone is `melds-a`, `-b` or `-c`. */
  declare team: Team;
  /** The team as the player sees it (`sideOf`): 0 their own, then the others in playing order; named by it. Null:
   * by `ours` alone (ours 0, else 1: two teams). */
  declare side: Team | null;
  declare melds: readonly Meld[];
  declare ours: boolean;
  /** The meld tapped as the lay-off target, if any. */
  declare target: number | null;
  /** The meld the hint shown would lay off on, if any (marked `data-hinted`). */
  declare hinted: number | null;
  /** Cards (ids) just played by a bot, highlighted. */
  declare fresh: ReadonlySet<number>;
  declare tookBirimbaki: boolean;
  declare t: Texts;

  constructor() {
    super();
    this.team = 0;
    this.side = null;
    this.melds = [];
    this.ours = false;
    this.target = null;
    this.hinted = null;
    this.fresh = new Set();
    this.tookBirimbaki = false;
  }

  private renderMeld(meld: Meld): TemplateResult {
    const t = this.t;
    // The name starts with the visible text (WCAG 2.5.3 label in name): the marks, then the cards as shown.
    const marks = [meld.clean ? t.clean : t.dirty, ...(meld.isBirimba ? [t.birimba] : [])];
    const label = `${t.meldName(meld.id)}, ${marks.join(', ')}: ${meld.cards.map((c) => cardSymbol(c).replace('\uFE0E', '')).join(' ')}`;
    // Spaces between the spans keep the words of the visible text apart.
    const body = html`<span class="marks"
        ><span class="mark id">${meld.id}</span>
        <span class="mark" data-clean=${meld.clean ? 'true' : 'false'}>${meld.clean ? t.clean : t.dirty}</span>
        ${meld.isBirimba ? html`<span class="mark birimba" data-birimba>${t.birimba}</span>` : nothing}</span
      >
      <span class="cards">${meld.cards.map((c) => tableCard(c, t, this.fresh.has(c.id)))}</span>`;
    return this.ours
      ? html`<button
          part="meld"
          class="meld"
          data-meld=${meld.id}
          data-hinted=${this.hinted === meld.id ? 'true' : nothing}
          aria-pressed=${this.target === meld.id ? 'true' : 'false'}
          aria-label=${label}
          @click=${() => this.dispatchEvent(new CustomEvent<MeldTapDetail>('meld-tap', { detail: { meldId: meld.id }, bubbles: true, composed: true }))}
        >
          ${body}
        </button>`
      : html`<div part="meld" class="meld" data-meld=${meld.id} role="group" aria-label=${label}>${body}</div>`;
  }

  override render(): TemplateResult {
    const t = this.t;
    // Teams are named from the player's side: "Your team", "Opponents".
    const side = this.side ?? (this.ours ? 0 : 1);
    const name = t.teams[side] ?? '';
    const title = `${t.melds}: ${name}`;
    return html`<section part="melds" class="melds" data-zone="melds-${'abc'[this.team] ?? ''}" aria-label=${title}>
      <h3>
        <span class="name">${keepNumbers(name)}</span
        ><span class="short" aria-hidden="true">${t.teamsShort[side] ?? name}</span>
        ${this.tookBirimbaki ? html`<span class="took" data-took-birimbaki>${t.tookBirimbaki[side]}</span>` : nothing}
      </h3>
      ${this.melds.length === 0 ? html`<p class="none">${t.noMelds}</p>` : nothing}
      ${groupBySuit(this.melds).map(
        (group) =>
          html`<div class="group" data-suit=${group.suit ?? 'set'}>
            <span
              class="suit ${group.suit === 'H' || group.suit === 'D' ? 'red' : ''}"
              role="img"
              aria-label=${group.suit === null ? t.mixedGroup : suitName(group.suit, t.locale, true)}
              >${group.suit === null ? '=' : SUIT_SYMBOL[group.suit]}</span
            >
            <div class="row">${group.melds.map((m) => this.renderMeld(m))}</div>
          </div>`,
      )}
    </section>`;
  }
}

define('birimba-melds', BirimbaMelds);

declare global {
  interface HTMLElementTagNameMap {
    'birimba-melds': BirimbaMelds;
  }
  interface HTMLElementEventMap {
    'meld-tap': CustomEvent<MeldTapDetail>;
  }
}
