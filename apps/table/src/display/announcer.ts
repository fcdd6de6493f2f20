// The announcer: what the table's live region says (read by screen readers) — each action in the engine's words, card
// names instead of the symbols shown, then whose turn it is. A new seat to act is said after the move that led to
// it; a phase change alone is not.

import { type MoveEvent, type Phase, type Seat, cardName, phraseText, tellEvent, tellEvents } from '@birimba/engine';
import type { SeatPerson } from '../game/table-game.js';
import type { Texts } from '../texts/i18n.js';
import { placeOf } from './seat-geometry.js';
import { seatNamer, tellFrom } from './seat-names.js';

export class Announcer {
  /** What the live region says now. */
  text = '';
  private lastMove = '';
  private announcedSeat: Seat | null = null;
  /** How many lines of the deal's log were said. */
  private seen = 0;

  /**
   * The lines the last move added to the deal's log, to be said: the log only grows within a deal; a shorter one is
   * a new deal's.
   */
  newLines(log: readonly MoveEvent[]): readonly MoveEvent[] {
    const lines = log.length > this.seen ? log.slice(this.seen) : log.slice(-1);
    this.seen = log.length - lines.length;
    return lines;
  }

  /**
   * Says what one move did — its log lines, the newest of the deal: the move, then a birimbaki picked up, a close,
   * the end by the stock — in the phrase book's words, cards by their names.
   */
  move(events: readonly MoveEvent[], mySeat: Seat | null, t: Texts, people: readonly SeatPerson[] = []): void {
    if (events.length === 0) return;
    this.seen += events.length;
    const options = tellFrom(mySeat, t, people);
    const phrase =
      events.length === 1
        ? tellEvent(events[0] as MoveEvent, { ...options, meldAfter: false })
        : tellEvents(events, options);
    const text = phraseText(phrase, { cardText: (card) => cardName(card, t.locale), cardSeparator: ', ' });
    this.lastMove = text;
    this.text = text;
  }

  /** Says whose turn it is now (after the move that led to it), or that the deal is over. */
  turn(seat: Seat, phase: Phase, mySeat: Seat | null, t: Texts, people: readonly SeatPerson[] = []): void {
    const move = this.lastMove;
    this.lastMove = '';
    if (phase !== 'over' && seat === this.announcedSeat && move !== '') return;
    this.announcedSeat = seat;
    const turn =
      phase === 'over'
        ? t.phases.over
        : `${t.turnOf(mySeat === null ? 1 : placeOf(seat, mySeat, t.players), seatNamer(mySeat ?? 0, t, people)(seat))}: ${t.phases[phase]}`;
    this.text = move === '' ? turn : `${move}. ${turn}`;
  }

  /** Says nothing (the language changed: the last words would be in the other one). */
  clear(): void {
    this.text = '';
  }
}
