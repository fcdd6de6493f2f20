// What an online table knows of the deal, built from the server's `view` messages alone: the seat's view, the deal's
// log as this seat may learn it, and each move as far as the views show it (for the table's animations and its
// `birimba-move` event). Pure: a message in, the new record and what changed out.

import type { LearnedMove, ViewMessage } from '@birimba/protocol';
import { type Move, type MoveEvent, type PlayerView, type Seat, phraseText, tellEvents } from '@birimba/engine';

/** The deal as received. */
export interface OnlineDeal {
  readonly deal: number;
  /** Moves played in the deal. */
  readonly played: number;
  readonly view: PlayerView;
  readonly log: readonly MoveEvent[];
}

/** A move the views show, with its seat and its line. */
export interface SeenMove {
  readonly seat: Seat;
  readonly move: Move;
  readonly description: string;
}

/** The record after `message`, and the moves it tells one by one (none when it is a whole new picture). */
export function receiveView(
  record: OnlineDeal | null,
  message: ViewMessage,
  mySeat: Seat,
): { record: OnlineDeal; moves: SeenMove[] } {
  // A move the server made for the seat keeps its note (`timeout`, `stand-in`) on its lines: the log says so.
  const events = (moves: readonly LearnedMove[]): MoveEvent[] =>
    moves.flatMap((m) => (m.note === undefined ? m.events : m.events.map((e) => ({ ...e, note: m.note }))));
  const continues = record !== null && record.deal === message.deal && message.from === record.played;
  if (!continues || message.from === 0) {
    const log = events(message.moves);
    return { record: { deal: message.deal, played: message.played, view: message.view, log }, moves: [] };
  }
  const learned = message.moves.filter((m) => m.index >= record.played);
  const next = {
    deal: message.deal,
    played: message.played,
    view: message.view,
    log: [...record.log, ...events(learned)],
  };
  const only = learned.length === 1 ? learned[0] : undefined;
  const move = only === undefined ? null : moveOf(record.view, only, message.view);
  const moves: SeenMove[] =
    only === undefined || move === null
      ? []
      : [
          {
            seat: only.seat,
            move,
            description: phraseText(tellEvents(only.events, { you: mySeat, players: message.view.rules.players })),
          },
        ];
  return { record: next, moves };
}

/** The move `learned` was, from the view before and after it (the events name cards by code; the views by id). */
export function moveOf(before: PlayerView, learned: LearnedMove, after: PlayerView): Move | null {
  const first = learned.events[0];
  switch (first?.kind) {
    case 'draw':
      return { type: 'draw' };
    case 'takePile':
      return { type: 'takePile' };
    case 'meld': {
      const meld = after.melds.find((m) => m.id >= before.nextMeldId);
      return meld === undefined ? null : { type: 'meld', cards: meld.cards.map((c) => c.id) };
    }
    case 'layOff': {
      const was = new Set(before.melds.find((m) => m.id === first.meldId)?.cards.map((c) => c.id) ?? []);
      const now = after.melds.find((m) => m.id === first.meldId);
      if (now === undefined) return null;
      return { type: 'layOff', meldId: first.meldId, cards: now.cards.map((c) => c.id).filter((id) => !was.has(id)) };
    }
    case 'discard': {
      const top = after.pile[after.pile.length - 1];
      return top === undefined ? null : { type: 'discard', card: top.id };
    }
    default:
      return null;
  }
}
