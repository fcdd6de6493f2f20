// A room's message intake: each client message checked (rate, schema), then who may do it and when (the host, the
// stage, the seat to act), then done — the lobby's seats and settings, the start, a person's move — through the
// room core's pipeline (room-core.ts), which records every change before anyone is told. A refusal reaches its
// sender alone. The Colyseus room hands each message type to `receive` with its handler here (birimba-room.ts).

import type { Client } from '@colyseus/core';
import { type Seat, resolveRules } from '@birimba/engine';
import { type ClientMessageType, type ClientMessages, PHRASE_INTERVAL_MS } from '@birimba/protocol';
import {
  type AnswerMessage,
  type ClientMessage,
  type ServerMessages,
  readClientMessage,
} from '@birimba/protocol/schemas';
import type { ServerLog } from '../log.js';
import { newToken, tokenHash } from '../secrets.js';
import type { RoomSettings } from '../store/room-events.js';
import { StoreError } from '../store/room-store.js';
import type { RoomCore } from './room-core.js';
import { Refusal } from './refusal.js';
import { visitorWatches, watcherMessage } from './watching.js';
import { idKey } from './room-model.js';

/** What handles one type of client message, once it is read and its turn in the room's queue has come. */
export type MessageHandler<T extends ClientMessageType> = (
  client: Client,
  seat: Seat,
  payload: ClientMessages[T],
) => Promise<void>;

