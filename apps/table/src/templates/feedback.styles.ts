// Styles of the line above the hand: your turn, refusals, warnings, hints, failures, notices.

import { css } from 'lit';

export const feedbackStyles = css`
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
  /* A table with a server, before the online part is there: «Σύνδεση…», or why it never comes (online-missing). In
     the main file, not the online part's styles: it shows exactly when that part is not loaded. */
  .online-wait {
    min-block-size: 12rem;
    display: grid;
    place-items: center;
    padding: 1rem;
  }
  .online-wait .msg.error {
    flex: none;
    max-inline-size: 32rem;
    padding: 0.75rem 1rem;
    font-size: 0.95rem;
  }
  .msg.warning {
    background: #ffb347;
    color: #241400;
    font-weight: 600;
  }
  /* The advice wraps beside its button, which never takes a line of its own (a phone's melds need the height). */
  .msg.hint,
  .msg.notice,
  .msg.coach {
    display: flex;
    gap: 0.4rem;
    align-items: center;
    justify-content: space-between;
  }
  .msg.hint {
    background: #0d3550;
  }
  .msg.hint > span,
  .msg.coach > span {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
  .msg.hint > button {
    flex: 0 1 auto;
    max-inline-size: 8.5rem;
    white-space: normal;
  }
  .msg.notice {
    background: #3b2b65;
  }
  /* The coach's line: what a better turn was, with Show me; under it the copy of the position. */
  .msg.coach {
    background: #14394a;
    border-inline-start: 4px solid var(--_hint-meld);
  }
  .msg.coach > button {
    flex: 0 0 auto;
    min-inline-size: 2.75rem;
  }
  /* A phone's felt keeps its height (above all in a lesson, under the lesson's bar): the coach's words smaller. */
  .table.narrow .msg.coach {
    font-size: 0.8rem;
    line-height: 1.25;
  }
  .coach-copy h3 {
    margin: 0.6rem 0 0.2rem;
    font-size: 0.95rem;
  }
  .coach-copy p {
    margin: 0.3rem 0;
  }
  .coach-felt {
    background: var(--_felt);
    color: var(--_felt-fg);
    border-radius: var(--_radius);
    padding: 0.4rem;
  }
  .coach-hand {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    padding-block-start: 0.6rem;
  }
  .coach-card {
    position: relative;
    display: inline-block;
  }
  .coach-card[data-suggest='meld'] birimba-card,
  .coach-card[data-suggest='lay-off'] birimba-card {
    box-shadow: 0 0 0 3px var(--_hint-meld);
    border-radius: 0.3rem;
  }
  .coach-card[data-suggest='discard'] birimba-card {
    box-shadow: 0 0 0 3px var(--_hint-discard);
    border-radius: 0.3rem;
  }
  /* The marks are the hand's (hand.styles.ts); beside a card in a row they sit a little further out. */
  .coach-card .mark {
    inset-inline-end: -0.3rem;
  }
`;
