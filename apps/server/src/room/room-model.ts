// A room as the fold of its events (store/room-events.ts): settings, seats and host (seat-events.ts), the match being
// played (match-record.ts) — its seed, every deal's moves applied through the engine's actor, the client move ids
// already answered — the chat, and the host's tools' pause and bars (host-events.ts). The live room and a restored one
// are built the same way, event by event, so a restart cannot go anywhere the room did not. Nothing here does I/O; an
// event that does not fit the room (a damaged history) throws a RoomHistoryError.

import {
  type Move,
  type Seat,
  type ShuffleDerivation,
  IllegalMoveError,
  checkMove,
  isMatchOver,
  nextDeal,
  seatsOf,
} from '@birimba/engine';
import { LEVELS } from '@birimba/ai';
import { type LoggedSeat, type NoteKind, humanSeat } from '@birimba/game-log';
import { CHAT_KEPT_LINES, type ChatLine, RATED_TARGET, type Stage } from '@birimba/protocol';
import { ROOM_FORMAT, ROOM_FORMAT_VERSION, type RoomEvent, type RoomSettings } from '../store/room-events.js';
import { unratedReasons } from '../ratings/rating-rules.js';
import { RoomHistoryError, fits } from './history-error.js';
import { type Bar, type Pause, applyHostEvent } from './host-events.js';
import { type FinishedMatch, type MatchRecord, botSeat, dealInto, newMatch, playInto } from './match-record.js';
import { ratedRoom } from './room-rating.js';
import { EMPTY, type SeatRecord, applySeatEvent, eachMutes, resizeSeats, seatAt } from './seat-events.js';

export type { Bar, Pause } from './host-events.js';
export { RoomHistoryError } from './history-error.js';

