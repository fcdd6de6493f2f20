// Styles of <birimba-log> and of cards in running text (chips).

import { css } from 'lit';

export const logStyles = css`
  birimba-log {
    display: block;
    min-block-size: 0;
  }
  birimba-log .log {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    block-size: 100%;
  }
  birimba-log h3 {
    margin: 0;
    font-size: 0.85rem;
  }
  birimba-log .none {
    margin: 0;
    font-size: 0.8rem;
    opacity: 0.8;
  }
  birimba-log ol {
    margin: 0;
    padding: 0 0 0 1.6rem;
    font-size: 0.8rem;
    line-height: 1.55;
    overflow: auto;
    max-block-size: var(--_log-height, 16rem);
  }
  /* The player's own actions. */
  birimba-log li.mine {
    font-weight: 600;
  }
  /* A whole deal is a long list: lines scrolled out of sight cost no layout. */
  birimba-log li {
    content-visibility: auto;
    contain-intrinsic-size: auto 1.55em;
  }
  birimba-log ol:focus-visible {
    outline: 2px solid var(--_focus);
  }
  .chip {
    display: inline-block;
    padding: 0 0.22rem;
    margin: 0 0.08rem;
    border-radius: 0.2rem;
    background: var(--_card-bg);
    color: var(--_card-fg);
    font-weight: 700;
    line-height: 1.3;
    font-family: var(--birimba-card-font, Georgia, 'DejaVu Serif', serif);
    box-shadow: 0 1px 1px #0005;
  }
  .chip.red {
    color: var(--_red);
    text-decoration: underline dotted;
    text-underline-offset: 2px;
  }
  .chip.joker {
    color: #5b2a86;
  }
`;
