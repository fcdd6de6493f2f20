// The bot that acted last and the cards it played, outlined and ringed on the table until the next bot action, so a
// person can follow the bots' turns. A person's own moves mark nothing.

import type { Move, Seat } from '@birimba/engine';

export class LastBotMove {
  /** The seat that acted, or null. */
  seat: Seat | null = null;
  /** The cards it just played (ids). */
  cards: ReadonlySet<number> = new Set();

  /** Notes a move by `seat`, of `kind` (`human` or a bot name). */
  note(seat: Seat, kind: string | undefined, move: Move): void {
    if (kind === 'human') {
      this.clear();
      return;
    }
    this.seat = seat;
    this.cards = new Set(
      move.type === 'meld' || move.type === 'layOff' ? move.cards : move.type === 'discard' ? [move.card] : [],
    );
  }

  clear(): void {
    this.seat = null;
    this.cards = new Set();
  }
}
