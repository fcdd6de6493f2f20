// The row of actions under the hand. An action that cannot apply now is disabled, and the reason is its description
// (`aria-describedby` and a tooltip): "The pile is empty.", "Draw a card or take the pile first." …

import { type TemplateResult, html, nothing } from 'lit';
import type { TableScene } from './scene.js';

function actionButton(action: string, label: string, key: string, why: string | null, run: () => void): TemplateResult {
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

export function controls({ view, game, t, selection, actions, commands }: TableScene): TemplateResult | typeof nothing {
  // A watcher has no actions.
  if (game.watching === true) return nothing;
  const mine = game.myTurn;
  const notMine = view.phase === 'over' ? t.whyOver : game.paused === true ? t.whyPaused : t.whyNotYourTurn;
  const drawWhy = !mine ? notMine : view.phase !== 'draw' ? t.whyDrawn : null;
  const playWhy = !mine ? notMine : view.phase !== 'play' ? t.whyDrawFirst : null;
  const ourMelds = view.melds.some((m) => m.team === view.team);
  const nothingSelected = selection.selected.size === 0 && selection.target === null;
  // Once the deal is over the moves are out of play: the end's own bar (outcome, Next deal) sits where they were.
  return html`<div part="controls" class="controls" role="group" aria-label=${t.hand} ?data-over=${game.final !== null}>
    ${actionButton('draw', t.draw, 'D', drawWhy ?? (view.stockSize === 0 ? t.whyStockEmpty : null), () => actions.draw())}
    ${actionButton('take-pile', t.takePile, 'P', drawWhy ?? (view.pile.length === 0 ? t.whyPileEmpty : null), () => actions.takePile())}
    ${actionButton('meld', t.meld, 'M', playWhy, () => actions.meld())}
    ${actionButton('lay-off', t.layOff, 'L', playWhy ?? (ourMelds ? null : t.whyNoMelds), () => actions.layOff())}
    ${actionButton('discard', t.discard, 'X', playWhy, () => actions.discard())}
    ${actionButton('hint', t.hint, 'H', mine ? null : notMine, () => void commands.hint())}
    ${actionButton('clear-selection', t.clearSelection, 'Escape', nothingSelected ? t.whyNoSelection : null, () => commands.clearSelection())}
  </div>`;
}
