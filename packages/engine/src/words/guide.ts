// The rules in brief, in English and Greek: docs/rules.md in players' words for a help panel, every number read
// from the engine (`RULE_NUMBERS`: the deck, the facts, `SCORE`). Kept apart from the phrase books: only a help panel
// reads it, so the core and the AI worker do not carry it.

import type { Players } from '../vocabulary/seats.js';
import { decksFor } from '../vocabulary/facts.js';
import { EL } from './el.js';
import { EN } from './en.js';
import type { RuleNumbers, RulesGuide } from './phrase-book.js';
import { type Locale, cardsPart } from './phrase.js';

/** The opening paragraph of each language for each form: who plays, with what cards (the rest is the same text). */
const INTROS: { readonly [L in Locale]: (n: RuleNumbers, players: Players) => string } = {
  en: (n, players) => {
    const cards = `${DECKS_EN[decksFor(players)]} decks and ${String(n.jokers)} jokers: ${String(n.deckSize)} cards. Each player is dealt ${EN.cardCount(n.handSize)}.`;
    switch (players) {
      case 2:
        return `Birimba is a Greek rummy; at this table two play head to head, each alone, scored alone. ${cards} There is one birimbaki for each player. Where the rules below speak of partners and teams, read “you” and “your opponent”.`;
      case 4:
        return `Birimba is a Greek rummy for four players in two teams; your partner sits opposite you. ${cards}`;
      case 6:
        return `Birimba is a Greek rummy; at this table six play in three teams of two, partners opposite. ${cards} Each of the three teams has its birimbaki and is scored.`;
    }
  },
  el: (n, players) => {
    const cards = `Παίζεται με ${DECKS_EL[decksFor(players)]} τράπουλες και ${String(n.jokers)} τζόκερ: ${String(n.deckSize)} φύλλα. Κάθε παίκτης παίρνει ${EL.cardCount(n.handSize)}.`;
    switch (players) {
      case 2:
        return `Η μπιρίμπα είναι ελληνικό παιχνίδι της οικογένειας του ράμι· σε αυτό το τραπέζι παίζουν δύο, ο ένας απέναντι στον άλλον, και ο καθένας μετράει μόνος του. ${cards} Υπάρχει ένα μπιριμπάκι για τον καθένα. Όπου οι κανόνες παρακάτω λένε συμπαίκτη και ομάδα, διάβασε «εσύ» και «ο αντίπαλός σου».`;
      case 4:
        return `Η μπιρίμπα είναι ελληνικό παιχνίδι της οικογένειας του ράμι για τέσσερις παίκτες σε δύο ομάδες. Ο συμπαίκτης σου κάθεται απέναντι. ${cards}`;
      case 6:
        return `Η μπιρίμπα είναι ελληνικό παιχνίδι της οικογένειας του ράμι· σε αυτό το τραπέζι παίζουν έξι σε τρεις ομάδες των δύο, με τους συμπαίκτες απέναντι. ${cards} Καθεμία από τις τρεις ομάδες έχει το μπιριμπάκι της και μετράει.`;
    }
  },
};

const DECKS_EN = { 2: 'Two', 3: 'Three' } as const;
const DECKS_EL = { 2: 'δύο', 3: 'τρεις' } as const;

