// The player's hand: its count and the sort buttons above the fan (<birimba-hand>), which reports taps, drags and
// Enter as events.

import { type TemplateResult, html } from 'lit';
import type { HandMoveDetail, HandToggleDetail } from '../components/hand.js';
import type { SortKey } from '../controllers/hand-selection.js';
import type { TableScene } from './scene.js';
import '../components/hand.js';

export function handZone({ view, game, t, selection, hint, actions }: TableScene): TemplateResult {
  const hand = selection.shown(view);
  const mine = view.turn === game.mySeat && view.phase !== 'over';
  const sortButton = (key: SortKey, label: string): TemplateResult =>
    html`<button
      data-sort=${key}
      aria-pressed=${selection.sortBy === key ? 'true' : 'false'}
      @click=${() => selection.sort(key)}
    >
      ${label}
    </button>`;
  return html`<section
    part="hand"
    class="hand-zone ${mine ? 'mine' : ''}"
    data-zone="hand"
    aria-label="${t.hand}: ${t.cards(hand.length)}"
  >
    <div class="hand-head">
      <span class="count">${t.hand} · ${hand.length}</span>
      <div class="sort" role="group" aria-label=${t.sortLabel}>
        ${sortButton('suit', t.sortSuit)} ${sortButton('rank', t.sortRank)}
      </div>
    </div>
    <birimba-hand
      .cards=${hand}
      .selected=${selection.selected}
      .marks=${hint.marks(view)}
      .t=${t}
      @hand-toggle=${(e: CustomEvent<HandToggleDetail>) => actions.toggle(e.detail.id)}
      @hand-move=${(e: CustomEvent<HandMoveDetail>) => selection.move(view, e.detail.id, e.detail.to)}
      @hand-confirm=${() => actions.confirm()}
    ></birimba-hand>
  </section>`;
}
