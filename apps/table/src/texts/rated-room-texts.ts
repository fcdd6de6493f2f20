// The words of a rated room in English and Greek: the host's setting, whether the match will be rated and, when not,
// why (one line per reason of `UNRATED_REASONS`), and the mark in the room's bar during a rated match. Part of the
// online texts (online-texts.ts: `rated`); the profile's rating has its own (rating-texts.ts).

import type { Locale } from '@birimba/engine';
import { RATED_TARGET, type UnratedReason } from '@birimba/protocol';

const en = {
  setting: 'Rated',
  rated: 'Rated: the result changes the rating of everyone at the table.',
  /** One reason's line: «Not rated: a bot takes the empty seat». */
  unrated: (reason: string): string => `Not rated: ${reason}`,
  reasons: {
    off: 'the host has not made the room rated',
    'bot-seat': 'a bot takes the empty seat',
    'no-account': 'someone at the table is not signed in',
    'same-account': 'one account sits at two seats',
    'custom-rules': 'the rules are not the standard ones',
    'lowered-target': `the match is shorter than to ${String(RATED_TARGET)} points`,
  } satisfies Readonly<Record<UnratedReason, string>>,
  mark: 'Rated',
  markNote: 'This match changes the players’ ratings',
};

export type RatedRoomTexts = typeof en;

const el: RatedRoomTexts = {
  setting: 'Βαθμολογημένο',
  rated: 'Βαθμολογημένο: το αποτέλεσμα αλλάζει τη βαθμολογία όλων στο τραπέζι.',
  unrated: (reason) => `Χωρίς βαθμολογία: ${reason}`,
  reasons: {
    off: 'ο οικοδεσπότης δεν το έκανε βαθμολογημένο',
    'bot-seat': 'ο υπολογιστής παίρνει την άδεια θέση',
    'no-account': 'κάποιος στο τραπέζι δεν έχει συνδεθεί',
    'same-account': 'ένας λογαριασμός κάθεται σε δύο θέσεις',
    'custom-rules': 'οι κανόνες δεν είναι οι βασικοί',
    'lowered-target': `η παρτίδα είναι μικρότερη από ${String(RATED_TARGET)} πόντους`,
  },
  mark: 'Βαθμολογημένο',
  markNote: 'Αυτή η παρτίδα αλλάζει τη βαθμολογία των παικτών',
};

/** The rated room's words by language. */
export const RATED_ROOM_TEXTS: Readonly<Record<Locale, RatedRoomTexts>> = { en, el };
