// The table's texts for two and six players: the places around the table and the teams named from the player's side
// (two: "You" and "Opponent"; six: your team and the other two partnerships named by where their players sit), in
// English and Greek. Everything else is worded as for four (i18n.ts).

import { type Locale, type Players } from '@birimba/engine';
import { type Texts, TEXTS } from './i18n.js';

/** What a form words differently: places (by place from the player) and sides (by team from the player's). */
type FormWords = Pick<
  Texts,
  | 'seatNames'
  | 'seatShort'
  | 'teams'
  | 'teamsShort'
  | 'winner'
  | 'endClosed'
  | 'matchWinner'
  | 'tookBirimbaki'
  | 'birimbakiaState'
  | 'yourBirimbaki'
  | 'whyNoMelds'
  | 'chooseMeld'
  | 'confirmNewMatch'
>;

/** "a, b and c" in the language's way. */
const list = (items: readonly string[], and: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;

const enTwo: FormWords = {
  seatNames: ['You', 'Opponent'],
  seatShort: ['You', 'Opponent'],
  teams: ['You', 'Your opponent'],
  teamsShort: ['You', 'Opp.'],
  winner: ['You win the deal', 'Your opponent wins the deal'],
  endClosed: ['You closed the deal.', 'Your opponent closed the deal.'],
  matchWinner: ['You won the match!', 'Your opponent won the match.'],
  tookBirimbaki: ['took a birimbaki', 'took a birimbaki'],
  birimbakiaState: (took) =>
    `Birimbakia: you ${took[0] === true ? 'have taken yours' : 'have not taken yours yet'}; your opponent ` +
    `${took[1] === true ? 'has taken theirs' : 'has not taken theirs yet'}`,
  yourBirimbaki: (cards) => `You picked up your birimbaki: ${cards} new cards. Play on.`,
  whyNoMelds: 'You have no melds to lay off on.',
  chooseMeld: 'Tap one of your melds to lay off on it.',
  confirmNewMatch: (deal, us, them) =>
    `Start a new game? The match in progress will be lost: deal ${deal}, You ${us} – ${them} Opponent. A new match starts at 0–0.`,
};

const SIX_EN = ['Your team', 'East and North-West', 'North-East and West'];
const enSix: FormWords = {
  seatNames: ['You', 'East', 'North-East', 'North (partner)', 'North-West', 'West'],
  seatShort: ['You', 'East', 'N-East', 'North', 'N-West', 'West'],
  teams: SIX_EN,
  teamsShort: ['Us', 'E+NW', 'NE+W'],
  winner: ['Your team wins the deal', 'East and North-West win the deal', 'North-East and West win the deal'],
  endClosed: [
    'Your team closed the deal.',
    'East and North-West closed the deal.',
    'North-East and West closed the deal.',
  ],
  matchWinner: ['Your team won the match!', 'East and North-West won the match.', 'North-East and West won the match.'],
  tookBirimbaki: ['took a birimbaki', 'took a birimbaki', 'took a birimbaki'],
  birimbakiaState: (took) =>
    `Birimbakia taken: ${list(
      SIX_EN.map((team, side) => `${team} ${took[side] === true ? 'yes' : 'not yet'}`),
      'and',
    )}`,
  yourBirimbaki: TEXTS.en.yourBirimbaki,
  whyNoMelds: TEXTS.en.whyNoMelds,
  chooseMeld: TEXTS.en.chooseMeld,
  confirmNewMatch: (deal, us, them) =>
    `Start a new game? The match in progress will be lost: deal ${deal}, your team ${us}, the best of the others ${them}. A new match starts at 0.`,
};

const elTwo: FormWords = {
  seatNames: ['Εσύ', 'Αντίπαλος'],
  seatShort: ['Εσύ', 'Αντίπαλος'],
  teams: ['Εσύ', 'Ο αντίπαλός σου'],
  teamsShort: ['Εσύ', 'Αντίπ.'],
  winner: ['Κερδίζεις τη μοιρασιά', 'Ο αντίπαλός σου κερδίζει τη μοιρασιά'],
  endClosed: ['Έκλεισες τη μοιρασιά.', 'Ο αντίπαλός σου έκλεισε τη μοιρασιά.'],
  matchWinner: ['Κέρδισες τον αγώνα!', 'Ο αντίπαλός σου κέρδισε τον αγώνα.'],
  tookBirimbaki: ['πήρες μπιριμπάκι', 'πήρε μπιριμπάκι'],
  birimbakiaState: (took) =>
    `Μπιριμπάκια: ${took[0] === true ? 'πήρες το μπιριμπάκι σου' : 'δεν έχεις πάρει ακόμα το μπιριμπάκι σου'}· ` +
    `ο αντίπαλός σου ${took[1] === true ? 'πήρε το δικό του' : 'δεν έχει πάρει ακόμα το δικό του'}`,
  yourBirimbaki: (cards) => `Πήρες το μπιριμπάκι σου: ${cards} νέα φύλλα. Συνέχισε.`,
  whyNoMelds: 'Δεν έχεις κατεβασιά για να κολλήσεις.',
  chooseMeld: 'Πάτησε μια κατεβασιά σου για να κολλήσεις.',
  confirmNewMatch: (deal, us, them) =>
    `Νέα παρτίδα: ο αγώνας που παίζεται θα χαθεί (μοιρασιά ${deal}, Εσύ ${us} – ${them} Αντίπαλος). Ο νέος αγώνας ξεκινά από 0–0.`,
};

const SIX_EL = ['Η ομάδα σου', 'Ανατολή και Βορειοδυτικά', 'Βορειοανατολικά και Δύση'];
const elSix: FormWords = {
  seatNames: ['Εσύ', 'Ανατολή', 'Βορειοανατολικά', 'Βορράς (συμπαίκτης)', 'Βορειοδυτικά', 'Δύση'],
  seatShort: ['Εσύ', 'Ανατολή', 'ΒΑ', 'Βορράς', 'ΒΔ', 'Δύση'],
  teams: SIX_EL,
  teamsShort: ['Εμείς', 'Α+ΒΔ', 'ΒΑ+Δ'],
  winner: [
    'Η ομάδα σου κερδίζει τη μοιρασιά',
    'Ανατολή και Βορειοδυτικά κερδίζουν τη μοιρασιά',
    'Βορειοανατολικά και Δύση κερδίζουν τη μοιρασιά',
  ],
  endClosed: [
    'Η ομάδα σου έκλεισε τη μοιρασιά.',
    'Ανατολή και Βορειοδυτικά έκλεισαν τη μοιρασιά.',
    'Βορειοανατολικά και Δύση έκλεισαν τη μοιρασιά.',
  ],
  matchWinner: [
    'Η ομάδα σου κέρδισε τον αγώνα!',
    'Ανατολή και Βορειοδυτικά κέρδισαν τον αγώνα.',
    'Βορειοανατολικά και Δύση κέρδισαν τον αγώνα.',
  ],
  tookBirimbaki: ['πήρε μπιριμπάκι', 'πήραν μπιριμπάκι', 'πήραν μπιριμπάκι'],
  birimbakiaState: (took) =>
    `Μπιριμπάκια που πάρθηκαν: ${list(
      SIX_EL.map((team, side) => `${team} ${took[side] === true ? 'ναι' : 'όχι ακόμα'}`),
      'και',
    )}`,
  yourBirimbaki: TEXTS.el.yourBirimbaki,
  whyNoMelds: TEXTS.el.whyNoMelds,
  chooseMeld: TEXTS.el.chooseMeld,
  confirmNewMatch: (deal, us, them) =>
    `Νέα παρτίδα: ο αγώνας που παίζεται θα χαθεί (μοιρασιά ${deal}, η ομάδα σου ${us}, η καλύτερη από τις άλλες ${them}). Ο νέος αγώνας ξεκινά από το 0.`,
};

const WORDS: Readonly<Record<Locale, Readonly<Record<2 | 6, FormWords>>>> = {
  en: { 2: enTwo, 6: enSix },
  el: { 2: elTwo, 6: elSix },
};

const made = new Map<string, Texts>();

/** The table's texts in `locale` for a table of `players`: for four, `TEXTS[locale]` itself. */
export function formTexts(locale: Locale, players: Players): Texts {
  if (players === 4) return TEXTS[locale];
  const key = `${locale}${String(players)}`;
  let texts = made.get(key);
  if (texts === undefined) {
    texts = { ...TEXTS[locale], ...WORDS[locale][players], players };
    made.set(key, texts);
  }
  return texts;
}
