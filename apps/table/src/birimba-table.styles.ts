// Styles of <birimba-table>: the felt, the seats around it, the middle, the hand and the controls; one column on a
// phone (everything needed on your turn within the height of the screen), a side column from 900 px. Themable
// through the custom properties below.

import { css } from 'lit';

export const tableStyles = css`
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

  /* The bar: whose turn, the match totals, the menu. */
  .bar {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    padding: 0.25rem 0.5rem;
    background: #0b2016;
  }
  .status {
    font-weight: 700;
    font-size: 0.95rem;
    flex: 1 1 auto;
    min-inline-size: 0;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .status.mine .turn {
    color: var(--_accent);
  }
  .menu {
    display: flex;
    gap: 0.3rem;
    margin-inline-start: auto;
  }
  /* The menu's symbols, drawn by CSS so the buttons' text stays their words (empty alternative text: not spoken). */
  .menu button::before {
    display: none;
    font-size: 1.1rem;
    line-height: 1;
  }
  .menu [data-action='rules']::before {
    content: '?' / '';
  }
  .menu [data-action='settings']::before {
    content: '⚙' / '';
  }
  .menu [data-action='new-game']::before {
    content: '+' / '';
  }
  /* Narrow: the menu shows its symbols; the words stay for screen readers. */
  /* narrow of the table's width (narrow: set from the element's own width). */
  .table.narrow .menu button::before {
    display: inline;
  }
  .table.narrow .menu .text {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .table.narrow .menu button[part='button'].small {
    min-inline-size: 2.6rem;
    min-block-size: 2.6rem;
  }

  /* The felt with its wooden rim: seats around, the stock, pile and birimbakia in the middle, melds below. */
  .felt {
    position: relative;
    isolation: isolate;
    display: grid;
    grid-template-columns: 4.7rem minmax(0, 1fr) 4.7rem;
    grid-template-rows: auto auto minmax(0, 1fr);
    grid-template-areas: 'score north packets' 'west middle east' 'melds melds melds';
    gap: 0.2rem 0.3rem;
    min-block-size: 0;
    margin: 0.3rem 0.35rem 0;
    padding: 0.2rem 0.3rem 0.3rem;
    border-radius: 1.2rem;
    border: 0.35rem solid #5b3a1f;
    box-shadow: 0 2px 6px #0008;
  }
  /* The cloth on a layer of its own: painted once, not again under every card that moves. */
  .felt::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    border-radius: 0.9rem;
    background: radial-gradient(
      ellipse at 50% 35%,
      color-mix(in srgb, var(--_felt) 80%, white) 0%,
      var(--_felt) 55%,
      color-mix(in srgb, var(--_felt) 75%, black) 100%
    );
    will-change: transform;
  }
  .north {
    grid-area: north;
    justify-self: center;
  }
  .west {
    grid-area: west;
    align-self: start;
  }
  .east {
    grid-area: east;
    align-self: start;
  }
  .middle {
    grid-area: middle;
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
    justify-content: center;
    min-inline-size: 0;
  }
  .corner {
    align-self: start;
    font-size: 0.72rem;
    font-variant-numeric: tabular-nums;
    min-inline-size: 0;
  }
  .corner.score {
    grid-area: score;
    display: flex;
    flex-direction: column;
    gap: 0.05rem;
    padding: 0.2rem 0.35rem;
    border-radius: 0.5rem;
    background: #0005;
    justify-self: start;
  }
  .corner .tally {
    display: flex;
    justify-content: space-between;
    gap: 0.4rem;
  }
  .corner .tally b {
    font-size: 0.85rem;
  }
  .corner .target {
    opacity: 0.85;
    text-align: end;
  }
  .corner.packets {
    grid-area: packets;
    justify-self: end;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.15rem;
    padding-block-start: 0.2rem;
  }
  .corner .stack {
    display: flex;
    gap: 0.15rem;
    min-block-size: 1.2rem;
  }
  .melds-area {
    grid-area: melds;
    overflow: auto;
    min-block-size: 0;
    display: grid;
    gap: 0.4rem;
    align-content: start;
    padding: 0.3rem;
    border-radius: 0.8rem;
    background: #0000001f;
    overscroll-behavior: contain;
  }
  /* from 640 px of the table's width (roomy: set from the element's own width). */
  .table.roomy .felt {
    grid-template-columns: 7.5rem minmax(0, 1fr) 7.5rem;
  }
  .table.roomy .melds-area {
    grid-template-columns: 1fr 1fr;
  }
  .label {
    font-size: 0.7rem;
    opacity: 0.9;
    white-space: nowrap;
  }
  .stock {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.1rem;
    --_card-w: var(--birimba-card-width, 2.6rem);
  }
  .stock .badge {
    position: absolute;
    inset-block-start: 1.2rem;
    inset-inline-start: 50%;
    translate: -50% 0;
    padding: 0 0.35rem;
    border-radius: 1rem;
    background: #000a;
    font-size: 0.75rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .empty-slot {
    display: grid;
    place-items: center;
    inline-size: 2.6rem;
    block-size: 3.64rem;
    border: 2px dashed #ffffff55;
    border-radius: 0.3rem;
    font-size: 0.65rem;
    opacity: 0.8;
  }
  .pile {
    display: flex;
    flex-direction: column;
    gap: 0.1rem;
    min-inline-size: 0;
    flex: 1 1 auto;
    max-inline-size: 26rem;
  }
  .pile-cards {
    display: flex;
    flex-wrap: wrap;
    row-gap: 0.2rem;
    --_card-w: var(--birimba-card-width, 2.6rem);
    max-block-size: 7.8rem;
    overflow: auto;
    padding-inline-end: 1.4rem;
  }
  .pile-cards birimba-card {
    margin-inline-end: -1.4rem;
  }
  .packet {
    display: block;
    inline-size: 0.85rem;
    block-size: 1.2rem;
    border-radius: 0.15rem;
    border: 1px solid #fff9;
    box-shadow: 1px 1px 0 #0006;
  }
  /* from 640 px of the table's width (roomy: set from the element's own width). */
  .table.roomy .stock,
  .table.roomy .pile-cards {
    --_card-w: var(--birimba-card-width, 3.2rem);
  }
  .table.roomy .empty-slot {
    inline-size: 3.2rem;
    block-size: 4.48rem;
  }
  .table.roomy .pile-cards {
    max-block-size: 9.5rem;
  }

  /* Next to the hand: your turn, refusals, warnings, hints, notices. */
  .feedback {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
    padding: 0.25rem 0.5rem 0;
    min-block-size: 2.4rem;
  }
  .feedback .line {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    min-block-size: 2.2rem;
  }
  .msg {
    margin: 0;
    font-size: 0.86rem;
    line-height: 1.3;
    padding: 0.25rem 0.5rem;
    border-radius: var(--_radius);
    flex: 1 1 auto;
    min-inline-size: 0;
  }
  .msg.prompt {
    color: #1b1400;
    background: var(--_accent);
    font-weight: 600;
  }
  .msg.waiting {
    opacity: 0.9;
    font-style: italic;
  }
  .msg.error {
    background: #7d1420;
    color: #fff;
  }
  .msg.warning {
    background: #ffb347;
    color: #241400;
    font-weight: 600;
  }
  .msg.hint {
    background: #0d3550;
    display: flex;
    gap: 0.4rem;
    align-items: center;
    justify-content: space-between;
    flex-wrap: wrap;
  }
  .msg.notice {
    background: #3b2b65;
    display: flex;
    gap: 0.4rem;
    align-items: center;
    justify-content: space-between;
  }

  /* The hand. */
  .hand-zone {
    padding: 0 0.5rem;
    min-inline-size: 0;
  }
  .hand-head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.3rem;
    font-size: 0.75rem;
  }
  .sort {
    display: flex;
    gap: 0.2rem;
  }
  .sort button {
    font: inherit;
    font-size: 0.72rem;
    min-block-size: 1.6rem;
    padding: 0 0.5rem;
    border-radius: 1rem;
    border: 1px solid #ffffff55;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  .sort button[aria-pressed='true'] {
    background: #ffffff2a;
  }

  /* Buttons. */
  button[part='button'] {
    font: inherit;
    font-size: 0.88rem;
    font-weight: 600;
    min-block-size: 2.75rem;
    padding: 0 0.6rem;
    border-radius: 0.6rem;
    border: 1px solid #0006;
    background: var(--_card-bg);
    color: var(--_card-fg);
    cursor: pointer;
    box-shadow: 0 1px 2px #0007;
  }
  button[part='button'].small {
    min-block-size: 2.2rem;
    font-size: 0.8rem;
    padding: 0 0.5rem;
  }
  button[part='button'].primary {
    background: var(--_accent);
    color: #1b1400;
  }
  button[part='button']:disabled {
    opacity: 0.42;
    cursor: default;
    box-shadow: none;
  }
  button:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .controls {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 0.3rem;
    padding: 0.3rem 0.5rem 0.5rem;
  }
  .controls button[part='button'] {
    padding: 0 0.2rem;
    font-size: 0.82rem;
    line-height: 1.1;
    hyphens: auto;
    overflow-wrap: anywhere;
  }
  /* from 640 px of the table's width (roomy: set from the element's own width). */
  .table.roomy .controls {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
  .table.roomy .controls button[part='button'] {
    font-size: 0.9rem;
  }

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
