// The words of friends' presence and invitations in English and Greek: the friends' list on the online page, the
// host's invite, and an invitation to a friend's table.

import type { Locale } from '@birimba/engine';
import type { PresenceStatus } from '@birimba/protocol';

export interface FriendsTexts {
  readonly friends: string;
  /** The compact line: how many friends are online. */
  readonly online: (n: number) => string;
  readonly status: Readonly<Record<PresenceStatus, string>>;
  readonly watch: string;
  readonly invite: string;
  readonly invited: string;
  /** «Ο Νίκος σε καλεί στο τραπέζι του». */
  readonly invites: (name: string) => string;
  readonly join: string;
  readonly no: string;
}

const en: FriendsTexts = {
  friends: 'Friends',
  online: (n) => (n === 1 ? '1 friend online' : `${String(n)} friends online`),
  status: { online: 'online', playing: 'at a table', watchable: 'playing', offline: 'offline' },
  watch: 'Watch',
  invite: 'Invite',
  invited: 'Invited',
  invites: (name) => `${name} invites you to their table`,
  join: 'Join',
  no: 'No',
};

const el: FriendsTexts = {
  friends: 'Φίλοι',
  online: (n) => (n === 1 ? '1 φίλος συνδεδεμένος' : `${String(n)} φίλοι συνδεδεμένοι`),
  status: { online: 'συνδεδεμένος', playing: 'σε τραπέζι', watchable: 'παίζει', offline: 'εκτός σύνδεσης' },
  watch: 'Παρακολούθηση',
  invite: 'Πρόσκληση',
  invited: 'Προσκλήθηκε',
  invites: (name) => `${name} σε καλεί στο τραπέζι`,
  join: 'Μπες',
  no: 'Όχι',
};

export const FRIENDS_TEXTS: Readonly<Record<Locale, FriendsTexts>> = { en, el };
