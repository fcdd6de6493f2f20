// <birimba-hand>: your cards as a fan that fits the width — one arc when they fit with at least a 44 px strip each,
// else overlapping rows (each card keeps a 44×44 px corner to tap). Tap to select (raised), drag or Alt+←/→ to
// reorder, arrows to move, Space to select, Enter to confirm. It owns no game data: it shows the cards it is given
// and tells the table what the player did through events.

import { type PropertyValues, type TemplateResult, html, nothing } from 'lit';
import { type Card, cardName, formatCard } from '@birimba/engine';
import type { Texts } from '../texts/i18n.js';
import { cardSymbol } from './card.js';
import { LightElement, define } from './light-element.js';

/** What a hint suggests for a card. */
export type CardMark = 'meld' | 'lay-off' | 'discard';

export interface HandToggleDetail {
  readonly id: number;
}
export interface HandMoveDetail {
  readonly id: number;
  /** The new index in the shown hand. */
  readonly to: number;
}

/** The smallest strip of a card left uncovered, in px: a touch target. */
export const TOUCH = 44;
/** How far a selected card rises: in one arc into the strip kept free above it; in rows less, since it rises over
 * the row above, which keeps its 44 px corner uncovered all the same (rows are TOUCH + ROW_LIFT apart, and a little). */
const LIFT = 16;
const ROW_LIFT = 10;
const ROW_STEP = TOUCH + ROW_LIFT + 2;

export interface FanSlot {
  readonly left: number;
  readonly top: number;
  readonly angle: number;
}

export interface FanLayout {
  readonly slots: FanSlot[];
  readonly height: number;
  readonly rows: number;
  /** How far a selected card rises, in px. */
  readonly lift: number;
}

/** Where each of `n` cards of width `w` goes in a hand `width` px wide (pure: tested on its own). */
export function fanLayout(n: number, width: number, w: number): FanLayout {
  const h = w * 1.4;
  if (n === 0) return { slots: [], height: h + LIFT, rows: 1, lift: LIFT };
  // A little margin at both ends, so the outer cards of the arc stay clear of the edge.
  const room = Math.max(width - w - 12, 0);
  const fit = Math.max(1, Math.floor(room / TOUCH) + 1);
  const rows = Math.ceil(n / fit);
  const perRow = Math.ceil(n / rows);
  const lift = rows === 1 ? LIFT : ROW_LIFT;
  const slots: FanSlot[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, n - row * perRow);
    const col = i - row * perRow;
    const step = inRow > 1 ? Math.min(w + 6, room / (inRow - 1)) : 0;
    const start = (width - (w + step * (inRow - 1))) / 2;
    const mid = (inRow - 1) / 2;
    // One row: a gentle arc. Several rows: flat, so that every card keeps its corner clear.
    const arc = rows === 1 && inRow > 2 ? (col - mid) / mid : 0;
    slots.push({
      left: Math.round(start + col * step),
      top: Math.round(lift + row * ROW_STEP + (rows === 1 ? arc * arc * 8 : 0)),
      angle: rows === 1 ? Math.round(arc * Math.min(6, 40 / n) * 10) / 10 : 0,
    });
  }
  return { slots, height: lift + (rows - 1) * ROW_STEP + h + (rows === 1 ? 8 : 0), rows, lift };
}

export class BirimbaHand extends LightElement {
  static override properties = {
    cards: { attribute: false },
    selected: { attribute: false },
    marks: { attribute: false },
    drawn: { attribute: false },
    t: { attribute: false },
    width: { state: true },
    focusIndex: { state: true },
  };

  declare cards: readonly Card[];
  declare selected: ReadonlySet<number>;
  declare marks: ReadonlyMap<number, CardMark>;
  /** The card the player has just drawn (marked until the turn ends), or null. */
  declare drawn: number | null;
  declare t: Texts;
  declare private width: number;
  declare private focusIndex: number;
  private drag: { id: number; pointerId: number; x: number; y: number; moved: boolean } | null = null;
  private suppressClick = false;
  private observer: ResizeObserver | null = null;

  constructor() {
    super();
    this.cards = [];
    this.selected = new Set();
    this.marks = new Map();
    this.drawn = null;
    this.width = 0;
    this.focusIndex = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (typeof ResizeObserver === 'function') {
      this.observer = new ResizeObserver((entries) => {
        const w = Math.round(entries[0]?.contentRect.width ?? 0);
        if (w !== this.width) this.width = w;
      });
      this.observer.observe(this);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.observer = null;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('cards')) this.focusIndex = Math.min(this.focusIndex, Math.max(0, this.cards.length - 1));
  }

