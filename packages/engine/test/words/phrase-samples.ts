// Representative data for the phrase catalogue (docs/phrases.md): for every key of the phrase book — each move event,
// refusal code, malformed move, meld fault, rule field and decision reason — the variants its sentence has. The
// records are keyed by the engine's types, so the compiler asks for a sample of every new key.

import {
  type DecisionReason,
  type DecisionStory,
  type IllegalMoveCode,
  type IllegalMoveDetails,
  type MalformedMove,
  type MeldFault,
  type MeldFaultDetails,
  type Move,
  type MoveEvent,
  DECK,
  formatCard,
} from '../../src/index.js';

/** A sample: what it shows (in a few words, for the proof-reader) and its data. */
export interface Sample<T> {
  readonly note: string;
  readonly data: T;
}

/** The seat that reads the catalogue: its own moves are told in the second person. */
export const READER = 0;
/** Another seat: told in the third person. */
export const OTHER = 1;

type EventOf<K extends MoveEvent['kind']> = Extract<MoveEvent, { kind: K }>;

/** A move event of every kind, for the reader's own seat and for another, with each variant of its sentence. */
export const EVENT_SAMPLES: { readonly [K in MoveEvent['kind']]: readonly Sample<EventOf<K>>[] } = {
  draw: [
    { note: 'you, the card seen', data: { kind: 'draw', seat: READER, card: '7H', last: false } },
    { note: 'you, the card not named', data: { kind: 'draw', seat: READER, last: false } },
    { note: 'you, the last stock card', data: { kind: 'draw', seat: READER, card: 'JK', last: true } },
    { note: 'you, the last stock card, not named', data: { kind: 'draw', seat: READER, last: true } },
    { note: 'another seat (card hidden)', data: { kind: 'draw', seat: OTHER, last: false } },
    { note: 'another seat, the last stock card', data: { kind: 'draw', seat: OTHER, last: true } },
    {
      note: 'another seat, in a log of a finished game',
      data: { kind: 'draw', seat: OTHER, card: '10C', last: false },
    },
  ],
  takePile: [
    { note: 'you, cards known', data: { kind: 'takePile', seat: READER, count: 3, cards: ['QS', '2H', '9D'] } },
    { note: 'you, one card', data: { kind: 'takePile', seat: READER, count: 1, cards: ['QS'] } },
    { note: 'you, cards not known (an old log)', data: { kind: 'takePile', seat: READER, count: 4, cards: [] } },
    { note: 'another seat, cards known', data: { kind: 'takePile', seat: OTHER, count: 2, cards: ['QS', '2H'] } },
    { note: 'another seat, one card', data: { kind: 'takePile', seat: OTHER, count: 1, cards: ['KD'] } },
    { note: 'another seat, cards not known', data: { kind: 'takePile', seat: OTHER, count: 5, cards: [] } },
  ],
  meld: [
    { note: 'you', data: { kind: 'meld', seat: READER, cards: ['5S', '6S', '7S'] } },
    { note: 'another seat, with a wild', data: { kind: 'meld', seat: OTHER, cards: ['9H', 'JK', 'JH'] } },
  ],
  layOff: [
    {
      note: 'you, the meld after',
      data: { kind: 'layOff', seat: READER, cards: ['8S'], meldId: 3, after: ['5S', '6S', '7S', '8S'] },
    },
    {
      note: 'you, the meld not shown',
      data: { kind: 'layOff', seat: READER, cards: ['8S', '9S'], meldId: 3, after: [] },
    },
    {
      note: 'another seat, the meld after',
      data: { kind: 'layOff', seat: OTHER, cards: ['4H'], meldId: 2, after: ['4H', '5H', '6H', '2C'] },
    },
    {
      note: 'another seat, the meld not shown',
      data: { kind: 'layOff', seat: OTHER, cards: ['4H'], meldId: 2, after: [] },
    },
  ],
  discard: [
    { note: 'you', data: { kind: 'discard', seat: READER, card: 'KD' } },
    { note: 'another seat', data: { kind: 'discard', seat: OTHER, card: 'AS' } },
  ],
  birimbaki: [
    { note: 'you', data: { kind: 'birimbaki', seat: READER } },
    { note: 'another seat', data: { kind: 'birimbaki', seat: OTHER } },
  ],
  closed: [
    { note: 'you', data: { kind: 'closed', seat: READER } },
    { note: 'another seat', data: { kind: 'closed', seat: OTHER } },
  ],
  stockOut: [{ note: 'the deal ends by the stock', data: { kind: 'stockOut' } }],
};

