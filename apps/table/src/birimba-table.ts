// <birimba-table>: a Birimba table for the person at it against bots, or with friends on a server. This file is the
// element's public surface — attributes, methods, events — and its `render`. The game behind it is a `TableGame`
// (game/: the local game; online/: a room on a server, loaded only in online mode); what is not drawing lives in its
// controllers (controllers/: the hand's selection, the hint, what the player is told, the live region, cards that
// travel …); each area of the table has its template (templates/).

import { type PropertyValues, type TemplateResult, adoptStyles, html, nothing } from 'lit';
import type { Decision } from '@birimba/ai';
import type { IllegalMoveError, Locale, Move, PlayerView } from '@birimba/engine';
import { tableStyles } from './birimba-table.styles.js';
import { TableAttributes } from './attributes/table-attributes.js';
import { LightElement, partsUpdated } from './components/light-element.js';
import { Announcer } from './display/announcer.js';
import { AttributeGuard } from './attributes/check-attributes.js';
import { Feedback, refusalText } from './controllers/feedback.js';
import { HandSelection } from './controllers/hand-selection.js';
import { CoachController } from './controllers/coach.js';
import { HintController } from './controllers/hint.js';
import { shortcuts } from './input/keyboard-shortcuts.js';
import { LastBotMove } from './display/last-bot-move.js';
import { Panels } from './controllers/panels.js';
import { TableActions } from './input/table-actions.js';
import { TableWidth } from './controllers/table-width.js';
import { Travel } from './controllers/travel.js';
import { ViewKeeper } from './display/view-keeper.js';
import { type Reactions, reactTo } from './controllers/game-reactions.js';
import type {
  ErrorEventDetail,
  GameOverEventDetail,
  MatchOverEventDetail,
  LanguageEventDetail,
  MoveEventDetail,
  SaveDamagedEventDetail,
  TurnEventDetail,
} from './api/events.js';
import { GameSwitch } from './game/game-switch.js';
import { LocalGame } from './game/local-game.js';
import { parsePlayers, parseTarget } from './attributes/setup.js';
import type { GameOptions, TableGame } from './game/table-game.js';
import type { GameLog } from '@birimba/game-log';
import { type Texts, browserLang, langOf } from './texts/i18n.js';
import { withRoomTeams } from './display/seat-names.js';
import { formTexts } from './texts/form-texts.js';
import { SPEED_DELAY } from './game/settings.js';
import type { TableScene } from './templates/scene.js';
import { ReplayHost } from './replay/replay-host.js';
import { table } from './templates/table.js';
import { WorkerDecider } from './worker/worker-decider.js';
import { LessonMode } from './lessons/lesson-mode.js';
import type * as OnlineParts from './online/index.js';
import type { OnlineGame, OnlineScreens } from './online/index.js';

/** The online part, loaded only when the element has a `server` (src/online/index.ts). */
type OnlineModule = typeof OnlineParts;

