// The account's few words in the online screens, in English and Greek: the profile's button, a player's name that opens
// their profile, signing in with a passkey, and the one quiet line about the account (signed in by a link or a passkey, a link that no longer works, a
// passkey not chosen or not recognised, no account for now). Part of the online texts
// (online-texts.ts: `account`); the profile's own words come with its views (profile-texts.ts).

import type { Locale } from '@birimba/engine';

const en = {
  profile: 'Profile',
  /** The button's words for a screen reader when the device has no account yet. */
  profileGuest: 'Profile (playing as a guest)',
  /** The leaderboard's button. */
  leaderboard: 'Leaderboard',
  /** A player's name that opens their profile, for a screen reader. */
  openPlayer: (name: string): string => `Profile of ${name}`,
  linked: (name: string, handle: string): string => `This device is now signed in as ${name} (@${handle}).`,
  linkRefused: 'This sign-in link has been used or has expired: make a new one on your other device.',
  away: 'Profiles are not available right now: you play as a guest this time.',
  signInPasskey: 'Sign in with a passkey',
  passkeyCancelled: 'No passkey was chosen: you can try again, or play as a guest.',
  passkeyRefused: 'That passkey is not recognised here: it may have been deleted, or belong to another server.',
  passkeyFailed: 'Signing in with a passkey does not work right now: try again in a little while.',
};

export type AccountNotes = typeof en;

const el: AccountNotes = {
  profile: 'Προφίλ',
  profileGuest: 'Προφίλ (παίζεις ως επισκέπτης)',
  leaderboard: 'Κατάταξη',
  openPlayer: (name) => `Προφίλ: ${name}`,
  linked: (name, handle) => `Αυτή η συσκευή είναι πλέον συνδεδεμένη ως ${name} (@${handle}).`,
  linkRefused: 'Αυτός ο σύνδεσμος σύνδεσης έχει χρησιμοποιηθεί ή έχει λήξει: φτιάξε νέο στην άλλη σου συσκευή.',
  away: 'Τα προφίλ δεν είναι διαθέσιμα τώρα: αυτή τη φορά παίζεις ως επισκέπτης.',
  signInPasskey: 'Σύνδεση με κλειδί πρόσβασης',
  passkeyCancelled: 'Δεν επιλέχθηκε κλειδί πρόσβασης: δοκίμασε ξανά ή παίξε ως επισκέπτης.',
  passkeyRefused: 'Αυτό το κλειδί πρόσβασης δεν αναγνωρίζεται εδώ: ίσως έχει διαγραφεί ή ανήκει σε άλλον διακομιστή.',
  passkeyFailed: 'Η σύνδεση με κλειδί πρόσβασης δεν γίνεται τώρα: δοκίμασε ξανά σε λίγο.',
};

export const ACCOUNT_NOTES: Readonly<Record<Locale, AccountNotes>> = { en, el };
