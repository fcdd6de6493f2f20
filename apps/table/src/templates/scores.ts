// The score sheet (<birimba-score-sheet>: the running score, the deal's breakdown at its end, the match so far) and
// where it goes — over the bottom of the table at the end of a deal, with Next deal in a match; beside the table
// (or below it on a phone), with the log, during a deal.

import { type TemplateResult, html, nothing } from 'lit';
import { publicScores } from '@birimba/engine';
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

/** At the end of a deal: the sheet over the table, and Next deal while the match goes on. */
export function endOfDeal(scene: TableScene): TemplateResult | typeof nothing {
  const { game, t, commands } = scene;
  if (game.final === null) return nothing;
  return html`<div class="end" data-end>
    ${scoreSheet(scene)}
    ${
      game.canDealNext
        ? html`<button part="button" class="primary" data-action="next-deal" @click=${() => commands.nextDeal()}>
            ${t.nextDeal}
          </button>`
        : nothing
    }
  </div>`;
}

/** The side column: the sheet during a deal, and the log. */
export function sideColumn(scene: TableScene): TemplateResult {
  const { game, t } = scene;
  return html`<aside class="side">
    ${game.final === null ? scoreSheet(scene) : nothing}<birimba-log
      .entries=${game.log}
      .mySeat=${game.mySeat}
      .t=${t}
    ></birimba-log>
  </aside>`;
}
