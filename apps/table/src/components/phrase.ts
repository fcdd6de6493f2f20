// A sentence of the engine's phrase book on the table: its words as text, its cards as small cards (symbols on
// screen, names for screen readers) — never engine notation. The log, the hint and the rules all show phrases so.

import { type TemplateResult, html } from 'lit';
import { type Card, type GuidePart, cardName, parseCard } from '@birimba/engine';
import type { Texts } from '../texts/i18n.js';
import { cardSymbol, isRed } from './card.js';

/** A card in running text: its symbol on screen, its name for screen readers. No notation attribute: running text is
 * not the table, and `[data-card]` stays the cards on the table. */
export function cardChip(card: Card, t: Texts): TemplateResult {
  return html`<span
    class="chip ${isRed(card) ? 'red' : ''} ${card.rank === 'JK' ? 'joker' : ''}"
    role="img"
    aria-label=${cardName(card, t.locale)}
    >${cardSymbol(card)}</span
  >`;
}

/** Cards in notation as a row of chips. */
export const chips = (cards: readonly string[], t: Texts): TemplateResult =>
  html`<span class="chips">${cards.map((c) => cardChip(parseCard(c), t))}</span>`;

/** A phrase (or a part of the rules in brief): words as text, cards as chips, stressed words in bold. */
export function phraseTemplate(phrase: readonly GuidePart[], t: Texts): TemplateResult {
  return html`${phrase.map((part) =>
    typeof part === 'string' ? part : 'strong' in part ? html`<strong>${part.strong}</strong>` : chips(part.cards, t),
  )}`;
}
