// The messages of a client without a seat, and the answers to them, decided. A visitor (in the room without a seat,
// come back on another device) asks for the seat of a person of the match who is offline, or watches instead. Who may
// answer is the seat's proof (`askAnswer`): a device of the seat's own — holding its token — hands the seat over to
// the asker, who is the same person; the host (or, the host offline, a player at the table) may let in someone whose
// device has no proof, on a token of their own that the seat's own token always beats. Asks are answered in the order
// they came and expire; a visitor asking for nothing is let go. A watcher sends nothing but phrases (watching.ts); a
// person at a seat who asks for one, or asks to watch, is refused.

import type { Seat } from '@birimba/engine';
import { type AskAnswer, type ClientMessages, CLOSE_CODES, VISIT_MS } from '@birimba/protocol';
import type { ClientMessage } from '@birimba/protocol/schemas';
import { addressKey } from '../http/address.js';
import { tokenHash } from '../secrets.js';
import {
  type Decision,
  type Effect,
  type MessageDecider,
  type RoomNow,
  type Sender,
  type Visit,
  SYNC,
  log,
  send,
  setTurns,
  store,
} from './decision.js';
import { atStage } from './guards.js';
import { Refusal } from './refusal.js';
import { arrived } from './seating.js';
import { control, withStandIn } from './turns.js';
import { visitorWatches, watcherMessage } from './watching.js';

/**
 * Who may answer the first ask for a seat: nobody asks (''); only a device of the seat's own (`owner`) — its person is
 * here (they say whether the asker is them), the seat holds the host's rights (never given by someone else), or the
 * asker comes from the address of someone at the table (who could be the asker: nobody holds two seats); else the
 * table (`table`): the asker's device has no proof, and whoever lets them in is told so.
 */
export function askAnswer(room: RoomNow, seat: Seat): AskAnswer {
  const { model, people } = room;
  const asker = people.asking(seat);
  if (asker === null) return '';
  if (people.connected(seat) || model.host === seat) return 'owner';
  const near = asker.address === null ? null : addressKey(asker.address);
  const atTable = (s: Seat): boolean => {
    const address = people.connected(s) ? people.addressAt(s) : null;
    return address !== null && addressKey(address) === near;
  };
  return near !== null && model.seatList().some((s) => s !== seat && atTable(s)) ? 'owner' : 'table';
}

/** `let-in`: the first ask for a seat answered — by a device of the seat's own, or by the table (`askAnswer`). */
export const letIn: MessageDecider<'let-in'> = (room, from, { seat: asked, allow, asker }) => {
  const { model, people } = room;
  atStage(model, 'playing', 'deal-over', 'match-over');
  const visitor = people.asking(asked);
  if (visitor === null || (asker !== undefined && asker !== visitor.name))
    throw new Refusal('not-asked', `${asker ?? 'nobody'} does not ask first for seat ${String(asked)} now`);
  const owner = ownDevice(room, from, asked);
  if (askAnswer(room, asked) === 'owner') {
    if (!owner) throw new Refusal('owner-answers', ownerOnly(room, asked));
  } else {
    const host = model.host;
    if (host !== from.seat && host !== null && people.connected(host))
      throw new Refusal('not-host', 'only the host may let someone in while the host is here');
  }
  if (allow === false)
    return turnAway(
      visitor.session,
      owner ? 'the seat’s own device said the ask was not theirs' : 'the table did not let you in to that seat',
    );
  return [
    ...(owner ? handOver(room, asked, visitor) : lend(room, asked, visitor)),
    // Nobody else may have the seat now: the other asks for it are answered no.
    ...people
      .askers(asked)
      .filter((v) => v.session !== visitor.session)
      .flatMap((v) => turnAway(v.session, 'the seat was given to someone else')),
  ];
};

/** Whether the sender is at the seat on a device of its own: the connection holds the seat's own token. */
function ownDevice(room: RoomNow, from: Sender, seat: Seat): boolean {
  const token = room.people.tokenAt(seat);
  return from.seat === seat && token !== '' && room.model.seats[seat]?.tokenHash === tokenHash(token);
}

/** Why only the seat's own device may answer its ask, in a sentence. */
function ownerOnly(room: RoomNow, seat: Seat): string {
  const name = room.model.seats[seat]?.name ?? '';
  if (room.people.connected(seat)) return `only ${name}’s own device may say whether the asker is them`;
  if (room.model.host === seat) return `a host’s seat is never given by someone else: only ${name}’s own device may`;
  return `the asker comes from the address of someone at the table: only ${name}’s own device may let them in`;
}

