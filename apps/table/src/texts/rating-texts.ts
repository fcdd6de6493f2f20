// The words of a player's rating in English and Greek: the profile's section per form (the number, «provisional»,
// the rated matches counted), its two sentences of explanation (apps/server/README.md quotes them), the chart's
// summary and the last rated matches with how each counted. Loaded with the profile's views only (account-views.ts).

import type { Locale } from '@birimba/engine';
import {
  FIRST_MATCHES,
  PROVISIONAL_MATCHES,
  type RatingChangeReason,
  SAME_PLAYERS_DAILY,
  START_RATING,
} from '@birimba/protocol';

const en = {
  title: 'Rating',
  provisional: 'provisional',
  matches: (n: number): string => (n === 1 ? '1 rated match' : `${String(n)} rated matches`),
  explanation: [
    `Your rating starts at ${String(START_RATING)} and goes up when you win a rated match and down when you lose, more ` +
      `against stronger players and less against weaker ones; it is provisional for your first ` +
      `${String(PROVISIONAL_MATCHES)} rated matches.`,
    'Leaving a rated match counts as a loss, and your partner loses nothing for it.',
  ],
  none: 'No rated matches yet.',
  noneCounted: 'No rated match has counted yet.',
  /** The chart's accessible name. */
  summary: (from: number, to: number, n: number): string =>
    `Rating from ${String(from)} to ${String(to)} over ${n === 1 ? '1 rated match' : `${String(n)} rated matches`}`,
  recent: 'Last rated matches',
  /** How a match counted, said beside its date (`played`: its change alone). */
  reasons: {
    played: 'counted',
    left: 'left the match: counted as a loss',
    'partner-left': 'a partner left: it did not count',
    'daily-limit': `the same players had already played ${String(SAME_PLAYERS_DAILY)} rated matches together that day: it did not count`,
    'first-matches': `one of the first ${String(FIRST_MATCHES)} rated matches: it counts once all ${String(FIRST_MATCHES)} are played`,
  } satisfies Readonly<Record<RatingChangeReason, string>>,
  /** A first match once it counted (`first-matches`, counted). */
  firstCounted: `one of the first ${String(FIRST_MATCHES)} rated matches: counted once all were played`,
};

export type RatingTexts = typeof en;

const el: RatingTexts = {
  title: 'Βαθμολογία',
  provisional: 'προσωρινή',
  matches: (n) => (n === 1 ? '1 βαθμολογημένη παρτίδα' : `${String(n)} βαθμολογημένες παρτίδες`),
  explanation: [
    `Η βαθμολογία σου ξεκινά από ${String(START_RATING)}, ανεβαίνει όταν κερδίζεις μια βαθμολογημένη παρτίδα και ` +
      `πέφτει όταν χάνεις, περισσότερο απέναντι σε δυνατότερους παίκτες και λιγότερο απέναντι σε πιο αδύναμους· ` +
      `είναι προσωρινή στις πρώτες ${String(PROVISIONAL_MATCHES)} βαθμολογημένες παρτίδες σου.`,
    'Αν φύγεις από μια βαθμολογημένη παρτίδα, μετράει ως ήττα, και ο συμπαίκτης σου δεν χάνει τίποτα γι’ αυτό.',
  ],
  none: 'Καμία βαθμολογημένη παρτίδα ακόμη.',
  noneCounted: 'Καμία βαθμολογημένη παρτίδα δεν έχει μετρήσει ακόμη.',
  summary: (from, to, n) =>
    `Βαθμολογία από ${String(from)} σε ${String(to)} σε ${n === 1 ? '1 βαθμολογημένη παρτίδα' : `${String(n)} βαθμολογημένες παρτίδες`}`,
  recent: 'Τελευταίες βαθμολογημένες παρτίδες',
  reasons: {
    played: 'μέτρησε',
    left: 'έφυγε από την παρτίδα: μέτρησε ως ήττα',
    'partner-left': 'έφυγε συμπαίκτης: δεν μέτρησε',
    'daily-limit': `οι ίδιοι παίκτες είχαν ήδη παίξει μαζί ${String(SAME_PLAYERS_DAILY)} βαθμολογημένες παρτίδες εκείνη τη μέρα: δεν μέτρησε`,
    'first-matches': `μία από τις ${String(FIRST_MATCHES)} πρώτες βαθμολογημένες παρτίδες: μετράει όταν παιχτούν και οι ${String(FIRST_MATCHES)}`,
  },
  firstCounted: `μία από τις ${String(FIRST_MATCHES)} πρώτες βαθμολογημένες παρτίδες: μέτρησε όταν παίχτηκαν όλες`,
};

/** The rating's words by language. */
export const RATING_TEXTS: Readonly<Record<Locale, RatingTexts>> = { en, el };
