// Styles of <birimba-table>: its frame (the themable custom properties, one column on a phone with everything
// needed on your turn within the height of the screen, a side column from 900 px) and what lies over the table (the
// end of a deal, the cards a bot just played, the flying cards); each area's own sheet lives beside its template, and
// `tableStyles` lists them all in cascade order.

import { css } from 'lit';
import { cardStyles } from './components/card.styles.js';
import { handStyles } from './components/hand.styles.js';
import { logStyles } from './components/log.styles.js';
import { meldAreaStyles } from './components/meld-area.styles.js';
import { panelStyles } from './components/panel.styles.js';
import { scoreSheetStyles } from './components/score-sheet.styles.js';
import { seatStyles } from './components/seat.styles.js';
import { controlsStyles } from './templates/controls.styles.js';
import { feedbackStyles } from './templates/feedback.styles.js';
import { feltStyles } from './templates/felt.styles.js';
import { handZoneStyles } from './templates/hand-zone.styles.js';
import { statusBarStyles } from './templates/status-bar.styles.js';
import { replayStyles } from './replay/replay.styles.js';
import { lessonStyles } from './lessons/lesson.styles.js';

const frameStyles = css`
  :host {
    --_felt: var(--birimba-felt, #1d6b43);
    --_felt-fg: var(--birimba-felt-text, #f6f3ea);
    --_card-bg: var(--birimba-card-bg, #fffdf6);
    --_card-fg: var(--birimba-card-fg, #16161a);
    --_red: var(--birimba-red, #c1121f);
    --_back: var(--birimba-card-back, #24427e);
    --_accent: var(--birimba-accent, #ffcf3f);
    --_focus: var(--birimba-focus, #7fd3ff);
    --_hint-meld: var(--birimba-hint-meld, #58c4ff);
    --_hint-discard: var(--birimba-hint-discard, #ff8a5c);
    --_radius: var(--birimba-radius, 0.5rem);
    --_height: var(--birimba-height, 100dvh);
    display: block;
    font-family: var(--birimba-font, system-ui, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif);
    color: var(--_felt-fg);
  }
  :host([hidden]) {
    display: none;
  }
  * {
    box-sizing: border-box;
  }
  .table {
    position: relative;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    background: #0f2c1d;
    border-radius: var(--_radius);
  }
  .main {
    position: relative;
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto auto auto;
    grid-template-columns: minmax(0, 1fr);
    block-size: var(--_height);
    min-block-size: 32rem;
    min-inline-size: 0;
  }
  /* Below the table on a phone: not laid out or painted until it is scrolled to. */
  .side {
    display: grid;
    gap: 0.6rem;
    align-content: start;
    padding: 0.5rem;
    min-inline-size: 0;
    --_log-height: 20rem;
    content-visibility: auto;
    contain-intrinsic-size: auto 40rem;
  }
  /* from 900 px of the table's width (wide: set from the element's own width). */
  .table.wide {
    grid-template-columns: minmax(0, 1fr) 19rem;
  }
  .table.wide .side {
    block-size: var(--_height);
    min-block-size: 32rem;
    overflow: auto;
    grid-template-rows: auto minmax(0, 1fr);
    --_log-height: none;
  }
  .table.wide .side birimba-log {
    min-block-size: 0;
    overflow: hidden;
  }
  .table.wide .side birimba-log ol {
    max-block-size: calc(var(--_height) - 20rem);
  }
`;

const overlayStyles = css`
  /* The end of a deal: the score sheet over the bottom of the table. */
  .end {
    position: absolute;
    inset: auto 0.4rem 0.4rem;
    max-block-size: 72%;
    overflow: auto;
    z-index: 20;
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    padding: 0.4rem;
    border-radius: 0.8rem;
    background: #0b2016ee;
    box-shadow: 0 -4px 20px #000a;
  }

  .table.roomy .end {
    inset: auto auto 0.4rem 50%;
    translate: -50% 0;
    inline-size: min(34rem, calc(100% - 0.8rem));
  }
  /* The sheet put aside (or beside, on a wide table): one line over the hand, the final table in view. */
  .end.compact {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
  }
  .end .outcome {
    margin: 0;
    font-weight: 700;
  }
  .end-actions {
    display: flex;
    gap: 0.4rem;
    justify-content: flex-end;
    flex-wrap: wrap;
  }
  /* Cards a bot just played, and the seat that played. */
  birimba-card.fresh {
    outline: 3px solid var(--_accent);
    outline-offset: 1px;
  }
  .flight-layer {
    position: fixed;
    inset: 0;
    pointer-events: none;
    z-index: 40;
    overflow: hidden;
  }
  .flight-layer .ghost {
    position: absolute;
    border-radius: 0.2rem;
    border: 1px solid #fff9;
    box-shadow: 0 3px 8px #0008;
  }

  .sr-only {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** Every sheet the table's shadow root adopts: the table's own, then its parts' (which have no shadow root). */
export const tableStyles = [
  [
    frameStyles,
    statusBarStyles,
    feltStyles,
    feedbackStyles,
    handZoneStyles,
    controlsStyles,
    overlayStyles,
    replayStyles,
  ],
  cardStyles,
  handStyles,
  seatStyles,
  meldAreaStyles,
  scoreSheetStyles,
  logStyles,
  panelStyles,
  lessonStyles,
];
