// <birimba-card>: one playing card drawn by the table itself (no image fetches): corner indices, pips, court
// figures, a distinct joker, and the back. Decorative: the element that carries the card's meaning (a hand button,
// a pile or meld card) holds its `data-card` and accessible name. Indices and pips are CSS generated content, so a
// card inside a button adds no text to it (the button's name is its label, WCAG 2.5.3).

import { type TemplateResult, html, nothing, svg } from 'lit';
import type { Card } from '@birimba/engine';
import { LightElement, define } from './light-element.js';

export const SUIT_SYMBOL: Readonly<Record<string, string>> = { S: '♠\uFE0E', H: '♥\uFE0E', D: '♦\uFE0E', C: '♣\uFE0E' };

/** How a card is written on the table: `10♥`, `K♠`, `JK`. */
export function cardSymbol(card: Card): string {
  return card.rank === 'JK' || card.suit === null ? 'JK' : `${card.rank}${SUIT_SYMBOL[card.suit] ?? ''}`;
}

export const isRed = (card: Card): boolean => card.suit === 'H' || card.suit === 'D';

// Pip places (left %, top %) of the number cards, as on printed cards; pips below the middle are turned over.
const L = 27;
const C = 50;
const R = 73;
const PIPS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  '2': [
    [C, 16],
    [C, 84],
  ],
  '3': [
    [C, 16],
    [C, 50],
    [C, 84],
  ],
  '4': [
    [L, 16],
    [R, 16],
    [L, 84],
    [R, 84],
  ],
  '5': [
    [L, 16],
    [R, 16],
    [C, 50],
    [L, 84],
    [R, 84],
  ],
  '6': [
    [L, 16],
    [R, 16],
    [L, 50],
    [R, 50],
    [L, 84],
    [R, 84],
  ],
  '7': [
    [L, 16],
    [R, 16],
    [C, 33],
    [L, 50],
    [R, 50],
    [L, 84],
    [R, 84],
  ],
  '8': [
    [L, 16],
    [R, 16],
    [C, 33],
    [L, 50],
    [R, 50],
    [C, 67],
    [L, 84],
    [R, 84],
  ],
  '9': [
    [L, 16],
    [R, 16],
    [L, 39],
    [R, 39],
    [C, 50],
    [L, 61],
    [R, 61],
    [L, 84],
    [R, 84],
  ],
  '10': [
    [L, 16],
    [R, 16],
    [C, 28],
    [L, 39],
    [R, 39],
    [L, 61],
    [R, 61],
    [C, 72],
    [L, 84],
    [R, 84],
  ],
};

const GOLD = '#d8a31a';

/** A court figure: head and robe in the suit's colour, a crown (K), a tiara (Q) or a cap with a feather (J). */
function court(rank: string): TemplateResult {
  const headwear =
    rank === 'K'
      ? svg`<polygon points="13,14 12.5,6 16.5,10 20,4.5 23.5,10 27.5,6 27,14" fill=${GOLD} stroke="#5a3d00" stroke-width=".6"/>`
      : rank === 'Q'
        ? svg`<path d="M13.5 14 Q20 5 26.5 14 Z" fill=${GOLD} stroke="#5a3d00" stroke-width=".6"/>
            <circle cx="20" cy="7.2" r="1.5" fill="#fff" stroke="#5a3d00" stroke-width=".5"/>
            <circle cx="15.6" cy="10" r="1" fill="#fff"/><circle cx="24.4" cy="10" r="1" fill="#fff"/>`
        : svg`<path d="M12.5 15 Q13 8 20 8 Q27 8 27.5 15 Z" fill="currentColor"/><path d="M25 9 Q31 3 33 6" stroke=${GOLD} stroke-width="1.4" fill="none"/>`;
  return html`<svg class="court" viewBox="0 0 40 56" aria-hidden="true">
      <rect x="1" y="1" width="38" height="54" rx="2.5" fill="#fbf3df" stroke="currentColor" stroke-width=".8" />
      <path d="M6 54 C6 36 12 29 20 29 C28 29 34 36 34 54 Z" fill="currentColor" opacity=".9" />
      <path d="M14 30 L20 36 L26 30" fill="none" stroke=${GOLD} stroke-width="2" />
      <circle cx="20" cy="20" r="6.5" fill="#f4d7b8" stroke="#4a3020" stroke-width=".6" />
      <circle cx="17.8" cy="19.5" r=".7" fill="#222" />
      <circle cx="22.2" cy="19.5" r=".7" fill="#222" />
      <path d="M18 23 Q20 24.3 22 23" stroke="#8a3a2a" stroke-width=".6" fill="none" />
      ${headwear}</svg
    ><span class="pip court-pip"></span>`;
}

