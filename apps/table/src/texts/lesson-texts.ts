// The words of «Learn Biriba» in English and Greek: the lessons' frame (the list, the goal bar, the buttons, the coach's
// answers) and each lesson's title, goal and coach's lines, cards as cards. Every number is the engine's
// (`RULE_NUMBERS`: the birimba's length, the bonuses; a deal's figures from its `finalScores`) or the lessons' count,
// never written here.

import { type GuidePart, type Locale, type RuleNumbers, type TeamScore, RULE_NUMBERS } from '@birimba/engine';
import { type LessonKey, LESSONS } from '../lessons/lesson-data.js';

/** A line of the coach: words, stressed words and cards. */
export type CoachLine = readonly GuidePart[];

/** What a lesson says. */
export interface LessonWords {
  readonly title: string;
  /** The goal, one sentence. */
  readonly goal: string;
  /** What the coach says as the lesson opens. */
  readonly coach: CoachLine;
  /** The coach's hint, after two wrong tries. */
  readonly hint: CoachLine;
  /** What the coach says once the goal is reached; `score` is the player's team's score when the deal ended. */
  readonly done: (score: TeamScore | null) => CoachLine;
}

export interface LessonTexts {
  /** The lessons' name: on the rules panel's entry, the list's title. */
  readonly learn: string;
  readonly learnIntro: string;
  readonly lessonN: (n: number, of: number) => string;
  readonly goalLabel: string;
  readonly coachLabel: string;
  readonly doneMark: string;
  readonly next: string;
  readonly restart: string;
  readonly allLessons: string;
  readonly leave: string;
  readonly allDone: string;
  /** The coach after a refused try: the reason is on the line above the hand. */
  readonly refused: string;
  /** The coach when the turn ended before the goal: the position is set again. */
  readonly turnEnded: string;
  readonly hintLabel: string;
  /** The offer at the start of a first game. */
  readonly offer: string;
  readonly offerYes: string;
  readonly offerNo: string;
  readonly lessons: Readonly<Record<LessonKey, LessonWords>>;
}

const c = (...cards: string[]): GuidePart => ({ cards });
const b = (strong: string): GuidePart => ({ strong });
const s = String;

