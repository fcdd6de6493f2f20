// The bar above the felt: whose turn it is (`[data-status]` with `data-turn` — the seat to act counted from the
// player's, 0 on their own turn — and `data-phase`), and the menu — online first the room's tools (the move timer, the
// host's), then the rules, the settings, a new game (not online).

import { type TemplateResult, html, nothing } from 'lit';
import { placeOf } from '../display/seat-geometry.js';
import { seatNamer } from '../display/seat-names.js';
import type { TableScene } from './scene.js';

export function statusBar(scene: TableScene): TemplateResult {
  const { view, game, t, panels, commands } = scene;
  const mine = view.turn === game.mySeat && view.phase !== 'over' && game.watching !== true;
  // New game: at once when no deal or match is running, else after the player confirms.
  const askNewGame = (): void =>
    view.phase !== 'over' || game.canDealNext ? panels.show('confirm-new-game') : commands.newGame();
  const text =
    view.phase === 'over'
      ? t.phases.over
      : t.turnOf(
          // A watcher is nobody's "you": every seat is named.
          game.watching === true ? 1 : placeOf(view.turn, game.mySeat, t.players),
          seatNamer(game.mySeat, t, game.people)(view.turn),
        );
  return html`<header class="bar ${scene.roomBar !== null ? 'online' : ''}">
    ${scene.roomBar ?? nothing}
    <div
      part="status"
      class="status ${mine ? 'mine' : ''}"
      data-status
      data-turn=${placeOf(view.turn, game.mySeat, view.rules.players)}
      data-phase=${view.phase}
    >
      <span class="turn">${text}</span>
    </div>
    <div class="menu">
      ${scene.roomTools ?? nothing}<button
        part="button"
        class="small icon"
        data-action="rules"
        @click=${() => panels.show('rules')}
      >
        <span class="text">${t.rules}</span></button
      ><button part="button" class="small icon" data-action="settings" @click=${() => void panels.showSettings()}>
        <span class="text">${t.settings}</span></button
      >${
        scene.roomBar !== null
          ? nothing
          : html`<button part="button" class="small icon" data-action="new-game" @click=${askNewGame}>
              <span class="text">${t.newGame}</span>
            </button>`
      }
    </div>
  </header>`;
}
