// The watchers' texts in English and Greek: Watch on the lobby and on a full room, the watcher's banner, the count
// the players see, the host's two settings, what a watcher's phrase is signed with, and the refusals of watching.
// Part of the online texts (online-texts.ts: `watch`, and the problems).

import type { Locale } from '@birimba/engine';

const en = {
  watch: 'Watch',
  watchNote: 'see the game without playing',
  watchFull: 'Watch this game instead',
  watchInstead: 'Watch instead',
  watching: 'You are watching',
  watchingNote:
    'You see what everyone at the table sees: the melds, the pile, how many cards each holds — never a hand.',
  watchingLobby: 'The game begins when the host starts it.',
  /** After the count of watchers: «3 watching». */
  watchersWord: (_n: number): string => 'watching',
  watchersLabel: (n: number): string =>
    n === 1 ? 'One person is watching this game' : `${String(n)} people are watching this game`,
  watcherSaid: (name: string): string => `${name} (watching)`,
  allowWatching: 'Others may watch this room',
  watcherPhrases: 'Watchers may send phrases',
  problems: {
    'watch-off': 'The host does not allow watching this room.',
    'watchers-full': 'Fifty people watch this room already: try again later.',
    watching: 'You are watching: you can only send phrases.',
    'watcher-phrases-off': 'The host does not let watchers send phrases.',
  } as Readonly<Record<string, string>>,
};

export type WatchTexts = typeof en;

const el: WatchTexts = {
  watch: 'Παρακολούθηση',
  watchNote: 'δες την παρτίδα χωρίς να παίζεις',
  watchFull: 'Παρακολούθησε αυτή την παρτίδα',
  watchInstead: 'Μπες ως θεατής',
  watching: 'Παρακολουθείς',
  watchingNote:
    'Βλέπεις ό,τι βλέπουν όλοι στο τραπέζι: τις κατεβασιές, τα πεταμένα, πόσα φύλλα κρατά ο καθένας — ποτέ ένα χέρι.',
  watchingLobby: 'Η παρτίδα αρχίζει όταν την ξεκινήσει ο οικοδεσπότης.',
  watchersWord: (n: number): string => (n === 1 ? 'παρακολουθεί' : 'παρακολουθούν'),
  watchersLabel: (n: number): string =>
    n === 1 ? 'Ένας παρακολουθεί αυτή την παρτίδα' : `${String(n)} παρακολουθούν αυτή την παρτίδα`,
  watcherSaid: (name: string): string => `${name} (θεατής)`,
  allowWatching: 'Άλλοι μπορούν να παρακολουθούν',
  watcherPhrases: 'Οι θεατές στέλνουν φράσεις',
  problems: {
    'watch-off': 'Ο οικοδεσπότης δεν επιτρέπει παρακολούθηση σε αυτό το τραπέζι.',
    'watchers-full': 'Πενήντα θεατές παρακολουθούν ήδη: δοκίμασε αργότερα.',
    watching: 'Παρακολουθείς: μπορείς να στέλνεις μόνο φράσεις.',
    'watcher-phrases-off': 'Ο οικοδεσπότης δεν επιτρέπει φράσεις από θεατές.',
  },
};

export const WATCH_TEXTS: Readonly<Record<Locale, WatchTexts>> = { en, el };
