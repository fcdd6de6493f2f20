// The messages of a client without a seat, and the table's answers to them. A visitor (in the room without a seat,
// come back on another device) asks for the seat of a person of the match who is offline, or watches instead; the
// host — or, with the host offline, a player at the table — lets them in or not (`let-in`); a watcher sends nothing
// but phrases (watching.ts). A person at a seat who asks for one, or asks to watch, is refused.

import type { Client } from '@colyseus/core';
import type { ClientMessages } from '@birimba/protocol';
import type { ClientMessage } from '@birimba/protocol/schemas';
import type { ServerLog } from '../log.js';
import { newToken, tokenHash } from '../secrets.js';
import { atStage } from './guards.js';
import type { MessageHandler } from './messages.js';
import { Refusal } from './refusal.js';
import type { RoomCore } from './room-core.js';
import { visitorWatches, watcherMessage } from './watching.js';

export class Visitors {
  constructor(
    private readonly core: RoomCore,
    private readonly log: ServerLog,
  ) {}

  /** `let-in`: the host — or, with the host offline, a player at the table — answers a visitor asking for a seat. */
  readonly letIn: MessageHandler<'let-in'> = async (_client, seat, { seat: asked, allow }) => {
    const core = this.core;
    const host = core.model.host;
    if (host !== seat && host !== null && core.connections.connected(host))
      throw new Refusal('not-host', 'only the host may let someone in while the host is here');
    atStage(core.model, 'playing', 'deal-over', 'match-over');
    const visitor = core.connections.asking(asked);
    if (visitor === null || core.connections.connected(asked))
      throw new Refusal('not-asked', `nobody asks for seat ${String(asked)} now`);
    if (allow === false) {
      turnAway(core, visitor.client, 'the table did not let you in to that seat');
      return;
    }
    const token = newToken();
    const wasLeft = core.model.seats[asked]?.left === true;
    await core.commit({ kind: 'reseated', seat: asked, tokenHash: tokenHash(token) });
    core.connections.replace(asked);
    core.connections.endVisit(visitor.client.sessionId);
    core.connections.take(visitor.client.sessionId, asked, token);
    // A bot played the seat: it hands the seat back at the turn's boundary, as to anyone back.
    if (wasLeft || core.turns.control(asked).kind === 'bot') core.turns.setStandIn(asked, true);
    core.tell(visitor.client, 'welcome', { code: core.code, seat: asked, token });
    await core.attach(visitor.client, asked);
    this.log.info('visitor let in', { room: core.code, seat: asked });
  };

  /** `watch` from a person at a seat: they play here (a visitor's `watch` is watching.ts'). */
  readonly watchSeated: MessageHandler<'watch'> = () =>
    Promise.reject(new Refusal('wrong-stage', 'you hold a seat here: leave it first to watch'));

  /** `ask-seat` from a person at a seat: they hold one already. */
  readonly askSeatSeated: MessageHandler<'ask-seat'> = () =>
    Promise.reject(new Refusal('not-asked', 'you hold a seat here already'));
}

/** A message of a client without a seat — a watcher's or a visitor's — once its turn in the room's queue has come. */
export function seatlessMessage(core: RoomCore, client: Client, message: ClientMessage, log: ServerLog): void {
  const connections = core.connections;
  // A watcher sends nothing but phrases (watching.ts).
  if (connections.watcher(client.sessionId) !== undefined) watcherMessage(core, client, message);
  // A visitor holds no seat: all it may say is which seat it asks for, or that it watches instead.
  else if (message.type === 'ask-seat' && connections.visitor(client.sessionId) !== undefined)
    askSeat(core, client, message.payload, log);
  else if (message.type === 'watch') visitorWatches(core, client, log);
  // A visitor's `sync` has no view to answer with (nothing to refuse either).
  else if (connections.visitor(client.sessionId) !== undefined && message.type !== 'sync')
    throw new Refusal('wrong-stage', 'a visitor holds no seat: ask for one first (ask-seat)');
}

/** A visitor asking for a seat is told no (`not-let-in`, `why`): they ask for nothing any more. */
export function turnAway(core: RoomCore, visitor: Client, why: string): void {
  const visit = core.connections.visitor(visitor.sessionId);
  if (visit !== undefined) visit.asked = null;
  core.tell(visitor, 'error', { code: 'not-let-in', message: why, type: 'ask-seat' });
  core.tell(visitor, 'visitor', { asked: -1 });
}

/** `ask-seat`: a visitor asks for the seat of a person of the match who is offline (theirs, on another device). */
function askSeat(core: RoomCore, client: Client, { seat }: ClientMessages['ask-seat'], log: ServerLog): void {
  const record = core.model.seats[seat];
  if (
    core.model.stage === 'lobby' ||
    record?.occupant !== 'human' ||
    record.given === true ||
    core.connections.connected(seat)
  )
    throw new Refusal('not-asked', 'only the seat of a player of the match who is offline may be asked for');
  const visit = core.connections.visitor(client.sessionId);
  if (visit === undefined) return;
  visit.asked = seat;
  core.tell(client, 'visitor', { asked: seat });
  log.info('seat asked for', { room: core.code, seat });
  core.sync();
}
