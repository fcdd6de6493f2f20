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
  .msg.warning {
    background: #ffb347;
    color: #241400;
    font-weight: 600;
  }
  /* The advice wraps beside its button, which never takes a line of its own (a phone's melds need the height). */
  .msg.hint {
    background: #0d3550;
    display: flex;
    gap: 0.4rem;
    align-items: center;
    justify-content: space-between;
  }
  .msg.hint > span {
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
    display: flex;
    gap: 0.4rem;
    align-items: center;
    justify-content: space-between;
  }
`;
