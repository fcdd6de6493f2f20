// <birimba-table>: a Birimba table for one person (seat 0) against bots or other humans. It wires the game
// controller (the only owner of game state) to the table's parts — cards, hand, seats, melds, score sheet, log,
// settings, rules — and turns the player's taps and keys into moves. Renders only seat 0's view.

import { LitElement, type PropertyValues, type TemplateResult, html, nothing } from 'lit';
import type { Decision } from '@birimba/ai';
import {
  type Card,
  type FinalScores,
  type Move,
  type MoveOutcome,
  type Phase,
  type PlayerView,
  type Seat,
  DECK,
  IllegalMoveError,
  checkMeld,
  moveOutcome,
  parseCard,
  rankNumber,
  suitIndex,
} from '@birimba/engine';
import { tableStyles } from './birimba-table.styles.js';
import { cardStyles } from './components/card.styles.js';
import { handStyles } from './components/hand.styles.js';
import { logStyles } from './components/log.styles.js';
import { meldAreaStyles } from './components/meld-area.styles.js';
import { panelStyles } from './components/panel.styles.js';
import { scoreSheetStyles } from './components/score-sheet.styles.js';
import { seatStyles } from './components/seat.styles.js';
import './components/card.js';
import { LightElement } from './components/light-element.js';
import './components/hand.js';
import './components/meld-area.js';
import './components/rules-panel.js';
import './components/score-sheet.js';
import './components/settings-panel.js';
import type { CardMark, HandMoveDetail, HandToggleDetail } from './components/hand.js';
import { cardChip } from './components/log.js';
import type { MeldTapDetail } from './components/meld-area.js';
import { tableCard } from './components/seat.js';
import type { SettingsChangeDetail } from './components/settings-panel.js';
import type { TableError, TableFailure } from './errors.js';
import type { GameLog } from './game-log.js';
import {
  type DecideFn,
  type GameOptions,
  type MatchInfo,
  type SaveProblem,
  DEFAULT_SEATS,
  GameController,
} from './game-controller.js';
import { type Lang, type Texts, ERRORS_EL, MELD_FAULTS_EL, TEXTS, cardName, langOf, seatName } from './i18n.js';
import { type Flight, type Rects, measure, reducedMotion, travel } from './motion.js';
import { type Speed, BOT_NAMES, SPEED_DELAY, difficultyChoices } from './settings.js';
import { WorkerDecider } from './worker/worker-decider.js';

export interface MoveEventDetail {
  readonly seat: Seat;
  readonly move: Move;
  readonly description: string;
}
export interface TurnEventDetail {
  readonly seat: Seat;
  readonly phase: Phase;
}
/** `birimba-game-over`: the engine's finalScores breakdown of the deal, plus where the match stands. */
export type GameOverEventDetail = FinalScores & { readonly match: MatchInfo };
/** `birimba-match-over`: the final match totals (team 0 = A, 1 = B) and the winning team. */
export interface MatchOverEventDetail {
  readonly deal: number;
  readonly totals: readonly [number, number];
  readonly target: number;
  readonly winner: 0 | 1 | null;
}
/** `birimba-save-damaged`: the save under `storage-key` could not be used; its text is under `backupKey`. */
export type SaveDamagedEventDetail = SaveProblem;
/**
 * `birimba-error`: a bot's decision could not be had (`worker-failed`: the AI worker did not start or stopped;
 * `bot-failed`: the bot threw or chose a move the engine refuses). The game waits at `seat` until `retry()`; for a
 * hint, `bot` is `expert` and the game goes on.
 */
export type ErrorEventDetail = TableFailure;

