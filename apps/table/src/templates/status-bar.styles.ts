// Styles of the bar above the felt: whose turn, and the menu (rules, settings, new game), its symbols on a phone.

import { css } from 'lit';

export const statusBarStyles = css`
  /* The bar: whose turn, the match totals, the menu. */
  .bar {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    padding: 0.25rem 0.5rem;
    background: #0b2016;
  }
  /* Online: the room's bar (its code, Say, Away, leave, the notices) as the first line of the bar; whose turn it is
     then shares its line with the menu, the timer and the host's tools, and shortens (…) rather than wrap. */
  .bar.online {
    flex-wrap: wrap;
    row-gap: 0.15rem;
  }
  .bar.online .status {
    flex-basis: 0;
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
  /* Narrow: the menu shows its symbols (online, the room's bar too: Say's picture, the code without its label); the
     words stay for screen readers. */
  /* narrow of the table's width (narrow: set from the element's own width). */
  .table.narrow .menu button::before {
    display: inline;
  }
  .table.narrow .bar .text {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  /* On a phone every button is a 44 px target at least, as the cards are. */
  .table.narrow .menu button[part='button'].small {
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
  }
`;
