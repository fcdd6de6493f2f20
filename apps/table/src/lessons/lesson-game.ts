// A lesson as the table's game (`TableGame`): the lesson's position in the page, the player's moves through the
// engine, the other seats idle (they do not act before the goal). It counts the wrong tries — a move the engine
// refuses, or a turn ended short of the goal (the position is then set up again) — and tells when the goal is reached.

import type { Decision } from '@birimba/ai';
import {
  type Card,
  type FinalScores,
  type GameState,
  type Move,
  type MoveEvent,
  type PlayerView,
  type Seat,
  IllegalMoveError,
  applyMove,
  buildPosition,
  describeMove,
  finalScores,
  handsShown,
  illegalMove,
  isMatchOver,
  matchTotals,
  viewFor,
} from '@birimba/engine';
import type { GameLog } from '@birimba/game-log';
import type { DealResult, MatchInfo } from '../api/types.js';
import { DEFAULT_SEATS, parseSeats } from '../attributes/setup.js';
import { type DealRecord, freshRecord, recordMove } from '../game/deal-record.js';
import { GameChanges } from '../game/game-changes.js';
import type { SaveState } from '../game/save-store.js';
import type { Settings } from '../game/settings.js';
import type { GameChange, SeatPerson, TableGame } from '../game/table-game.js';
import type { Lesson, LessonStep } from './lesson-data.js';
import { remainingSolution, resolveStep } from './lesson-steps.js';

/** What the coach answers last: a move refused, a turn ended short of the goal, or nothing yet. */
export type LessonTry = 'refused' | 'turn-ended' | null;

/** What a lesson reads of the table around it. */
export interface LessonSetup {
  /** The player's settings (the language among them): the main game's, shared. */
  settings(): Settings;
  setSettings(settings: Settings): void;
  /** The goal was reached. */
  reached(lesson: Lesson): void;
}

/** Wrong tries after which the coach gives the hint. */
export const TRIES_BEFORE_HINT = 2;

export class LessonGame implements TableGame {
  readonly mySeat: Seat = 0;
  readonly seats: readonly string[] = parseSeats(DEFAULT_SEATS);
  readonly people: readonly SeatPerson[] = [];
  readonly botsPlaying = false;
  readonly thinking = null;
  readonly failure = null;
  readonly history: readonly DealResult[] = [];
  readonly canDealNext = false;
  readonly saving: SaveState = 'saved';
  handOrder: readonly number[] | null = null;
  /** The moves refused and the turns ended short of the goal, since the lesson opened. */
  tries = 0;
  /** What the coach answers now. */
  lastTry: LessonTry = null;
  /** The goal is reached. */
  done = false;
  /** The position the lesson starts from (the engine's `buildPosition`, checked by `validateGameState`). */
  readonly start: GameState;
  private state: GameState;
  private record: DealRecord = freshRecord();
  private readonly changes = new GameChanges();

  constructor(
    readonly lesson: Lesson,
    private readonly setup: LessonSetup,
  ) {
    this.start = buildPosition(lesson.position);
    this.state = this.start;
  }

  /** Two wrong tries or more: the coach gives the hint. */
  get hintDue(): boolean {
    return this.tries >= TRIES_BEFORE_HINT && !this.done;
  }

  /** The player's team's score once the deal is over (the scoring lessons), else null. */
  get score(): FinalScores['teams'][number] | null {
    return this.final?.teams[0] ?? null;
  }

  /** The moves that reach the goal from here, as far as the engine accepts them (the hint). */
  get solution(): Move[] {
    return this.done ? [] : remainingSolution(this.state, this.lesson.solution);
  }

  /** A step in card notation as the engine's move in the position now, or null when its cards are not there. */
  resolve(step: LessonStep): Move | null {
    return resolveStep(this.state, step);
  }

  get view(): PlayerView {
    return viewFor(this.state, this.mySeat);
  }

  get myTurn(): boolean {
    return this.state.turn === this.mySeat && this.state.phase !== 'over';
  }

  get log(): readonly MoveEvent[] {
    return this.record.log;
  }

  get match(): MatchInfo {
    const s = this.state;
    return { deal: s.match.deal, totals: matchTotals(s), target: null, over: isMatchOver(s) };
  }

  get final(): FinalScores | null {
    return this.state.phase === 'over' ? finalScores(this.state) : null;
  }

  get revealedHands(): readonly (readonly Card[])[] | null {
    return this.state.phase === 'over' ? handsShown(this.state) : null;
  }

  get settings(): Settings {
    return this.setup.settings();
  }

  setSettings(settings: Settings): void {
    this.setup.setSettings(settings);
    this.tell({ kind: 'changed' });
  }

  setHandOrder(order: readonly number[] | null): void {
    this.handOrder = order;
    this.tell({ kind: 'changed' });
  }

  subscribe(listener: (change: GameChange) => void): () => void {
    return this.changes.subscribe(listener);
  }

  private tell(change: GameChange): void {
    this.changes.tell(change);
  }

  begin(): void {
    this.tell({ kind: 'turn', seat: this.state.turn, phase: this.state.phase });
  }

  /** The player's move, judged by the engine: a refusal is a wrong try, and so is a turn ended short of the goal. */
  play(move: Move): IllegalMoveError | null {
    if (!this.myTurn)
      return illegalMove(this.state.phase === 'over' ? { code: 'game-over' } : { code: 'not-your-turn' });
    const before = this.state;
    let after: GameState;
    try {
      after = applyMove(before, move);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      this.wrongTry('refused');
      return error;
    }
    this.state = after;
    this.record = recordMove(this.record, before, move, after, this.mySeat);
    this.lastTry = null;
    this.tell({ kind: 'move', seat: this.mySeat, move, description: describeMove(before, move, after, this.mySeat) });
    if (after.turn !== before.turn || after.phase !== before.phase)
      this.tell({ kind: 'turn', seat: after.turn, phase: after.phase });
    if (!this.done && this.lesson.goal(after, this.start)) {
      this.done = true;
      this.setup.reached(this.lesson);
      this.tell({ kind: 'changed' });
    } else if (!this.done && !this.myTurn) {
      // The turn passed (or the deal ended) without the goal: the other seats do not play on; the lesson begins again.
      this.wrongTry('turn-ended');
      this.restart();
    }
    return null;
  }

  private wrongTry(kind: Exclude<LessonTry, null>): void {
    this.tries++;
    this.lastTry = kind;
    this.tell({ kind: 'changed' });
  }

  /** The lesson's position again, as it began (the wrong tries are kept: the hint stays). */
  restart(): void {
    this.state = this.start;
    this.record = freshRecord();
    this.handOrder = null;
    this.done = false;
    this.tell({ kind: 'turn', seat: this.state.turn, phase: this.state.phase });
  }

  /** The lesson's solution from here, as a hint of the table (its cards marked, "Play the hint"). */
  hint(): Promise<Decision | null> {
    const moves = this.myTurn ? this.solution : [];
    return Promise.resolve(moves.length === 0 ? null : { moves });
  }

  newGame(): void {
    this.restart();
  }

  nextDeal(): boolean {
    return false;
  }

  retry(): boolean {
    return false;
  }

  skip(): void {}

  reload(): void {}

  exportLog(): GameLog | null {
    return null;
  }
}
