// <birimba-table>: a Birimba table for the person at it against bots, or with friends on a server. This file is the
// element's public surface — attributes, methods, events — and its `render`. The game behind it is a `TableGame`
// (game/: the local game; online/: a room on a server, loaded only in online mode); what is not drawing lives in its
// controllers (controllers/: the hand's selection, the hint, what the player is told, the live region, cards that
// travel …); each area of the table has its template (templates/).

import { LitElement, type PropertyValues, type TemplateResult, adoptStyles, html, nothing } from 'lit';
import type { Decision } from '@birimba/ai';
import { type IllegalMoveError, type Locale, type Move, type PlayerView, BIRIMBAKI_SIZE } from '@birimba/engine';
import { tableStyles } from './birimba-table.styles.js';
import { LightElement, partsUpdated } from './components/light-element.js';
import { Announcer } from './controllers/announcer.js';
import { ATTRIBUTE_RULES, badAttribute } from './controllers/attributes.js';
import { Feedback, refusalText } from './controllers/feedback.js';
import { HandSelection } from './controllers/hand-selection.js';
import { HintController } from './controllers/hint.js';
import { shortcuts } from './controllers/keyboard-shortcuts.js';
import { LastBotMove } from './controllers/last-bot-move.js';
import { Panels } from './controllers/panels.js';
import { TableActions } from './controllers/table-actions.js';
import { TableWidth } from './controllers/table-width.js';
import { Travel } from './controllers/travel.js';
import type {
  ErrorEventDetail,
  GameOverEventDetail,
  MatchOverEventDetail,
  MoveEventDetail,
  SaveDamagedEventDetail,
  TurnEventDetail,
} from './events.js';
import type { DecideFn } from './game/bot-turns.js';
import { GameSwitch } from './game/game-switch.js';
import { LocalGame } from './game/local-game.js';
import { DEFAULT_SEATS, parseTarget } from './game/setup.js';
import type { GameChange, GameOptions, TableGame } from './game/table-game.js';
import type { GameLog } from '@birimba/game-log';
import { type Texts, TEXTS, browserLang, langOf } from './i18n.js';
import { SPEED_DELAY } from './settings.js';
import type { TableScene } from './templates/scene.js';
import { table } from './templates/table.js';
import { WorkerDecider } from './worker/worker-decider.js';
import type * as OnlineParts from './online/index.js';
import type { OnlineGame, OnlineScreens } from './online/index.js';

/** The online part, loaded only when the element has a `server` (src/online/index.ts). */
type OnlineModule = typeof OnlineParts;

