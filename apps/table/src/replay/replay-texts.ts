// The replay's own texts in English and Greek: its bar, its buttons, where it stands, why a log could not be opened.
// The felt's words (places, teams, cards, scores) are the table's (texts/i18n.ts), the moves' the engine's phrase book.

import type { Locale } from '@birimba/engine';
import type { ReplayProblemCode } from './replay-load.js';

/** The speeds a replay plays at: milliseconds between moves. */
export const REPLAY_SPEEDS = [1600, 800, 400, 150] as const;

const en = {
  title: 'Replay',
  /** Where the replay stands: the deal (from 1) and the moves made in it (0: as dealt). */
  position: (deal: number, move: number) => `deal ${String(deal)}, move ${String(move)}`,
  /** The same, with how many the log has. */
  positionOf: (deals: number, moves: number) => `of ${String(deals)} deals; ${String(moves)} moves in this deal`,
  next: 'Next move',
  prev: 'Previous move',
  play: 'Play',
  pause: 'Pause',
  speed: 'Speed',
  speeds: ['Slow', 'Normal', 'Fast', 'Fastest'] as readonly string[],
  deal: 'Deal',
  dealOption: (n: number) => `Deal ${String(n)}`,
  toEnd: 'Deal’s end',
  seenFrom: 'Seen from',
  seat: (n: number, who: string) => `Seat ${String(n + 1)} · ${who}`,
  human: 'a person',
  allHands: 'The deal is over: every hand is shown.',
  open: 'Open a log',
  dropHere: 'or drop a game log file on the table',
  loading: 'Opening the game log…',
  close: 'Back to the table',
  cannotOpen: 'This game log cannot be replayed.',
  problems: {
    'bad-url': 'The replay address is not a web address.',
    'bad-token': 'The seat token given for the replay is not one a server gives (no spaces, no accents).',
    'fetch-failed': 'The game log could not be fetched.',
    unauthorized: 'The server gives this game log only to the match’s players: it asks for a player’s seat token.',
    forbidden: 'The server refused the seat token: only the players of this match may open its game log.',
    'not-found': 'There is no game log at this address: no such room, match or file.',
    'not-over': 'The match is not over yet: its game log is given once it ends.',
    'http-status': 'The address answered with an error.',
    'too-large': 'The file is too large to be a game log.',
    unreadable: 'The file could not be read.',
    'not-a-log': 'The file is not a Birimba game log.',
    'does-not-replay': 'The log’s moves do not replay to the game it records.',
  } satisfies Record<ReplayProblemCode, string>,
  details: 'Details',
  review: 'Review',
  coach: 'Coach this deal',
  coachChecking: 'The coach’s check of the turns',
  coachProgress: (done: number, total: number) =>
    `The coach is looking at the turns: ${String(done)} of ${String(total)}`,
  coachSummary: (flagged: number, total: number) =>
    `Coach: ${String(flagged)} of ${String(total)} turns of this seat had a clearly better one.`,
  /** Before the better turn, told in the table's words. */
  coachMark: (gap: number) => `Coach: a better turn was worth about ${String(Math.round(gap))} points more —`,
  coachFailed: 'The coach could not look at the turns.',
};

export type ReplayTexts = typeof en;

const el: ReplayTexts = {
  title: 'Επανάληψη',
  position: (deal, move) => `μοιρασιά ${String(deal)}, κίνηση ${String(move)}`,
  positionOf: (deals, moves) => `από ${String(deals)} μοιρασιές· ${String(moves)} κινήσεις σε αυτήν`,
  next: 'Επόμενη κίνηση',
  prev: 'Προηγούμενη κίνηση',
  play: 'Αναπαραγωγή',
  pause: 'Παύση',
  speed: 'Ταχύτητα',
  speeds: ['Αργά', 'Κανονικά', 'Γρήγορα', 'Πολύ γρήγορα'],
  deal: 'Μοιρασιά',
  dealOption: (n) => `Μοιρασιά ${String(n)}`,
  toEnd: 'Τέλος μοιρασιάς',
  seenFrom: 'Από τη θέση',
  seat: (n, who) => `Θέση ${String(n + 1)} · ${who}`,
  human: 'παίκτης',
  allHands: 'Η μοιρασιά τελείωσε: φαίνονται όλα τα χέρια.',
  open: 'Άνοιγμα αρχείου',
  dropHere: 'ή άφησε ένα αρχείο παρτίδας πάνω στο τραπέζι',
  loading: 'Ανοίγει το αρχείο της παρτίδας…',
  close: 'Πίσω στο τραπέζι',
  cannotOpen: 'Αυτό το αρχείο παρτίδας δεν μπορεί να αναπαραχθεί.',
  problems: {
    'bad-url': 'Η διεύθυνση της επανάληψης δεν είναι διεύθυνση ιστού.',
    'bad-token': 'Το κλειδί θέσης που δόθηκε για την επανάληψη δεν είναι κλειδί διακομιστή (χωρίς κενά και τόνους).',
    'fetch-failed': 'Το αρχείο της παρτίδας δεν μπόρεσε να φορτωθεί.',
    unauthorized:
      'Ο διακομιστής δίνει αυτό το αρχείο μόνο στους παίκτες της παρτίδας: ζητά το κλειδί θέσης ενός παίκτη.',
    forbidden: 'Ο διακομιστής δεν δέχτηκε το κλειδί θέσης: μόνο οι παίκτες αυτής της παρτίδας ανοίγουν το αρχείο της.',
    'not-found': 'Δεν υπάρχει αρχείο παρτίδας σε αυτή τη διεύθυνση: ούτε τέτοιο τραπέζι, ούτε παρτίδα, ούτε αρχείο.',
    'not-over': 'Η παρτίδα δεν έχει τελειώσει ακόμη: το αρχείο της δίνεται όταν τελειώσει.',
    'http-status': 'Η διεύθυνση απάντησε με σφάλμα.',
    'too-large': 'Το αρχείο είναι πολύ μεγάλο για αρχείο παρτίδας.',
    unreadable: 'Το αρχείο δεν μπόρεσε να διαβαστεί.',
    'not-a-log': 'Το αρχείο δεν είναι αρχείο παρτίδας μπιρίμπας.',
    'does-not-replay': 'Οι κινήσεις του αρχείου δεν οδηγούν στην παρτίδα που καταγράφει.',
  },
  details: 'Λεπτομέρειες',
  review: 'Επανάληψη',
  coach: 'Προπονητής',
  coachChecking: 'Ο έλεγχος των σειρών από τον προπονητή',
  coachProgress: (done, total) => `Ο προπονητής κοιτάζει τις σειρές: ${String(done)} από ${String(total)}`,
  coachSummary: (flagged, total) =>
    `Προπονητής: ${String(flagged)} από ${String(total)} σειρές αυτής της θέσης είχαν σαφώς καλύτερη κίνηση.`,
  coachMark: (gap) => `Προπονητής: μια καλύτερη κίνηση άξιζε περίπου ${String(Math.round(gap))} πόντους παραπάνω —`,
  coachFailed: 'Ο προπονητής δεν μπόρεσε να κοιτάξει τις σειρές.',
};

export const REPLAY_TEXTS: Readonly<Record<Locale, ReplayTexts>> = { en, el };
