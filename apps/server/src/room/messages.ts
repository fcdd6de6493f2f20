// A room's message intake, the wire's end of its pipeline: each client message checked for its sender's rate and read
// against its schema, then — in its turn in the room's queue — decided (room-decisions.ts) and carried out by the
// room core (room-core.ts), which stores every change before anyone is told. A refusal, or a failure of the server
// or its store, reaches its sender alone. The Colyseus room hands each message here (birimba-room.ts).

import type { Client } from '@colyseus/core';
import { type ClientMessage, type ServerMessages, readClientMessage } from '@birimba/protocol/schemas';
import { StoreError } from '../store/store-error.js';
import { decideMessage } from './room-decisions.js';
import type { RoomCore } from './room-core.js';

export class Messages {
  constructor(private readonly core: RoomCore) {}

  /**
   * A client's message of `type` (`known`: a type the room registered; any other is refused as unknown). Checked for
   * its rate and its schema, then decided and carried out after the room's changes before it.
   */
  receive(client: Client, type: string | number, payload: unknown, known: boolean): void {
    const core = this.core;
    const connections = core.connections;
    const seat = connections.seatOfSession(client.sessionId);
    const seatless =
      connections.visitor(client.sessionId) !== undefined || connections.watcher(client.sessionId) !== undefined;
    if ((seat === undefined && !seatless) || core.closing) return;
    const bucket = connections.bucket(client.sessionId);
    const named = typeof type === 'string' && type.length <= 40 ? type : null;
    if (!bucket.take()) {
      tell(client, 'error', { code: 'rate-limited', message: 'too many messages: slow down', type: named });
      return;
    }
    const read = readClientMessage(type, payload);
    if (!read.ok || !known) {
      if (!read.ok) tell(client, 'error', read.error);
      return;
    }
    const message = read.message;
    void core
      .run(() => {
        // The seat may have changed while the message waited (a move in the lobby): it is read again here.
        const from = { seat: connections.seatOfSession(client.sessionId), session: client.sessionId };
        return core.carryOut(decideMessage(core.now(), from, message));
      })
      .catch((e: unknown) => this.failed(client, message, named, e));
  }

  /** A failure of the server or its store, told to the sender. */
  private failed(client: Client, message: ClientMessage, named: string | null, e: unknown): void {
    this.core.fail(message.type, e);
    const code = e instanceof StoreError ? 'store-failed' : 'server-error';
    const text =
      code === 'store-failed'
        ? 'the server cannot keep moves now: its room store did not record it; try again'
        : 'something went wrong on the server; nothing changed';
    if (message.type === 'move')
      tell(client, 'answer', { id: message.payload.id, accepted: false, code: 'store-failed', message: text });
    else tell(client, 'error', { code, message: text, type: named });
  }
}

function tell<T extends keyof ServerMessages>(client: Client, type: T, payload: ServerMessages[T]): void {
  client.send(type, payload);
}
