// The score sheet (<birimba-score-sheet>: the running score, the deal's breakdown at its end, the match so far) and
// where it goes — beside the table (or below it on a phone), with the log, during a deal; at the end of a deal over
// the bottom of the table on a phone (put aside to see the table), in the side column on a wide table; and at the
// end of a game, Review and Save the log.

import { type TemplateResult, html, nothing } from 'lit';
import { publicScores } from '@birimba/engine';
import type { GameLog } from '@birimba/game-log';
import { sideOf } from '../display/seat-geometry.js';
import { saveLogFile } from '../game/log-file.js';
import type { Texts } from '../texts/i18n.js';
import type { TableScene } from './scene.js';
import '../components/log.js';
import '../components/score-sheet.js';

function scoreSheet({ view, game, t }: TableScene): TemplateResult {
  return html`<birimba-score-sheet
    .live=${publicScores(view)}
    .final=${game.final}
    .match=${game.match}
    .history=${game.history}
    .mySeat=${game.mySeat}
    .t=${t}
  ></birimba-score-sheet>`;
}

/** Whether the sheet sits in the side column (a wide table): then nothing of it covers the table. */
const sheetBeside = (scene: TableScene): boolean => scene.sizeClasses.includes('wide');

/**
 * At the end of a deal: the sheet over the table on a phone — which the player can put aside to look at the final
 * table, and bring back — or, on a wide table, in the side column; below it the outcome and Next deal while the match
 * goes on.
 */
export function endOfDeal(scene: TableScene): TemplateResult | typeof nothing {
  const { game, t, commands } = scene;
  const final = game.final;
  if (final === null) return nothing;
  const beside = sheetBeside(scene);
  const shown = !beside && !scene.sheetAside;
  const outcome = final.winner === null ? t.tie : t.winner[sideOf(final.winner, game.mySeat, t.players)];
  return html`<div
    class="end ${shown ? '' : 'compact'}"
    data-end
    data-sheet=${shown ? 'shown' : beside ? 'beside' : 'aside'}
  >
    ${shown ? scoreSheet(scene) : html`<p class="outcome" data-outcome>${outcome}</p>`}
    <div class="end-actions">
      ${
        beside
          ? nothing
          : html`<button
              part="button"
              class="small"
              data-action=${shown ? 'see-table' : 'show-sheet'}
              aria-expanded=${shown ? 'true' : 'false'}
              @click=${() => commands.toggleSheet()}
            >
              ${shown ? t.seeTable : t.showSheet}
            </button>`
      }
      ${
        game.canDealNext
          ? html`<button part="button" class="primary" data-action="next-deal" @click=${() => commands.nextDeal()}>
              ${t.nextDeal}
            </button>`
          : nothing
      }
      ${
        // The game is over and its log is whole, or on the server that played it: it can be replayed (replay/).
        !game.canDealNext && (game.exportLog() !== null || (game.serverLog ?? null) !== null)
          ? html`<button part="button" class="primary" data-action="review" @click=${() => void commands.review()}>
              ${t.review}
            </button>`
          : nothing
      }
      ${saveLogButton(game.canDealNext ? null : game.exportLog(), t)}
    </div>
  </div>`;
}

/** Save the log: the game's log as a file, once the game is over and its log whole (nothing before). */
export function saveLogButton(log: GameLog | null, t: Texts): TemplateResult | typeof nothing {
  if (log === null) return nothing;
  return html`<button
    part="button"
    class="small"
    data-action="save-log"
    title=${t.saveLogNote}
    @click=${() => saveLogFile(log)}
  >
    ${t.saveLog}
  </button>`;
}

/** The side column: the sheet during a deal, and the log. */
export function sideColumn(scene: TableScene): TemplateResult {
  const { game, t } = scene;
  return html`<aside class="side">
    ${game.final === null || sheetBeside(scene) ? scoreSheet(scene) : nothing}<birimba-log
      .entries=${game.log}
      .mySeat=${game.watching === true ? null : game.mySeat}
      .people=${game.people}
      .asides=${scene.talk?.lines ?? []}
      .t=${t}
    ></birimba-log>
  </aside>`;
}
