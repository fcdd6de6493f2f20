// The eight lessons of «Learn Biriba» as data: each a position of a real deal (built by the engine's `buildPosition`,
// checked by `validateGameState`), one goal read from the engine's state, and a solution the engine accepts. Their
// words (title, goal, the coach's lines) are in texts/lesson-texts.ts, under the lesson's key.

import {
  type GameState,
  type PositionSpec,
  BIRIMBAKIA,
  BIRIMBAKI_SIZE,
  DECK_SIZE,
  finalScores,
  parseCards,
} from '@birimba/engine';

/** What each lesson teaches: its key to its words. */
export type LessonKey = 'run' | 'wilds' | 'aces' | 'pile' | 'birimba' | 'birimbaki' | 'closing' | 'scoring';

/** A step of a lesson's solution, its cards in notation (a lay-off names a card of the meld it goes on). */
export type LessonStep =
  | { readonly type: 'draw' }
  | { readonly type: 'takePile' }
  | { readonly type: 'meld'; readonly cards: string }
  | { readonly type: 'layOff'; readonly on: string; readonly cards: string }
  | { readonly type: 'discard'; readonly card: string };

export interface Lesson {
  /** 1 to 8: the `lesson` attribute's value. */
  readonly number: number;
  readonly key: LessonKey;
  /** The position the lesson starts from: seat 0 (the player) to act; the other seats do not act. */
  readonly position: PositionSpec;
  /** Whether the goal is reached in `state` (the lesson began at `start`). */
  readonly goal: (state: GameState, start: GameState) => boolean;
  /** One way to reach the goal, every step accepted by the engine (a test plays it). */
  readonly solution: readonly LessonStep[];
}

/** Team 0: the player's (seats 0 and 2). */
const OURS = 0;

/** The melds of the player's team. */
const ourMelds = (state: GameState): GameState['melds'] => state.melds.filter((m) => m.team === OURS);

const count = (text: string | undefined): number => (text === undefined ? 0 : parseCards(text).length);

/** What a lesson names of its deal: the player's hand, the pile, the melds, the stock's top cards and its size. */
interface LessonDeal extends Omit<PositionSpec, 'hands' | 'handSizes' | 'stockSize' | 'turn' | 'seed'> {
  readonly hand: string;
  readonly stockSize: number;
  /** The size of each other hand; the cards left over then lie under the pile. Default: all of them, shared out. */
  readonly others?: number;
}

/**
 * A lesson's position: the player (seat 0) to act with `hand`; every card the lesson does not name goes, from the
 * seed's deal, to the birimbakia left, the stock (`stockSize` cards) and the other three hands, shared out evenly.
 */
function deal(d: LessonDeal): PositionSpec {
  const { hand, others: size, ...rest } = d;
  const took = d.tookBirimbaki?.filter(Boolean).length ?? 0;
  const packets = typeof d.birimbakia === 'number' ? d.birimbakia : BIRIMBAKIA - took;
  const named = count(hand) + count(d.pile) + (d.melds ?? []).reduce((n, m) => n + count(m.cards), 0);
  const others = DECK_SIZE - named - d.stockSize - packets * BIRIMBAKI_SIZE;
  const share = (i: number): number => size ?? Math.floor(others / 3) + (i < others % 3 ? 1 : 0);
  return {
    ...rest,
    seed: 'lesson',
    turn: 0,
    hands: [hand, '', '', ''],
    handSizes: [undefined, share(0), share(1), share(2)],
  };
}

