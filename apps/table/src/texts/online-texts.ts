// The online table's own texts in English and Greek: the lobby, the room's bar, what went wrong. Loaded with the
// online module only; the seat's words for people (host, offline, a stand-in) are the table's (i18n.ts), and the
// game's words — rules, refusals, moves — the engine's phrase book.

import type { Locale, Team } from '@birimba/engine';
import type { EMOTES, QUICK_PHRASES } from '@birimba/protocol';
import { ACCOUNT_NOTES } from './account-notes.js';
import { HOST_TEXTS } from './host-texts.js';
import { RATED_ROOM_TEXTS } from './rated-room-texts.js';
import { WATCH_TEXTS } from './watch-texts.js';

/** A quick phrase's id, and an emote's (the protocol's; only ids travel, the words are here). */
type QuickPhrase = (typeof QUICK_PHRASES)[number];
type Emote = (typeof EMOTES)[number];

/** The server's store cannot keep what is played (a matchmaking refusal, a message or a move not recorded: it does
 * not answer, or cannot write): one sentence. */
const STORE_AWAY: Readonly<Record<Locale, string>> = {
  en: 'The server cannot keep the moves just now; try again.',
  el: 'Ο διακομιστής δεν μπορεί να κρατήσει τις κινήσεις· ξαναδοκίμασε.',
};