/** Lines of several events (`tellEvents`): a move and what it led to. */
export const EVENT_LINES: readonly Sample<readonly MoveEvent[]>[] = [
  {
    note: 'you discard, and take your birimbaki',
    data: [
      { kind: 'discard', seat: READER, card: '9C' },
      { kind: 'birimbaki', seat: READER },
    ],
  },
  {
    note: 'you meld, and close',
    data: [
      { kind: 'meld', seat: READER, cards: ['5S', '6S', '7S'] },
      { kind: 'closed', seat: READER },
    ],
  },
  {
    note: 'another seat lays off and takes its birimbaki',
    data: [
      { kind: 'layOff', seat: OTHER, cards: ['8S'], meldId: 3, after: ['5S', '6S', '7S', '8S'] },
      { kind: 'birimbaki', seat: OTHER },
    ],
  },
  {
    note: 'another seat discards; the stock is out',
    data: [{ kind: 'discard', seat: OTHER, card: 'KD' }, { kind: 'stockOut' }],
  },
];

/** The details of one refusal code (some details serve two codes). */
type RefusalOf<C extends IllegalMoveCode> = IllegalMoveDetails & { readonly code: C };

const MALFORMED: { readonly [P in MalformedMove]: readonly Sample<RefusalOf<'malformed-move'>>[] } = {
  'not-an-object': [{ note: 'not-an-object', data: { code: 'malformed-move', problem: 'not-an-object' } }],
  'bad-seat': [
    { note: 'bad-seat', data: { code: 'malformed-move', problem: 'bad-seat', input: '7' } },
    { note: 'bad-seat, the seat not quoted', data: { code: 'malformed-move', problem: 'bad-seat' } },
  ],
  'no-cards': [
    { note: 'no-cards, a meld', data: { code: 'malformed-move', problem: 'no-cards', moveType: 'meld' } },
    { note: 'no-cards, a lay-off', data: { code: 'malformed-move', problem: 'no-cards', moveType: 'layOff' } },
    { note: 'no-cards, the move not named', data: { code: 'malformed-move', problem: 'no-cards' } },
  ],
  'no-meld-id': [{ note: 'no-meld-id', data: { code: 'malformed-move', problem: 'no-meld-id' } }],
  'no-card': [{ note: 'no-card', data: { code: 'malformed-move', problem: 'no-card' } }],
  'unknown-type': [
    { note: 'unknown-type', data: { code: 'malformed-move', problem: 'unknown-type', input: '"fly"' } },
    { note: 'unknown-type, the type not quoted', data: { code: 'malformed-move', problem: 'unknown-type' } },
    {
      note: 'unknown-type, the types listed',
      data: {
        code: 'malformed-move',
        problem: 'unknown-type',
        input: '"fly"',
        known: ['draw', 'takePile', 'meld', 'layOff', 'discard'],
      },
    },
  ],
  'no-card-named': [{ note: 'no-card-named', data: { code: 'malformed-move', problem: 'no-card-named' } }],
  'not-a-play': [
    { note: 'not-a-play', data: { code: 'malformed-move', problem: 'not-a-play', moveType: 'discard' } },
    { note: 'not-a-play, the move not named', data: { code: 'malformed-move', problem: 'not-a-play' } },
  ],
};

/** The malformed moves there are (the record's keys: the compiler asks for each). */
export const MALFORMED_PROBLEMS = Object.keys(MALFORMED) as MalformedMove[];

