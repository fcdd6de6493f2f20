// The leaderboard's words in English and Greek: its title, the forms, periods and boards to switch between, the columns, the
// asker's own place and why it is not shown. Loaded with the profile's views only (account-views.ts); the button that
// opens it is account-notes.ts' `leaderboard`.

import type { Locale } from '@birimba/engine';
import type { LeaderboardBoard, LeaderboardPeriod, MatchForm } from '@birimba/protocol';

const en = {
  title: 'Leaderboard',
  close: 'Close',
  /** The switches' group names, for a screen reader. */
  forms: 'Players at the table',
  periods: 'Period',
  form: (form: MatchForm): string => `${String(form)} players`,
  period: { all: 'All time', month: 'This month' } satisfies Record<LeaderboardPeriod, string>,
  boards: 'Whose board',
  /** Everyone's board, or the signed-in player's and their friends'. */
  board: { all: 'Everyone', friends: 'Friends' } satisfies Record<LeaderboardBoard, string>,
  /** The month's board, under its switches: `2027-03` as «March 2027». */
  monthOf: (month: string): string =>
    new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  rank: 'Place',
  player: 'Player',
  rating: 'Rating',
  matches: 'Matches',
  you: 'Your place',
  /** The asker's own row, for a screen reader. */
  yourRow: 'you',
  hidden: 'You are hidden from the leaderboards: your profile can show you again.',
  notOn: 'You appear here after 10 rated matches of this form (this month: with one of them this month).',
  signIn: 'Sign in (play with an account) to see your own place.',
  empty: 'Nobody on this board yet: it takes 10 rated matches.',
  emptyFriends: 'None of your friends is on this board yet: it takes 10 rated matches.',
  loading: 'Loading the leaderboard…',
  failed: 'The leaderboard could not be loaded. Try again in a little while.',
  openPlayer: (name: string): string => `Profile of ${name}`,
};

export type LeaderboardTexts = typeof en;

const el: LeaderboardTexts = {
  title: 'Κατάταξη',
  close: 'Κλείσιμο',
  forms: 'Παίκτες στο τραπέζι',
  periods: 'Περίοδος',
  form: (form) => `${String(form)} παίκτες`,
  period: { all: 'Συνολικά', month: 'Αυτόν τον μήνα' },
  boards: 'Ποιων η κατάταξη',
  board: { all: 'Όλοι', friends: 'Φίλοι' },
  monthOf: (month) =>
    new Date(`${month}-01T00:00:00Z`).toLocaleDateString('el', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  rank: 'Θέση',
  player: 'Παίκτης',
  rating: 'Βαθμολογία',
  matches: 'Παιχνίδια',
  you: 'Η θέση σου',
  yourRow: 'εσύ',
  hidden: 'Δεν εμφανίζεσαι στην κατάταξη: μπορείς να το αλλάξεις από το προφίλ σου.',
  notOn:
    'Θα εμφανιστείς εδώ μετά από 10 βαθμολογημένα παιχνίδια αυτής της μορφής (για τον μήνα: με ένα από αυτά μέσα στον μήνα).',
  signIn: 'Συνδέσου (παίξε με λογαριασμό) για να δεις τη θέση σου.',
  empty: 'Κανείς ακόμα σε αυτή την κατάταξη: χρειάζονται 10 βαθμολογημένα παιχνίδια.',
  emptyFriends: 'Κανείς από τους φίλους σου σε αυτή την κατάταξη ακόμα: χρειάζονται 10 βαθμολογημένα παιχνίδια.',
  loading: 'Φόρτωση της κατάταξης…',
  failed: 'Η κατάταξη δεν φορτώθηκε. Δοκίμασε ξανά σε λίγο.',
  openPlayer: (name) => `Προφίλ: ${name}`,
};

/** The leaderboard's words by language. */
export const LEADERBOARD_TEXTS: Readonly<Record<Locale, LeaderboardTexts>> = { en, el };
