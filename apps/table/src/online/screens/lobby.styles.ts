// Styles of the online screens: the lobby (a card on the felt: the ways in, then the room — code, link, seats by
// team, settings) and the room's bar above the table during play. Buttons are the table's (controls.styles.ts); all
// the online part's styles together are online.styles.ts'.

import { css } from 'lit';

/** The lobby's and the room bar's styles. */
export const lobbyStyles = css`
  .lobby-page {
    min-block-size: var(--_height);
    padding: 0.8rem;
    place-items: start center;
    background: radial-gradient(ellipse at 50% 30%, color-mix(in srgb, var(--_felt) 85%, white), var(--_felt) 60%);
  }
  .lobby {
    inline-size: min(40rem, 100%);
    display: grid;
    gap: 0.7rem;
    padding: 0.9rem;
    border-radius: 1rem;
    background: #0b2016e6;
    box-shadow: 0 4px 24px #0009;
  }
  .lobby-head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
  }
  .lobby h1 {
    margin: 0;
    font-size: 1.3rem;
  }
  .lobby h2 {
    margin: 0 0 0.3rem;
    font-size: 1rem;
  }
  .lobby label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.9rem;
  }
  .lobby input:not([type='checkbox']),
  .lobby select,
  .chat-say input,
  .profile input:not([type='checkbox']),
  .profile select {
    font: inherit;
    min-block-size: 2.75rem;
    padding: 0.3rem 0.5rem;
    border-radius: 0.4rem;
    border: 1px solid #fff6;
    background: var(--_card-bg);
    color: var(--_card-fg);
    inline-size: 100%;
  }
  .doors {
    display: grid;
    gap: 0.8rem;
  }
  .way {
    display: grid;
    gap: 0.3rem;
    justify-items: start;
  }
  .way.join {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
  .way.join.linked {
    grid-template-columns: minmax(0, 1fr);
  }
  .linked-room {
    margin: 0;
    font-size: 1.1rem;
  }
  .linked-room strong {
    font-family: ui-monospace, monospace;
    letter-spacing: 0.05em;
  }
  .passkey-sign-in {
    justify-self: start;
  }
  .other-ways {
    margin: 0.6rem 0 0;
    opacity: 0.85;
  }
  .way small,
  .lobby .note {
    opacity: 0.85;
    margin: 0;
  }
  .action {
    display: inline-block;
  }
  .room {
    display: grid;
    gap: 0.7rem;
  }
  .room .code {
    margin: 0;
    font-size: 1.05rem;
  }
  .room .code strong,
  .room-bar .code strong {
    font-family: ui-monospace, monospace;
    letter-spacing: 0.08em;
    color: var(--_accent);
  }
  .share {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.3rem;
    align-items: center;
    margin: 0;
  }
  .share > span:first-child {
    grid-column: 1 / -1;
    font-size: 0.9rem;
  }
  /* Copy, Share and the QR code under the link, wrapping on a phone; the chat apps' links are 44 px targets too. */
  .share-actions {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .share-links {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .share-links a {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.75rem;
    padding-inline: 0.6rem;
    border-radius: 0.6rem;
    border: 1px solid currentColor;
    color: inherit;
    font-size: 0.88rem;
    font-weight: 600;
    text-decoration: none;
  }
  .qr-box {
    flex-basis: 100%;
  }
  .qr {
    display: block;
    inline-size: min(14rem, 100%);
    block-size: auto;
  }
  .teams {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    gap: 0.5rem;
  }
  .teams ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  .team-name {
    font-weight: 600;
  }
  .lobby-seat {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    padding: 0.4rem 0.5rem;
    border-radius: 0.5rem;
    background: #ffffff14;
    min-block-size: 2.9rem;
  }
  .lobby-seat.mine {
    outline: 2px solid var(--_accent);
  }
  .seat-no {
    font-size: 0.8rem;
    opacity: 0.8;
    min-inline-size: 3.5rem;
  }
  .who.free {
    opacity: 0.8;
    flex: 1;
  }
  /* A player's name that opens their profile (a lobby's seat, a history's row): the name as text, underlined, a
     44 px target as every control of the lobby on a phone. */
  .player-name {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    padding: 0;
    min-block-size: 44px;
    min-inline-size: 44px;
    cursor: pointer;
    text-decoration: underline dotted;
    text-underline-offset: 0.2em;
    overflow-wrap: anywhere;
  }
  /* The handle beside a name two players share. */
  .handle {
    font-size: 0.85em;
    opacity: 0.8;
    overflow-wrap: anywhere;
  }
  .player-name:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  .mark {
    font-size: 0.75rem;
    padding: 0 0.3rem;
    border-radius: 0.3rem;
    background: #ffffff22;
  }
  .mark.host {
    color: var(--_accent);
  }
  .mark.ready {
    font-weight: 600;
  }
  .mark.offline {
    background: #c1121f66;
  }
  .room-settings fieldset {
    display: grid;
    gap: 0.45rem;
    margin: 0;
    border: 1px solid #fff4;
    border-radius: 0.6rem;
  }
  .room-settings .field {
    display: grid;
    gap: 0.2rem;
  }
  /* A checkbox's target is its label as well: a row 44 px high, the box and the words with no gap between them. */
  .room-settings .field.check {
    grid-template-columns: auto 1fr;
    align-items: center;
    gap: 0;
  }
  .room-settings .field.check input {
    inline-size: 1.4rem;
    block-size: 1.4rem;
    margin: 0;
  }
  .room-settings .field.check label {
    display: flex;
    align-items: center;
    min-block-size: 2.75rem;
    padding-inline-start: 0.5rem;
    cursor: pointer;
  }
  /* Every button of the lobby a 44 px target, «Sit here» too (the table's small buttons are so only on a phone). */
  .lobby button[part='button'].small {
    min-block-size: 2.75rem;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    justify-content: space-between;
  }
  .waiting {
    margin: 0;
    font-style: italic;
  }
  /* On a phone «Waiting for the host to deal» has a line of its own under the bar's buttons. */
  .table.narrow .room-bar .waiting {
    order: 1;
    flex: 1 0 100%;
  }
  .problem {
    margin: 0;
    padding: 0.3rem 0.5rem;
    border-radius: 0.4rem;
    background: #c1121f55;
  }
  .status-line {
    margin: 0;
  }
  .room-bar {
    flex: 1 0 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 0.6rem;
    align-items: center;
    font-size: 0.85rem;
  }
  .room-bar button[part='button'] {
    /* A target a thumb hits (44 px): Leave, Rematch and the rest. */
    min-block-size: 2.75rem;
    padding-block: 0.1rem;
  }
  .room-bar [data-action='leave'] {
    margin-inline-start: auto;
  }
  /* Leave's question, and the host's «Give Maria's seat to a bot?» on her row of the menu: the words, then yes and
     no. */
  .room-bar .leave-ask,
  .host-menu .give-ask {
    flex: 1 0 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    justify-content: flex-end;
  }
  .room-bar .leave-ask p,
  .host-menu .give-ask p {
    flex: 1 1 16rem;
    margin: 0;
  }
  .room-bar .notices {
    flex: 1 0 100%;
    display: flex;
    flex-direction: column;
    gap: 0.3rem;
  }
  .room-bar .notice {
    overflow-wrap: anywhere;
  }
  .room-bar .notice.ask,
  .room-bar .notice.away {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .room-bar .notice p {
    flex: 1 1 14rem;
    margin: 0;
  }
  /* «You are away…» beside its I'm back, not over it: one block the height of the button on a phone. */
  .room-bar .notice.away > span {
    flex: 1 1 10rem;
  }
  /* The others away, on a phone: «Nikos: εκτός» side by side on one line (their seats say «παίζει μποτ»); the
     sentence stays for screen readers. */
  .table.narrow .room-bar .notices {
    flex-flow: row wrap;
    column-gap: 0.8rem;
  }
  .table.narrow .room-bar .notices > * {
    flex: 1 0 100%;
  }
  .table.narrow .room-bar .notices > .other-away {
    flex: 0 1 auto;
  }
  .table.narrow .room-bar .other-away::after {
    content: attr(data-short) / '';
  }
  .table.narrow .room-bar .other-away .whole {
    font-size: 0;
  }
  .room-bar .notice.timed-out,
  .room-bar .notice.waiting-offline {
    font-weight: 600;
  }
  /* The asker's device has no proof: said on a line of its own, before the buttons. */
  .room-bar .notice .no-proof {
    flex-basis: 100%;
    font-weight: 600;
    color: var(--_accent);
  }
  .visitor .asks {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  /* The move timer beside whose turn it is: on a phone its seconds alone (its sentence stays for screen readers). */
  .menu .timer {
    align-self: center;
    white-space: nowrap;
    font-size: 0.85rem;
    font-variant-numeric: tabular-nums;
    padding-inline-end: 0.2rem;
  }
  .timer .short {
    display: none;
  }
  .table.narrow .timer .short {
    display: inline;
  }
  .timer.low {
    color: var(--_accent);
    font-weight: 700;
  }
`;