/** The settings the host may change at any stage, alone: who may talk and watch. */
const TALK_SETTINGS: ReadonlySet<string> = new Set(['chat', 'watching', 'watcherPhrases']);

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
          // A watcher sends nothing but phrases (watching.ts).
          if (this.core.connections.watcher(client.sessionId) !== undefined) watcherMessage(this.core, client, message);
          // A visitor holds no seat: all it may say is which seat it asks for, or that it watches instead.
          else if (message.type === 'ask-seat' && this.core.connections.visitor(client.sessionId) !== undefined)
            this.askSeat(client, message.payload);
          else if (message.type === 'watch') visitorWatches(this.core, client, this.log);
          // A visitor's `sync` has no view to answer with (nothing to refuse either).
          else if (this.core.connections.visitor(client.sessionId) !== undefined && message.type !== 'sync')
            throw new Refusal('wrong-stage', 'a visitor holds no seat: ask for one first (ask-seat)');
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
    // Chat and watching alone may be turned on or off at any time; the rest waits for the lobby or a match's end.
    const talkOnly = Object.keys(change).every((field) => TALK_SETTINGS.has(field));
    if (!talkOnly) this.stage('lobby', 'match-over');
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
      chat: change.chat ?? model.settings.chat === true,
      watching: change.watching ?? model.settings.watching !== false,
      watcherPhrases: change.watcherPhrases ?? model.settings.watcherPhrases === true,
    };
    await this.core.commit({ kind: 'settings', settings });
    if (!settings.watching) this.core.dismissWatchers();
  };

  /** `start`: the host starts the match from the lobby. */
  readonly start: MessageHandler<'start'> = async (_client, seat) => {
    this.hostOnly(seat);
    this.stage('lobby');
    await this.startMatch();
  };

  /** `rematch`: after a match, the host takes the table back to the lobby with the same people in their seats. */
  readonly rematch: MessageHandler<'rematch'> = async (_client, seat) => {
    this.hostOnly(seat);
    this.stage('match-over');
    this.core.turns.reset();
    await this.core.commit({ kind: 'lobby' });
    this.log.info('back to the lobby', { room: this.core.code });
  };

  /** `ready`: in the lobby, a person is ready for the match (or no longer). */
  readonly ready: MessageHandler<'ready'> = async (_client, seat, { ready }) => {
    this.stage('lobby');
    if (this.core.model.seats[seat]?.ready !== ready) await this.core.commit({ kind: 'ready', seat, ready });
  };

  /** `away`: during a match, a bot plays the person's turns; or they are back (at a turn's boundary). */
  readonly away: MessageHandler<'away'> = async (_client, seat, { away }) => {
    this.stage('playing', 'deal-over', 'match-over');
    const record = this.core.model.seats[seat];
    if (away) {
      if (record?.away !== true) await this.core.commit({ kind: 'away', seat, away: true });
      return;
    }
    this.core.turns.personPlayed(seat);
    if (record?.away === true && this.core.turns.back(seat))
      await this.core.commit({ kind: 'away', seat, away: false });
  };

  /** `let-in`: the host — or, with the host offline, a player at the table — answers a visitor asking for a seat. */
  readonly letIn: MessageHandler<'let-in'> = async (_client, seat, { seat: asked, allow }) => {
    const core = this.core;
    const host = core.model.host;
    if (host !== seat && host !== null && core.connections.connected(host))
      throw new Refusal('not-host', 'only the host may let someone in while the host is here');
    this.stage('playing', 'deal-over', 'match-over');
    const visitor = core.connections.asking(asked);
    if (visitor === null || core.connections.connected(asked))
      throw new Refusal('not-asked', `nobody asks for seat ${String(asked)} now`);
    if (allow === false) {
      const visit = core.connections.visitor(visitor.client.sessionId);
      if (visit !== undefined) visit.asked = null;
      core.tell(visitor.client, 'error', {
        code: 'not-let-in',
        message: 'the table did not let you in to that seat',
        type: 'ask-seat',
      });
      core.tell(visitor.client, 'visitor', { asked: -1 });
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
    this.core.turns.personPlayed(seat);
    answer({ id, accepted: true, deal, index: match.moves.length - 1, repeat: false });
  };

  /** `phrase`: a player's quick phrase or emote, during a match, one every `PHRASE_INTERVAL_MS`: told to every client
   * of the room (the sender too, as every screen shows it alike) but those who muted the sender. Not stored. */
  readonly phrase: MessageHandler<'phrase'> = (_client, seat, { id }) => {
    const core = this.core;
    this.stage('playing', 'deal-over', 'match-over');
    if (!core.connections.phraseNow(seat, PHRASE_INTERVAL_MS))
      throw new Refusal('too-soon', `one phrase every ${String(PHRASE_INTERVAL_MS / 1000)} s`);
    this.tellHearers(seat, 'phrase', { seat, id });
    return Promise.resolve();
  };

  /** `chat`: a person's line of free text, while the host allows chat, one every `PHRASE_INTERVAL_MS` (phrases
   * included): recorded (the room keeps its last lines), then told to every client but those who muted the sayer. */
  readonly chat: MessageHandler<'chat'> = async (_client, seat, { text }) => {
    const core = this.core;
    if (core.model.settings.chat !== true) throw new Refusal('chat-off', 'the host has not turned chat on');
    if (!core.connections.phraseNow(seat, PHRASE_INTERVAL_MS))
      throw new Refusal('too-soon', `one line every ${String(PHRASE_INTERVAL_MS / 1000)} s`);
    await core.commit({ kind: 'said', seat, text });
    const line = core.model.chat.at(-1);
    if (line !== undefined) this.tellHearers(seat, 'chat', { lines: [line], kept: false });
  };

  /** `mute`: a player stops being shown another person's phrases, or shows them again; the room keeps it. */
  readonly mute: MessageHandler<'mute'> = async (client, seat, { seat: of, muted }) => {
    const model = this.core.model;
    if (of === seat || model.seats[of]?.occupant !== 'human')
      throw new Refusal('bad-message', `seat: only another person's phrases may be muted, not seat ${String(of)}'s`);
    if (model.seats[seat]?.mutes.includes(of) !== muted) await this.core.commit({ kind: 'muted', seat, of, muted });
    this.core.tell(client, 'mutes', { seats: this.core.model.seats[seat]?.mutes ?? [] });
  };

  /** `watch` from a person at a seat: they play here (a visitor's `watch` is watching.ts'). */
  readonly watchSeated: MessageHandler<'watch'> = () =>
    Promise.reject(new Refusal('wrong-stage', 'you hold a seat here: leave it first to watch'));

  /** `ask-seat` from a person at a seat: they hold one already. */
  readonly askSeatSeated: MessageHandler<'ask-seat'> = () =>
    Promise.reject(new Refusal('not-asked', 'you hold a seat here already'));

  /** `ask-seat`: a visitor asks for the seat of a person of the match who is offline (theirs, on another device). */
  private askSeat(client: Client, { seat }: ClientMessages['ask-seat']): void {
    const core = this.core;
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
    this.log.info('seat asked for', { room: core.code, seat });
    core.sync();
  }

  /** `sync`: a client asks for its whole view again. */
  readonly sync: MessageHandler<'sync'> = (client, seat) => {
    this.core.sendWhole(client, seat);
    return Promise.resolve();
  };

  // ---- what the handlers share --------------------------------------------------------------------------------

  /** Tells every client of the room — the people at the table but those who muted `from`, and the visitors; a phrase
   * the watchers too (the chat is the players'). */
  private tellHearers<T extends 'phrase' | 'chat'>(from: Seat, type: T, payload: ServerMessages[T]): void {
    const core = this.core;
    for (const to of core.model.seatList()) {
      const client = core.connections.client(to);
      if (client !== null && core.model.seats[to]?.mutes.includes(from) !== true) core.tell(client, type, payload);
    }
    const others = core.connections.visitorClients();
    if (type === 'phrase') others.push(...core.connections.watcherClients());
    for (const client of others) core.tell(client, type, payload);
  }

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
    this.core.tellMutes();
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
    // A person who left keeps their seat (a bot plays it until they are back with the link).
    const seatBots = model.seatList().map((s) => (model.seats[s]?.occupant === 'human' ? null : level));
    this.core.turns.reset();
    await this.core.commit({
      kind: 'started',
      seed: this.core.services.newSeed(),
      bots: seatBots,
      shuffle: 'hmac-sha256',
    });
    this.core.sendWholeToAll();
    this.log.info('match started', {
      room: this.core.code,
      match: this.core.model.match?.number ?? 0,
      bots: seatBots.filter((b) => b !== null).length,
    });
  }
}
