// The whole table, area by area: the bar, the felt, what the player is told, the hand, the actions and the end of a
// deal in the main column; the score sheet and the log beside it (below it on a phone); the panels over it; the layer
// the flying cards cross; the live region.

import { type TemplateResult, html } from 'lit';
import { controls } from './controls.js';
import { feedbackLine } from './feedback.js';
import { felt } from './felt.js';
import { handZone } from './hand-zone.js';
import { coachCopy } from './coach.js';
import { panel } from './panels.js';
import type { TableScene } from './scene.js';
import { endOfDeal, sideColumn } from './scores.js';
import { statusBar } from './status-bar.js';
import { lessonBar } from '../lessons/lesson-bar.js';

export function table(scene: TableScene): TemplateResult {
  return html`<div part="table" class="table ${scene.sizeClasses}" lang=${scene.lang} @keydown=${scene.onKeydown}>
    <div class="main ${scene.lessons.game === null ? '' : 'lesson-on'}">
      ${statusBar(scene)} ${lessonBar(scene)} ${felt(scene)} ${feedbackLine(scene)} ${handZone(scene)}
      ${controls(scene)} ${endOfDeal(scene)}
    </div>
    ${sideColumn(scene)} ${panel(scene)} ${coachCopy(scene)}
    <div class="flight-layer" aria-hidden="true"></div>
    <div class="sr-only" aria-live="polite" data-live>${scene.announcement}</div>
  </div>`;
}
