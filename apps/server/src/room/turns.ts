// Who plays each turn of a room, and when: people, the bots of empty seats, stand-ins for people whose grace period
// ran out (until they are back at a turn's boundary), and the server's smallest turn for a person whose time ran out
// (timeout-turn.ts: a draw, a discard). Owns the move timer and the bot decision awaited; plays bots' moves through
// the room core's pipeline (`RoomCore.playMove`), the same path as people's.

import { type GameState, type Move, type Seat, viewFor } from '@birimba/engine';
import { matchDecisionSeed } from '@birimba/ai';
import type { NoteKind } from '@birimba/game-log';
import type { Bots } from '../bots/bot-pool.js';
import type { Clock } from '../clock.js';
import { type ServerLog, errorText } from '../log.js';
import { MoveTimer } from './move-timer.js';
import { cardsDrawn, smallestMove } from './timeout-turn.js';
import type { RoomCore } from './room-core.js';
import { MOST_SEATS } from './seat-events.js';

/** Who plays a seat now. */
export type Control =
  { readonly kind: 'human' } | { readonly kind: 'bot'; readonly level: string; readonly note: NoteKind | null };

/** Turns in a row whose time ran out after which a person is away (a bot plays their turns until they are back). */
export const AWAY_AFTER_TIMEOUTS = 2;

/** How long a bot's failed decision waits before it is asked again. */
const RETRY_MS = 1000;

export class Turns {
  /** Seats a bot plays for their person: the grace period ran out (until the person is back at a turn's boundary). */
  private readonly standIn = new Array<boolean>(MOST_SEATS).fill(false);
  /** The turn whose time ran out (`deal:turn`). */
  private timedOut: string | null = null;
  /** Each seat's turns in a row whose time ran out (0 once its person plays). */
  private readonly timeouts = new Array<number>(MOST_SEATS).fill(0);
  /** Seats whose person said they are back while their bot was in the middle of their turn: given back after it. */
  private readonly comingBack = new Array<boolean>(MOST_SEATS).fill(false);
  /** The state before the draw the server made for a turn whose time ran out: the card drawn is then its discard. */
  private drawnFrom: { readonly key: string | null; readonly state: GameState } | null = null;
  private readonly timer: MoveTimer;
  /** The bot decision awaited: its generation (a newer one makes it stale) and seat. */
  private generation = 0;
  private pending = false;
  /** The bot seat whose decision is awaited, or null. */
  thinking: Seat | null = null;
  /** The time the turn had left when its match was paused, to run on from when it goes on (`resumed`). */
  private resumeLeft: { readonly key: string | null; readonly ms: number } | null = null;

  constructor(
    private readonly core: RoomCore,
    private readonly services: {
      readonly clock: Clock;
      readonly bots: Bots;
      readonly log: ServerLog;
      readonly botDelayMs: number;
    },
  ) {
    this.timer = new MoveTimer(services.clock, (key) => {
      void core.run(() => this.timeUp(key)).catch((e: unknown) => core.fail('timer', e));
    });
  }

  /** Whether a bot stands in for the seat's person now. */
  standsIn(seat: Seat): boolean {
    return this.standIn[seat] === true;
  }

  /** A bot plays the seat for its person from now on (their grace period ran out), or no longer (they left). */
  setStandIn(seat: Seat, on: boolean): void {
    this.standIn[seat] = on;
  }

  /**
   * A new match: no turn has run out. A seat whose person is still away after their grace period keeps its stand-in
   * (the match does not wait for them); one whose person is here plays again (a grace period still running goes on
   * from the drop and gives the seat to a bot when it ends).
   */
  reset(): void {
    this.timedOut = null;
    this.timeouts.fill(0);
    this.comingBack.fill(false);
    for (const seat of this.core.model.seatList())
      if (this.standIn[seat] === true && this.core.connections.connected(seat)) this.standIn[seat] = false;
  }

  /** The timer's deadline (ms by the server's clock, 0: none) and the time left (null: none). */
  get deadline(): number {
    return this.timer.deadline;
  }

  timeLeft(): number | null {
    return this.timer.left();
  }

  /** The deadline as a view tells it, both ways: the server's clock and the time left. */
  timing(): { deadline: number; deadlineIn: number | null } {
    const deadlineIn = this.timer.left();
    return { deadline: deadlineIn === null ? 0 : this.timer.deadline, deadlineIn };
  }

