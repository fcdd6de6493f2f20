// The messages of a client without a seat, and the table's answers to them, decided. A visitor (in the room without a
// seat, come back on another device) asks for the seat of a person of the match who is offline, or watches instead;
// the host — or, with the host offline, a player at the table — lets them in or not (`let-in`); a watcher sends
// nothing but phrases (watching.ts). A person at a seat who asks for one, or asks to watch, is refused.

import type { Seat } from '@birimba/engine';
import type { ClientMessages } from '@birimba/protocol';
import type { ClientMessage } from '@birimba/protocol/schemas';
import { tokenHash } from '../secrets.js';
import {
  type Decision,
  type Effect,
  type MessageDecider,
  type RoomNow,
  SYNC,
  log,
  send,
  store,
  setTurns,
} from './decision.js';
import { atStage } from './guards.js';
import { Refusal } from './refusal.js';
import { arrived } from './seating.js';
import { control, withStandIn } from './turns.js';
import { visitorWatches, watcherMessage } from './watching.js';

/** `let-in`: the host — or, with the host offline, a player at the table — answers a visitor asking for a seat. */
export const letIn: MessageDecider<'let-in'> = (room, from, { seat: asked, allow }) => {
  const { model, people } = room;
  const host = model.host;
  if (host !== from.seat && host !== null && people.connected(host))
    throw new Refusal('not-host', 'only the host may let someone in while the host is here');
  atStage(model, 'playing', 'deal-over', 'match-over');
  const visitor = people.asking(asked);
  if (visitor === null || people.connected(asked))
    throw new Refusal('not-asked', `nobody asks for seat ${String(asked)} now`);
  if (allow === false) return turnAway(visitor.session, 'the table did not let you in to that seat');
  const token = room.fresh.token();
  return [
    store({ kind: 'reseated', seat: asked, tokenHash: tokenHash(token) }),
    { kind: 'replace', seat: asked },
    { kind: 'end-visit', session: visitor.session },
    { kind: 'take', session: visitor.session, seat: asked, token },
    // A bot played the seat: it hands the seat back at the turn's boundary, as to anyone back.
    ...(botPlaysReseated(room, asked) ? [setTurns(withStandIn(room.turns, asked, true))] : []),
    send({ session: visitor.session }, 'welcome', { code: room.code, seat: asked, token }),
    ...arrived(visitor.session, asked),
    log(room, 'visitor let in', { seat: asked }),
  ];
};

/** Whether a bot plays the seat once a visitor is let into it: its person had left, or a bot plays it for another
 * reason than their being away (which the seat given to the visitor is not, any more than left). */
function botPlaysReseated(room: RoomNow, seat: Seat): boolean {
  const record = room.model.seats[seat];
  if (record === undefined) return false;
  return record.left || control(room.model, room.turns, seat, { ...record, left: false, away: false }).kind === 'bot';
}

/** `watch` from a person at a seat: they play here (a visitor's `watch` is watching.ts'). */
export const watchSeated: MessageDecider<'watch'> = () => {
  throw new Refusal('wrong-stage', 'you hold a seat here: leave it first to watch');
};

/** `ask-seat` from a person at a seat: they hold one already. */
export const askSeatSeated: MessageDecider<'ask-seat'> = () => {
  throw new Refusal('not-asked', 'you hold a seat here already');
};

/** A message of a client without a seat — a watcher's or a visitor's — once its turn in the room's queue has come. */
export function seatlessMessage(room: RoomNow, session: string, message: ClientMessage): Decision {
  const { people } = room;
  // A watcher sends nothing but phrases (watching.ts).
  if (people.watcher(session) !== undefined) return watcherMessage(room, session, message);
  // A visitor holds no seat: all it may say is which seat it asks for, or that it watches instead.
  if (message.type === 'ask-seat' && people.visitor(session) !== undefined)
    return askSeat(room, session, message.payload);
  if (message.type === 'watch') return visitorWatches(room, session);
  // A visitor's `sync` has no view to answer with (nothing to refuse either).
  if (people.visitor(session) !== undefined && message.type !== 'sync')
    throw new Refusal('wrong-stage', 'a visitor holds no seat: ask for one first (ask-seat)');
  return [];
}

/** A visitor asking for a seat is told no (`not-let-in`, `why`): they ask for nothing any more. */
export function turnAway(session: string, why: string): Effect[] {
  return [
    { kind: 'ask', session, seat: null },
    send({ session }, 'error', { code: 'not-let-in', message: why, type: 'ask-seat' }),
    send({ session }, 'visitor', { asked: -1 }),
  ];
}

/** `ask-seat`: a visitor asks for the seat of a person of the match who is offline (theirs, on another device). */
function askSeat(room: RoomNow, session: string, { seat }: ClientMessages['ask-seat']): Decision {
  const { model, people } = room;
  const record = model.seats[seat];
  if (model.stage === 'lobby' || record?.occupant !== 'human' || record.given === true || people.connected(seat))
    throw new Refusal('not-asked', 'only the seat of a player of the match who is offline may be asked for');
  return [
    { kind: 'ask', session, seat },
    send({ session }, 'visitor', { asked: seat }),
    log(room, 'seat asked for', { seat }),
    SYNC,
  ];
}