/** The seat's person, on their own device, hands the seat over to the asker — the same person, on another device:
 * the asker takes it with the seat's own token, and the device that answered gives way. Nothing new is stored. */
function handOver(room: RoomNow, seat: Seat, visitor: Visit): Effect[] {
  const token = room.people.tokenAt(seat);
  return [
    { kind: 'end-visit', session: visitor.session },
    { kind: 'replace', seat },
    { kind: 'take', session: visitor.session, seat, token },
    send({ session: visitor.session }, 'welcome', { code: room.code, seat, token }),
    ...arrived(visitor.session, seat),
    log(room, 'seat handed over', { seat }),
  ];
}

/** The table lets a person without proof play an offline player's seat: on a token of their own, which the seat's own
 * token beats whenever it comes back (seating.ts). */
function lend(room: RoomNow, seat: Seat, visitor: Visit): Effect[] {
  const token = room.fresh.token();
  return [
    store({ kind: 'lent', seat, tokenHash: tokenHash(token) }),
    { kind: 'replace', seat },
    { kind: 'end-visit', session: visitor.session },
    { kind: 'take', session: visitor.session, seat, token },
    // A bot played the seat: it hands the seat back at the turn's boundary, as to anyone back.
    ...(botPlaysLent(room, seat) ? [setTurns(withStandIn(room.turns, seat, true))] : []),
    send({ session: visitor.session }, 'welcome', { code: room.code, seat, token }),
    ...arrived(visitor.session, seat),
    log(room, 'visitor let in', { seat, proof: 'none' }),
  ];
}

/** Whether a bot plays the seat once a visitor is let into it: its person had left, or a bot plays it for another
 * reason than their being away (which the seat lent is not, any more than left). */
function botPlaysLent(room: RoomNow, seat: Seat): boolean {
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

/** A visitor asking for a seat is told no (`not-let-in`, `why`): they ask for nothing any more, and their visit lasts
 * `VISIT_MS` from now unless they ask again. */
export function turnAway(session: string, why: string): Effect[] {
  return [
    { kind: 'ask', session, seat: null },
    send({ session }, 'error', { code: 'not-let-in', message: why, type: 'ask-seat' }),
    send({ session }, 'visitor', { asked: -1 }),
    { kind: 'later', ms: VISIT_MS, step: 'visits' },
  ];
}

/** Every ask for the seat told no (the seat goes to a bot: nobody may ask for it any more). */
export function turnAwayAll(room: RoomNow, seat: Seat, why: string): Effect[] {
  return room.people.askers(seat).flatMap((v) => turnAway(v.session, why));
}

/** `ask-seat`: a visitor asks for the seat of a person of the match who is offline (theirs, on another device). An ask
 * made again goes after the others'. */
function askSeat(room: RoomNow, session: string, { seat }: ClientMessages['ask-seat']): Decision {
  const { model, people } = room;
  const record = model.seats[seat];
  if (model.stage === 'lobby' || record?.occupant !== 'human' || record.given === true || people.connected(seat))
    throw new Refusal('not-asked', 'only the seat of a player of the match who is offline may be asked for');
  return [
    { kind: 'ask', session, seat },
    send({ session }, 'visitor', { asked: seat }),
    { kind: 'later', ms: VISIT_MS, step: 'visits' },
    log(room, 'seat asked for', { seat }),
    SYNC,
  ];
}

/** The asks nobody answered within `VISIT_MS` expire (`not-let-in`), and the visits that asked for nothing that long
 * end (`visit-over`): a place is not held by waiting. */
export function visitsDue(room: RoomNow): Decision {
  const due = room.people.visits().filter((v) => room.now - v.since >= VISIT_MS);
  if (due.length === 0) return [];
  return [
    ...due.flatMap((v): Effect[] =>
      v.asked === null
        ? [
            { kind: 'end-visit', session: v.session },
            { kind: 'let-go', to: { session: v.session }, code: CLOSE_CODES['visit-over'], reason: 'visit over' },
          ]
        : turnAway(v.session, `nobody answered within ${String(VISIT_MS / 60_000)} minutes: ask again`),
    ),
    log(room, 'visits due', { visitors: due.length }),
    SYNC,
  ];
}
