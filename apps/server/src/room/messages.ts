// A room's message intake: each client message checked (rate, schema), then who may do it and when (the host, the
// stage, the seat to act), then done — the lobby's seats and settings, the start, a person's move — through the
// room core's pipeline (room-core.ts), which records every change before anyone is told. A refusal reaches its
// sender alone. The Colyseus room hands each message type to `receive` with its handler here (birimba-room.ts).

import type { Client } from '@colyseus/core';
import { type Seat, resolveRules } from '@birimba/engine';
import type { ClientMessageType, ClientMessages } from '@birimba/protocol';
import {
  type AnswerMessage,
  type ClientMessage,
  type ErrorMessage,
  readClientMessage,
} from '@birimba/protocol/schemas';
import type { ServerLog } from '../log.js';
import { newSeed } from '../secrets.js';
import type { RoomSettings } from '../store/room-events.js';
import { StoreError } from '../store/room-store.js';
import type { RoomCore } from './room-core.js';
import { idKey } from './room-model.js';

/** A refusal to send back as `error`. */
class Refusal extends Error {
  constructor(
    readonly code: ErrorMessage['code'],
    message: string,
  ) {
    super(message);
  }
}

/** What handles one type of client message, once it is read and its turn in the room's queue has come. */
export type MessageHandler<T extends ClientMessageType> = (
  client: Client,
  seat: Seat,
  payload: ClientMessages[T],
) => Promise<void>;

export class Messages {
  constructor(
    private readonly core: RoomCore,
    private readonly log: ServerLog,
  ) {}

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
    const seat = this.core.connections.seatOfSession(client.sessionId);
    if (seat === undefined || this.core.closing) return;
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
        if (now === undefined) return;
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
        ? 'the server could not record it; try again'
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

  // ---- one handler per message type ---------------------------------------------------------------------------

  /** `choose-seat`: in the lobby, a person moves to an empty seat. */
  readonly chooseSeat: MessageHandler<'choose-seat'> = async (_client, seat, { seat: to }) => {
    const model = this.core.model;
    this.stage('lobby');
    if (to === seat) return;
    if (to >= model.seats.length)
      throw new Refusal(
        'bad-message',
        `seat: a room of ${String(model.seats.length)} players has seats 0 to ${String(model.seats.length - 1)}, not ${String(to)}`,
      );
    if (model.seats[to]?.occupant !== 'empty') throw new Refusal('seat-taken', `seat ${String(to)} is taken`);
    await this.moveSeat(seat, to);
  };

  /** `settings`: the host changes the rules, the bots' level, the move timer or whether the room is listed. */
  readonly settings: MessageHandler<'settings'> = async (_client, seat, change) => {
    const model = this.core.model;
    this.hostOnly(seat);
    this.stage('lobby', 'match-over');
    // The whole rule set is checked before anyone moves (a first seat the new form has not, say).
    let rules = model.settings.rules;
    try {
      if (change.rules !== undefined) rules = resolveRules({ ...model.settings.rules, ...change.rules });
    } catch (e) {
      throw new Refusal('bad-message', `rules: ${(e as Error).message}`);
    }
    if (rules.players !== model.settings.rules.players) await this.seatFor(rules.players);
    const settings: RoomSettings = {
      rules,
      botLevel: change.botLevel ?? model.settings.botLevel,
      moveTimer: change.moveTimer ?? model.settings.moveTimer,
      public: change.public ?? model.settings.public,
    };
    await this.core.commit({ kind: 'settings', settings });
  };

  /** `start`: the host starts the match from the lobby. */
  readonly start: MessageHandler<'start'> = async (_client, seat) => {
    this.hostOnly(seat);
    this.stage('lobby');
    await this.startMatch();
  };

  /** `rematch`: the host starts a new match of the same table after one is over. */
  readonly rematch: MessageHandler<'rematch'> = async (_client, seat) => {
    this.hostOnly(seat);
    this.stage('match-over');
    await this.startMatch();
  };

  /** `next-deal`: the host deals the match's next deal. */
  readonly nextDeal: MessageHandler<'next-deal'> = async (_client, seat) => {
    this.hostOnly(seat);
    this.stage('deal-over');
    await this.core.commit({ kind: 'next-deal' });
    this.core.sendWholeToAll();
  };