/**
 * A Birimba table for one person (seat 0) against bots in the other seats (one, three or five, by the players): a
 * felt table drawn by the component (card faces in CSS/SVG), a hand that fans to the width, settings, rules, matches.
 * Renders only seat 0's view; the bots think in a Web Worker. With a `server` it is instead a seat in an online room
 * of that server: a lobby, then the room's game from the seat this player holds (the online part is loaded only
 * then). Its parts (<birimba-card>, <birimba-hand>, <birimba-seat>, <birimba-melds>, <birimba-score-sheet>,
 * <birimba-log>, <birimba-settings>, <birimba-rules>) render inside its one shadow root.
 *
 * @tagname birimba-table
 *
 * @fires {CustomEvent<MoveEventDetail>} birimba-move - After every accepted move (bubbles, composed). A bot's draw
 *   carries no card.
 * @fires {CustomEvent<TurnEventDetail>} birimba-turn - When the seat to act or the phase changes, and at a new game.
 * @fires {CustomEvent<GameOverEventDetail>} birimba-game-over - The engine's finalScores breakdown at the end of
 *   every deal, plus the match: deal number, totals including this deal, target (null for a single deal), whether the
 *   match is over.
 * @fires {CustomEvent<MatchOverEventDetail>} birimba-match-over - When a match (with `target`) is over: the final
 *   totals (team 0 = A, yours; 1 = B) and the winning team. Not fired for a single deal.
 * @fires {CustomEvent<SaveDamagedEventDetail>} birimba-save-damaged - The save under `storage-key` could not be used:
 *   its text was kept under `backupKey` (null if even that failed; then nothing is saved over it until a new game) and
 *   a new game started.
 * @fires {CustomEvent<ErrorEventDetail>} birimba-error - A bot's decision could not be had: `{ code, seat, bot,
 *   message }`, code `worker-failed` (the AI worker did not start or stopped) or `bot-failed` (the bot threw, chose a
 *   refused move or gave no decision within `decision-timeout`). The game waits at that seat, the player is told with a
 *   Retry button; `retry()` asks again. For a hint `bot` is `expert` and the game goes on. Or `{ code: 'bad-attribute',
 *   attribute, value, allowed, message }`: an attribute set to a value the table cannot use (its last good value is
 *   kept).
 *
 * @fires {CustomEvent<LanguageEventDetail>} birimba-language - The language the table speaks (`{ locale }`, `en` or
 *   `el`), once it has drawn itself and at each change (the settings, the `lang` attribute): a page may follow it.
 *
 * @csspart table - The whole table.
 * @csspart status - Whose turn (the bar).
 * @csspart seat - A partner's or opponent's place.
 * @csspart card - A face-up card (hand, pile, melds, shown cards).
 * @csspart card-back - A face-down card.
 * @csspart stock - The stock.
 * @csspart pile - The discard pile.
 * @csspart melds - One team's meld area.
 * @csspart meld - One meld.
 * @csspart hand - Your hand.
 * @csspart controls - The action buttons.
 * @csspart button - A button.
 * @csspart thinking - The thinking indicator of a seat.
 * @csspart error - A refusal, or why the game waits at a bot's seat (with Retry).
 * @csspart hint - The hint.
 * @csspart scores - The running score.
 * @csspart score-sheet - The score sheet at the end of a deal.
 * @csspart log - The deal's log.
 *
 * @cssprop [--birimba-felt=#1d6b43] - The felt.
 * @cssprop [--birimba-felt-text=#f6f3ea] - Text on the table.
 * @cssprop [--birimba-card-bg=#fffdf6] - Card faces and buttons.
 * @cssprop [--birimba-card-fg=#16161a] - Black suits and button text.
 * @cssprop [--birimba-red=#c1121f] - Hearts and diamonds (which also have a second inner frame).
 * @cssprop [--birimba-card-back=#24427e] - Card backs.
 * @cssprop [--birimba-accent=#ffcf3f] - Selection, your turn, birimba marks, the last bot action.
 * @cssprop [--birimba-focus=#7fd3ff] - Keyboard focus ring.
 * @cssprop [--birimba-hint-meld=#58c4ff] - Ring of the cards a hint would meld or lay off (also marked ★).
 * @cssprop [--birimba-hint-discard=#ff8a5c] - Ring of the card a hint would discard (also marked ↓).
 * @cssprop [--birimba-card-width=2.6rem] - Width of the stock and pile cards (3.2rem on a wide table).
 * @cssprop [--birimba-card-font=Georgia, serif] - Font of the card indices.
 * @cssprop [--birimba-radius=0.5rem] - Corner radius of panels and messages.
 * @cssprop [--birimba-font=system-ui, sans-serif] - Font family.
 * @cssprop [--birimba-height=100dvh] - Height of the table (the hand, pile, stock and actions always fit in it).
 */
