// The player's hand: its count and the sort buttons above the fan (<birimba-hand>), which reports taps, drags and
// Enter as events; online, what the player just said (a phrase's bubble) over it.

import { type TemplateResult, html, nothing } from 'lit';
import { type MoveEvent, formatCard } from '@birimba/engine';
import type { HandMoveDetail, HandToggleDetail } from '../components/hand.js';
import type { SortKey } from '../controllers/hand-selection.js';
import { seat } from './felt.js';
import type { TableScene } from './scene.js';
import '../components/hand.js';

/** The id of the card the player drew this turn (from the log: the card is theirs to see), or null. */
function drawnThisTurn({ view, game }: TableScene): number | null {
  if (view.turn !== game.mySeat || view.phase !== 'play') return null;
  const log = game.log;
  for (let i = log.length - 1; i >= 0; i--) {
    const line = log[i] as MoveEvent;
    if (!('seat' in line) || line.seat !== game.mySeat) break;
    if (line.kind === 'draw' && line.card !== undefined)
      return view.hand.find((card) => formatCard(card) === line.card)?.id ?? null;
  }
  return null;
}

export function handZone(scene: TableScene): TemplateResult | typeof nothing {
  const { view, game, t, selection, hint, actions } = scene;
  // A watcher holds no hand: the seat at the bottom is drawn as the others are, its cards face down.
  if (game.watching === true)
    return html`<section class="hand-zone watched" data-zone="watched-seat">${seat(scene, 0)}</section>`;
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
    ${scene.talk?.bubble(game.mySeat) ?? nothing}
    <birimba-hand
      .cards=${hand}
      .selected=${selection.selected}
      .marks=${hint.marks(view)}
      .drawn=${drawnThisTurn(scene)}
      .t=${t}
      @hand-toggle=${(e: CustomEvent<HandToggleDetail>) => actions.toggle(e.detail.id)}
      @hand-move=${(e: CustomEvent<HandMoveDetail>) => selection.move(view, e.detail.id, e.detail.to)}
      @hand-confirm=${() => actions.confirm()}
    ></birimba-hand>
  </section>`;
}
