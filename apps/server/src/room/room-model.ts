// A room as the fold of its events (store/room-events.ts): settings, seats, host, and the match being played — its
// seed, every deal's moves applied through the engine's actor, the client move ids already answered. The live room
// and a restored one are built the same way, event by event, so a restart cannot go anywhere the room did not.
// Nothing here does I/O; an event that does not fit the room (a damaged history) throws a RoomHistoryError.

import {
  type GameActor,
  type GameState,
  type Move,
  type Seat,
  type ShuffleDerivation,
  IllegalMoveError,
  checkMove,
  createGameActor,
  isMatchOver,
  newGame,
  nextDeal,
  seatsOf,
  sendMove,
} from '@birimba/engine';
import { LEVELS } from '@birimba/ai';
import {
  type DealNote,
  type GameLog,
  type LoggedDeal,
  type LoggedSeat,
  type NoteKind,
  buildGameLog,
  humanSeat,
  loggedDeal,
} from '@birimba/game-log';
import { CHAT_KEPT_LINES, type ChatLine, type SeatOccupant, type Stage } from '@birimba/protocol';
import { ROOM_FORMAT, ROOM_FORMAT_VERSION, type RoomEvent, type RoomSettings } from '../store/room-events.js';
import { type Bar, type Pause, applyHostEvent } from './host-events.js';

export type { Bar, Pause } from './host-events.js';

/** The most seats a room has (six players); a room has as many as its rules' `players`. */
export const MOST_SEATS = 6;

/** A history that cannot be the room's: its events do not follow — or, `newer`, it was written by a later server (which
 * reads it: not damage). */
export class RoomHistoryError extends Error {
  override readonly name = 'RoomHistoryError';
  constructor(
    message: string,
    readonly newer = false,
  ) {
    super(message);
  }
}

/** One seat. */
export interface SeatRecord {
  /** Nobody, a person, or a bot. */
  readonly occupant: SeatOccupant;
  /** The person's name ('' otherwise). */
  readonly name: string;
  /** The hash of the person's token while it may take the seat back; null otherwise. */
  readonly tokenHash: string | null;
  /** A bot's level ('' otherwise). */
  readonly level: string;
  /** The person left the match for good: a bot plays the seat until the match ends. */
  readonly left: boolean;
  /** The person is ready for the match (lobby). */
  readonly ready: boolean;
  /** The person is away: a bot plays their turns until they are back. */
  readonly away: boolean;
  /** The seats whose phrases the person does not see (`mute`), in order. */
  readonly mutes: readonly Seat[];
  /** The host gave the seat to a bot for the rest of the match (`given`): free after it. */
  readonly given?: boolean;
}

export const EMPTY: SeatRecord = {
  occupant: 'empty',
  name: '',
  tokenHash: null,
  level: '',
  left: false,
  ready: false,
  away: false,
  mutes: [],
};

/** Where an accepted move id was played. */
export interface PlayedId {
  readonly deal: number;
  readonly index: number;
}

/** The match being played: its seed and players, the deals done, the deal going on. */
export interface MatchRecord {
  /** The match's number in the room, from 1 (a rematch is the next). */
  readonly number: number;
  /** The seed its first deal was dealt from. */
  readonly seed: string;
  /** Who sat where when it began, as the game log names them. */
  readonly players: readonly LoggedSeat[];
  /** The hashes of the tokens of the people who played it: those seated at its start, and anyone let into a seat of
   * it (`reseated`). Only they read its log. */
  readonly readers: Set<string>;
  /** The deals finished. */
  readonly deals: LoggedDeal[];
  /** The state the deal going on began from. */
  dealStart: GameState;
  /** The deal's moves so far, who made each, and the notes on them. */
  moves: Move[];
  movers: Seat[];
  notes: DealNote[];
  /** The engine's actor the moves go through, and its state now. */
  actor: GameActor;
  state: GameState;
  /** The birimbakia left when the turn going on began (a bot's decision step counts those taken since). */
  turnStartPackets: number;
  /** Each seat's client move ids already played in this match, as `seat:id`. */
  readonly ids: Map<string, PlayedId>;
}

/** A match played to its end: its log, and who may read it (`MatchRecord.readers`). */
export interface FinishedMatch {
  readonly log: GameLog;
  readonly readers: ReadonlySet<string>;
}

