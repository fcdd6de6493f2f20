// Styles of the host's tools (host-tools.ts): the pause banner on the room's bar, Pause and the host's menu in the
// status line (pictures on a phone), the log's line of a seat given to a bot, the host's buttons on the lobby's seats
// and the list of people asked to leave.
// Every button a 44 px target.

import { css } from 'lit';

export const hostToolStyles = css`
  .paused-banner {
    flex: 1 0 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.6rem;
    align-items: baseline;
    padding: 0.4rem 0.6rem;
    border-radius: 0.5rem;
    background: #f4d35e;
    color: #1b1b1b;
  }
  .paused-banner strong {
    font-size: 1.05rem;
  }
  /* What the host did, in the log among the moves: set apart as the room's voice, not a player's. */
  .host-note {
    font-style: italic;
    font-weight: 600;
  }
  /* On a phone «Παύση — Maria» alone, on one line (the note stays for screen readers; a disabled action says why). */
  .table.narrow .paused-banner {
    padding-block: 0.2rem;
  }
  .table.narrow .paused-banner span {
    font-size: 0;
  }
  /* The pictures of Pause, Resume and the menu: on a phone only (status-bar.styles.ts hides their words there). */
  .menu .icon-picture {
    display: none;
    inline-size: 1.2rem;
    block-size: 1.2rem;
    fill: currentColor;
    vertical-align: middle;
  }
  .table.narrow .menu .icon-picture {
    display: inline;
  }
  /* The host's menu: over the table, under the bar (as the phrases' picker), so the table keeps its size; over the
     cards that fly across the table too (the flight layer is z-index 40). */
  .bar .host-menu {
    position: absolute;
    z-index: 45;
    inset-block-start: 100%;
    inset-inline-start: 0.4rem;
    inline-size: min(24rem, calc(100% - 0.8rem));
    padding: 0.6rem 0.7rem;
    border-radius: 0.6rem;
    background: #0b2016;
    border: 1px solid #fff4;
    box-shadow: 0 4px 18px #000a;
  }
  /* On a wide table its button is at the bar's end: the menu opens under it, not across the table. */
  .table:not(.narrow) .bar .host-menu {
    inset-inline-start: auto;
    inset-inline-end: 0.4rem;
  }
  .host-menu header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-block-end: 0.3rem;
  }
  .host-menu h2 {
    margin: 0;
    font-size: 0.95rem;
  }
  .barred h2 {
    margin: 0 0 0.3rem;
    font-size: 0.95rem;
  }
  .host-menu p {
    margin: 0;
  }
  .host-menu ul,
  .barred ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  .host-menu li,
  .barred li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .host-menu .who,
  .barred .who {
    flex: 1 1 6rem;
    overflow-wrap: anywhere;
  }
  .host-seat-tools {
    flex: 1 0 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    justify-content: flex-end;
  }
  .room-bar button[part='button'].small,
  .menu button[part='button'].host-tool,
  .host-menu button[part='button'],
  .host-seat-tools button[part='button'],
  .lobby button[part='button'][data-action='host-move-here'],
  .barred button[part='button'] {
    min-block-size: 2.75rem;
  }
  .barred {
    margin-block-start: 0.5rem;
  }
`;