const en = {
  /** Watching a room (watch-texts.ts). */
  watch: WATCH_TEXTS.en,
  /** A rated room (rated-room-texts.ts). */
  rated: RATED_ROOM_TEXTS.en,
  /** The account's button and its quiet line (account-notes.ts). */
  account: ACCOUNT_NOTES.en,
  title: 'Birimba online',
  yourName: 'Your name',
  create: 'Create a private room',
  roomCode: 'Room code or link',
  join: 'Join',
  playNow: 'Play now',
  playNowNote: 'a public table with anyone waiting',
  nextTable: 'A table filled up just as you pressed Play now: this is the next one, for everyone who pressed it too.',
  otherWays: 'Or another table:',
  or: 'or',
  connecting: 'Connecting…',
  joining: 'Joining…',
  reconnecting: 'Reconnecting…',
  roomCodeLabel: 'Room',
  shareLink: 'Invite friends with this link',
  copyLink: 'Copy link',
  copied: 'Copied',
  share: 'Share',
  invitation: (code: string) => `Come and play Birimba with me, room ${code}:`,
  showQr: 'QR code',
  hideQr: 'Hide the QR code',
  qrLoading: 'Drawing the QR code…',
  qrLabel: (code: string) => `QR code of room ${code}'s link: scan it to join`,
  seats: 'Seats — partners sit opposite',
  team: (team: Team) => `Team ${'ABC'[team] ?? ''}`,
  seat: (n: number) => `Seat ${n}`,
  empty: (bot: string): string => `Free: ${bot} will play it`,
  sitHere: 'Sit here',
  you: 'you',
  settings: 'Room settings',
  hostOnly: 'The host sets the room up.',
  target: 'Play to (points; empty: one deal)',
  botLevel: 'Bots in the free seats',
  moveTimer: 'Move timer',
  timerOff: 'off',
  seconds: (n: number) => `${n} s`,
  public: 'Public: “Play now” may bring strangers in',
  start: 'Start',
  waitingForHost: (name: string) => `Waiting for ${name} to start`,
  leave: 'Leave',
  leaveAsk: 'Leave the match? A bot plays your seat; the room’s link brings you back to it.',
  leaveConfirm: 'Leave',
  leaveCancel: 'Stay',
  rematch: 'Rematch',
  waitingNextDeal: 'Waiting for the host to deal the next deal',
  timeLeft: (s: number) => `${s} s left`,
  /** The countdown on a phone: minutes and seconds, «0:45». */
  timeLeftShort: (s: number) => clock(s),
  ready: 'Ready',
  readyMark: 'ready',
  startReady: (ready: number, people: number) => `Start (${ready} of ${people} ready)`,
  timedOut: (name: string) => `Time ran out for ${name}: the server drew and threw for them`,
  timedOutMe: 'Your time ran out: the server drew a card and threw it for you',
  awayMe: 'You are away: a bot plays your turns.',
  away: (name: string) => `${name} is away: a bot plays their turns`,
  /** The same on a phone, where the seat says the rest. */
  awayShort: (name: string) => `${name}: away`,
  back: 'I’m back',
  goAway: 'Away',
  goAwayNote: 'A bot plays your turns until you tap I’m back',
  waitingOffline: (name: string, s: number) => `${name} is offline: a bot plays their seat in ${s} s`,
  asksSeat: (seat: string, asker: string) =>
    asker === seat
      ? `${seat} asks to come back to their seat from another device`
      : `${asker} asks for ${seat}’s seat (offline)`,
  /** The warning beside Let in: the asker's device cannot prove it is the seat's person. */
  noProof: (seat: string) =>
    `No proof: this device has never played at ${seat}’s seat. Let it in only if you know it is ${seat}. ` +
    `If ${seat} comes back on their own device, they take the seat back at once.`,
  /** The seat's own device is asked whether the asker is its person. */
  ownAsk: (asker: string) => `Someone on another device asks for your seat, as “${asker}”. Is it you?`,
  itIsMe: 'Yes, it’s me: play there',
  notMe: 'No',
  /** The host is told an ask only the seat's own device may answer. */
  ownerAnswers: (seat: string, asker: string) =>
    `${asker} asks for ${seat}’s seat: only a device that played at that seat can let them in.`,
  letIn: 'Let in',
  refuseSeat: 'No',
  visitorTitle: 'This game has started. Was one of its seats yours (on another device)? Ask for it:',
  askSeat: (name: string) => `Ask for ${name}’s seat`,
  asked: 'Asked: waiting for the table to let you in…',
  askedOwner:
    'Asked: only a device that played at this seat can let this one in. Open the game there and say yes — or wait: ' +
    'the ask expires after two minutes.',
  noSeatToAsk: 'Every player of this game is at the table.',
  phrasesButton: 'Say',
  phrasesTitle: 'Say something to the table',
  emotesTitle: 'Or show',
  mutesTitle: 'Hide what these players say',
  closePhrases: 'Close',
  chatTitle: 'Chat',
  chatEmpty: 'Nothing said yet.',
  chatLabel: 'Write to the table',
  chatSend: 'Send',
  chatAllowed: 'Free chat at this table',
  chatSetting: 'Free chat (players write to each other)',
  talkSettings: 'At the online table',
  showPhrases: 'Show the players’ phrases and emotes',
  turnSound: 'A sound when it is my turn',
  turnVibrate: 'Vibrate when it is my turn',
  turnNotify: 'A notification when it is my turn and this page is hidden',
  notifyRefused: 'This browser does not allow notifications for this page (its site settings can).',
  /** The mark before the page's title while it is the player's turn: «(Your turn) Birimba online». */
  turnTitle: '(Your turn) ',
  turnNotifyTitle: 'Birimba: your turn',
  turnNotifyBody: 'It is your turn to play.',
  youSaid: 'You',
  said: (name: string) => `${name}:`,
  /** The quick phrases, by the protocol's ids: what each table shows for them. */
  phrases: {
    hello: 'Hello!',
    'good-luck': 'Good luck!',
    'well-done': 'Well done!',
    thanks: 'Thanks!',
    think: 'Think it over a little…',
    oops: 'Oops!',
    'lets-go': 'Let’s go!',
    sorry: 'Sorry!',
    'nice-move': 'Nice move!',
    pity: 'What a pity!',
    hurry: 'Come on, play!',
    'good-game': 'Good game!',
  } satisfies Readonly<Record<QuickPhrase, string>> as Readonly<Record<QuickPhrase, string>>,
  /** The emotes' names, for screen readers and the log. */
  emotes: {
    smile: 'smile',
    laugh: 'laughter',
    wow: 'surprise',
    wink: 'wink',
    cool: 'cool',
    sad: 'sad face',
    angry: 'anger',
    heart: 'heart',
  } satisfies Readonly<Record<Emote, string>> as Readonly<Record<Emote, string>>,
  problems: {
    'room-full': 'That room is full.',
    'game-started': 'That game has started: only its players may come back.',
    'bad-token': 'Your seat in that room is gone.',
    'bad-options': 'That name cannot be used: 1 to 24 characters you can see (no invisible ones).',
    'too-often': 'Too many rooms or joins from your network just now: wait a minute and try again.',
    'server-full': 'The server has as many rooms as it can hold: try again later.',
    'room-damaged': 'This room was damaged on the server and could not be brought back: open a new one.',
    'options-too-large': 'The server refused what this page sent as too large: reload the page and try again.',
    'no-room': 'There is no open room with that code.',
    unreachable: 'The server cannot be reached.',
    'bad-code': 'That is not a room code (10 letters and digits).',
    'no-name': 'Write your name first.',
    replaced: 'Your seat was taken back in another tab or window.',
    closed: 'The room was closed.',
    'not-host': 'Only the host may do that.',
    'wrong-stage': 'Not now.',
    'seat-taken': 'Someone just took that seat.',
    'too-many-people': 'More people are seated than that form has seats: some must leave first.',
    'not-asked': 'Nobody asks for that seat now.',
    'not-let-in': 'The table did not let you in to that seat.',
    'owner-answers': 'Only a device that played at that seat can let someone into it.',
    reclaimed: 'The seat’s player came back on their own device and took the seat: you are visiting again.',
    'visit-over': 'Your visit ended: join again to ask for a seat.',
    'rate-limited': 'Slow down a little.',
    'room-moving': 'That room is moving to another server: try again in a moment.',
    'store-failed': STORE_AWAY.en,
    'too-soon': 'One phrase every three seconds.',
    'chat-off': 'The host has not turned chat on.',
    ...HOST_TEXTS.en.problems,
    ...WATCH_TEXTS.en.problems,
    other: 'Something went wrong; try again.',
  } as Readonly<Record<string, string>>,
  /** A form for fewer players than sit in the lobby: how many sit, for how many, how many must leave. */
  tooManyPeople: (seated: number, players: number): string =>
    `${String(seated)} people are seated: for ${String(players)} players, ${String(seated - players)} must leave first.`,
  roomRefusals: {
    'not-playing': 'No deal is being played.',
    'stand-in': 'A bot plays your seat until your next turn begins.',
    'timed-out': 'Your time ran out: the server plays your turn.',
    'store-failed': STORE_AWAY.en,
    paused: HOST_TEXTS.en.pausedRefusal,
  },
  /** The host's tools (host-texts.ts). */
  host: HOST_TEXTS.en,
};