/** The room's events, folded. */
export class RoomModel {
  readonly code: string;
  settings: RoomSettings;
  /** One per player of the rules (`settings.rules.players`). */
  readonly seats: SeatRecord[];
  host: Seat | null = null;
  match: MatchRecord | null = null;
  /** The matches finished in this room, in order. */
  readonly finished: FinishedMatch[] = [];
  /** The room's chat: its last `CHAT_KEPT_LINES` lines, and how many were ever said (each line's `n`). */
  chat: readonly ChatLine[] = [];
  private said = 0;
  closed = false;
  /** The match is paused (host-tools.ts): by whom, and the ms its turn's timer had left (null: none). */
  paused: Pause | null = null;
  /** The people the host asked to leave, while their bar lasts (host-tools.ts). */
  bars: readonly Bar[] = [];

  private constructor(first: RoomEvent) {
    if (first.kind !== 'created' || first.format !== ROOM_FORMAT)
      throw new RoomHistoryError('a room history must begin with its creation');
    if (first.version > ROOM_FORMAT_VERSION)
      throw new RoomHistoryError(`the history was written by a newer server (format ${String(first.version)})`, true);
    this.code = first.code;
    this.settings = first.settings;
    this.seats = seatsOf(first.settings.rules.players).map(() => EMPTY);
  }

  /** The room's seats, in playing order: as many as its rules' players. */
  seatList(): readonly Seat[] {
    return seatsOf(this.settings.rules.players);
  }

  /** A new room's first event. */
  static created(code: string, settings: RoomSettings): RoomEvent {
    return { kind: 'created', format: ROOM_FORMAT, version: ROOM_FORMAT_VERSION, code, settings };
  }

  /** The room of a history, every event applied in order; a RoomHistoryError naming the first event that does not fit. */
  static fromHistory(events: readonly RoomEvent[]): RoomModel {
    const [first, ...rest] = events;
    if (first === undefined) throw new RoomHistoryError('the history is empty');
    const room = inEvent(1, () => new RoomModel(first));
    try {
      rest.forEach((event, i) => inEvent(i + 2, () => room.apply(event)));
    } catch (e) {
      room.dispose();
      throw e;
    }
    return room;
  }

  /** Stops the engine's actor (the model is no longer used). */
  dispose(): void {
    this.match?.actor.stop();
  }

  /** Where the room is. */
  get stage(): Stage {
    const match = this.match;
    if (match === null) return 'lobby';
    if (match.state.phase !== 'over') return 'playing';
    return isMatchOver(match.state) ? 'match-over' : 'deal-over';
  }

  /** The seat a token takes back, or null. */
  seatOfToken(hash: string): Seat | null {
    return this.seatList().find((s) => this.seats[s]?.tokenHash === hash) ?? null;
  }

  /** The seats held by people who have not left. */
  players(): Seat[] {
    return this.seatList().filter((s) => this.seats[s]?.occupant === 'human' && !this.seats[s].left);
  }

  /** Why `move` of `seat` cannot be played now (the engine's reason), or null. Nothing changes. */
  refusal(seat: Seat, move: Move): IllegalMoveError | null {
    const match = this.match;
    if (match === null || match.state.phase === 'over') return null;
    const checked = checkMove(match.state, { ...move, seat });
    return checked instanceof IllegalMoveError ? checked : null;
  }

