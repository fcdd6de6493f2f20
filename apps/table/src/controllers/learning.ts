// What the table does to teach (issue 36: «learn, play, get better»), wired in one place: the lessons (a lesson lent to
// the table in place of its game), the coach (its own worker, on by the setting or the `coach` attribute, and always
// in a lesson; never online) and the replay (the `replay` and `replay-token` attributes, a log dropped on the table,
// Review at a game's end, with the server's log and the seat's token for a room this table played in).

import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { GameLog } from '@birimba/game-log';
import { type CoachFn, CoachController } from './coach.js';
import type { GameSwitch } from '../game/game-switch.js';
import { LessonMode } from '../lessons/lesson-mode.js';
import { ReplayHost } from '../replay/replay-host.js';
import type { ReplayFrame } from '../replay/replay-view.js';
import { WorkerDecider } from '../worker/worker-decider.js';

/** What the learning part reads of the element, when it needs it. */
export interface LearningTable {
  readonly host: ReactiveControllerHost & HTMLElement;
  readonly game: GameSwitch;
  /** The page's own AI worker script (`worker-url`), or null. */
  workerUrl(): string | null;
  /** The page's coach instead of the coach's worker (the test seam), or null. */
  coachFunction(): CoachFn | null;
  /** The coach setting: the settings' choice, else the `coach` attribute. */
  coachSetting(): boolean;
  /** The table plays online (a coach there would be a second player; no lessons). */
  online(): boolean;
  /** Shows the lessons' list (the panel) or closes the panels. */
  showList(shown: boolean): void;
  /** Drops what belonged to the position left: the selection, the hint, what was said. */
  resetTurn(): void;
}

/** What the element's attributes say of the learning part. */
export interface LearningAttributes {
  readonly lesson: number | null;
  readonly replay: string | null;
  readonly replayToken: string | null;
}

/** What the replay view needs of the table's render (its scene of a position, its language and width), and whether the
 * table's game is there to go back to. */
export type ReplayRender = Pick<ReplayFrame, 'lang' | 'sizeClasses' | 'scene'> & { readonly closable: boolean };

export class Learning {
  /** The coach's own worker: its checks never hold up a bot's decision. */
  private readonly coachWorker: WorkerDecider;
  readonly coaching: CoachController;
  /** «Learn Biriba»: the lesson open (lent to the table in place of the game), the progress, the first-game offer. */
  readonly lessons: LessonMode;
  /** The replay of a game log, shown instead of the game (replay/). */
  readonly replays: ReplayHost;

  constructor(private readonly table: LearningTable) {
    const { host, game } = table;
    this.coachWorker = new WorkerDecider(() => table.workerUrl());
    this.coaching = new CoachController(
      host,
      game,
      () => this.coach,
      () => this.coachOn,
      () => this.lessons.game?.done === true,
    );
    this.lessons = new LessonMode(
      host,
      game,
      (shown) => table.showList(shown),
      () => {
        // A lesson opened or left: nothing of the position left is said, the coach's line with it.
        table.resetTurn();
        this.coaching.reset();
      },
    );
    this.replays = new ReplayHost(host);
    game.subscribe((change) => this.coaching.changed(change));
    // A game log dropped on the table is opened for replay.
    host.addEventListener('dragover', (e) => e.preventDefault());
    host.addEventListener('drop', (e) => {
      const file = e.dataTransfer?.files[0];
      if (file === undefined) return;
      e.preventDefault();
      void this.replays.openFile(file);
    });
  }

  /** How the coach is asked: the page's test seam, else the coach's worker. */
  get coach(): CoachFn {
    return this.table.coachFunction() ?? this.coachWorker.coach;
  }

  /**
   * The coach is on: by the setting (the settings' choice, else the `coach` attribute), and in every lesson whatever
   * the setting (which is kept as it is); never in an online room.
   */
  get coachOn(): boolean {
    return !this.table.online() && (this.lessons.game !== null || this.table.coachSetting());
  }

  /** The element's attributes changed: a lesson asked for (not online), a log to replay (with its token). */
  attributes(changed: ReadonlyMap<PropertyKey, unknown>, now: LearningAttributes): void {
    if (changed.has('replay') || changed.has('replayToken')) this.replays.attribute(now.replay, now.replayToken);
    if (
      changed.has('lesson') &&
      now.lesson !== null &&
      !this.table.online() &&
      this.lessons.lesson?.number !== now.lesson
    )
      this.lessons.open(now.lesson);
  }

  /**
   * Opens the replay of the game just finished, seen from the player's own seat: its log in the page, else the log on
   * the server that played it with this seat's token (an online room's match). False when there is none.
   */
  async review(): Promise<boolean> {
    const game = this.table.game;
    const log: GameLog | null = game.exportLog();
    if (log !== null) {
      await this.replays.openLog(log, game.mySeat);
      return true;
    }
    const server = game.serverLog;
    if (server === null) return false;
    await this.replays.openUrl(server.url, server.token, game.mySeat);
    return true;
  }

  /** A new game, or another game loaded: nothing the coach said of the old one stays. */
  reset(): void {
    this.coaching.reset();
  }

  /** The replay view, shown instead of the table. */
  renderReplay(frame: ReplayRender): TemplateResult {
    const { closable, ...rest } = frame;
    return this.replays.render(
      { ...rest, openFile: (file) => void this.replays.openFile(file), coach: () => this.coach },
      closable,
    );
  }

  /** The page's worker changed: the coach's worker is started anew at its next check. */
  restartWorker(): void {
    this.coachWorker.restart();
  }

  /** The table left the page. */
  terminate(): void {
    this.coachWorker.terminate();
  }
}
