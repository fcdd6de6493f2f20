// <birimba-table>: a Birimba table for the person at it against bots, or with friends on a server. This file is the
// element's public surface — attributes, methods, events — and its `render`. The game behind it is a `TableGame`
// (game/: the local game; online/: a room on a server, loaded only in online mode); what is not drawing lives in its
// controllers (controllers/: the hand's selection, the hint, what the player is told, the live region, cards that
// travel …); each area of the table has its template (templates/).

import { type PropertyValues, type TemplateResult, nothing } from 'lit';
import type { Decision } from '@birimba/ai';
import type { IllegalMoveError, Locale, Move, PlayerView } from '@birimba/engine';
import { tableStyles } from './birimba-table.styles.js';
import { TableAttributes } from './attributes/table-attributes.js';
import { LightElement, partsUpdated } from './components/light-element.js';
import { AttributeGuard } from './attributes/check-attributes.js';
import { refusalText } from './controllers/feedback.js';
import { Learning } from './controllers/learning.js';
import { TurnControls } from './controllers/turn-controls.js';
import { Panels } from './controllers/panels.js';
import { TableWidth } from './controllers/table-width.js';
import { ViewKeeper } from './display/view-keeper.js';
import type { ErrorEventDetail, LanguageEventDetail } from './api/events.js';
import { GameSwitch } from './game/game-switch.js';
import { LocalGame } from './game/local-game.js';
import { parseTarget } from './attributes/setup.js';
import type { GameOptions, TableGame } from './game/table-game.js';
import type { GameLog } from '@birimba/game-log';
import { type Texts, browserLang, langOf } from './texts/i18n.js';
import { formTexts } from './texts/form-texts.js';
import { SPEED_DELAY } from './game/settings.js';
import type { TableScene } from './templates/scene.js';
import { table } from './templates/table.js';
import { WorkerDecider } from './worker/worker-decider.js';
import { NO_ROOM, OnlinePart } from './controllers/online-part.js';