  /** Applies one event. Throws a RoomHistoryError (the room unchanged) if it does not fit. */
  apply(event: RoomEvent): void {
    if (this.closed) throw new RoomHistoryError(`an event after the room was closed: ${event.kind}`);
    switch (event.kind) {
      case 'created':
        throw new RoomHistoryError('a room is created once');
      case 'seated':
        this.expect(this.seat(event.seat).occupant === 'empty', `seat ${String(event.seat)} is not empty`);
        this.seats[event.seat] = { ...EMPTY, occupant: 'human', name: event.name, tokenHash: event.tokenHash };
        return;
      case 'moved': {
        const from = this.seat(event.from);
        this.expect(this.stage === 'lobby', 'seats change only in the lobby');
        this.expect(from.occupant === 'human' && this.seat(event.to).occupant === 'empty', 'a move to a taken seat');
        this.seats[event.to] = from;
        this.seats[event.from] = EMPTY;
        if (this.host === event.from) this.host = event.to;
        // Whoever muted the person still does at their new seat.
        this.eachMutes((mutes) => mutes.map((s) => (s === event.from ? event.to : s)));
        return;
      }
      case 'vacated':
        this.expect(this.seat(event.seat).occupant === 'human', `nobody sits at seat ${String(event.seat)}`);
        this.expect(this.stage === 'lobby', 'a seat is vacated only in the lobby');
        this.seats[event.seat] = EMPTY;
        // The next person at this seat is someone else: nobody has muted them.
        this.eachMutes((mutes) => mutes.filter((s) => s !== event.seat));
        return;
      case 'left': {
        const seat = this.seat(event.seat);
        this.expect(seat.occupant === 'human' && !seat.left, `nobody plays at seat ${String(event.seat)}`);
        this.expect(this.match !== null, 'a player leaves a match');
        this.seats[event.seat] = { ...seat, left: true };
        return;
      }
      case 'returned': {
        const seat = this.seat(event.seat);
        this.expect(seat.occupant === 'human' && seat.left, `nobody left seat ${String(event.seat)}`);
        this.seats[event.seat] = { ...seat, left: false };
        return;
      }
      case 'reseated': {
        const seat = this.seat(event.seat);
        this.expect(seat.occupant === 'human' && this.match !== null, 'a seat of a match is given to a visitor');
        this.seats[event.seat] = { ...seat, tokenHash: event.tokenHash, left: false, away: false };
        this.match.readers.add(event.tokenHash);
        return;
      }
      case 'ready': {
        const seat = this.seat(event.seat);
        this.expect(seat.occupant === 'human' && this.stage === 'lobby', 'a person is ready in the lobby');
        this.seats[event.seat] = { ...seat, ready: event.ready };
        return;
      }
      case 'away': {
        const seat = this.seat(event.seat);
        this.expect(seat.occupant === 'human' && this.match !== null, 'a player is away during a match');
        this.seats[event.seat] = { ...seat, away: event.away };
        return;
      }
      case 'muted': {
        const seat = this.seat(event.seat);
        this.expect(
          seat.occupant === 'human' && this.seat(event.of).occupant === 'human' && event.of !== event.seat,
          'a person mutes another person',
        );
        const others = seat.mutes.filter((s) => s !== event.of);
        this.seats[event.seat] = { ...seat, mutes: event.muted ? [...others, event.of].sort((a, b) => a - b) : others };
        return;
      }
      case 'said': {
        const seat = this.seat(event.seat);
        this.expect(seat.occupant === 'human', 'a person says a line');
        const line: ChatLine = { n: ++this.said, seat: event.seat, name: seat.name, text: event.text };
        this.chat = [...this.chat, line].slice(-CHAT_KEPT_LINES);
        return;
      }
      case 'lobby':
        this.expect(this.stage === 'match-over', 'back to the lobby after a match');
        this.match?.actor.stop();
        this.match = null;
        this.seatList().forEach((s) => {
          const seat = this.seat(s);
          this.seats[s] =
            seat.occupant === 'human' && seat.given !== true ? { ...seat, ready: false, away: false } : EMPTY;
        });
        // A seat given to a bot is free now: whoever sits there next, nobody has muted them.
        this.eachMutes((mutes) => mutes.filter((s) => this.seat(s).occupant === 'human'));
        this.paused = null;
        return;
      case 'host':
        this.expect(
          event.seat === null || this.seat(event.seat).occupant === 'human',
          'the host is a person at the table',
        );
        this.host = event.seat;
        return;
      case 'settings':
        this.resize(event.settings.rules.players);
        this.settings = event.settings;
        return;
      case 'started':
        // A room stored before deals were derived by HMAC names no derivation: its matches replay as they were dealt.
        this.start(event.seed, event.bots, event.shuffle ?? 'continued');
        return;
      case 'move':
        this.move(event.seat, event.move, event.id, event.note);
        return;
      case 'next-deal': {
        const match = this.playing('next-deal');
        this.expect(this.stage === 'deal-over', 'the next deal comes after a deal of a match');
        this.deal(match, nextDeal(match.state));
        return;
      }
      case 'paused':
      case 'given':
      case 'kicked':
      case 'let-back':
        applyHostEvent(this, event, (seat) => this.seat(seat));
        return;
      case 'closed':
        this.closed = true;
        return;
    }
  }

  private start(seed: string, bots: readonly (string | null)[], shuffle: ShuffleDerivation): void {
    this.expect(this.stage === 'lobby' || this.stage === 'match-over', 'a match starts in the lobby or after one');
    this.expect(bots.length === this.seats.length, 'a bot level or null for each seat');
    this.seatList().forEach((s) => {
      const level = bots[s] ?? null;
      if (level !== null) {
        this.expect(
          LEVELS.some((l) => l.name === level),
          `no bot level ${level}`,
        );
        this.seats[s] = { ...EMPTY, occupant: 'bot', level };
      } else {
        const seat = this.seat(s);
        this.expect(seat.occupant === 'human', `seat ${String(s)} has neither a bot nor a person`);
        this.seats[s] = { ...seat, ready: false };
      }
    });
    const players = this.seatList().map((s): LoggedSeat => {
      const seat = this.seat(s);
      return seat.occupant === 'bot' ? botSeat(s, seat.level) : humanSeat(s, seat.name);
    });
    const state = newGame({ seed, rules: this.settings.rules, shuffle });
    const readers = new Set(this.seatList().flatMap((s) => this.seat(s).tokenHash ?? []));
    const match: MatchRecord = {
      number: this.finished.length + 1,
      seed,
      players,
      readers,
      deals: [],
      dealStart: state,
      moves: [],
      movers: [],
      notes: [],
      actor: createGameActor({ state }),
      state,
      turnStartPackets: state.birimbakia.length,
      ids: new Map(),
    };
    this.match?.actor.stop();
    this.match = match;
  }