/** A refusal of every code, with the variants its details make; seat 0 reads, so it is "you". */
export const REFUSAL_SAMPLES: { readonly [C in IllegalMoveCode]: readonly Sample<RefusalOf<C>>[] } = {
  'game-over': [
    { note: 'by its end', data: { code: 'game-over' } },
    { note: 'by an internal error', data: { code: 'game-over', byError: true } },
  ],
  'not-your-turn': [
    { note: 'seats not known', data: { code: 'not-your-turn' } },
    { note: 'only the seat to play known', data: { code: 'not-your-turn', turn: OTHER } },
    { note: 'only the seat that tried known', data: { code: 'not-your-turn', seat: 2 } },
    { note: 'you tried, seat 1 plays', data: { code: 'not-your-turn', turn: OTHER, seat: READER } },
    { note: 'seat 1 tried, you play', data: { code: 'not-your-turn', turn: READER, seat: OTHER } },
    { note: 'seat 2 tried, seat 1 plays', data: { code: 'not-your-turn', turn: OTHER, seat: 2 } },
  ],
  'wrong-phase': [
    { note: 'not drawn yet', data: { code: 'wrong-phase', phase: 'draw' } },
    { note: 'drawn already', data: { code: 'wrong-phase', phase: 'play' } },
  ],
  'malformed-move': Object.values(MALFORMED).flat(),
  'card-not-in-hand': [{ note: 'a card', data: { code: 'card-not-in-hand', card: '7H' } }],
  'duplicate-card': [{ note: 'a card', data: { code: 'duplicate-card', card: 'JK' } }],
  'invalid-meld': [
    { note: 'a new meld', data: { code: 'invalid-meld', fault: { code: 'gap', missing: ['6S', '7S'] } } },
    { note: 'a lay-off', data: { code: 'invalid-meld', fault: { code: 'mixed-suits' }, meldId: 4 } },
  ],
  'unknown-meld': [{ note: 'a meld id', data: { code: 'unknown-meld', meldId: '9' } }],
  'not-your-meld': [{ note: '', data: { code: 'not-your-meld' } }],
  'empty-pile': [{ note: '', data: { code: 'empty-pile' } }],
  'empty-stock': [{ note: '', data: { code: 'empty-stock' } }],
  'cannot-close': [
    { note: 'a birimba, by a play', data: { code: 'cannot-close', need: 'birimba', by: 'play' } },
    { note: 'a birimba, by the discard', data: { code: 'cannot-close', need: 'birimba', by: 'discard' } },
    { note: 'a clean birimba, by a play', data: { code: 'cannot-close', need: 'cleanBirimba', by: 'play' } },
    { note: 'a clean birimba, by the discard', data: { code: 'cannot-close', need: 'cleanBirimba', by: 'discard' } },
  ],
  'cannot-take-birimbaki': [
    { note: 'a birimba, by a play', data: { code: 'cannot-take-birimbaki', need: 'birimba', by: 'play' } },
    { note: 'a birimba, by the discard', data: { code: 'cannot-take-birimbaki', need: 'birimba', by: 'discard' } },
    { note: 'a clean birimba, by a play', data: { code: 'cannot-take-birimbaki', need: 'cleanBirimba', by: 'play' } },
    {
      note: 'a clean birimba, by the discard',
      data: { code: 'cannot-take-birimbaki', need: 'cleanBirimba', by: 'discard' },
    },
  ],
};

type FaultOf<F extends MeldFault> = MeldFaultDetails & { readonly code: F };

/** A meld fault of every code, with the variants its details make. */
export const FAULT_SAMPLES: { readonly [F in MeldFault]: readonly Sample<FaultOf<F>>[] } = {
  'too-few': [
    { note: 'one card', data: { code: 'too-few', count: 1 } },
    { note: 'two cards', data: { code: 'too-few', count: 2 } },
  ],
  'too-long': [{ note: 'fourteen cards', data: { code: 'too-long', count: 14 } }],
  'two-wilds': [
    { note: 'with natural cards', data: { code: 'two-wilds', noNatural: false } },
    { note: 'no natural card', data: { code: 'two-wilds', noNatural: true } },
  ],
  'mixed-suits': [{ note: '', data: { code: 'mixed-suits' } }],
  'set-not-allowed': [{ note: '', data: { code: 'set-not-allowed' } }],
  'same-position': [
    { note: 'a place', data: { code: 'same-position', place: '5S' } },
    { note: 'the ace low and high', data: { code: 'same-position', place: 'AS' } },
  ],
  gap: [
    { note: 'one card missing', data: { code: 'gap', missing: ['6S'] } },
    { note: 'two cards missing', data: { code: 'gap', missing: ['6S', '7S'] } },
    { note: 'three cards missing', data: { code: 'gap', missing: ['9H', '10H', 'JH'] } },
  ],
};

/** The cards whose names the catalogue shows: each rank kind and the joker. */
export const CARD_SAMPLES: readonly string[] = ['AS', '2H', '7D', '10C', 'JS', 'QH', 'KD', 'JK'];

/** A card's id in the deck, from its notation (plans name cards by id). */
const id = (notation: string): number => DECK.findIndex((c) => formatCard(c) === notation);
const ids = (...notation: string[]): number[] => notation.map(id);

const DRAW: Move[] = [{ type: 'draw' }];
const TAKE: Move[] = [{ type: 'takePile' }];
const MELD: Move = { type: 'meld', cards: ids('5S', '6S', '7S') };
const LAY_OFF: Move = { type: 'layOff', cards: ids('8S'), meldId: 3 };
const DISCARD: Move = { type: 'discard', card: id('KD') };