const JOKER = html`<svg class="court joker-art" viewBox="0 0 40 56" aria-hidden="true">
  <rect x="1" y="1" width="38" height="54" rx="2.5" fill="#f6f0ff" stroke="#5b2a86" stroke-width=".8" />
  <path d="M9 24 Q8 10 3 8 Q12 8 16 17 Q18 6 20 3 Q22 6 24 17 Q28 8 37 8 Q32 10 31 24 Z" fill="#5b2a86" />
  <path d="M20 3 L20 17" stroke="#c0262d" stroke-width="3" />
  <circle cx="3" cy="8" r="2" fill=${GOLD} />
  <circle cx="20" cy="3" r="2" fill=${GOLD} />
  <circle cx="37" cy="8" r="2" fill=${GOLD} />
  <circle cx="20" cy="30" r="7.5" fill="#f4d7b8" stroke="#4a3020" stroke-width=".6" />
  <circle cx="17.5" cy="29" r=".8" fill="#222" />
  <circle cx="22.5" cy="29" r=".8" fill="#222" />
  <path d="M16.5 33 Q20 36.5 23.5 33" stroke="#c0262d" stroke-width="1" fill="none" />
  <path d="M8 54 L12 40 L20 44 L28 40 L32 54 Z" fill="#c0262d" />
  <path d="M12 40 L20 44 L28 40" fill="none" stroke=${GOLD} stroke-width="1.6" />
</svg>`;

export type CardSize = 'hand' | 'table';

/** A card face (or its back when `card` is null). Sizes by `--_card-w` (the host's width). */
export class BirimbaCard extends LightElement {
  static override properties = {
    card: { attribute: false },
    size: { type: String, reflect: true },
  };

  declare card: Card | null;
  /** `hand`: the full face; `table`: corner index and one suit mark (for fanned melds and the pile). */
  declare size: CardSize;

  constructor() {
    super();
    this.card = null;
    this.size = 'table';
  }

  override willUpdate(): void {
    // Host attributes, not classes: the parent's template may bind `class`.
    const card = this.card;
    this.toggleAttribute('back', card === null);
    this.toggleAttribute('red', card !== null && isRed(card));
    this.toggleAttribute('joker', card?.rank === 'JK');
    if (card === null || card.suit === null) this.removeAttribute('suit');
    else this.setAttribute('suit', card.suit);
  }

  override render(): TemplateResult {
    const card = this.card;
    if (card === null) return html`<span class="back-art" aria-hidden="true"></span>`;
    if (card.rank === 'JK' || card.suit === null) {
      return html`<span class="corner tl joker-index" aria-hidden="true"></span>
        <span class="center" aria-hidden="true">${JOKER}</span>`;
    }
    const corner = (cls: string): TemplateResult =>
      html`<span class="corner ${cls}" data-rank=${card.rank} aria-hidden="true"></span>`;
    const pips = PIPS[card.rank];
    let center: TemplateResult;
    if (this.size !== 'hand') center = html`<span class="pip solo"></span>`;
    else if (pips !== undefined) {
      center = html`${pips.map(([x, y]) => html`<span class="pip ${y > 50 ? 'down' : ''}" style="left:${x}%;top:${y}%"></span>`)}`;
    } else if (card.rank === 'A') center = html`<span class="pip ace"></span>`;
    else center = court(card.rank);
    return html`${corner('tl')}<span class="center" aria-hidden="true">${center}</span
      >${this.size === 'hand' ? corner('br') : nothing}`;
  }
}

define('birimba-card', BirimbaCard);

declare global {
  interface HTMLElementTagNameMap {
    'birimba-card': BirimbaCard;
  }
}
