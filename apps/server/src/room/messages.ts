// A room's message intake: each client message checked (rate, schema), then who may do it and when (the host, the
// stage, the seat to act), then done — the lobby's seats and settings, the start, a person's move — through the room
// (`MessagesHost`), which records every change before anyone is told. A refusal reaches its sender alone.

import type { Client } from '@colyseus/core';
import { type Move, type Seat, resolveRules } from '@birimba/engine';
import {
  type AnswerMessage,
  type ClientMessage,
  type ErrorMessage,
  type ServerMessages,
  readClientMessage,
} from '@birimba/protocol/schemas';
import type { ServerLog } from '../log.js';
import { newSeed } from '../secrets.js';
import type { RoomEvent, RoomSettings } from '../store/room-events.js';
import { StoreError } from '../store/room-store.js';
import type { Connections } from './connections.js';
import { type RoomModel, idKey } from './room-model.js';
import type { Turns } from './turns.js';

/** What the intake needs of its room. */
export interface MessagesHost {
  model(): RoomModel;
  code(): string;
  closing(): boolean;
  readonly connections: Connections;
  readonly turns: Turns;
  /** Runs a change after the ones before it. */
  run(task: () => Promise<void>): Promise<void>;
  /** Records an event, then applies it. */
  commit(event: RoomEvent): Promise<void>;
  tell<T extends keyof ServerMessages>(client: Client, type: T, payload: ServerMessages[T]): void;
  afterChange(): Promise<void>;
  afterMove(before: NonNullable<RoomModel['match']>['state']): void;
  sendWhole(client: Client, seat: Seat): void;
  sendWholeToAll(): void;
  fail(what: string, e: unknown): void;
}

/** A refusal to send back as `error`. */
class Refusal extends Error {
  constructor(
    readonly code: ErrorMessage['code'],
    message: string,
  ) {
    super(message);
  }
}

export class Messages {
  constructor(
    private readonly host: MessagesHost,
    private readonly log: ServerLog,
  ) {}

  /** A client's message: answered, refused or done. */
  receive(client: Client, type: string | number, payload: unknown): void {
    if (this.host.connections.seatOfSession(client.sessionId) === undefined || this.host.closing()) return;
    const bucket = this.host.connections.bucket(client.sessionId);
    const named = typeof type === 'string' && type.length <= 40 ? type : null;
    if (!bucket.take()) {
      this.host.tell(client, 'error', { code: 'rate-limited', message: 'too many messages: slow down', type: named });
      return;
    }
    const read = readClientMessage(type, payload);
    if (!read.ok) {
      this.host.tell(client, 'error', read.error);
      return;
    }
    void this.host
      .run(() => this.handle(client, read.message))
      .catch((e: unknown) => {
        if (e instanceof Refusal) this.host.tell(client, 'error', { code: e.code, message: e.message, type: named });
        else {
          this.host.fail(read.message.type, e);
          const code = e instanceof StoreError ? 'store-failed' : 'server-error';
          const message =
            code === 'store-failed'
              ? 'the server could not record it; try again'
              : 'something went wrong on the server; nothing changed';
          if (read.message.type === 'move')
            this.host.tell(client, 'answer', {
              id: read.message.payload.id,
              accepted: false,
              code: 'store-failed',
              message,
            });
          else this.host.tell(client, 'error', { code, message, type: named });
        }
      });
  }

  private async handle(client: Client, message: ClientMessage): Promise<void> {
    const seat = this.host.connections.seatOfSession(client.sessionId);
    if (seat === undefined) return;
    const model = this.host.model();
    const hostOnly = (): void => {
      if (model.host !== seat) throw new Refusal('not-host', 'only the host may do this');
    };
    const stage = (...stages: string[]): void => {
      if (!stages.includes(model.stage))
        throw new Refusal('wrong-stage', `not now: the room is at ${model.stage}, this is for ${stages.join(' or ')}`);
    };
    switch (message.type) {
      case 'choose-seat': {
        stage('lobby');
        const to = message.payload.seat;
        if (to === seat) return;
        if (to >= model.seats.length)
          throw new Refusal(
            'bad-message',
            `seat: a room of ${String(model.seats.length)} players has seats 0 to ${String(model.seats.length - 1)}, not ${String(to)}`,
          );
        if (model.seats[to]?.occupant !== 'empty') throw new Refusal('seat-taken', `seat ${String(to)} is taken`);
        await this.moveSeat(seat, to);
        break;
      }
      case 'settings': {
        hostOnly();
        stage('lobby', 'match-over');
        const change = message.payload;
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
        await this.host.commit({ kind: 'settings', settings });
        break;
      }
      case 'start':
        hostOnly();
        stage('lobby');
        await this.startMatch();
        break;
      case 'rematch':
        hostOnly();
        stage('match-over');
        await this.startMatch();
        break;
      case 'next-deal':
        hostOnly();
        stage('deal-over');
        await this.host.commit({ kind: 'next-deal' });
        this.host.sendWholeToAll();
        break;
      case 'move':
        await this.playerMove(client, seat, message.payload.id, message.payload.move);
        return;
      case 'sync':
        this.host.sendWhole(client, seat);
        return;
    }
    await this.host.afterChange();
  }