/** Planned moves (`tellPlan`), with the pile's size where one is told. */
export const PLAN_SAMPLES: readonly Sample<{ readonly moves: readonly Move[]; readonly pileSize?: number }>[] = [
  { note: 'nothing', data: { moves: [] } },
  { note: 'draw', data: { moves: DRAW } },
  { note: 'take the pile, its size not given', data: { moves: TAKE } },
  { note: 'take the pile of one card', data: { moves: TAKE, pileSize: 1 } },
  { note: 'take the pile of three cards', data: { moves: TAKE, pileSize: 3 } },
  { note: 'meld', data: { moves: [MELD] } },
  { note: 'lay off', data: { moves: [LAY_OFF] } },
  { note: 'discard', data: { moves: [DISCARD] } },
  { note: 'meld, lay off, discard', data: { moves: [MELD, LAY_OFF, DISCARD] } },
];

type ReasonOf<K extends DecisionReason['kind']> = Extract<DecisionReason, { kind: K }>;
type Decision<K extends DecisionReason['kind']> = Sample<{
  readonly moves: readonly Move[];
  readonly story: DecisionStory & { readonly reason: ReasonOf<K> };
}>;

const PLAY: Move[] = [MELD, DISCARD];

/** A decision of every reason kind, with each variant of its sentence. */
export const DECISION_SAMPLES: { readonly [K in DecisionReason['kind']]: readonly Decision<K>[] } = {
  'pile-empty': [{ note: '', data: { moves: DRAW, story: { reason: { kind: 'pile-empty' } } } }],
  'pile-stalls': [{ note: '', data: { moves: DRAW, story: { reason: { kind: 'pile-stalls' } } } }],
  'pile-weighed': (['exact', 'at-most', 'at-least'] as const).map((stockBound) => ({
    note: `the stock's value ${stockBound}`,
    data: {
      moves: TAKE,
      story: {
        reason: { kind: 'pile-weighed', pileValue: 31.4, stockValue: 12.6, stockBound, weighed: 12, positions: 40 },
        pileSize: 3,
      },
    },
  })),
  'pile-judged': [
    {
      note: 'the pile better',
      data: {
        moves: TAKE,
        story: { reason: { kind: 'pile-judged', verdict: 'pile-better', value: 0.81 }, pileSize: 2 },
      },
    },
    {
      note: 'the stock better',
      data: { moves: DRAW, story: { reason: { kind: 'pile-judged', verdict: 'stock-better', value: 0.2 } } },
    },
    {
      note: 'a close call',
      data: {
        moves: TAKE,
        story: { reason: { kind: 'pile-judged', verdict: 'close-call', value: 0.52 }, pileSize: 1 },
      },
    },
  ],
  'pile-makes-meld': [
    { note: 'take the pile', data: { moves: TAKE, story: { reason: { kind: 'pile-makes-meld' } } } },
    { note: 'draw', data: { moves: DRAW, story: { reason: { kind: 'pile-makes-meld' } } } },
  ],
  'empties-hand': [
    { note: 'closes', data: { moves: [MELD], story: { reason: { kind: 'empties-hand', closes: true } } } },
    {
      note: 'takes the birimbaki',
      data: { moves: [MELD], story: { reason: { kind: 'empties-hand', closes: false } } },
    },
  ],
  'plays-weighed': [
    { note: 'plays counted', data: { moves: PLAY, story: { reason: { kind: 'plays-weighed' }, considered: 24 } } },
    { note: 'plays not counted', data: { moves: PLAY, story: { reason: { kind: 'plays-weighed' } } } },
    { note: 'only a discard', data: { moves: [DISCARD], story: { reason: { kind: 'plays-weighed' }, considered: 5 } } },
    { note: 'only a meld', data: { moves: [MELD], story: { reason: { kind: 'plays-weighed' }, considered: 3 } } },
  ],
  'only-choice': [{ note: '', data: { moves: [DISCARD], story: { reason: { kind: 'only-choice' } } } }],
  rollouts: [
    {
      note: 'points',
      data: {
        moves: PLAY,
        story: { reason: { kind: 'rollouts', estimate: 12.25, unit: 'points' }, considered: 4, rollouts: 200 },
      },
    },
    {
      note: 'match equity',
      data: {
        moves: PLAY,
        story: { reason: { kind: 'rollouts', estimate: 512, unit: 'match-equity' }, considered: 4, rollouts: 200 },
      },
    },
    {
      note: 'counts not given',
      data: { moves: PLAY, story: { reason: { kind: 'rollouts', estimate: -3.5, unit: 'points' } } },
    },
  ],
  'lays-down-everything': [
    { note: '', data: { moves: [MELD, LAY_OFF], story: { reason: { kind: 'lays-down-everything' } } } },
  ],
  plan: [{ note: '', data: { moves: PLAY, story: { reason: { kind: 'plan' } } } }],
  'at-random': [{ note: '', data: { moves: PLAY, story: { reason: { kind: 'at-random' } } } }],
};