  private move(seat: Seat, move: Move, id: string | null, note: NoteKind | null): void {
    const match = this.playing('move');
    this.expect(match.state.phase !== 'over' && match.state.turn === seat, `it is not seat ${String(seat)}'s turn`);
    let after: GameState;
    try {
      after = sendMove(match.actor, move);
    } catch (e) {
      throw new RoomHistoryError(`move ${String(match.moves.length + 1)} is refused: ${(e as Error).message}`);
    }
    const index = match.moves.length;
    match.moves.push(move);
    match.movers.push(seat);
    if (note !== null) match.notes.push({ move: index, seat, note });
    if (id !== null) match.ids.set(idKey(seat, id), { deal: match.state.match.deal, index });
    if (after.turnNumber !== match.state.turnNumber) match.turnStartPackets = after.birimbakia.length;
    match.state = after;
    if (after.phase !== 'over') return;
    match.deals.push(loggedDeal(after, match.moves, match.notes));
    if (isMatchOver(after))
      this.finished.push({
        log: buildGameLog({
          source: 'server',
          deal: match.number,
          seed: match.seed,
          shuffle: after.shuffle,
          rules: after.rules,
          seats: match.players,
          deals: match.deals,
        }),
        readers: match.readers,
      });
  }

  /** Every seat's mutes changed by `change` (a seat's person moved or left). */
  private eachMutes(change: (mutes: readonly Seat[]) => Seat[]): void {
    this.seats.forEach((record, s) => {
      if (record.mutes.length > 0) this.seats[s] = { ...record, mutes: change(record.mutes) };
    });
  }

  /** The seats for a number of players: a change in the lobby, with nobody at a seat that goes. */
  private resize(players: number): void {
    if (players === this.seats.length) return;
    this.expect(this.stage === 'lobby', 'the number of players changes only in the lobby');
    this.expect(
      this.seats.slice(players).every((s) => s.occupant === 'empty'),
      `a seat beyond ${String(players)} players is taken`,
    );
    this.seats.length = Math.min(this.seats.length, players);
    while (this.seats.length < players) this.seats.push(EMPTY);
  }

  private deal(match: MatchRecord, state: GameState): void {
    match.actor.stop();
    match.dealStart = state;
    match.state = state;
    match.turnStartPackets = state.birimbakia.length;
    match.actor = createGameActor({ state });
    match.moves = [];
    match.movers = [];
    match.notes = [];
  }

  private playing(what: string): MatchRecord {
    if (this.match === null) throw new RoomHistoryError(`${what} before any match`);
    return this.match;
  }

  private seat(seat: Seat): SeatRecord {
    const record = this.seats[seat];
    if (record === undefined) throw new RoomHistoryError(`no seat ${String(seat)}`);
    return record;
  }

  private expect(condition: boolean, why: string): asserts condition {
    if (!condition) throw new RoomHistoryError(why);
  }
}

/** Event `n` of a history folded by `step`: whatever it throws is a RoomHistoryError that names the event — an event
 * of its kind without the fields of its kind fails in the fold as a TypeError, and is no less damage. */
function inEvent<T>(n: number, step: () => T): T {
  try {
    return step();
  } catch (e) {
    const why = e instanceof RoomHistoryError ? e.message : `not an event of its kind (${(e as Error).message})`;
    throw new RoomHistoryError(`event ${String(n)}: ${why}`, e instanceof RoomHistoryError && e.newer);
  }
}

/** The key of a client move id in `MatchRecord.ids`. */
export function idKey(seat: Seat, id: string): string {
  return `${String(seat)}:${id}`;
}

/** How the game log names a bot of a level: the level, its kind of bot and options (`@birimba/ai`'s `LEVELS`). */
export function botSeat(seat: Seat, level: string): LoggedSeat {
  const preset = LEVELS.find((l) => l.name === level);
  return { seat, name: level, kind: preset?.kind ?? level, options: preset?.options ?? {} };
}
