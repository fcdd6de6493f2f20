// The coach's words in English and Greek: its line, Show me, the copy of the position and its setting. The turns
// themselves are told by the engine's phrase book (`tellPlan`); every number is the coach's verdict's.

import type { Locale } from '@birimba/engine';

const round = (n: number): string => String(Math.round(n));

const en = {
  title: 'Coach',
  /** The line, short: what a better turn was worth. */
  short: (gap: number) => `a better turn was worth about ${round(gap)} points more.`,
  gain: (gap: number, low: number, high: number) =>
    `About ${round(gap)} points more for your team by the end of the deal (95 % sure: ${round(Math.max(low, 0))} to ${round(high)}).`,
  showMe: 'Show me',
  hide: 'Close',
  dismiss: 'Dismiss the coach’s line',
  copyTitle: 'The better turn, on a copy of the position',
  handBefore: 'Your hand as the turn began (★ to meld or lay off, ↓ to discard)',
  meldsAfter: 'Your team’s melds after it',
  noMelds: 'No melds yet.',
  checking: 'The coach is looking at your turn…',
  setting: 'Coach',
  settingLabel: 'After each of my turns, say when the expert sees a clearly better one',
};

export type CoachTexts = typeof en;

const el: CoachTexts = {
  title: 'Προπονητής',
  short: (gap) => `μια καλύτερη κίνηση άξιζε περίπου ${round(gap)} πόντους παραπάνω.`,
  gain: (gap, low, high) =>
    `Περίπου ${round(gap)} πόντοι περισσότεροι για την ομάδα σου ως το τέλος της μοιρασιάς (95 % βεβαιότητα: ${round(Math.max(low, 0))} έως ${round(high)}).`,
  showMe: 'Δείξε μου',
  hide: 'Κλείσε',
  dismiss: 'Κλείσε τη συμβουλή του προπονητή',
  copyTitle: 'Η καλύτερη κίνηση, σε αντίγραφο της θέσης',
  handBefore: 'Το χέρι σου στην αρχή της σειράς (★ για κατέβασμα ή κόλλημα, ↓ για πέταμα)',
  meldsAfter: 'Οι κατεβασιές της ομάδας σου μετά',
  noMelds: 'Καμία κατεβασιά ακόμη.',
  checking: 'Ο προπονητής κοιτάζει τη σειρά σου…',
  setting: 'Προπονητής',
  settingLabel: 'Μετά από κάθε σειρά μου, πες μου όταν ο ειδικός βλέπει σαφώς καλύτερη κίνηση',
};

export const COACH_TEXTS: Readonly<Record<Locale, CoachTexts>> = { en, el };
