// Styles of the replay view: its bar over the felt (the steps, where it stands, the pickers), and the view shown
// before a log is open (a file to pick, or why a log could not be opened). Every control is a 44 px target.

import { css } from 'lit';

export const replayStyles = css`
  /* The bar above, the table below: the end-of-deal sheet lies over the table only, never over the bar. */
  .table.replay .main {
    grid-template-rows: auto minmax(0, 1fr);
  }
  .replay-stage {
    position: relative;
    display: grid;
    grid-template-rows: minmax(0, 1fr) auto auto;
    grid-template-columns: minmax(0, 1fr);
    min-block-size: 0;
  }
  .replay-bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 0.6rem;
    align-items: center;
    padding: 0.35rem 0.5rem;
    background: #0b2016;
  }
  .replay-steps,
  .replay-picks {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    align-items: center;
  }
  .replay-steps button[part='button'] {
    min-inline-size: 2.75rem;
  }
  .replay-where {
    margin: 0;
    display: flex;
    flex-direction: column;
    line-height: 1.2;
    font-size: 0.85rem;
  }
  .replay-where span {
    font-size: 0.75rem;
    opacity: 0.85;
  }
  .replay-pick {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    font-size: 0.8rem;
  }
  /* On a phone the pickers' labels are read, not shown: each choice names itself (Deal 2, Seat 3 · easy). */
  .table.narrow .replay-pick > span {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .table.narrow .replay-open,
  .table.narrow .replay-bar button[part='button'].small {
    font-size: 0.75rem;
    padding: 0 0.4rem;
  }
  /* On a phone the pickers and the actions share three columns, so the bar takes four rows, not six: each control as
     wide as its column, a picker's long choice («Θέση 1 · Μποτ 1 (εύκολο)») cut in its box and whole in its list. */
  .table.narrow .replay-picks {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    inline-size: 100%;
  }
  .table.narrow .replay-picks > *,
  .table.narrow .replay-pick select {
    min-inline-size: 0;
    max-inline-size: none;
    inline-size: 100%;
  }
  .table.narrow .replay-pick select {
    font-size: 0.75rem;
  }
  .table.narrow .replay-open,
  .table.narrow .replay-picks button[part='button'].small {
    justify-content: center;
    text-align: center;
    line-height: 1.1;
  }
  .replay-pick select {
    font: inherit;
    min-block-size: 2.75rem;
    max-inline-size: 13rem;
    border-radius: 0.6rem;
    padding: 0 0.4rem;
    background: var(--_card-bg);
    color: var(--_card-fg);
  }
  .replay-pick select:focus-visible,
  .replay-open:focus-within {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .table.replay .replay-bar button[part='button'].small,
  .table.replay .replay-empty button[part='button'].small {
    min-block-size: 2.75rem;
  }
  /* The file picker: a label drawn as a button, its input out of sight but focusable. */
  .replay-open {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-block-size: 2.75rem;
    padding: 0 0.6rem;
    border-radius: 0.6rem;
    border: 1px solid #0006;
    background: var(--_card-bg);
    color: var(--_card-fg);
    font-size: 0.8rem;
    font-weight: 600;
    cursor: pointer;
  }
  .replay-open input {
    position: absolute;
    inset: 0;
    opacity: 0;
    inline-size: 100%;
    cursor: pointer;
  }
  .replay-coach {
    flex-basis: 100%;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.6rem;
    align-items: center;
    font-size: 0.82rem;
  }
  .replay-coach progress {
    inline-size: 8rem;
    block-size: 0.8rem;
  }
  .replay-all {
    margin: 0;
    padding: 0.2rem 0.6rem;
    font-size: 0.85rem;
    background: #0b2016;
  }
  .replay-empty {
    display: grid;
    align-content: start;
    gap: 0.8rem;
    padding: 1rem;
  }
  .replay-empty h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  .replay-empty [role='alert'] {
    padding: 0.6rem;
    border-radius: var(--_radius);
    background: #5b1a14;
  }
  .replay-empty p {
    margin: 0.2rem 0;
  }
  .replay-empty summary {
    cursor: pointer;
    min-block-size: 2.75rem;
    display: flex;
    align-items: center;
  }
  .replay-detail {
    overflow-wrap: anywhere;
    font-family: ui-monospace, monospace;
    font-size: 0.8rem;
  }
  .replay-drop {
    opacity: 0.85;
    font-size: 0.85rem;
  }
`;
