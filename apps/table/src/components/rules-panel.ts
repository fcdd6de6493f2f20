// <birimba-rules>: how to play, in English and Greek — docs/rules.md told in players' words (the rules this
// table's engine enforces, defaults first; the variants are in the settings).

import { type TemplateResult, html } from 'lit';
import { LightElement, define } from './light-element.js';

const EN = html`
  <p>
    Birimba is a Greek rummy for four players in two teams; your partner sits opposite you (North). Two decks and four
    jokers: 108 cards.
  </p>
  <h3>The cards</h3>
  <ul>
    <li>
      The 2s and the jokers are <strong>wild</strong>: a wild can stand for any missing card of a run. A 2 in its own
      place (A 2 3 of its suit) is not acting as a wild.
    </li>
    <li>Points: 3 to 7 are worth 5; 8 to K and every 2 are worth 10; an ace 15; a joker 20.</li>
  </ul>
  <h3>Your turn</h3>
  <ul>
    <li>
      <strong>Draw</strong> the top card of the stock, or <strong>take the pile</strong>: the whole pile comes into your
      hand.
    </li>
    <li>
      Then, as often as you like: <strong>meld</strong> three or more cards in a run of one suit (5♥ 6♥ 7♥), or
      <strong>lay off</strong> cards on one of your team's melds.
    </li>
    <li>End your turn by <strong>discarding</strong> one card on the pile.</li>
  </ul>
  <h3>Melds</h3>
  <ul>
    <li>
      A meld is a run of one suit, 3 to 13 cards, the ace low (A 2 3) or high (Q K A). At most one wild may act in it.
    </li>
    <li>
      A meld of 7 or more cards is a <strong>birimba</strong>. It is <strong>clean</strong> with no wild acting in it,
      otherwise dirty.
    </li>
    <li>When you add the card a wild stands for, the wild moves to another place of the run.</li>
  </ul>
  <h3>Birimbakia and the end</h3>
  <ul>
    <li>Two packets of 11 cards wait face down: the <strong>birimbakia</strong>. Each team may take one.</li>
    <li>When your hand runs out the first time, you take your team's birimbaki and play on.</li>
    <li>
      When it runs out again (your team already took its birimbaki), your team <strong>closes</strong> and the deal
      ends. It also ends after the turn that draws the last stock card.
    </li>
  </ul>
  <h3>Scoring</h3>
  <ul>
    <li>
      Each team counts the points of its melded cards, plus 200 for each clean birimba and 100 for each dirty one (1000
      and 500 for a birimba of 13 cards).
    </li>
    <li>
      Minus the points of the cards left in both partners' hands; minus 100 for a team that never took its birimbaki;
      plus 100 for the team that closed.
    </li>
    <li>In a match, deals are played until a team reaches the target (3000 on the demo page).</li>
  </ul>
  <h3>Playing here</h3>
  <ul>
    <li>
      Tap cards to select them, then Meld, tap one of your team's melds to lay off, or Discard. Escape clears the
      selection.
    </li>
    <li>
      Keys: D draw, P take the pile, M meld, L lay off, X discard, H hint, S/R sort, arrows and Space in your hand. Drag
      or Alt+arrows reorder your cards.
    </li>
  </ul>
`;