function en(n: RuleNumbers, lessons: number): LessonTexts {
  return {
    learn: 'Learn Biriba',
    learnIntro: `${s(lessons)} short lessons on prepared positions. Each has one goal; the coach helps.`,
    lessonN: (k, of) => `Lesson ${s(k)} of ${s(of)}`,
    goalLabel: 'Goal',
    coachLabel: 'Coach',
    doneMark: 'done',
    next: 'Next lesson',
    restart: 'Start again',
    allLessons: 'All lessons',
    leave: 'Back to the game',
    allDone: 'You have done every lesson. Well played!',
    refused: 'Not quite: the table says why, just above your hand. Try again.',
    turnEnded: 'Your turn ended before the goal was reached, so the position is set up again. Try again.',
    hintLabel: 'Hint',
    offer: `New to Biriba? ${s(lessons)} short lessons teach it.`,
    offerYes: 'Learn Biriba',
    offerNo: 'No, thanks',
    lessons: {
      run: {
        title: 'A run of one suit',
        goal: `Draw a card, then meld ${s(n.shortestMeld)} or more cards of one suit in a row.`,
        coach: [
          'Your turn starts with a ',
          b('draw'),
          `. A meld is a run: ${s(n.shortestMeld)} or more cards of one suit in order, like `,
          c('5H', '6H', '7H'),
          '. Select the cards, then press Meld.',
        ],
        hint: ['Press Draw, then select ', c('5H', '6H', '7H'), ' and the card you drew, and press Meld.'],
        done: () => ['Well done! Cards of other suits, or with a gap, are not a run: the engine refuses them.'],
      },
      wilds: {
        title: 'Wild cards: the joker and the 2',
        goal: 'Meld a run with a joker standing in for a missing card and a 2 in its own place.',
        coach: [
          'The 2s and the jokers are ',
          b('wild'),
          ': a wild stands for a missing card. A run may hold only ',
          b('one'),
          ' acting wild. A 2 of the run’s suit in its own place (',
          c('AH', '2H', '3H'),
          ') is not acting: it is natural.',
        ],
        hint: ['Select ', c('AH', '2H', '3H', 'JK', '5H'), ' and press Meld: the joker stands for ', c('4H'), '.'],
        done: () => ['Right: one acting wild (the joker) and a natural 2. Two acting wilds are never allowed.'],
      },
      aces: {
        title: 'Aces low and high',
        goal: 'Lay off both aces: one below a 2, one above a king.',
        coach: [
          'An ace goes below the 2 (',
          c('AS', '2S', '3S'),
          ') or above the king (',
          c('QD', 'KD', 'AD'),
          '), never both at once: K A 2 is not a run. To lay off, select a card, press Lay off and tap your meld.',
        ],
        hint: ['Select ', c('AS'), ', tap the spades meld; then select ', c('AD'), ' and tap the diamonds meld.'],
        done: () => [`Both aces placed. An ace is worth ${s(n.points.ace)} points, low or high.`],
      },
      pile: {
        title: 'Taking the pile',
        goal: 'Take the pile, then meld a run with cards from it.',
        coach: [
          'Instead of drawing you may ',
          b('take the pile'),
          ': the whole pile, not just the top card, comes into your hand. Nothing is asked of you to take it.',
        ],
        hint: ['Press Take the pile, then select ', c('10H', 'JH', 'QH', 'KH'), ' and press Meld.'],
        done: () => ['Good: the pile’s cards are yours now. Everyone saw them, so they know you hold them.'],
      },
      birimba: {
        title: 'The birimba, clean and dirty',
        goal: 'Make your birimba clean.',
        coach: [
          `A meld of ${s(n.birimbaLength)} cards or more is a `,
          b('birimba'),
          `: clean, it scores ${s(n.score.birimbaClean)}; dirty (with an acting wild), ${s(n.score.birimbaDirty)}. Yours is dirty: the `,
          c('2S'),
          ' stands for ',
          c('5S'),
          '.',
        ],
        hint: ['Select ', c('5S'), ' and tap your spades meld: the ', c('2S'), ' moves to its own place.'],
        done: () => [
          `Clean! The 2 went to its own place. A birimba of all ${s(n.longestRun)} cards scores ` +
            `${s(n.score.birimba13Clean)} clean, ${s(n.score.birimba13Dirty)} dirty.`,
        ],
      },
      birimbaki: {
        title: 'The birimbaki',
        goal: 'Empty your hand to pick up your team’s birimbaki.',
        coach: [
          `${s(n.packets)} packets of ${s(n.packetSize)} cards wait face down: the `,
          b('birimbakia'),
          '. The first time a player of your team runs out of cards, they pick up one and the team keeps it.',
        ],
        hint: ['Meld ', c('5H', '6H', '7H'), ', then lay off ', c('9C'), ' on your clubs.'],
        done: () => [
          'Picked up! Emptied in play, you go on with the new cards; emptied by your discard, you take them ' +
            'and your turn ends. A team that never takes one loses ',
          s(-n.score.noBirimbaki),
          '.',
        ],
      },
      closing: {
        title: 'Closing',
        goal: 'Close the deal.',
        coach: [
          'Your team already has its birimbaki. Now, when you run out of cards — in play or by your discard — your team ',
          b('closes'),
          `: the deal ends at once, with ${s(n.score.closing)} points for closing.`,
        ],
        hint: ['Meld ', c('4S', '5S', '6S'), ', then lay off ', c('KD'), ' on your diamonds.'],
        done: () => ['Closed! The other team’s cards left in hand now count against it.'],
      },
      scoring: {
        title: 'How a deal is scored',
        goal: 'The stock has one card left: end the deal with your team ahead.',
        coach: [
          'This is the last turn. At the end each team scores its melds’ card points and birimba bonuses, ' +
            'minus the cards left in its hands. Cards you keep count ',
          b('against'),
          ' you.',
        ],
        hint: [
          'Draw, lay off ',
          c('9H'),
          ' on your hearts (a clean birimba), meld ',
          c('QC', 'KC', 'AC', 'JK'),
          ', then discard.',
        ],
        done: (score) =>
          score === null
            ? []
            : [
                `Ahead! Your team: melds ${s(score.meldPoints)}, birimba bonus ${s(score.birimbaBonus)}, cards ` +
                  `in hand ${s(score.handPenalty)}, total ${s(score.total)}.`,
              ],
      },
    },
  };
}