export class BirimbaTable extends TableAttributes {
  static override styles = tableStyles;
  private readonly worker = new WorkerDecider(
    () => (this.workerUrl !== null && this.workerUrl !== '' ? this.workerUrl : null),
    () => (Number.isFinite(this.decisionTimeout) && this.decisionTimeout >= 0 ? this.decisionTimeout : 60_000),
  );
  /** The coach's own worker: its checks never hold up a bot's decision. */
  private readonly coachWorker = new WorkerDecider(() =>
    this.workerUrl !== null && this.workerUrl !== '' ? this.workerUrl : null,
  );
  /** The end-of-deal sheet put aside by the player (until the next deal). */
  private sheetAside = false;
  private readonly keeper = new ViewKeeper(this);
  private guard: AttributeGuard | null = null;
  /** The online module and its game and screens, once loaded (online mode only). */
  private online: { module: OnlineModule; game: OnlineGame; screens: OnlineScreens } | null = null;
  /** The game behind the table: the local game (the engine in the page, bots in the worker, a save), or the online
   * game when the element has a `server` at its first update. */
  private readonly game = new GameSwitch(
    new LocalGame({
      decide: () => this.decisionFunction ?? this.worker.decide,
      delay: () => this.delay,
      storageKey: () => (this.storageKey !== null && this.storageKey !== '' ? this.storageKey : null),
      defaults: () => ({ seed: this.seed, seats: this.seats, players: parsePlayers(this.players) }),
      target: () => parseTarget(this.target),
    }),
    () => (this.onlineMode ? this.loadOnline() : null),
  );
  private readonly width = new TableWidth(this);
  private readonly travel = new Travel(this);
  private readonly feedback = new Feedback(this);
  private readonly selection = new HandSelection(this, this.game, () => this.travel.reorder());
  private readonly hints = new HintController(
    this,
    this.game,
    this.feedback,
    () => this.t.hintNone,
    (failure) => this.fire<ErrorEventDetail>('birimba-error', failure),
  );
  private readonly coaching = new CoachController(
    this,
    this.game,
    () => this.coachFunction ?? this.coachWorker.coach,
    () => this.coachOn,
  );
  private readonly panels = new Panels(this, () => (this.botNamesFunction ?? this.worker.botNames)());
  /** «Learn Biriba»: the lesson open (lent to the table in place of the game), the progress, the first-game offer. */
  private readonly lessons = new LessonMode(
    this,
    this.game,
    (shown) => (shown ? this.panels.show('lessons') : this.panels.close()),
    () => this.resetTurnState(),
  );
  private readonly announcer = new Announcer();
  /** The replay of a game log, shown instead of the game (replay/). */
  private readonly replays = new ReplayHost(this);
  private readonly lastBotMove = new LastBotMove();
  private readonly actions = new TableActions(
    this.game,
    this.selection,
    this.feedback,
    (move) => this.play(move),
    () => this.t,
  );
  private readonly onKeydown = shortcuts(this, this.actions, this.selection, this.panels);
  /** What the table does when the game changes (controllers/game-reactions.ts). */
  private readonly reactions: Reactions = {
    host: this,
    game: this.game,
    hints: this.hints,
    travel: this.travel,
    announcer: this.announcer,
    feedback: this.feedback,
    lastBotMove: this.lastBotMove,
    texts: () => this.t,
    roomRefusal: (room) => this.online?.module.ONLINE_TEXTS[this.language].roomRefusals[room] ?? null,
    fire: (type, detail) => this.fire(type, detail),
    dealOver: () => {
      this.sheetAside = false;
      this.keeper.showAllMelds();
    },
  };

  constructor() {
    super();
    this.guard = new AttributeGuard(this);
    this.addController(this.game);
    this.game.subscribe((change) => reactTo(change, this.reactions));
    this.game.subscribe((change) => this.coaching.changed(change));
    // A game log dropped on the table is opened for replay.
    this.addEventListener('dragover', (e) => e.preventDefault());
    this.addEventListener('drop', (e) => {
      const file = e.dataTransfer?.files[0];
      if (file === undefined) return;
      e.preventDefault();
      void this.replays.openFile(file);
    });
  }

  /** The coach is on: the settings' choice, else the `coach` attribute; never in an online room. */
  private get coachOn(): boolean {
    return !this.onlineMode && (this.game.settings.coach ?? this.coach);
  }

  /** The table plays online: it has a `server`. */
  private get onlineMode(): boolean {
    return this.server !== null && this.server.trim() !== '';
  }

  /** Loads the online part (and @colyseus/sdk with it) and makes the online game. */
  private async loadOnline(): Promise<TableGame> {
    const module = await import('./online/index.js');
    const game = new module.OnlineGame({
      server: () => this.server ?? '',
      room: () => this.room,
      name: () => this.name ?? '',
      decide: () => this.decisionFunction ?? this.worker.decide,
      storage: module.deviceStorage,
    });
    const screens = new module.OnlineScreens(this, game, () => this.name ?? '', { locale: () => this.language });
    this.online = { module, game, screens };
    this.addController(screens);
    adoptStyles(this.renderRoot as ShadowRoot, [...BirimbaTable.elementStyles, module.onlineStyles]);
    this.requestUpdate();
    return game;
  }

  /** The settings' language, else the `lang` attribute, else the browser's (Greek or English). */
  private get language(): Locale {
    return this.game.settings.lang ?? (this.lang?.trim() ? langOf(this.lang) : browserLang());
  }

  /** The language the table speaks now (`en` or `el`): `birimba-language` tells each change, the first included. */
  get locale(): Locale {
    return this.language;
  }