/** The room's events, folded. */
export class RoomModel {
  readonly code: string;
  /** The address the room was made for, as its creation keeps it (holdings.ts), or null. */
  readonly madeBy: string | null;
  /** The least match target rated here (null: one deal too): `RATED_TARGET` unless a test lowered it
   * (`ratedTestTarget` of the room's creation). */
  readonly ratedTarget: number | null;
  settings: RoomSettings;
  /** One per player of the rules (`settings.rules.players`). */
  seats: readonly SeatRecord[];
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
    this.madeBy = typeof first.by === 'string' ? first.by : null;
    this.ratedTarget = first.ratedTestTarget === undefined ? RATED_TARGET : first.ratedTestTarget;
    this.settings = first.settings;
    this.seats = seatsOf(first.settings.rules.players).map(() => EMPTY);
  }

  /** The room's seats, in playing order: as many as its rules' players. */
  seatList(): readonly Seat[] {
    return seatsOf(this.settings.rules.players);
  }

  /** A new room's first event; `ratedTestTarget` only from a server a test started with it (server.ts). */
  static created(code: string, settings: RoomSettings, ratedTestTarget?: number | null): RoomEvent {
    return {
      kind: 'created',
      format: ROOM_FORMAT,
      version: ROOM_FORMAT_VERSION,
      code,
      settings,
      ...(ratedTestTarget === undefined ? {} : { ratedTestTarget }),
    };
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

  /** The number the room's next match will have (its first is 1; a rematch is the next). */
  get nextMatch(): number {
    return this.finished.length + 1;
  }

  /** The seat a token takes back, or null: its own token, or the token of a person the table let in. */
  seatOfToken(hash: string): Seat | null {
    return this.tokenHolder(hash)?.seat ?? null;
  }

  /** The seat a token takes, and whether it is the token of a person the table let in (`guest`), or null. */
  tokenHolder(hash: string): { readonly seat: Seat; readonly guest: boolean } | null {
    for (const seat of this.seatList()) {
      const record = this.seats[seat];
      if (record?.tokenHash === hash) return { seat, guest: false };
      if (record?.guestHash === hash) return { seat, guest: true };
    }
    return null;
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
      case 'moved':
      case 'vacated':
      case 'left':
      case 'returned':
      case 'reseated':
      case 'lent':
      case 'reclaimed':
      case 'ready':
      case 'away':
      case 'muted':
      case 'host':
        ({ seats: this.seats, host: this.host } = applySeatEvent({ seats: this.seats, host: this.host }, event, {
          stage: this.stage,
          match: this.match,
        }));
        return;
      case 'said': {
        const seat = this.seat(event.seat);
        fits(seat.occupant === 'human', 'a person says a line');
        const line: ChatLine = { n: ++this.said, seat: event.seat, name: seat.name, text: event.text };
        this.chat = [...this.chat, line].slice(-CHAT_KEPT_LINES);
        return;
      }
      case 'lobby':
        fits(this.stage === 'match-over', 'back to the lobby after a match');
        this.match?.actor.stop();
        this.match = null;
        this.seats = this.seats.map((seat) =>
          seat.occupant === 'human' && seat.given !== true ? { ...seat, ready: false, away: false } : EMPTY,
        );
        // A seat given to a bot is free now: whoever sits there next, nobody has muted them.
        this.seats = eachMutes(this.seats, (mutes) => mutes.filter((s) => this.seat(s).occupant === 'human'));
        this.paused = null;
        return;
      case 'settings':
        this.seats = resizeSeats(this.seats, event.settings.rules.players, this.stage === 'lobby');
        this.settings = event.settings;
        return;
      case 'started':
        // A room stored before deals were derived by HMAC names no derivation: its matches replay as they were dealt.
        this.start(event.seed, event.bots, event.shuffle ?? 'continued', event.at ?? null);
        return;
      case 'move':
        this.move(event.seat, event.move, event.id, event.note);
        return;
      case 'next-deal': {
        const match = this.playing('next-deal');
        fits(this.stage === 'deal-over', 'the next deal comes after a deal of a match');
        dealInto(match, nextDeal(match.state));
        return;
      }
      case 'paused':
      case 'given':
      case 'kicked':
      case 'let-back':
        ({
          seats: this.seats,
          paused: this.paused,
          bars: this.bars,
        } = applyHostEvent({ seats: this.seats, paused: this.paused, bars: this.bars }, event, {
          stage: this.stage,
          inMatch: this.match !== null,
        }));
        return;
      case 'closed':
        this.closed = true;
        return;
    }
  }

  private start(
    seed: string,
    bots: readonly (string | null)[],
    shuffle: ShuffleDerivation,
    startedAt: number | null,
  ): void {
    fits(this.stage === 'lobby' || this.stage === 'match-over', 'a match starts in the lobby or after one');
    fits(bots.length === this.seats.length, 'a bot level or null for each seat');
    this.seats = this.seats.map((seat, s) => {
      const level = bots[s] ?? null;
      if (level !== null) {
        fits(
          LEVELS.some((l) => l.name === level),
          `no bot level ${level}`,
        );
        return { ...EMPTY, occupant: 'bot', level };
      }
      fits(seat.occupant === 'human', `seat ${String(s)} has neither a bot nor a person`);
      return { ...seat, ready: false };
    });
    const players = this.seatList().map((s): LoggedSeat => {
      const seat = this.seat(s);
      return seat.occupant === 'bot' ? botSeat(s, seat.level) : humanSeat(s, seat.name);
    });
    const readers = new Set(this.seatList().flatMap((s) => this.seat(s).tokenHash ?? []));
    const accounts = this.seatList().map((s) => {
      const seat = this.seat(s);
      return seat.occupant === 'human' ? (seat.account ?? null) : null;
    });
    const match = newMatch(this.nextMatch, seed, this.settings.rules, shuffle, {
      players,
      accounts,
      readers,
      startedAt,
      unrated: unratedReasons(ratedRoom(this.settings, this.seats, this.ratedTarget)),
    });
    this.match?.actor.stop();
    this.match = match;
  }

  private move(seat: Seat, move: Move, id: string | null, note: NoteKind | null): void {
    const match = this.playing('move');
    fits(match.state.phase !== 'over' && match.state.turn === seat, `it is not seat ${String(seat)}'s turn`);
    const finished = playInto(match, seat, move, id, note);
    if (finished === null) return;
    // Who had left and was not back at the end: a leaver (ratings/rating-rules.ts' `isLeaver`).
    const leavers = this.seatList().filter((s) => this.seat(s).occupant === 'human' && this.seat(s).left);
    this.finished.push({ ...finished, rated: match.unrated.length === 0, leavers });
  }

  private playing(what: string): MatchRecord {
    if (this.match === null) throw new RoomHistoryError(`${what} before any match`);
    return this.match;
  }

  private seat(seat: Seat): SeatRecord {
    return seatAt(this.seats, seat);
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
