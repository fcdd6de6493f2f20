// How the online table sends its player's moves: each checked on the view first (the engine's `checkMove` works on a
// `PlayerView`), sent with a client move id, and answered by the server; a move made while one is on its way (the
// hint's several) waits for the view that shows the one before, and is checked on that view then.

import {
  type Move,
  type PlayerView,
  type Seat,
  IllegalMoveError,
  checkMove,
  illegalMove,
  normalizeMove,
} from '@birimba/engine';
import { type AnswerMessage, type MoveMessage, ROOM_MOVE_REFUSALS } from '@birimba/protocol';
import type { RoomRefusal } from '../../game/table-game.js';

const REFUSALS: readonly string[] = ROOM_MOVE_REFUSALS;

/** A move as the protocol carries it: its fields as ids, no seat (the engine's normal form, rebuilt field by field). */
export function wireMove(move: Move): Move | IllegalMoveError {
  // Card ids of any form's deck (a third deck's with six players): the server judges the move in the room's form.
  const normal = normalizeMove(move, 6);
  if (normal instanceof IllegalMoveError) return normal;
  switch (normal.type) {
    case 'draw':
    case 'takePile':
      return { type: normal.type };
    case 'meld':
      return { type: 'meld', cards: [...normal.cards] };
    case 'layOff':
      return { type: 'layOff', meldId: normal.meldId, cards: [...normal.cards] };
    case 'discard':
      return { type: 'discard', card: normal.card };
  }
}

/** What the sender needs of the online game. */
export interface MoveTable {
  view(): PlayerView | null;
  mySeat(): Seat;
  /** The deal and the moves played in it, as the views have shown them. */
  played(): { readonly deal: number; readonly played: number } | null;
  send(message: MoveMessage): void;
  refused(move: Move, error: IllegalMoveError, room?: RoomRefusal): void;
}

export class MoveSender {
  private count = 0;
  private readonly pending = new Map<string, Move>();
  private queue: Move[] = [];
  /** Where the last move of mine the server accepted was played: the next is sent once the view shows it. */
  private accepted: { deal: number; index: number } | null = null;

  constructor(private readonly table: MoveTable) {}

  /** A move is on its way: the table waits for its answer. */
  get inFlight(): boolean {
    return this.pending.size > 0;
  }

  /** Sends a move of the seat to act (the caller checked that it is this seat's turn), or queues it. */
  play(view: PlayerView, move: Move): IllegalMoveError | null {
    if (this.inFlight) {
      this.queue.push(move);
      return null;
    }
    return this.send(view, move);
  }

  private send(view: PlayerView, move: Move): IllegalMoveError | null {
    const checked = checkMove(view, move);
    if (checked instanceof IllegalMoveError) return checked;
    const plain = wireMove(move);
    if (plain instanceof IllegalMoveError) return plain;
    const id = `${String(view.match.deal)}-${String(this.table.played()?.played ?? 0)}-${String(++this.count)}-${Math.random().toString(36).slice(2, 8)}`;
    this.pending.set(id, plain);
    this.table.send({ id, move: plain });
    return null;
  }

  /** The server's answer to one of my moves. */
  answer(message: AnswerMessage): void {
    const move = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (move === undefined) return;
    if (message.accepted) this.accepted = { deal: message.deal, index: message.index };
    else {
      this.queue = [];
      const room = REFUSALS.includes(message.code) ? (message.code as RoomRefusal) : undefined;
      // The server's reason: the engine's code (worded by the table's phrase book), or the room's own.
      const code = (room === undefined ? message.code : 'not-your-turn') as IllegalMoveError['code'];
      this.table.refused(move, new IllegalMoveError(code, message.message), room);
    }
    this.flush();
  }

  /** The next queued move, once the view shows the one before it. */
  flush(): void {
    const view = this.table.view();
    const done = this.accepted;
    const now = this.table.played();
    if (this.inFlight || this.queue.length === 0 || view === null) return;
    if (done !== null && (now?.deal !== done.deal || (now.played ?? 0) <= done.index)) return;
    const move = this.queue.shift() as Move;
    const error =
      view.turn === this.table.mySeat() && view.phase !== 'over'
        ? this.send(view, move)
        : illegalMove({ code: 'game-over' });
    if (error !== null) {
      this.queue = [];
      this.table.refused(move, error);
    }
  }

  /** Back in the room with a fresh join: the moves sent and not answered go again, with their ids (a move the room
   * had recorded is answered as played, never played twice). */
  resend(): void {
    for (const [id, move] of this.pending) this.table.send({ id, move });
  }

  /** Out of the room: nothing pending. */
  reset(): void {
    this.pending.clear();
    this.queue = [];
    this.accepted = null;
  }
}
