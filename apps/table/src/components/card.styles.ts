// Styles of <birimba-card>: a white card with rounded corners, sized by --_card-w on the card itself.

import { css } from 'lit';

export const cardStyles = css`
  birimba-card {
    --_w: var(--_card-w, 3.5rem);
    position: relative;
    display: block;
    flex: none;
    inline-size: var(--_w);
    block-size: calc(var(--_w) * 1.4);
    border-radius: calc(var(--_w) * 0.09);
    background: var(--_card-bg);
    color: var(--_card-fg);
    border: 1px solid #00000038;
    box-shadow: 0 1px 2px #0006;
    font-size: calc(var(--_w) * 0.3);
    line-height: 1;
    overflow: hidden;
    user-select: none;
    /* A card's size never depends on what is drawn in it: its insides are laid out and painted on their own. */
    contain: strict;
    font-family: var(--birimba-card-font, Georgia, 'DejaVu Serif', serif);
  }
  /* Red suits: red ink and, for those who do not see red, a second inner frame. */
  birimba-card[red] {
    color: var(--_red);
    box-shadow:
      0 1px 2px #0006,
      inset 0 0 0 2px var(--_card-bg),
      inset 0 0 0 3px color-mix(in srgb, var(--_red) 55%, transparent);
  }
  birimba-card[joker] {
    color: #5b2a86;
  }
  birimba-card .corner {
    position: absolute;
    inset-block-start: 0.12em;
    inset-inline-start: 0.1em;
    display: flex;
    flex-direction: column;
    align-items: center;
    min-inline-size: 1.05em;
    font-weight: 700;
  }
  birimba-card[suit='S'] {
    --_suit: '♠\\FE0E';
  }
  birimba-card[suit='H'] {
    --_suit: '♥\\FE0E';
  }
  birimba-card[suit='D'] {
    --_suit: '♦\\FE0E';
  }
  birimba-card[suit='C'] {
    --_suit: '♣\\FE0E';
  }
  birimba-card .corner::before {
    content: attr(data-rank) / '';
    font-size: 1em;
    letter-spacing: -0.06em;
  }
  birimba-card .corner::after {
    content: var(--_suit) / '';
    font-size: 0.95em;
  }
  birimba-card .pip::before {
    content: var(--_suit) / '';
  }
  birimba-card .court-pip {
    left: 50%;
    top: 83%;
    color: #fff;
    font-size: 0.9em;
  }
  birimba-card .joker-index::before {
    content: 'JOKER' / '';
  }
  birimba-card .corner.br {
    inset: auto 0.1em 0.12em auto;
    transform: rotate(180deg);
  }
  birimba-card .joker-index {
    writing-mode: vertical-rl;
    text-orientation: upright;
    font-size: 0.5em;
    letter-spacing: -0.1em;
  }
  birimba-card .joker-index::after {
    content: none;
  }
  birimba-card .center {
    position: absolute;
    inset: 12% 18%;
  }
  birimba-card .pip {
    position: absolute;
    transform: translate(-50%, -50%);
    font-size: 0.8em;
  }
  birimba-card .pip.down {
    transform: translate(-50%, -50%) rotate(180deg);
  }
  birimba-card .pip.ace {
    left: 50%;
    top: 50%;
    font-size: 2em;
  }
  birimba-card .pip.solo {
    left: 62%;
    top: 62%;
    font-size: 1.3em;
    opacity: 0.85;
  }
  birimba-card .court {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
  }
  birimba-card[size='table'] .center {
    inset: 0;
  }
  birimba-card[back] {
    background: var(--_back);
    border-color: #fff8;
  }
  birimba-card .back-art,
  .card-back {
    background:
      radial-gradient(circle at 50% 50%, #fff3 0 18%, transparent 19%),
      repeating-linear-gradient(45deg, #ffffff24 0 2px, transparent 2px 7px),
      repeating-linear-gradient(-45deg, #ffffff24 0 2px, transparent 2px 7px), var(--_back);
  }
  birimba-card .back-art {
    position: absolute;
    inset: 8%;
    border-radius: 6%;
    outline: 1px solid #fff6;
  }
`;