  private emit<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }

  /** Moves the keyboard focus to the hand: the card it was last on (or the nearest one left). */
  focusCurrent(): void {
    this.focusCard(Math.min(this.focusIndex, Math.max(0, this.cards.length - 1)));
  }

  /** Moves the keyboard focus to the card at `index` once it is rendered. */
  focusCard(index: number): void {
    this.focusIndex = index;
    void this.updateComplete.then(() => this.querySelector<HTMLElement>(`button[data-index="${index}"]`)?.focus());
  }

  private onKey(event: KeyboardEvent): void {
    const count = this.cards.length;
    if (count === 0) return;
    const at = this.focusIndex;
    if (event.altKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      event.stopPropagation();
      const card = this.cards[at];
      if (card === undefined) return;
      const to = Math.max(0, Math.min(count - 1, at + (event.key === 'ArrowLeft' ? -1 : 1)));
      this.emit<HandMoveDetail>('hand-move', { id: card.id, to });
      this.focusCard(to);
      return;
    }
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = Math.min(count - 1, at + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = Math.max(0, at - 1);
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
        const card = this.cards[at];
        if (card !== undefined) this.emit<HandToggleDetail>('hand-toggle', { id: card.id });
        return;
      }
      case 'Enter':
        event.preventDefault();
        event.stopPropagation();
        this.emit('hand-confirm', {});
        return;
      default:
        return;
    }
    event.preventDefault();
    this.focusCard(next);
  }

  private onPointerDown(event: PointerEvent, id: number): void {
    if (event.button !== 0) return;
    this.drag = { id, pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
    try {
      (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    } catch {
      // no active pointer of that id (synthetic events): the drag still works without capture
    }
  }

  private onPointerMove(event: PointerEvent): void {
    const drag = this.drag;
    if (drag === null || drag.pointerId !== event.pointerId) return;
    if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 8) return;
    if (!drag.moved) {
      drag.moved = true;
      this.classList.add('dragging');
    }
    event.preventDefault();
  }

  private onPointerUp(event: PointerEvent): void {
    const drag = this.drag;
    if (drag === null || drag.pointerId !== event.pointerId) return;
    this.drag = null;
    this.classList.remove('dragging');
    if (!drag.moved) return;
    this.suppressClick = true;
    setTimeout(() => (this.suppressClick = false), 0);
    // The drop index: how many other cards lie before the pointer in reading order. The pointer's row is the lowest
    // row of cards whose top is above it (rows overlap by design; an arc moves tops by a few px only).
    const others = [...this.querySelectorAll<HTMLElement>('button[data-card]')]
      .filter((b) => b.dataset.id !== String(drag.id))
      .map((b) => b.getBoundingClientRect());
    const tops = others.map((r) => r.top).filter((top) => top <= event.clientY);
    const rowTop = tops.length > 0 ? Math.max(...tops) : Math.min(...others.map((r) => r.top));
    let to = 0;
    for (const r of others) {
      const earlierRow = r.top < rowTop - ROW_STEP / 2;
      const sameRowBefore = Math.abs(r.top - rowTop) <= ROW_STEP / 2 && r.left + r.width / 2 < event.clientX;
      if (earlierRow || sameRowBefore) to++;
    }
    this.emit<HandMoveDetail>('hand-move', { id: drag.id, to });
  }

  private onPointerCancel(): void {
    this.drag = null;
    this.classList.remove('dragging');
  }

  override render(): TemplateResult {
    const t = this.t;
    const width = this.width > 0 ? this.width : 344;
    const w = Math.round(Math.max(56, Math.min(84, width / 6.2)));
    const layout = fanLayout(this.cards.length, width, w);
    const focus = Math.min(this.focusIndex, Math.max(0, this.cards.length - 1));
    return html`<div
      class="fan"
      role="toolbar"
      aria-label=${t.hand}
      style="height:${Math.ceil(layout.height)}px;--_card-w:${w}px;--_lift:${layout.lift}px"
      @keydown=${(e: KeyboardEvent) => this.onKey(e)}
      @keyup=${(e: KeyboardEvent) => {
        if (e.key === ' ') e.preventDefault();
      }}
    >
      ${this.cards.map((card, i) => {
        const slot = layout.slots[i] as FanSlot;
        const selected = this.selected.has(card.id);
        const mark = this.marks.get(card.id);
        const markText = mark === undefined ? '' : `, ${mark === 'discard' ? t.hintDiscardMark : t.hintMeldMark}`;
        const drawn = card.id === this.drawn;
        return html`<button
          part="card"
          class="slot"
          data-card=${formatCard(card)}
          data-index=${i}
          data-id=${card.id}
          data-suggest=${mark ?? nothing}
          data-drawn=${drawn ? 'true' : nothing}
          tabindex=${i === focus ? 0 : -1}
          aria-pressed=${selected ? 'true' : 'false'}
          aria-label="${cardSymbol(card).replace('\uFE0E', '')}, ${cardName(card, t.locale)}${drawn ? `, ${t.justDrawn}` : ''}${markText}"
          style="left:${slot.left}px;top:${slot.top}px;z-index:${i + 1};--_angle:${slot.angle}deg"
          @click=${() => {
            if (this.suppressClick) return;
            this.focusIndex = i;
            this.emit<HandToggleDetail>('hand-toggle', { id: card.id });
          }}
          @pointerdown=${(e: PointerEvent) => this.onPointerDown(e, card.id)}
          @pointermove=${(e: PointerEvent) => this.onPointerMove(e)}
          @pointerup=${(e: PointerEvent) => this.onPointerUp(e)}
          @pointercancel=${() => this.onPointerCancel()}
        >
          <birimba-card size="hand" .card=${card}></birimba-card>
          ${mark === undefined ? nothing : html`<span class="mark ${mark}" aria-hidden="true">${mark === 'discard' ? '↓' : '★'}</span>`}
        </button>`;
      })}
    </div>`;
  }
}

define('birimba-hand', BirimbaHand);

declare global {
  interface HTMLElementTagNameMap {
    'birimba-hand': BirimbaHand;
  }
  interface HTMLElementEventMap {
    'hand-toggle': CustomEvent<HandToggleDetail>;
    'hand-move': CustomEvent<HandMoveDetail>;
    'hand-confirm': CustomEvent<Record<string, never>>;
  }
}
