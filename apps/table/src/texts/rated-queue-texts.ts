// The words of "Play rated" in English and Greek: the online page's way into the rated queue (or, signed out, how to
// sign in first), the form's choice, the waiting panel (the wait, how many look, the window of ratings), the table
// found, and every way a wait ends that is not a table: another tab took over, a refusal (`RATED_QUEUE_ERRORS`), the
// connection lost. Used by the online screens (online/screens/rated-queue-panel.ts).

import type { Locale, Players } from '@birimba/engine';
import type { RATED_QUEUE_ERRORS } from '@birimba/protocol';

/** Why a wait in the rated queue ended or never began: a refusal of the server's, or the page's own. */
export type QueueProblem = keyof typeof RATED_QUEUE_ERRORS | 'replaced' | 'lost' | 'unreachable' | 'no-name';

/** A wait as a clock reads it: «0:07», «1:30». */
const clock = (seconds: number): string =>
  `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;

const en = {
  play: 'Play rated',
  playNote: 'with people of your rating; the result changes it',
  /** Signed out: how to sign in first (`passkey`: the page offers a passkey's sign-in). */
  signIn: (passkey: boolean): string =>
    passkey
      ? 'To play rated, sign in: play one game here (your account is made as you play), or sign in with a passkey.'
      : 'To play rated, sign in: play one game here first — your account is made as you play.',
  form: 'Players',
  forms: { 2: '2 players', 4: '4 players, 2 pairs', 6: '6 players, 3 pairs' } satisfies Record<Players, string>,
  looking: 'Looking for a rated table',
  forPlayers: (form: Players): string => `for ${String(form)} players`,
  waited: (seconds: number): string => `Waiting ${clock(seconds)}`,
  count: (n: number): string => (n <= 1 ? 'Only you are looking now' : `${String(n)} people are looking`),
  /** The window of ratings now (null: anyone). */
  within: (points: number | null): string =>
    points === null ? 'Any rating now' : `Ratings within ±${String(points)} of yours`,
  widens: 'The longer you wait, the wider the range of ratings.',
  cancel: 'Cancel',
  found: 'Table found: taking your seat…',
  problems: {
    'bad-options': 'The server did not accept this request. Reload the page and try again.',
    'not-signed-in': 'The server does not know your account. Play one game to sign in again, then play rated.',
    'at-table': 'You have a rated match still going: play it out first.',
    replaced: 'You are looking for a table in another tab or window now; this one stopped.',
    lost: 'The connection to the queue was lost. Press Play rated to look again.',
    unreachable: 'The server cannot be reached. Try again in a moment.',
    'no-name': 'Type your name first.',
  } satisfies Readonly<Record<QueueProblem, string>>,
};

export type RatedQueueTexts = typeof en;

const el: RatedQueueTexts = {
  play: 'Βαθμολογημένο παιχνίδι',
  playNote: 'με παίκτες της βαθμολογίας σου· το αποτέλεσμα την αλλάζει',
  signIn: (passkey) =>
    passkey
      ? 'Για βαθμολογημένο παιχνίδι χρειάζεται σύνδεση: παίξε μία φορά εδώ (ο λογαριασμός σου φτιάχνεται καθώς ' +
        'παίζεις) ή συνδέσου με κλειδί πρόσβασης.'
      : 'Για βαθμολογημένο παιχνίδι χρειάζεται σύνδεση: παίξε πρώτα μία φορά εδώ — ο λογαριασμός σου φτιάχνεται ' +
        'καθώς παίζεις.',
  form: 'Παίκτες',
  forms: { 2: '2 παίκτες', 4: '4 παίκτες, 2 ζευγάρια', 6: '6 παίκτες, 3 ζευγάρια' },
  looking: 'Αναζήτηση βαθμολογημένου τραπεζιού',
  forPlayers: (form) => `για ${String(form)} παίκτες`,
  waited: (seconds) => `Αναμονή ${clock(seconds)}`,
  count: (n) => (n <= 1 ? 'Μόνο εσύ ψάχνεις τώρα' : `Ψάχνουν ${String(n)} παίκτες`),
  within: (points) =>
    points === null ? 'Οποιαδήποτε βαθμολογία πλέον' : `Βαθμολογίες έως ±${String(points)} από τη δική σου`,
  widens: 'Όσο περιμένεις, τόσο μεγαλώνει το εύρος των βαθμολογιών.',
  cancel: 'Ακύρωση',
  found: 'Βρέθηκε τραπέζι: παίρνεις τη θέση σου…',
  problems: {
    'bad-options': 'Ο διακομιστής δεν δέχτηκε το αίτημα. Φόρτωσε ξανά τη σελίδα και δοκίμασε πάλι.',
    'not-signed-in':
      'Ο διακομιστής δεν αναγνωρίζει τον λογαριασμό σου. Παίξε μία παρτίδα για να συνδεθείς ξανά και δοκίμασε πάλι.',
    'at-table': 'Έχεις βαθμολογημένη παρτίδα σε εξέλιξη: τελείωσέ την πρώτα.',
    replaced: 'Ψάχνεις πλέον τραπέζι από άλλη καρτέλα ή άλλο παράθυρο· εδώ η αναζήτηση σταμάτησε.',
    lost: 'Χάθηκε η σύνδεση με την αναμονή. Πάτησε «Βαθμολογημένο παιχνίδι» για να ψάξεις ξανά.',
    unreachable: 'Ο διακομιστής δεν απαντά. Δοκίμασε ξανά σε λίγο.',
    'no-name': 'Γράψε πρώτα το όνομά σου.',
  },
};

/** The words of "Play rated" by language. */
export const RATED_QUEUE_TEXTS: Readonly<Record<Locale, RatedQueueTexts>> = { en, el };
