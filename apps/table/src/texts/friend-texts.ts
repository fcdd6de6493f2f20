// The friends' words in English and Greek: one's own friends, requests and blocks in the profile, and the buttons on
// another player's profile. Loaded with the profile's views only (account-views.ts), never in the table's main file.

import type { Locale } from '@birimba/engine';
import type { AccountProblem } from '../online/account/account-client.js';

const en = {
  friends: 'Friends',
  noFriends: 'No friends yet: add players from their profile.',
  incoming: 'Asked to be your friend',
  outgoing: 'Requests you sent',
  blocked: 'Blocked',
  blockedNote: 'You do not see their phrases or chat, and they are never seated with you.',
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Take back',
  unblock: 'Unblock',
  remove: 'Remove',
  since: (day: string) => `since ${day}`,
  acceptLabel: (name: string) => `Accept ${name}’s request`,
  declineLabel: (name: string) => `Decline ${name}’s request`,
  cancelLabel: (name: string) => `Take back your request to ${name}`,
  unblockLabel: (name: string) => `Unblock ${name}`,
  removeLabel: (name: string) => `Remove ${name} from your friends`,
  /** The add-friend button and what it says in each state. */
  add: 'Add friend',
  sent: 'Request sent',
  isFriend: 'Friends',
  asked: 'Accept friend request',
  block: 'Block',
  blockAsk: (name: string) =>
    `Block ${name}? Your friendship and requests end; you will not see their phrases or chat, and they will not be seated with you.`,
  blockConfirm: 'Block',
  keep: 'Cancel',
  isBlocked: 'You blocked this player.',
  problems: {
    'friend-limit': 'Too many requests waiting or too many friends: take some back first.',
    forbidden: 'You blocked this player: unblock them first.',
    'not-found': 'That request is no longer there.',
    'profiles-unavailable': 'Friends are not available right now: try again in a little while.',
    unreachable: 'The server cannot be reached.',
  } as Readonly<Partial<Record<AccountProblem, string>>>,
  problem: 'That did not work: try again.',
};

/** The friends' words of one language. */
export type FriendTexts = typeof en;

const el: FriendTexts = {
  friends: 'Φίλοι',
  noFriends: 'Δεν έχεις φίλους ακόμα: πρόσθεσε παίκτες από το προφίλ τους.',
  incoming: 'Θέλουν να γίνετε φίλοι',
  outgoing: 'Αιτήματα που έστειλες',
  blocked: 'Αποκλεισμένοι',
  blockedNote: 'Δεν βλέπεις τις φράσεις και τη συνομιλία τους, και δεν κάθονται ποτέ στο ίδιο τραπέζι μαζί σου.',
  accept: 'Αποδοχή',
  decline: 'Απόρριψη',
  cancel: 'Ανάκληση',
  unblock: 'Άρση αποκλεισμού',
  remove: 'Αφαίρεση',
  since: (day: string) => `από ${day}`,
  acceptLabel: (name: string) => `Αποδοχή του αιτήματος από ${name}`,
  declineLabel: (name: string) => `Απόρριψη του αιτήματος από ${name}`,
  cancelLabel: (name: string) => `Ανάκληση του αιτήματός σου προς ${name}`,
  unblockLabel: (name: string) => `Άρση αποκλεισμού: ${name}`,
  removeLabel: (name: string) => `Αφαίρεση από τους φίλους: ${name}`,
  add: 'Προσθήκη φίλου',
  sent: 'Το αίτημα στάλθηκε',
  isFriend: 'Φίλοι',
  asked: 'Αποδοχή αιτήματος φιλίας',
  block: 'Αποκλεισμός',
  blockAsk: (name: string) =>
    `Να αποκλείσεις τον παίκτη ${name}; Η φιλία και τα αιτήματά σας τελειώνουν· δεν θα βλέπεις τις φράσεις και τη συνομιλία του και δεν θα κάθεστε ποτέ στο ίδιο τραπέζι.`,
  blockConfirm: 'Αποκλεισμός',
  keep: 'Άκυρο',
  isBlocked: 'Έχεις αποκλείσει αυτόν τον παίκτη.',
  problems: {
    'friend-limit': 'Πάρα πολλά αιτήματα σε αναμονή ή πάρα πολλοί φίλοι: ανακάλεσε κάποια πρώτα.',
    forbidden: 'Έχεις αποκλείσει αυτόν τον παίκτη: άρε πρώτα τον αποκλεισμό.',
    'not-found': 'Αυτό το αίτημα δεν υπάρχει πια.',
    'profiles-unavailable': 'Οι φίλοι δεν είναι διαθέσιμοι τώρα: ξαναδοκίμασε σε λίγο.',
    unreachable: 'Ο διακομιστής δεν απαντά.',
  },
  problem: 'Δεν έγινε: ξαναδοκίμασε.',
};

/** The friends' words by language. */
export const FRIEND_TEXTS: Readonly<Record<Locale, FriendTexts>> = { en, el };
