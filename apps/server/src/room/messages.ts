// A room's message intake: each client message checked (rate, schema), then handed in its turn in the room's queue to
// its handler — by family: the lobby's (lobby-messages.ts), a match's (match-messages.ts), the talk
// (talk-messages.ts), the visitors' and watchers' (visitors.ts, watching.ts), the host's tools (host-tools.ts). Each
// checks who may do it and when (guards.ts) and does it through the room core's pipeline (room-core.ts), which records
// every change before anyone is told. A refusal reaches its sender alone. The Colyseus room hands each message type
// to `receive` with its handler (birimba-room.ts).

import type { Client } from '@colyseus/core';
import type { Seat } from '@birimba/engine';
import type { ClientMessageType, ClientMessages } from '@birimba/protocol';
import { type ClientMessage, readClientMessage } from '@birimba/protocol/schemas';
import type { ServerLog } from '../log.js';
import { StoreError } from '../store/room-store.js';
import type { RoomCore } from './room-core.js';
import type { HostTools } from './host-tools.js';
import { LobbyMessages } from './lobby-messages.js';
import { MatchMessages } from './match-messages.js';
import { Refusal } from './refusal.js';
import { TalkMessages } from './talk-messages.js';
import { Visitors, seatlessMessage } from './visitors.js';

/** What handles one type of client message, once it is read and its turn in the room's queue has come. */
export type MessageHandler<T extends ClientMessageType> = (
  client: Client,
  seat: Seat,
  payload: ClientMessages[T],
) => Promise<void>;

/** Registers `handle` as the handler of client messages of `type`. */
export type Register = <T extends ClientMessageType>(type: T, handle: MessageHandler<T>) => void;

export class Messages {
  private readonly lobby: LobbyMessages;
  private readonly play: MatchMessages;
  private readonly talk: TalkMessages;
  private readonly visitors: Visitors;

  constructor(
    private readonly core: RoomCore,
    private readonly log: ServerLog,
    private readonly tools: HostTools,
  ) {
    this.lobby = new LobbyMessages(core, log);
    this.play = new MatchMessages(core);
    this.talk = new TalkMessages(core);
    this.visitors = new Visitors(core, log);
  }

  /** Every client message type with its family's handler, for `on` to register. */
  handlers(on: Register): void {
    const { lobby, play, talk, visitors, tools } = this;
    on('choose-seat', lobby.chooseSeat);
    on('settings', lobby.settings);
    on('start', lobby.start);
    on('rematch', lobby.rematch);
    on('ready', lobby.ready);
    on('next-deal', play.nextDeal);
    // A move waits while the match is paused (host-tools.ts).
    on('move', tools.guardMove(play.move));
    on('sync', play.sync);
    on('away', play.away);
    on('phrase', talk.phrase);
    on('mute', talk.mute);
    on('chat', talk.chat);
    on('ask-seat', visitors.askSeatSeated);
    on('let-in', visitors.letIn);
    on('watch', visitors.watchSeated);
    on('pause', tools.pause);
    on('pass-host', tools.passHost);
    on('give-to-bot', tools.giveToBot);
    on('host-move', tools.hostMove);
    on('kick', tools.kick);
    on('let-back', tools.letBack);
  }

  /**
   * A client's message of `type`, for `handle` (null for a type no handler is registered for: refused as unknown).
   * Checked for its rate and its schema, then handled after the room's changes before it; what follows any change
   * runs after it. A refusal reaches the sender alone.
   */
  receive<T extends ClientMessageType>(
    client: Client,
    type: string | number,
    payload: unknown,
    handle: MessageHandler<T> | null,
  ): void {
    const connections = this.core.connections;
    const seat = connections.seatOfSession(client.sessionId);
    const seatless =
      connections.visitor(client.sessionId) !== undefined || connections.watcher(client.sessionId) !== undefined;
    if ((seat === undefined && !seatless) || this.core.closing) return;
    const bucket = this.core.connections.bucket(client.sessionId);
    const named = typeof type === 'string' && type.length <= 40 ? type : null;
    if (!bucket.take()) {
      this.core.tell(client, 'error', { code: 'rate-limited', message: 'too many messages: slow down', type: named });
      return;
    }
    const read = readClientMessage(type, payload);
    if (!read.ok || handle === null) {
      if (!read.ok) this.core.tell(client, 'error', read.error);
      return;
    }
    const message = read.message;
    void this.core
      .run(async () => {
        // The seat may have changed while the message waited (a move in the lobby): it is read again here.
        const now = this.core.connections.seatOfSession(client.sessionId);
        if (now === undefined) {
          seatlessMessage(this.core, client, message, this.log);
          return;
        }
        await handle(client, now, message.payload as ClientMessages[T]);
        await this.core.afterChange();
      })
      .catch((e: unknown) => this.failed(client, message, named, e));
  }

  /** A refusal, or a failure of the server or its store, told to the sender. */
  private failed(client: Client, message: ClientMessage, named: string | null, e: unknown): void {
    if (e instanceof Refusal) {
      this.core.tell(client, 'error', { code: e.code, message: e.message, type: named });
      return;
    }
    this.core.fail(message.type, e);
    const code = e instanceof StoreError ? 'store-failed' : 'server-error';
    const text =
      code === 'store-failed'
        ? 'the server cannot keep moves now: its room store did not record it; try again'
        : 'something went wrong on the server; nothing changed';
    if (message.type === 'move')
      this.core.tell(client, 'answer', {
        id: message.payload.id,
        accepted: false,
        code: 'store-failed',
        message: text,
      });
    else this.core.tell(client, 'error', { code, message: text, type: named });
  }
}