  /** `move`: a person's move, answered by its id, played once whatever the number of times it is sent. */
  readonly move: MessageHandler<'move'> = async (client, seat, { id, move }) => {
    const answer = (a: AnswerMessage): void => this.core.tell(client, 'answer', a);
    const refuse = (code: Extract<AnswerMessage, { accepted: false }>['code'], message: string): void =>
      answer({ id, accepted: false, code, message });
    const match = this.core.model.match;
    const played = match?.ids.get(idKey(seat, id));
    if (played !== undefined) {
      answer({ id, accepted: true, deal: played.deal, index: played.index, repeat: true });
      return;
    }
    if (match === null || this.core.model.stage !== 'playing') {
      refuse('not-playing', 'no deal is being played');
      return;
    }
    const deal = match.state.match.deal;
    if (match.state.turn === seat) {
      const control = this.core.turns.control(seat);
      if (control.kind === 'bot') {
        if (control.note === 'timeout') refuse('timed-out', 'your time ran out: the server plays this turn for you');
        else refuse('stand-in', 'a bot plays your seat until your next turn begins');
        return;
      }
    }
    const refusal = this.core.model.refusal(seat, move);
    if (refusal !== null) {
      refuse(refusal.code, refusal.message);
      return;
    }
    // Every seat's view first: a client told its move was played already holds the view that shows it.
    await this.core.playMove(seat, move, id, null);
    answer({ id, accepted: true, deal, index: match.moves.length - 1, repeat: false });
  };

  /** `sync`: a client asks for its whole view again. */
  readonly sync: MessageHandler<'sync'> = (client, seat) => {
    this.core.sendWhole(client, seat);
    return Promise.resolve();
  };

  // ---- what the handlers share --------------------------------------------------------------------------------

  private hostOnly(seat: Seat): void {
    if (this.core.model.host !== seat) throw new Refusal('not-host', 'only the host may do this');
  }

  private stage(...stages: string[]): void {
    const now = this.core.model.stage;
    if (!stages.includes(now))
      throw new Refusal('wrong-stage', `not now: the room is at ${now}, this is for ${stages.join(' or ')}`);
  }

  /** A seat's person moves to an empty seat in the lobby: their connection, held session and token go along. */
  private async moveSeat(from: Seat, to: Seat): Promise<void> {
    await this.core.commit({ kind: 'moved', from, to });
    const client = this.core.connections.move(from, to);
    if (client !== null)
      this.core.tell(client, 'welcome', {
        code: this.core.code,
        seat: to,
        token: this.core.connections.tokenOf(client.sessionId),
      });
  }

  /** Before the lobby's form changes to `players`: the people at seats it drops move to seats it keeps. Refused
   * after the lobby (a match's seats stay), or when more people sit here than the form seats. */
  private async seatFor(players: number): Promise<void> {
    const model = this.core.model;
    if (model.stage !== 'lobby')
      throw new Refusal('wrong-stage', 'the number of players changes only in the lobby, before a match');
    const people = model.seatList().filter((s) => model.seats[s]?.occupant === 'human');
    if (people.length > players)
      throw new Refusal(
        'too-many-people',
        `${String(people.length)} people sit at this table: for ${String(players)} players ${String(people.length - players)} must leave first`,
      );
    for (const from of people.filter((s) => s >= players)) {
      const to = model.seatList().find((s) => s < players && model.seats[s]?.occupant === 'empty');
      if (to !== undefined) await this.moveSeat(from, to);
    }
  }

  private async startMatch(): Promise<void> {
    const model = this.core.model;
    const level = model.settings.botLevel;
    const seatBots = model.seatList().map((s) => {
      const seat = model.seats[s];
      return seat?.occupant === 'human' && !seat.left ? null : level;
    });
    this.core.turns.reset();
    await this.core.commit({ kind: 'started', seed: newSeed(), bots: seatBots });
    this.core.sendWholeToAll();
    this.log.info('match started', {
      room: this.core.code,
      match: this.core.model.match?.number ?? 0,
      bots: seatBots.filter((b) => b !== null).length,
    });
  }
}