function el(n: RuleNumbers, lessons: number): LessonTexts {
  return {
    learn: 'Μάθε μπιρίμπα',
    learnIntro: `${s(lessons)} σύντομα μαθήματα σε έτοιμες θέσεις. Το καθένα έχει έναν στόχο· ο προπονητής βοηθά.`,
    lessonN: (k, of) => `Μάθημα ${s(k)} από ${s(of)}`,
    goalLabel: 'Στόχος',
    coachLabel: 'Προπονητής',
    doneMark: 'έγινε',
    next: 'Επόμενο μάθημα',
    restart: 'Από την αρχή',
    allLessons: 'Όλα τα μαθήματα',
    leave: 'Πίσω στην παρτίδα',
    allDone: 'Έκανες όλα τα μαθήματα. Μπράβο!',
    refused: 'Όχι ακριβώς: το τραπέζι λέει γιατί, ακριβώς πάνω από τα φύλλα σου. Ξαναδοκίμασε.',
    turnEnded: 'Η σειρά σου τελείωσε πριν φτάσεις τον στόχο, γι’ αυτό η θέση στήνεται ξανά. Ξαναδοκίμασε.',
    hintLabel: 'Υπόδειξη',
    offer: `Πρώτη φορά στην μπιρίμπα; ${s(lessons)} σύντομα μαθήματα σού τη μαθαίνουν.`,
    offerYes: 'Μάθε μπιρίμπα',
    offerNo: 'Όχι, ευχαριστώ',
    lessons: {
      run: {
        title: 'Σειρά του ίδιου χρώματος',
        goal: `Τράβα ένα φύλλο και μετά κατέβασε ${s(n.shortestMeld)} ή περισσότερα διαδοχικά φύλλα του ίδιου χρώματος.`,
        coach: [
          'Η σειρά σου αρχίζει με ',
          b('τράβηγμα'),
          `. Κατεβασιά είναι μια σειρά: ${s(n.shortestMeld)} ή περισσότερα διαδοχικά φύλλα του ίδιου χρώματος, όπως `,
          c('5H', '6H', '7H'),
          '. Διάλεξε τα φύλλα και πάτησε Κατέβασε.',
        ],
        hint: ['Πάτησε Τράβα, διάλεξε ', c('5H', '6H', '7H'), ' και το φύλλο που τράβηξες, και πάτησε Κατέβασε.'],
        done: () => ['Μπράβο! Φύλλα άλλου χρώματος ή με κενό δεν κάνουν σειρά: το παιχνίδι δεν τα δέχεται.'],
      },
      wilds: {
        title: 'Μπαλαντέρ: ο τζόκερ και το 2',
        goal: 'Κατέβασε σειρά με έναν τζόκερ στη θέση φύλλου που λείπει και ένα 2 στη δική του θέση.',
        coach: [
          'Τα 2 και οι τζόκερ είναι ',
          b('μπαλαντέρ'),
          ': παίρνουν τη θέση φύλλου που λείπει. Σε μια σειρά παίζει το πολύ ',
          b('ένας'),
          ' μπαλαντέρ. Ένα 2 του ίδιου χρώματος στη θέση του (',
          c('AH', '2H', '3H'),
          ') δεν είναι μπαλαντέρ: μετράει ως κανονικό 2.',
        ],
        hint: [
          'Διάλεξε ',
          c('AH', '2H', '3H', 'JK', '5H'),
          ' και πάτησε Κατέβασε: ο τζόκερ παίρνει τη θέση του ',
          c('4H'),
          '.',
        ],
        done: () => ['Σωστά: ένας μπαλαντέρ (ο τζόκερ) και ένα κανονικό 2. Δύο μπαλαντέρ δεν επιτρέπονται ποτέ.'],
      },
      aces: {
        title: 'Ο άσος κάτω και πάνω',
        goal: 'Κόλλησε και τους δύο άσους: τον έναν κάτω από ένα 2, τον άλλον πάνω από έναν ρήγα.',
        coach: [
          'Ο άσος μπαίνει κάτω από το 2 (',
          c('AS', '2S', '3S'),
          ') ή πάνω από τον ρήγα (',
          c('QD', 'KD', 'AD'),
          '), ποτέ και τα δύο μαζί: το Ρ Α 2 δεν είναι σειρά. Για να κολλήσεις, διάλεξε φύλλο, πάτησε Κόλλησε και μετά την κατεβασιά σου.',
        ],
        hint: ['Διάλεξε ', c('AS'), ' και πάτησε τα μπαστούνια· μετά διάλεξε ', c('AD'), ' και πάτησε τα καρό.'],
        done: () => [`Και οι δύο άσοι στη θέση τους. Ο άσος μετράει ${s(n.points.ace)} πόντους, κάτω ή πάνω.`],
      },
      pile: {
        title: 'Μάζεμα των πεταμένων',
        goal: 'Μάζεψε τα πεταμένα και κατέβασε σειρά με φύλλα τους.',
        coach: [
          'Αντί να τραβήξεις, μπορείς να ',
          b('μαζέψεις τα πεταμένα'),
          ': έρχονται όλα στο χέρι σου, όχι μόνο το πάνω φύλλο. Δεν χρειάζεται καμία προϋπόθεση.',
        ],
        hint: ['Πάτησε Μάζεψε τα πεταμένα, διάλεξε ', c('10H', 'JH', 'QH', 'KH'), ' και πάτησε Κατέβασε.'],
        done: () => ['Ωραία: τα φύλλα των πεταμένων είναι δικά σου. Όλοι τα είδαν, άρα ξέρουν ότι τα κρατάς.'],
      },
      birimba: {
        title: 'Η μπιρίμπα, καθαρή και βρόμικη',
        goal: 'Κάνε καθαρή την μπιρίμπα σου.',
        coach: [
          `Κατεβασιά με ${s(n.birimbaLength)} ή περισσότερα φύλλα είναι `,
          b('μπιρίμπα'),
          `: καθαρή μετράει ${s(n.score.birimbaClean)}, βρόμικη (με μπαλαντέρ στη θέση άλλου φύλλου) ${s(n.score.birimbaDirty)}. Η δική σου είναι βρόμικη: το `,
          c('2S'),
          ' παίζει για ',
          c('5S'),
          '.',
        ],
        hint: ['Διάλεξε ', c('5S'), ' και πάτησε τα μπαστούνια σου: το ', c('2S'), ' πηγαίνει στη δική του θέση.'],
        done: () => [
          `Καθαρή! Το 2 πήγε στη θέση του. Μπιρίμπα και με τα ${s(n.longestRun)} φύλλα μετράει ` +
            `${s(n.score.birimba13Clean)} καθαρή, ${s(n.score.birimba13Dirty)} βρόμικη.`,
        ],
      },
      birimbaki: {
        title: 'Το μπιριμπάκι',
        goal: 'Άδειασε το χέρι σου για να πάρεις το μπιριμπάκι της ομάδας σου.',
        coach: [
          `${s(n.packets)} πακέτα των ${s(n.packetSize)} φύλλων περιμένουν κλειστά: τα `,
          b('μπιριμπάκια'),
          '. Την πρώτη φορά που ένας παίκτης της ομάδας σου μένει χωρίς φύλλα, παίρνει το ένα.',
        ],
        hint: ['Κατέβασε ', c('5H', '6H', '7H'), ' και μετά κόλλησε ', c('9C'), ' στα σπαθιά σου.'],
        done: () => [
          'Το πήρες! Αν αδειάσεις παίζοντας, συνεχίζεις με τα νέα φύλλα· αν αδειάσεις με το πέταμα, τα ' +
            'παίρνεις και η σειρά σου τελειώνει. Η ομάδα που δεν παίρνει μπιριμπάκι χάνει ',
          s(-n.score.noBirimbaki),
          '.',
        ],
      },
      closing: {
        title: 'Το κλείσιμο',
        goal: 'Κλείσε τη μοιρασιά.',
        coach: [
          'Η ομάδα σου έχει ήδη πάρει μπιριμπάκι. Τώρα, όταν μείνεις χωρίς φύλλα — παίζοντας ή με το πέταμα — η ομάδα σου ',
          b('κλείνει'),
          `: η μοιρασιά τελειώνει αμέσως, με ${s(n.score.closing)} πόντους για το κλείσιμο.`,
        ],
        hint: ['Κατέβασε ', c('4S', '5S', '6S'), ' και μετά κόλλησε ', c('KD'), ' στα καρό σου.'],
        done: () => ['Έκλεισες! Τα φύλλα που έμειναν στα χέρια των αντιπάλων μετράνε τώρα εναντίον τους.'],
      },
      scoring: {
        title: 'Πώς μετράει μια μοιρασιά',
        goal: 'Στην τράπουλα μένει ένα φύλλο: τελείωσε τη μοιρασιά με την ομάδα σου μπροστά.',
        coach: [
          'Είναι η τελευταία σειρά. Στο τέλος κάθε ομάδα μετράει τους πόντους των κατεβασιών της και τα ' +
            'μπόνους των μπιρίμπων, μείον τα φύλλα που έμειναν στα χέρια της. Όσα κρατάς μετράνε ',
          b('εναντίον'),
          ' σου.',
        ],
        hint: [
          'Τράβα, κόλλησε ',
          c('9H'),
          ' στις κούπες σου (καθαρή μπιρίμπα), κατέβασε ',
          c('QC', 'KC', 'AC', 'JK'),
          ' και μετά πέτα.',
        ],
        done: (score) =>
          score === null
            ? []
            : [
                `Μπροστά! Η ομάδα σου: κατεβασιές ${s(score.meldPoints)}, μπόνους μπιρίμπας ` +
                  `${s(score.birimbaBonus)}, φύλλα στο χέρι ${s(score.handPenalty)}, σύνολο ${s(score.total)}.`,
              ],
      },
    },
  };
}

export const LESSON_TEXTS: Readonly<Record<Locale, LessonTexts>> = {
  en: en(RULE_NUMBERS, LESSONS.length),
  el: el(RULE_NUMBERS, LESSONS.length),
};
