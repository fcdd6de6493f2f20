// The table's own texts in English and Greek: its buttons, panels, prompts and notices. The game's words — moves,
// refusals, meld faults, rule fields, card names, plans, the rules — are the engine's phrase book.
// Greek proof-read as a player speaks: "Σειρά σου" only for the turn, "Κατεβασιά" for a meld.

import type { Locale, Players, Seat } from '@birimba/engine';

/** The language of a `lang` attribute: Greek for `el…`, else English. */
export function langOf(value: string | null | undefined): Locale {
  return value?.toLowerCase().startsWith('el') ? 'el' : 'en';
}

/** The browser's language (`navigator.languages`, first choice first): Greek if the first it prefers is, else English. */
export function browserLang(): Locale {
  const nav = globalThis.navigator as Navigator | undefined;
  const first = nav?.languages?.[0] ?? nav?.language;
  return langOf(first);
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

const en = {
  /** The language of these texts, for the engine's phrase book. */
  locale: 'en' as Locale,
  /** The number of players these texts name places and teams for (`form-texts.ts` words the two- and six-player
   * tables): a seat's place and a team's side are counted from the person at the table in that form. */
  players: 4 as Players,
  seatNames: ['You', 'East', 'North (partner)', 'West'],
  seatShort: ['You', 'East', 'North', 'West'],
  /** A seat's person in an online room: the host's mark, a lost connection, a bot standing in. */
  host: 'host',
  offline: 'offline',
  standInFor: (name: string) => `a bot plays for ${name}`,
  /** The same under the person's name in a narrow seat (the whole sentence stays for screen readers). */
  standInShort: 'bot plays',
  /** An online room's bot, one name on every screen: its level (`botLevels`) and, when the room has several, its
   * number among them. */
  botName: (level: string, n: number | null) => `Bot${n === null ? '' : ` ${n}`} (${level})`,
  botLevels: { easy: 'easy', normal: 'normal', hard: 'hard', expert: 'expert' } as Readonly<Record<string, string>>,
  connecting: 'Connecting…',
  /** A table with a `server` on a page that did not load the online part (`online-missing`). */
  onlineMissing: 'Online play is not available on this page: it did not load the table’s online part.',
  /** Team names as subjects: 0 = yours (A), 1 = the opponents (B). */
  teams: ['Your team', 'Opponents'],
  teamsShort: ['Us', 'Them'],
  draw: 'Draw',
  takePile: 'Take the pile',
  meld: 'Meld',
  layOff: 'Lay off',
  discard: 'Discard',
  hint: 'Hint',
  applyHint: 'Play the hint',
  clearSelection: 'Clear',
  newGame: 'New game',
  nextDeal: 'Next deal',
  seeTable: 'See the table',
  showSheet: 'Score sheet',
  skip: 'Skip ahead',
  settings: 'Settings',
  rules: 'Rules',
  close: 'Close',
  /** The end of a game: its replay. */
  review: 'Review',
  /** Save the log (the end of a game, its replay): the game's log as a file. */
  saveLog: 'Save the log',
  saveLogNote: 'Save this game’s log as a file: the replay opens it again, and birimba-sim replays it.',
  confirmNewGame: 'Start a new game? The deal in progress will be lost.',
  /** The question before a new game in the middle of a match: the match and its score are lost. */
  confirmNewMatch: (deal: number, us: number, them: number) =>
    `Start a new game? The match in progress will be lost: deal ${deal}, Us ${us} – ${them} Them. A new match starts at 0–0.`,
  confirmYes: 'Yes, new game',
  confirmNo: 'Keep playing',
  sortSuit: 'By suit',
  sortRank: 'By rank',
  sortLabel: 'Sort your hand',
  hand: 'Your hand',
  pile: 'Pile',
  pileEmpty: 'empty',
  stock: 'Stock',
  birimbakia: 'Birimbakia',
  cards: (n: number) => plural(n, 'card', 'cards'),
  melds: 'Melds',
  noMelds: 'No melds yet',
  clean: 'clean',
  dirty: 'dirty',
  birimba: 'birimba',
  meldName: (id: number) => `Meld ${id}`,
  mixedGroup: 'Sets',
  birimbakiaLeft: (n: number) => `Birimbakia left: ${n}`,
  /** Each team's birimbaki (by side: yours first), for the corner's accessible name. */
  birimbakiaState: (took: readonly boolean[]) =>
    `Birimbakia: your team ` +
    `${took[0] === true ? 'has taken its birimbaki' : 'has not taken its birimbaki yet'}; the opponents ` +
    `${took[1] === true ? 'have taken theirs' : 'have not taken theirs yet'}`,
  /** Said beside the hand when the player picks up the team's birimbaki. */
  yourBirimbaki: (cards: number) => `You picked up your team’s birimbaki: ${cards} new cards. Play on.`,
  /** Beside a team's name once it has its birimbaki: [your team, the opponents]. */
  tookBirimbaki: ['took a birimbaki', 'took a birimbaki'],
  turnOf: (seat: Seat, who: string) => (seat === 0 ? 'Your turn' : `${who} is playing`),
  phases: {
    draw: 'draw a card or take the pile',
    play: 'meld, lay off, then discard one card',
    over: 'The deal is over',
  },
  thinking: (who: string) => `${who} is thinking…`,
  tookWithPile: 'Took with the pile',
  tookWithPileShort: 'From the pile',
  seatLabel: (who: string, n: number, known: number) =>
    `${who}: ${plural(n, 'card', 'cards')}${known > 0 ? `, ${known} of them taken with the pile and shown` : ', face down'}`,
  revealedLabel: (who: string, n: number) => `${who}: ${plural(n, 'card', 'cards')} left, shown`,
  // Why an action cannot apply now (the disabled button's description).
  whyNotYourTurn: 'It is not your turn.',
  whyDrawFirst: 'Draw a card or take the pile first.',
  whyDrawn: 'You have drawn: now meld, lay off or discard.',
  whyPileEmpty: 'The pile is empty.',
  whyStockEmpty: 'The stock is empty.',
  whyNoMelds: 'Your team has no melds to lay off on.',
  whyOver: 'The deal is over.',
  whyPaused: 'The match is paused: moves wait until the host resumes.',
  whyNoSelection: 'No card is selected.',
  // Next to the hand.
  yourTurnDraw: 'Your turn: draw a card or take the pile.',
  yourTurnPlay: 'Your turn: meld or lay off, then discard one card.',
  closesByPlay: 'Careful: playing all your cards closes the deal.',
  closesByDiscard: 'Careful: discarding your last card closes the deal.',
  lastTurn: 'The stock is empty: your discard ends the deal.',
  chooseMeld: 'Tap one of your team’s melds to lay off on it.',
  selectCards: 'Select cards first.',
  selectOne: 'Select exactly one card to discard.',
  errorPrefix: 'Not allowed',
  hintTitle: 'Hint',
  hintNone: 'No hint: it is not your turn.',
  hintMeldMark: 'to meld',
  hintDiscardMark: 'to discard',
  selected: 'selected',
  justDrawn: 'just drawn',
  saveDamaged: (reason: string, backup: string | null) =>
    `Your saved game could not be read (${reason}). ` +
    `${backup === null ? 'It was left where it was' : `Its text was kept under “${backup}”`}; a new game has ` +
    `started.`,
  dismiss: 'OK',
  saveFailed:
    'This game cannot be saved: the browser’s storage is full or not allowed. You can play on; the table tries again after each move.',
  saveElsewhere: 'This game was played on in another tab, so this tab no longer saves it.',
  loadNewer: 'Load that game',
  /** A bot's decision could not be had: the game waits at that seat. */
  failure: (code: 'worker-failed' | 'bot-failed', who: string) =>
    code === 'worker-failed'
      ? `The computer players could not start (the AI worker did not load), so ${who} cannot play. The game waits here.`
      : `${who} could not decide a move, so the game waits here.`,
  hintFailed: (code: 'worker-failed' | 'bot-failed'): string =>
    code === 'worker-failed' ? 'No hint: the AI worker did not load.' : 'No hint: the AI could not decide.',
  retry: 'Retry',
  // Score sheet.
  score: 'Score',
  scoreNow: 'On the table now',
  scoreNote: 'Meld points and bonuses so far; cards in hand count at the end.',
  dealResult: 'This deal',
  meldPoints: 'Meld points',
  birimbaBonus: 'Birimba bonus',
  handPenalty: 'Cards in hand',
  birimbakiPenalty: 'No birimbaki',
  closingBonus: 'Closing',
  total: 'Total',
  winner: ['Your team wins the deal', 'The opponents win the deal'],
  tie: 'The deal is a tie',
  endClosed: ['Your team closed the deal.', 'The opponents closed the deal.'],
  endStock: 'The stock ran out.',
  revealed: 'Cards left in hands',
  match: (target: number, deal: number) => `Match to ${target} — deal ${deal}`,
  dealN: (n: number) => `Deal ${n}`,
  matchTotal: 'Match total',
  matchWinner: ['Your team won the match!', 'The opponents won the match.'],
  matchGoesOn: 'No team has reached the target yet.',
  // Log.
  log: 'This deal',
  logEmpty: 'No moves yet.',
  /** An online move the server made for the seat: its time ran out, or a bot stood in. */
  logNotes: { timeout: 'time ran out', 'stand-in': 'played by a bot' } as Readonly<Record<string, string>>,
  // Settings.
  settingsTitle: 'Settings',
  applyNext:
    'Changes to players and rules apply from the next deal, a new match target from the next match, as does the number of players; speed and language at once.',
  /** The settings in an online room: the rest is the host's, in the room's lobby. */
  settingsOnline:
    'In an online room the host chooses the rules, the target, the bots’ level and the move timer before the ' +
    'game starts, and the bots play at the server’s pace. Here: what your table shows and how it tells you it ' +
    'is your turn, on this device, and its language.',
  difficulty: 'Players',
  /** The number of players, chosen at the top of `difficulty`'s group (whose title it must not repeat). */
  playerCount: 'How many play',
  levels: {
    easy: 'Easy',
    normal: 'Normal',
    hard: 'Hard',
    expert: 'Expert',
    random: 'Beginner',
    greedy: 'Quick',
    classic: 'Thoughtful',
  } as Record<string, string>,
  variants: 'Rule variants',
  speed: 'Speed of the other players',
  speeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' } as Record<string, string>,
  language: 'Language',
  tableLanguage: 'The table’s words',
  pace: 'Pace',
  pending: 'Applies from the next deal',
};

export type Texts = typeof en;

const el: Texts = {
  locale: 'el',
  players: 4,
  seatNames: ['Εσύ', 'Ανατολή', 'Βορράς (συμπαίκτης)', 'Δύση'],
  seatShort: ['Εσύ', 'Ανατολή', 'Βορράς', 'Δύση'],
  host: 'οικοδεσπότης',
  offline: 'εκτός σύνδεσης',
  // No article, no declension: a display name tells neither its gender (τη Μαρία, τον Νίκο) nor its cases.
  standInFor: (name: string) => `${name}: παίζει ο υπολογιστής`,
  standInShort: 'παίζει μποτ',
  botName: (level: string, n: number | null) => `Μποτ${n === null ? '' : ` ${n}`} (${level})`,
  // «Το μποτ»: its level in the neuter.
  botLevels: { easy: 'εύκολο', normal: 'κανονικό', hard: 'δύσκολο', expert: 'πολύ δύσκολο' },
  connecting: 'Σύνδεση…',
  onlineMissing: 'Το online παιχνίδι δεν είναι διαθέσιμο σε αυτή τη σελίδα: δεν φόρτωσε το online μέρος του τραπεζιού.',
  teams: ['Η ομάδα σου', 'Οι αντίπαλοι'],
  teamsShort: ['Εμείς', 'Αυτοί'],
  draw: 'Τράβα',
  takePile: 'Μάζεψε τα πεταμένα',
  meld: 'Κατέβασε',
  layOff: 'Κόλλησε',
  discard: 'Πέτα',
  hint: 'Υπόδειξη',
  applyHint: 'Παίξε την υπόδειξη',
  clearSelection: 'Καθάρισε',
  newGame: 'Νέα παρτίδα',
  nextDeal: 'Επόμενη μοιρασιά',
  seeTable: 'Δες το τραπέζι',
  showSheet: 'Φύλλο σκορ',
  skip: 'Προχώρα γρήγορα',
  settings: 'Ρυθμίσεις',
  rules: 'Κανόνες',
  close: 'Κλείσιμο',
  review: 'Ανασκόπηση',
  saveLog: 'Αποθήκευση αρχείου',
  saveLogNote: 'Αποθήκευσε το αρχείο αυτής της παρτίδας: η επανάληψη το ξανανοίγει, και το birimba-sim το ξαναπαίζει.',
  confirmNewGame: 'Νέα παρτίδα: η μοιρασιά που παίζεται θα χαθεί.',
  confirmNewMatch: (deal: number, us: number, them: number) =>
    `Νέα παρτίδα: ο αγώνας που παίζεται θα χαθεί (μοιρασιά ${deal}, Εμείς ${us} – ${them} Αυτοί). Ο νέος αγώνας ξεκινά από 0–0.`,
  confirmYes: 'Ναι, νέα παρτίδα',
  confirmNo: 'Συνέχισε να παίζεις',
  sortSuit: 'Κατά χρώμα',
  sortRank: 'Κατά αξία',
  sortLabel: 'Ταξινόμηση των φύλλων σου',
  hand: 'Τα φύλλα σου',
  pile: 'Πεταμένα',
  pileEmpty: 'κανένα',
  stock: 'Τράπουλα',
  birimbakia: 'Μπιριμπάκια',
  cards: (n: number) => plural(n, 'φύλλο', 'φύλλα'),
  melds: 'Κατεβασιές',
  noMelds: 'Καμία κατεβασιά ακόμη',
  clean: 'καθαρή',
  dirty: 'βρόμικη',
  birimba: 'μπιρίμπα',
  meldName: (id: number) => `Κατεβασιά ${id}`,
  mixedGroup: 'Ίδιας αξίας',
  birimbakiaLeft: (n: number) => `Μπιριμπάκια που μένουν: ${n}`,
  birimbakiaState: (took: readonly boolean[]) =>
    `Μπιριμπάκια: η ομάδα σου ` +
    `${took[0] === true ? 'πήρε το μπιριμπάκι της' : 'δεν έχει πάρει ακόμα το μπιριμπάκι της'}· οι αντίπαλοι ` +
    `${took[1] === true ? 'πήραν το δικό τους' : 'δεν έχουν πάρει ακόμα το δικό τους'}`,
  yourBirimbaki: (cards: number) => `Πήρες το μπιριμπάκι της ομάδας σου: ${cards} νέα φύλλα. Συνέχισε.`,
  tookBirimbaki: ['πήρε μπιριμπάκι', 'πήραν μπιριμπάκι'],
  turnOf: (seat: Seat, who: string) => (seat === 0 ? 'Σειρά σου' : `Παίζει: ${who}`),
  phases: {
    draw: 'τράβα ένα φύλλο ή μάζεψε τα πεταμένα',
    play: 'κατέβασε, κόλλησε και μετά πέτα ένα φύλλο',
    over: 'Η μοιρασιά τελείωσε',
  },
  thinking: (who: string) => `${who}: σκέφτεται…`,
  tookWithPile: 'Τα μάζεψε από τα πεταμένα',
  tookWithPileShort: 'Από τα πεταμένα',
  seatLabel: (who: string, n: number, known: number) =>
    `${who}: ${plural(n, 'φύλλο', 'φύλλα')}${known > 0 ? `, από αυτά ${known} μαζεμένα από τα πεταμένα και φανερά` : ', κλειστά'}`,
  revealedLabel: (who: string, n: number) => `${who}: ${plural(n, 'φύλλο', 'φύλλα')} στο χέρι, φανερά`,
  whyNotYourTurn: 'Δεν είναι η σειρά σου.',
  whyDrawFirst: 'Πρώτα τράβα ένα φύλλο ή μάζεψε τα πεταμένα.',
  whyDrawn: 'Τράβηξες ήδη: τώρα κατέβασε, κόλλησε ή πέτα.',
  whyPileEmpty: 'Δεν υπάρχουν πεταμένα.',
  whyStockEmpty: 'Η τράπουλα τελείωσε.',
  whyNoMelds: 'Η ομάδα σου δεν έχει κατεβασιά για να κολλήσεις.',
  whyOver: 'Η μοιρασιά τελείωσε.',
  whyPaused: 'Η παρτίδα είναι σε παύση: οι κινήσεις περιμένουν τη συνέχεια.',
  whyNoSelection: 'Δεν έχεις διαλέξει φύλλο.',
  yourTurnDraw: 'Σειρά σου: τράβα ή μάζεψε τα πεταμένα.',
  yourTurnPlay: 'Σειρά σου: κατέβασε ή κόλλησε και μετά πέτα ένα φύλλο.',
  closesByPlay: 'Προσοχή: αν παίξεις όλα σου τα φύλλα, κλείνεις τη μοιρασιά.',
  closesByDiscard: 'Προσοχή: αν πετάξεις το τελευταίο σου φύλλο, κλείνεις τη μοιρασιά.',
  lastTurn: 'Η τράπουλα τελείωσε: με το πέταμά σου τελειώνει η μοιρασιά.',
  chooseMeld: 'Πάτησε μια κατεβασιά της ομάδας σου για να κολλήσεις.',
  selectCards: 'Διάλεξε πρώτα φύλλα.',
  selectOne: 'Διάλεξε ακριβώς ένα φύλλο για να πετάξεις.',
  errorPrefix: 'Δεν επιτρέπεται',
  hintTitle: 'Υπόδειξη',
  hintNone: 'Καμία υπόδειξη: δεν είναι η σειρά σου.',
  hintMeldMark: 'για κατέβασμα',
  hintDiscardMark: 'για πέταμα',
  selected: 'επιλεγμένο',
  justDrawn: 'μόλις το τράβηξες',
  // The reason is the table's English sentence: in Greek the notice says what happened without it.
  saveDamaged: (_reason: string, backup: string | null) =>
    `Η αποθηκευμένη παρτίδα δεν διαβάζεται, είναι χαλασμένη. ` +
    `${backup === null ? 'Έμεινε όπως ήταν' : `Το κείμενό της φυλάχτηκε στο «${backup}»`}. Ξεκίνησε νέα ` +
    `παρτίδα.`,
  dismiss: 'Εντάξει',
  saveFailed:
    'Η παρτίδα δεν αποθηκεύεται: ο χώρος αποθήκευσης του προγράμματος περιήγησης είναι γεμάτος ή δεν ' +
    'επιτρέπεται. Μπορείς να συνεχίσεις· θα ξαναδοκιμάσει μετά από κάθε κίνηση.',
  saveElsewhere: 'Η παρτίδα συνεχίστηκε σε άλλη καρτέλα, γι’ αυτό αυτή η καρτέλα δεν την αποθηκεύει πια.',
  loadNewer: 'Φόρτωσε εκείνη την παρτίδα',
  failure: (code: 'worker-failed' | 'bot-failed', who: string) =>
    code === 'worker-failed'
      ? `Οι παίκτες του υπολογιστή δεν ξεκίνησαν: δεν φορτώθηκε το πρόγραμμά τους. Η παρτίδα περιμένει στη θέση «${who}».`
      : `Ο υπολογιστής δεν βρήκε κίνηση για τη θέση «${who}». Η παρτίδα περιμένει.`,
  hintFailed: (code: 'worker-failed' | 'bot-failed'): string =>
    code === 'worker-failed'
      ? 'Καμία υπόδειξη: δεν φορτώθηκε το πρόγραμμα του υπολογιστή.'
      : 'Καμία υπόδειξη: ο υπολογιστής δεν βρήκε κίνηση.',
  retry: 'Ξαναδοκίμασε',
  score: 'Σκορ',
  scoreNow: 'Στο τραπέζι τώρα',
  scoreNote: 'Πόντοι από κατεβασιές και μπόνους ως τώρα. Τα φύλλα στο χέρι μετράνε στο τέλος.',
  dealResult: 'Αυτή η μοιρασιά',
  meldPoints: 'Πόντοι κατεβασιών',
  birimbaBonus: 'Μπόνους μπιρίμπας',
  handPenalty: 'Φύλλα στο χέρι',
  birimbakiPenalty: 'Χωρίς μπιριμπάκι',
  closingBonus: 'Κλείσιμο',
  total: 'Σύνολο',
  winner: ['Η ομάδα σου κερδίζει τη μοιρασιά', 'Οι αντίπαλοι κερδίζουν τη μοιρασιά'],
  tie: 'Η μοιρασιά έληξε ισόπαλη',
  endClosed: ['Η ομάδα σου έκλεισε τη μοιρασιά.', 'Οι αντίπαλοι έκλεισαν τη μοιρασιά.'],
  endStock: 'Η τράπουλα τελείωσε.',
  revealed: 'Φύλλα που έμειναν στα χέρια',
  match: (target: number, deal: number) => `Αγώνας στους ${target} — μοιρασιά ${deal}`,
  dealN: (n: number) => `Μοιρασιά ${n}`,
  matchTotal: 'Σύνολο αγώνα',
  matchWinner: ['Η ομάδα σου κέρδισε τον αγώνα!', 'Οι αντίπαλοι κέρδισαν τον αγώνα.'],
  matchGoesOn: 'Καμία ομάδα δεν έφτασε ακόμη τον στόχο.',
  log: 'Αυτή η μοιρασιά',
  logEmpty: 'Καμία κίνηση ακόμη.',
  logNotes: { timeout: 'τελείωσε ο χρόνος', 'stand-in': 'έπαιξε ο υπολογιστής' },
  settingsTitle: 'Ρυθμίσεις',
  applyNext:
    'Οι αλλαγές σε παίκτες και κανόνες ισχύουν από την επόμενη μοιρασιά, ένας νέος στόχος από τον επόμενο ' +
    'αγώνα, όπως και ο αριθμός των παικτών. Η ταχύτητα και η γλώσσα αμέσως.',
  settingsOnline:
    'Σε online τραπέζι ο οικοδεσπότης διαλέγει τους κανόνες, τον στόχο, το επίπεδο του υπολογιστή και τον ' +
    'χρόνο κίνησης πριν ξεκινήσει το παιχνίδι, και ο υπολογιστής παίζει με τον ρυθμό του διακομιστή. Εδώ: τι ' +
    'δείχνει το τραπέζι σου και πώς σου λέει ότι ήρθε η σειρά σου, σε αυτή τη συσκευή, και η γλώσσα του.',
  difficulty: 'Παίκτες',
  playerCount: 'Πόσοι παίζουν',
  levels: {
    easy: 'Εύκολος',
    normal: 'Κανονικός',
    hard: 'Δύσκολος',
    expert: 'Πολύ δύσκολος',
    random: 'Αρχάριος',
    greedy: 'Γρήγορος',
    classic: 'Σκεπτικός',
  },
  variants: 'Παραλλαγές κανόνων',
  speed: 'Ταχύτητα των άλλων παικτών',
  speeds: { slow: 'Αργά', normal: 'Κανονικά', fast: 'Γρήγορα', instant: 'Αμέσως' },
  language: 'Γλώσσα',
  tableLanguage: 'Γλώσσα του τραπεζιού',
  pace: 'Ρυθμός',
  pending: 'Ισχύει από την επόμενη μοιρασιά',
};

export const TEXTS: Readonly<Record<Locale, Texts>> = { en, el };

export function seatName(seat: Seat, t: Texts): string {
  return t.seatShort[seat] ?? `#${seat}`;
}