  /** The match goes on after a pause: the turn's timer runs from the `ms` it had left (null: afresh). */
  resumed(ms: number | null): void {
    this.resumeLeft = ms === null ? null : { key: this.turnKey(), ms };
  }

  /** Stops the timer and makes any awaited decision stale. */
  stop(): void {
    this.timer.clear();
    this.generation++;
  }

  /** Who plays `seat` now. */
  control(seat: Seat): Control {
    const model = this.core.model;
    const record = model.seats[seat];
    const level = model.settings.botLevel;
    if (record?.occupant === 'bot') return { kind: 'bot', level: record.level, note: null };
    const mine = model.match?.state.turn === seat;
    if (mine && this.timedOut !== null && this.timedOut === this.turnKey())
      return { kind: 'bot', level, note: 'timeout' };
    if (record?.left === true || record?.away === true || this.standIn[seat] === true)
      return { kind: 'bot', level, note: 'stand-in' };
    return { kind: 'human' };
  }

  /** The seat's turns in a row whose time ran out. */
  timeoutsOf(seat: Seat): number {
    return this.timeouts[seat] ?? 0;
  }

  /** The seat's person played a move themselves: their time has not run out in a row. */
  personPlayed(seat: Seat): void {
    this.timeouts[seat] = 0;
  }

  /** Whether `seat`'s turn is under way (drawn, not yet thrown): a seat changes hands only at a turn's boundary. */
  private midTurn(seat: Seat): boolean {
    const state = this.core.model.match?.state;
    return state !== undefined && state.turn === seat && state.phase === 'play';
  }

  /** The person is back from being away: at once, or — when their bot is in the middle of their turn — after it
   * (`backNow`). Whether it is at once. */
  back(seat: Seat): boolean {
    const midTurn = this.midTurn(seat);
    this.comingBack[seat] = midTurn;
    return !midTurn;
  }

  /** The seats of people who said they are back, now at a turn's boundary: to record as back. */
  backNow(): Seat[] {
    return this.core.model.seatList().filter((seat) => {
      if (this.comingBack[seat] !== true || this.midTurn(seat)) return false;
      this.comingBack[seat] = false;
      return true;
    });
  }

  /** After a move is applied: a new turn has its own time. */
  moved(before: GameState): void {
    const state = this.core.model.match?.state;
    if (state === undefined) return;
    if (state.turnNumber !== before.turnNumber || state.phase === 'over') this.timedOut = null;
  }

  /** Stand-ins give their seats back, at a turn's boundary, to the people who are back. */
  handBack(): void {
    for (const seat of this.core.model.seatList()) {
      if (this.standIn[seat] === true && this.core.connections.connected(seat) && !this.midTurn(seat)) {
        this.standIn[seat] = false;
        this.generation++;
        this.services.log.info('seat handed back', { room: this.core.code, seat });
      }
    }
  }

  /** The move timer for the turn now: set for a person to act, cleared for a bot and while nobody is connected.
   * Called before the views that tell of a new turn are sent, so that they carry its deadline. The seat to act and
   * who plays it; null when there is nothing to schedule. */
  timeTurn(): { state: GameState; seat: Seat; control: Control } | null {
    const model = this.core.model;
    const state = model.match?.state;
    const key = this.turnKey();
    const someoneHere = model.seatList().some((s) => this.core.connections.connected(s));
    // A paused match: no timer runs, no bot plays (host-tools.ts).
    if (state === undefined || key === null || this.core.closing || !someoneHere || model.paused !== null) {
      this.timer.clear();
      return null;
    }
    const control = this.control(state.turn);
    const resumed = this.resumeLeft?.key === key ? this.resumeLeft.ms : null;
    this.resumeLeft = null;
    if (control.kind === 'human') this.timer.set(key, model.settings.moveTimer, resumed);
    else this.timer.clear();
    return { state, seat: state.turn, control };
  }

  /** Sets the move timer for a person to act, or asks the bot to act; nothing while nobody is connected. */
  schedule(): void {
    const next = this.timeTurn();
    if (next === null || next.control.kind === 'human') {
      this.thinking = null;
      return;
    }
    if (this.pending) return;
    this.askBot(next.state, next.seat, next.control.level, next.control.note);
  }

  private turnKey(): string | null {
    const state = this.core.model.match?.state;
    return state === undefined || state.phase === 'over'
      ? null
      : `${String(state.match.deal)}:${String(state.turnNumber)}`;
  }