  /** The texts in the table's language, places and teams named for the game's form. */
  private get t(): Texts {
    const t = formTexts(this.language, this.game.view?.rules.players ?? 4);
    return this.online === null ? t : withRoomTeams(t, this.game.people, this.game.mySeat, this.game.watching === true);
  }

  /** Milliseconds between bot actions: the chosen speed, else the `ai-delay` attribute. */
  private get delay(): number {
    const speed = this.game.settings.speed;
    if (speed !== null) return SPEED_DELAY[speed];
    return Number.isFinite(this.aiDelay) && this.aiDelay >= 0 ? this.aiDelay : 900;
  }

  // ---- public API ----------------------------------------------------------------------------------------

  /** Starts a new game (options override the `seed` and `seats` attributes); replaces any saved game. */
  newGame(options?: GameOptions): void {
    this.lessons.leave();
    this.resetTurnState();
    this.coaching.reset();
    this.lastBotMove.clear();
    this.panels.close();
    this.game.newGame(options);
  }

  /** Starts the next deal of a match when the deal is over and the match goes on; false otherwise. */
  nextDeal(): boolean {
    this.resetTurnState();
    this.lastBotMove.clear();
    return this.game.nextDeal();
  }

  /** Asks the AI what it would do in your place; shows it (cards to meld and to discard marked) and returns it. */
  hint(): Promise<Decision | null> {
    return this.hints.ask();
  }

  /** Plays a move for the human seat to act (seat 0, or another `human` seat); returns the engine's refusal. */
  play(move: Move): IllegalMoveError | null {
    const hadFocus = this.keeper.hasFocus();
    // What was said before no longer applies; what the move says (a birimbaki picked up) is told as it is made.
    this.feedback.clear();
    const error = this.game.play(move);
    if (error !== null) this.feedback.tell(refusalText(error, this.game.mySeat, this.t, this.game.people));
    // The hint keeps its remaining steps (see HintController.moved); the selection was played.
    if (error === null) this.selection.clear();
    if (hadFocus) void this.keeper.keepFocus();
    return error;
  }

  /**
   * After a `birimba-error`: asks the bot that failed again (a worker that failed is started anew), or the hint.
   * False when nothing failed.
   */
  retry(): boolean {
    return this.hints.retry() || this.game.retry();
  }

  /** Finishes the AI's remaining delay now: the bots play on with no delay until it is a person's turn. */
  skip(): void {
    this.game.skip();
  }

  /** Plays the moves of the hint shown, in order; stops at the first one refused. */
  applyHint(): void {
    this.hints.apply((move) => this.play(move));
  }

  /**
   * The deal as a `birimba-sim` game log (format `birimba-sim-game`, the version `@birimba/game-log` writes: seed,
   * rules, seats, moves, final scores and state hash) that `birimba-sim replay` reproduces; a human seat is
   * `{ name: 'human', kind: 'human' }`. Null until the deal is over, and for a deal after which a match goes on or
   * that is not a match's first (the seed would tell the cards still to come; a later deal does not start from a seed
   * alone).
   */
  exportLog(): GameLog | null {
    return this.game.exportLog();
  }

  /** Opens the replay of the deal or match just finished (`exportLog`); false when there is none to open. */
  async review(): Promise<boolean> {
    const log = this.game.exportLog();
    if (log === null) return false;
    await this.replays.openLog(log);
    return true;
  }

  /**
   * After another tab played on with the game saved under the same `storage-key` (this table then stops saving and
   * says so): plays on from that game.
   */
  loadNewer(): void {
    this.resetTurnState();
    this.coaching.reset();
    this.lastBotMove.clear();
    this.game.reload();
  }

  /** Puts the end-of-deal sheet aside to see the final table, or brings it back. */
  toggleSheet(): void {
    this.sheetAside = !this.sheetAside;
    this.requestUpdate();
  }

  /** Unselects every card (and the lay-off target). */
  clearSelection(): void {
    this.selection.clear();
    this.feedback.clear();
  }

  /** What belonged to the turn just played: the selection, the hint, what was said. */
  private resetTurnState(): void {
    this.selection.clear();
    this.hints.clear();
    this.feedback.clear();
  }

  // ---- lifecycle -----------------------------------------------------------------------------------------

  /** The language `birimba-language` last told. */
  private toldLocale: Locale | null = null;

