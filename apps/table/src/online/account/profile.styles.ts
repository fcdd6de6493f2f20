// Styles of the profile (account-views.ts): a dialog over the lobby or the table, the width of a phone at most, its
// fields the lobby's (lobby.styles.ts), the avatars a grid of 44 px targets, the statistics a table that scrolls
// sideways on a phone. Loaded with the profile's chunk, added to the element's shadow root when it first opens.

import { css } from 'lit';
import { ratingStyles } from './profile-ratings.styles.js';

export const profileStyles = css`
  .profile {
    inline-size: min(36rem, calc(100vw - 1.2rem));
    max-inline-size: none;
    max-block-size: calc(100dvh - 1.2rem);
    margin-block: 0.6rem auto;
    overflow-y: auto;
    box-sizing: border-box;
    padding: 0.9rem;
    border: none;
    border-radius: 1rem;
    background: #0b2016;
    color: #fff;
    box-shadow: 0 4px 24px #000a;
    font-size: 0.95rem;
    white-space: normal;
  }
  /* One column no wider than the dialog: the statistics' table scrolls inside it, not the dialog sideways. */
  .profile[open] {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.8rem;
  }
  .profile::backdrop {
    background: #0008;
  }
  .profile h2,
  .profile h3,
  .profile p {
    margin: 0;
  }
  .profile h2 {
    font-size: 1.2rem;
  }
  .profile h3 {
    font-size: 1rem;
  }
  .profile .note {
    opacity: 0.85;
  }
  .profile .problem {
    color: #ffab91;
  }
  .profile-head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
  }
  .profile-who {
    display: flex;
    gap: 0.8rem;
    align-items: center;
  }
  .profile-who .avatar {
    inline-size: 4rem;
    block-size: 4rem;
    flex: none;
  }
  .profile-name {
    font-size: 1.25rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .profile label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.9rem;
  }
  .profile label.check {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-block-size: 2.75rem;
    margin-inline-end: 1rem;
  }
  .profile input[type='checkbox'] {
    inline-size: 1.3rem;
    block-size: 1.3rem;
  }
  .profile fieldset {
    border: 1px solid #fff3;
    border-radius: 0.6rem;
    margin: 0;
    padding: 0.5rem 0.7rem 0.7rem;
  }
  .profile-rename {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.5rem;
    align-items: end;
  }
  .profile-avatars {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(2.9rem, 1fr));
    gap: 0.4rem;
  }
  .profile .avatar-choice {
    inline-size: 2.9rem;
    block-size: 2.9rem;
    min-inline-size: 0;
    padding: 0.25rem;
    border-radius: 50%;
    background: #fff;
  }
  .profile .avatar-choice[aria-pressed='true'] {
    outline: 3px solid var(--_accent, #ffd54f);
    outline-offset: 2px;
  }
  .avatar-choice .avatar {
    inline-size: 100%;
    block-size: 100%;
    display: block;
  }
  .profile-privacy {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: 0.5rem;
  }
  .table-scroll {
    overflow-x: auto;
  }
  .profile table {
    border-collapse: collapse;
    font-size: 0.85rem;
    white-space: nowrap;
  }
  .profile th,
  .profile td {
    padding: 0.25rem 0.5rem;
    text-align: end;
  }
  .profile th[scope='row'] {
    text-align: start;
  }
  .played-list {
    list-style: none;
    margin: 0.3rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  .played {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.2rem 0.6rem;
    padding: 0.5rem 0.6rem;
    border-radius: 0.6rem;
    background: #ffffff12;
  }
  .played p {
    grid-column: 1;
    overflow-wrap: anywhere;
  }
  .played > button {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
  .played-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2rem 0.6rem;
  }
  .played.won .outcome {
    color: var(--_accent, #ffd54f);
  }
  .played .scores {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  .profile-history > button,
  .profile-passkeys > button,
  .profile-passkeys > .profile-ask {
    margin-block-start: 0.5rem;
  }
  .passkey-list,
  .friend-list {
    list-style: none;
    margin: 0.3rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  .passkey-list li,
  .friend-list li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.1rem 0.6rem;
    padding: 0.5rem 0.6rem;
    border-radius: 0.6rem;
    background: #ffffff12;
  }
  .friend-list .player-name {
    justify-self: start;
  }
  .profile-friends h4 {
    margin: 0.6rem 0 0;
    font-size: 0.95rem;
  }
  .passkey-name {
    overflow-wrap: anywhere;
    font-weight: 600;
  }
  .passkey-list .note,
  .friend-list .note {
    grid-column: 1;
  }
  .passkey-actions,
  .friend-actions {
    grid-column: 2;
    grid-row: 1 / span 2;
    display: flex;
    flex-wrap: wrap;
    justify-content: end;
    gap: 0.4rem;
  }
  .passkey-rename {
    grid-column: 1;
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.4rem;
  }
  .profile-device,
  .profile-friend-buttons,
  .device-link,
  .profile-leave,
  .profile-ask {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .device-link label,
  .device-link .note,
  .profile-friend-buttons .note,
  .profile-friend-buttons .problem,
  .profile-ask p {
    flex-basis: 100%;
  }
  .profile .qr {
    display: block;
    inline-size: min(14rem, 100%);
    block-size: auto;
  }
  .profile-ask {
    flex-basis: 100%;
    padding: 0.6rem;
    border-radius: 0.6rem;
    background: #3e1a12;
  }
  ${ratingStyles}
`;