const EL = html`
  <p>
    Η μπιρίμπα είναι ελληνικό παιχνίδι της οικογένειας του ράμι για τέσσερις παίκτες σε δύο ομάδες. Ο συμπαίκτης σου
    κάθεται απέναντι (Βορράς). Παίζεται με δύο τράπουλες και τέσσερα τζόκερ: 108 φύλλα.
  </p>
  <h3>Τα φύλλα</h3>
  <ul>
    <li>
      Τα 2 και τα τζόκερ είναι <strong>μπαλαντέρ</strong>: παίρνουν τη θέση οποιουδήποτε φύλλου λείπει από μια
      κατεβασιά. Ένα 2 στη δική του θέση (Α 2 3 του ίδιου χρώματος) δεν παίζει ως μπαλαντέρ.
    </li>
    <li>Πόντοι: από το 3 ως το 7 μετράνε 5, από το 8 ως τον ρήγα και κάθε 2 μετράνε 10, ο άσος 15 και το τζόκερ 20.</li>
  </ul>
  <h3>Η σειρά σου</h3>
  <ul>
    <li>
      <strong>Τράβα</strong> το πάνω φύλλο της τράπουλας ή <strong>μάζεψε τα πεταμένα</strong>: όλα έρχονται στο χέρι
      σου.
    </li>
    <li>
      Μετά, όσες φορές θέλεις: <strong>κατέβασε</strong> τρία ή περισσότερα διαδοχικά φύλλα του ίδιου χρώματος (5♥ 6♥
      7♥) ή <strong>κόλλησε</strong> φύλλα σε μια κατεβασιά της ομάδας σου.
    </li>
    <li>Τελειώνεις <strong>πετώντας</strong> ένα φύλλο στα πεταμένα.</li>
  </ul>
  <h3>Κατεβασιές</h3>
  <ul>
    <li>
      Κατεβασιά είναι διαδοχικά φύλλα του ίδιου χρώματος, από 3 ως 13, με τον άσο κάτω (Α 2 3) ή πάνω (Ντ Ρ Α). Μέσα της
      παίζει το πολύ ένας μπαλαντέρ.
    </li>
    <li>
      Κατεβασιά με 7 ή περισσότερα φύλλα είναι <strong>μπιρίμπα</strong>. Είναι <strong>καθαρή</strong> όταν δεν έχει
      μπαλαντέρ στη θέση άλλου φύλλου, αλλιώς βρόμικη.
    </li>
    <li>Όταν κολλάς το φύλλο που αντικαθιστά ο μπαλαντέρ, ο μπαλαντέρ πηγαίνει σε άλλη θέση της κατεβασιάς.</li>
  </ul>
  <h3>Μπιριμπάκια και τέλος</h3>
  <ul>
    <li>Δύο πακέτα των 11 φύλλων περιμένουν κλειστά: τα <strong>μπιριμπάκια</strong>. Κάθε ομάδα παίρνει ένα.</li>
    <li>Όταν τελειώσουν τα φύλλα σου την πρώτη φορά, παίρνεις το μπιριμπάκι της ομάδας σου και συνεχίζεις.</li>
    <li>
      Όταν τελειώσουν ξανά (η ομάδα σου έχει ήδη πάρει μπιριμπάκι), η ομάδα σου <strong>κλείνει</strong> και η μοιρασιά
      τελειώνει. Τελειώνει επίσης μετά τη σειρά που τραβά το τελευταίο φύλλο της τράπουλας.
    </li>
  </ul>
  <h3>Μέτρημα</h3>
  <ul>
    <li>
      Κάθε ομάδα μετρά τους πόντους των φύλλων στις κατεβασιές της, συν 200 για κάθε καθαρή μπιρίμπα και 100 για κάθε
      βρόμικη (1000 και 500 για μπιρίμπα 13 φύλλων).
    </li>
    <li>
      Μείον τους πόντους των φύλλων που έμειναν στα χέρια των δύο συμπαικτών, μείον 100 αν η ομάδα δεν πήρε μπιριμπάκι,
      συν 100 για την ομάδα που έκλεισε.
    </li>
    <li>Σε αγώνα παίζονται μοιρασιές ώσπου μια ομάδα να φτάσει τον στόχο (3000 στη σελίδα επίδειξης).</li>
  </ul>
  <h3>Πώς παίζεις εδώ</h3>
  <ul>
    <li>
      Πάτησε φύλλα για να τα διαλέξεις και μετά Κατέβασε, πάτησε μια κατεβασιά της ομάδας σου για να κολλήσεις, ή Πέτα.
      Το Escape καθαρίζει την επιλογή.
    </li>
    <li>
      Πλήκτρα: D τράβα, P μάζεψε τα πεταμένα, M κατέβασε, L κόλλησε, X πέτα, H υπόδειξη, S/R ταξινόμηση, βέλη και
      διάστημα στο χέρι σου. Σύρε τα φύλλα ή πάτα Alt και βέλη για να τα αλλάξεις θέση.
    </li>
  </ul>
`;

/** The help text of a language: `en` or `el`. */
export function rulesText(lang: 'en' | 'el'): TemplateResult {
  return lang === 'el' ? EL : EN;
}

export class BirimbaRules extends LightElement {
  static override properties = { lang: { type: String } };
  declare lang: string;

  constructor() {
    super();
    this.lang = 'en';
  }

  override render(): TemplateResult {
    return html`<div class="rules" data-rules lang=${this.lang === 'el' ? 'el' : 'en'}>
      ${rulesText(this.lang === 'el' ? 'el' : 'en')}
    </div>`;
  }
}

define('birimba-rules', BirimbaRules);

declare global {
  interface HTMLElementTagNameMap {
    'birimba-rules': BirimbaRules;
  }
}