  /** A seat's person moves to an empty seat in the lobby: their connection, held session and token go along. */
  private async moveSeat(from: Seat, to: Seat): Promise<void> {
    await this.host.commit({ kind: 'moved', from, to });
    const client = this.host.connections.move(from, to);
    if (client !== null)
      this.host.tell(client, 'welcome', {
        code: this.host.code(),
        seat: to,
        token: this.host.connections.tokenOf(client.sessionId),
      });
  }

  /** Before the lobby's form changes to `players`: the people at seats it drops move to seats it keeps. Refused
   * after the lobby (a match's seats stay), or when more people sit here than the form seats. */
  private async seatFor(players: number): Promise<void> {
    const model = this.host.model();
    if (model.stage !== 'lobby')
      throw new Refusal('wrong-stage', 'the number of players changes only in the lobby, before a match');
    const people = model.seatList().filter((s) => model.seats[s]?.occupant === 'human');
    if (people.length > players)
      throw new Refusal(
        'seat-taken',
        `${String(people.length)} people sit at this table: a game of ${String(players)} players seats ${String(players)}`,
      );
    for (const from of people.filter((s) => s >= players)) {
      const to = model.seatList().find((s) => s < players && model.seats[s]?.occupant === 'empty');
      if (to !== undefined) await this.moveSeat(from, to);
    }
  }

  private async startMatch(): Promise<void> {
    const level = this.host.model().settings.botLevel;
    const seatBots = this.host
      .model()
      .seatList()
      .map((s) => {
        const seat = this.host.model().seats[s];
        return seat?.occupant === 'human' && !seat.left ? null : level;
      });
    this.host.turns.reset();
    await this.host.commit({ kind: 'started', seed: newSeed(), bots: seatBots });
    this.host.sendWholeToAll();
    this.log.info('match started', {
      room: this.host.code(),
      match: this.host.model().match?.number ?? 0,
      bots: seatBots.filter((b) => b !== null).length,
    });
  }

  /** A person's move: answered by its id, played once whatever the number of times it is sent. */
  private async playerMove(client: Client, seat: Seat, id: string, move: Move): Promise<void> {
    const answer = (a: AnswerMessage): void => this.host.tell(client, 'answer', a);
    const refuse = (code: Extract<AnswerMessage, { accepted: false }>['code'], message: string): void =>
      answer({ id, accepted: false, code, message });
    const match = this.host.model().match;
    const played = match?.ids.get(idKey(seat, id));
    if (played !== undefined) {
      answer({ id, accepted: true, deal: played.deal, index: played.index, repeat: true });
      return;
    }
    if (match === null || this.host.model().stage !== 'playing') {
      refuse('not-playing', 'no deal is being played');
      return;
    }
    const state = match.state;
    if (state.turn === seat) {
      const control = this.host.turns.control(seat);
      if (control.kind === 'bot') {
        if (control.note === 'timeout') refuse('timed-out', 'your time ran out: the server plays this turn for you');
        else refuse('stand-in', 'a bot plays your seat until your next turn begins');
        return;
      }
    }
    const refusal = this.host.model().refusal(seat, move);
    if (refusal !== null) {
      refuse(refusal.code, refusal.message);
      return;
    }
    const before = state;
    await this.host.commit({ kind: 'move', seat, move, id, note: null });
    // Every seat's view first: a client told its move was played already holds the view that shows it.
    this.host.afterMove(before);
    answer({ id, accepted: true, deal: before.match.deal, index: match.moves.length - 1, repeat: false });
    await this.host.afterChange();
  }
}
