// The watchers' marks: the count the players see beside the room's code, and the watcher's banner.

import { css } from 'lit';

export const watchingStyles = css`
  .watchers,
  .watching-banner {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    min-block-size: 1.5rem;
    white-space: nowrap;
  }
  .watchers [data-watchers] {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .eye {
    inline-size: 1.2em;
    block-size: 1.2em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    flex: none;
  }
  .watching-banner {
    padding: 0.2rem 0.6rem;
    border-radius: 999px;
    background: var(--_accent, #f0c75e);
    color: #1b1b1b;
  }
  .watcher .watching-intro {
    margin: 0.5rem 0 0;
  }
  .watcher .note {
    margin: 0.3rem 0 0.8rem;
  }
`;