/** The rules in brief of each language, from the engine's numbers, opening with who plays at a table of `players`. */
export const GUIDES: { readonly [L in Locale]: (n: RuleNumbers, players: Players) => RulesGuide } = {
  en: (n, players) => ({
    intro: [INTROS.en(n, players)],
    sections: [
      {
        title: 'The cards',
        items: [
          [
            'The 2s and the jokers are ',
            { strong: 'wild' },
            ': a wild can stand for any missing card of a run. A 2 in its own place (A 2 3 of its suit) is not acting as a wild.',
          ],
          [
            `Points: 3 to 7 are worth ${String(n.points.low)}; 8 to K and every 2 are worth ${String(n.points.high)}; an ace ${String(n.points.ace)}; a joker ${String(n.points.joker)}.`,
          ],
        ],
      },
      {
        title: 'Your turn',
        items: [
          [
            { strong: 'Draw' },
            ' the top card of the stock, or ',
            { strong: 'take the pile' },
            ': the whole pile comes into your hand.',
          ],
          [
            'Then, as often as you like: ',
            { strong: 'meld' },
            ` ${String(n.shortestMeld)} or more cards in a run of one suit (`,
            cardsPart(['5H', '6H', '7H']),
            '), or ',
            { strong: 'lay off' },
            ' cards on one of your team’s melds.',
          ],
          ['End your turn by ', { strong: 'discarding' }, ' one card on the pile.'],
        ],
      },
      {
        title: 'Melds',
        items: [
          [
            `A meld is a run of one suit, ${String(n.shortestMeld)} to ${String(n.longestRun)} cards, the ace low (A 2 3) or high (Q K A). At most one wild may act in it.`,
          ],
          [
            `A meld of ${String(n.birimbaLength)} or more cards is a `,
            { strong: 'birimba' },
            '. It is ',
            { strong: 'clean' },
            ' with no wild acting in it, otherwise dirty.',
          ],
          ['When you add the card a wild stands for, the wild moves to another place of the run.'],
        ],
      },
      {
        title: 'Birimbakia and the end',
        items: [
          [
            `${String(n.packets)} packets of ${EN.cardCount(n.packetSize)} wait face down: the `,
            { strong: 'birimbakia' },
            '. Each team may take one.',
          ],
          ['When your hand runs out the first time, you take your team’s birimbaki and play on.'],
          [
            'When it runs out again (your team already took its birimbaki), your team ',
            { strong: 'closes' },
            ' and the deal ends. It also ends after the turn that draws the last stock card.',
          ],
        ],
      },
      {
        title: 'Scoring',
        items: [
          [
            `Each team counts the points of its melded cards, plus ${String(n.score.birimbaClean)} for each clean birimba and ${String(n.score.birimbaDirty)} for each dirty one (${String(n.score.birimba13Clean)} and ${String(n.score.birimba13Dirty)} for a birimba of ${EN.cardCount(n.longestRun)}).`,
          ],
          [
            `Minus the points of the cards left in both partners’ hands; minus ${String(-n.score.noBirimbaki)} for a team that never took its birimbaki; plus ${String(n.score.closing)} for the team that closed.`,
          ],
          ['In a match, deals are played until a team reaches the target.'],
        ],
      },
    ],
  }),
  el: (n, players) => ({
    intro: [INTROS.el(n, players)],
    sections: [
      {
        title: 'Τα φύλλα',
        items: [
          [
            'Τα 2 και τα τζόκερ είναι ',
            { strong: 'μπαλαντέρ' },
            ': παίρνουν τη θέση οποιουδήποτε φύλλου λείπει από μια κατεβασιά. Ένα 2 στη δική του θέση (Α 2 3 του ίδιου χρώματος) δεν παίζει ως μπαλαντέρ.',
          ],
          [
            `Πόντοι: από το 3 ως το 7 μετράνε ${String(n.points.low)}, από το 8 ως τον ρήγα και κάθε 2 μετράνε ${String(n.points.high)}, ο άσος ${String(n.points.ace)} και το τζόκερ ${String(n.points.joker)}.`,
          ],
        ],
      },
      {
        title: 'Η σειρά σου',
        items: [
          [
            { strong: 'Τράβα' },
            ' το πάνω φύλλο της τράπουλας ή ',
            { strong: 'μάζεψε τα πεταμένα' },
            ': όλα έρχονται στο χέρι σου.',
          ],
          [
            'Μετά, όσες φορές θέλεις: ',
            { strong: 'κατέβασε' },
            ` ${String(n.shortestMeld)} ή περισσότερα διαδοχικά φύλλα του ίδιου χρώματος (`,
            cardsPart(['5H', '6H', '7H']),
            ') ή ',
            { strong: 'κόλλησε' },
            ' φύλλα σε μια κατεβασιά της ομάδας σου.',
          ],
          ['Τελειώνεις ', { strong: 'πετώντας' }, ' ένα φύλλο στα πεταμένα.'],
        ],
      },
      {
        title: 'Κατεβασιές',
        items: [
          [
            `Κατεβασιά είναι διαδοχικά φύλλα του ίδιου χρώματος, από ${String(n.shortestMeld)} ως ${String(n.longestRun)}, με τον άσο κάτω (Α 2 3) ή πάνω (Ντ Ρ Α). Μέσα της παίζει το πολύ ένας μπαλαντέρ.`,
          ],
          [
            `Κατεβασιά με ${String(n.birimbaLength)} ή περισσότερα φύλλα είναι `,
            { strong: 'μπιρίμπα' },
            '. Είναι ',
            { strong: 'καθαρή' },
            ' όταν δεν έχει μπαλαντέρ στη θέση άλλου φύλλου, αλλιώς βρόμικη.',
          ],
          ['Όταν κολλάς το φύλλο που αντικαθιστά ο μπαλαντέρ, ο μπαλαντέρ πηγαίνει σε άλλη θέση της κατεβασιάς.'],
        ],
      },
      {
        title: 'Μπιριμπάκια και τέλος',
        items: [
          [
            `${String(n.packets)} πακέτα των ${String(n.packetSize)} φύλλων περιμένουν κλειστά: τα `,
            { strong: 'μπιριμπάκια' },
            '. Κάθε ομάδα παίρνει ένα.',
          ],
          ['Όταν τελειώσουν τα φύλλα σου την πρώτη φορά, παίρνεις το μπιριμπάκι της ομάδας σου και συνεχίζεις.'],
          [
            'Όταν τελειώσουν ξανά (η ομάδα σου έχει ήδη πάρει μπιριμπάκι), η ομάδα σου ',
            { strong: 'κλείνει' },
            ' και η μοιρασιά τελειώνει. Τελειώνει επίσης μετά τη σειρά του παίκτη που τραβά το τελευταίο φύλλο της τράπουλας.',
          ],
        ],
      },
      {
        title: 'Μέτρημα',
        items: [
          [
            `Κάθε ομάδα μετρά τους πόντους των φύλλων στις κατεβασιές της, συν ${String(n.score.birimbaClean)} για κάθε καθαρή μπιρίμπα και ${String(n.score.birimbaDirty)} για κάθε βρόμικη (${String(n.score.birimba13Clean)} και ${String(n.score.birimba13Dirty)} για μπιρίμπα ${String(n.longestRun)} φύλλων).`,
          ],
          [
            `Μείον τους πόντους των φύλλων που έμειναν στα χέρια των δύο συμπαικτών, μείον ${String(-n.score.noBirimbaki)} αν η ομάδα δεν πήρε μπιριμπάκι, συν ${String(n.score.closing)} για την ομάδα που έκλεισε.`,
          ],
          ['Σε αγώνα παίζονται μοιρασιές ώσπου μια ομάδα να φτάσει τον στόχο.'],
        ],
      },
    ],
  }),
};
