// The replay as the element holds it: what is open (nothing, a log being loaded, one that failed, a replay), where it
// stands, the seat it is seen from, and the timer that plays it on. A Lit controller: the element renders again after
// every change and the timer stops when the table leaves the page.

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Seat } from '@birimba/engine';
import type { GameLog } from '@birimba/game-log';
import { type Loaded, type ReplayProblem, fetchReplay, fileReplay, openLog, readReplay } from './replay-load.js';
import {
  type ReplayModel,
  type ReplayPosition,
  FIRST,
  dealEnd,
  dealStart,
  isLast,
  stepBack,
  stepForward,
} from './replay-model.js';
import { ReplayGame } from './replay-game.js';
import type { CoachFn } from '../controllers/coach.js';
import { type CoachRun, coachDeal } from './replay-coach.js';
import { REPLAY_SPEEDS } from './replay-texts.js';

/** What the replay shows: nothing open yet (a file to pick), a log being loaded, a log that could not be opened, or
 * a replay; or it is closed (the table's game is shown). */
export type ReplayStatus =
  | { readonly kind: 'closed' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly problem: ReplayProblem }
  | { readonly kind: 'ready'; readonly model: ReplayModel };

export class ReplayPart implements ReactiveController {
  private current: ReplayStatus = { kind: 'empty' };
  private at: ReplayPosition = FIRST;
  private from: Seat = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The speed's index in `REPLAY_SPEEDS`. */
  speed = 1;
  /** Each load's number: an older load that finishes late is dropped. */
  private loads = 0;
  /** The position's game, made once per position and seat. */
  private made: ReplayGame | null = null;
  /** The coach's work on a deal, asked for on demand (null: not asked). */
  coachRun: CoachRun | null = null;
  /** Each coach run's number: a run asked for again, or a log closed, drops the one before. */
  private coachJobs = 0;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  get status(): ReplayStatus {
    return this.current;
  }

  get position(): ReplayPosition {
    return this.at;
  }

  /** The seat the replay is seen from. */
  get seat(): Seat {
    return this.from;
  }

  get playing(): boolean {
    return this.timer !== null;
  }

  /** The replay at its position as the felt reads a game; null when no replay is open. */
  get game(): ReplayGame | null {
    if (this.current.kind !== 'ready') return null;
    this.made ??= new ReplayGame(this.current.model, this.at, this.from);
    return this.made;
  }

  hostConnected(): void {
    // Nothing runs until a log is opened.
  }

  hostDisconnected(): void {
    this.pause();
  }

  /** Opens the log at `url` (relative to `base`), with a seat's `token` as `Authorization: Bearer` when given, seen
   * from `seat` (the player's own, for Review). */
  openUrl(url: string, base: string, token: string | null = null, seat: Seat = 0): Promise<void> {
    return this.load(() => fetchReplay(url, base, undefined, token), seat);
  }

  /** Opens a file picked or dropped. */
  openFile(file: Blob): Promise<void> {
    return this.load(() => fileReplay(file));
  }

  /** Opens a log from its text (a match of a player's history, as its server sent it), seen from `seat`. */
  openText(text: string, seat: Seat = 0): Promise<void> {
    return this.load(() => Promise.resolve(readReplay(text)), seat);
  }

  /** Opens a log already in the page (the table's own match), seen from `seat` (the player's own). */
  openLog(log: GameLog, seat: Seat = 0): Promise<void> {
    return this.load(() => Promise.resolve(openLog(log)), seat);
  }

  private async load(loading: () => Promise<Loaded>, seat: Seat = 0): Promise<void> {
    const load = ++this.loads;
    this.pause();
    this.stopCoach();
    this.set({ kind: 'loading' });
    const loaded = await loading();
    if (load !== this.loads) return;
    this.at = FIRST;
    this.from = loaded.ok && seat < loaded.model.log.bots.length ? seat : 0;
    this.set(loaded.ok ? { kind: 'ready', model: loaded.model } : { kind: 'failed', problem: loaded.problem });
  }

  /** Closes the replay (the table's game is shown again). */
  close(): void {
    this.loads++;
    this.pause();
    this.stopCoach();
    this.set({ kind: 'closed' });
  }

  /** Shows the replay with nothing open: a file to pick. */
  clear(): void {
    this.loads++;
    this.pause();
    this.stopCoach();
    this.set({ kind: 'empty' });
  }

  next(): void {
    this.move((model) => stepForward(model, this.at));
  }

  prev(): void {
    this.move((model) => stepBack(model, this.at));
  }

  /** Deal `deal` (from 0) as dealt. */
  toDeal(deal: number): void {
    this.move((model) => dealStart(model, deal));
  }

  /** The end of this deal: every hand shown. */
  toEnd(): void {
    this.move((model) => dealEnd(model, this.at.deal));
  }

  /** Sees the replay from `seat`. */
  seeFrom(seat: Seat): void {
    if (this.current.kind !== 'ready' || seat < 0 || seat >= this.current.model.log.bots.length) return;
    this.from = seat;
    this.changed();
  }

  /** Asks `ask` (the coach) about every turn of the seat seen from in this deal, one after the other. */
  coach(ask: CoachFn): void {
    const status = this.current;
    if (status.kind !== 'ready') return;
    const job = ++this.coachJobs;
    void coachDeal(
      status.model,
      this.at.deal,
      this.from,
      ask,
      (run) => {
        this.coachRun = run;
        this.changed();
      },
      () => job !== this.coachJobs,
    );
  }

  private stopCoach(): void {
    this.coachJobs++;
    this.coachRun = null;
  }

  setSpeed(index: number): void {
    if (index < 0 || index >= REPLAY_SPEEDS.length) return;
    this.speed = index;
    this.changed();
  }

  /** Plays on, a move each `REPLAY_SPEEDS[speed]` milliseconds, to the end of the replay. */
  play(): void {
    const status = this.current;
    if (status.kind !== 'ready' || this.timer !== null) return;
    if (isLast(status.model, this.at)) this.at = FIRST;
    const tick = (): void => {
      this.timer = null;
      this.next();
      if (this.current.kind === 'ready' && !isLast(this.current.model, this.at)) schedule();
      else this.changed();
    };
    const schedule = (): void => {
      this.timer = setTimeout(tick, REPLAY_SPEEDS[this.speed] ?? 800);
    };
    schedule();
    this.changed();
  }

  pause(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.changed();
  }

  private move(to: (model: ReplayModel) => ReplayPosition): void {
    if (this.current.kind !== 'ready') return;
    const next = to(this.current.model);
    if (next.deal === this.at.deal && next.move === this.at.move) return;
    this.at = next;
    this.changed();
  }

  private set(status: ReplayStatus): void {
    this.current = status;
    this.changed();
  }

  private changed(): void {
    this.made = null;
    this.host.requestUpdate();
  }
}
