// The table's lesson mode: which lesson is open (its `LessonGame` lent to the table in place of the game, which waits
// as it was), the progress kept in the browser, and the offer of the lessons at the start of a first game. A Lit
// controller: the table renders again on change.

import type { ReactiveControllerHost } from 'lit';
import type { GameSwitch } from '../game/game-switch.js';
import { type Lesson, LESSONS, lessonNumbered } from './lesson-data.js';
import { LessonGame } from './lesson-game.js';
import { type LessonProgress, loadProgress, saveProgress, withDone } from './progress.js';

export class LessonMode {
  /** The lesson open, or null: the table plays its game. */
  game: LessonGame | null = null;
  progress: LessonProgress;
  /** The offer is shown (a first game, until answered or the first move). */
  private offering = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly table: GameSwitch,
    /** Shows the lessons' list (the panel) or closes the panels. */
    private readonly list: (shown: boolean) => void,
    /** Drops what belonged to the position left: the selection, the hint, what was said. */
    private readonly resetTurn: () => void,
  ) {
    this.progress = loadProgress(LESSONS.length);
  }

  /** Shows the lessons' list (answering the offer), or closes it. */
  showList(shown: boolean): void {
    if (shown) this.answerOffer();
    this.list(shown);
  }

  /** The lesson open, or null. */
  get lesson(): Lesson | null {
    return this.game?.lesson ?? null;
  }

  /** Opens lesson `n` (1 to 8) on the table; false when there is none. */
  open(n: number): boolean {
    const lesson = lessonNumbered(n);
    if (lesson === null) return false;
    this.answerOffer();
    const main = this.table.current;
    this.game = new LessonGame(lesson, {
      settings: () => main.settings,
      setSettings: (settings) => main.setSettings(settings),
      reached: (reached) => this.reached(reached),
    });
    this.showList(false);
    this.resetTurn();
    this.table.lend(this.game);
    this.host.requestUpdate();
    return true;
  }

  /** The next lesson, or the list when this was the last. */
  next(): void {
    const n = this.lesson?.number ?? 0;
    if (lessonNumbered(n + 1) === null) {
      this.leave();
      this.showList(true);
      return;
    }
    this.open(n + 1);
  }

  /** Back to the table's game from the list: the list closes too. */
  leaveToGame(): void {
    this.leave();
    this.list(false);
  }

  /** Back to the table's game. */
  leave(): void {
    if (this.game === null) return;
    this.game = null;
    this.resetTurn();
    this.table.giveBack();
    this.host.requestUpdate();
  }

  private reached(lesson: Lesson): void {
    this.progress = withDone(this.progress, lesson.number);
    saveProgress(this.progress);
    this.host.requestUpdate();
  }

  /** Whether the offer of the lessons is shown: at the start of a first game (no move yet), never offered before. */
  offerShown(firstTurn: boolean): boolean {
    if (this.game !== null || this.progress.offered) return this.offering && this.game === null && firstTurn;
    if (!firstTurn) return false;
    // Offered once: kept as offered from the moment it is shown.
    this.offering = true;
    this.progress = { ...this.progress, offered: true };
    saveProgress(this.progress);
    return true;
  }

  /** The player answered the offer (or opened a lesson): it is not shown again. */
  answerOffer(): void {
    if (!this.offering) return;
    this.offering = false;
    this.host.requestUpdate();
  }
}
