// Styles of the hand's zone around the fan: its count and the sort buttons.

import { css } from 'lit';

export const handZoneStyles = css`
  /* The hand. */
  .hand-zone {
    padding: 0 0.5rem;
    min-inline-size: 0;
  }
  .hand-head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.3rem;
    font-size: 0.75rem;
  }
  .sort {
    display: flex;
    gap: 0.2rem;
  }
  .sort button {
    font: inherit;
    font-size: 0.72rem;
    min-block-size: 1.6rem;
    padding: 0 0.5rem;
    border-radius: 1rem;
    border: 1px solid #ffffff55;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  .table.narrow .sort button {
    min-block-size: 2.75rem;
  }
  .sort button[aria-pressed='true'] {
    background: #ffffff2a;
  }
`;
