// The account's few words in the online screens, in English and Greek: the profile's button and the one quiet line
// about the account (signed in by a link, a link that no longer works, no account for now). Part of the online texts
// (online-texts.ts: `account`); the profile's own words come with its views (profile-texts.ts).

import type { Locale } from '@birimba/engine';

const en = {
  profile: 'Profile',
  /** The button's words for a screen reader when the device has no account yet. */
  profileGuest: 'Profile (playing as a guest)',
  linked: (name: string, handle: string): string => `This device is now signed in as ${name} (@${handle}).`,
  linkRefused: 'This sign-in link has been used or has expired: make a new one on your other device.',
  away: 'Profiles are not available right now: you play as a guest this time.',
};

export type AccountNotes = typeof en;

const el: AccountNotes = {
  profile: 'Προφίλ',
  profileGuest: 'Προφίλ (παίζεις ως επισκέπτης)',
  linked: (name, handle) => `Αυτή η συσκευή είναι πλέον συνδεδεμένη ως ${name} (@${handle}).`,
  linkRefused: 'Αυτός ο σύνδεσμος σύνδεσης έχει χρησιμοποιηθεί ή έχει λήξει: φτιάξε νέο στην άλλη σου συσκευή.',
  away: 'Τα προφίλ δεν είναι διαθέσιμα τώρα: αυτή τη φορά παίζεις ως επισκέπτης.',
};

export const ACCOUNT_NOTES: Readonly<Record<Locale, AccountNotes>> = { en, el };
