// Styles of the table's talk: the phrases' button and its picker over the table, a phrase's bubble by its seat (or
// over the player's own hand), and a phrase's line in the log.

import { css } from 'lit';

export const phraseStyles = css`
  .bar.online {
    position: relative;
  }
  .room-bar .phrases-button {
    margin-inline-start: auto;
  }
  .phrases-button,
  .profile-button {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  /* The lobby's head: its title, then the leaderboard's and the profile's buttons together at its end — on a phone on
     a line of their own under the title when both do not fit beside it. */
  .lobby-head {
    flex-wrap: wrap;
  }
  .lobby-doors {
    display: flex;
    gap: 0.5rem;
    margin-inline-start: auto;
  }
  .room-bar .phrases-button ~ [data-action='leave'] {
    margin-inline-start: 0;
  }
  /* On a phone the button is its picture and the code goes without its label (their words, .text, stay for screen
     readers: status-bar.styles.ts): the code, Say, Away and Leave keep one line at 360 px. */
  .table.narrow .room-bar {
    column-gap: 0.35rem;
  }
  .table.narrow .room-bar button[part='button'] {
    padding-inline: 0.5rem;
  }
  /* The narrowest phones (320 px): the code a little closer, Away and Leave their words with less padding. */
  .table.tight .room-bar {
    column-gap: 0.3rem;
  }
  .table.tight .room-bar .code strong {
    letter-spacing: 0.02em;
  }
  .table.tight .room-bar button[part='button'] {
    padding-inline: 0.45rem;
  }
  .table.narrow .phrases-button,
  .table.narrow .profile-button {
    min-inline-size: 2.75rem;
    justify-content: center;
  }
  .profile-button .person,
  .phrases-button .speech {
    inline-size: 1.15rem;
    block-size: 1.15rem;
    fill: currentColor;
  }

  /* The picker: over the table, under the bar, and over the cards that fly across the table (the flight layer is
     z-index 40): a bot's move does not cross the phrases. */
  .phrase-picker {
    position: absolute;
    z-index: 45;
    inset-block-start: 100%;
    inset-inline-end: 0.4rem;
    inline-size: min(30rem, calc(100% - 0.8rem));
    max-block-size: calc(var(--_height) - 6rem);
    overflow: auto;
    display: grid;
    gap: 0.45rem;
    padding: 0.6rem 0.7rem 0.8rem;
    border-radius: 0.8rem;
    background: #0b2016f7;
    box-shadow: 0 6px 24px #000c;
    color: var(--_felt-fg);
  }
  .phrase-picker header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .phrase-picker h2,
  .phrase-picker h3 {
    margin: 0;
    font-size: 0.95rem;
  }
  .phrase-picker h3 {
    font-size: 0.85rem;
    font-weight: 600;
  }
  .phrase-list {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
    gap: 0.35rem;
  }
  .phrase-list button[part='button'] {
    padding-inline: 0.4rem;
    line-height: 1.15;
  }
  .emote-list,
  .mute-list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
  .emote-list button[part='button'] {
    min-inline-size: 2.75rem;
    padding: 0.2rem;
    display: grid;
    place-items: center;
  }
  .emote-list .emote {
    inline-size: 1.9rem;
    block-size: 1.9rem;
  }
  /* The chat: its kept lines, scrolled to the newest, and a line to write. */
  .phrase-picker .chat {
    display: grid;
    gap: 0.35rem;
  }
  /* Its one child in a reversed column: the box starts scrolled to the newest line, the lines in their order. */
  .chat-lines {
    max-block-size: 8.5rem;
    overflow: auto;
    display: flex;
    flex-direction: column-reverse;
    border-radius: 0.5rem;
    background: #0006;
  }
  .chat-lines ol {
    margin: 0;
    padding: 0.3rem 0.5rem;
    list-style: none;
    display: grid;
    gap: 0.2rem;
    font-size: 0.88rem;
    overflow-wrap: anywhere;
  }
  .phrase-picker .chat .none {
    margin: 0;
    opacity: 0.85;
    font-size: 0.85rem;
  }
  .chat-say {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.35rem;
  }
  .chat-say input {
    min-inline-size: 0;
  }
  .bubble .chat-text {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow: hidden;
    overflow-wrap: anywhere;
    font-weight: 600;
  }
  .phrase-picker .chat-toggle[aria-pressed='true'] {
    background: var(--_accent);
    color: #1b1400;
  }
  .mute-list button[aria-pressed='true'] {
    background: #6b1f1f;
    color: #fff;
    text-decoration: line-through;
  }

  /* A phrase by its seat: a card-coloured bubble over the seat's cards, its tail to the name. */
  birimba-seat .seat {
    position: relative;
  }
  .bubble {
    position: absolute;
    z-index: 6;
    inset-block-start: 1.6rem;
    inset-inline-start: 50%;
    translate: -50% 0;
    inline-size: max-content;
    max-inline-size: 11rem;
    padding: 0.35rem 0.6rem;
    border-radius: 0.9rem;
    background: var(--_card-bg);
    color: var(--_card-fg);
    font-size: 0.9rem;
    font-weight: 700;
    line-height: 1.2;
    text-align: center;
    box-shadow: 0 2px 10px #000b;
    pointer-events: none;
    animation: bubble-in 200ms ease-out;
  }
  .bubble::before {
    content: '';
    position: absolute;
    inset-block-end: 100%;
    inset-inline-start: calc(50% - 0.4rem);
    border: 0.4rem solid transparent;
    border-block-end-color: var(--_card-bg);
  }
  .bubble.emote {
    padding: 0.25rem;
    border-radius: 50%;
  }
  .bubble .emote {
    display: block;
    inline-size: 2.6rem;
    block-size: 2.6rem;
  }
  /* The seats at the felt's sides: the bubble stays on the felt. */
  birimba-seat:is(.west, .north-west) .bubble {
    inset-inline-start: 0;
    translate: none;
  }
  birimba-seat:is(.east, .north-east) .bubble {
    inset-inline-start: auto;
    inset-inline-end: 0;
    translate: none;
  }
  birimba-seat:is(.west, .north-west) .bubble::before {
    inset-inline-start: 1rem;
  }
  birimba-seat:is(.east, .north-east) .bubble::before {
    inset-inline-start: auto;
    inset-inline-end: 1rem;
  }
  /* The player's own: over their hand, its tail down to it. */
  .hand-zone {
    position: relative;
  }
  .hand-zone > .bubble {
    inset-block-start: -0.6rem;
  }
  .hand-zone > .bubble::before {
    inset-block-end: auto;
    inset-block-start: 100%;
    border-block-end-color: transparent;
    border-block-start-color: var(--_card-bg);
  }
  @keyframes bubble-in {
    from {
      opacity: 0;
      scale: 0.7;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .bubble {
      animation: none;
    }
  }

  /* A phrase's line in the log. */
  birimba-log li.aside {
    font-style: italic;
  }
  .said-emote .emote {
    inline-size: 1.3em;
    block-size: 1.3em;
    vertical-align: -0.3em;
  }
`;
