// Every client message to its decision: by family — the lobby's (lobby-messages.ts), a match's (match-messages.ts),
// the talk (talk-messages.ts), the visitors' and watchers' (visitors.ts, watching.ts), the host's tools
// (host-tools.ts). A person's message is followed by what follows any change (`settle`); a refusal becomes the
// `error` its sender alone is told, the room unchanged. The intake (messages.ts) reads the message off the wire and
// hands it here; the room core carries the decision out.

import type { Seat } from '@birimba/engine';
import type { ClientMessageType, ClientMessages } from '@birimba/protocol';
import type { ClientMessage } from '@birimba/protocol/schemas';
import { type Decision, type MessageDecider, type RoomNow, SETTLE, type Sender, send } from './decision.js';
import { giveToBot, hostMove, kick, letBack, passHost, pause, unlessPaused } from './host-tools.js';
import { chooseSeat, ready, rematch, settings, start } from './lobby-messages.js';
import { away, move, nextDeal, sync } from './match-messages.js';
import { Refusal } from './refusal.js';
import { chat, mute, phrase } from './talk-messages.js';
import { askSeatSeated, letIn, seatlessMessage, watchSeated } from './visitors.js';

/** Each client message type's decision for a person at a seat. */
export const DECIDERS: { readonly [T in ClientMessageType]: MessageDecider<T> } = {
  'choose-seat': chooseSeat,
  settings,
  start,
  rematch,
  ready,
  'next-deal': nextDeal,
  // A move waits while the match is paused (host-tools.ts).
  move: unlessPaused(move),
  sync,
  away,
  phrase,
  mute,
  chat,
  'ask-seat': askSeatSeated,
  'let-in': letIn,
  watch: watchSeated,
  pause,
  'pass-host': passHost,
  'give-to-bot': giveToBot,
  'host-move': hostMove,
  kick,
  'let-back': letBack,
};

/** The decision on a client's message (read already), in its turn: from a person at a seat, or from a client without
 * one (`seat` undefined: a visitor or a watcher). */
export function decideMessage(
  room: RoomNow,
  from: { readonly seat: Seat | undefined; readonly session: string },
  message: ClientMessage,
): Decision {
  try {
    if (from.seat === undefined) return seatlessMessage(room, from.session, message);
    const seated = { seat: from.seat, session: from.session };
    return [...decideFor(message.type, room, seated, message.payload), SETTLE];
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    return [send({ session: from.session }, 'error', { code: e.code, message: e.message, type: message.type })];
  }
}

function decideFor<T extends ClientMessageType>(
  type: T,
  room: RoomNow,
  from: Sender,
  payload: ClientMessages[T],
): Decision {
  return DECIDERS[type](room, from, payload);
}