  private askBot(state: GameState, seat: Seat, level: string, note: NoteKind | null): void {
    const { clock, bots, log } = this.services;
    const core = this.core;
    const generation = ++this.generation;
    this.pending = true;
    this.thinking = seat;
    const asked = clock.now();
    const match = core.model.match;
    const seed = matchDecisionSeed(state, match?.turnStartPackets ?? state.birimbakia.length);
    const play = (moves: readonly Move[] | null): void => {
      const wait = Math.max(0, asked + this.services.botDelayMs - clock.now());
      const go = (): void => {
        void core.run(() => this.botMoves(generation, seat, moves, note)).catch((e: unknown) => core.fail('bot', e));
      };
      if (wait === 0) go();
      else clock.after(wait, go);
    };
    if (note === 'timeout') {
      void this.smallestTurn(state, seat, level, seed).then(play, (e: unknown) => {
        log.error('bot failed', { room: core.code, seat, level, error: errorText(e) });
        play(null);
      });
      return;
    }
    bots.decide(level, viewFor(state, seat), seed).then(play, (e: unknown) => {
      log.error('bot failed', { room: core.code, seat, level, error: errorText(e) });
      play(null);
    });
  }

  /**
   * The next move of the smallest turn for a person whose time ran out (timeout-turn.ts): the draw, then the discard
   * of the card drawn — or, when the turn had begun before the time ran out, of the card the room's bot would throw.
   */
  private async smallestTurn(state: GameState, seat: Seat, level: string, seed: number): Promise<Move[]> {
    const key = this.turnKey();
    let preferred: number[] = [];
    if (state.phase === 'draw') this.drawnFrom = { key, state };
    else if (this.drawnFrom !== null && this.drawnFrom.key === key)
      preferred = cardsDrawn(this.drawnFrom.state, state, seat);
    else {
      const decided = await this.services.bots.decide(level, viewFor(state, seat), seed);
      preferred = decided.flatMap((m) => (m.type === 'discard' ? [m.card] : []));
    }
    const move = smallestMove(state, seat, preferred);
    return move === null ? [] : [move];
  }

  /** A bot's decision played, move by move, as long as the seat is still the bot's to play. */
  private async botMoves(
    generation: number,
    seat: Seat,
    moves: readonly Move[] | null,
    note: NoteKind | null,
  ): Promise<void> {
    const core = this.core;
    this.pending = false;
    this.thinking = null;
    if (generation !== this.generation || core.closing) {
      await core.afterChange();
      return;
    }
    let played = 0;
    for (const move of moves ?? []) {
      const state = core.model.match?.state;
      if (state === undefined || state.phase === 'over' || state.turn !== seat) break;
      if (this.control(seat).kind !== 'bot') break;
      const refusal = core.model.refusal(seat, move);
      if (refusal !== null) {
        // Never played around: the decision is asked again (a bot's fault is logged by its code, not its cards).
        this.services.log.error('bot chose a refused move', { room: core.code, seat, code: refusal.code });
        break;
      }
      await core.playMove(seat, move, null, note);
      played++;
      const after = core.model.match?.state;
      if (after === undefined || after.phase !== 'play' || after.turn !== seat) break;
    }
    if (played === 0) {
      // Nothing could be played (a failed or refused decision): asked again a second later, never in a tight loop.
      this.pending = true;
      this.services.clock.after(RETRY_MS, () => {
        this.pending = false;
        void core.run(() => core.afterChange());
      });
      core.sync();
      return;
    }
    await core.afterChange();
  }

  /** A person's time ran out: the server makes the smallest turn for them; after two turns in a row they are away
   * (a bot plays their turns until they are back). */
  private async timeUp(key: string): Promise<void> {
    const seat = this.core.model.match?.state.turn;
    if (!this.timer.runsFor(key) || this.turnKey() !== key || seat === undefined) return;
    this.timedOut = key;
    this.timeouts[seat] = (this.timeouts[seat] ?? 0) + 1;
    this.services.log.info('time ran out', { room: this.core.code, seat, inRow: this.timeouts[seat] });
    if ((this.timeouts[seat] ?? 0) >= AWAY_AFTER_TIMEOUTS && this.core.model.seats[seat]?.away !== true)
      await this.core.commit({ kind: 'away', seat, away: true });
    await this.core.afterChange();
  }
}