export const LESSONS: readonly Lesson[] = [
  {
    number: 1,
    key: 'run',
    // Draw first (the stock's top card extends the run), then meld three or more cards of one suit in a row.
    position: deal({ hand: '5H 6H 7H KS 9C 4D 10S', stock: '8H', stockSize: 30, phase: 'draw' }),
    goal: (state) => ourMelds(state).length > 0,
    solution: [{ type: 'draw' }, { type: 'meld', cards: '5H 6H 7H 8H' }],
  },
  {
    number: 2,
    key: 'wilds',
    // A run with one acting wild (the joker for 4♥) and the 2♥ in its own place.
    position: deal({ hand: 'AH 2H 3H 5H JK 2C 9S QD', stockSize: 30 }),
    goal: (state) =>
      ourMelds(state).some(
        (m) =>
          m.arrangement.slots.some((s) => s.acting) &&
          m.arrangement.slots.some((s) => s.card.rank === '2' && !s.acting),
      ),
    solution: [{ type: 'meld', cards: 'AH 2H 3H JK 5H' }],
  },
  {
    number: 3,
    key: 'aces',
    // One ace below the 2, the other above the king.
    position: deal({
      hand: 'AS AD 9C 6H',
      melds: [
        { team: OURS, cards: '2S 3S 4S 5S' },
        { team: OURS, cards: 'JD QD KD' },
      ],
      stockSize: 30,
    }),
    goal: (state) => {
      const positions = ourMelds(state).flatMap((m) =>
        m.arrangement.slots.filter((s) => s.card.rank === 'A' && !s.acting).map((s) => s.position),
      );
      return positions.includes(1) && positions.includes(14);
    },
    solution: [
      { type: 'layOff', on: '3S', cards: 'AS' },
      { type: 'layOff', on: 'QD', cards: 'AD' },
    ],
  },
  {
    number: 4,
    key: 'pile',
    // The whole pile comes into the hand; its 10♥ J♥ meet the hand's Q♥ K♥.
    position: deal({ hand: 'QH KH 3D 8C 5S 7S', pile: '9D 4C 10H JH 6S', stockSize: 30, phase: 'draw' }),
    goal: (state, start) => {
      const fromPile = new Set(start.pile.map((c) => c.id));
      return ourMelds(state).some((m) => m.cards.some((c) => fromPile.has(c.id)));
    },
    solution: [{ type: 'takePile' }, { type: 'meld', cards: '10H JH QH KH' }],
  },
  {
    number: 5,
    key: 'birimba',
    // A dirty birimba (the 2♠ stands for 5♠) made clean by the 5♠: the 2 moves to its own place.
    position: deal({
      hand: '5S KD 8H 4C',
      melds: [{ team: OURS, cards: '3S 4S 2S 6S 7S 8S 9S' }],
      stockSize: 30,
    }),
    goal: (state) => ourMelds(state).some((m) => m.isBirimba && m.clean),
    solution: [{ type: 'layOff', on: '3S', cards: '5S' }],
  },
  {
    number: 6,
    key: 'birimbaki',
    // Emptying the hand takes the team's birimbaki: in play (meld, then lay off the 9♣) or by the discard.
    position: deal({ hand: '5H 6H 7H 9C', melds: [{ team: OURS, cards: '6C 7C 8C' }], stockSize: 30 }),
    goal: (state) => state.tookBirimbaki[OURS] === true,
    solution: [
      { type: 'meld', cards: '5H 6H 7H' },
      { type: 'layOff', on: '7C', cards: '9C' },
    ],
  },
  {
    number: 7,
    key: 'closing',
    // The team has its birimbaki: emptying the hand now closes the deal.
    position: deal({
      hand: 'KD 4S 5S 6S',
      melds: [{ team: OURS, cards: '10D JD QD' }],
      tookBirimbaki: [true, false],
      // Hands of a late deal, the rest in the pile: the score sheet of the closing reads as a deal's.
      stockSize: 40,
      others: 9,
    }),
    goal: (state) => state.closedBy === OURS,
    solution: [
      { type: 'meld', cards: '4S 5S 6S' },
      { type: 'layOff', on: 'JD', cards: 'KD' },
    ],
  },
  {
    number: 8,
    key: 'scoring',
    // The stock's last card: the deal ends with this turn. Kept in hand, the cards count against the team; melded,
    // they count for it, and the 9♥ makes the hearts a clean birimba.
    position: deal({
      hand: 'QC KC AC JK 10S 4D',
      melds: [
        { team: OURS, cards: '3H 4H 5H 6H 7H 8H' },
        { team: 1, cards: 'JS QS KS AS' },
        { team: 1, cards: '5C 6C 7C 8C 9C 10C 2D' },
      ],
      tookBirimbaki: [true, true],
      stock: '9H',
      stockSize: 1,
      others: 5,
      phase: 'draw',
    }),
    goal: (state) => {
      if (state.phase !== 'over') return false;
      const teams = finalScores(state).teams;
      return (teams[OURS]?.total ?? 0) > (teams[1]?.total ?? 0);
    },
    solution: [
      { type: 'draw' },
      { type: 'layOff', on: '8H', cards: '9H' },
      { type: 'meld', cards: 'QC KC AC JK' },
      { type: 'discard', card: '4D' },
    ],
  },
];

/** The lesson numbered `n`, or null. */
export function lessonNumbered(n: number): Lesson | null {
  return LESSONS.find((l) => l.number === n) ?? null;
}
