// The phrase book in English. The refusals and meld faults are the engine's error messages word for word.

import { LONGEST_RUN, SHORTEST_MELD } from '../vocabulary/facts.js';
import type { Seat } from '../vocabulary/seats.js';
import type { PhraseBook } from './phrase-book.js';
import { type Phrase, cardsPart, w } from './phrase.js';

const plural = (n: number, one: string, many: string): string => `${String(n)} ${n === 1 ? one : many}`;
const cards = (n: number): string => plural(n, 'card', 'cards');
/** Verb forms: "you draw", "West draws". */
const verb = (you: boolean, base: string, third: string): string => (you ? base : third);
const REQUIREMENT = { nothing: 'Nothing', birimba: 'A birimba', cleanBirimba: 'A clean birimba' };
const need = (n: 'birimba' | 'cleanBirimba'): string => (n === 'cleanBirimba' ? 'a clean birimba' : 'a birimba');
const keep = (by: 'play' | 'discard'): string =>
  by === 'play' ? 'you must keep cards to discard' : 'you may not discard your last card';

export const EN: PhraseBook = {
  seat: (n) => `Seat ${String(n)}`,
  seatInline: (n) => `seat ${String(n)}`,
  cardCount: cards,

  events: {
    draw: (e, you) =>
      w`${verb(you, 'draw', 'draws')} ${e.card === undefined ? 'from the stock' : cardsPart([e.card])}${e.last ? ' (the last stock card)' : ''}`,
    takePile: (e, you) =>
      w`${verb(you, 'take', 'takes')} the pile (${cards(e.count)}${e.cards.length === 0 ? '' : w`: ${cardsPart(e.cards)}`})`,
    meld: (e, you) => w`${verb(you, 'meld', 'melds')} ${cardsPart(e.cards)}`,
    layOff: (e, you) =>
      w`${verb(you, 'lay', 'lays')} off ${cardsPart(e.cards)} on meld ${e.meldId}${e.after.length === 0 ? '' : w` → ${cardsPart(e.after)}`}`,
    discard: (e, you) => w`${verb(you, 'discard', 'discards')} ${cardsPart([e.card])}`,
    birimbaki: (_e, you) => [`${verb(you, 'take', 'takes')} a birimbaki`],
    closed: (_e, you) => [`${verb(you, 'close', 'closes')} the deal`],
    stockOut: () => ['the stock is exhausted and the deal ends'],
  },
  subject: (name) => `${name ?? 'You'} `,
  and: ' and ',
  then: '; ',

  plan: {
    draw: ['draw from the stock'],
    takePile: (pile) => [pile === null ? 'take the pile' : `take the pile (${cards(pile)})`],
    meld: (c) => w`meld ${c}`,
    layOff: (c, meldId) => w`lay off ${c} on meld ${meldId}`,
    discard: (c) => w`discard ${c}`,
    nothing: ['nothing'],
    joiner: '; ',
  },

  refusals: {
    'game-over': (d) => [d.byError === true ? 'the game stopped on an internal error' : 'the game is over'],
    'not-your-turn': (d, name) => {
      if (d.turn === undefined || d.seat === undefined) return ['it is not your turn'];
      const whose = (seat: Seat): string | null => {
        const n = name(seat);
        return n === null ? null : `${n}'s`;
      };
      return [`it is ${whose(d.turn) ?? 'your'} turn, not ${whose(d.seat) ?? 'yours'}`];
    },
    'wrong-phase': (d) => [
      d.phase === 'play'
        ? 'you have already drawn this turn'
        : 'draw first: take the top stock card or the discard pile',
    ],
    'malformed-move': (d) => {
      switch (d.problem) {
        case 'not-an-object':
          return ['a move must be an object with a type'];
        case 'bad-seat':
          return [`seat ${d.input ?? '?'} is not a seat at this table`];
        case 'no-cards':
          return [`a ${d.moveType ?? 'meld'} move needs \`cards\`: an array of card ids`];
        case 'no-meld-id':
          return ['a layOff move needs `meldId`: the id of one of your team’s melds'];
        case 'no-card':
          return ['a discard move needs `card`: a card id'];
        case 'unknown-type':
          return [
            `unknown move type ${d.input ?? '?'}${d.known === undefined ? '' : `; moves are ${d.known.join(', ')}`}`,
          ];
        case 'no-card-named':
          return ['name at least one card'];
        case 'not-a-play':
          return [`only meld and layOff can be played on a view, not ${d.moveType ?? '?'}`];
      }
    },
    'card-not-in-hand': (d) => w`${cardsPart([d.card])} is not in your hand`,
    'duplicate-card': (d) => w`card ${cardsPart([d.card])} is named twice`,
    'invalid-meld': (d) =>
      w`${d.meldId === undefined ? 'not a meld' : 'those cards do not fit that meld'}: ${EN.faults[d.fault.code](d.fault as never)}`,
    'unknown-meld': (d) => [`there is no meld ${d.meldId}`],
    'not-your-meld': () => ['you may only lay off on your own team’s melds'],
    'empty-pile': () => ['the discard pile is empty'],
    'empty-stock': () => ['the stock is empty'],
    'cannot-close': (d) => [`your team needs ${need(d.need)} before it may close, so ${keep(d.by)}`],
    'cannot-take-birimbaki': (d) => [
      `your team needs ${need(d.need)} before it may take its birimbaki, so ${keep(d.by)}`,
    ],
  },
  refusalCodes: {
    'game-over': 'the game is over',
    'not-your-turn': 'it is not your turn',
    'wrong-phase': 'not now: draw first, then meld, lay off and discard',
    'malformed-move': 'that is not a move',
    'card-not-in-hand': 'that card is not in your hand',
    'duplicate-card': 'the same card is named twice',
    'invalid-meld': 'those cards do not make a meld',
    'unknown-meld': 'there is no such meld',
    'not-your-meld': 'you may only lay off on your own team’s melds',
    'empty-pile': 'the discard pile is empty',
    'empty-stock': 'the stock is empty',
    'cannot-close': 'your team may not close yet: keep a card to discard',
    'cannot-take-birimbaki': 'your team may not take its birimbaki yet: keep a card to discard',
  },
  faults: {
    'too-few': (d) => [`a meld needs at least ${String(SHORTEST_MELD)} cards, got ${String(d.count)}`],
    'too-long': (d) => [`a run holds at most ${String(LONGEST_RUN)} cards, got ${String(d.count)}`],
    'two-wilds': (d) => [
      d.noNatural
        ? 'two wild cards: a meld needs natural cards and may hold only one acting wild'
        : 'two wild cards: a meld may hold only one card acting as a wild',
    ],
    'mixed-suits': () => ['mixed suits: every natural card of a run must be of one suit'],
    'set-not-allowed': () => ['equal ranks make a set, and sets are not melds in these rules (only runs of one suit)'],
    'same-position': (d) =>
      d.place.startsWith('A')
        ? ['two aces: a run cannot hold its ace both low and high']
        : w`two ${cardsPart([d.place])}: each place in a run holds one card`,
    gap: (d) => {
      const first = d.missing[0] ?? '';
      const last = d.missing[d.missing.length - 1] ?? first;
      const where: Phrase =
        d.missing.length === 1 ? [cardsPart([first])] : w`${cardsPart([first])}–${cardsPart([last])}`;
      return w`gap of ${d.missing.length} at ${where}: a run needs consecutive cards and at most one wild to fill a place`;
    },
  },

  rules: {
    firstSeat: {
      label: 'Who plays first',
      description: 'who plays first: a seat, or drawn from the seed (rules §1)',
      choices: { random: 'Drawn at random' },
    },
    initialUpCard: {
      label: 'Start the pile with one card face up',
      description: 'turn one card face up to start the discard pile (rules §3)',
    },
    allowSets: {
      label: 'Sets of equal rank are melds too',
      description: 'sets of equal rank are melds too (rules §5.1)',
    },
    twoOfSuitNeverDirty: {
      label: 'A 2 of the run’s own suit never makes it dirty',
      description: 'a 2 of the run’s own suit never makes a meld dirty (rules §5.2)',
    },
    closingRequires: {
      label: 'To close, your team must own',
      description: 'what a team must own among its melds to close (rules §6)',
      choices: REQUIREMENT,
    },
    birimbakiRequires: {
      label: 'To take the birimbaki, your team must own',
      description: 'what a team must own among its melds to take its birimbaki (rules §6)',
      choices: REQUIREMENT,
    },
    matchTarget: {
      label: 'Play a match to (empty: one deal)',
      description: 'play deals until a team reaches this total (rules §1)',
    },
    players: {
      label: 'Players',
      description: 'how many play: four in two partnerships, two head to head, or six in three partnerships (rules §1)',
      choices: { 4: 'Four, two partnerships', 2: 'Two, head to head', 6: 'Six, three partnerships' },
    },
  },

  cards: {
    courts: { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' },
    suits: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
    suitsPlural: { S: 'Spades', H: 'Hearts', D: 'Diamonds', C: 'Clubs' },
    joker: 'Joker',
    name: (rank, suit) => `${rank} of ${suit}`,
  },

  decisions: {
    'pile-empty': () => ['the pile is empty: draw'],
    'pile-stalls': () => ['the one pile card is of no use to us: draw'],
    'pile-weighed': (r, plan) => {
      const bound = r.stockBound === 'at-most' ? 'at most ' : r.stockBound === 'at-least' ? 'at least ' : '';
      return w`${plan}: the pile is worth ${r.pileValue.toFixed(0)}, a stock card ${bound}${r.stockValue.toFixed(0)} (${r.weighed} of ${r.positions} positions weighed)`;
    },
    'pile-judged': (r, plan) => {
      const why =
        r.verdict === 'stock-better'
          ? 'the pile is worth less than a stock card'
          : r.verdict === 'pile-better'
            ? 'the pile is worth taking'
            : `a close call (value ${r.value.toFixed(1)} in the band), decided by chance and the stage of the game`;
      return w`${plan}: ${why}`;
    },
    'pile-makes-meld': (_r, _plan, { moves }) => [
      moves[0]?.type === 'takePile'
        ? 'the pile makes or extends a meld at once'
        : 'the pile makes no meld at once, so draw',
    ],
    'empties-hand': (r, plan) => w`${plan}: the hand empties (${r.closes ? 'close' : 'take the birimbaki'})`,
    'plays-weighed': (_r, plan, { moves, considered }) =>
      w`${moves.length === 1 && moves[0]?.type === 'discard' ? 'lay nothing down; ' : ''}${plan}${considered === undefined ? '' : ` (of ${String(considered)} plays weighed)`}`,
    'only-choice': (_r, plan) => w`${plan}: the only choice`,
    rollouts: (r, plan, { considered, rollouts }) =>
      w`${plan}: the best of ${considered ?? '?'} candidates over ${rollouts ?? '?'} rollouts (estimated ${r.estimate.toFixed(1)} ${r.unit === 'match-equity' ? 'match equity ×1000' : 'points ahead at the end of the deal'})`,
    'lays-down-everything': (_r, plan) => w`lays down everything: ${plan}`,
    plan: (_r, plan) => plan,
    'at-random': (_r, plan) => w`picked ${plan} at random`,
  },
};