  override willUpdate(changed: PropertyValues<this>): void {
    for (const refused of this.guard?.check(changed) ?? []) this.fire<ErrorEventDetail>('birimba-error', refused);
    if (changed.has('workerUrl') && this.hasUpdated) {
      this.worker.restart();
      this.coachWorker.restart();
    }
    // Another key: that key's game (if it holds one) is played, never this one saved over it.
    if (changed.has('storageKey') && this.hasUpdated) this.game.reload();
    if (changed.has('replay')) this.replays.attribute(this.replay);
    // While a replay is shown, the table's game waits (a table opened on a replay deals nothing).
    if (!this.replays.shown) this.game.begin();
    // A lesson asked for by the `lesson` attribute (once checked): opened over the game (not online).
    if (
      changed.has('lesson') &&
      this.lesson !== null &&
      !this.onlineMode &&
      this.lessons.lesson?.number !== this.lesson
    )
      this.lessons.open(this.lesson);
    if (!this.hasUpdated) LightElement.deferFirstUpdate = true;
    if (changed.has('lang')) this.announcer.clear();
  }

  override updated(): void {
    // A page may speak the table's language (its `<html lang>`, its title): told once at first, then at each change.
    if (this.toldLocale !== this.language) {
      this.toldLocale = this.language;
      this.fire<LanguageEventDetail>('birimba-language', { locale: this.language });
    }
    // The meld a hint would lay off on, or the lay-off target, scrolled into view: the player sees what is named.
    this.keeper.showMeld(this.hints.layOffMeld ?? this.selection.target);
    this.keeper.showTableTop(this.online !== null && this.game.view === null);
  }

  /** The first render waits for a task of its own: loading the module and drawing the table are not one long task. */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await new Promise((resolve) => setTimeout(resolve, 0));
    await super.scheduleUpdate();
  }

  override firstUpdated(): void {
    LightElement.deferFirstUpdate = false;
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await partsUpdated(this.renderRoot);
    return done;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.worker.terminate();
    this.coachWorker.terminate();
  }

  // ---- rendering (reads only the player's view and public facts) -----------------------------------------

  /** What this render knows: the player's view, the game, the words and the controllers. */
  private scene(view: PlayerView, game: TableGame = this.game): TableScene {
    const online = game === this.game ? this.online : null;
    const o = online?.module.ONLINE_TEXTS[this.language];
    return {
      roomBar: online === null || o === undefined ? null : online.screens.bar(o, Date.now()),
      talk: online === null || o === undefined ? null : online.screens.talk(o),
      view,
      sheetAside: this.sheetAside,
      game,
      t: game === this.game ? this.t : formTexts(this.language, view.rules.players),
      lang: this.language,
      speed: this.game.settings.speed,
      delay: this.delay,
      compactSides: this.width.compactSides,
      selection: this.selection,
      hint: this.hints,
      coach: this.coaching,
      coachOn: this.coachOn,
      feedback: this.feedback,
      lastBotMove: this.lastBotMove,
      panels: this.panels,
      lessons: this.lessons,
      actions: this.actions,
      commands: this,
      sizeClasses: this.width.classes,
      announcement: this.announcer.text,
      onKeydown: this.onKeydown,
    };
  }

  override render(): TemplateResult | typeof nothing {
    if (this.replays.shown)
      return this.replays.render(
        {
          lang: this.language,
          sizeClasses: this.width.classes,
          scene: (game) => this.scene(game.view, game),
          openFile: (file) => void this.replays.openFile(file),
          coach: () => this.coachFunction ?? this.coachWorker.coach,
        },
        this.game.view !== null,
      );
    const view = this.game.view;
    if (this.onlineMode) {
      const online = this.online;
      if (online === null)
        return html`<div part="table" class="table online-wait" role="status" lang=${this.language}>
          ${this.t.connecting}
        </div>`;
      if (view === null) return online.screens.lobby(this.t, online.module.ONLINE_TEXTS[this.language], this.language);
    }
    if (view === null) return nothing;
    return table(this.scene(view));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'birimba-table': BirimbaTable;
  }
  interface HTMLElementEventMap {
    'birimba-move': CustomEvent<MoveEventDetail>;
    'birimba-turn': CustomEvent<TurnEventDetail>;
    'birimba-game-over': CustomEvent<GameOverEventDetail>;
    'birimba-match-over': CustomEvent<MatchOverEventDetail>;
    'birimba-save-damaged': CustomEvent<SaveDamagedEventDetail>;
    'birimba-error': CustomEvent<ErrorEventDetail>;
    'birimba-language': CustomEvent<LanguageEventDetail>;
  }
}