/** A match target must be a positive whole number; anything else means a single deal. */
export function parseTarget(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

type Panel = 'settings' | 'rules' | 'confirm-new-game';

interface Hint {
  readonly moves: readonly Move[];
  readonly summary: string;
}

/**
 * A Birimba table for one person (seat 0) against three AIs (or other human seats): a felt table drawn by the
 * component (card faces in CSS/SVG), a hand that fans to the width, settings, rules, matches. Renders only seat 0's
 * view; the bots think in a Web Worker. Its parts (<birimba-card>, <birimba-hand>, <birimba-seat>, <birimba-melds>,
 * <birimba-score-sheet>, <birimba-log>, <birimba-settings>, <birimba-rules>) render inside its one shadow root.
 *
 * @tagname birimba-table
 *
 * @fires {CustomEvent<MoveEventDetail>} birimba-move - After every accepted move (bubbles, composed). A bot's draw carries no card.
 * @fires {CustomEvent<TurnEventDetail>} birimba-turn - When the seat to act or the phase changes, and at a new game.
 * @fires {CustomEvent<GameOverEventDetail>} birimba-game-over - The engine's finalScores breakdown at the end of every deal, plus the match: deal number, totals including this deal, target (null for a single deal), whether the match is over.
 * @fires {CustomEvent<MatchOverEventDetail>} birimba-match-over - When a match (with `target`) is over: the final totals (team 0 = A, yours; 1 = B) and the winning team. Not fired for a single deal.
 * @fires {CustomEvent<SaveDamagedEventDetail>} birimba-save-damaged - The save under `storage-key` could not be used: its text was kept under `backupKey` (null if even that failed; then nothing is saved over it until a new game) and a new game started.
 * @fires {CustomEvent<ErrorEventDetail>} birimba-error - A bot's decision could not be had: `{ code, seat, bot, message }`, code `worker-failed` (the AI worker did not start or stopped) or `bot-failed` (the bot threw or chose a refused move). The game waits at that seat, the player is told with a Retry button; `retry()` asks again. For a hint `bot` is `expert` and the game goes on.
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
  static override styles = [
    tableStyles,
    cardStyles,
    handStyles,
    seatStyles,
    meldAreaStyles,
    scoreSheetStyles,
    logStyles,
    panelStyles,
  ];
  static override properties = {
    seats: { type: String },
    seed: { type: String },
    lang: { type: String },
    aiDelay: { type: Number, attribute: 'ai-delay' },
    target: { type: Number },
    storageKey: { type: String, attribute: 'storage-key' },
    workerUrl: { type: String, attribute: 'worker-url' },
    selected: { state: true },
    sortBy: { state: true },
    targetMeld: { state: true },
    error: { state: true },
    hintShown: { state: true },
    hintFailure: { state: true },
    recent: { state: true },
    panel: { state: true },
    notice: { state: true },
    botChoices: { state: true },
    width: { state: true },
  };

  /** Four seat kinds, space-separated: `human` or a bot name (`classic`, `greedy`, `random`). Seat 0 is you. */
  declare seats: string;
  /** Seed of the next new game (same seed, same deal). Random when absent. */
  declare seed: string | null;
  /** `en` or `el` (a language chosen in the settings wins). */
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
  /** Test seam: a decision function used instead of the AI Web Worker (DOM emulators have no workers). */
  decisionFunction: DecideFn | null = null;
  /** Test seam: the AI registry's bot names, instead of asking the worker. */
  botNamesFunction: (() => readonly string[] | Promise<readonly string[]>) | null = null;

  declare private selected: ReadonlySet<number>;
  declare private sortBy: 'suit' | 'rank';
  declare private targetMeld: number | null;
  declare private error: string | null;
  declare private hintShown: Hint | null;
  /** The last bot action, highlighted: the acting seat and the cards it just played (ids). */
  declare private recent: { readonly seat: Seat; readonly ids: ReadonlySet<number>; readonly serial: number } | null;
  declare private panel: Panel | null;
  declare private notice: SaveProblem | null;
  declare private botChoices: readonly string[] | null;
  /** The element's own width: the layout follows it (classes narrow, roomy, wide), not the window's. */
  declare private width: number;
  private resize: ResizeObserver | null = null;
  private moveSerial = 0;
  private readonly worker = new WorkerDecider(() =>
    this.workerUrl !== null && this.workerUrl !== '' ? this.workerUrl : null,
  );
  /** A hint that could not be had (the game goes on). */
  declare private hintFailure: TableFailure | null;
  private readonly game: GameController;
  private announcement = '';
  private lastMoveText = '';
  private announcedSeat: Seat | null = null;
  private layoutBefore: Rects | null = null;
  private flight: Flight | null = null;

  constructor() {
    super();
    this.seats = DEFAULT_SEATS;
    this.seed = null;
    this.lang = '';
    this.aiDelay = 900;
    this.target = null;
    this.storageKey = null;
    this.workerUrl = null;
    this.selected = new Set();
    this.sortBy = 'suit';
    this.targetMeld = null;
    this.error = null;
    this.hintShown = null;
    this.hintFailure = null;
    this.recent = null;
    this.panel = null;
    this.notice = null;
    this.botChoices = null;
    this.width = 0;
    this.game = new GameController(this, {
      decide: () => this.decisionFunction ?? this.worker.decide,
      delay: () => this.delay,
      storageKey: () => (this.storageKey !== null && this.storageKey !== '' ? this.storageKey : null),
      defaults: () => ({ seed: this.seed, seats: this.seats }),
      onMove: (seat, move, description) => {
        this.prepareTravel(seat, move);
        this.announceMove();
        this.markRecent(seat, move);
        this.fire<MoveEventDetail>('birimba-move', { seat, move, description });
      },
      onTurn: (seat, phase) => {
        this.announceTurn(seat, phase);
        this.fire<TurnEventDetail>('birimba-turn', { seat, phase });
      },
      target: () => parseTarget(this.target),
      onGameOver: (scores, match) => this.fire<GameOverEventDetail>('birimba-game-over', { ...scores, match }),
      onMatchOver: (match) => {
        const [a, b] = match.totals;
        this.fire<MatchOverEventDetail>('birimba-match-over', {
          deal: match.deal,
          totals: match.totals,
          target: match.target ?? 0,
          winner: a > b ? 0 : b > a ? 1 : null,
        });
      },
      onSaveDamaged: (problem) => {
        this.notice = problem;
        this.fire<SaveDamagedEventDetail>('birimba-save-damaged', problem);
      },
      onFailure: (failure) => this.fire<ErrorEventDetail>('birimba-error', failure),
    });
  }

  private get language(): Lang {
    return this.game.settings.lang ?? langOf(this.lang);
  }

  private get t(): Texts {
    return TEXTS[this.language];
  }

  private get speed(): Speed | null {
    return this.game.settings.speed;
  }

  /** Milliseconds between bot actions: the chosen speed, else the `ai-delay` attribute. */
  private get delay(): number {
    const speed = this.speed;
    if (speed !== null) return SPEED_DELAY[speed];
    return Number.isFinite(this.aiDelay) && this.aiDelay >= 0 ? this.aiDelay : 900;
  }

  // ---- public API ----------------------------------------------------------------------------------------

  /** Starts a new game (options override the `seed` and `seats` attributes); replaces any saved game. */
  newGame(options?: GameOptions): void {
    this.resetTurnState();
    this.recent = null;
    this.panel = null;
    this.game.newGame(options);
  }

  /** Starts the next deal of a match when the deal is over and the match goes on; false otherwise. */
  nextDeal(): boolean {
    this.resetTurnState();
    this.recent = null;
    return this.game.nextDeal();
  }

  /** Asks the AI what it would do in your place; shows it (cards to meld and to discard marked) and returns it. */
  async hint(): Promise<Decision | null> {
    let decision: Decision | null;
    this.hintFailure = null;
    try {
      decision = await this.game.hint();
    } catch (error) {
      const { code, message } = error as TableError;
      const seat = this.game.humanToAct ?? 0;
      this.hintShown = null;
      this.hintFailure = { code, seat, bot: 'expert', message };
      this.fire<ErrorEventDetail>('birimba-error', this.hintFailure);
      return null;
    }
    const view = this.game.view;
    if (decision === null || view === null) {
      this.hintShown = null;
      this.error = this.t.hintNone;
      return decision;
    }
    this.error = null;
    this.hintShown = { moves: decision.moves, summary: decision.explanation?.summary ?? '' };
    return decision;
  }

  /** Plays a move for the human seat to act (seat 0, or another `human` seat); returns the engine's refusal. */
  play(move: Move): IllegalMoveError | null {
    const error = this.game.play(move);
    this.error = error === null ? null : this.errorText(error, move);
    if (error === null) {
      this.resetTurnState();
    }
    return error;
  }

  /**
   * After a `birimba-error`: asks the bot that failed again (a worker that failed is started anew), or the hint.
   * False when nothing failed.
   */
  retry(): boolean {
    if (this.hintFailure !== null) {
      this.hintFailure = null;
      void this.hint();
      return true;
    }
    return this.game.retry();
  }

  /** Finishes the AI's remaining delay now: the bots play on with no delay until it is a person's turn. */
  skip(): void {
    this.game.skip();
  }

  /** Plays the moves of the hint shown, in order; stops at the first one refused. */
  applyHint(): void {
    const hint = this.hintShown;
    if (hint === null) return;
    for (const move of hint.moves) if (this.play(move) !== null) return;
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

  /** Unselects every card (and the lay-off target). */
  clearSelection(): void {
    this.selected = new Set();
    this.targetMeld = null;
    this.error = null;
  }

  // ---- lifecycle -----------------------------------------------------------------------------------------

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('workerUrl') && this.hasUpdated) this.worker.restart();
    if (!this.game.started) this.game.begin();
    if (!this.hasUpdated) LightElement.deferFirstUpdate = true;
    if (changed.has('lang') && this.announcement !== '') this.announcement = '';
  }

  /** The first render waits for a task of its own: loading the module and drawing the table are not one long task. */
  protected override async scheduleUpdate(): Promise<void> {
    if (!this.hasUpdated) await new Promise((resolve) => setTimeout(resolve, 0));
    await super.scheduleUpdate();
  }

  override firstUpdated(): void {
    LightElement.deferFirstUpdate = false;
  }

  override updated(): void {
    const before = this.layoutBefore;
    const flight = this.flight;
    this.layoutBefore = null;
    this.flight = null;
    // The parts render after the table: the travels start once every card is in its new place.
    if (before !== null)
      void this.partsUpdated().then(() =>
        travel(this.renderRoot as ShadowRoot, before, flight, this.renderRoot.querySelector('.flight-layer')),
      );
  }

  private async partsUpdated(): Promise<void> {
    const parts = [...this.renderRoot.querySelectorAll('*')].filter((n): n is LitElement => n instanceof LitElement);
    await Promise.all(parts.map((p) => p.updateComplete));
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await this.partsUpdated();
    return done;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Measured before the first render (the page's layout only: nothing of ours is drawn yet), then followed.
    this.width = Math.round(this.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'function') {
      this.resize = new ResizeObserver((entries) => {
        const width = Math.round(entries[0]?.contentRect.width ?? 0);
        if (width > 0 && width !== this.width) this.width = width;
      });
      this.resize.observe(this);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize?.disconnect();
    this.resize = null;
    this.worker.terminate();
  }

  /** The width classes of the layout (instead of container queries, which make every style depend on layout). */
  private sizeClasses(): string {
    const w = this.width;
    return `${w > 0 && w <= 560 ? 'narrow' : ''} ${w >= 640 ? 'roomy' : ''} ${w >= 900 ? 'wide' : ''}`;
  }

  private fire<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }

  private resetTurnState(): void {
    this.selected = new Set();
    this.targetMeld = null;
    this.hintShown = null;
    this.hintFailure = null;
    this.error = null;
  }

  // ---- motion --------------------------------------------------------------------------------------------

  /** Before the table shows a move: where everything is now, and where unseen cards come from or go to. */
  private prepareTravel(seat: Seat, move: Move): void {
    if (reducedMotion() || !this.isConnected) return;
    this.layoutBefore ??= measure(this.renderRoot);
    const zone = seat === 0 ? 'hand' : `seat-${seat}`;
    const tookPacket = this.game.log.some((e, i, all) => i >= all.length - 2 && e.kind === 'birimbaki');
    switch (move.type) {
      case 'draw':
        this.flight = seat === 0 ? { from: tookPacket ? 'birimbakia' : 'stock' } : { from: 'stock', backTo: zone };
        break;
      case 'takePile':
        this.flight = seat === 0 ? { from: 'pile' } : { from: 'pile', to: zone };
        break;
      default:
        this.flight = { from: seat === 0 && tookPacket ? 'birimbakia' : zone };
    }
  }

  // ---- announcements -------------------------------------------------------------------------------------

  /** A new seat to act (or the end) is announced after the move that led to it; a phase change alone is not. */
  private announceTurn(seat: Seat, phase: Phase): void {
    const t = this.t;
    const move = this.lastMoveText;
    this.lastMoveText = '';
    if (phase !== 'over' && seat === this.announcedSeat && move !== '') return;
    this.announcedSeat = seat;
    const turn = phase === 'over' ? t.phases.over : `${t.turnOf(seat, seatName(seat, t))}: ${t.phases[phase]}`;
    this.announcement = move === '' ? turn : `${move}. ${turn}`;
  }

  private announceMove(): void {
    const last = this.game.log[this.game.log.length - 1];
    if (last === undefined) return;
    // The live region speaks plain text: card names instead of the symbols shown.
    const t = this.t;
    const who = (seat: Seat): string => seatName(seat, t);
    const names = (cards: readonly string[]): string => cards.map((c) => cardName(parseCard(c), t)).join(', ');
    let text: string;
    switch (last.kind) {
      case 'draw':
        text =
          last.card !== undefined && last.seat === 0
            ? `${t.logDrawOwn} ${names([last.card])}`
            : t.logDraw(who(last.seat));
        break;
      case 'takePile':
        text = t.logTakePile(who(last.seat), last.count);
        break;
      case 'meld':
        text = `${t.logMeld(who(last.seat))} ${names(last.cards)}`;
        break;
      case 'layOff':
        text = `${t.logLayOff(who(last.seat))} ${names(last.cards)} ${t.logOnMeld(last.meldId)}`;
        break;
      case 'discard':
        text = `${t.logDiscard(who(last.seat))} ${names([last.card])}`;
        break;
      case 'birimbaki':
        text = t.logBirimbaki(who(last.seat));
        break;
      case 'closed':
        text = t.logClosed;
        break;
      case 'stockOut':
        text = t.logStockOut;
        break;
    }
    this.lastMoveText = text;
    this.announcement = text;
  }

  private markRecent(seat: Seat, move: Move): void {
    if (this.game.seats[seat] === 'human') {
      this.recent = null;
      return;
    }
    const ids =
      move.type === 'meld' || move.type === 'layOff' ? move.cards : move.type === 'discard' ? [move.card] : [];
    this.recent = { seat, ids: new Set(ids), serial: ++this.moveSerial };
  }

  // ---- refusals ------------------------------------------------------------------------------------------

  private errorText(error: IllegalMoveError, move?: Move): string {
    const t = this.t;
    if (this.language !== 'el') return `${t.errorPrefix}: ${error.message}`;
    let reason = ERRORS_EL[error.code] ?? error.message;
    const view = this.game.view;
    if (
      error.code === 'invalid-meld' &&
      view !== null &&
      move !== undefined &&
      (move.type === 'meld' || move.type === 'layOff')
    ) {
      // The engine's reason in Greek: ask it again which fault the cards have.
      const cards = move.cards.map((id) => DECK[id] as Card);
      const on = move.type === 'layOff' ? (view.melds.find((m) => m.id === move.meldId)?.cards ?? []) : [];
      const check = checkMeld([...on, ...cards], view.rules);
      if (!check.valid) reason = `${reason}: ${MELD_FAULTS_EL[check.code]}`;
    }
    return `${t.errorPrefix}: ${reason}`;
  }

  // ---- the hand ------------------------------------------------------------------------------------------

  private sortedHand(view: PlayerView): Card[] {
    const hand = [...view.hand];
    const suitKey = (c: Card): number => (suitIndex(c) < 0 ? 4 : suitIndex(c));
    const rankKey = (c: Card): number => (c.rank === 'JK' ? 20 : rankNumber(c) === 1 ? 14 : rankNumber(c));
    return hand.sort((a, b) =>
      this.sortBy === 'suit'
        ? suitKey(a) - suitKey(b) || rankKey(a) - rankKey(b) || a.id - b.id
        : rankKey(a) - rankKey(b) || suitKey(a) - suitKey(b) || a.id - b.id,
    );
  }

  /** The hand as shown: the person's own order (cards that arrived since are appended), else sorted. */
  private displayHand(view: PlayerView): Card[] {
    const sorted = this.sortedHand(view);
    const order = this.game.handOrder;
    if (order === null) return sorted;
    const rank = new Map(order.map((id, i) => [id, i]));
    const known = sorted.filter((c) => rank.has(c.id)).sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
    return [...known, ...sorted.filter((c) => !rank.has(c.id))];
  }

  private setSort(key: 'suit' | 'rank'): void {
    this.prepareReorder();
    this.sortBy = key;
    if (this.game.handOrder !== null) {
      this.game.handOrder = null;
      this.game.saveNow();
    }
    this.requestUpdate();
  }

  private prepareReorder(): void {
    if (!reducedMotion() && this.isConnected) this.layoutBefore ??= measure(this.renderRoot);
  }

  /** Moves a hand card to a new position (index in the displayed hand); the order is saved with the game. */
  private moveCard({ id, to }: HandMoveDetail): void {
    const view = this.game.view;
    if (view === null) return;
    const ids = this.displayHand(view).map((c) => c.id);
    const from = ids.indexOf(id);
    if (from < 0) return;
    this.prepareReorder();
    ids.splice(from, 1);
    ids.splice(Math.max(0, Math.min(ids.length, to)), 0, id);
    this.game.handOrder = ids;
    this.game.saveNow();
    this.requestUpdate();
  }

  private selectedIds(): number[] {
    const view = this.game.view;
    if (view === null) return [];
    return this.sortedHand(view)
      .filter((c) => this.selected.has(c.id))
      .map((c) => c.id);
  }

  private toggle({ id }: HandToggleDetail): void {
    const next = new Set(this.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.selected = next;
    this.error = null;
  }

  // ---- actions -------------------------------------------------------------------------------------------

  private doDraw(): void {
    this.play({ type: 'draw' });
  }

  private doTakePile(): void {
    this.play({ type: 'takePile' });
  }

  private doMeld(): void {
    const cards = this.selectedIds();
    if (cards.length === 0) {
      this.error = this.t.selectCards;
      return;
    }
    this.play({ type: 'meld', cards });
  }

  private doLayOff(meldId: number | null = this.targetMeld): void {
    const cards = this.selectedIds();
    if (cards.length === 0) {
      this.error = this.t.selectCards;
      return;
    }
    if (meldId === null) {
      this.error = this.t.chooseMeld;
      return;
    }
    this.play({ type: 'layOff', meldId, cards });
  }

  private doDiscard(): void {
    const cards = this.selectedIds();
    if (cards.length !== 1) {
      this.error = this.t.selectOne;
      return;
    }
    this.play({ type: 'discard', card: cards[0] as number });
  }

  private onMeldTap({ meldId }: MeldTapDetail): void {
    const view = this.game.view;
    const meld = view?.melds.find((m) => m.id === meldId);
    if (view === null || meld === undefined || meld.team !== view.team) return;
    if (this.selected.size > 0) {
      this.targetMeld = meld.id;
      this.doLayOff(meld.id);
    } else {
      this.targetMeld = this.targetMeld === meld.id ? null : meld.id;
    }
  }

  private confirm(): void {
    const view = this.game.view;
    if (view === null) return;
    if (view.phase === 'draw') this.doDraw();
    else if (this.selected.size === 1 && this.targetMeld === null) this.doDiscard();
    else if (this.targetMeld !== null) this.doLayOff();
    else this.doMeld();
  }

  /** New game: straight away when no deal or match is running, else after the player confirms. */
  private askNewGame(): void {
    const view = this.game.view;
    if (view !== null && (view.phase !== 'over' || this.game.canDealNext)) this.panel = 'confirm-new-game';
    else this.newGame();
  }

  private async openSettings(): Promise<void> {
    this.panel = 'settings';
    if (this.botChoices !== null) return;
    try {
      const names = await (this.botNamesFunction ?? this.worker.botNames)();
      this.botChoices = difficultyChoices(names);
    } catch {
      this.botChoices = [...BOT_NAMES];
    }
  }

  private onShortcut(event: KeyboardEvent): void {
    const origin = event.composedPath()[0];
    if (origin instanceof HTMLElement && origin.closest('input, select, textarea, form') !== null) return;
    if (event.key === 'Escape') {
      if (this.panel !== null) this.panel = null;
      else this.clearSelection();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey || this.panel !== null) return;
    const actions: Record<string, () => void> = {
      d: () => this.doDraw(),
      p: () => this.doTakePile(),
      m: () => this.doMeld(),
      l: () => this.doLayOff(),
      x: () => this.doDiscard(),
      h: () => void this.hint(),
      s: () => this.setSort('suit'),
      r: () => this.setSort('rank'),
    };
    const action = actions[event.key.toLowerCase()];
    if (action === undefined) return;
    event.preventDefault();
    action();
  }

  // ---- what the player is told next to the hand ----------------------------------------------------------

  /**
   * Whether the selection, played now, would close the deal (or end it on the last turn): said before it is made.
   * The engine's `moveOutcome` tells what each way of playing the selection would do.
   */
  private closingWarning(view: PlayerView): string | null {
    if (this.game.humanToAct !== 0 || view.phase !== 'play' || this.selected.size === 0) return null;
    const t = this.t;
    const cards = [...this.selected];
    const outcome = (move: Move): MoveOutcome | null => {
      const o = moveOutcome(view, move);
      return o instanceof IllegalMoveError ? null : o;
    };
    if (cards.length === 1) {
      const discard = outcome({ type: 'discard', card: cards[0] as number });
      if (discard?.closes === true) return t.closesByDiscard;
      if (discard?.endsDeal === true) return t.lastTurn;
    }
    const plays: Move[] = [
      { type: 'meld', cards },
      ...view.melds.filter((m) => m.team === view.team).map((m): Move => ({ type: 'layOff', meldId: m.id, cards })),
    ];
    return plays.some((move) => outcome(move)?.closes === true) ? t.closesByPlay : null;
  }

  private hintMarks(view: PlayerView): Map<number, CardMark> {
    const marks = new Map<number, CardMark>();
    const hint = this.hintShown;
    if (hint === null) return marks;
    const inHand = new Set(view.hand.map((c) => c.id));
    for (const move of hint.moves) {
      if (move.type === 'meld') move.cards.forEach((id) => inHand.has(id) && marks.set(id, 'meld'));
      if (move.type === 'layOff') move.cards.forEach((id) => inHand.has(id) && marks.set(id, 'lay-off'));
      if (move.type === 'discard' && inHand.has(move.card)) marks.set(move.card, 'discard');
    }
    return marks;
  }

  private moveWords(move: Move): TemplateResult {
    const t = this.t;
    const cards = (ids: readonly number[]): TemplateResult => html`${ids.map((id) => cardChip(DECK[id] as Card, t))}`;
    switch (move.type) {
      case 'draw':
        return html`${t.draw}`;
      case 'takePile':
        return html`${t.takePile}`;
      case 'meld':
        return html`${t.meld} ${cards(move.cards)}`;
      case 'layOff':
        return html`${t.layOff} ${cards(move.cards)} → ${t.meldName(move.meldId)}`;
      case 'discard':
        return html`${t.discard} ${cards([move.card])}`;
    }
  }

  private renderFeedback(view: PlayerView): TemplateResult {
    const t = this.t;
    const myTurn = this.game.humanToAct === 0;
    const warning = this.closingWarning(view);
    const hint = this.hintShown;
    const thinking = this.game.thinking;
    let main: TemplateResult | typeof nothing = nothing;
    if (this.error !== null) main = html`<p part="error" class="msg error" role="alert" data-error>${this.error}</p>`;
    else if (warning !== null) main = html`<p class="msg warning" role="status" data-warning>${warning}</p>`;
    else if (hint !== null) {
      const then = this.language === 'el' ? ', μετά ' : ', then ';
      main = html`<div
        part="hint"
        class="msg hint"
        data-hint
        title=${this.language === 'en' && hint.summary !== '' ? hint.summary : nothing}
      >
        <span
          ><strong>${t.hintTitle}:</strong>
          <span data-hint-text>${hint.moves.map((m, i) => html`${i > 0 ? then : ''}${this.moveWords(m)}`)}</span></span
        >
        <button part="button" class="small" data-action="apply-hint" @click=${() => this.applyHint()}>
          ${t.applyHint}
        </button>
      </div>`;
    } else if (myTurn)
      main = html`<p class="msg prompt" data-prompt>${view.phase === 'draw' ? t.yourTurnDraw : t.yourTurnPlay}</p>`;
    else if (view.phase !== 'over') {
      main = html`<p class="msg waiting">
        ${thinking !== null ? t.thinking(seatName(thinking, t)) : t.turnOf(view.turn, seatName(view.turn, t))}
      </p>`;
    }
    const failure = this.game.failure ?? this.hintFailure;
    if (failure !== null) {
      const text =
        failure.bot === 'expert' ? t.hintFailed(failure.code) : t.failure(failure.code, seatName(failure.seat, t));
      main = html`<div
        part="error"
        class="msg error failure"
        role="alert"
        data-failure=${failure.code}
        data-seat=${failure.seat}
      >
        <span>${text}</span>
        <button part="button" class="small" data-action="retry" @click=${() => this.retry()}>${t.retry}</button>
      </div>`;
    }
    const notice = this.notice;
    return html`<div class="feedback" data-feedback>
      ${
        notice === null
          ? nothing
          : html`<div class="msg notice" role="alert" data-notice="save-damaged">
              <span>${t.saveDamaged(notice.reason, notice.backupKey)}</span>
              <button part="button" class="small" data-action="dismiss-notice" @click=${() => (this.notice = null)}>
                ${t.dismiss}
              </button>
            </div>`
      }
      <div class="line">
        ${main}
        ${
          this.game.botsPlaying && this.delay > 0
            ? html`<button part="button" class="small" data-action="skip" @click=${() => this.skip()}>
                ${t.skip}
              </button>`
            : nothing
        }
      </div>
    </div>`;
  }

  // ---- rendering (reads only seat 0's view and public figures) -------------------------------------------

  private actionButton(
    action: string,
    label: string,
    key: string,
    why: string | null,
    run: () => void,
  ): TemplateResult {
    return html`<button
        part="button"
        data-action=${action}
        ?disabled=${why !== null}
        aria-keyshortcuts=${key}
        aria-describedby=${why === null ? nothing : `why-${action}`}
        title=${why ?? nothing}
        @click=${run}
      >
        ${label}</button
      >${why === null ? nothing : html`<span class="sr-only" id="why-${action}">${why}</span>`}`;
  }

  private renderControls(view: PlayerView): TemplateResult {
    const t = this.t;
    const mine = this.game.humanToAct === 0;
    const over = view.phase === 'over';
    const notMine = over ? t.whyOver : t.whyNotYourTurn;
    const drawWhy = !mine ? notMine : view.phase !== 'draw' ? t.whyDrawn : null;
    const playWhy = !mine ? notMine : view.phase !== 'play' ? t.whyDrawFirst : null;
    const ourMelds = view.melds.some((m) => m.team === view.team);
    return html`<div part="controls" class="controls" role="group" aria-label=${t.hand}>
      ${this.actionButton('draw', t.draw, 'D', drawWhy ?? (view.stockSize === 0 ? t.whyStockEmpty : null), () => this.doDraw())}
      ${this.actionButton('take-pile', t.takePile, 'P', drawWhy ?? (view.pile.length === 0 ? t.whyPileEmpty : null), () => this.doTakePile())}
      ${this.actionButton('meld', t.meld, 'M', playWhy, () => this.doMeld())}
      ${this.actionButton('lay-off', t.layOff, 'L', playWhy ?? (ourMelds ? null : t.whyNoMelds), () => this.doLayOff())}
      ${this.actionButton('discard', t.discard, 'X', playWhy, () => this.doDiscard())}
      ${this.actionButton('hint', t.hint, 'H', mine ? null : notMine, () => void this.hint())}
      ${this.actionButton('clear-selection', t.clearSelection, 'Escape', this.selected.size === 0 && this.targetMeld === null ? t.whyNoSelection : null, () => this.clearSelection())}
    </div>`;
  }

  private renderMiddle(view: PlayerView): TemplateResult {
    const t = this.t;
    const fresh = this.recent?.ids ?? new Set<number>();
    return html`<div class="middle">
      <section
        part="stock"
        class="stock"
        data-zone="stock"
        data-count=${view.stockSize}
        aria-label="${t.stock}: ${t.cards(view.stockSize)}"
      >
        ${view.stockSize > 0 ? html`<birimba-card part="card-back" .card=${null}></birimba-card>` : html`<span class="empty-slot"></span>`}
        <span class="badge">${view.stockSize}</span>
        <span class="label">${t.stock}</span>
      </section>
      <section
        part="pile"
        class="pile"
        data-zone="pile"
        data-count=${view.pile.length}
        aria-label="${t.pile}: ${t.cards(view.pile.length)}"
      >
        <span class="label">${t.pile} · ${view.pile.length}</span>
        <div class="pile-cards" tabindex="0" role="group" aria-label="${t.pile}: ${t.cards(view.pile.length)}">
          ${view.pile.length === 0 ? html`<span class="empty-slot">${t.pileEmpty}</span>` : view.pile.map((c) => tableCard(c, t, fresh.has(c.id)))}
        </div>
      </section>
    </div>`;
  }

  /** The corners of the felt: the score (the match totals in a match) and the birimbakia left. */
  private renderCorners(view: PlayerView): TemplateResult {
    const t = this.t;
    const match = this.game.match;
    const live = this.game.publicScores;
    const corner =
      match !== null && match.target !== null
        ? html`<div class="corner score" data-match-bar role="group" aria-label="${t.match(match.target, match.deal)}">
            <span class="tally"><span>${t.teamsShort[0]}</span> <b>${match.totals[0]}</b></span>
            <span class="tally"><span>${t.teamsShort[1]}</span> <b>${match.totals[1]}</b></span>
            <span class="target">→ ${match.target}</span>
          </div>`
        : html`<div class="corner score" data-table-score role="group" aria-label=${t.scoreNow}>
            <span class="tally"><span>${t.teamsShort[0]}</span> <b>${live?.[0].onTable ?? 0}</b></span>
            <span class="tally"><span>${t.teamsShort[1]}</span> <b>${live?.[1].onTable ?? 0}</b></span>
          </div>`;
    return html`${corner}
      <div
        class="corner packets"
        data-birimbakia=${view.birimbakiaLeft}
        role="img"
        aria-label=${t.birimbakiaLeft(view.birimbakiaLeft)}
      >
        <span class="stack"
          >${Array.from({ length: view.birimbakiaLeft }, () => html`<span class="packet card-back"></span>`)}</span
        >
        <span class="label">${t.birimbakia} ${view.birimbakiaLeft}</span>
      </div>`;
  }

  private renderPanel(): TemplateResult | typeof nothing {
    const panel = this.panel;
    if (panel === null) return nothing;
    const t = this.t;
    const close = (): void => {
      this.panel = null;
    };
    if (panel === 'confirm-new-game') {
      return html`<div class="panel-backdrop">
        <div class="panel" role="alertdialog" aria-modal="true" aria-labelledby="confirm-text" data-confirm>
          <div class="confirm">
            <p id="confirm-text">${t.confirmNewGame}</p>
            <div class="row">
              <button part="button" data-action="cancel" @click=${close}>${t.confirmNo}</button>
              <button part="button" class="primary" data-action="confirm-new-game" @click=${() => this.newGame()}>
                ${t.confirmYes}
              </button>
            </div>
          </div>
        </div>
      </div>`;
    }
    const title = panel === 'settings' ? t.settingsTitle : t.rules;
    const view = this.game.view;
    return html`<div class="panel-backdrop" @click=${(e: Event) => e.target === e.currentTarget && close()}>
      <div class="panel" role="dialog" aria-modal="true" aria-label=${title} data-panel=${panel}>
        <header>
          <h2>${title}</h2>
          <button part="button" class="small" data-action="close-panel" @click=${close}>${t.close}</button>
        </header>
        <div class="panel-body" tabindex="0">
          ${
            panel === 'settings' && view !== null
              ? html`<birimba-settings
                  .settings=${this.game.settings}
                  .choices=${this.botChoices}
                  .seats=${this.game.seats}
                  .rules=${view.rules}
                  .speed=${this.speed ?? 'normal'}
                  .lang=${this.language}
                  .t=${t}
                  @settings-change=${(e: CustomEvent<SettingsChangeDetail>) => this.game.setSettings(e.detail.settings)}
                ></birimba-settings>`
              : html`<birimba-rules .lang=${this.language}></birimba-rules>`
          }
        </div>
      </div>
    </div>`;
  }

  override render(): TemplateResult | typeof nothing {
    const view = this.game.view;
    if (view === null) return nothing;
    const t = this.t;
    const hand = this.displayHand(view);
    const final = this.game.final;
    const match = this.game.match;
    const revealed = this.game.revealedHands;
    const thinking = this.game.thinking;
    const recentSeat = this.recent?.seat ?? null;
    const seat = (s: 1 | 2 | 3, cls: string): TemplateResult =>
      html`<birimba-seat
        class=${cls}
        .seat=${s}
        .count=${view.handSizes[s] ?? 0}
        .known=${view.known[s] ?? []}
        .revealed=${revealed?.[s] ?? null}
        .acting=${recentSeat === s}
        .thinking=${thinking === s}
        .toAct=${view.phase !== 'over' && view.turn === s}
        .compact=${s !== 2 && this.width < 640}
        .t=${t}
      ></birimba-seat>`;
    const sheet = html`<birimba-score-sheet
      .live=${this.game.publicScores}
      .final=${final}
      .match=${match}
      .history=${this.game.history}
      .t=${t}
    ></birimba-score-sheet>`;
    const statusText = view.phase === 'over' ? t.phases.over : t.turnOf(view.turn, seatName(view.turn, t));
    return html`<div
      part="table"
      class="table ${this.sizeClasses()}"
      lang=${this.language}
      @keydown=${(e: KeyboardEvent) => this.onShortcut(e)}
    >
      <div class="main">
        <header class="bar">
          <div
            part="status"
            class="status ${view.turn === 0 && view.phase !== 'over' ? 'mine' : ''}"
            data-status
            data-turn=${view.turn}
            data-phase=${view.phase}
          >
            <span class="turn">${statusText}</span>
          </div>
          <div class="menu">
            <button part="button" class="small icon" data-action="rules" @click=${() => (this.panel = 'rules')}>
              <span class="text">${t.rules}</span></button
            ><button part="button" class="small icon" data-action="settings" @click=${() => void this.openSettings()}>
              <span class="text">${t.settings}</span></button
            ><button part="button" class="small icon" data-action="new-game" @click=${() => this.askNewGame()}>
              <span class="text">${t.newGame}</span>
            </button>
          </div>
        </header>
        <div class="felt">
          ${this.renderCorners(view)} ${seat(2, 'north')} ${seat(1, 'west')} ${this.renderMiddle(view)}
          ${seat(3, 'east')}
          <div
            class="melds-area"
            tabindex="0"
            role="region"
            aria-label=${t.melds}
            @meld-tap=${(e: CustomEvent<MeldTapDetail>) => this.onMeldTap(e.detail)}
          >
            <birimba-melds
              .team=${0}
              .melds=${view.melds.filter((m) => m.team === 0)}
              .ours=${view.team === 0}
              .target=${this.targetMeld}
              .fresh=${this.recent?.ids ?? new Set()}
              .tookBirimbaki=${view.tookBirimbaki[0]}
              .t=${t}
            ></birimba-melds>
            <birimba-melds
              .team=${1}
              .melds=${view.melds.filter((m) => m.team === 1)}
              .ours=${view.team === 1}
              .target=${this.targetMeld}
              .fresh=${this.recent?.ids ?? new Set()}
              .tookBirimbaki=${view.tookBirimbaki[1]}
              .t=${t}
            ></birimba-melds>
          </div>
        </div>
        ${this.renderFeedback(view)}
        <section
          part="hand"
          class="hand-zone ${view.turn === 0 && view.phase !== 'over' ? 'mine' : ''}"
          data-zone="hand"
          aria-label="${t.hand}: ${t.cards(hand.length)}"
        >
          <div class="hand-head">
            <span class="count">${t.hand} · ${hand.length}</span>
            <div class="sort" role="group" aria-label=${t.sortLabel}>
              <button
                data-sort="suit"
                aria-pressed=${this.sortBy === 'suit' ? 'true' : 'false'}
                @click=${() => this.setSort('suit')}
              >
                ${t.sortSuit}
              </button>
              <button
                data-sort="rank"
                aria-pressed=${this.sortBy === 'rank' ? 'true' : 'false'}
                @click=${() => this.setSort('rank')}
              >
                ${t.sortRank}
              </button>
            </div>
          </div>
          <birimba-hand
            .cards=${hand}
            .selected=${this.selected}
            .marks=${this.hintMarks(view)}
            .t=${t}
            @hand-toggle=${(e: CustomEvent<HandToggleDetail>) => this.toggle(e.detail)}
            @hand-move=${(e: CustomEvent<HandMoveDetail>) => this.moveCard(e.detail)}
            @hand-confirm=${() => this.confirm()}
          ></birimba-hand>
        </section>
        ${this.renderControls(view)}
        ${
          final !== null
            ? html`<div class="end" data-end>
                ${sheet}
                ${
                  this.game.canDealNext
                    ? html`<button
                        part="button"
                        class="primary"
                        data-action="next-deal"
                        @click=${() => this.nextDeal()}
                      >
                        ${t.nextDeal}
                      </button>`
                    : nothing
                }
              </div>`
            : nothing
        }
      </div>
      <aside class="side">
        ${final === null ? sheet : nothing}<birimba-log .entries=${this.game.log} .t=${t}></birimba-log>
      </aside>
      ${this.renderPanel()}
      <div class="flight-layer" aria-hidden="true"></div>
      <div class="sr-only" aria-live="polite" data-live>${this.announcement}</div>
    </div>`;
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
