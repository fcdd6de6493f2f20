// The host's tools' texts in English and Greek (issue 35 §5): pause and resume, the banner every screen shows while
// paused, the host's menu in a match (pass the rights, give an offline player's seat to a bot), the lobby's (move a
// person, ask them to leave, let them back), and what the server's refusals of them mean. Part of the online texts
// (online-texts.ts: `host`, and its problems).

import type { Locale } from '@birimba/engine';

const en = {
  pause: 'Pause',
  resume: 'Resume',
  /** The banner every screen shows while the match is paused. */
  paused: (name: string) => `Paused — ${name}`,
  pausedNote: 'The timers stop and nobody plays until the host resumes.',
  menu: 'Host tools',
  closeMenu: 'Close the host tools',
  close: 'Close',
  makeHost: 'Make host',
  giveToBot: 'Give the seat to a bot',
  /** Asked before an offline player's seat goes to a bot. */
  giveAsk: (name: string) => `Give ${name}’s seat to a bot for the rest of the match, unless they come back?`,
  /** The log's line on every screen once the host gave a seat to a bot. */
  given: (name: string) => `The host gave ${name}’s seat to a bot`,
  giveConfirm: 'Yes, to a bot',
  giveCancel: 'No, wait',
  offline: 'offline',
  nobody: 'Nobody else is at the table.',
  move: 'Move',
  moveHere: (name: string) => `Move ${name} here`,
  cancelMove: 'Cancel the move',
  kick: 'Ask to leave',
  /** The host's yes after Ask to leave. */
  kickConfirm: (name: string) => `Yes, ask ${name} to leave`,
  cancelKick: 'No, keep',
  barred: 'Asked to leave (they may come back in ten minutes)',
  letBack: 'Let back in',
  problems: {
    paused: 'The match is paused.',
    'not-offline': 'Only the seat of a player who is offline can go to a bot.',
    'not-here': 'The host’s rights go only to someone at the table.',
    barred: 'The host asked you to leave this room: you may come back when the host lets you, or in ten minutes.',
    kicked: 'The host asked you to leave the room.',
  } as Readonly<Record<string, string>>,
  /** A move refused while the match is paused. */
  pausedRefusal: 'The match is paused: moves wait until the host resumes.',
};

export type HostTexts = typeof en;

const el: HostTexts = {
  pause: 'Παύση',
  resume: 'Συνέχεια',
  paused: (name: string) => `Παύση — ${name}`,
  pausedNote: 'Οι χρόνοι σταματούν και κανείς δεν παίζει ως τη συνέχεια.',
  menu: 'Εργαλεία οικοδεσπότη',
  closeMenu: 'Κλείσιμο των εργαλείων οικοδεσπότη',
  close: 'Κλείσιμο',
  makeHost: 'Να γίνει οικοδεσπότης',
  giveToBot: 'Η θέση στον υπολογιστή',
  giveAsk: (name: string) => `Να παίζει ο υπολογιστής τη θέση: ${name}, ως το τέλος της παρτίδας, αν δεν επιστρέψει;`,
  given: (name: string) => `Ο οικοδεσπότης έδωσε στον υπολογιστή τη θέση: ${name}`,
  giveConfirm: 'Ναι, στον υπολογιστή',
  giveCancel: 'Όχι, περιμένουμε',
  offline: 'εκτός σύνδεσης',
  nobody: 'Δεν κάθεται άλλος στο τραπέζι.',
  move: 'Μετακίνηση',
  moveHere: (name: string) => `Εδώ: ${name}`,
  cancelMove: 'Άκυρο',
  kick: 'Να αποχωρήσει',
  kickConfirm: (name: string) => `Ναι, να αποχωρήσει: ${name}`,
  cancelKick: 'Όχι, να μείνει',
  barred: 'Αποχώρησαν με αίτημά σου (ξαναμπαίνουν σε δέκα λεπτά)',
  letBack: 'Να ξαναμπεί',
  problems: {
    paused: 'Η παρτίδα είναι σε παύση.',
    'not-offline': 'Στον υπολογιστή δίνεται μόνο η θέση παίκτη εκτός σύνδεσης.',
    'not-here': 'Τα δικαιώματα του οικοδεσπότη πάνε μόνο σε κάποιον που είναι στο τραπέζι.',
    barred: 'Ο οικοδεσπότης σού ζήτησε να αποχωρήσεις: ξαναμπαίνεις όταν σε αφήσει ή σε δέκα λεπτά.',
    kicked: 'Ο οικοδεσπότης σού ζήτησε να αποχωρήσεις από το τραπέζι.',
  },
  pausedRefusal: 'Η παρτίδα είναι σε παύση: οι κινήσεις περιμένουν τη συνέχεια.',
};

export const HOST_TEXTS: Readonly<Record<Locale, HostTexts>> = { en, el };
