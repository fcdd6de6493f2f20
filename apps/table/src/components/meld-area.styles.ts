// Styles of <birimba-melds>: suit groups in rows; a meld is a fan of small cards with its marks above.

import { css } from 'lit';

export const meldAreaStyles = css`
  birimba-melds {
    display: block;
    min-inline-size: 0;
  }
  birimba-melds .melds {
    display: flex;
    flex-direction: column;
    gap: 0.3rem;
  }
  birimba-melds h3 {
    margin: 0;
    font-size: 0.78rem;
    font-weight: 600;
    display: flex;
    gap: 0.5rem;
    align-items: center;
    opacity: 0.95;
  }
  /* The team's short name stands in where the whole one has no room (six on a phone, felt.styles.ts). */
  birimba-melds h3 .short {
    display: none;
  }
  birimba-melds h3 .name,
  birimba-melds .took {
    white-space: nowrap;
  }
  birimba-melds .took {
    font-weight: 400;
    font-size: 0.7rem;
    padding: 0 0.4rem;
    border-radius: 1rem;
    background: #0005;
  }
  birimba-melds .none {
    margin: 0;
    font-size: 0.75rem;
    opacity: 0.75;
    font-style: italic;
  }
  birimba-melds .group {
    display: flex;
    gap: 0.35rem;
    align-items: flex-start;
  }
  birimba-melds .suit {
    flex: none;
    inline-size: 1.4rem;
    block-size: 1.4rem;
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: var(--_card-bg);
    color: var(--_card-fg);
    font-size: 0.95rem;
    margin-block-start: 1.1rem;
  }
  birimba-melds .suit.red {
    color: var(--_red);
  }
  birimba-melds .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    min-inline-size: 0;
  }
  birimba-melds .meld {
    display: flex;
    flex-direction: column;
    gap: 0.15rem;
    padding: 0.2rem 0.3rem 0.3rem;
    border-radius: 0.5rem;
    background: #00000026;
    border: 2px solid transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    min-inline-size: 0;
  }
  birimba-melds button.meld {
    cursor: pointer;
    min-block-size: 44px;
  }
  birimba-melds button.meld:hover {
    background: #ffffff1a;
  }
  birimba-melds .meld[aria-pressed='true'] {
    border-color: var(--_accent);
    background: #ffffff24;
  }
  birimba-melds .meld[data-hinted] {
    border-style: dashed;
    border-color: var(--_accent);
  }
  /* The marks wrap rather than run out of a narrow meld («10 βρόμικη μπιρίμπα» over three cards). */
  birimba-melds .marks {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem;
    font-size: 0.64rem;
    line-height: 1.3;
  }
  birimba-melds .mark {
    padding: 0 0.3rem;
    border-radius: 1rem;
    background: #0005;
  }
  birimba-melds .mark.id {
    background: #fff2;
  }
  birimba-melds .mark.birimba {
    background: var(--_accent);
    color: #222;
    font-weight: 700;
  }
  birimba-melds .cards {
    display: flex;
    --_card-w: 2.2rem;
  }
  birimba-melds .cards birimba-card {
    margin-inline-start: -1.15rem;
  }
  birimba-melds .cards birimba-card:first-child {
    margin-inline-start: 0;
  }
  /* A phone: compact melds, so that both teams' (side by side) are readable on your turn. */
  .table.narrow birimba-melds .cards {
    --_card-w: 1.75rem;
  }
  .table.narrow birimba-melds .cards birimba-card {
    margin-inline-start: -0.95rem;
  }
  .table.narrow birimba-melds .cards birimba-card:first-child {
    margin-inline-start: 0;
  }
  .table.narrow birimba-melds .group {
    gap: 0.2rem;
  }
  .table.narrow birimba-melds .suit {
    inline-size: 1.05rem;
    block-size: 1.05rem;
    font-size: 0.75rem;
    margin-block-start: 0.9rem;
  }
  .table.narrow birimba-melds .row {
    gap: 0.2rem;
  }
  .table.narrow birimba-melds .meld {
    padding: 0.1rem 0.15rem 0.15rem;
  }
  .table.narrow birimba-melds .marks {
    font-size: 0.58rem;
  }
  /* A team named by its people (a watcher's «Maria και Μποτ 2 (κανονικό)») wraps between words in its column. */
  .table.narrow birimba-melds h3 .name {
    white-space: normal;
    line-height: 1.2;
  }
  /* The name, and the birimbaki taken on a line of its own when both do not fit: neither covers the other. */
  .table.narrow birimba-melds h3 {
    flex-wrap: wrap;
    column-gap: 0.4rem;
    row-gap: 0.1rem;
    position: sticky;
    inset-block-start: 0;
    z-index: 1;
    font-size: 0.72rem;
    background: color-mix(in srgb, var(--_felt) 85%, black);
    border-radius: 0.4rem;
    padding: 0 0.25rem;
  }
  /* A wide table has room: bigger meld cards. */
  .table.wide birimba-melds .cards {
    --_card-w: 2.8rem;
  }
  .table.wide birimba-melds .cards birimba-card {
    margin-inline-start: -1.35rem;
  }
  .table.wide birimba-melds .cards birimba-card:first-child {
    margin-inline-start: 0;
  }
  birimba-melds birimba-card.fresh {
    outline: 2px solid var(--_accent);
  }
`;
