// The reader's own moves are told to them in the second person — «Τράβηξες», «Κατέβασες», `You draw 7H` — and
// everybody else's in the third, with the seat's name.

import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type Locale,
  type Move,
  type MoveEvent,
  type Seat,
  applyMove,
  describeMove,
  phraseText,
  tellEvent,
} from '../../src/index.js';
import { ids, position } from '../support/position.js';

const mine: readonly MoveEvent[] = [
  { kind: 'draw', seat: 2, card: '7H', last: false },
  { kind: 'meld', seat: 2, cards: ['5S', '6S', '7S'] },
  { kind: 'layOff', seat: 2, cards: ['8S'], meldId: 3, after: ['5S', '6S', '7S', '8S'] },
  { kind: 'discard', seat: 2, card: 'KD' },
  { kind: 'birimbaki', seat: 2 },
  { kind: 'takePile', seat: 2, count: 2, cards: ['QS', '2H'] },
  { kind: 'closed', seat: 2 },
];

const told = (event: MoveEvent, locale: Locale, you?: Seat): string =>
  phraseText(tellEvent(event, { locale, ...(you === undefined ? {} : { you }) }));

describe('the reader’s own moves in the second person', () => {
  it('in Greek, as a player speaks of what he just did', () => {
    expect(mine.map((e) => told(e, 'el', 2))).toEqual([
      'Τράβηξες 7H',
      'Κατέβασες 5S 6S 7S',
      'Κόλλησες 8S στην κατεβασιά 3 → 5S 6S 7S 8S',
      'Πέταξες KD',
      'Πήρες μπιριμπάκι',
      'Μάζεψες τα πεταμένα (2 φύλλα: QS 2H)',
      'Έκλεισες',
    ]);
  });

  it('in English', () => {
    expect(mine.map((e) => told(e, 'en', 2))).toEqual([
      'You draw 7H',
      'You meld 5S 6S 7S',
      'You lay off 8S on meld 3 → 5S 6S 7S 8S',
      'You discard KD',
      'You take a birimbaki',
      'You take the pile (2 cards: QS 2H)',
      'You close the deal',
    ]);
  });

  it('tells another seat’s moves in the third person, named as the reader names it', () => {
    const west = (seat: number): string => (seat === 3 ? 'West' : `seat ${String(seat)}`);
    const greek = (seat: number): string => (seat === 3 ? 'Δύση' : String(seat));
    const event: MoveEvent = { kind: 'discard', seat: 3, card: 'KD' };
    expect(phraseText(tellEvent(event, { you: 2, seatName: west }))).toBe('West discards KD');
    expect(phraseText(tellEvent(event, { locale: 'el', you: 2, seatName: greek }))).toBe('Δύση: πέταξε KD');
    expect(phraseText(tellEvent(event, { locale: 'el' }))).toBe('Θέση 3: πέταξε KD');
    // Without `you`, the own seat is a seat like the others.
    expect(told(mine[0] as MoveEvent, 'el')).toBe('Θέση 2: τράβηξε 7H');
  });

  it('tells a whole move to its seat as "you" with what it led to, in describeMove', () => {
    const state = position({ hands: ['5S 6S 7S 9C', '', '', ''], melds: [{ team: 0, cards: '5H 6H 7H' }] });
    const play = (s: GameState, move: Move): [GameState, Move, GameState] => [s, move, applyMove(s, move)];
    const [b1, m1, a1] = play(state, { type: 'meld', cards: ids(state, '5S 6S 7S') });
    const [b2, m2, a2] = play(a1, { type: 'discard', card: ids(a1, '9C')[0] as number });
    expect(describeMove(b1, m1, a1, { you: 0 })).toBe('You meld 5S 6S 7S');
    expect(describeMove(b2, m2, a2, { you: 0, locale: 'el' })).toBe('Πέταξες 9C και πήρες μπιριμπάκι');
    expect(describeMove(b2, m2, a2, { you: 0 })).toBe('You discard 9C and take a birimbaki');
    expect(describeMove(b2, m2, a2, { you: 1, locale: 'el' })).toBe('Θέση 0: πέταξε 9C και πήρε μπιριμπάκι');
  });

  it('can leave out the meld a lay-off made, for a table that shows it', () => {
    const layOff = mine[2] as MoveEvent;
    expect(phraseText(tellEvent(layOff, { you: 2, meldAfter: false }))).toBe('You lay off 8S on meld 3');
  });
});