/**
 * A Birimba table for one person (seat 0) against three AIs (or other human seats): a felt table drawn by the
 * component (card faces in CSS/SVG), a hand that fans to the width, settings, rules, matches. Renders only seat 0's
 * view; the bots think in a Web Worker. With a `server` it is instead a seat in an online room of that server: a lobby,
 * then the room's game from the seat this player holds (the online part is loaded only then). Its parts (<birimba-card>, <birimba-hand>, <birimba-seat>, <birimba-melds>,
 * <birimba-score-sheet>, <birimba-log>, <birimba-settings>, <birimba-rules>) render inside its one shadow root.
 *
 * @tagname birimba-table
 *
 * @fires {CustomEvent<MoveEventDetail>} birimba-move - After every accepted move (bubbles, composed). A bot's draw carries no card.
 * @fires {CustomEvent<TurnEventDetail>} birimba-turn - When the seat to act or the phase changes, and at a new game.
 * @fires {CustomEvent<GameOverEventDetail>} birimba-game-over - The engine's finalScores breakdown at the end of every deal, plus the match: deal number, totals including this deal, target (null for a single deal), whether the match is over.
 * @fires {CustomEvent<MatchOverEventDetail>} birimba-match-over - When a match (with `target`) is over: the final totals (team 0 = A, yours; 1 = B) and the winning team. Not fired for a single deal.
 * @fires {CustomEvent<SaveDamagedEventDetail>} birimba-save-damaged - The save under `storage-key` could not be used: its text was kept under `backupKey` (null if even that failed; then nothing is saved over it until a new game) and a new game started.
 * @fires {CustomEvent<ErrorEventDetail>} birimba-error - A bot's decision could not be had: `{ code, seat, bot, message }`, code `worker-failed` (the AI worker did not start or stopped) or `bot-failed` (the bot threw, chose a refused move or gave no decision within `decision-timeout`). The game waits at that seat, the player is told with a Retry button; `retry()` asks again. For a hint `bot` is `expert` and the game goes on. Or `{ code: 'bad-attribute', attribute, value, allowed, message }`: an attribute set to a value the table cannot use (its last good value is kept).
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
export class BirimbaTable extends LitElement {
  static override styles = tableStyles;
  static override properties = {
    seats: { type: String },
    seed: { type: String },
    lang: { type: String },
    aiDelay: { type: Number, attribute: 'ai-delay' },
    target: { type: Number },
    storageKey: { type: String, attribute: 'storage-key' },
    workerUrl: { type: String, attribute: 'worker-url' },
    decisionTimeout: { type: Number, attribute: 'decision-timeout' },
    server: { type: String },
    room: { type: String },
    name: { type: String },
  };

  /**
   * The URL of a Birimba server (`ws://host:2567`, `wss://…`; `http(s)://` is read as its WebSocket): the table plays
   * online in that server's rooms — a lobby first, then the room's game from this player's seat. Read once, at the
   * first update; without it the table plays locally.
   */
  declare server: string | null;
  /** A room to open in online mode: its code, or a share link (`https://host/?room=CODE`). */
  declare room: string | null;
  /** The player's display name in online mode (the lobby asks for it when absent). */
  declare name: string | null;

  /** Four seat kinds, space-separated: `human` or a bot name (`classic`, `greedy`, `random`). Seat 0 is you. */
  declare seats: string;
  /** Seed of the next new game (same seed, same deal). Random when absent. */
  declare seed: string | null;
  /** `en` or `el` (a language chosen in the settings wins); none: the browser's language (Greek, else English). */
  declare lang: string;
  /** Milliseconds between AI actions (default 900; 0 for tests; a speed chosen in the settings wins). */
  declare aiDelay: number;
  /** Match target: new games are matches of deals until a team's total reaches it (engine `matchTarget`). */
  declare target: number | null;
  /** localStorage key: the game and the settings are saved after every action and resumed on load. */
  declare storageKey: string | null;
  /**
   * URL of the page's own AI worker script (a module worker: the package's `dist/cdn/ai.worker.js`, served by the
   * page), instead of the worker the build brings (a chunk beside the module in the bundler build, a Blob in the CDN
   * build). Takes effect from the next decision.
   */
  declare workerUrl: string | null;
  /**
   * Milliseconds a bot of the AI worker may think before its decision is given up (default 60,000, as the
   * simulator's; 0: no deadline): the worker is stopped and the game waits at that seat with Retry (`bot-failed`).
   */
  declare decisionTimeout: number;
  /** Test seam: a decision function used instead of the AI Web Worker (DOM emulators have no workers). */
  decisionFunction: DecideFn | null = null;
  /** Test seam: the AI registry's bot names, instead of asking the worker. */
  botNamesFunction: (() => readonly string[] | Promise<readonly string[]>) | null = null;

  private readonly worker = new WorkerDecider(
    () => (this.workerUrl !== null && this.workerUrl !== '' ? this.workerUrl : null),
    () => (Number.isFinite(this.decisionTimeout) && this.decisionTimeout >= 0 ? this.decisionTimeout : 60_000),
  );
  /** The meld last scrolled into view (a hint's lay-off or the target). */
  private meldShown: number | null = null;
  /** The end-of-deal sheet put aside by the player (until the next deal). */
  private sheetAside = false;
  /** How many log lines of this deal were announced. */
  private logSeen = 0;
  /** The last good value of each checked attribute (see controllers/attributes.ts). */
  private readonly goodValues = new Map<string, unknown>();
  /** The online module and its game and screens, once loaded (online mode only). */
  private online: { module: OnlineModule; game: OnlineGame; screens: OnlineScreens } | null = null;
  /** The game behind the table: the local game (the engine in the page, bots in the worker, a save), or the online
   * game when the element has a `server` at its first update. */
  private readonly game: TableGame = new GameSwitch(
    new LocalGame({
      decide: () => this.decisionFunction ?? this.worker.decide,
      delay: () => this.delay,
      storageKey: () => (this.storageKey !== null && this.storageKey !== '' ? this.storageKey : null),
      defaults: () => ({ seed: this.seed, seats: this.seats }),
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
  private readonly panels = new Panels(this, () => (this.botNamesFunction ?? this.worker.botNames)());
  private readonly announcer = new Announcer();
  private readonly lastBotMove = new LastBotMove();
  private readonly actions = new TableActions(
    this.game,
    this.selection,
    this.feedback,
    (move) => this.play(move),
    () => this.t,
  );
  private readonly onKeydown = shortcuts(this, this.actions, this.selection, this.panels);

  constructor() {
    super();
    this.seats = DEFAULT_SEATS;
    this.seed = null;
    this.lang = '';
    this.aiDelay = 900;
    this.target = null;
    this.storageKey = null;
    this.workerUrl = null;
    this.decisionTimeout = 60_000;
    for (const [attribute, rule] of Object.entries(ATTRIBUTE_RULES))
      this.goodValues.set(attribute, this[rule.property]);
    this.server = null;
    this.room = null;
    this.name = null;
    this.addController(this.game);
    this.game.subscribe((change) => this.onGameChange(change));
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
      storage: () => {
        try {
          return sessionStorage;
        } catch {
          return null;
        }
      },
    });
    const screens = new module.OnlineScreens(this, game, () => this.name ?? '');
    this.online = { module, game, screens };
    this.addController(screens);
    adoptStyles(this.renderRoot as ShadowRoot, [...BirimbaTable.elementStyles, module.onlineStyles]);
    this.requestUpdate();
    return game;
  }

  /** The settings' language, else the `lang` attribute, else the browser's (Greek or English). */
  private get language(): Locale {
    return (
      this.game.settings.lang ?? (this.lang !== null && this.lang.trim() !== '' ? langOf(this.lang) : browserLang())
    );
  }

  private get t(): Texts {
    return TEXTS[this.language];
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
    this.resetTurnState();
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
    const hadFocus = this.renderRoot instanceof ShadowRoot && this.renderRoot.activeElement !== null;
    // What was said before no longer applies; what the move says (a birimbaki picked up) is told as it is made.
    this.feedback.clear();
    const error = this.game.play(move);
    if (error !== null) this.feedback.tell(refusalText(error, this.game.mySeat, this.t));
    // The hint keeps its remaining steps (see HintController.moved); the selection was played.
    if (error === null) this.selection.clear();
    if (hadFocus) void this.keepFocus();
    return error;
  }

  /**
   * After an action taken from the table (a button, Enter), the keyboard focus stays in it: when the button it was on
   * went away or was disabled, it goes to the hand (or, with no hand shown, the first action that can be taken), so
   * the shortcuts keep working.
   */
  private async keepFocus(): Promise<void> {
    await this.updateComplete;
    const active = this.renderRoot instanceof ShadowRoot ? this.renderRoot.activeElement : null;
    if (active !== null && !(active as HTMLButtonElement).disabled && active.isConnected) return;
    const hand = this.renderRoot.querySelector<HTMLElement & { focusCurrent?: () => void }>('birimba-hand');
    if (hand?.focusCurrent !== undefined && hand.querySelector('button') !== null) hand.focusCurrent();
    else this.renderRoot.querySelector<HTMLElement>('[data-action]:not([disabled])')?.focus();
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
   * The deal as a `birimba-sim` game log (format `birimba-sim-game`, version 1: seed, rules, seats, moves, final
   * scores and state hash) that `birimba-sim replay` reproduces; a human seat is `{ name: 'human', kind: 'human' }`.
   * Null until the deal is over, and for a deal after which a match goes on or that is not a match's first (the seed
   * would tell the cards still to come; a later deal does not start from a seed alone).
   */
  exportLog(): GameLog | null {
    return this.game.exportLog();
  }

  /**
   * After another tab played on with the game saved under the same `storage-key` (this table then stops saving and
   * says so): plays on from that game.
   */
  loadNewer(): void {
    this.resetTurnState();
    this.lastBotMove.clear();
    this.game.reload?.();
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

  // ---- the game's changes, told to the page --------------------------------------------------------------

  private onGameChange(change: GameChange): void {
    this.requestUpdate();
    const game = this.game;
    // A hint is for one position: a new turn or another's move makes it stale; the player's own next step of it
    // leaves the rest.
    if (change.kind === 'move') this.hints.moved(change.seat === game.mySeat ? change.move : null);
    if (change.kind === 'turn') this.hints.positionChanged();
    switch (change.kind) {
      case 'move': {
        const { seat, move, description } = change;
        this.travel.move(seat, move, game.log, game.mySeat);
        // The lines this move added to the log (the log only grows within a deal; a new deal starts it again).
        const log = game.log;
        const lines = log.length > this.logSeen ? log.slice(this.logSeen) : log.slice(-1);
        this.logSeen = log.length;
        this.announcer.move(lines, game.mySeat, this.t);
        if (lines.some((line) => line.kind === 'birimbaki' && line.seat === game.mySeat))
          this.feedback.inform(this.t.yourBirimbaki(BIRIMBAKI_SIZE));
        this.lastBotMove.note(seat, game.seats[seat], move);
        this.fire<MoveEventDetail>('birimba-move', { seat, move, description });
        break;
      }
      case 'turn':
        this.announcer.turn(change.seat, change.phase, game.mySeat, this.t);
        this.fire<TurnEventDetail>('birimba-turn', { seat: change.seat, phase: change.phase });
        break;
      case 'deal-over':
        this.sheetAside = false;
        this.fire<GameOverEventDetail>('birimba-game-over', { ...change.scores, match: change.match });
        break;
      case 'match-over': {
        const { deal, totals, target } = change.match;
        const [a, b] = totals;
        const winner = a > b ? 0 : b > a ? 1 : null;
        this.fire<MatchOverEventDetail>('birimba-match-over', { deal, totals, target: target ?? 0, winner });
        break;
      }
      case 'refused': {
        const online = this.online?.module.ONLINE_TEXTS[this.language];
        this.feedback.tell(
          change.room !== undefined && online !== undefined
            ? online.roomRefusals[change.room]
            : refusalText(change.error, game.mySeat, this.t),
        );
        break;
      }
      case 'failure':
        this.fire<ErrorEventDetail>('birimba-error', change.failure);
        break;
      case 'save-damaged':
        this.feedback.setNotice(change.problem);
        this.fire<SaveDamagedEventDetail>('birimba-save-damaged', change.problem);
        break;
      case 'changed':
        break;
    }
  }

  private fire<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }

  /** What belonged to the turn just played: the selection, the hint, what was said. */
  private resetTurnState(): void {
    this.selection.clear();
    this.hints.clear();
    this.feedback.clear();
  }

  // ---- lifecycle -----------------------------------------------------------------------------------------

  override willUpdate(changed: PropertyValues<this>): void {
    this.checkAttributes(changed);
    if (changed.has('workerUrl') && this.hasUpdated) this.worker.restart();
    // Another key: that key's game (if it holds one) is played, never this one saved over it.
    if (changed.has('storageKey') && this.hasUpdated) this.game.reload?.();
    this.game.begin();
    if (!this.hasUpdated) LightElement.deferFirstUpdate = true;
    if (changed.has('lang')) this.announcer.clear();
  }

  override updated(): void {
    this.showNamedMeld();
  }

  /**
   * The meld a hint would lay off on, or the lay-off target, scrolled into view within the melds (a phone shows a
   * few at a time): the player sees what is named.
   */
  private showNamedMeld(): void {
    const layOff = this.hints.shown?.moves.find((m) => m.type === 'layOff');
    const id = layOff?.type === 'layOff' ? layOff.meldId : this.selection.target;
    if (id === this.meldShown) return;
    this.meldShown = id ?? null;
    if (id === null || id === undefined) return;
    // Once the melds have drawn (they render after the table).
    void this.updateComplete.then(() => {
      const area = this.renderRoot.querySelector<HTMLElement>('.melds-area');
      const meld = area?.querySelector<HTMLElement>(`[data-meld="${String(id)}"]`);
      if (area === null || area === undefined || meld === null || meld === undefined) return;
      const a = area.getBoundingClientRect();
      const m = meld.getBoundingClientRect();
      if (m.top < a.top) area.scrollTop -= a.top - m.top + 4;
      else if (m.bottom > a.bottom) area.scrollTop += m.bottom - a.bottom + 4;
    });
  }

  /** Refuses a bad value of a checked attribute at once and keeps the last good one (controllers/attributes.ts). */
  private checkAttributes(changed: PropertyValues<this>): void {
    for (const [attribute, rule] of Object.entries(ATTRIBUTE_RULES)) {
      if (!changed.has(rule.property)) continue;
      const raw = this.getAttribute(attribute);
      // `target=""` is no target (Lit reads it as 0).
      const value = raw === '' ? null : this[rule.property];
      if (rule.good(value)) {
        this.goodValues.set(attribute, this[rule.property]);
        continue;
      }
      const detail = badAttribute(attribute, value, raw);
      console.warn(detail.message);
      Object.assign(this, { [rule.property]: this.goodValues.get(attribute) });
      this.fire<ErrorEventDetail>('birimba-error', detail);
    }
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
  }

  // ---- rendering (reads only the player's view and public facts) -----------------------------------------

  /** What this render knows: the player's view, the game, the words and the controllers. */
  private scene(view: PlayerView): TableScene {
    const online = this.online;
    return {
      roomBar: online === null ? null : online.screens.bar(online.module.ONLINE_TEXTS[this.language], Date.now()),
      view,
      sheetAside: this.sheetAside,
      game: this.game,
      t: this.t,
      lang: this.language,
      speed: this.game.settings.speed,
      delay: this.delay,
      compactSides: this.width.compactSides,
      selection: this.selection,
      hint: this.hints,
      feedback: this.feedback,
      lastBotMove: this.lastBotMove,
      panels: this.panels,
      actions: this.actions,
      commands: this,
      sizeClasses: this.width.classes,
      announcement: this.announcer.text,
      onKeydown: this.onKeydown,
    };
  }

  override render(): TemplateResult | typeof nothing {
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
  }
}
