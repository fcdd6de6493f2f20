// The phrase book in Greek, as a player speaks: «Σειρά σου» only for the turn, «κατεβασιά» for a meld, «μπαλαντέρ» for
// a wild, «πεταμένα» for the pile, «τράπουλα» for the stock; what happened in the aorist («Τράβηξες», «Δύση: πέταξε»).
// Never `;` between clauses: it is the Greek question mark.

import { LONGEST_RUN, SHORTEST_MELD } from '../vocabulary/facts.js';
import type { PhraseBook } from './phrase-book.js';
import { cardsPart, w } from './phrase.js';

const cards = (n: number): string => `${String(n)} ${n === 1 ? 'φύλλο' : 'φύλλα'}`;
/** Verb forms: «τράβηξες» (you), «τράβηξε». */
const verb = (you: boolean, second: string, third: string): string => (you ? second : third);
/** A number with `digits` decimals as Greek writes it: `12,5`. */
const decimal = (n: number, digits: number): string => n.toFixed(digits).replace('.', ',');
const REQUIREMENT = { nothing: 'Τίποτα', birimba: 'Μια μπιρίμπα', cleanBirimba: 'Μια καθαρή μπιρίμπα' };
const need = (n: 'birimba' | 'cleanBirimba'): string => (n === 'cleanBirimba' ? 'καθαρή μπιρίμπα' : 'μπιρίμπα');
const keep = (by: 'play' | 'discard'): string =>
  by === 'play' ? 'κράτα φύλλα για να πετάξεις' : 'δεν μπορείς να πετάξεις το τελευταίο σου φύλλο';

