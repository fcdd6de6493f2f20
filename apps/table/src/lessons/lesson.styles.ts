// Styles of the lessons: the bar above the felt (title, goal, coach, hint, its buttons), the offer on the line above
// the hand, and the list in its panel.

import { css } from 'lit';

export const lessonStyles = css`
  /* With a lesson open the bar takes a row of its own between the status bar and the felt. */
  .main.lesson-on {
    grid-template-rows: auto auto minmax(0, 1fr) auto auto auto auto;
  }
  .lesson {
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
    padding: 0.3rem 0.5rem;
    background: #0b2a44;
    border-block-end: 2px solid var(--_accent);
    font-size: 0.86rem;
    line-height: 1.3;
  }
  .lesson-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.3rem;
  }
  .lesson-head h2 {
    flex: 1 1 12rem;
    margin: 0;
    font-size: 0.95rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.4rem;
    align-items: baseline;
  }
  .lesson-n {
    font-weight: 400;
    opacity: 0.85;
    font-size: 0.8rem;
  }
  .lesson-menu {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .lesson p {
    margin: 0;
  }
  .lesson-goal {
    padding: 0.15rem 0.4rem;
    border-radius: var(--_radius);
    background: #ffffff14;
  }
  .lesson-goal.done {
    background: #1f6b3a;
  }
  .lesson-goal .check {
    font-weight: 700;
    color: var(--_accent);
  }
  .lesson-coach.hint {
    padding: 0.15rem 0.4rem;
    border-radius: var(--_radius);
    background: #0d3550;
    border-inline-start: 3px solid var(--_hint-meld);
  }
  /* A phone keeps the felt's height: the bar's words smaller, its buttons on the title's row when they fit. */
  .table.narrow .lesson {
    font-size: 0.8rem;
    line-height: 1.25;
    padding: 0.2rem 0.4rem;
  }
  .table.narrow .lesson-head h2 {
    font-size: 0.85rem;
  }
  .lesson .chip,
  .lesson-offer .chip {
    background: var(--_card-bg);
    border-radius: 0.2rem;
    padding: 0 0.15rem;
  }
  .msg.lesson-offer {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .msg.lesson-offer > span {
    flex: 1 1 10rem;
  }
  .lesson-list ol {
    list-style: none;
    margin: 0.5rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  .lesson-list p {
    margin: 0;
  }
  .lesson-list p.leave {
    margin-block-start: 0.5rem;
  }
  .lesson-list button.lesson-item {
    inline-size: 100%;
    min-block-size: 2.75rem;
    display: flex;
    gap: 0.5rem;
    align-items: center;
    text-align: start;
  }
  .lesson-item .lesson-n {
    font-size: inherit;
    opacity: 1;
  }
  .lesson-item .lesson-title {
    flex: 1 1 auto;
  }
  .lesson-item.done .check {
    color: #1f6b3a;
    font-weight: 700;
  }
  .learn-entry {
    margin-block-end: 0.6rem;
  }
  .learn-entry button {
    min-block-size: 2.75rem;
  }
`;
