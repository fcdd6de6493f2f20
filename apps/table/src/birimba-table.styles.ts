// Styles of <birimba-table>: everything inside the shadow root; themable through the custom properties below.

import { css } from 'lit';

export const tableStyles = css`
  :host {
    --_felt: var(--birimba-felt, #1f5f3f);
    --_felt-fg: var(--birimba-felt-text, #f4f1e8);
    --_card-bg: var(--birimba-card-bg, #fffdf7);
    --_card-fg: var(--birimba-card-fg, #1b1b1b);
    --_red: var(--birimba-red, #c0262d);
    --_back: var(--birimba-card-back, #2c4a8a);
    --_accent: var(--birimba-accent, #ffcc33);
    --_card-w: var(--birimba-card-width, 2.6rem);
    --_radius: var(--birimba-radius, 0.4rem);
    display: block;
    font-family: var(--birimba-font, system-ui, sans-serif);
    color: var(--_felt-fg);
    container-type: inline-size;
  }
  :host([hidden]) { display: none; }
  * { box-sizing: border-box; }
  .table {
    background: var(--_felt);
    border-radius: var(--_radius);
    padding: 0.5rem;
    display: grid;
    gap: 0.5rem;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'status' 'top' 'sides' 'center' 'hand' 'controls' 'side-info';
  }
  .status { grid-area: status; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; align-items: center; }
  .status .turn { font-weight: 700; }
  .top { grid-area: top; justify-self: center; }
  .sides { grid-area: sides; display: flex; justify-content: space-between; gap: 0.5rem; }
  .center { grid-area: center; display: grid; gap: 0.5rem; }
  .hand-zone { grid-area: hand; }
  .controls { grid-area: controls; display: flex; flex-wrap: wrap; gap: 0.35rem; }
  .side-info { grid-area: side-info; display: grid; gap: 0.5rem; }
  @container (min-width: 900px) {
    .table {
      grid-template-columns: minmax(0, 3fr) minmax(14rem, 1fr);
      grid-template-areas: 'status status' 'top side-info' 'sides side-info' 'center side-info' 'hand side-info' 'controls side-info';
    }
  }
  .seat { display: flex; flex-direction: column; align-items: center; gap: 0.2rem; font-size: 0.85rem; }
  .fan { display: flex; }
  .back {
    display: inline-block;
    width: calc(var(--_card-w) * 0.55);
    height: calc(var(--_card-w) * 0.8);
    margin-left: calc(var(--_card-w) * -0.35);
    border-radius: 0.2rem;
    border: 1px solid rgba(255, 255, 255, 0.6);
    background: repeating-linear-gradient(45deg, var(--_back), var(--_back) 3px, #fff3 3px, #fff3 5px);
  }
  .back:first-child { margin-left: 0; }
  .count { font-variant-numeric: tabular-nums; }
  .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-start; }
  .box { background: rgba(0, 0, 0, 0.18); border-radius: var(--_radius); padding: 0.35rem; min-width: 0; }
  .box h3 { margin: 0 0 0.25rem; font-size: 0.8rem; font-weight: 600; }
  .cards { display: flex; flex-wrap: wrap; gap: 0.15rem; }
  .card {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: calc(var(--_card-w) * 0.8);
    height: calc(var(--_card-w) * 1.1);
    padding: 0 0.15rem;
    border-radius: 0.25rem;
    border: 1px solid #0004;
    background: var(--_card-bg);
    color: var(--_card-fg);
    font: inherit;
    font-weight: 700;
    font-size: 0.9rem;
  }
  .card.small { min-width: calc(var(--_card-w) * 0.62); height: calc(var(--_card-w) * 0.85); font-size: 0.75rem; }
  .card.red { color: var(--_red); }
  .card.joker { color: #6a2ca0; }
  button.card { cursor: pointer; }
  button.card[aria-pressed='true'] { transform: translateY(-0.4rem); outline: 3px solid var(--_accent); }
  button.card.suggested { box-shadow: 0 0 0 3px #5ad; }
  button:focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
  .meld {
    display: flex; flex-direction: column; gap: 0.15rem; padding: 0.25rem; border-radius: var(--_radius);
    background: rgba(255, 255, 255, 0.08); border: 2px solid transparent; color: inherit; font: inherit; text-align: left;
  }
  button.meld { cursor: pointer; }
  .meld[aria-pressed='true'] { border-color: var(--_accent); }
  .badges { display: flex; gap: 0.25rem; font-size: 0.7rem; }
  .badge { padding: 0 0.3rem; border-radius: 1rem; background: #0004; }
  .badge.birimba { background: var(--_accent); color: #222; }
  .controls button, .sort button {
    font: inherit; font-size: 0.9rem; padding: 0.45rem 0.7rem; min-height: 2.5rem; border-radius: var(--_radius);
    border: 1px solid #0005; background: var(--_card-bg); color: var(--_card-fg); cursor: pointer;
  }
  .controls button:disabled { opacity: 0.45; cursor: default; }
  .hand-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 0.25rem; }
  .sort { display: flex; gap: 0.25rem; }
  .sort button { min-height: 2rem; padding: 0.2rem 0.5rem; font-size: 0.8rem; }
  .hand { padding-top: 0.5rem; }
  .error { color: #ffd0d0; background: #6a1010cc; padding: 0.3rem 0.5rem; border-radius: var(--_radius); margin: 0; }
  .thinking { font-style: italic; }
  .thinking::after { content: ''; display: inline-block; width: 0.6em; height: 0.6em; margin-left: 0.4em; border-radius: 50%;
    border: 2px solid currentColor; border-right-color: transparent; animation: spin 0.8s linear infinite; }
  @keyframes spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .thinking::after { animation: none; } }
  ol.log { margin: 0; padding-left: 1.2rem; font-size: 0.8rem; max-height: 10rem; overflow: auto; }
  table.scores { border-collapse: collapse; font-size: 0.8rem; width: 100%; }
  table.scores th, table.scores td { padding: 0.1rem 0.3rem; text-align: right; }
  table.scores th:first-child { text-align: left; }
  .sheet { background: var(--_card-bg); color: var(--_card-fg); border-radius: var(--_radius); padding: 0.5rem; }
  .sheet .match { margin-top: 0.5rem; border-top: 1px solid currentColor; padding-top: 0.4rem; }
  .sheet .match h4 { margin: 0 0 0.3rem; font-size: 0.95em; }
  .hint { background: #0003; border-radius: var(--_radius); padding: 0.35rem; font-size: 0.85rem; }
  /* Drag to reorder the hand: no scrolling or zooming gestures on the cards while dragging. */
  .hand.dragging button.card { touch-action: none; cursor: grabbing; }
  /* The last bot action: the acting seat's panel and the cards it just played. */
  .seat.acting { outline: 3px solid var(--_accent); outline-offset: -3px; }
  .card.fresh { box-shadow: 0 0 0 3px var(--_accent); animation: fresh-in 0.45s ease-out; }
  @keyframes fresh-in {
    from { opacity: 0; transform: translateY(-0.6rem) scale(1.15); }
    to { opacity: 1; transform: none; }
  }
  @media (prefers-reduced-motion: reduce) {
    .card.fresh { animation: none; }
    button.card[aria-pressed='true'] { transition: none; }
  }
  .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