export const EL: PhraseBook = {
  seat: (n) => `Θέση ${String(n)}`,
  seatInline: (n) => `θέση ${String(n)}`,
  cardCount: cards,

  events: {
    draw: (e, you) =>
      w`${verb(you, 'τράβηξες', 'τράβηξε')} ${e.card === undefined ? 'από την τράπουλα' : cardsPart([e.card])}${e.last ? ' (το τελευταίο φύλλο της τράπουλας)' : ''}`,
    takePile: (e, you) =>
      w`${verb(you, 'μάζεψες', 'μάζεψε')} τα πεταμένα (${cards(e.count)}${e.cards.length === 0 ? '' : w`: ${cardsPart(e.cards)}`})`,
    meld: (e, you) => w`${verb(you, 'κατέβασες', 'κατέβασε')} ${cardsPart(e.cards)}`,
    layOff: (e, you) =>
      w`${verb(you, 'κόλλησες', 'κόλλησε')} ${cardsPart(e.cards)} στην κατεβασιά ${e.meldId}${e.after.length === 0 ? '' : w` → ${cardsPart(e.after)}`}`,
    discard: (e, you) => w`${verb(you, 'πέταξες', 'πέταξε')} ${cardsPart([e.card])}`,
    birimbaki: (_e, you) => [`${verb(you, 'πήρες', 'πήρε')} μπιριμπάκι`],
    closed: (_e, you) => [verb(you, 'έκλεισες', 'έκλεισε')],
    stockOut: () => ['η τράπουλα τελείωσε και η μοιρασιά έληξε'],
  },
  subject: (name) => (name === null ? '' : `${name}: `),
  and: ' και ',
  then: '· ',

  plan: {
    draw: ['Τράβα από την τράπουλα'],
    takePile: (pile) => [pile === null ? 'Μάζεψε τα πεταμένα' : `Μάζεψε τα πεταμένα (${cards(pile)})`],
    meld: (c) => w`Κατέβασε ${c}`,
    layOff: (c, meldId) => w`Κόλλησε ${c} στην κατεβασιά ${meldId}`,
    discard: (c) => w`Πέτα ${c}`,
    nothing: ['τίποτα'],
    joiner: ' · ',
  },

  refusals: {
    'game-over': (d) => [d.byError === true ? 'η παρτίδα σταμάτησε λόγω εσωτερικού σφάλματος' : 'η μοιρασιά τελείωσε'],
    'not-your-turn': (d, name) => {
      if (d.turn === undefined || d.seat === undefined) return ['δεν είναι η σειρά σου'];
      const turn = name(d.turn);
      const seat = name(d.seat);
      if (turn === null) return [`είναι η σειρά σου, όχι: ${seat ?? ''}`];
      return [seat === null ? `δεν είναι η σειρά σου, παίζει: ${turn}` : `παίζει: ${turn}, όχι: ${seat}`];
    },
    'wrong-phase': (d) => [
      d.phase === 'play'
        ? 'τράβηξες ήδη: τώρα κατέβασε, κόλλησε ή πέτα'
        : 'όχι τώρα: πρώτα τράβα ή μάζεψε τα πεταμένα, μετά κατέβασε, κόλλησε και πέτα',
    ],
    'malformed-move': (d) => {
      switch (d.problem) {
        case 'not-an-object':
          return ['άκυρη κίνηση: μια κίνηση είναι αντικείμενο με είδος κίνησης'];
        case 'bad-seat':
          return [`άκυρη κίνηση: δεν υπάρχει θέση ${d.input ?? '?'} σε αυτό το τραπέζι`];
        case 'no-cards':
          return [
            `άκυρη κίνηση: ${d.moveType === 'layOff' ? 'το κόλλημα θέλει τα φύλλα του' : 'η κατεβασιά θέλει τα φύλλα της'}`,
          ];
        case 'no-meld-id':
          return ['άκυρη κίνηση: το κόλλημα θέλει την κατεβασιά όπου κολλάς'];
        case 'no-card':
          return ['άκυρη κίνηση: το πέταμα θέλει ένα φύλλο'];
        case 'unknown-type':
          return [`άκυρη κίνηση: άγνωστο είδος κίνησης ${d.input ?? '?'}`];
        case 'no-card-named':
          return ['διάλεξε τουλάχιστον ένα φύλλο'];
        case 'not-a-play':
          return ['άκυρη κίνηση: από τη θέα μιας θέσης παίζονται μόνο κατεβασιές και κολλήματα'];
      }
    },
    'card-not-in-hand': (d) => w`το ${cardsPart([d.card])} δεν είναι στο χέρι σου`,
    'duplicate-card': (d) => w`το ${cardsPart([d.card])} δόθηκε δύο φορές`,
    'invalid-meld': (d) =>
      w`${d.meldId === undefined ? 'αυτά τα φύλλα δεν κάνουν κατεβασιά' : `αυτά τα φύλλα δεν κολλάνε στην κατεβασιά ${String(d.meldId)}`}: ${EL.faults[d.fault.code](d.fault as never)}`,
    'unknown-meld': (d) => [`δεν υπάρχει κατεβασιά ${d.meldId}`],
    'not-your-meld': () => ['κολλάς μόνο στις κατεβασιές της ομάδας σου'],
    'empty-pile': () => ['δεν υπάρχουν πεταμένα'],
    'empty-stock': () => ['η τράπουλα τελείωσε'],
    'cannot-close': (d) => [`η ομάδα σου χρειάζεται ${need(d.need)} για να κλείσει, γι’ αυτό ${keep(d.by)}`],
    'cannot-take-birimbaki': (d) => [
      `η ομάδα σου χρειάζεται ${need(d.need)} για να πάρει το μπιριμπάκι, γι’ αυτό ${keep(d.by)}`,
    ],
  },
  refusalCodes: {
    'game-over': 'η μοιρασιά τελείωσε',
    'not-your-turn': 'δεν είναι η σειρά σου',
    'wrong-phase': 'όχι τώρα: πρώτα τράβα ή μάζεψε τα πεταμένα, μετά κατέβασε, κόλλησε και πέτα',
    'malformed-move': 'άκυρη κίνηση',
    'card-not-in-hand': 'το φύλλο δεν είναι στο χέρι σου',
    'duplicate-card': 'το ίδιο φύλλο δόθηκε δύο φορές',
    'invalid-meld': 'αυτά τα φύλλα δεν κάνουν κατεβασιά',
    'unknown-meld': 'δεν υπάρχει τέτοια κατεβασιά',
    'not-your-meld': 'κολλάς μόνο στις κατεβασιές της ομάδας σου',
    'empty-pile': 'δεν υπάρχουν πεταμένα',
    'empty-stock': 'η τράπουλα τελείωσε',
    'cannot-close': 'η ομάδα σου δεν μπορεί ακόμη να κλείσει, κράτα ένα φύλλο για να πετάξεις',
    'cannot-take-birimbaki': 'η ομάδα σου δεν μπορεί ακόμη να πάρει το μπιριμπάκι, κράτα ένα φύλλο για να πετάξεις',
  },
  faults: {
    'too-few': (d) => [`μια κατεβασιά θέλει τουλάχιστον ${String(SHORTEST_MELD)} φύλλα, όχι ${String(d.count)}`],
    'too-long': (d) => [`μια κατεβασιά έχει το πολύ ${String(LONGEST_RUN)} φύλλα, όχι ${String(d.count)}`],
    'two-wilds': (d) => [
      d.noNatural
        ? 'δύο μπαλαντέρ: μια κατεβασιά θέλει φυσικά φύλλα και το πολύ έναν μπαλαντέρ'
        : 'δύο μπαλαντέρ: μια κατεβασιά έχει το πολύ έναν',
    ],
    'mixed-suits': () => ['ανάμικτα χρώματα: τα φυσικά φύλλα πρέπει να είναι όλα του ίδιου χρώματος'],
    'set-not-allowed': () => ['φύλλα ίδιας αξίας δεν κάνουν κατεβασιά, μόνο διαδοχικά φύλλα του ίδιου χρώματος'],
    'same-position': (d) =>
      d.place.startsWith('A')
        ? ['δύο άσοι: ο άσος μπαίνει κάτω ή πάνω, όχι και στις δύο άκρες']
        : w`δύο ${cardsPart([d.place])}: κάθε θέση της κατεβασιάς παίρνει ένα φύλλο`,
    gap: (d) =>
      w`${d.missing.length === 1 ? 'λείπει ανάμεσα το' : 'λείπουν ανάμεσα τα'} ${cardsPart(d.missing)}: τα φύλλα πρέπει να είναι διαδοχικά, με το πολύ έναν μπαλαντέρ στη θέση ενός φύλλου`,
  },

  rules: {
    firstSeat: {
      label: 'Ποιος παίζει πρώτος',
      description: 'ποιος παίζει πρώτος: μια θέση ή κλήρωση',
      choices: { random: 'Στην τύχη' },
    },
    initialUpCard: {
      label: 'Τα πεταμένα ξεκινούν με ένα ανοιχτό φύλλο',
      description: 'ένα φύλλο ανοιχτό ξεκινά τα πεταμένα',
    },
    allowSets: {
      label: 'Και φύλλα ίδιας αξίας κάνουν κατεβασιά',
      description: 'κατεβασιές και από φύλλα ίδιας αξίας (π.χ. τρεις ρήγες)',
    },
    twoOfSuitNeverDirty: {
      label: 'Το 2 του ίδιου χρώματος δεν λερώνει ποτέ την κατεβασιά',
      description: 'το 2 του ίδιου χρώματος δεν λερώνει ποτέ την κατεβασιά',
    },
    closingRequires: {
      label: 'Για να κλείσει, η ομάδα σου χρειάζεται',
      description: 'τι χρειάζεται μια ομάδα στις κατεβασιές της για να κλείσει',
      choices: REQUIREMENT,
    },
    birimbakiRequires: {
      label: 'Για να πάρει μπιριμπάκι, η ομάδα σου χρειάζεται',
      description: 'τι χρειάζεται μια ομάδα στις κατεβασιές της για να πάρει το μπιριμπάκι',
      choices: REQUIREMENT,
    },
    matchTarget: {
      label: 'Αγώνας μέχρι τους (κενό: μία μοιρασιά)',
      description: 'μοιρασιές μέχρι μια ομάδα να φτάσει αυτούς τους πόντους',
    },
    players: {
      label: 'Παίκτες',
      description: 'πόσοι παίζουν: τέσσερις σε δύο ζευγάρια, δύο ο ένας απέναντι στον άλλο, ή έξι σε τρία ζευγάρια',
      choices: { 4: 'Τέσσερις, δύο ζευγάρια', 2: 'Δύο, ένας με έναν', 6: 'Έξι, τρία ζευγάρια' },
    },
  },

  cards: {
    courts: { A: 'Άσος', J: 'Βαλές', Q: 'Ντάμα', K: 'Ρήγας' },
    suits: { S: 'μπαστούνι', H: 'κούπα', D: 'καρό', C: 'σπαθί' },
    suitsPlural: { S: 'Μπαστούνια', H: 'Κούπες', D: 'Καρά', C: 'Σπαθιά' },
    joker: 'Τζόκερ',
    name: (rank, suit) => `${rank} ${suit}`,
  },

  decisions: {
    'pile-empty': () => ['δεν υπάρχουν πεταμένα: τράβα από την τράπουλα'],
    'pile-stalls': () => ['το μόνο πεταμένο φύλλο δεν μας χρησιμεύει: τράβα από την τράπουλα'],
    'pile-weighed': (r, plan) => {
      const bound = r.stockBound === 'at-most' ? 'το πολύ ' : r.stockBound === 'at-least' ? 'τουλάχιστον ' : '';
      return w`${plan}: τα πεταμένα αξίζουν ${decimal(r.pileValue, 0)}, ένα φύλλο της τράπουλας ${bound}${decimal(r.stockValue, 0)} (εξετάστηκαν ${r.weighed} από ${r.positions} περιπτώσεις)`;
    },
    'pile-judged': (r, plan) => {
      const why =
        r.verdict === 'stock-better'
          ? 'τα πεταμένα αξίζουν λιγότερο από ένα φύλλο της τράπουλας'
          : r.verdict === 'pile-better'
            ? 'τα πεταμένα αξίζει να τα μαζέψεις'
            : `οριακή απόφαση (τιμή ${decimal(r.value, 1)} μέσα στη ζώνη), την έκρινε η τύχη και η φάση της μοιρασιάς`;
      return w`${plan}: ${why}`;
    },
    'pile-makes-meld': (_r, _plan, { moves }) => [
      moves[0]?.type === 'takePile'
        ? 'τα πεταμένα κάνουν ή μεγαλώνουν αμέσως μια κατεβασιά'
        : 'τα πεταμένα δεν κάνουν αμέσως κατεβασιά, γι’ αυτό τράβα από την τράπουλα',
    ],
    'empties-hand': (r, plan) =>
      w`${plan}: τελειώνουν τα φύλλα σου (${r.closes ? 'κλείνεις' : 'παίρνεις το μπιριμπάκι'})`,
    'plays-weighed': (_r, plan, { moves, considered }) =>
      w`${moves.length === 1 && moves[0]?.type === 'discard' ? 'Μην κατεβάσεις τίποτα · ' : ''}${plan}${considered === undefined ? '' : ` (εξετάστηκαν ${String(considered)} συνδυασμοί)`}`,
    'only-choice': (_r, plan) => w`${plan}: η μόνη επιλογή`,
    rollouts: (r, plan, { considered, rollouts }) =>
      w`${plan}: η καλύτερη από ${considered ?? '?'} επιλογές σε ${rollouts ?? '?'} προσομοιώσεις (εκτίμηση ${decimal(r.estimate, 1)} ${r.unit === 'match-equity' ? 'μονάδες πιθανότητας νίκης στον αγώνα ×1000' : 'πόντοι διαφορά στο τέλος της μοιρασιάς'})`,
    'lays-down-everything': (_r, plan) => w`τα κατεβάζει όλα: ${plan}`,
    plan: (_r, plan) => plan,
    'at-random': (_r, plan) => w`στην τύχη: ${plan}`,
  },
};