export type OnlineTexts = typeof en;

const el: OnlineTexts = {
  watch: WATCH_TEXTS.el,
  rated: RATED_ROOM_TEXTS.el,
  account: ACCOUNT_NOTES.el,
  title: 'Μπιρίμπα online',
  yourName: 'Το όνομά σου',
  create: 'Νέο ιδιωτικό τραπέζι',
  roomCode: 'Κωδικός ή σύνδεσμος τραπεζιού',
  join: 'Μπες',
  playNow: 'Παίξε τώρα',
  playNowNote: 'σε δημόσιο τραπέζι με όποιον περιμένει',
  nextTable:
    'Ένα τραπέζι γέμισε τη στιγμή που πάτησες «Παίξε τώρα»: αυτό είναι το επόμενο, για όσους το πάτησαν κι αυτοί.',
  otherWays: 'Ή άλλο τραπέζι:',
  or: 'ή',
  connecting: 'Σύνδεση…',
  joining: 'Μπαίνεις…',
  reconnecting: 'Επανασύνδεση…',
  roomCodeLabel: 'Τραπέζι',
  shareLink: 'Κάλεσε φίλους με αυτόν τον σύνδεσμο',
  copyLink: 'Αντιγραφή συνδέσμου',
  copied: 'Αντιγράφηκε',
  share: 'Κοινοποίηση',
  invitation: (code: string) => `Έλα να παίξουμε μπιρίμπα, τραπέζι ${code}:`,
  showQr: 'Κωδικός QR',
  hideQr: 'Κρύψε τον κωδικό QR',
  qrLoading: 'Ο κωδικός QR σχεδιάζεται…',
  qrLabel: (code: string) => `Κωδικός QR του συνδέσμου του τραπεζιού ${code}: σκάναρέ τον για να μπεις`,
  seats: 'Θέσεις — οι συμπαίκτες κάθονται απέναντι',
  team: (team: Team) => `Ομάδα ${'ΑΒΓ'[team] ?? ''}`,
  seat: (n: number) => `Θέση ${n}`,
  empty: (bot: string): string => `Ελεύθερη· θα παίξει: ${bot}`,
  sitHere: 'Κάτσε εδώ',
  you: 'εσύ',
  settings: 'Ρυθμίσεις τραπεζιού',
  hostOnly: 'Τις ρυθμίσεις τις κάνει ο οικοδεσπότης.',
  target: 'Παρτίδα ως (πόντοι· κενό: μία μοιρασιά)',
  botLevel: 'Ο υπολογιστής στις ελεύθερες θέσεις',
  moveTimer: 'Χρόνος για κάθε σειρά',
  timerOff: 'χωρίς',
  seconds: (n: number) => `${n} δευτ.`,
  public: 'Δημόσιο: με το «Παίξε τώρα» μπαίνουν και άγνωστοι',
  start: 'Ξεκίνα',
  waitingForHost: (name: string) => `Περιμένουμε να ξεκινήσει: ${name}`,
  leave: 'Έξοδος',
  leaveAsk:
    'Να φύγεις από την παρτίδα; Τη θέση σου θα την παίζει ο υπολογιστής· ο σύνδεσμος του τραπεζιού σε φέρνει πίσω.',
  leaveConfirm: 'Φεύγω',
  leaveCancel: 'Μένω',
  rematch: 'Ρεβάνς',
  waitingNextDeal: 'Περιμένουμε τον οικοδεσπότη να μοιράσει',
  timeLeft: (s: number) => `απομένουν ${s} δευτ.`,
  timeLeftShort: (s: number) => clock(s),
  ready: 'Είμαι έτοιμος/η',
  readyMark: 'έτοιμος/η',
  startReady: (ready: number, people: number) => `Ξεκίνα (έτοιμοι ${ready} από ${people})`,
  timedOut: (name: string) => `${name}: τελείωσε ο χρόνος — ο διακομιστής τράβηξε και πέταξε ένα φύλλο`,
  timedOutMe: 'Ο χρόνος σου τελείωσε: ο διακομιστής τράβηξε ένα φύλλο και το πέταξε για σένα',
  awayMe: 'Είσαι εκτός: τις σειρές σου τις παίζει ο υπολογιστής.',
  away: (name: string) => `${name}: εκτός — παίζει ο υπολογιστής`,
  awayShort: (name: string) => `${name}: εκτός`,
  back: 'Επέστρεψα',
  goAway: 'Λείπω',
  goAwayNote: 'Ο υπολογιστής παίζει τις σειρές σου ώσπου να πατήσεις «Επέστρεψα»',
  waitingOffline: (name: string, s: number) => `${name}: εκτός σύνδεσης — σε ${s} δευτ. παίζει ο υπολογιστής`,
  asksSeat: (seat: string, asker: string) =>
    asker === seat
      ? `${seat}: ζητά να ξαναμπεί στο παιχνίδι από άλλη συσκευή`
      : `${asker}: ζητά τη θέση «${seat}» (εκτός σύνδεσης)`,
  noProof: (seat: string) =>
    `Καμία απόδειξη: αυτή η συσκευή δεν έχει παίξει ποτέ στη θέση «${seat}». Άφησέ τη να μπει μόνο αν ξέρεις ότι ` +
    `είναι ο ίδιος παίκτης. Αν γυρίσει από τη δική του συσκευή, παίρνει αμέσως πίσω τη θέση.`,
  ownAsk: (asker: string) => `Κάποιος σε άλλη συσκευή ζητά τη θέση σου, ως «${asker}». Εσύ είσαι;`,
  itIsMe: 'Ναι, εγώ: παίζω εκεί',
  notMe: 'Όχι',
  ownerAnswers: (seat: string, asker: string) =>
    `${asker}: ζητά τη θέση «${seat}» — μόνο μια συσκευή που έπαιξε σε αυτή τη θέση μπορεί να απαντήσει.`,
  letIn: 'Να μπει',
  refuseSeat: 'Όχι',
  visitorTitle: 'Η παρτίδα άρχισε. Έπαιζες σε κάποια θέση από άλλη συσκευή; Ζήτα την:',
  askSeat: (name: string) => `Ζήτα τη θέση: ${name}`,
  asked: 'Το ζήτησες: περιμένουμε να σε αφήσουν να μπεις…',
  askedOwner:
    'Το ζήτησες: μόνο μια συσκευή που έπαιξε σε αυτή τη θέση μπορεί να αφήσει αυτήν να μπει. Άνοιξε το παιχνίδι ' +
    'εκεί και πες «ναι» — αλλιώς το αίτημα λήγει σε δύο λεπτά.',
  noSeatToAsk: 'Όλοι οι παίκτες αυτής της παρτίδας είναι στο τραπέζι.',
  phrasesButton: 'Πες',
  phrasesTitle: 'Πες κάτι στο τραπέζι',
  emotesTitle: 'Ή δείξε',
  mutesTitle: 'Κρύψε ό,τι λένε',
  closePhrases: 'Κλείσιμο',
  chatTitle: 'Κουβέντα',
  chatEmpty: 'Κανείς δεν έγραψε ακόμη.',
  chatLabel: 'Γράψε στο τραπέζι',
  chatSend: 'Στείλε',
  chatAllowed: 'Ελεύθερη κουβέντα σε αυτό το τραπέζι',
  chatSetting: 'Ελεύθερη κουβέντα (οι παίκτες γράφουν ο ένας στον άλλον)',
  talkSettings: 'Στο online τραπέζι',
  showPhrases: 'Δείχνε τις φράσεις και τις φατσούλες των παικτών',
  turnSound: 'Ήχος όταν έρχεται η σειρά μου',
  turnVibrate: 'Δόνηση όταν έρχεται η σειρά μου',
  turnNotify: 'Ειδοποίηση όταν έρχεται η σειρά μου και η σελίδα δεν φαίνεται',
  notifyRefused:
    'Αυτός ο φυλλομετρητής δεν επιτρέπει ειδοποιήσεις σε αυτή τη σελίδα (αλλάζει στις ρυθμίσεις του ιστότοπου).',
  turnTitle: '(Σειρά σου) ',
  turnNotifyTitle: 'Μπιρίμπα: σειρά σου',
  turnNotifyBody: 'Ήρθε η σειρά σου να παίξεις.',
  youSaid: 'Εσύ',
  said: (name: string) => `${name}:`,
  phrases: {
    hello: 'Γεια σας!',
    'good-luck': 'Καλή τύχη!',
    'well-done': 'Μπράβο!',
    thanks: 'Ευχαριστώ!',
    think: 'Σκέψου το λίγο…',
    oops: 'Ωχ!',
    'lets-go': 'Πάμε!',
    sorry: 'Συγγνώμη!',
    'nice-move': 'Ωραία κίνηση!',
    pity: 'Κρίμα!',
    hurry: 'Έλα, παίξε!',
    'good-game': 'Ωραίο παιχνίδι!',
  },
  emotes: {
    smile: 'χαμόγελο',
    laugh: 'γέλιο',
    wow: 'έκπληξη',
    wink: 'κλείσιμο του ματιού',
    cool: 'άνεση',
    sad: 'λύπη',
    angry: 'θυμός',
    heart: 'καρδιά',
  },
  problems: {
    'room-full': 'Το τραπέζι είναι γεμάτο.',
    'game-started': 'Η παρτίδα άρχισε: μπαίνουν ξανά μόνο οι παίκτες της.',
    'bad-token': 'Η θέση σου σε αυτό το τραπέζι δεν υπάρχει πια.',
    'bad-options': 'Αυτό το όνομα δεν γίνεται: 1 έως 24 χαρακτήρες που φαίνονται (όχι αόρατοι).',
    'too-often': 'Πολλά τραπέζια ή πολλές είσοδοι από το δίκτυό σου μόλις τώρα: περίμενε ένα λεπτό και ξαναδοκίμασε.',
    'server-full': 'Ο διακομιστής έχει όσα τραπέζια χωράει: δοκίμασε αργότερα.',
    'room-damaged': 'Αυτό το τραπέζι χάλασε στον διακομιστή και δεν μπόρεσε να επανέλθει: άνοιξε καινούριο.',
    'options-too-large':
      'Ο διακομιστής αρνήθηκε ό,τι έστειλε η σελίδα ως πολύ μεγάλο: φόρτωσε ξανά τη σελίδα και δοκίμασε πάλι.',
    'no-room': 'Δεν υπάρχει ανοιχτό τραπέζι με αυτόν τον κωδικό.',
    unreachable: 'Ο διακομιστής δεν απαντά.',
    'bad-code': 'Αυτός δεν είναι κωδικός τραπεζιού (10 γράμματα και ψηφία).',
    'no-name': 'Γράψε πρώτα το όνομά σου.',
    replaced: 'Η θέση σου πάρθηκε από άλλη καρτέλα ή άλλο παράθυρο.',
    closed: 'Το τραπέζι έκλεισε.',
    'not-host': 'Αυτό το κάνει μόνο ο οικοδεσπότης.',
    'wrong-stage': 'Όχι τώρα.',
    'seat-taken': 'Κάποιος μόλις πήρε αυτή τη θέση.',
    'too-many-people': 'Κάθονται περισσότεροι απ’ όσους χωράει αυτή η μορφή: πρέπει πρώτα να φύγουν κάποιοι.',
    'not-asked': 'Κανείς δεν ζητά αυτή τη θέση τώρα.',
    'not-let-in': 'Το τραπέζι δεν σε άφησε να μπεις σε αυτή τη θέση.',
    'owner-answers': 'Μόνο μια συσκευή που έπαιξε σε αυτή τη θέση μπορεί να αφήσει κάποιον να μπει.',
    reclaimed: 'Ο παίκτης της θέσης γύρισε από τη δική του συσκευή και την πήρε πίσω: είσαι πάλι επισκέπτης.',
    'visit-over': 'Η επίσκεψή σου τελείωσε: μπες ξανά για να ζητήσεις θέση.',
    'rate-limited': 'Λίγο πιο αργά.',
    'room-moving': 'Το τραπέζι μεταφέρεται σε άλλον διακομιστή: δοκίμασε ξανά σε λίγο.',
    'store-failed': STORE_AWAY.el,
    'too-soon': 'Μία φράση κάθε τρία δευτερόλεπτα.',
    'chat-off': 'Ο οικοδεσπότης δεν έχει ανοίξει την κουβέντα.',
    ...HOST_TEXTS.el.problems,
    ...WATCH_TEXTS.el.problems,
    other: 'Κάτι πήγε στραβά· δοκίμασε ξανά.',
  },
  tooManyPeople: (seated: number, players: number): string => {
    const leaving = seated - players;
    const leave = leaving === 1 ? 'να φύγει ένας' : `να φύγουν ${greekCount(leaving)}`;
    return `Κάθονται ${greekCount(seated)}: για ${greekCount(players)} παίκτες πρέπει ${leave}.`;
  },
  roomRefusals: {
    'not-playing': 'Δεν παίζεται μοιρασιά αυτή τη στιγμή.',
    'stand-in': 'Ο υπολογιστής παίζει για σένα ως την αρχή της επόμενης σειράς σου.',
    'timed-out': 'Ο χρόνος σου τελείωσε: τη σειρά σου την παίζει ο διακομιστής.',
    'store-failed': STORE_AWAY.el,
    paused: HOST_TEXTS.el.pausedRefusal,
  },
  host: HOST_TEXTS.el,
};

export const ONLINE_TEXTS: Readonly<Record<Locale, OnlineTexts>> = { en, el };

/** Seconds as a countdown reads them: «1:00», «0:45». */
function clock(seconds: number): string {
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A count of people in Greek words, as «Κάθονται τρεις» says it (masculine, the form for a mixed group). */
function greekCount(n: number): string {
  return ['κανένας', 'ένας', 'δύο', 'τρεις', 'τέσσερις', 'πέντε', 'έξι'][n] ?? String(n);
}

/** What a refused form change needs to be worded: how many sit in the lobby and for how many players it was asked. */
export interface ProblemFacts {
  readonly seated: number;
  readonly players: number;
}

/** What went wrong, in words: the problem's own sentence (with its facts, when it has some), or a general one. */
export function problemText(problem: string, t: OnlineTexts, facts?: ProblemFacts | null): string {
  if (problem === 'too-many-people' && facts) return t.tooManyPeople(facts.seated, facts.players);
  return t.problems[problem] ?? t.problems.other ?? problem;
}
