// <birimba-rules>: how to play, in English and Greek — the entry to the lessons («Learn Biriba»), the engine's rules in
// brief (docs/rules.md in players' words, every number read from the engine; the variants are in the settings), then
// how to play at this table.

import { type TemplateResult, html, nothing } from 'lit';
import { type Locale, type Players, rulesGuide } from '@birimba/engine';
import { TEXTS } from '../texts/i18n.js';
import { LESSON_TEXTS } from '../texts/lesson-texts.js';
import { LightElement, define } from './light-element.js';
import { phraseTemplate } from './phrase.js';

/** How to play at this table (taps and keys): the table's own words, after the rules. */
const HERE: Readonly<Record<Locale, { readonly title: string; readonly items: readonly TemplateResult[] }>> = {
  en: {
    title: 'Playing here',
    items: [
      html`Tap or click cards to select them, then Meld, tap one of your team's melds to lay off, or Discard. Escape
      clears the selection.`,
      html`Keys: D draw, P take the pile, M meld, L lay off, X discard, H hint, S/R sort, arrows and Space in your hand.
      Drag or Alt+arrows reorder your cards.`,
    ],
  },
  el: {
    title: 'Πώς παίζεις εδώ',
    items: [
      html`Πάτησε φύλλα για να τα διαλέξεις και μετά Κατέβασε, πάτησε μια κατεβασιά της ομάδας σου για να κολλήσεις, ή
      Πέτα. Το Escape καθαρίζει την επιλογή.`,
      html`Πλήκτρα: D τράβα, P μάζεψε τα πεταμένα, M κατέβασε, L κόλλησε, X πέτα, H υπόδειξη, S/R ταξινόμηση, βέλη και
      διάστημα στο χέρι σου. Σύρε τα φύλλα ή πάτα Alt και βέλη για να τα αλλάξεις θέση.`,
    ],
  },
};

/** The help text of a language: the engine's rules in brief (its numbers from the engine), then how to play here. */
export function rulesText(lang: Locale, players: Players = 4): TemplateResult {
  const t = TEXTS[lang];
  // The rules in brief open with who plays at a table of this many players.
  const guide = rulesGuide(lang, undefined, players);
  const here = HERE[lang];
  return html`<p>${phraseTemplate(guide.intro, t)}</p>
    ${guide.sections.map(
      (section) =>
        html`<h3>${section.title}</h3>
          <ul>
            ${section.items.map((item) => html`<li>${phraseTemplate(item, t)}</li>`)}
          </ul>`,
    )}
    <h3>${here.title}</h3>
    <ul>
      ${here.items.map((item) => html`<li>${item}</li>`)}
    </ul>`;
}

export class BirimbaRules extends LightElement {
  static override properties = { lang: { type: String }, players: { type: Number }, learn: { type: Boolean } };
  declare lang: string;
  /** Offers the lessons at the top (a local table): its button fires `birimba-learn`. */
  declare learn: boolean;
  /** The number of players at the table: the rules are told for four, with what two or six do differently. */
  declare players: Players;

  constructor() {
    super();
    this.lang = 'en';
    this.players = 4;
    this.learn = false;
  }

  override render(): TemplateResult {
    const lang = this.lang === 'el' ? 'el' : 'en';
    const lt = LESSON_TEXTS[lang];
    const learn = (): boolean => this.dispatchEvent(new CustomEvent('birimba-learn', { bubbles: true }));
    return html`<div class="rules" data-rules lang=${lang}>
      ${
        this.learn
          ? html`<p class="learn-entry">
              <button part="button" class="primary" data-action="learn" @click=${learn}>${lt.learn}</button>
              ${lt.learnIntro}
            </p>`
          : nothing
      }
      ${rulesText(lang, this.players)}
    </div>`;
  }
}

define('birimba-rules', BirimbaRules);

declare global {
  interface HTMLElementTagNameMap {
    'birimba-rules': BirimbaRules;
  }
}
