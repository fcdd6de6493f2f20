// Styles of <birimba-hand>: absolutely placed cards (the layout is computed), selected ones raised (by the layout's
// --_lift: less in rows, where a card rises over the row above).

import { css } from 'lit';

export const handStyles = css`
  birimba-hand {
    display: block;
    position: relative;
    min-inline-size: 0;
  }
  birimba-hand .fan {
    position: relative;
    inline-size: 100%;
  }
  birimba-hand button.slot {
    position: absolute;
    padding: 0;
    border: 0;
    background: none;
    border-radius: calc(var(--_card-w) * 0.09);
    cursor: pointer;
    transform: rotate(var(--_angle, 0deg));
    transform-origin: 50% 120%;
    transition: transform 0.15s ease-out;
    -webkit-tap-highlight-color: transparent;
  }
  birimba-hand button.slot[aria-pressed='true'] {
    transform: translateY(calc(-1 * var(--_lift, 16px))) rotate(var(--_angle, 0deg));
  }
  birimba-hand button.slot[aria-pressed='true'] birimba-card {
    outline: 3px solid var(--_accent);
    outline-offset: 0;
    box-shadow: 0 6px 12px #0008;
  }
  birimba-hand button.slot:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 3px;
  }
  birimba-hand button.slot[data-suggest='meld'] birimba-card,
  birimba-hand button.slot[data-suggest='lay-off'] birimba-card {
    box-shadow: 0 0 0 3px var(--_hint-meld);
  }
  birimba-hand button.slot[data-suggest='discard'] birimba-card {
    box-shadow: 0 0 0 3px var(--_hint-discard);
  }
  /* The card just drawn: a dashed ring until the turn ends. */
  birimba-hand button.slot[data-drawn] birimba-card {
    outline: 2px dashed var(--_accent);
    outline-offset: 2px;
  }
  /* A mark may reach over the row above: a tap there is that card's. The coach's copy of a hand marks alike. */
  birimba-hand .mark,
  .coach-card .mark {
    pointer-events: none;
    position: absolute;
    inset-block-start: -0.55rem;
    inset-inline-end: 0.15rem;
    inline-size: 1.2rem;
    block-size: 1.2rem;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-size: 0.75rem;
    font-weight: 700;
    color: #111;
  }
  birimba-hand .mark.meld,
  birimba-hand .mark.lay-off,
  .coach-card .mark.meld,
  .coach-card .mark.lay-off {
    background: var(--_hint-meld);
  }
  birimba-hand .mark.discard,
  .coach-card .mark.discard {
    background: var(--_hint-discard);
  }
  /* Dragging: no scrolling or zooming gestures on the cards. */
  birimba-hand.dragging button.slot {
    touch-action: none;
    cursor: grabbing;
  }
  @media (prefers-reduced-motion: reduce) {
    birimba-hand button.slot {
      transition: none;
    }
  }
`;
