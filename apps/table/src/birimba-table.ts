// <birimba-table>: a Birimba table for one person (seat 0) against bots or other humans. Renders only seat 0's
// view; the game itself lives in the GameController and the bots think in a Web Worker.

import { LitElement, type PropertyValues, type TemplateResult, html, nothing } from 'lit';
import type { Decision } from '@birimba/ai';
import {
  type Card,
  type FinalScores,
  type IllegalMoveError,
  type Meld,
  type Move,
  type Phase,
  type PlayerView,
  type Seat,
  DECK,
  formatCard,
  rankNumber,
  suitIndex,
} from '@birimba/engine';
import { tableStyles } from './birimba-table.styles.js';
import { type DecideFn, type GameOptions, type LogEntry, type MatchInfo, DEFAULT_SEATS, GameController } from './game-controller.js';
import { type Lang, type Texts, TEXTS, cardName, langOf, seatName } from './i18n.js';
import { WorkerDecider } from './worker-decider.js';

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

/** A match target must be a positive whole number; anything else means a single deal. */
export function parseTarget(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const ERRORS_EL: Record<string, string> = {
  'game-over': 'η παρτίδα τελείωσε',
  'not-your-turn': 'δεν είναι η σειρά σου',
  'wrong-phase': 'όχι σε αυτή τη φάση του γύρου (πρώτα τράβα, μετά παίξε)',
  'malformed-move': 'άκυρη κίνηση',
  'card-not-in-hand': 'το φύλλο δεν είναι στο χέρι σου',
  'duplicate-card': 'το ίδιο φύλλο δύο φορές',
  'invalid-meld': 'αυτά τα φύλλα δεν κάνουν σειρά',
  'unknown-meld': 'δεν υπάρχει τέτοια σειρά',
  'not-your-meld': 'η σειρά δεν είναι της ομάδας σου',
  'empty-pile': 'η πεταμένη είναι άδεια',
  'empty-stock': 'η τράπουλα είναι άδεια',
  'cannot-close': 'η ομάδα σου δεν μπορεί να κλείσει ακόμη',
};

const symbolOf = (card: Card): string =>
  card.rank === 'JK' || card.suit === null ? 'JK' : `${card.rank}${SUIT_SYMBOL[card.suit] ?? ''}`;

export class BirimbaTable extends LitElement {
  static override styles = tableStyles;
  static override properties = {
    seats: { type: String },
    seed: { type: String },
    lang: { type: String },
    aiDelay: { type: Number, attribute: 'ai-delay' },
    target: { type: Number },
    storageKey: { type: String, attribute: 'storage-key' },
    selected: { state: true },
    sortBy: { state: true },
    targetMeld: { state: true },
    error: { state: true },
    hintText: { state: true },
    suggested: { state: true },
    focusIndex: { state: true },
    recent: { state: true },
  };

  /** Four seat kinds, space-separated: `human` or a bot name (`classic`, `greedy`, `random`). Seat 0 is you. */
  declare seats: string;
  /** Seed of the next new game (same seed, same deal). Random when absent. */
  declare seed: string | null;
  /** `en` or `el`. */
  declare lang: string;
  /** Milliseconds between AI actions (default 700; 0 for tests). */
  declare aiDelay: number;
  /**
   * Match target: new games are matches of deals until a team's total reaches it (engine `matchTarget`). Unset (or
   * not a positive whole number): every game is a single deal.
   */
  declare target: number | null;
  /** localStorage key: the game is saved after every action and resumed on load. */
  declare storageKey: string | null;
  /**
   * Test seam: a synchronous or async decision function used instead of the AI Web Worker (for DOM emulators
   * without workers). Leave unset in real pages.
   */
  decisionFunction: DecideFn | null = null;

  declare private selected: ReadonlySet<number>;
  declare private sortBy: 'suit' | 'rank';
  declare private targetMeld: number | null;
  declare private error: string | null;
  declare private hintText: string | null;
  declare private suggested: ReadonlySet<number>;
  declare private focusIndex: number;
  /** The last bot action, highlighted: the acting seat and the cards it just played (ids). */
  declare private recent: { readonly seat: Seat; readonly ids: ReadonlySet<number>; readonly serial: number } | null;
  /** The English summary of the last hint (shown as a title in Greek). */
  private hintEnglish = '';
  private drag: { id: number; pointerId: number; x: number; y: number; moved: boolean } | null = null;
  private suppressClick = false;
  private moveSerial = 0;

  private readonly worker = new WorkerDecider();
  private readonly game: GameController;
  private announcement = '';
  private lastMoveText = '';
  private announcedSeat: Seat | null = null;

  constructor() {
    super();
    this.seats = DEFAULT_SEATS;
    this.seed = null;
    this.lang = '';
    this.aiDelay = 700;
    this.target = null;
    this.storageKey = null;
    this.selected = new Set();
    this.sortBy = 'suit';
    this.targetMeld = null;
    this.error = null;
    this.hintText = null;
    this.suggested = new Set();
    this.focusIndex = 0;
    this.recent = null;
    this.game = new GameController(this, {
      decide: () => this.decisionFunction ?? this.worker.decide,
      delay: () => (Number.isFinite(this.aiDelay) ? this.aiDelay : 700),
      storageKey: () => (this.storageKey !== null && this.storageKey !== '' ? this.storageKey : null),
      defaults: () => ({ seed: this.seed, seats: this.seats }),
      onMove: (seat, move, description) => {
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
    });
  }

  private get t(): Texts {
    return TEXTS[this.language];
  }

  private get language(): Lang {
    return langOf(this.lang);
  }

  /** Starts a new game (options override the `seed` and `seats` attributes); replaces any saved game. */
  newGame(options?: GameOptions): void {
    this.clearSelection();
    this.recent = null;
    this.error = null;
    this.game.newGame(options);
  }

  /** Starts the next deal of a match when the deal is over and the match goes on; false otherwise. */
  nextDeal(): boolean {
    this.clearSelection();
    this.recent = null;
    this.error = null;
    this.hintText = null;
    return this.game.nextDeal();
  }

  /** Asks the AI what it would do in the human's place; shows and returns its decision (null if not your turn). */
  async hint(): Promise<Decision | null> {
    const decision = await this.game.hint();
    const view = this.game.view;
    if (decision === null || view === null) {
      this.hintText = this.t.hintNone;
      this.suggested = new Set();
      return decision;
    }
    const ids = new Set<number>();
    for (const move of decision.moves) {
      if (move.type === 'meld' || move.type === 'layOff') move.cards.forEach((id) => ids.add(id));
      if (move.type === 'discard') ids.add(move.card);
    }
    this.suggested = new Set([...ids].filter((id) => view.hand.some((c) => c.id === id)));
    const moves = decision.moves.map((m) => this.moveText(m)).join('; ');
    const explanation = decision.explanation;
    this.hintEnglish = explanation?.summary ?? '';
    if (this.language === 'el') {
      // The AI explains in English: in Greek the table tells the moves itself, with the AI's figures labelled.
      const best = explanation?.candidates[0];
      const figures: string[] = [];
      if (best !== undefined) figures.push(`${this.t.hintScore}: ${Number(best.score.toFixed(2))}`);
      const rules = best?.rules ?? [];
      if (rules.length > 0) figures.push(`${this.t.hintRules}: ${rules.map((r) => `${r.rule} (${r.strength.toFixed(2)})`).join(', ')}`);
      this.hintText = `${moves}${figures.length > 0 ? ` — ${figures.join(' · ')}` : ''}`;
    } else {
      this.hintText = `${moves}${explanation ? ` — ${explanation.summary}` : ''}`;
    }
    return decision;
  }

  /** Plays a move for the human seat to act (seat 0, or another `human` seat); returns the engine's refusal. */
  play(move: Move): IllegalMoveError | null {
    const error = this.game.play(move);
    this.error = error === null ? null : this.errorText(error);
    if (error === null) {
      this.clearSelection();
      this.hintText = null;
    }
    return error;
  }

  /** Finishes the AI's remaining delay now: the bots play on with no delay until it is a person's turn. */
  skip(): void {
    this.game.skip();
  }

  private markRecent(seat: Seat, move: Move): void {
    if (this.game.seats[seat] === 'human') {
      this.recent = null;
      return;
    }
    const ids = move.type === 'meld' || move.type === 'layOff' ? move.cards : move.type === 'discard' ? [move.card] : [];
    this.recent = { seat, ids: new Set(ids), serial: ++this.moveSerial };
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (!this.game.started) this.game.begin();
    if (changed.has('lang') && this.announcement !== '') this.announcement = '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.worker.terminate();
  }

  private fire<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }

  /** A new seat to act (or the end) is announced after the move that led to it; a phase change alone is not. */
  private announceTurn(seat: Seat, phase: Phase): void {
    const t = this.t;
    const move = this.lastMoveText;
    this.lastMoveText = '';
    if (phase !== 'over' && seat === this.announcedSeat && move !== '') return;
    this.announcedSeat = seat;
    const turn = phase === 'over' ? t.phases.over : `${t.turnOf(seatName(seat, t))}: ${t.phases[phase]}`;
    this.announcement = move === '' ? turn : `${move}. ${turn}`;
  }

  private announceMove(): void {
    const last = this.game.log[this.game.log.length - 1];
    if (last === undefined) return;
    this.lastMoveText = this.logText(last);
    this.announcement = this.lastMoveText;
  }

  private clearSelection(): void {
    this.selected = new Set();
    this.targetMeld = null;
    this.suggested = new Set();
  }

  private errorText(error: IllegalMoveError): string {
    const reason = this.language === 'el' ? (ERRORS_EL[error.code] ?? error.message) : error.message;
    return `${this.t.errorPrefix}: ${reason}`;
  }

  private cardsText(notations: readonly string[]): string {
    return notations.join(' ');
  }

  private moveText(move: Move): string {
    const t = this.t;
    const el = this.language === 'el';
    const cards = (ids: readonly number[]): string =>
      ids.map((id) => (el ? cardName(DECK[id] as Card, t) : formatCard(DECK[id] as Card))).join(el ? ', ' : ' ');
    switch (move.type) {
      case 'draw':
        return t.draw;
      case 'takePile':
        return t.takePile;
      case 'meld':
        return `${t.meld} ${cards(move.cards)}`;
      case 'layOff':
        return `${t.layOff} ${cards(move.cards)} → ${t.meldName(move.meldId)}`;
      case 'discard':
        return `${t.discard} ${cards([move.card])}`;
    }
  }

  private logText(entry: LogEntry): string {
    const t = this.t;
    switch (entry.kind) {
      case 'draw':
        return entry.card !== undefined && entry.seat === 0 ? t.logDrawOwn(entry.card) : t.logDraw(seatName(entry.seat, t));
      case 'takePile':
        return t.logTakePile(seatName(entry.seat, t), entry.count);
      case 'meld':
        return t.logMeld(seatName(entry.seat, t), this.cardsText(entry.cards));
      case 'layOff':
        return t.logLayOff(seatName(entry.seat, t), this.cardsText(entry.cards), entry.meldId);
      case 'discard':
        return t.logDiscard(seatName(entry.seat, t), entry.card);
      case 'birimbaki':
        return t.logBirimbaki(seatName(entry.seat, t));
      case 'closed':
        return t.logClosed;
      case 'stockOut':
        return t.logStockOut;
    }
  }

  // ---- actions -------------------------------------------------------------------------------------------

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
    this.sortBy = key;
    if (this.game.handOrder !== null) {
      this.game.handOrder = null;
      this.game.saveNow();
    }
  }

  /** Moves a hand card to a new position (index in the displayed hand); the order is saved with the game. */
  private moveCard(id: number, to: number): void {
    const view = this.game.view;
    if (view === null) return;
    const ids = this.displayHand(view).map((c) => c.id);
    const from = ids.indexOf(id);
    if (from < 0) return;
    ids.splice(from, 1);
    const at = Math.max(0, Math.min(ids.length, to));
    ids.splice(at, 0, id);
    this.game.handOrder = ids;
    this.game.saveNow();
    this.requestUpdate();
  }

  private onCardPointerDown(event: PointerEvent, id: number): void {
    if (event.button !== 0) return;
    this.drag = { id, pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
    const target = event.currentTarget as HTMLElement;
    try {
      target.setPointerCapture(event.pointerId);
    } catch {
      // no active pointer of that id (synthetic events): the drag still works without capture
    }
  }

  private onCardPointerMove(event: PointerEvent): void {
    const drag = this.drag;
    if (drag === null || drag.pointerId !== event.pointerId) return;
    if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 8) return;
    if (!drag.moved) {
      drag.moved = true;
      this.renderRoot.querySelector('.hand')?.classList.add('dragging');
    }
    event.preventDefault();
  }

  private onCardPointerUp(event: PointerEvent): void {
    const drag = this.drag;
    if (drag === null || drag.pointerId !== event.pointerId) return;
    this.drag = null;
    this.renderRoot.querySelector('.hand')?.classList.remove('dragging');
    if (!drag.moved) return;
    this.suppressClick = true;
    setTimeout(() => (this.suppressClick = false), 0);
    // The drop index: how many other cards lie before the pointer in reading order.
    const buttons = [...this.renderRoot.querySelectorAll<HTMLElement>('[data-zone="hand"] button.card')];
    let to = 0;
    for (const button of buttons) {
      if (button.dataset.id === String(drag.id)) continue;
      const r = button.getBoundingClientRect();
      const before = r.bottom < event.clientY || (r.top <= event.clientY && event.clientY <= r.bottom && r.left + r.width / 2 < event.clientX);
      if (before) to++;
    }
    this.moveCard(drag.id, to);
  }

  private onCardPointerCancel(): void {
    this.drag = null;
    this.renderRoot.querySelector('.hand')?.classList.remove('dragging');
  }

  private selectedIds(): number[] {
    const view = this.game.view;
    if (view === null) return [];
    return this.sortedHand(view).filter((c) => this.selected.has(c.id)).map((c) => c.id);
  }

  private toggle(id: number): void {
    const next = new Set(this.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.selected = next;
    this.error = null;
  }

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

  private onMeldTap(meld: Meld): void {
    const view = this.game.view;
    if (view === null || meld.team !== view.team) return;
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

  private onHandKey(event: KeyboardEvent, count: number): void {
    let next = this.focusIndex;
    if (event.altKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      event.stopPropagation();
      const view = this.game.view;
      const card = view === null ? undefined : this.displayHand(view)[this.focusIndex];
      if (card === undefined) return;
      next = Math.max(0, Math.min(count - 1, this.focusIndex + (event.key === 'ArrowLeft' ? -1 : 1)));
      this.moveCard(card.id, next);
      this.focusIndex = next;
      void this.updateComplete.then(() => {
        this.renderRoot.querySelector<HTMLElement>(`[data-zone="hand"] button.card[data-index="${next}"]`)?.focus();
      });
      return;
    }
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = Math.min(count - 1, this.focusIndex + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = Math.max(0, this.focusIndex - 1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = count - 1;
        break;
      case ' ': {
        event.preventDefault();
        event.stopPropagation();
        const view = this.game.view;
        const card = view === null ? undefined : this.displayHand(view)[this.focusIndex];
        if (card !== undefined) this.toggle(card.id);
        return;
      }
      case 'Enter':
        event.preventDefault();
        event.stopPropagation();
        this.confirm();
        return;
      default:
        return;
    }
    event.preventDefault();
    this.focusIndex = next;
    void this.updateComplete.then(() => {
      this.renderRoot.querySelector<HTMLElement>(`[data-zone="hand"] button.card[data-index="${next}"]`)?.focus();
    });
  }

  private onShortcut(event: KeyboardEvent): void {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
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

  // ---- rendering (reads only seat 0's view and public figures) ---------------------------------------------

  private renderCard(card: Card, small = true): TemplateResult {
    const red = card.suit === 'H' || card.suit === 'D';
    const fresh = this.recent?.ids.has(card.id) === true;
    return html`<span
      part="card"
      class="card ${small ? 'small' : ''} ${red ? 'red' : ''} ${card.rank === 'JK' ? 'joker' : ''} ${fresh ? 'fresh' : ''}"
      data-fresh=${fresh ? String(this.recent?.serial ?? 0) : nothing}
      data-card=${formatCard(card)}
      role="img"
      aria-label=${cardName(card, this.t)}
      >${symbolOf(card)}</span
    >`;
  }

  private renderSeat(view: PlayerView, seat: Seat, cls: string): TemplateResult {
    const t = this.t;
    const n = view.handSizes[seat] ?? 0;
    const thinking = this.game.thinking === seat;
    const known = view.known[seat] ?? [];
    return html`<section
      part="seat"
      class="seat box ${cls} ${this.recent?.seat === seat ? 'acting' : ''}"
      data-zone="seat-${seat}"
      data-acting=${this.recent?.seat === seat ? 'true' : nothing}
      aria-label=${t.facedown(t.seatNames[seat] ?? '', n)}
    >
      <h3>${t.seatNames[seat]}${view.turn === seat && view.phase !== 'over' ? ' ◀' : ''}</h3>
      <div class="fan" aria-hidden="true">${Array.from({ length: Math.min(n, 15) }, () => html`<span part="card-back" class="back"></span>`)}</div>
      <span class="count">${t.cardsLeft(n)}</span>
      ${known.length > 0 ? html`<div class="cards">${known.map((c) => this.renderCard(c))}</div>` : nothing}
      ${thinking ? html`<span part="thinking" class="thinking" data-thinking>${t.thinking(seatName(seat, t))}</span>` : nothing}
    </section>`;
  }

  private renderMelds(view: PlayerView, team: 0 | 1): TemplateResult {
    const t = this.t;
    const melds = view.melds.filter((m) => m.team === team);
    const ours = team === view.team;
    return html`<section part="melds" class="box" data-zone=${team === 0 ? 'melds-a' : 'melds-b'} aria-label="${t.melds}: ${t.teams[team]}">
      <h3>${t.melds}: ${t.teams[team]}${view.tookBirimbaki[team] ? html` · <span data-took-birimbaki>${t.tookBirimbaki}</span>` : nothing}</h3>
      <div class="row">
        ${melds.length === 0 ? html`<span>${t.noMelds}</span>` : nothing}
        ${melds.map((meld) => {
          // The name starts with the visible text (WCAG 2.5.3 label in name): badges, then the cards as shown.
          const label = `${t.meldName(meld.id)}, ${meld.clean ? t.clean : t.dirty}${meld.isBirimba ? `, ${t.birimba}` : ''}: ${meld.cards.map((c) => symbolOf(c)).join(' ')}`;
          // Spaces between the spans (not rendered in the flex rows) keep the words of the visible text apart.
          const body = html`<span class="badges"
              ><span class="badge">${t.meldName(meld.id)}</span> <span class="badge" data-clean=${meld.clean ? 'true' : 'false'}
                >${meld.clean ? t.clean : t.dirty}</span
              > ${meld.isBirimba ? html`<span class="badge birimba" data-birimba>${t.birimba}</span>` : nothing}</span
            > <span class="cards">${meld.cards.map((c) => html`${this.renderCard(c)} `)}</span>`;
          return ours
            ? html`<button
                part="meld"
                class="meld"
                data-meld=${meld.id}
                aria-pressed=${this.targetMeld === meld.id ? 'true' : 'false'}
                aria-label=${label}
                @click=${() => this.onMeldTap(meld)}
              >
                ${body}
              </button>`
            : html`<div part="meld" class="meld" data-meld=${meld.id} role="group" aria-label=${label}>${body}</div>`;
        })}
      </div>
    </section>`;
  }

  private renderScores(): TemplateResult | typeof nothing {
    const scores = this.game.publicScores;
    if (scores === null) return nothing;
    const t = this.t;
    return html`<section part="scores" class="box" data-scores aria-label=${t.scores}>
      <h3>${t.scores}</h3>
      <table class="scores">
        <tr><th></th><th>${t.teams[0]}</th><th>${t.teams[1]}</th></tr>
        <tr><th>${t.meldPoints}</th><td>${scores[0].meldPoints}</td><td>${scores[1].meldPoints}</td></tr>
        <tr><th>${t.birimbaBonus}</th><td>${scores[0].birimbaBonus}</td><td>${scores[1].birimbaBonus}</td></tr>
        <tr><th>${t.total}</th><td data-score="a">${scores[0].onTable}</td><td data-score="b">${scores[1].onTable}</td></tr>
      </table>
      <small>${t.scoresNote}</small>
    </section>`;
  }

  private renderMatch(match: MatchInfo): TemplateResult | typeof nothing {
    if (match.target === null) return nothing;
    const t = this.t;
    const [a, b] = match.totals;
    const leader = a > b ? 0 : b > a ? 1 : null;
    return html`<div class="match" data-match data-deal=${match.deal} data-target=${match.target} data-over=${match.over ? 'true' : 'false'}>
      <h4>${t.matchTitle(match.deal, match.target)}</h4>
      <table class="scores">
        <tr><th></th><th>${t.teams[0]}</th><th>${t.teams[1]}</th></tr>
        <tr><th>${t.matchTotal}</th><td data-match-total="a">${a}</td><td data-match-total="b">${b}</td></tr>
      </table>
      ${match.over
        ? html`<p><strong data-match-winner=${leader === 0 ? 'a' : 'b'}>${t.matchWinner(t.teams[leader ?? 0] ?? '')}</strong></p>`
        : html`<p>${t.matchGoesOn(match.target)}</p>
            <button part="button" data-action="next-deal" @click=${() => this.nextDeal()}>${t.nextDeal}</button>`}
    </div>`;
  }

  private renderSheet(final: FinalScores): TemplateResult {
    const t = this.t;
    const [a, b] = final.teams;
    const row = (label: string, key: keyof typeof a): TemplateResult =>
      html`<tr><th>${label}</th><td>${a[key]}</td><td>${b[key]}</td></tr>`;
    const closer = final.closedBy === null ? '' : (t.teams[final.closedBy] ?? '');
    const match = this.game.match;
    return html`<section part="score-sheet" class="sheet" data-score-sheet role="region" aria-label=${t.finalSheet}>
      <h3>${t.finalSheet}</h3>
      <p>${final.endReason === 'closed' ? t.endClosed(closer) : t.endStock}
        <strong data-winner=${final.winner === null ? 'tie' : final.winner === 0 ? 'a' : 'b'}
          >${final.winner === null ? t.tie : t.winner(t.teams[final.winner] ?? '')}</strong
        ></p>
      <table class="scores">
        <tr><th></th><th>${t.teams[0]}</th><th>${t.teams[1]}</th></tr>
        ${row(t.meldPoints, 'meldPoints')} ${row(t.birimbaBonus, 'birimbaBonus')} ${row(t.handPenalty, 'handPenalty')}
        ${row(t.birimbakiPenalty, 'birimbakiPenalty')} ${row(t.closingBonus, 'closingBonus')} ${row(t.total, 'total')}
      </table>
      ${match === null ? nothing : this.renderMatch(match)}
    </section>`;
  }

  override render(): TemplateResult | typeof nothing {
    const view = this.game.view;
    if (view === null) return nothing;
    const t = this.t;
    const hand = this.displayHand(view);
    const myTurn = this.game.humanToAct === 0;
    const canDraw = myTurn && view.phase === 'draw';
    const canPlay = myTurn && view.phase === 'play';
    const final = this.game.final;
    const focus = Math.min(this.focusIndex, Math.max(0, hand.length - 1));
    const thinking = this.game.thinking;
    return html`<div part="table" class="table" lang=${this.language} @keydown=${(e: KeyboardEvent) => this.onShortcut(e)}>
      <div part="status" class="status" data-status data-turn=${view.turn} data-phase=${view.phase}>
        <span class="turn">${view.phase === 'over' ? t.phases.over : t.turnOf(seatName(view.turn, t))}</span>
        ${view.phase === 'over' ? nothing : html`<span>${t.phases[view.phase]}</span>`}
        <span data-birimbakia=${view.birimbakiaLeft}>${t.birimbakiaLeft(view.birimbakiaLeft)}</span>
        ${thinking !== null ? html`<span part="thinking" class="thinking">${t.thinking(seatName(thinking, t))}</span>` : nothing}
      </div>
      <div class="top">${this.renderSeat(view, 2, 'partner')}</div>
      <div class="sides">${this.renderSeat(view, 1, 'left')} ${this.renderSeat(view, 3, 'right')}</div>
      <div class="center">
        <div class="row">
          <section part="stock" class="box" data-zone="stock" data-count=${view.stockSize} aria-label="${t.stock}: ${t.cardsLeft(view.stockSize)}">
            <h3>${t.stock}</h3>
            <div class="fan" aria-hidden="true">${view.stockSize > 0 ? html`<span part="card-back" class="back"></span>` : nothing}</div>
            <span class="count">${t.cardsLeft(view.stockSize)}</span>
          </section>
          <section part="pile" class="box" data-zone="pile" data-count=${view.pile.length} aria-label="${t.pile}: ${t.cardsLeft(view.pile.length)}">
            <h3>${t.pile} (${view.pile.length})</h3>
            <div class="cards">${view.pile.length === 0 ? html`<span>${t.pileEmpty}</span>` : view.pile.map((c) => this.renderCard(c))}</div>
          </section>
        </div>
        ${this.renderMelds(view, 0)} ${this.renderMelds(view, 1)}
      </div>
      <section part="hand" class="hand-zone box" data-zone="hand" aria-label=${t.hand}>
        <div class="hand-head">
          <h3>${t.hand} (${hand.length})</h3>
          <div class="sort">
            <button data-sort="suit" aria-pressed=${this.sortBy === 'suit' ? 'true' : 'false'} @click=${() => this.setSort('suit')}>${t.sortSuit}</button>
            <button data-sort="rank" aria-pressed=${this.sortBy === 'rank' ? 'true' : 'false'} @click=${() => this.setSort('rank')}>${t.sortRank}</button>
          </div>
        </div>
        <div class="cards hand" role="toolbar" aria-label=${t.hand} @keydown=${(e: KeyboardEvent) => this.onHandKey(e, hand.length)}
          @keyup=${(e: KeyboardEvent) => {
            if (e.key === ' ') e.preventDefault();
          }}>
          ${hand.map((card, i) => {
            const sel = this.selected.has(card.id);
            const sug = this.suggested.has(card.id);
            const red = card.suit === 'H' || card.suit === 'D';
            return html`<button
              part="card"
              class="card ${red ? 'red' : ''} ${card.rank === 'JK' ? 'joker' : ''} ${sug ? 'suggested' : ''}"
              data-card=${formatCard(card)}
              data-index=${i}
              data-id=${card.id}
              tabindex=${i === focus ? 0 : -1}
              aria-pressed=${sel ? 'true' : 'false'}
              aria-label="${symbolOf(card)}, ${cardName(card, t)}${sug ? `, ${t.suggested}` : ''}"
              @click=${() => {
                if (this.suppressClick) return;
                this.focusIndex = i;
                this.toggle(card.id);
              }}
              @pointerdown=${(e: PointerEvent) => this.onCardPointerDown(e, card.id)}
              @pointermove=${(e: PointerEvent) => this.onCardPointerMove(e)}
              @pointerup=${(e: PointerEvent) => this.onCardPointerUp(e)}
              @pointercancel=${() => this.onCardPointerCancel()}
            >${symbolOf(card)}</button>`;
          })}
        </div>
      </section>
      <div part="controls" class="controls" role="group">
        <button part="button" data-action="draw" ?disabled=${!canDraw} aria-keyshortcuts="D" @click=${() => this.doDraw()}>${t.draw}</button>
        <button part="button" data-action="take-pile" ?disabled=${!canDraw} aria-keyshortcuts="P" @click=${() => this.doTakePile()}>${t.takePile}</button>
        <button part="button" data-action="meld" ?disabled=${!canPlay} aria-keyshortcuts="M" @click=${() => this.doMeld()}>${t.meld}</button>
        <button part="button" data-action="lay-off" ?disabled=${!canPlay} aria-keyshortcuts="L" @click=${() => this.doLayOff()}>${t.layOff}</button>
        <button part="button" data-action="discard" ?disabled=${!canPlay} aria-keyshortcuts="X" @click=${() => this.doDiscard()}>${t.discard}</button>
        <button part="button" data-action="hint" ?disabled=${!myTurn} aria-keyshortcuts="H" @click=${() => void this.hint()}>${t.hint}</button>
        <button part="button" data-action="new-game" @click=${() => this.newGame()}>${t.newGame}</button>
        ${this.game.botsPlaying && this.aiDelay > 0
          ? html`<button part="button" data-action="skip" @click=${() => this.skip()}>${t.skip}</button>`
          : nothing}
      </div>
      <div class="side-info">
        ${this.error !== null ? html`<p part="error" class="error" role="alert" data-error>${this.error}</p>` : nothing}
        ${this.hintText !== null
          ? html`<p part="hint" class="hint" data-hint title=${this.language === 'el' && this.hintEnglish !== '' ? this.hintEnglish : nothing}
              ><strong>${t.hintTitle}:</strong> <span data-hint-text>${this.hintText}</span></p
            >`
          : nothing}
        ${final !== null ? this.renderSheet(final) : nothing} ${this.renderScores()}
        <section part="log" class="box" data-log aria-label=${t.log}>
          <h3>${t.log}</h3>
          <ol class="log">${this.game.log.slice(-8).map((e) => html`<li>${this.logText(e)}</li>`)}</ol>
        </section>
      </div>
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
  }
}
