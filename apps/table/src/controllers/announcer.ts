// The announcer: what the table's live region says (read by screen readers) — each action in plain words, card
// names instead of the symbols shown, then whose turn it is. A new seat to act is said after the move that led to
// it; a phase change alone is not.

import type { Phase, Seat } from '@birimba/engine';
import { parseCard } from '@birimba/engine';
import { type Texts, cardName } from '../i18n.js';
import { placeOf, seatLabel } from '../seat-geometry.js';
import type { LogEntry } from '../types.js';

export class Announcer {
  /** What the live region says now. */
  text = '';
  private lastMove = '';
  private announcedSeat: Seat | null = null;

  /** Says a log line (the newest of the deal) in words. */
  move(last: LogEntry | undefined, mySeat: Seat, t: Texts): void {
    if (last === undefined) return;
    const who = (seat: Seat): string => seatLabel(seat, mySeat, t);
    const names = (cards: readonly string[]): string => cards.map((c) => cardName(parseCard(c), t)).join(', ');
    let text: string;
    switch (last.kind) {
      case 'draw':
        text =
          last.card !== undefined && last.seat === mySeat
            ? `${t.logDrawOwn} ${names([last.card])}`
            : t.logDraw(who(last.seat));
        break;
      case 'takePile':
        text = t.logTakePile(who(last.seat), last.count);
        break;
      case 'meld':
        text = `${t.logMeld(who(last.seat))} ${names(last.cards)}`;
        break;
      case 'layOff':
        text = `${t.logLayOff(who(last.seat))} ${names(last.cards)} ${t.logOnMeld(last.meldId)}`;
        break;
      case 'discard':
        text = `${t.logDiscard(who(last.seat))} ${names([last.card])}`;
        break;
      case 'birimbaki':
        text = t.logBirimbaki(who(last.seat));
        break;
      case 'closed':
        text = t.logClosed;
        break;
      case 'stockOut':
        text = t.logStockOut;
        break;
    }
    this.lastMove = text;
    this.text = text;
  }

  /** Says whose turn it is now (after the move that led to it), or that the deal is over. */
  turn(seat: Seat, phase: Phase, mySeat: Seat, t: Texts): void {
    const move = this.lastMove;
    this.lastMove = '';
    if (phase !== 'over' && seat === this.announcedSeat && move !== '') return;
    this.announcedSeat = seat;
    const turn =
      phase === 'over'
        ? t.phases.over
        : `${t.turnOf(placeOf(seat, mySeat), seatLabel(seat, mySeat, t))}: ${t.phases[phase]}`;
    this.text = move === '' ? turn : `${move}. ${turn}`;
  }

  /** Says nothing (the language changed: the last words would be in the other one). */
  clear(): void {
    this.text = '';
  }
}