/**
 * A Birimba table for one person (seat 0) against bots in the other seats (one, three or five, by the players): a
 * felt table drawn by the component (card faces in CSS/SVG), a hand that fans to the width, settings, rules, matches.
 * Renders only seat 0's view; the bots think in a Web Worker. With a `server` it is instead a seat in an online room
 * of that server: a lobby, then the room's game from the seat this player holds (the online part, which the page
 * enables with `@birimba/table/online` or the CDN build, is loaded only then). Its parts (<birimba-card>, <birimba-hand>, <birimba-seat>, <birimba-melds>, <birimba-score-sheet>,
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
 *   kept). Or `{ code: 'online-missing', server, message }`: the table has a `server` but the page did not load the
 *   online part (`@birimba/table/online`); the table says so and waits for it.
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
    () => this.workerScript,
    () => this.decisionDeadline,
  );
  /** The end-of-deal sheet put aside by the player (until the next deal). */
  private sheetAside = false;
  private readonly keeper = new ViewKeeper(this);
  private guard: AttributeGuard | null = null;
  /** The online part (src/online/, loaded only when the element has a `server`). */
  private readonly online = new OnlinePart({
    host: this,
    styles: () => BirimbaTable.elementStyles,
    server: () => this.server,
    room: () => this.room,
    name: () => this.name,
    decide: () => this.decisionFunction ?? this.worker.decide,
    locale: () => this.language,
    missing: (failure) => {
      console.warn(failure.message);
      this.fire<ErrorEventDetail>('birimba-error', failure);
    },
    texts: () => this.t,
    review: (log, seat) => void this.learning.replays.openText(log, seat),
  });
  /** The game behind the table: the local game (the engine in the page, bots in the worker, a save), or the online
   * game when the element has a `server` at its first update. */
  private readonly game = new GameSwitch(
    new LocalGame({
      decide: () => this.decisionFunction ?? this.worker.decide,
      delay: () => this.delay,
      storageKey: () => this.storageName,
      defaults: () => this.gameDefaults,
      target: () => parseTarget(this.target),
    }),
    () => (this.online.mode ? this.online.load() : null),
  );
  private readonly width = new TableWidth(this);
  private readonly panels = new Panels(this, () => (this.botNamesFunction ?? this.worker.botNames)());
  /** The player's turn: the selection, the hint, what is said, cards that travel, the actions (turn-controls.ts). */
  private readonly turn = new TurnControls({
    host: this,
    game: this.game,
    panels: this.panels,
    texts: () => this.t,
    play: (move) => this.play(move),
    hint: () => this.hint(),
    clearSelection: () => this.clearSelection(),
    hintFailed: (failure) => this.fire<ErrorEventDetail>('birimba-error', failure),
    roomRefusal: (room) => this.online.roomRefusal(room),
    fire: (type, detail) => this.fire(type, detail),
    dealOver: () => {
      this.sheetAside = false;
      this.keeper.showAllMelds();
    },
  });
  /** The lessons, the coach and the replay (controllers/learning.ts). */
  private readonly learning = new Learning({
    host: this,
    game: this.game,
    workerUrl: () => this.workerScript,
    coachFunction: () => this.coachFunction,
    coachSetting: () => this.coachSetting,
    online: () => this.online.mode,
    showList: (shown) => (shown ? this.panels.show('lessons') : this.panels.close()),
    resetTurn: () => this.turn.resetTurn(),
  });
  constructor() {
    super();
    this.guard = new AttributeGuard(this);
    this.addController(this.game);
  }

  /** The coach setting: the settings' choice, else the `coach` attribute (in a lesson the coach is on all the same). */
  private get coachSetting(): boolean {
    return this.game.settings.coach ?? this.coach;
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
    return this.online.texts(t, this.game);
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
    this.learning.lessons.leave();
    this.turn.resetTurn();
    this.learning.reset();
    this.turn.lastBotMove.clear();
    this.panels.close();
    this.game.newGame(options);
  }

  /** Starts the next deal of a match when the deal is over and the match goes on; false otherwise. */
  nextDeal(): boolean {
    this.turn.resetTurn();
    this.turn.lastBotMove.clear();
    return this.game.nextDeal();
  }

  /** Asks the AI what it would do in your place; shows it (cards to meld and to discard marked) and returns it. */
  hint(): Promise<Decision | null> {
    return this.turn.hints.ask();
  }

  /** Plays a move for the human seat to act (seat 0, or another `human` seat); returns the engine's refusal. */
  play(move: Move): IllegalMoveError | null {
    const hadFocus = this.keeper.hasFocus();
    // What was said before no longer applies; what the move says (a birimbaki picked up) is told as it is made.
    this.turn.feedback.clear();
    const error = this.game.play(move);
    if (error !== null) this.turn.feedback.tell(refusalText(error, this.game.mySeat, this.t, this.game.people));
    // The hint keeps its remaining steps (see HintController.moved); the selection was played.
    if (error === null) this.turn.selection.clear();
    if (hadFocus) void this.keeper.keepFocus();
    return error;
  }

  /**
   * After a `birimba-error`: asks the bot that failed again (a worker that failed is started anew), or the hint.
   * False when nothing failed.
   */
  retry(): boolean {
    return this.turn.hints.retry() || this.game.retry();
  }

  /** Finishes the AI's remaining delay now: the bots play on with no delay until it is a person's turn. */
  skip(): void {
    this.game.skip();
  }

  /** Plays the moves of the hint shown, in order; stops at the first one refused. */
  applyHint(): void {
    this.turn.hints.apply((move) => this.play(move));
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

  /**
   * Opens the replay of the deal or match just finished (`exportLog`; an online room's match from its server, with
   * this seat's token); false when there is none to open.
   */
  review(): Promise<boolean> {
    return this.learning.review();
  }

  /**
   * After another tab played on with the game saved under the same `storage-key` (this table then stops saving and
   * says so): plays on from that game.
   */
  loadNewer(): void {
    this.turn.resetTurn();
    this.learning.reset();
    this.turn.lastBotMove.clear();
    this.game.reload();
  }

  /** Puts the end-of-deal sheet aside to see the final table, or brings it back. */
  toggleSheet(): void {
    this.sheetAside = !this.sheetAside;
    this.requestUpdate();
  }

  /** Unselects every card (and the lay-off target). */
  clearSelection(): void {
    this.turn.selection.clear();
    this.turn.feedback.clear();
  }

  // ---- lifecycle -----------------------------------------------------------------------------------------

  /** The language `birimba-language` last told. */
  private toldLocale: Locale | null = null;

  override willUpdate(changed: PropertyValues<this>): void {
    for (const refused of this.guard?.check(changed) ?? []) this.fire<ErrorEventDetail>('birimba-error', refused);
    if (changed.has('workerUrl') && this.hasUpdated) {
      this.worker.restart();
      this.learning.restartWorker();
    }
    // Another key: that key's game (if it holds one) is played, never this one saved over it.
    if (changed.has('storageKey') && this.hasUpdated) this.game.reload();
    // A log to replay (`replay`, `replay-token`); a lesson asked for by the `lesson` attribute (once checked).
    this.learning.attributes(changed, this);
    // While a replay is shown, the table's game waits (a table opened on a replay deals nothing).
    if (!this.learning.replays.shown) this.game.begin();
    if (!this.hasUpdated) LightElement.deferFirstUpdate = true;
    if (changed.has('lang')) this.turn.announcer.clear();
  }

  override updated(): void {
    // A page may speak the table's language (its `<html lang>`, its title): told once at first, then at each change.
    if (this.toldLocale !== this.language) {
      this.toldLocale = this.language;
      this.fire<LanguageEventDetail>('birimba-language', { locale: this.language });
    }
    // The meld a hint would lay off on, or the lay-off target, scrolled into view: the player sees what is named.
    this.keeper.showMeld(this.turn.hints.layOffMeld ?? this.turn.selection.target);
    this.keeper.showTableTop(this.online.ready && this.game.view === null);
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
    this.learning.terminate();
  }

  // ---- rendering (reads only the player's view and public facts) -----------------------------------------

  /** What this render knows: the player's view, the game, the words and the controllers. */
  private scene(view: PlayerView, game: TableGame = this.game): TableScene {
    return {
      ...(game === this.game ? this.online.scene() : NO_ROOM),
      view,
      sheetAside: this.sheetAside,
      game,
      t: game === this.game ? this.t : formTexts(this.language, view.rules.players),
      lang: this.language,
      speed: this.game.settings.speed,
      delay: this.delay,
      compactSides: this.width.compactSides,
      selection: this.turn.selection,
      hint: this.turn.hints,
      coach: this.learning.coaching,
      coachOn: this.learning.coachOn,
      coachSetting: this.coachSetting,
      feedback: this.turn.feedback,
      lastBotMove: this.turn.lastBotMove,
      panels: this.panels,
      lessons: this.learning.lessons,
      actions: this.turn.actions,
      commands: this,
      sizeClasses: this.width.classes,
      announcement: this.turn.announcer.text,
      onKeydown: this.turn.onKeydown,
    };
  }

  override render(): TemplateResult | typeof nothing {
    if (this.learning.replays.shown)
      return this.learning.renderReplay({
        lang: this.language,
        sizeClasses: this.width.classes,
        scene: (game) => this.scene(game.view, game),
        // Online, Back returns to the room or its lobby (a match of the profile's history is opened from there).
        closable: this.game.view !== null || this.online.mode,
      });
    const view = this.game.view;
    if (this.online.mode && (!this.online.ready || view === null)) return this.online.lobby(this.t);
    if (view === null) return nothing;
    return table(this.scene(view));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'birimba-table': BirimbaTable;
  }
}
